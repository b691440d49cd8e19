import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyIssuedRutBody, anyRutBody, anyRutWriting, anyTypedValidRut } from './client.arbitraries';
import { formatRut, formatRutAsTyped, parseRut, removeSpaces, rutCheckDigit } from './rut';

const checkDigits = Array.from('0123456789K');
const rutInvalid = { _tag: 'FieldError', key: 'ERRORS.VALIDATION_RUT_INVALID', params: {} };

describe('the Chilean RUT (booking-wizard §5, storefront §5)', () => {
  it('computes check digits modulo 11, 11 giving 0 and 10 giving K', () => {
    expect(rutCheckDigit('12345678')).toBe('5');
    expect(rutCheckDigit('11111111')).toBe('1');
    expect(rutCheckDigit('10000013')).toBe('K');
    expect(rutCheckDigit('10000004')).toBe('0');
  });

  it('accepts every 7 to 9 digit body with its own check digit, however it is written', () => {
    fc.assert(
      fc.property(
        anyRutBody.chain((body) => anyRutWriting(body, rutCheckDigit(body)).map((typed) => ({ body, typed }))),
        ({ body, typed }) => {
          expect(parseRut(typed)._unsafeUnwrap()).toBe(`${body}-${rutCheckDigit(body)}`);
        },
      ),
    );
  });

  it('refuses every body with any other check digit', () => {
    fc.assert(
      fc.property(
        anyRutBody.chain((body) =>
          fc
            .constantFrom(...checkDigits.filter((digit) => digit !== rutCheckDigit(body)))
            .chain((wrong) => anyRutWriting(body, wrong)),
        ),
        (typed) => {
          expect(parseRut(typed)._unsafeUnwrapErr()).toEqual(rutInvalid);
        },
      ),
    );
  });

  it('refuses a body shorter than 7 or longer than 9 digits even with its own check digit', () => {
    fc.assert(
      fc.property(fc.oneof(fc.stringMatching(/^\d{1,6}$/), fc.stringMatching(/^\d{10,12}$/)), (body) => {
        expect(parseRut(`${body}-${rutCheckDigit(body)}`)._unsafeUnwrapErr()).toEqual(rutInvalid);
      }),
    );
  });

  it('refuses letters and misplaced separators', () => {
    for (const typed of ['12.345.678-', '12345678-55', '1234a678-5', '12.345.678--5', '12345678-5.', 'K2345678-5']) {
      expect(parseRut(typed)._unsafeUnwrapErr()).toEqual(rutInvalid);
    }
  });

  it('refuses a RUT with a space in it, valid digits or not (booking-wizard §5 "Spaces blocked")', () => {
    fc.assert(
      fc.property(anyTypedValidRut, fc.nat(), fc.constantFrom(' ', '\t'), (typed, at, space) => {
        const position = at % (typed.length + 1);
        const spaced = typed.slice(0, position) + space + typed.slice(position);
        expect(parseRut(spaced)._unsafeUnwrapErr().key).toBe('ERRORS.VALIDATION_NO_SPACES');
      }),
    );
  });

  it('refuses a blank RUT as missing', () => {
    expect(parseRut('')._unsafeUnwrapErr().key).toBe('ERRORS.VALIDATION_REQUIRED');
  });

  it('removes the spaces typed into a RUT and nothing else', () => {
    fc.assert(
      fc.property(fc.string(), (typed) => {
        const cleaned = removeSpaces(typed);
        expect(cleaned).not.toMatch(/\s/);
        expect(cleaned).toBe(typed.split(/\s/).join(''));
      }),
    );
  });

  it('shows a RUT with dots and dash (storefront §5 "RUT shown with dots and dash")', () => {
    expect(formatRut(parseRut('123456785')._unsafeUnwrap())).toBe('12.345.678-5');
    expect(formatRut(parseRut('7654321-6')._unsafeUnwrap())).toBe('7.654.321-6');
  });

  it('reads back every RUT it shows', () => {
    fc.assert(
      fc.property(anyTypedValidRut, (typed) => {
        const rut = parseRut(typed)._unsafeUnwrap();
        expect(parseRut(formatRut(rut))._unsafeUnwrap()).toBe(rut);
      }),
    );
  });

  it('formats a RUT as it is typed, taking the last character as the check digit (booking-wizard §5)', () => {
    expect(formatRutAsTyped('1')).toBe('1');
    expect(formatRutAsTyped('12')).toBe('1-2');
    expect(formatRutAsTyped('1234')).toBe('123-4');
    expect(formatRutAsTyped('12345678k')).toBe('12.345.678-K');
    expect(formatRutAsTyped('12 345 678 5')).toBe('12.345.678-5');
  });

  it('formats a complete issued RUT as typed into the same text as its display form', () => {
    fc.assert(
      fc.property(anyIssuedRutBody, (body) => {
        const typed = body + rutCheckDigit(body);
        expect(formatRutAsTyped(typed)).toBe(formatRut(parseRut(typed)._unsafeUnwrap()));
      }),
    );
  });
});
