import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BLACK_TEXT,
  brandColour,
  contrastRatio,
  NEUTRAL_BRAND_COLOUR,
  readableTextOn,
  WHITE_TEXT,
  type HexColour,
} from './brand-colour';

const anyHexColour: fc.Arbitrary<HexColour> = fc
  .tuple(fc.nat(255), fc.nat(255), fc.nat(255), fc.boolean())
  .map(([red, green, blue, upper]): HexColour => {
    const hex = [red, green, blue].map((channel) => channel.toString(16).padStart(2, '0')).join('');
    return `#${upper ? hex.toUpperCase() : hex}`;
  });

describe('the text colour that reads on a brand colour (issue 18 Mails; WCAG 2.2 1.4.3)', () => {
  it('reaches 4.5:1 on any colour, and no less than the other choice would', () => {
    fc.assert(
      fc.property(anyHexColour, (background) => {
        const text = readableTextOn(background);
        const other = text === BLACK_TEXT ? WHITE_TEXT : BLACK_TEXT;
        expect(contrastRatio(background, text)).toBeGreaterThanOrEqual(4.5);
        expect(contrastRatio(background, text)).toBeGreaterThanOrEqual(contrastRatio(background, other));
      }),
    );
  });

  it('writes white on dark colours and black on light ones', () => {
    expect(readableTextOn('#000000')).toBe(WHITE_TEXT);
    expect(readableTextOn('#0b5cad')).toBe(WHITE_TEXT);
    expect(readableTextOn('#FFFFFF')).toBe(BLACK_TEXT);
    expect(readableTextOn('#ffd400')).toBe(BLACK_TEXT);
  });

  it('measures contrast as WCAG does, the same either way round', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
    fc.assert(
      fc.property(anyHexColour, anyHexColour, (one, other) => {
        expect(contrastRatio(one, other)).toBe(contrastRatio(other, one));
      }),
    );
  });

  it('falls back to the neutral colour for a company without a valid one', () => {
    expect(brandColour('#12ab34')).toBe('#12ab34');
    expect(brandColour(null)).toBe(NEUTRAL_BRAND_COLOUR);
    expect(brandColour('red')).toBe(NEUTRAL_BRAND_COLOUR);
    expect(brandColour('#12ab34;background:url(x)')).toBe(NEUTRAL_BRAND_COLOUR);
  });
});
