import { expect } from 'vitest';
import type { CompanyBrandView } from '#application/ports/client/booking-summaries';
import { accentPalette } from '#domain/storefront/brand-colour';

// The company a booking's pages read with it (issue 20), and what the page's root must then hold:
// the palette the domain derives from its colour (brand-colour.ts), as the location page sets it.

/** A company in a rose colour, without a logo: its pages wear its colour and its initials. */
export const ROSE_COMPANY: CompanyBrandView = { name: 'Salón Rosa', colorMinisite: '#e11d48', logo: null };

/** The page's root carries `colour`'s accent palette, or none at all (the stylesheet's neutral one) for null. */
export function expectAccentOf(colour: string | null): void {
  const root = document.documentElement.style;
  const palette = colour === null ? null : accentPalette(colour);
  expect({
    brand: root.getPropertyValue('--colour-brand'),
    fill: root.getPropertyValue('--colour-accent-fill'),
    onFill: root.getPropertyValue('--colour-accent-text'),
    ink: root.getPropertyValue('--colour-accent'),
    soft: root.getPropertyValue('--colour-accent-soft'),
  }).toEqual(palette === null ? { brand: '', fill: '', onFill: '', ink: '', soft: '' } : { ...palette });
}
