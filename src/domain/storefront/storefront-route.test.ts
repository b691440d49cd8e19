import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isLocationId } from './company';
import { locationPagePath, parseStorefrontPath } from './storefront-route';

// The location page's path (storefront §2 Routes): built as the route table reads it back.

describe("a location page's path", () => {
  it('reads back as the page of the same location, in the country it names', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[A-Za-z]{2}$/u),
        fc.integer({ min: 1, max: 2_147_483_647 }).filter(isLocationId),
        (country, locationId) => {
          expect(parseStorefrontPath(locationPagePath(country, locationId))).toEqual({
            page: 'location',
            country: country.toLowerCase(),
            locationId,
            professionalId: null,
            embedded: false,
          });
        },
      ),
    );
  });

  it('is /{country}/sucursal/{id}, the country in lower case', () => {
    expect(locationPagePath('CL', 5 as Parameters<typeof locationPagePath>[1])).toBe('/cl/sucursal/5');
  });
});

describe('any path', () => {
  it('names a route and never throws, whatever its bytes: a broken percent-encoding is the not-found page', () => {
    expect(parseStorefrontPath('/%E0%A4%A')).toEqual({ page: 'notFound', embedded: false });
    expect(parseStorefrontPath('/cl/sucursal/%')).toEqual({ page: 'notFound', embedded: false });
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.string(), fc.constantFrom('%', '%E0', '%zz', 'cl', 'sucursal', '1'))),
        (parts) => {
          expect(parseStorefrontPath(`/${parts.join('/')}`).page).toEqual(expect.any(String));
        },
      ),
    );
  });
});
