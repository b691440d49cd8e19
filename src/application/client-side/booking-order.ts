import { err, ok, type Result } from 'neverthrow';
import { parseClockTime, type ClockTime } from '../../domain/calendar/clock-time';
import type { LocalDate } from '../../domain/calendar/local-date';
import type { ClientFormValues, Gender } from '../../domain/client/client-form';
import { fieldError, type FieldError } from '../../domain/validation/field-error';
import { calendarDay, integer, INTEGER_MAX, positiveWholeNumber } from '../../domain/validation/field-rules';
import { inputInvalid, type InputInvalid, type InvalidInput } from './client-side-errors';

// What support staff ask to book for a caller (issue 6): a location, services in the order they
// are performed, who performs them, the day and hour at the location, and the client's details as
// the booking form takes them. One flat record — command options, a `--file` JSON object, a CSV
// row or a JSONL line all read the same way, under the same names (docs/cli.md, docs/adr/0023).

/** The names an order is written with: CSV columns, JSON keys. Custom answers add `custom_{slug}`. */
export const ORDER_FIELDS = [
  'location',
  'services',
  'provider',
  'start',
  'first_name',
  'last_name',
  'email',
  'phone',
  'second_phone',
  'identification_number',
  'address',
  'birth_date',
  'age',
  'record_number',
  'gender',
  'city',
  'district',
  'notes',
  'accept_terms',
] as const;

export type OrderField = (typeof ORDER_FIELDS)[number];

export interface BookingOrder {
  readonly locationId: number;
  /** The services in the order they are performed; a bundle is named by its own id. */
  readonly serviceIds: readonly number[];
  /** One professional for every service, or one per service; 0 or none is the first available. */
  readonly providerChoices: readonly number[];
  /** The day and hour at the location the first service starts. */
  readonly date: LocalDate;
  readonly hour: ClockTime;
  /** The client's details as typed; the company's form rules check them when booking. */
  readonly client: ClientFormValues;
}

/** A value of a record as text: numbers and booleans written out, lists comma-joined, nothing as ''. */
function text(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) return value.map(text).join(',');
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

const providerChoice = integer({ min: 0, max: INTEGER_MAX });

/** A comma-separated list read by `rule`, each item; blank is the empty list. */
function listOf(typed: string, rule: (item: string) => Result<number, FieldError>): Result<readonly number[], FieldError> {
  if (typed.trim() === '') return ok([]);
  const items: number[] = [];
  for (const item of typed.split(',')) {
    const read = rule(item.trim());
    if (read.isErr()) return err(read.error);
    items.push(read.value);
  }
  return ok(items);
}

const YES = new Set(['yes', 'y', 'true', '1', 'si', 'sí', 's', 'x']);
const NO = new Set(['', 'no', 'n', 'false', '0']);

/** 0 unknown, 1 female, 2 male (booking-wizard §9); the words staff type for them too. */
const GENDER_WORDS: Readonly<Record<string, Gender>> = { '0': 0, '1': 1, '2': 2, f: 1, female: 1, femenino: 1, m: 2, male: 2, masculino: 2 };

/** The day and hour an order starts: `YYYY-MM-DD HH:mm` or `YYYY-MM-DDTHH:mm`, the location's wall clock. */
export function readStart(typed: string): Result<{ readonly date: LocalDate; readonly hour: ClockTime }, FieldError> {
  const match = /^\s*(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})\s*$/.exec(typed);
  if (typed.trim() === '') return err(fieldError('ERRORS.VALIDATION_REQUIRED'));
  if (match === null) return err(fieldError('ERRORS.VALIDATION_DATETIME_INVALID'));
  const date = calendarDay(match[1] ?? '');
  const hour = parseClockTime(match[2]);
  if (date.isErr() || hour.isErr()) return err(fieldError('ERRORS.VALIDATION_DATETIME_INVALID'));
  return ok({ date: date.value, hour: hour.value });
}

/**
 * Reads an order from a flat record, or names every field at fault at once. Only the shape is
 * checked here — ids, the start, yes/no answers; the client's details are the company's form
 * rules' to judge (booking-wizard §5), when the order is booked.
 */
export function readBookingOrder(record: Readonly<Record<string, unknown>>): Result<BookingOrder, InputInvalid> {
  const faults: InvalidInput[] = [];
  const value = (field: OrderField) => text(record[field]);
  function read<T>(field: OrderField, outcome: Result<T, FieldError>, fallback: T): T {
    return outcome.match(
      (read) => read,
      (error) => {
        faults.push({ field, error });
        return fallback;
      },
    );
  }

  const locationId = read('location', positiveWholeNumber(value('location')), 0);
  const serviceIds = read('services', listOf(value('services'), positiveWholeNumber), []);
  if (serviceIds.length === 0 && !faults.some((fault) => fault.field === 'services')) {
    faults.push({ field: 'services', error: fieldError('ERRORS.VALIDATION_REQUIRED') });
  }
  const providerChoices = read('provider', listOf(value('provider'), providerChoice), []);
  if (providerChoices.length > 1 && providerChoices.length !== serviceIds.length) {
    faults.push({ field: 'provider', error: fieldError('ERRORS.VALIDATION_OPTION_INVALID', { options: ['one professional', `one per service (${String(serviceIds.length)})`] }) });
  }
  const start = read('start', readStart(value('start')), null);
  const acceptTerms = value('accept_terms').trim().toLowerCase();
  if (!YES.has(acceptTerms) && !NO.has(acceptTerms)) {
    faults.push({ field: 'accept_terms', error: fieldError('ERRORS.VALIDATION_OPTION_INVALID', { options: ['yes', 'no'] }) });
  }
  const genderTyped = value('gender').trim().toLowerCase();
  const gender = genderTyped === '' ? null : GENDER_WORDS[genderTyped];
  if (gender === undefined) faults.push({ field: 'gender', error: fieldError('ERRORS.VALIDATION_OPTION_INVALID', { options: ['0', '1', '2'] }) });

  const customAttributes = Object.fromEntries(
    Object.entries(record)
      .filter(([key]) => key.startsWith('custom_'))
      .map(([key, answer]) => [key.slice('custom_'.length), typeof answer === 'boolean' || typeof answer === 'number' ? answer : text(answer)]),
  );
  if (faults.length > 0 || start === null) return err(inputInvalid(faults));
  return ok({
    locationId,
    serviceIds,
    providerChoices: providerChoices.every((choice) => choice === 0) ? [] : providerChoices,
    date: start.date,
    hour: start.hour,
    client: {
      firstName: value('first_name'),
      lastName: value('last_name'),
      email: value('email'),
      phone: value('phone'),
      secondPhone: value('second_phone'),
      identificationNumber: value('identification_number'),
      address: value('address'),
      birthDate: value('birth_date'),
      age: value('age'),
      recordNumber: value('record_number'),
      gender: gender ?? null,
      city: value('city'),
      district: value('district'),
      notes: value('notes'),
      acceptedTerms: YES.has(acceptTerms),
      customAttributes,
    },
  });
}
