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

/** What a brand colour is drawn as on the storefront (issue 20; docs/adr/0073), every pair readable. */
export interface AccentPalette {
  /** The company's colour as it chose it: decoration only (the band over its page), never behind text. */
  readonly brand: HexColour;
  /**
   * What fills primary buttons, the chosen chip, day and hour and the current step: the brand colour,
   * darkened until it stands out from the white around it by 3:1 (WCAG 2.2 1.4.11), so a chosen
   * one is told from the others by more than its border.
   */
  readonly fill: HexColour;
  /** The text on the fill: black or white, whichever reads (≥ 4.5:1). */
  readonly onFill: HexColour;
  /** The colour as text, links, borders and outlines on white and on `soft`: darkened until it reads there (≥ 4.5:1). */
  readonly ink: HexColour;
  /** A pale tint of the colour behind highlighted things (a selected card, the current step), under `ink` or the page's text. */
  readonly soft: HexColour;
}

/** Contrast a fill needs against the white around it (WCAG 2.2 1.4.11 non-text contrast). */
export const FILL_CONTRAST = 3;
/** Contrast text needs (WCAG 2.2 1.4.3 AA, normal size). */
export const TEXT_CONTRAST = 4.5;
/** How much of the colour its soft tint keeps; the rest is white. */
const SOFT_SHARE = 0.1;

const channels = (colour: HexColour): readonly [number, number, number] => [
  Number.parseInt(colour.slice(1, 3), 16),
  Number.parseInt(colour.slice(3, 5), 16),
  Number.parseInt(colour.slice(5, 7), 16),
];

const hex = (values: readonly number[]): HexColour =>
  `#${values
    .map((value) =>
      Math.round(Math.min(255, Math.max(0, value)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

/**
 * `colour` as is when it reaches `ratio` against every one of `backgrounds`, else darkened — each
 * channel scaled down by the same factor, which keeps its hue — by the least step of 1/100 that
 * does. Black reaches 21:1 against white, so one always does for backgrounds at least as light as
 * the ratio needs.
 */
export function darkenedUntil(colour: HexColour, ratio: number, backgrounds: readonly HexColour[]): HexColour {
  const [red, green, blue] = channels(colour);
  for (let step = 0; step <= 100; step++) {
    const factor = 1 - step / 100;
    const candidate = hex([red * factor, green * factor, blue * factor]);
    if (backgrounds.every((background) => contrastRatio(candidate, background) >= ratio)) return candidate;
  }
  return BLACK_TEXT;
}

/** `colour` mixed with white, keeping `share` of it. */
export function tint(colour: HexColour, share: number): HexColour {
  return hex(channels(colour).map((value) => value * share + 255 * (1 - share)));
}

/** The storefront's accent colours for a company's `colorMinisite` (the neutral colour without a valid one). */
export function accentPalette(colorMinisite: string | null | undefined): AccentPalette {
  const brand = brandColour(colorMinisite);
  const fill = darkenedUntil(brand, FILL_CONTRAST, [WHITE_TEXT]);
  const soft = tint(brand, SOFT_SHARE);
  return {
    brand: hex(channels(brand)),
    fill,
    onFill: readableTextOn(fill),
    ink: darkenedUntil(brand, TEXT_CONTRAST, [WHITE_TEXT, soft]),
    soft,
  };
}
