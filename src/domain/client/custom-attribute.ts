import { err, ok, type Result } from 'neverthrow';
import { parseClockTime, type ClockTime } from '../calendar/clock-time.plain';
import { dateParts, formatLocalDate, parseLocalDate, type LocalDate } from '../calendar/local-date.plain';
import { fieldError, type FieldError } from '../validation/field-error';
import { integer, isPartlyTypedDay, readDecimal } from '../validation/field-rules';

// A question a company adds to its client form (booking-wizard §3 "Custom attributes", storefront §3
// "Custom client attribute types"). What the client typed is coerced to the attribute's type before
// it is submitted as custom_{slug}; a value that can't be coerced is an error, never a silent NaN.

export const CUSTOM_ATTRIBUTE_TYPES = [
  'datetime',
  'date',
  'boolean',
  'integer',
  'float',
  'textarea',
  'categoric',
  'text',
] as const;
export type CustomAttributeType = (typeof CUSTOM_ATTRIBUTE_TYPES)[number];

export interface CustomAttribute {
  readonly name: string;
  readonly slug: string;
  readonly type: CustomAttributeType;
  /** The allowed answers of a categoric attribute; empty for the other types. */
  readonly categories: readonly string[];
  readonly showOnWorkflow: boolean;
  readonly mandatoryOnWorkflow: boolean;
}

/** What a form control holds: text inputs give strings, checkboxes booleans, number inputs maybe numbers. */
export type CustomAttributeInput = string | number | boolean | null;

/** A coerced answer as submitted: dates as d-m-Y and date-times as d-m-Y H:i (storefront §9); null when unanswered. */
export type CustomAttributeValue = string | number | boolean | null;

/** The key an attribute is submitted under. */
export type CustomAttributeKey = `custom_${string}`;

export function customAttributeKey(attribute: Pick<CustomAttribute, 'slug'>): CustomAttributeKey {
  return `custom_${attribute.slug}`;
}

/** An answer that can't be read as its attribute's type. */
export interface UncoercibleCustomAttribute {
  readonly _tag: 'UncoercibleCustomAttribute';
  readonly code: 'CLIENT.CUSTOM_ATTRIBUTE_UNCOERCIBLE';
  readonly slug: string;
  readonly type: CustomAttributeType;
  readonly input: CustomAttributeInput;
  /** Why, in the words the form shows. */
  readonly reason: FieldError;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A day in the submitted d-m-Y form (storefront §9 "Date format d-m-Y"). */
export function formatDayMonthYearDashed(date: LocalDate): string {
  const { year, month, day } = dateParts(date);
  return `${pad(day)}-${pad(month)}-${String(year).padStart(4, '0')}`;
}

const dayMonthYear = /^(\d{2})[-/](\d{2})[-/](\d{4})$/;

/** A day written YYYY-MM-DD, as date inputs give it, or DD-MM-YYYY / DD/MM/YYYY, as people write it. */
function readDay(text: string): LocalDate | null {
  const iso = parseLocalDate(text);
  if (iso.isOk()) return iso.value;
  const match = dayMonthYear.exec(text);
  if (match === null) return null;
  const written = formatLocalDate({ year: Number(match[3]), month: Number(match[2]), day: Number(match[1]) });
  return parseLocalDate(written).unwrapOr(null);
}

/** A day and a time separated by 'T' (datetime-local inputs) or a space, the day in either form readDay takes. */
function readDateTime(text: string): { readonly date: LocalDate; readonly time: ClockTime } | null {
  const [dayText = '', timeText = '', ...rest] = text.split(/[T ]/);
  if (rest.length > 0) return null;
  const date = readDay(dayText);
  const time = parseClockTime(timeText).unwrapOr(null);
  return date === null || time === null ? null : { date, time };
}

/** The coercion of a present (non-blank) answer, refusing with the reason the form would show. */
function coercePresent(
  attribute: CustomAttribute,
  input: string | number | boolean,
): Result<CustomAttributeValue, FieldError> {
  const text = String(input).trim();
  switch (attribute.type) {
    case 'text':
    case 'textarea':
      return ok(text);
    case 'integer':
      return integer()(text);
    case 'float': {
      const value = readDecimal(text);
      return value === null ? err(fieldError('ERRORS.VALIDATION_NOT_A_NUMBER')) : ok(value);
    }
    case 'boolean':
      if (text === 'true' || text === 'false') return ok(text === 'true');
      return err(fieldError('ERRORS.VALIDATION_OPTION_INVALID', { options: ['true', 'false'] }));
    case 'categoric':
      return attribute.categories.includes(text)
        ? ok(text)
        : err(fieldError('ERRORS.VALIDATION_OPTION_INVALID', { options: attribute.categories }));
    case 'date': {
      if (isPartlyTypedDay(text)) return err(fieldError('ERRORS.VALIDATION_DATE_INCOMPLETE'));
      const day = readDay(text);
      return day === null ? err(fieldError('ERRORS.VALIDATION_DATE_INVALID')) : ok(formatDayMonthYearDashed(day));
    }
    case 'datetime': {
      const moment = readDateTime(text);
      return moment === null
        ? err(fieldError('ERRORS.VALIDATION_DATETIME_INVALID'))
        : ok(`${formatDayMonthYearDashed(moment.date)} ${moment.time}`);
    }
  }
}

function isUnanswered(input: CustomAttributeInput | undefined): input is null | undefined | '' {
  return input === null || input === undefined || (typeof input === 'string' && input.trim() === '');
}

/**
 * The submitted value of an answer: null when unanswered, otherwise the answer read as the
 * attribute's type. Being unanswered is not an error here; `validateCustomAttribute` decides that.
 */
export function coerceCustomAttribute(
  attribute: CustomAttribute,
  input: CustomAttributeInput | undefined,
): Result<CustomAttributeValue, UncoercibleCustomAttribute> {
  if (isUnanswered(input)) return ok(null);
  return coercePresent(attribute, input).mapErr((reason) => ({
    _tag: 'UncoercibleCustomAttribute',
    code: 'CLIENT.CUSTOM_ATTRIBUTE_UNCOERCIBLE',
    slug: attribute.slug,
    type: attribute.type,
    input,
    reason,
  }));
}

/**
 * The form's check of an answer: a mandatory attribute needs an answer (a mandatory checkbox needs
 * ticking, as an HTML required checkbox does), and any answer must coerce to the attribute's type.
 */
export function validateCustomAttribute(
  attribute: CustomAttribute,
  input: CustomAttributeInput | undefined,
): Result<CustomAttributeValue, FieldError> {
  const mandatory = attribute.showOnWorkflow && attribute.mandatoryOnWorkflow;
  if (mandatory && (isUnanswered(input) || input === false)) return err(fieldError('ERRORS.VALIDATION_REQUIRED'));
  return coerceCustomAttribute(attribute, input).mapErr((refusal) => refusal.reason);
}
