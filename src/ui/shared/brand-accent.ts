import { accentPalette } from '#domain/storefront/brand-colour';

// The storefront in the company's colour (storefront §3 colorMinisite; issue 20; docs/adr/0073):
// the domain derives every colour from it so that each pair reads (WCAG 2.2 AA) whatever the
// company picked, and this sets them as the stylesheet's custom properties on the root — the
// wizard and the dialogs, portalled to the body, take them too. A module of its own, which the
// location page loads beside its data rather than with the first page's JavaScript.

const PROPERTIES = {
  '--colour-brand': 'brand',
  '--colour-accent-fill': 'fill',
  '--colour-accent-text': 'onFill',
  '--colour-accent': 'ink',
  '--colour-accent-soft': 'soft',
} as const;

/** Paints the storefront in `colorMinisite`'s palette; the function returned takes it off again. */
export function applyBrandAccent(colorMinisite: string | null): () => void {
  const palette = accentPalette(colorMinisite);
  const root = document.documentElement.style;
  for (const [property, colour] of Object.entries(PROPERTIES)) root.setProperty(property, palette[colour]);
  return () => {
    for (const property of Object.keys(PROPERTIES)) root.removeProperty(property);
  };
}
