import type { Brand } from 'effect';
import { err, ok, type Result } from 'neverthrow';

// A gift card's code (issue 31 "Codes"; docs/adr/0106): what the person the card is for reads off
// a mail or a printed page and types at booking, or reads out to a receptionist over the phone.
// 16 symbols of Crockford's base 32 — the digits and the letters without I, L, O and U — each
// carrying 5 random bits: 80 bits, all of them random, shown in four groups of four. Reading it
// back forgives what people do: lower case, spaces and dashes anywhere, and the letters Crockford
// maps to the digits they are mistaken for (I and L for 1, O for 0). The randomness comes from a
// port (GiftCardCodes); the store keeps only a digest of the code and its last four symbols.

/** Crockford's base 32: ten digits and 22 letters, no I, L, O (taken for 1 and 0) nor U. */
export const GIFT_CARD_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** Symbols in a code. */
export const GIFT_CARD_CODE_LENGTH = 16;

/** Random bytes a code is made of: 10 bytes, 80 bits, 5 bits a symbol. */
export const GIFT_CARD_CODE_BYTES = 10;

/** A well-formed code in its one stored form: 16 symbols of the alphabet, upper case, no separators. */
export type GiftCardCode = string & Brand.Brand<'GiftCardCode'>;

/** What a person typed is not a code of any card: no lookup is worth making. */
export interface MalformedGiftCardCode {
  readonly _tag: 'MalformedGiftCardCode';
  readonly code: 'GIFT_CARD.MALFORMED_CODE';
  /** `length`: not 16 symbols once spaces and dashes are dropped; `symbol`: a character outside the alphabet. */
  readonly fault: 'length' | 'symbol';
}

/** The letters read as the digit they are mistaken for (Crockford's decoding). */
const CONFUSABLE: Readonly<Record<string, string>> = { I: '1', L: '1', O: '0' };

// Spaces of any kind, the ASCII dash and the typographic ones a copied code may bring along.
const WELL_FORMED = new RegExp(`^[${GIFT_CARD_CODE_ALPHABET}]{${String(GIFT_CARD_CODE_LENGTH)}}$`);

const SEPARATORS = /[\s\-\u2010-\u2015\u2212]+/gu;

/**
 * The code `bytes` — GIFT_CARD_CODE_BYTES random bytes from the port — spell, 5 bits a symbol, most
 * significant first: every 80-bit value gives its own code and every code comes from one value.
 */
export function giftCardCodeFromBytes(bytes: Uint8Array): GiftCardCode {
  if (bytes.length !== GIFT_CARD_CODE_BYTES)
    throw new RangeError(`A gift card code is made of ${String(GIFT_CARD_CODE_BYTES)} random bytes`);
  let symbols = '';
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      symbols += GIFT_CARD_CODE_ALPHABET.charAt((buffer >> bits) & 31);
    }
    buffer &= (1 << bits) - 1;
  }
  return symbols as GiftCardCode;
}

/** The 80 bits a code spells, back as bytes: the inverse of giftCardCodeFromBytes. */
export function giftCardCodeBytes(code: GiftCardCode): Uint8Array {
  const bytes = new Uint8Array(GIFT_CARD_CODE_BYTES);
  let buffer = 0;
  let bits = 0;
  let at = 0;
  for (let index = 0; index < code.length; index += 1) {
    buffer = (buffer << 5) | GIFT_CARD_CODE_ALPHABET.indexOf(code.charAt(index));
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      bytes[at] = (buffer >> bits) & 255;
      at += 1;
      buffer &= (1 << bits) - 1;
    }
  }
  return bytes;
}

/**
 * What a person typed, read as a code: upper-cased, spaces and dashes dropped wherever they are,
 * I and L read as 1 and O as 0. Malformed when what is left is not 16 symbols of the alphabet — a
 * check made before any lookup, which tells a typing slip from a code no card has. (A slip that
 * stays within the alphabet is a well-formed code of no card: 80 random bits leave no room for a
 * check symbol; docs/adr/0106.)
 */
export function parseGiftCardCode(typed: string): Result<GiftCardCode, MalformedGiftCardCode> {
  const compact = typed.replace(SEPARATORS, '').toUpperCase();
  if (compact.length !== GIFT_CARD_CODE_LENGTH) return err(malformed('length'));
  const symbols = compact.replace(/[ILO]/g, (letter) => CONFUSABLE[letter] ?? letter);
  if (!WELL_FORMED.test(symbols)) return err(malformed('symbol'));
  return ok(symbols as GiftCardCode);
}

/** The code as it is printed and mailed: four groups of four, joined by dashes (`7K2M-…`). */
export function formatGiftCardCode(code: GiftCardCode): string {
  return code.match(/.{4}/g)?.join('-') ?? code;
}

/** The last four symbols, kept beside the digest so that staff and the card's holder can tell cards apart. */
export function giftCardCodeLastFour(code: GiftCardCode): string {
  return code.slice(-4);
}

function malformed(fault: MalformedGiftCardCode['fault']): MalformedGiftCardCode {
  return { _tag: 'MalformedGiftCardCode', code: 'GIFT_CARD.MALFORMED_CODE', fault };
}
