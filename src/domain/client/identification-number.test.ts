import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyRutBody, anyTypedValidRut } from './client.arbitraries';
import { identificationNumber } from './identification-number';
import { formatRut, parseRut, rutCheckDigit } from './rut';

const keyOf = <T>(result: { _unsafeUnwrapErr: () => { key: T } }) => result._unsafeUnwrapErr().key;

describe('identification number (booking-wizard §5)', () => {
  it('in Chile, accepts a valid RUT and keeps it with dots and dash', () => {
    fc.assert(
      fc.property(anyTypedValidRut, (typed) => {
        expect(identificationNumber('cl')(typed)._unsafeUnwrap()).toBe(formatRut(parseRut(typed)._unsafeUnwrap()));
      }),
    );
  });

  it('in Chile, refuses a RUT with a wrong check digit with ERRORS.VALIDATION_RUT_INVALID', () => {
    fc.assert(
      fc.property(anyRutBody, (body) => {
        const wrong = rutCheckDigit(body) === '0' ? '1' : '0';
        expect(keyOf(identificationNumber('CL')(`${body}-${wrong}`))).toBe('ERRORS.VALIDATION_RUT_INVALID');
      }),
    );
  });

  it('elsewhere, accepts any id of 2 characters or more without spaces', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[A-Za-z0-9.-]{2,20}$/),
        fc.constantFrom('ar', 'pe', 'co', 'mx'),
        (id, country) => {
          expect(identificationNumber(country)(id)._unsafeUnwrap()).toBe(id);
        },
      ),
    );
  });

  it('elsewhere, refuses an id of 1 character as too short', () => {
    expect(identificationNumber('ar')('7')._unsafeUnwrapErr()).toEqual({
      _tag: 'FieldError',
      key: 'ERRORS.VALIDATION_ID_TOO_SHORT',
      params: { min: 2 },
    });
  });

  it('refuses spaces in an id in every country', () => {
    expect(keyOf(identificationNumber('ar')('12 345 678'))).toBe('ERRORS.VALIDATION_NO_SPACES');
    expect(keyOf(identificationNumber('cl')('12.345.678 -5'))).toBe('ERRORS.VALIDATION_NO_SPACES');
  });
});
