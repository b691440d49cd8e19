import { err, ok, type Result } from 'neverthrow';
import { fieldError, type FieldError } from '../validation/field-error';
import { choice, INTEGER_MAX, simpleText } from '../validation/field-rules';

// The vehicle's record the workshop ("Salfa") variant collects with a booking (booking-wizard §3
// "recordHistory", §5): the mileage now, whether the vehicle has repairs or claims to report, and
// for a claim its number and the documents brought.

export type YesNo = 'yes' | 'no';

/** What the record form holds, as typed; yes/no questions are null until answered. */
export interface RecordHistoryValues {
  readonly currentMileage: string;
  readonly presentsRepairs: YesNo | null;
  readonly presentsClaims: YesNo | null;
  readonly claimNumber: string;
  readonly simpleSwornStatement: boolean;
  readonly vehicleDocuments: boolean;
  readonly validLicense: boolean;
  readonly complaintForm: boolean;
  readonly validIdentityCard: boolean;
  readonly salfaCompanyName: string;
  /** The last mileage the workshop recorded for the vehicle (its km); null for a vehicle it has no record of. */
  readonly previousMileage: number | null;
}

interface RecordHistoryCommon {
  /** Whole kilometres, above the previous mileage. */
  readonly currentMileage: number;
  readonly presentsRepairs: YesNo;
  readonly simpleSwornStatement: boolean;
  readonly vehicleDocuments: boolean;
  readonly validLicense: boolean;
  readonly complaintForm: boolean;
  readonly validIdentityCard: boolean;
  readonly salfaCompanyName: string;
  readonly previousMileage: number | null;
}

/** A valid record: a claim always has its number, and no claim never has one. */
export type RecordHistory = RecordHistoryCommon &
  (
    | { readonly presentsClaims: 'yes'; readonly claimNumber: string }
    | { readonly presentsClaims: 'no'; readonly claimNumber: null }
  );

export type RecordHistoryField = 'currentMileage' | 'presentsRepairs' | 'presentsClaims' | 'claimNumber';

export interface RecordHistoryInvalid {
  readonly _tag: 'RecordHistoryInvalid';
  readonly code: 'WORKSHOP.RECORD_HISTORY_INVALID';
  readonly fields: Readonly<Partial<Record<RecordHistoryField, FieldError>>>;
}

// Odometers count whole kilometres; people in Chile group thousands with dots (12.345).
const wholeKilometres = /^(\d+|\d{1,3}(\.\d{3})+)$/;

/**
 * The mileage now: required, whole kilometres, and above the last one recorded, since a vehicle's
 * odometer only goes forward (booking-wizard §5, storefront §5 "Mileage must exceed the last recorded").
 */
export function validateCurrentMileage(typed: string, previousMileage: number | null): Result<number, FieldError> {
  const text = typed.trim();
  if (text === '') return err(fieldError('ERRORS.VALIDATION_REQUIRED'));
  if (!wholeKilometres.test(text)) return err(fieldError('ERRORS.VALIDATION_NOT_A_NUMBER'));
  const mileage = Number(text.replace(/\./g, ''));
  if (mileage > INTEGER_MAX) return err(fieldError('ERRORS.VALIDATION_INTEGER_TOO_LARGE', { max: INTEGER_MAX }));
  if (previousMileage !== null && mileage <= previousMileage) {
    return err(fieldError('ERRORS.VALIDATION_MILEAGE', { previous: previousMileage }));
  }
  return ok(mileage);
}

/** Checks the record form, naming every field at fault at once. */
export function validateRecordHistory(values: RecordHistoryValues): Result<RecordHistory, RecordHistoryInvalid> {
  const currentMileage = validateCurrentMileage(values.currentMileage, values.previousMileage);
  const presentsRepairs = choice(values.presentsRepairs, { required: true });
  const presentsClaims = choice(values.presentsClaims, { required: true });
  const claimNumber =
    values.presentsClaims === 'yes' ? simpleText()(values.claimNumber) : ok<string | null, FieldError>(null);

  const fields: Partial<Record<RecordHistoryField, FieldError>> = {
    ...(currentMileage.isErr() ? { currentMileage: currentMileage.error } : {}),
    ...(presentsRepairs.isErr() ? { presentsRepairs: presentsRepairs.error } : {}),
    ...(presentsClaims.isErr() ? { presentsClaims: presentsClaims.error } : {}),
    ...(claimNumber.isErr() ? { claimNumber: claimNumber.error } : {}),
  };
  if (
    currentMileage.isErr() ||
    values.presentsRepairs === null ||
    values.presentsClaims === null ||
    claimNumber.isErr()
  ) {
    return err({ _tag: 'RecordHistoryInvalid', code: 'WORKSHOP.RECORD_HISTORY_INVALID', fields });
  }
  const common: RecordHistoryCommon = {
    currentMileage: currentMileage.value,
    presentsRepairs: values.presentsRepairs,
    simpleSwornStatement: values.simpleSwornStatement,
    vehicleDocuments: values.vehicleDocuments,
    validLicense: values.validLicense,
    complaintForm: values.complaintForm,
    validIdentityCard: values.validIdentityCard,
    salfaCompanyName: values.salfaCompanyName.trim(),
    previousMileage: values.previousMileage,
  };
  return ok(
    claimNumber.value === null
      ? { ...common, presentsClaims: 'no', claimNumber: null }
      : { ...common, presentsClaims: 'yes', claimNumber: claimNumber.value },
  );
}

/** A blank record for a vehicle whose last recorded mileage is `previousMileage`. */
export function emptyRecordHistory(previousMileage: number | null): RecordHistoryValues {
  return {
    currentMileage: '',
    presentsRepairs: null,
    presentsClaims: null,
    claimNumber: '',
    simpleSwornStatement: false,
    vehicleDocuments: false,
    validLicense: false,
    complaintForm: false,
    validIdentityCard: false,
    salfaCompanyName: '',
    previousMileage,
  };
}
