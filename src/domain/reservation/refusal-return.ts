import { FIELD_BY_CLIENT_DATA_NAME, type ClientFormField } from '../client/client-form';
import type { CustomAttributeKey } from '../client/custom-attribute';

// Where the wizard returns when the API refuses a check or a booking (booking-wizard §8): to the
// hours of the booking items the refusal names, or — when it names none but some of the client's
// fields — to the client form, with those fields marked and every hour kept. A refusal naming
// nothing the wizard knows returns to the hours, all of them cleared (§4 Failure).

/** One field a refusal names, as the API's `attributes` carry it. */
export interface RefusedField {
  readonly field: string;
  readonly messages: readonly string[];
}

/** A form field the client can correct: a fixed one, or a custom attribute's key. */
export type CorrectableField = ClientFormField | CustomAttributeKey;

export type RefusalReturn =
  /** Back to the date step; `items` are the booking items' positions named (none: every item). */
  | { readonly _tag: 'ReturnToHours'; readonly items: readonly number[] }
  /** Back to the client form, each named field with the API's messages. */
  | { readonly _tag: 'ReturnToClientForm'; readonly fields: ReadonlyMap<CorrectableField, readonly string[]> };

const FIXED_CLIENT_FIELDS: Readonly<Partial<Record<string, ClientFormField>>> = {
  first_name: 'firstName',
  last_name: 'lastName',
  notes: 'notes',
  accepted_terms: 'acceptedTerms',
  // The birth date is sent in parts (booking-wizard §3 Client payload); the form has one field.
  birth_day: 'birthDate',
  birth_month: 'birthDate',
  birth_year: 'birthDate',
};

/** The booking item's position a wire field names (`bookings[2].start` → 2), or null. */
function itemNamed(field: string): number | null {
  const match = /^bookings\[(\d+)\]/.exec(field);
  return match?.[1] === undefined ? null : Number(match[1]);
}

/** The client form's field a wire field names (`client.identification_number`, `client.custom_shoe_size`), or null. */
export function clientFieldNamed(field: string): CorrectableField | null {
  const match = /^client\.([a-z0-9_]+)$/.exec(field);
  const name = match?.[1];
  if (name === undefined) return null;
  if (name.startsWith('custom_') && name.length > 'custom_'.length) return name as CustomAttributeKey;
  const configurable: Readonly<Partial<Record<string, ClientFormField>>> = FIELD_BY_CLIENT_DATA_NAME;
  return FIXED_CLIENT_FIELDS[name] ?? configurable[name] ?? null;
}

/** Where a refusal naming `attributes` sends the wizard back to. */
export function refusalReturn(attributes: readonly RefusedField[]): RefusalReturn {
  const items = [...new Set(attributes.flatMap((attribute) => itemNamed(attribute.field) ?? []))];
  if (items.length > 0) return { _tag: 'ReturnToHours', items };
  const fields = new Map<CorrectableField, readonly string[]>();
  for (const attribute of attributes) {
    const field = clientFieldNamed(attribute.field);
    if (field !== null) fields.set(field, [...(fields.get(field) ?? []), ...attribute.messages]);
  }
  return fields.size > 0 ? { _tag: 'ReturnToClientForm', fields } : { _tag: 'ReturnToHours', items: [] };
}
