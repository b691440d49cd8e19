import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  accentPalette,
  BLACK_TEXT,
  brandColour,
  contrastRatio,
  darkenedUntil,
  FILL_CONTRAST,
  NEUTRAL_BRAND_COLOUR,
  readableTextOn,
  relativeLuminance,
  TEXT_CONTRAST,
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

/** The storefront's own text colour (src/ui/styles/app.css --colour-text), written on the soft tint. */
const PAGE_TEXT: HexColour = '#1b1f24';

describe("the storefront's accent colours for any colour a company picks (issue 20; storefront §3 colorMinisite; WCAG 2.2 AA)", () => {
  it('fills buttons, chips and chosen days and hours with a colour that stands out from white by 3:1, under text that reads', () => {
    fc.assert(
      fc.property(anyHexColour, (colour) => {
        const { fill, onFill } = accentPalette(colour);
        expect(contrastRatio(fill, WHITE_TEXT)).toBeGreaterThanOrEqual(FILL_CONTRAST);
        expect(contrastRatio(fill, onFill)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
      }),
    );
  });

  it('writes links, borders and outlined buttons in a colour that reads on white and on its soft tint', () => {
    fc.assert(
      fc.property(anyHexColour, (colour) => {
        const { ink, soft } = accentPalette(colour);
        expect(contrastRatio(ink, WHITE_TEXT)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
        expect(contrastRatio(ink, soft)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
        expect(contrastRatio(PAGE_TEXT, soft)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
      }),
    );
  });

  it('keeps the company’s own colour wherever it already reads, and only ever darkens it otherwise', () => {
    fc.assert(
      fc.property(anyHexColour, (colour) => {
        const lower = colour.toLowerCase() as HexColour;
        const { brand, fill, ink } = accentPalette(colour);
        expect(brand).toBe(lower);
        if (contrastRatio(lower, WHITE_TEXT) >= FILL_CONTRAST) expect(fill).toBe(lower);
        expect(relativeLuminance(fill)).toBeLessThanOrEqual(relativeLuminance(lower));
        expect(relativeLuminance(ink)).toBeLessThanOrEqual(relativeLuminance(fill));
      }),
    );
  });

  it('leaves a colour that already reads unchanged, and darkens another until it does', () => {
    fc.assert(
      fc.property(anyHexColour, fc.constantFrom(FILL_CONTRAST, TEXT_CONTRAST), (colour, ratio) => {
        const darker = darkenedUntil(colour, ratio, [WHITE_TEXT]);
        expect(contrastRatio(darker, WHITE_TEXT)).toBeGreaterThanOrEqual(ratio);
        if (contrastRatio(colour, WHITE_TEXT) >= ratio) expect(darker).toBe(colour.toLowerCase());
      }),
    );
  });

  it('gives a pale yellow a darker fill and ink, and leaves the neutral blue and the salon’s rose as they are', () => {
    const yellow = accentPalette('#ffe066');
    expect(yellow.brand).toBe('#ffe066');
    expect(yellow.fill).not.toBe('#ffe066');
    expect(yellow.onFill).toBe(BLACK_TEXT);
    expect(accentPalette(null)).toMatchObject({
      fill: NEUTRAL_BRAND_COLOUR,
      ink: NEUTRAL_BRAND_COLOUR,
      onFill: WHITE_TEXT,
    });
    expect(accentPalette('#b0476b')).toMatchObject({ fill: '#b0476b', ink: '#b0476b', onFill: WHITE_TEXT });
  });
});
