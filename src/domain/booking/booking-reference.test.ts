import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BOOKING_REFERENCE_ALPHABET,
  BOOKING_REFERENCE_LENGTH,
  bookingReferenceFromDraws,
  formatBookingReference,
  parseBookingReference,
} from './booking-reference';

// Issue 35 "A reference for the phone": 6–8 characters of an unambiguous alphabet, read out by a
// caller, typed back any way the staff type it (docs/adr/0126).

const draws = fc.array(fc.integer({ min: 0, max: BOOKING_REFERENCE_ALPHABET.length - 1 }), {
  minLength: BOOKING_REFERENCE_LENGTH,
  maxLength: BOOKING_REFERENCE_LENGTH,
});
const anyReference = draws.map(bookingReferenceFromDraws);

describe('a booking reference', () => {
  it('uses 30 symbols, none of them one people mistake for another (0/O, 1/I/L, U/V)', () => {
    expect(new Set(BOOKING_REFERENCE_ALPHABET).size).toBe(30);
    expect(BOOKING_REFERENCE_ALPHABET).not.toMatch(/[01ILOU]/);
  });

  it('is six symbols of the alphabet, shown as two groups of three', () => {
    fc.assert(
      fc.property(anyReference, (reference) => {
        expect(reference).toMatch(/^[23456789ABCDEFGHJKMNPQRSTVWXYZ]{6}$/);
        expect(formatBookingReference(reference)).toMatch(/^[2-9A-Z]{3}-[2-9A-Z]{3}$/);
      }),
    );
  });

  it('gives distinct references for distinct draws', () => {
    fc.assert(
      fc.property(fc.uniqueArray(draws, { minLength: 2, maxLength: 30, selector: (each) => each.join(',') }), (all) => {
        expect(new Set(all.map(bookingReferenceFromDraws)).size).toBe(all.length);
      }),
    );
  });

  it('reads back from its shown form, its stored form, in lower case and with spaces', () => {
    fc.assert(
      fc.property(anyReference, (reference) => {
        const shown = formatBookingReference(reference);
        expect(parseBookingReference(shown)._unsafeUnwrap()).toBe(reference);
        expect(parseBookingReference(reference)._unsafeUnwrap()).toBe(reference);
        expect(parseBookingReference(shown.toLowerCase())._unsafeUnwrap()).toBe(reference);
        expect(parseBookingReference(` ${reference.slice(0, 2)} ${reference.slice(2)} `)._unsafeUnwrap()).toBe(
          reference,
        );
      }),
    );
    expect(parseBookingReference('k7m–4qx')._unsafeUnwrap()).toBe('K7M4QX');
  });

  it('refuses, before any lookup, what is not six symbols or holds an ambiguous character', () => {
    expect(parseBookingReference('K7M4Q')._unsafeUnwrapErr()).toMatchObject({
      code: 'BOOKING.MALFORMED_REFERENCE',
      fault: 'length',
    });
    expect(parseBookingReference('q8Zt3VYxL0bN5kWm2sPa7RfCq8Zt3VYx')._unsafeUnwrapErr().fault).toBe('length');
    for (const ambiguous of ['K7M4Q0', 'K7M4QO', 'K7M4Q1', 'K7M4QI', 'K7M4QL', 'K7M4QU', 'K7M4Q_'])
      expect(parseBookingReference(ambiguous)._unsafeUnwrapErr().fault).toBe('symbol');
    fc.assert(
      fc.property(
        anyReference,
        fc.integer({ min: 0, max: BOOKING_REFERENCE_LENGTH - 1 }),
        fc.constantFrom('0', '1', 'I', 'L', 'O', 'U'),
        (reference, at, ambiguous) => {
          const typed = `${reference.slice(0, at)}${ambiguous}${reference.slice(at + 1)}`;
          expect(parseBookingReference(typed).isErr()).toBe(true);
        },
      ),
    );
  });

  it('is spelled only from whole draws in range', () => {
    expect(() => bookingReferenceFromDraws([0, 1, 2, 3, 4])).toThrow(RangeError);
    expect(() => bookingReferenceFromDraws([0, 1, 2, 3, 4, 30])).toThrow(RangeError);
    expect(bookingReferenceFromDraws([0, 1, 2, 29, 28, 27])).toBe('234ZYX');
  });
});
