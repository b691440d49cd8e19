// A company's brand colour (companies.color_minisite, `#rrggbb`) and the text colour that reads on
// it (issue 18 "Mails": a header bar in the company's colour; issue 20 reuses it on the storefront).
// Black or white, whichever contrasts more with the colour by WCAG 2.2's definition (1.4.3, relative
// luminance): one of the two always reaches 4.5:1, since the contrasts with black and with white
// multiply to 21 and so cannot both be below √21 ≈ 4.58.

/** A colour written `#rrggbb`, as companies.color_minisite holds it. */
export type HexColour = `#${string}`;

/** The colour a company without one of its own is shown in: the storefront's own accent (src/ui/styles/app.css). */
export const NEUTRAL_BRAND_COLOUR: HexColour = '#0b5cad';

export const BLACK_TEXT: HexColour = '#000000';
export const WHITE_TEXT: HexColour = '#ffffff';

const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;

/** True when `value` is a colour written `#rrggbb`. */
export function isHexColour(value: string): value is HexColour {
  return HEX_COLOUR.test(value);
}

/** The company's colour when it holds a valid one, else the neutral brand colour. */
export function brandColour(value: string | null | undefined): HexColour {
  return value !== null && value !== undefined && isHexColour(value) ? value : NEUTRAL_BRAND_COLOUR;
}

/** One sRGB channel (0–255) as linear light (WCAG 2.2 "relative luminance"). */
function linear(channel: number): number {
  const value = channel / 255;
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
}

/** The colour's relative luminance, 0 (black) to 1 (white). */
export function relativeLuminance(colour: HexColour): number {
  const channel = (at: number) => linear(Number.parseInt(colour.slice(at, at + 2), 16));
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** WCAG's contrast ratio between two colours, 1 to 21, whichever is lighter. */
export function contrastRatio(one: HexColour, other: HexColour): number {
  const [lighter, darker] = [relativeLuminance(one), relativeLuminance(other)].sort((a, b) => b - a) as [
    number,
    number,
  ];
  return (lighter + 0.05) / (darker + 0.05);
}

/** The text colour that reads on `background`: black or white, whichever contrasts more. */
export function readableTextOn(background: HexColour): HexColour {
  return contrastRatio(background, BLACK_TEXT) >= contrastRatio(background, WHITE_TEXT) ? BLACK_TEXT : WHITE_TEXT;
}
