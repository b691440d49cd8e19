import type { Brand } from 'effect';
import { err, ok, type Result } from 'neverthrow';

// A booking's reference (issue 35 "A reference for the phone"; docs/adr/0126): what a caller reads
// out to the staff and the staff type to find the booking. Six symbols of an alphabet without the
// characters people mistake for each other — Crockford's base 32 without 0 and 1 as well, so that
// no O/0 or I/L/1 question ever comes up — shown in two groups of three, `K7M-4QX`. Unique per
// company (the store refuses a repeat, and the create draws again); never secret: it finds a
// booking for the staff holding a key, and grants nothing by itself (the access token and the
// confirmation codes stay the capabilities). The randomness comes from a port (TokenGenerator).

/** 30 symbols: the digits 2–9 and the letters without I, L, O and U. */
export const BOOKING_REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';

/** Symbols in a reference: 30^6, about 729 million references per company. */
export const BOOKING_REFERENCE_LENGTH = 6;

/** A well-formed reference in its one stored form: six symbols of the alphabet, upper case, no separator. */
export type BookingReference = string & Brand.Brand<'BookingReference'>;

/** What was typed is not a reference of any booking: no lookup is worth making. */
export interface MalformedBookingReference {
  readonly _tag: 'MalformedBookingReference';
  readonly code: 'BOOKING.MALFORMED_REFERENCE';
  /** `length`: not six symbols once spaces and dashes are dropped; `symbol`: a character outside the alphabet. */
  readonly fault: 'length' | 'symbol';
}

const WELL_FORMED = new RegExp(`^[${BOOKING_REFERENCE_ALPHABET}]{${String(BOOKING_REFERENCE_LENGTH)}}$`);

// Spaces of any kind, the ASCII dash and the typographic ones a copied reference may bring along.
const SEPARATORS = /[\s\-\u2010-\u2015\u2212]+/gu;

/**
 * The reference `draws` spell — BOOKING_REFERENCE_LENGTH whole numbers in [0, 30), drawn uniformly
 * by the port — one symbol each: distinct draws give distinct references.
 */
export function bookingReferenceFromDraws(draws: readonly number[]): BookingReference {
  if (
    draws.length !== BOOKING_REFERENCE_LENGTH ||
    draws.some((draw) => !Number.isInteger(draw) || draw < 0 || draw >= BOOKING_REFERENCE_ALPHABET.length)
  ) {
    throw new RangeError(
      `A booking reference is ${String(BOOKING_REFERENCE_LENGTH)} draws in [0, ${String(BOOKING_REFERENCE_ALPHABET.length)})`,
    );
  }
  return draws.map((draw) => BOOKING_REFERENCE_ALPHABET.charAt(draw)).join('') as BookingReference;
}

/**
 * What a person typed, read as a reference: upper-cased, spaces and dashes dropped wherever they
 * are. Malformed when what is left is not six symbols of the alphabet — checked before any lookup.
 */
export function parseBookingReference(typed: string): Result<BookingReference, MalformedBookingReference> {
  const compact = typed.replace(SEPARATORS, '').toUpperCase();
  if (compact.length !== BOOKING_REFERENCE_LENGTH) return err(malformed('length'));
  if (!WELL_FORMED.test(compact)) return err(malformed('symbol'));
  return ok(compact as BookingReference);
}

/** Whether `typed` has a reference's shape (so a command can tell it from a 32-character access token). */
export function looksLikeBookingReference(typed: string): boolean {
  return parseBookingReference(typed).isOk();
}

/** The reference as pages, mails and tables show it: two groups of three, `K7M-4QX`. */
export function formatBookingReference(reference: BookingReference): string {
  return `${reference.slice(0, 3)}-${reference.slice(3)}`;
}

function malformed(fault: MalformedBookingReference['fault']): MalformedBookingReference {
  return { _tag: 'MalformedBookingReference', code: 'BOOKING.MALFORMED_REFERENCE', fault };
}
