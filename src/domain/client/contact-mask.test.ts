import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyEmail, anyPhone } from '../validation/validation.arbitraries';
import { maskedEmail, maskedPhone, recognisableContact } from './contact-mask';

// What a booking's link shows of its booker (issue 15 item 1; docs/adr/0048).

const digitsOf = (text: string) => text.replace(/\D/g, '');

/** A phone written with the spacing and separators people type. */
const anyWrittenPhone = fc
  .tuple(anyPhone({ min: 1, max: 16 }), fc.array(fc.constantFrom(' ', '-', '(', ')', '.'), { maxLength: 16 }))
  .map(([phone, separators]) =>
    Array.from(phone)
      .map((character, index) => `${character}${index % 3 === 2 ? (separators[index] ?? '') : ''}`)
      .join('')
      .trim(),
  );

describe('an email as a booking’s link shows it', () => {
  it.each([
    ['sofia.rios@correo.example', 'so***@correo.example'],
    ['SOFIA@Correo.Example', 'SO***@Correo.Example'],
    ['  ana@correo.example ', 'a***@correo.example'],
    ['ab@x.cl', 'a***@x.cl'],
    ['a@x.cl', '***@x.cl'],
    ['josé@correo.example', 'jo***@correo.example'],
    ['a"b@c"@x.cl', 'a"***@x.cl'],
    ['sin-arroba', 'si***'],
  ])('shows %s as %s', (email, shown) => {
    expect(maskedEmail(email)).toBe(shown);
  });

  it('keeps the domain whole and shows at most two characters, and at most half, of the local part', () => {
    fc.assert(
      fc.property(anyEmail({ min: 20, max: 60 }), (email) => {
        const [local = '', domain = ''] = email.split('@');
        const masked = maskedEmail(email);
        expect(masked.endsWith(`***@${domain}`)).toBe(true);
        const shown = masked.slice(0, masked.indexOf('***'));
        expect(local.startsWith(shown)).toBe(true);
        expect(shown.length).toBeLessThanOrEqual(Math.min(2, local.length / 2));
      }),
    );
  });

  it('never shows the whole local part of an address', () => {
    fc.assert(
      fc.property(fc.emailAddress(), (email) => {
        const local = email.slice(0, email.lastIndexOf('@'));
        expect(maskedEmail(email).startsWith(`${local}***`)).toBe(false);
      }),
    );
  });
});

describe('a phone as a booking’s link shows it', () => {
  it.each([
    ['+56 9 1234 5678', '+56 9 **** 5678'],
    ['+56912345678', '+569****5678'],
    ['912345678', '9****5678'],
    ['12345678', '****5678'],
    ['+54 11 5555 6666', '+54 11 **** 6666'],
    ['(+56) 9-8765-4321', '(+56) 9-****-4321'],
    ['123456', '***456'],
    ['5678 ext 12', '***8 *** 12'],
  ])('shows %s as %s', (phone, shown) => {
    expect(maskedPhone(phone)).toBe(shown);
  });

  it('keeps the typed writing in place, hiding only digits and what is not a separator', () => {
    fc.assert(
      fc.property(anyWrittenPhone, (phone) => {
        const masked = maskedPhone(phone);
        expect(masked).toHaveLength(phone.length);
        Array.from(masked).forEach((character, index) => {
          expect(character === '*' || character === phone[index]).toBe(true);
        });
      }),
    );
  });

  it('hides four digits of a whole local number, and at least half of a shorter one, showing its last digits', () => {
    fc.assert(
      fc.property(anyWrittenPhone, (phone) => {
        const digits = digitsOf(phone);
        const masked = maskedPhone(phone);
        const hidden = Array.from(masked).filter(
          (character, index) => character === '*' && /\d/.test(phone[index] ?? ''),
        ).length;
        expect(hidden).toBe(digits.length >= 8 ? 4 : Math.ceil(digits.length / 2));
        const shownTail = digits.length >= 8 ? 4 : Math.floor(digits.length / 2);
        expect(digitsOf(masked).endsWith(digits.slice(digits.length - shownTail))).toBe(true);
      }),
    );
  });
});

describe('the booker’s details behind a booking’s link', () => {
  it('shows the name whole and the email and phone masked, and nothing for what was not typed', () => {
    expect(
      recognisableContact({ fullName: 'Ana Pérez', email: 'ana.perez@correo.example', phone: '+56 9 1234 5678' }),
    ).toEqual({
      fullName: 'Ana Pérez',
      email: 'an***@correo.example',
      phone: '+56 9 **** 5678',
    });
    expect(recognisableContact({ fullName: 'Ana Pérez', email: null, phone: ' ' })).toEqual({
      fullName: 'Ana Pérez',
      email: null,
      phone: null,
    });
  });
});
