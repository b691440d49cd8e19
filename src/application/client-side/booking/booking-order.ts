import { err, ok, type Result } from 'neverthrow';
import { parseClockTime, type ClockTime } from '#domain/calendar/clock-time';
import type { LocalDate } from '#domain/calendar/local-date';
import type { ClientFormValues, Gender } from '#domain/client/client-form';
import { fieldError, type FieldError } from '#domain/validation/field-error';
import { calendarDay, integer, INTEGER_MAX, positiveWholeNumber } from '#domain/validation/field-rules';
import { isLocationId, type LocationId } from '#domain/storefront/company';
import type { RecordHistoryValues, YesNo } from '#domain/workshop/record-history';
import { inputInvalid, type InputInvalid, type InvalidInput } from '../shared/client-side-errors';

// What support staff ask to book for a caller (issue 6): a location, services in the order they
// are performed, who performs them, the day and hour at the location, and the client's details as
// the booking form takes them. One flat record — command options, a `--file` JSON object, a CSV
// row or a JSONL line all read the same way, under the same names (docs/cli.md, docs/adr/0023).

/** The record's fields an order may give only with a plate: the vehicle when the register does not hold it, and its record. */
const VEHICLE_FIELDS = [
  // The workshop's vehicle (booking-wizard §3 Vehicle entity), when the register does not hold it.
  'brand',
  'model',
  'year',
  // Its record (booking-wizard §3 recordHistory, §5).
  'current_mileage',
  'presents_repairs',
  'presents_claims',
  'claim_number',
  'simple_sworn_statement',
  'vehicle_documents',
  'valid_license',
  'complaint_form',
  'valid_identity_card',
  'salfa_company_name',
] as const;

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
  // The workshop's vehicle by its plate, with what the plate alone does not say.
  'plate',
  ...VEHICLE_FIELDS,
  // The client's membership or plan that pays (one for all services, or one per service; 0 none), and a landing link's promotion token.
  'membership',
  'promotion',
] as const;

export type OrderField = (typeof ORDER_FIELDS)[number];

export interface BookingOrder {
  readonly locationId: LocationId;
  /** The services in the order they are performed; a bundle is named by its own id. */
  readonly serviceIds: readonly number[];
  /** One professional for every service, or one per service; 0 or none is the first available. */
  readonly providerChoices: readonly number[];
  /** The day and hour at the location the first service starts. */
  readonly date: LocalDate;
  readonly hour: ClockTime;
  /** The client's details as typed; the company's form rules check them when booking. */
  readonly client: ClientFormValues;
  /** At a workshop, the vehicle and its record as typed; absent elsewhere. */
  readonly vehicle?: VehicleOrder;
  /** The membership paying every service, or one per service (0: none pays it); absent when none pays. */
  readonly membershipChoices?: readonly number[];
  /** A landing link's promotion token; absent without one. */
  readonly promotionToken?: string;
}

/**
 * The vehicle a workshop booking is for, as staff typed it. The register's record wins for a plate
 * it holds; `brand`, `model` and `year` describe a vehicle it does not. The record is checked
 * against the register's last mileage when booking (record-history.ts).
 */
export interface VehicleOrder {
  readonly plate: string;
  readonly brand: string;
  readonly model: string;
  readonly year: string;
  readonly record: Omit<RecordHistoryValues, 'previousMileage'>;
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

/** The location typed, decoded into the domain's id here, where the order comes in (ADR 0054). */
function locationIdTyped(typed: string): Result<LocationId, FieldError> {
  // Every whole number from 1 up to INTEGER_MAX is a location's id: the guard only names it one.
  return positiveWholeNumber(typed).andThen((id) =>
    isLocationId(id) ? ok(id) : err(fieldError('ERRORS.VALIDATION_NOT_AN_INTEGER')),
  );
}

/** A comma-separated list read by `rule`, each item; blank is the empty list. */
function listOf(
  typed: string,
  rule: (item: string) => Result<number, FieldError>,
): Result<readonly number[], FieldError> {
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

/** A yes/no answer: null when blank, undefined when it is neither. */
function yesNo(typed: string): YesNo | null | undefined {
  const answer = typed.trim().toLowerCase();
  if (answer === '') return null;
  if (YES.has(answer)) return 'yes';
  return NO.has(answer) ? 'no' : undefined;
}

/** 0 unknown, 1 female, 2 male (booking-wizard §9); the words staff type for them too. */
const GENDER_WORDS: Readonly<Record<string, Gender>> = {
  '0': 0,
  '1': 1,
  '2': 2,
  f: 1,
  female: 1,
  femenino: 1,
  m: 2,
  male: 2,
  masculino: 2,
};

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

  const locationId = read('location', locationIdTyped(value('location')), null);
  const serviceIds = read('services', listOf(value('services'), positiveWholeNumber), []);
  if (serviceIds.length === 0 && !faults.some((fault) => fault.field === 'services')) {
    faults.push({ field: 'services', error: fieldError('ERRORS.VALIDATION_REQUIRED') });
  }
  const providerChoices = read('provider', listOf(value('provider'), providerChoice), []);
  if (providerChoices.length > 1 && providerChoices.length !== serviceIds.length) {
    faults.push({
      field: 'provider',
      error: fieldError('ERRORS.VALIDATION_OPTION_INVALID', {
        options: ['one professional', `one per service (${String(serviceIds.length)})`],
      }),
    });
  }
  const start = read('start', readStart(value('start')), null);
  const acceptTerms = value('accept_terms').trim().toLowerCase();
  if (!YES.has(acceptTerms) && !NO.has(acceptTerms)) {
    faults.push({
      field: 'accept_terms',
      error: fieldError('ERRORS.VALIDATION_OPTION_INVALID', { options: ['yes', 'no'] }),
    });
  }
  const genderTyped = value('gender').trim().toLowerCase();
  const gender = genderTyped === '' ? null : GENDER_WORDS[genderTyped];
  if (gender === undefined)
    faults.push({
      field: 'gender',
      error: fieldError('ERRORS.VALIDATION_OPTION_INVALID', { options: ['0', '1', '2'] }),
    });

  const flag = (field: OrderField): boolean => {
    const answer = value(field).trim().toLowerCase();
    if (!YES.has(answer) && !NO.has(answer))
      faults.push({ field, error: fieldError('ERRORS.VALIDATION_OPTION_INVALID', { options: ['yes', 'no'] }) });
    return YES.has(answer);
  };
  const answered = (field: OrderField): YesNo | null => {
    const answer = yesNo(value(field));
    if (answer === undefined)
      faults.push({ field, error: fieldError('ERRORS.VALIDATION_OPTION_INVALID', { options: ['yes', 'no'] }) });
    return answer ?? null;
  };
  const plate = value('plate').trim();
  let vehicle: VehicleOrder | undefined;
  if (plate !== '') {
    vehicle = {
      plate,
      brand: value('brand').trim(),
      model: value('model').trim(),
      year: value('year').trim(),
      record: {
        currentMileage: value('current_mileage'),
        presentsRepairs: answered('presents_repairs'),
        presentsClaims: answered('presents_claims'),
        claimNumber: value('claim_number'),
        // The documents brought default to none: staff say which ones the client has (docs/cli.md).
        simpleSwornStatement: flag('simple_sworn_statement'),
        vehicleDocuments: flag('vehicle_documents'),
        validLicense: flag('valid_license'),
        complaintForm: flag('complaint_form'),
        validIdentityCard: flag('valid_identity_card'),
        salfaCompanyName: value('salfa_company_name'),
      },
    };
  } else if (VEHICLE_FIELDS.some((field) => value(field).trim() !== '')) {
    // A vehicle's details without its plate name no vehicle.
    faults.push({ field: 'plate', error: fieldError('ERRORS.VALIDATION_REQUIRED') });
  }
  const membershipChoices = read('membership', listOf(value('membership'), providerChoice), []);
  if (membershipChoices.length > 1 && membershipChoices.length !== serviceIds.length) {
    faults.push({
      field: 'membership',
      error: fieldError('ERRORS.VALIDATION_OPTION_INVALID', {
        options: ['one membership', `one per service (${String(serviceIds.length)})`],
      }),
    });
  }
  const promotionToken = value('promotion').trim();

  const customAttributes = Object.fromEntries(
    Object.entries(record)
      .filter(([key]) => key.startsWith('custom_'))
      .map(([key, answer]) => [
        key.slice('custom_'.length),
        typeof answer === 'boolean' || typeof answer === 'number' ? answer : text(answer),
      ]),
  );
  if (faults.length > 0 || start === null || locationId === null) return err(inputInvalid(faults));
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
    // Absent unless given, so an order without them keeps the content (and the Idempotency-Key) it always had.
    ...(vehicle === undefined ? {} : { vehicle }),
    ...(membershipChoices.some((choice) => choice !== 0) ? { membershipChoices } : {}),
    ...(promotionToken === '' ? {} : { promotionToken }),
  });
}
