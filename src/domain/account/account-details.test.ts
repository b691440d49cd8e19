import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkAccountDetails } from './account-details';

// issue 34 "My details" (docs/adr/0122): what an account keeps of its holder.

const form = {
  firstName: ' Ana ',
  lastName: 'Pérez',
  phone: '+56 9 8765 4321',
  identificationNumber: ' 15.555.555-6 ',
  language: 'es' as const,
};

describe('a client’s details (checkAccountDetails)', () => {
  it('keeps names, phone and id number trimmed, and the language', () => {
    expect(checkAccountDetails(form)._unsafeUnwrap()).toEqual({
      firstName: 'Ana',
      lastName: 'Pérez',
      phone: '+56 9 8765 4321',
      identificationNumber: '15.555.555-6',
      language: 'es',
    });
  });

  it('clears a blank phone or id number, and keeps any id number of 2 to 40 characters, whatever its kind', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 2, maxLength: 40 }).filter((text) => text.trim() === text),
        (id) => {
          fc.pre(id.length >= 2);
          const checked = checkAccountDetails({ ...form, phone: '  ', identificationNumber: id })._unsafeUnwrap();
          expect(checked).toMatchObject({ phone: null, identificationNumber: id });
        },
      ),
    );
  });

  it('names every field it refuses: blank names, a short phone, a one-character id number', () => {
    expect(
      Object.keys(
        checkAccountDetails({
          ...form,
          firstName: ' ',
          lastName: '',
          phone: '123',
          identificationNumber: 'x',
        })._unsafeUnwrapErr(),
      ),
    ).toEqual(['firstName', 'lastName', 'phone', 'identificationNumber']);
  });
});
