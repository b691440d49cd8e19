import type { FieldError } from '#domain/validation/field-error';

/**
 * Input that the contract's schema accepts but a domain rule refuses (ADR 0014: 422
 * `REQUEST.INVALID`, naming each field). Use cases name fields as the domain does; the driving
 * adapter renames them as its wire does (`reviewerName` → `reviewer_name`).
 */
export interface InvalidFields {
  readonly _tag: 'InvalidFields';
  readonly code: 'REQUEST.INVALID';
  readonly fields: readonly { readonly field: string; readonly error: FieldError }[];
}

/** The refusal of the fields `errors` names, in their order. */
export function invalidFields(errors: Readonly<Partial<Record<string, FieldError>>>): InvalidFields {
  return {
    _tag: 'InvalidFields',
    code: 'REQUEST.INVALID',
    fields: Object.entries(errors).flatMap(([field, error]) => (error === undefined ? [] : [{ field, error }])),
  };
}

/** The same refusal with its fields renamed by `names` (fields it does not name keep their name). */
export function renamedFields(refusal: InvalidFields, names: Readonly<Record<string, string>>): InvalidFields {
  return { ...refusal, fields: refusal.fields.map((each) => ({ ...each, field: names[each.field] ?? each.field })) };
}
