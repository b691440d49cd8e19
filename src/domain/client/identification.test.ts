import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyIssuedRutBody } from './client.arbitraries';
import { anyEmail, anyPadding, anyPhone } from '../validation/validation.arbitraries';
import { fieldError } from '../validation/field-error';
import {
  canSubmitIdentification,
  formatIdentifierAsTyped,
  IDENTIFIER_TYPE,
  identificationOutcome,
  validateIdentifier,
  type IdentifierType,
} from './identification';
import { formatRut, parseRut, rutCheckDigit } from './rut';

const anyIdentifierType = fc.constantFrom<IdentifierType>(0, 1, 2);

describe('identifying as an existing client (storefront §5)', () => {
  it('requires a value whatever the identifier type', () => {
    fc.assert(
      fc.property(anyIdentifierType, anyPadding, (type, blank) => {
        expect(validateIdentifier(type, blank)._unsafeUnwrapErr()).toEqual(fieldError('ERRORS.VALIDATION_REQUIRED'));
      }),
    );
  });

  it('refuses an id under 2 characters as too short', () => {
    expect(validateIdentifier(IDENTIFIER_TYPE.id, '7')._unsafeUnwrapErr()).toEqual(
      fieldError('ERRORS.VALIDATION_ID_TOO_SHORT', { min: 2 }),
    );
    expect(validateIdentifier(IDENTIFIER_TYPE.id, '12')._unsafeUnwrap()).toBe('12');
  });

  it('accepts any well-formed email, trimmed', () => {
    fc.assert(
      fc.property(anyEmail({ min: 20, max: 60 }), anyPadding, (address, padding) => {
        expect(validateIdentifier(IDENTIFIER_TYPE.email, padding + address)._unsafeUnwrap()).toBe(address);
      }),
    );
  });

  it('refuses an email that does not match the pattern', () => {
    expect(validateIdentifier(IDENTIFIER_TYPE.email, 'ana@')._unsafeUnwrapErr()).toEqual(
      fieldError('ERRORS.VALIDATION_EMAIL_INVALID'),
    );
  });

  it('refuses a phone of 8 characters or fewer as too short', () => {
    fc.assert(
      fc.property(anyPhone({ min: 1, max: 8 }), (phone) => {
        expect(validateIdentifier(IDENTIFIER_TYPE.phone, phone)._unsafeUnwrapErr().key).toBe(
          'ERRORS.VALIDATION_PHONE_TOO_SHORT',
        );
      }),
    );
  });

  it('accepts a phone of more than 8 characters', () => {
    fc.assert(
      fc.property(anyPhone({ min: 9, max: 15 }), (phone) => {
        expect(validateIdentifier(IDENTIFIER_TYPE.phone, phone)._unsafeUnwrap()).toBe(phone);
      }),
    );
  });

  it('formats a Chilean id as a RUT while it is typed, and nothing else', () => {
    fc.assert(
      fc.property(anyIssuedRutBody, (body) => {
        const typed = body + rutCheckDigit(body);
        expect(formatIdentifierAsTyped(IDENTIFIER_TYPE.id, typed, 'cl')).toBe(
          formatRut(parseRut(typed)._unsafeUnwrap()),
        );
        expect(formatIdentifierAsTyped(IDENTIFIER_TYPE.id, typed, 'ar')).toBe(typed);
        expect(formatIdentifierAsTyped(IDENTIFIER_TYPE.phone, typed, 'cl')).toBe(typed);
      }),
    );
  });

  it('allows submitting only when not loading, not empty and no error shows', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.constantFrom('', ' ', 'ana@example.cl'),
        fc.boolean(),
        (loading, typed, errorShown) => {
          expect(canSubmitIdentification({ typed, loading, errorShown })).toBe(
            !loading && typed.trim() !== '' && !errorShown,
          );
        },
      ),
    );
  });
});

describe('the answer to an identification (storefront §3, §8)', () => {
  it('reports a client the company does not know, by identifier type', () => {
    const codes = {
      0: 'IDENTIFICATION.ID_NOT_FOUND',
      1: 'IDENTIFICATION.EMAIL_NOT_FOUND',
      2: 'IDENTIFICATION.PHONE_NOT_FOUND',
    };
    fc.assert(
      fc.property(anyIdentifierType, fc.boolean(), (type, canBook) => {
        expect(
          identificationOutcome({ validId: false, canBook }, { type, value: 'x' }, 'Salón Ana')._unsafeUnwrapErr(),
        ).toEqual({
          _tag: 'ClientNotFound',
          code: codes[type],
          identifierType: type,
        });
      }),
    );
  });

  it('reports a known client not allowed to book, naming the company', () => {
    expect(
      identificationOutcome(
        { validId: true, canBook: false },
        { type: 1, value: 'ana@example.cl' },
        'Salón Ana',
      )._unsafeUnwrapErr(),
    ).toEqual({
      _tag: 'ClientNotAllowedToBook',
      code: 'IDENTIFICATION.NOT_ALLOWED_TO_BOOK',
      companyName: 'Salón Ana',
    });
  });

  it('fills the client form field matching the identifier type on success', () => {
    const identified = (type: IdentifierType, value: string) =>
      identificationOutcome({ validId: true, canBook: true }, { type, value }, 'Salón Ana')._unsafeUnwrap().fill;
    expect(identified(0, '12.345.678-5')).toEqual({ identificationNumber: '12.345.678-5' });
    expect(identified(1, 'ana@example.cl')).toEqual({ email: 'ana@example.cl' });
    expect(identified(2, '+56912345678')).toEqual({ phone: '+56912345678' });
  });
});
