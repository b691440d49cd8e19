import { err, ok, type Result } from 'neverthrow';
import { parseLocalDate, type LocalDate } from '../calendar/local-date.plain';
import { fieldError, type FieldError } from './field-error';

// The rules a single form field follows (booking-wizard §5 and §9, storefront §5 and §9), shared by
// the client form, the workshop record, the review form and the login form. A rule
// reads what was typed and returns the value to keep or why it was refused. Rules treat a blank
// value as missing; `asConfigured` decides whether missing is allowed for a given field.

export const EMAIL_MAX_LENGTH = 60;
export const TEXT_MAX_LENGTH = 280;
export const PHONE_MIN_LENGTH = 8;
export const ID_MIN_LENGTH = 2;
export const PASSWORD_MIN_LENGTH = 8;
/** Integers are stored as 32-bit signed numbers. */
export const INTEGER_MAX = 2_147_483_647;
export const INTEGER_MIN = -2_147_483_648;

/** A field rule: what was typed, to the value kept or the reason it was refused. */
export type FieldRule<T> = (typed: string) => Result<T, FieldError>;

export interface Presence {
  readonly required: boolean;
}

/** The refusal of a blank value in a required field. */
export const required = () => err(fieldError('ERRORS.VALIDATION_REQUIRED'));

/** Empty once trimmed: treated as not given. */
export function isBlank(typed: string): boolean {
  return typed.trim() === '';
}

/** The rule for an optional field: blank is accepted as "not given" (null), anything else must pass `rule`. */
export function whenGiven<T>(rule: FieldRule<T>): FieldRule<T | null> {
  return (typed) => (isBlank(typed) ? ok(null) : rule(typed));
}

/** `rule` as the company configured the field: blank refused when required, accepted as null otherwise. */
export function asConfigured<T>(rule: FieldRule<T>, presence: Presence): FieldRule<T | null> {
  return presence.required ? rule : whenGiven(rule);
}

/** Trimmed text of at most `maxLength` characters; firstName and lastName use the 280 default. */
export function simpleText(maxLength: number = TEXT_MAX_LENGTH): FieldRule<string> {
  return (typed) => {
    const text = typed.trim();
    if (text === '') return required();
    if (text.length > maxLength) return err(fieldError('ERRORS.VALIDATION_MAX_LENGTH', { max: maxLength }));
    return ok(text);
  };
}

/** The HTML living standard's valid e-mail address, the pattern browsers apply to type=email. */
export const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** An e-mail address, trimmed, at most 60 characters, matching EMAIL_PATTERN. */
export const email: FieldRule<string> = (typed) => {
  const address = typed.trim();
  if (address === '') return required();
  if (address.length > EMAIL_MAX_LENGTH)
    return err(fieldError('ERRORS.VALIDATION_MAX_LENGTH', { max: EMAIL_MAX_LENGTH }));
  if (!EMAIL_PATTERN.test(address)) return err(fieldError('ERRORS.VALIDATION_EMAIL_INVALID'));
  return ok(address);
};

/** A phone number of at least 8 characters, counted after trimming (the dial code counts). */
export const phone: FieldRule<string> = (typed) => {
  const number = typed.trim();
  if (number === '') return required();
  if (number.length < PHONE_MIN_LENGTH)
    return err(fieldError('ERRORS.VALIDATION_PHONE_TOO_SHORT', { min: PHONE_MIN_LENGTH }));
  return ok(number);
};

const decimalPattern = /^[+-]?(\d+([.,]\d*)?|[.,]\d+)([eE][+-]?\d+)?$/;

/** The number written in `typed`, with a point or a comma as decimal separator; null when it is not one. */
export function readDecimal(typed: string): number | null {
  const text = typed.trim();
  if (!decimalPattern.test(text)) return null;
  const value = Number(text.replace(',', '.'));
  return Number.isFinite(value) ? value : null;
}

/** Any finite number (float custom attributes). */
export const decimal: FieldRule<number> = (typed) => {
  if (isBlank(typed)) return required();
  const value = readDecimal(typed);
  return value === null ? err(fieldError('ERRORS.VALIDATION_NOT_A_NUMBER')) : ok(value);
};

export interface IntegerBounds {
  readonly min: number;
  readonly max: number;
}

/** A whole number within `bounds`, by default the 32-bit range integer custom attributes are stored in. */
export function integer(bounds: IntegerBounds = { min: INTEGER_MIN, max: INTEGER_MAX }): FieldRule<number> {
  return (typed) => {
    if (isBlank(typed)) return required();
    const value = readDecimal(typed);
    if (value === null) return err(fieldError('ERRORS.VALIDATION_NOT_A_NUMBER'));
    if (!Number.isInteger(value)) return err(fieldError('ERRORS.VALIDATION_NOT_AN_INTEGER'));
    if (value > bounds.max) return err(fieldError('ERRORS.VALIDATION_INTEGER_TOO_LARGE', { max: bounds.max }));
    if (value < bounds.min) return err(fieldError('ERRORS.VALIDATION_MIN_VALUE', { min: bounds.min }));
    return ok(value);
  };
}

/** A count starting at 1: the client's age and record number (booking-wizard §5 "numeric, minimum 1"). */
export const positiveWholeNumber: FieldRule<number> = integer({ min: 1, max: INTEGER_MAX });

/** What a date field holds of a day typed in part: its missing digits written `_` ("____-05-04"). */
const PARTLY_TYPED_DAY = /^(?=.*_)[\d_]{4}-[\d_]{2}-[\d_]{2}$/;

/** True for a day typed in part (typedDay), which is refused as incomplete rather than as invalid. */
export function isPartlyTypedDay(typed: string): boolean {
  return PARTLY_TYPED_DAY.test(typed.trim());
}

/**
 * A day as a date field holds it while its parts are typed (issue 20): '' while none is, the day
 * (YYYY-MM-DD) once all are, else the parts typed with `_` for the digits of those missing — which
 * `calendarDay` refuses as incomplete, so a half-typed day is never dropped as if none were given.
 */
export function typedDay(parts: {
  readonly year: number | null;
  readonly month: number | null;
  readonly day: number | null;
}): string {
  const written = (value: number | null, digits: number) =>
    value === null ? '_'.repeat(digits) : String(value).padStart(digits, '0');
  const { year, month, day } = parts;
  if (year === null && month === null && day === null) return '';
  return `${written(year, 4)}-${written(month, 2)}-${written(day, 2)}`;
}

/** A calendar day written YYYY-MM-DD; one typed in part (typedDay) is incomplete, not invalid. */
export const calendarDay: FieldRule<LocalDate> = (typed) => {
  if (isBlank(typed)) return required();
  if (isPartlyTypedDay(typed)) return err(fieldError('ERRORS.VALIDATION_DATE_INCOMPLETE'));
  return parseLocalDate(typed.trim()).mapErr(() => fieldError('ERRORS.VALIDATION_DATE_INVALID'));
};

/** A password of at least 8 characters, taken exactly as typed: spaces are part of a password. */
export const password: FieldRule<string> = (typed) => {
  if (typed === '') return required();
  if (typed.length < PASSWORD_MIN_LENGTH) {
    return err(fieldError('ERRORS.VALIDATION_PASSWORD_TOO_SHORT', { min: PASSWORD_MIN_LENGTH }));
  }
  return ok(typed);
};

/** A choice from a closed list (gender, yes/no): null means nothing was chosen yet. */
export function choice<T>(chosen: T | null, presence: Presence): Result<T | null, FieldError> {
  return chosen === null && presence.required ? required() : ok(chosen);
}

/**
 * The terms: accepting them is required only while the company's policy term is active; otherwise
 * booking implies acceptance (booking-wizard §5).
 */
export function acceptedTerms(accepted: boolean, policyTermActive: boolean): Result<boolean, FieldError> {
  return policyTermActive && !accepted ? required() : ok(accepted);
}
