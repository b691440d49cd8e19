import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyWeeklySchedule } from '../availability/availability.arbitraries';
import {
  businessKind,
  canonicalAddress,
  DESCRIPTION_LIMIT,
  locationDescription,
  locationPageMetadata,
  locationPageTitle,
  notFoundTitle,
  openGraphLocale,
  pageLocale,
  plainPageMetadata,
  shareableImage,
  trimmedAtWord,
  type LocationFacts,
} from './page-metadata';
import type { StorefrontLanguage } from './country-locale';

// Issue 36 "Found by search engines": what a storefront page says about itself in its head
// (docs/adr/0128) — title, description, locale, canonical address and the business's JSON-LD.

const letter = fc.constantFrom(...Array.from('abcdefghijklmnopqrstuvwxyz'));
const anyCountry = fc.oneof(
  fc.constantFrom('cl', 'ar', 'mx', 'uy', 'us', 'br', 'es'),
  fc.tuple(letter, letter).map(([a, b]) => a + b),
);
const anyLanguage = fc.constantFrom<StorefrontLanguage>('en', 'es');
const anyText = fc.oneof(fc.string({ maxLength: 400 }), fc.lorem({ maxCount: 60 }), fc.constant('  \n\t '));
const anyImage = fc.option(
  fc.constantFrom('https://cdn.example/b.png', '/uploads/l.png', 'data:image/svg+xml,<svg/>', '//evil.example/x'),
  {
    nil: null,
  },
);

const anyFacts: fc.Arbitrary<LocationFacts> = fc.record({
  companyName: anyText,
  companyDescription: fc.option(anyText, { nil: null }),
  locationName: anyText,
  address: fc.option(anyText, { nil: null }),
  phone: fc.option(fc.string({ maxLength: 20 }), { nil: null }),
  countryCode: anyCountry,
  currency: fc.option(fc.constantFrom('CLP', 'ARS', 'USD'), { nil: null }),
  banner: anyImage,
  logo: anyImage,
  openingHours: anyWeeklySchedule,
  workshop: fc.boolean(),
  categoryNames: fc.array(anyText, { maxLength: 4 }),
  services: fc.array(
    fc.record({ name: anyText, price: fc.option(fc.integer({ min: 0, max: 1_000_000 }), { nil: null }) }),
    { maxLength: 8 },
  ),
  reviews: fc.option(
    fc.record({ average: fc.double({ min: 1, max: 5, noNaN: true }), count: fc.integer({ min: 0, max: 500 }) }),
    { nil: null },
  ),
});

const ORIGIN = 'https://reservas.example';

describe('a storefront page’s locale (issue 36)', () => {
  it('is the country’s language as written there', () => {
    expect(pageLocale('cl')).toBe('es-CL');
    expect(pageLocale('ar')).toBe('es-AR');
    expect(pageLocale('mx')).toBe('es-MX');
    expect(pageLocale('us')).toBe('en-US');
    expect(pageLocale('en')).toBe('en');
    expect(openGraphLocale('es-CL')).toBe('es_CL');
  });
});

describe('a location page’s title and description (issue 36)', () => {
  it('names the business and the location, then how to book, in the page’s language', () => {
    const names = { companyName: 'Salón Aurora', locationName: 'Providencia' };
    expect(locationPageTitle(names, 'es')).toBe('Salón Aurora — Providencia · Reserva online');
    expect(locationPageTitle(names, 'en')).toBe('Salón Aurora — Providencia · Book online');
    expect(notFoundTitle('en')).toBe('Page not found · Reserva');
  });

  it('is never empty and on one line, whatever the names are', () => {
    fc.assert(
      fc.property(anyFacts, anyLanguage, (facts, language) => {
        const title = locationPageTitle(facts, language);
        expect(title.trim()).not.toBe('');
        expect(title).not.toMatch(/[\n\r\t]/);
        expect(title.startsWith(' ·')).toBe(false);
      }),
    );
  });

  it('describes the page in at most 160 characters, never empty, on one line', () => {
    fc.assert(
      fc.property(anyFacts, anyLanguage, (facts, language) => {
        const description = locationDescription(facts, language);
        expect(description.length).toBeLessThanOrEqual(160);
        expect(description.trim()).not.toBe('');
        expect(description).not.toMatch(/[\n\r\t]/);
      }),
    );
  });

  it('is the company’s own description when it wrote one, cut at a word', () => {
    fc.assert(
      fc.property(fc.lorem({ maxCount: 80 }), (text) => {
        const cut = trimmedAtWord(text);
        if (text.length <= DESCRIPTION_LIMIT) {
          expect(cut).toBe(text);
          return;
        }
        expect(cut.length).toBeLessThanOrEqual(DESCRIPTION_LIMIT);
        expect(cut.endsWith('…')).toBe(true);
        const kept = cut.slice(0, -1);
        expect(text.startsWith(kept)).toBe(true);
        // The next character of the text ends a word: no word is cut in half.
        expect(text.charAt(kept.length)).toMatch(/[\s,.;:]/);
      }),
    );
  });

  it('names the services when the company wrote no description', () => {
    const facts = { companyDescription: null, companyName: 'Taller', locationName: 'Quilicura' } as const;
    const services = [
      { name: 'Cambio de aceite', price: 1 },
      { name: 'Frenos', price: null },
    ];
    expect(locationDescription({ ...anyFactsSample(), ...facts, services }, 'es')).toBe(
      'Reserva Cambio de aceite y Frenos en Taller — Quilicura.',
    );
  });
});

function anyFactsSample(): LocationFacts {
  return fc.sample(anyFacts, { numRuns: 1, seed: 36 })[0] as LocationFacts;
}

describe('a business’s kind for schema.org (docs/adr/0128)', () => {
  it('is AutoRepair for a workshop, whatever its name', () => {
    fc.assert(
      fc.property(anyText, fc.array(anyText), (companyName, categoryNames) => {
        expect(businessKind({ workshop: true, companyName, categoryNames })).toBe('AutoRepair');
      }),
    );
  });

  it('reads the company’s name first, then its categories’', () => {
    const kind = (companyName: string, categoryNames: string[] = []) =>
      businessKind({ workshop: false, companyName, categoryNames });
    expect(kind('Salón Aurora')).toBe('BeautySalon');
    expect(kind('Clínica Dental Sonrisa')).toBe('Dentist');
    expect(kind('Clínica San José')).toBe('MedicalClinic');
    expect(kind('Barbería Porteña')).toBe('HairSalon');
    expect(kind('Aurora', ['Odontología general'])).toBe('Dentist');
    expect(kind('Aurora', ['Yoga'])).toBe('LocalBusiness');
  });
});

describe('a page’s canonical address and images (issue 36)', () => {
  it('drops the frame, a trailing slash and the query', () => {
    expect(canonicalAddress(ORIGIN, '/cl/iframe/sucursal/1')).toBe(`${ORIGIN}/cl/sucursal/1`);
    expect(canonicalAddress(ORIGIN, '/cl/sucursal/1/')).toBe(`${ORIGIN}/cl/sucursal/1`);
    expect(canonicalAddress(ORIGIN, '/')).toBe(`${ORIGIN}/`);
    expect(canonicalAddress(ORIGIN, '/cl/iframe')).toBe(`${ORIGIN}/cl`);
  });

  it('shares only images a crawler can fetch, absolute', () => {
    expect(shareableImage('https://cdn.example/b.png', ORIGIN)).toBe('https://cdn.example/b.png');
    expect(shareableImage('/uploads/b.png', ORIGIN)).toBe(`${ORIGIN}/uploads/b.png`);
    expect(shareableImage('data:image/svg+xml,<svg/>', ORIGIN)).toBeNull();
    expect(shareableImage('//evil.example/b.png', ORIGIN)).toBeNull();
    expect(shareableImage(null, ORIGIN)).toBeNull();
  });
});

describe('a location’s JSON-LD (issue 36)', () => {
  it('always has a kind, a name, its page, an address in its country, and offers priced only in a currency', () => {
    fc.assert(
      fc.property(anyFacts, (facts) => {
        const metadata = locationPageMetadata(facts, ORIGIN, `/${facts.countryCode}/iframe/sucursal/9`);
        const data = JSON.parse(JSON.stringify(metadata.structuredData)) as Record<string, unknown>;
        expect(data['@context']).toBe('https://schema.org');
        expect(typeof data['@type']).toBe('string');
        expect((data['name'] as string).trim()).not.toBe('');
        expect(data['url']).toBe(`${ORIGIN}/${facts.countryCode}/sucursal/9`);
        expect(metadata.canonical).toBe(data['url']);
        expect(data['address']).toMatchObject({
          '@type': 'PostalAddress',
          addressCountry: facts.countryCode.toUpperCase(),
        });
        for (const offer of (data['makesOffer'] ?? []) as Record<string, unknown>[]) {
          expect(offer['@type']).toBe('Offer');
          expect('price' in offer).toBe('priceCurrency' in offer);
        }
        const rated = facts.reviews !== null && facts.reviews.count > 0;
        expect('aggregateRating' in data).toBe(rated);
      }),
    );
  });

  it('carries a large card only with a banner to show', () => {
    fc.assert(
      fc.property(anyFacts, (facts) => {
        const { share } = locationPageMetadata(facts, ORIGIN, '/cl/sucursal/1');
        const banner = shareableImage(facts.banner, ORIGIN);
        expect(share?.card).toBe(banner === null ? 'summary' : 'summary_large_image');
        expect(share?.image).toBe(banner ?? shareableImage(facts.logo, ORIGIN));
      }),
    );
  });
});

describe('the pages that describe no location (issue 36)', () => {
  it('keep the not-found page and the pages a token opens out of search results', () => {
    for (const kind of ['notFound', 'private'] as const) {
      const metadata = plainPageMetadata(kind, 'cl', 'es', { origin: ORIGIN, pathname: '/cl/reviews/abc' });
      expect(metadata).toMatchObject({ indexable: false, canonical: null, structuredData: null, locale: 'es-CL' });
      expect(metadata.title).toMatch(/· Reserva$/);
    }
  });
});
