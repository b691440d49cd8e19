import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fieldError } from '../validation/field-error';
import {
  emptyRecordHistory,
  validateCurrentMileage,
  validateRecordHistory,
  type RecordHistoryValues,
} from './record-history';
import {
  anyClaimNumber,
  anyMileage,
  anyMileageIncrease,
  anyMileageNotAbove,
  anyValidRecordHistoryValues,
  anyYesNo,
} from './workshop.arbitraries';

const complete: RecordHistoryValues = {
  ...emptyRecordHistory(42_000),
  currentMileage: '45000',
  presentsRepairs: 'no',
  presentsClaims: 'no',
};

describe('the current mileage (booking-wizard §5, storefront §5)', () => {
  it('accepts any mileage above the previous one', () => {
    fc.assert(
      fc.property(anyMileageIncrease, ({ previous, current }) => {
        expect(validateCurrentMileage(String(current), previous)._unsafeUnwrap()).toBe(current);
      }),
    );
  });

  it('refuses any mileage at or below the previous one with ERRORS.VALIDATION_MILEAGE', () => {
    fc.assert(
      fc.property(anyMileageNotAbove, ({ previous, current }) => {
        expect(validateCurrentMileage(String(current), previous)._unsafeUnwrapErr()).toEqual(
          fieldError('ERRORS.VALIDATION_MILEAGE', { previous }),
        );
      }),
    );
  });

  it('requires a mileage with ERRORS.VALIDATION_REQUIRED', () => {
    fc.assert(
      fc.property(fc.option(anyMileage, { nil: null }), fc.constantFrom('', ' ', '\t'), (previous, blank) => {
        expect(validateCurrentMileage(blank, previous)._unsafeUnwrapErr()).toEqual(
          fieldError('ERRORS.VALIDATION_REQUIRED'),
        );
      }),
    );
  });

  it('accepts any mileage for a vehicle with no mileage on record', () => {
    fc.assert(
      fc.property(anyMileage, (current) => {
        expect(validateCurrentMileage(String(current), null)._unsafeUnwrap()).toBe(current);
      }),
    );
  });

  it('reads thousands written with dots, as in 45.000', () => {
    expect(validateCurrentMileage('145.000', 42_000)._unsafeUnwrap()).toBe(145_000);
  });

  it.each(['45,5', '45.5', '4.50.000', '-10', 'cuarenta', '1e5'])(
    'refuses %j as not a whole number of kilometres',
    (typed) => {
      expect(validateCurrentMileage(typed, null)._unsafeUnwrapErr()).toEqual(
        fieldError('ERRORS.VALIDATION_NOT_A_NUMBER'),
      );
    },
  );
});

describe('the vehicle record (booking-wizard §3 "recordHistory", §5)', () => {
  it('accepts every complete record, keeping a claim number exactly when there is a claim', () => {
    fc.assert(
      fc.property(anyValidRecordHistoryValues, (values) => {
        const record = validateRecordHistory(values)._unsafeUnwrap();
        expect(record.currentMileage).toBe(Number(values.currentMileage));
        expect(record.claimNumber).toBe(values.presentsClaims === 'yes' ? values.claimNumber : null);
      }),
    );
  });

  it('requires a claim number if and only if the vehicle presents claims', () => {
    fc.assert(
      fc.property(anyValidRecordHistoryValues, anyYesNo, (values, presentsClaims) => {
        const outcome = validateRecordHistory({ ...values, presentsClaims, claimNumber: '' });
        if (presentsClaims === 'yes') {
          expect(outcome._unsafeUnwrapErr().fields).toEqual({ claimNumber: fieldError('ERRORS.VALIDATION_REQUIRED') });
        } else {
          expect(outcome._unsafeUnwrap().claimNumber).toBeNull();
        }
      }),
    );
  });

  it('drops a claim number typed before answering that there are no claims', () => {
    fc.assert(
      fc.property(anyClaimNumber, (claimNumber) => {
        expect(
          validateRecordHistory({ ...complete, presentsClaims: 'no', claimNumber })._unsafeUnwrap().claimNumber,
        ).toBeNull();
      }),
    );
  });

  it('requires an answer about repairs and about claims', () => {
    expect(
      validateRecordHistory({ ...complete, presentsRepairs: null, presentsClaims: null })._unsafeUnwrapErr().fields,
    ).toEqual({
      presentsRepairs: fieldError('ERRORS.VALIDATION_REQUIRED'),
      presentsClaims: fieldError('ERRORS.VALIDATION_REQUIRED'),
    });
  });

  it('names every field at fault at once', () => {
    const refused = validateRecordHistory({ ...emptyRecordHistory(42_000), presentsClaims: 'yes' })._unsafeUnwrapErr();
    expect(refused).toEqual({
      _tag: 'RecordHistoryInvalid',
      code: 'WORKSHOP.RECORD_HISTORY_INVALID',
      fields: {
        currentMileage: fieldError('ERRORS.VALIDATION_REQUIRED'),
        presentsRepairs: fieldError('ERRORS.VALIDATION_REQUIRED'),
        claimNumber: fieldError('ERRORS.VALIDATION_REQUIRED'),
      },
    });
  });
});
