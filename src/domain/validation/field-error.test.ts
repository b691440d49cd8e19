import { describe, expect, it } from 'vitest';
import { fieldError, VALIDATION_KEYS } from './field-error';

describe('validation error keys (booking-wizard §8, storefront §8)', () => {
  it('include the three keys the spec names, spelled exactly', () => {
    expect(VALIDATION_KEYS).toEqual(
      expect.arrayContaining([
        'ERRORS.VALIDATION_REQUIRED',
        'ERRORS.VALIDATION_MILEAGE',
        'ERRORS.VALIDATION_RUT_INVALID',
      ]),
    );
  });

  it('all belong to the ERRORS.VALIDATION_ family and appear once', () => {
    for (const key of VALIDATION_KEYS) expect(key).toMatch(/^ERRORS\.VALIDATION_[A-Z_]+$/);
    expect(new Set(VALIDATION_KEYS).size).toBe(VALIDATION_KEYS.length);
  });

  it('carry the parameters their message needs', () => {
    expect(fieldError('ERRORS.VALIDATION_MAX_LENGTH', { max: 280 })).toEqual({
      _tag: 'FieldError',
      key: 'ERRORS.VALIDATION_MAX_LENGTH',
      params: { max: 280 },
    });
    expect(fieldError('ERRORS.VALIDATION_REQUIRED').params).toEqual({});
  });
});
