import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { comparableIdentifier, phoneMatch, phoneMatches, sameClient, type ClientContact } from './identifier-match';
import { IDENTIFIER_TYPE } from './identification';

const digits = (minLength: number, maxLength: number) =>
  fc.string({ unit: fc.constantFrom('0', '1', '2', '3', '4', '5', '6', '7', '8', '9'), minLength, maxLength });
/** A phone as people write it: its digits with a plus, spaces, dashes or brackets among them. */
const written = (phone: string) =>
  fc
    .array(fc.constantFrom('', ' ', '-', '(', ')'), { minLength: phone.length, maxLength: phone.length })
    .map((marks) => `+${Array.from(phone, (digit, index) => `${marks[index] ?? ''}${digit}`).join('')}`);
const nobody: ClientContact = { clientId: null, email: null, phone: null };

describe('the "same client" rule: one client, whichever way they wrote themselves (issue 30 §1)', () => {
  it('names by a phone of 8 digits or more every recorded phone it ends, and by a shorter one only the same digits', () => {
    fc.assert(
      fc.property(digits(0, 6), digits(1, 12), (prefix, typed) => {
        const match = phoneMatch(typed);
        expect(phoneMatches(match, typed)).toBe(true);
        expect(phoneMatches(match, `${prefix}${typed}`)).toBe(prefix === '' || typed.length >= 8);
      }),
    );
  });

  it('names nobody by a phone without digits or with anything but digits', () => {
    fc.assert(
      fc.property(
        fc.string().filter((text) => !/^[0-9]+$/.test(text)),
        fc.string(),
        (typed, recorded) => {
          expect(phoneMatches(phoneMatch(typed), recorded)).toBe(false);
        },
      ),
    );
  });

  it('counts as the same client a booking whose phone the booker typed without its country code, however either was written', () => {
    const phones = fc
      .tuple(digits(1, 3), digits(8, 9))
      .chain(([country, local]) => fc.tuple(written(`${country}${local}`), written(local)));
    fc.assert(
      fc.property(phones, ([bookedPhone, typedPhone]) => {
        expect(sameClient({ ...nobody, phone: bookedPhone }, { ...nobody, phone: typedPhone })).toBe(true);
        expect(sameClient({ ...nobody, phone: typedPhone }, { ...nobody, phone: bookedPhone })).toBe(false);
      }),
    );
  });

  it('counts a booking as the booker’s exactly when the client record, the email or the phone says so', () => {
    const contact = fc.record({
      clientId: fc.option(fc.integer({ min: 1, max: 3 })),
      email: fc.option(fc.constantFrom('ana@correo.example', ' ANA@correo.example ', 'luis@correo.example', '')),
      phone: fc.option(fc.constantFrom('+56 9 8765 4321', '9 8765 4321', '4321', '+54 9 1111 2222', '')),
    });
    fc.assert(
      fc.property(contact, contact, (booked, booker) => {
        const byRecord = booker.clientId !== null && booked.clientId === booker.clientId;
        const comparable = (type: 1 | 2, value: string | null) =>
          value === null ? '' : comparableIdentifier(type, value);
        const email = comparable(IDENTIFIER_TYPE.email, booker.email);
        const byEmail = email !== '' && comparable(IDENTIFIER_TYPE.email, booked.email) === email;
        const typed = comparable(IDENTIFIER_TYPE.phone, booker.phone);
        const recorded = comparable(IDENTIFIER_TYPE.phone, booked.phone);
        const byPhone = typed !== '' && (recorded === typed || (typed.length >= 8 && recorded.endsWith(typed)));
        expect(sameClient(booked, booker)).toBe(byRecord || byEmail || byPhone);
      }),
    );
  });
});
