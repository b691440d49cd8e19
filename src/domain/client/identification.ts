import { err, ok, type Result } from 'neverthrow';
import { fieldError, type FieldError } from '../validation/field-error';
import { EMAIL_PATTERN, ID_MIN_LENGTH } from '../validation/field-rules';
import { formatRutAsTyped } from './rut';

// Existing-client identification (storefront §3, §4, §5, §8): before booking with a company that
// only takes registered clients, the visitor says who they are by id, email or phone, and the
// company answers whether it knows them (validId) and lets them book (canBook).

/** How the visitor identifies themselves, as the check call numbers it: 0 id, 1 email, 2 phone. */
export type IdentifierType = 0 | 1 | 2;
export const IDENTIFIER_TYPE = { id: 0, email: 1, phone: 2 } as const satisfies Record<string, IdentifierType>;

/**
 * A phone identifies a client only with more than 8 characters (storefront §5 "8 or fewer gives
 * phone-too-short"); stricter by one than the client form's phone rule, as the spec states it.
 */
export const IDENTIFICATION_PHONE_MIN_LENGTH = 9;

/** The value as it should read while typed: for a Chilean id, the RUT with dots and dash. */
export function formatIdentifierAsTyped(type: IdentifierType, typed: string, countryCode: string): string {
  return type === IDENTIFIER_TYPE.id && countryCode.toLowerCase() === 'cl' ? formatRutAsTyped(typed) : typed;
}

/** Checks the identifier before it is sent; the value kept is trimmed. */
export function validateIdentifier(type: IdentifierType, typed: string): Result<string, FieldError> {
  const value = typed.trim();
  if (value === '') return err(fieldError('ERRORS.VALIDATION_REQUIRED'));
  switch (type) {
    case IDENTIFIER_TYPE.id:
      return value.length < ID_MIN_LENGTH
        ? err(fieldError('ERRORS.VALIDATION_ID_TOO_SHORT', { min: ID_MIN_LENGTH }))
        : ok(value);
    case IDENTIFIER_TYPE.email:
      return EMAIL_PATTERN.test(value) ? ok(value) : err(fieldError('ERRORS.VALIDATION_EMAIL_INVALID'));
    case IDENTIFIER_TYPE.phone:
      return value.length < IDENTIFICATION_PHONE_MIN_LENGTH
        ? err(fieldError('ERRORS.VALIDATION_PHONE_TOO_SHORT', { min: IDENTIFICATION_PHONE_MIN_LENGTH }))
        : ok(value);
  }
}

export interface IdentificationFormState {
  readonly typed: string;
  readonly loading: boolean;
  /** An error shows under the field: the value refused, or the company's or the API's answer. */
  readonly errorShown: boolean;
}

/** Submit (button or Enter) is possible only when not loading, not empty and no error shows. */
export function canSubmitIdentification(state: IdentificationFormState): boolean {
  return !state.loading && state.typed.trim() !== '' && !state.errorShown;
}

/** The company's answer to GET /check_client_company. */
export interface ExistingClientCheck {
  readonly validId: boolean;
  readonly canBook: boolean;
}

/** The company does not know a client by this identifier; the message depends on the identifier type. */
export interface ClientNotFound {
  readonly _tag: 'ClientNotFound';
  readonly code: 'IDENTIFICATION.ID_NOT_FOUND' | 'IDENTIFICATION.EMAIL_NOT_FOUND' | 'IDENTIFICATION.PHONE_NOT_FOUND';
  readonly identifierType: IdentifierType;
}

/** The company knows the client but does not let them book online; they should contact it. */
export interface ClientNotAllowedToBook {
  readonly _tag: 'ClientNotAllowedToBook';
  readonly code: 'IDENTIFICATION.NOT_ALLOWED_TO_BOOK';
  readonly companyName: string;
}

export type IdentificationRefusal = ClientNotFound | ClientNotAllowedToBook;

/** The client form fields an identification fills: the one matching the identifier type. */
export type IdentifiedFields =
  { readonly identificationNumber: string } | { readonly email: string } | { readonly phone: string };

export interface ClientIdentified {
  readonly _tag: 'ClientIdentified';
  readonly fill: IdentifiedFields;
}

const notFoundCode = {
  [IDENTIFIER_TYPE.id]: 'IDENTIFICATION.ID_NOT_FOUND',
  [IDENTIFIER_TYPE.email]: 'IDENTIFICATION.EMAIL_NOT_FOUND',
  [IDENTIFIER_TYPE.phone]: 'IDENTIFICATION.PHONE_NOT_FOUND',
} as const satisfies Record<IdentifierType, ClientNotFound['code']>;

function fieldsFor(type: IdentifierType, value: string): IdentifiedFields {
  switch (type) {
    case IDENTIFIER_TYPE.id:
      return { identificationNumber: value };
    case IDENTIFIER_TYPE.email:
      return { email: value };
    case IDENTIFIER_TYPE.phone:
      return { phone: value };
  }
}

/**
 * What the check's answer means (storefront §8): unknown identifier first, since a company can't
 * refuse a client it does not know, then not allowed to book, otherwise identified.
 */
export function identificationOutcome(
  check: ExistingClientCheck,
  identifier: { readonly type: IdentifierType; readonly value: string },
  companyName: string,
): Result<ClientIdentified, IdentificationRefusal> {
  if (!check.validId) {
    return err({ _tag: 'ClientNotFound', code: notFoundCode[identifier.type], identifierType: identifier.type });
  }
  if (!check.canBook)
    return err({ _tag: 'ClientNotAllowedToBook', code: 'IDENTIFICATION.NOT_ALLOWED_TO_BOOK', companyName });
  return ok({ _tag: 'ClientIdentified', fill: fieldsFor(identifier.type, identifier.value) });
}
