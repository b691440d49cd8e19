import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatGiftCardCode,
  GIFT_CARD_CODE_ALPHABET,
  GIFT_CARD_CODE_BYTES,
  giftCardCodeBytes,
  giftCardCodeFromBytes,
  giftCardCodeLastFour,
  parseGiftCardCode,
} from './gift-card-code';
import { anyGiftCardCode, typedAs } from './gift-card.arbitraries';

// Issue 31 "Codes": typable over the phone, 16 characters of an unambiguous alphabet in groups,
// at least 80 bits, kept as a digest plus the last four (docs/adr/0106).

const symbol = `[${GIFT_CARD_CODE_ALPHABET}]`;
const printed = new RegExp(`^${symbol}{4}-${symbol}{4}-${symbol}{4}-${symbol}{4}$`);

describe('a gift card code', () => {
  it('uses 32 symbols without I, L, O or U, so that each symbol carries 5 bits', () => {
    expect(new Set(GIFT_CARD_CODE_ALPHABET).size).toBe(32);
    expect(GIFT_CARD_CODE_ALPHABET).not.toMatch(/[ILOU]/);
  });

  it('is printed as four groups of four symbols of the alphabet', () => {
    fc.assert(fc.property(anyGiftCardCode, (code) => printed.test(formatGiftCardCode(code))));
  });

  it('spells all of its 80 random bits: the bytes come back from the code, so distinct bytes give distinct codes', () => {
    expect(GIFT_CARD_CODE_BYTES * 8).toBeGreaterThanOrEqual(80);
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 10, maxLength: 10 }), (bytes) => {
        expect(giftCardCodeBytes(giftCardCodeFromBytes(bytes))).toEqual(bytes);
      }),
    );
  });

  it('gives distinct codes for distinct draws', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.uint8Array({ minLength: 10, maxLength: 10 }), {
          minLength: 2,
          maxLength: 50,
          selector: (bytes) => bytes.join(','),
        }),
        (draws) => {
          expect(new Set(draws.map(giftCardCodeFromBytes)).size).toBe(draws.length);
        },
      ),
    );
  });

  it('reads back from its printed form', () => {
    fc.assert(
      fc.property(anyGiftCardCode, (code) => {
        expect(parseGiftCardCode(formatGiftCardCode(code))._unsafeUnwrap()).toBe(code);
      }),
    );
  });

  it('reads back however a person types it: any case, spaces and dashes anywhere, O for 0 and I or L for 1', () => {
    fc.assert(
      fc.property(
        anyGiftCardCode.chain((code) => fc.tuple(fc.constant(code), typedAs(code))),
        ([code, typed]) => {
          expect(parseGiftCardCode(typed)._unsafeUnwrap()).toBe(code);
        },
      ),
    );
  });

  it('tells a code of the wrong length from one with a symbol outside the alphabet', () => {
    fc.assert(
      fc.property(anyGiftCardCode, fc.integer({ min: 1, max: 15 }), (code, kept) => {
        expect(parseGiftCardCode(code.slice(0, kept))._unsafeUnwrapErr()).toEqual({
          _tag: 'MalformedGiftCardCode',
          code: 'GIFT_CARD.MALFORMED_CODE',
          fault: 'length',
        });
        expect(parseGiftCardCode(`${code}7`)._unsafeUnwrapErr().fault).toBe('length');
      }),
    );
    expect(parseGiftCardCode('7K2M-9QXB-4T8U-ZP3D')._unsafeUnwrapErr().fault).toBe('symbol');
    expect(parseGiftCardCode('7K2M-9QXB-4T8*-ZP3D')._unsafeUnwrapErr().fault).toBe('symbol');
    expect(parseGiftCardCode('')._unsafeUnwrapErr().fault).toBe('length');
  });

  it('keeps the last four symbols for display', () => {
    const code = parseGiftCardCode('7k2m 9qxb 4t8v zp3d')._unsafeUnwrap();
    expect(giftCardCodeLastFour(code)).toBe('ZP3D');
    expect(formatGiftCardCode(code)).toBe('7K2M-9QXB-4T8V-ZP3D');
  });
});
