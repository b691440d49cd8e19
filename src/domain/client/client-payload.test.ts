import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatLocalDate } from '../calendar/local-date';
import { anyValidClientForm } from './client.arbitraries';
import { anyPadding, anyPhone, anyText } from '../validation/validation.arbitraries';
import { emptyClientForm, validateClientForm, type ClientFormConfiguration } from './client-form';
import { bookingNotes, clientPayload } from './client-payload';

const withSecondPhone: ClientFormConfiguration = {
  countryCode: 'cl',
  activeMemberships: false,
  hasOutcallService: false,
  showNotes: true,
  policyTermActive: false,
  bookingClientAttributes: [{ clientData: 'secondPhone', used: true, required: false, label: '' }],
  customAttributes: [],
};

const ana = {
  ...emptyClientForm({ workshopVariant: false }),
  firstName: 'Ana',
  lastName: 'Pérez',
  email: 'ana@example.cl',
  phone: '+56912345678',
};

describe('the client payload (booking-wizard §3 "Client payload", storefront §3)', () => {
  it('puts the company’s important note first, then the client’s, one per line', () => {
    fc.assert(
      fc.property(
        anyText({ minLength: 1, maxLength: 100 }),
        anyText({ minLength: 1, maxLength: 100 }),
        (important, own) => {
          expect(bookingNotes(important, own)).toBe(`${important}\n${own}`);
        },
      ),
    );
  });

  it('skips a blank note, whichever it is', () => {
    fc.assert(
      fc.property(anyText({ minLength: 1, maxLength: 100 }), anyPadding, (note, blank) => {
        expect(bookingNotes(blank, note)).toBe(note);
        expect(bookingNotes(note, blank)).toBe(note);
        expect(bookingNotes(note, null)).toBe(note);
        expect(bookingNotes(blank, null)).toBe('');
      }),
    );
  });

  it('sends a second phone shorter than 3 characters as null', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 2 }), (secondPhone) => {
        const form = validateClientForm({ ...ana, secondPhone }, withSecondPhone)._unsafeUnwrap();
        expect(clientPayload(form, '').secondPhone).toBeNull();
      }),
    );
  });

  it('sends a valid second phone as typed', () => {
    fc.assert(
      fc.property(anyPhone({ min: 8, max: 15 }), (secondPhone) => {
        const form = validateClientForm({ ...ana, secondPhone }, withSecondPhone)._unsafeUnwrap();
        expect(clientPayload(form, '').secondPhone).toBe(secondPhone);
      }),
    );
  });

  it('splits the birth date into day, month and year that put back together give the same day', () => {
    fc.assert(
      fc.property(anyValidClientForm, (form) => {
        const { birthDay, birthMonth, birthYear } = clientPayload(form, '');
        if (form.birthDate === null) {
          expect([birthDay, birthMonth, birthYear]).toEqual([null, null, null]);
        } else {
          expect(formatLocalDate({ year: birthYear ?? 0, month: birthMonth ?? 0, day: birthDay ?? 0 })).toBe(
            form.birthDate,
          );
        }
      }),
    );
  });

  it('sends each custom attribute’s answer under custom_{slug}', () => {
    fc.assert(
      fc.property(anyValidClientForm, (form) => {
        const payload = clientPayload(form, '');
        for (const [key, value] of Object.entries(form.customAttributes)) {
          expect(payload[key as `custom_${string}`]).toBe(value);
        }
      }),
    );
  });

  it('sends an unstated gender as 0 (unknown)', () => {
    fc.assert(
      fc.property(anyValidClientForm, (form) => {
        expect(clientPayload(form, '').gender).toBe(form.gender ?? 0);
      }),
    );
  });

  it('sends the client’s details as validated', () => {
    fc.assert(
      fc.property(anyValidClientForm, (form) => {
        const payload = clientPayload(form, '');
        expect(payload).toMatchObject({
          firstName: form.firstName,
          lastName: form.lastName,
          email: form.email,
          phone: form.phone,
          identificationNumber: form.identificationNumber,
          age: form.age,
          recordNumber: form.recordNumber,
          notes: form.notes ?? '',
        });
      }),
    );
  });
});
