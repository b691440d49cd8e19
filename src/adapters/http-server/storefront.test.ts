import {
  aCompany,
  aLocation,
  inMemoryCatalog,
  inMemoryCompanyDirectory,
} from '#application/catalogue/in-memory-directories.test-support';
import { inMemoryReviews } from '#application/account/in-memory-accounts.test-support';
import { loadLocationPage } from '#application/catalogue/load-location-page';
import { locationPagesOver } from '#application/ports/location-pages';
import { companyId, locationId } from '#domain/shared/ids.test-support';
import { describe, expect, it } from 'vitest';
import { locationPageAnswers, placeholderPage, withPreloadedAnswers } from './storefront';

// A location page carries the API's first answers to it (docs/adr/0028); carrying them only saves a
// round trip, so whatever the API answers, the page itself is still sent.

const noQuery = (): undefined => undefined;

const directory = inMemoryCompanyDirectory({
  companies: [aCompany({ id: companyId(1), webAddress: 'salon-aurora', reviewsV2: true })],
  locations: [aLocation({ id: locationId(1), companyId: companyId(1) })],
  socialNetworks: {
    1: [
      { id: 1, name: 'instagram', webAddress: 'instagram.com/salon-aurora' },
      { id: 2, name: 'facebook', webAddress: ' ' },
    ],
  },
});

/** The location page over in-memory stores; the company has no booking settings recorded. */
const load = loadLocationPage({
  locationPages: locationPagesOver({ companyDirectory: directory, reviews: inMemoryReviews([]) }),
  companyDirectory: directory,
  reviews: inMemoryReviews([]),
  catalog: inMemoryCatalog({}),
});

describe('the API answers a location page carries', () => {
  it('carries each answer as its route shapes it, keyed by the address the page asks, in the visitor’s language', async () => {
    const preloaded = await locationPageAnswers(load, '/cl/sucursal/1', noQuery, 'es');

    expect(preloaded?.language).toBe('es');
    expect(Object.keys(preloaded?.answers ?? {}).sort()).toEqual([
      '/companies/booking_info?website=salon-aurora',
      '/companies/overview?location_id=1&website=salon-aurora',
      '/locations/1',
      '/reviews/api/v1/location_reviews?location_id=1',
      '/services?location_id=1',
      '/social_networks?company_id=1',
    ]);
    expect(preloaded?.answers['/companies/overview?location_id=1&website=salon-aurora']).toMatchObject({
      status: 200,
      body: { id: 1, reviews_v2: true, location: { id: 1 } },
    });
    // The use case's rule (blank links are never sent) and the route's shape.
    expect(preloaded?.answers['/social_networks?company_id=1']).toEqual({
      status: 200,
      body: [{ social_network_id: 1, name: 'instagram', web_address: 'instagram.com/salon-aurora' }],
    });
    // A failure travels as the contract's Error, in the visitor's language.
    expect(preloaded?.answers['/companies/booking_info?website=salon-aurora']).toMatchObject({
      status: 404,
      body: { code: 'COMPANY.NOT_FOUND' },
    });
  });

  it('carries the promotion token in the services’ address', async () => {
    const preloaded = await locationPageAnswers(
      load,
      '/cl/sucursal/1',
      (name) => (name === 'token' ? 'abc' : undefined),
      'en',
    );

    expect(preloaded?.answers['/services?location_id=1&token=abc']).toMatchObject({
      status: 404,
      body: { code: 'PROMOTION.NOT_FOUND' },
    });
  });

  it('carries an unknown location’s 404 alone, for the page to show it without asking again', async () => {
    const preloaded = await locationPageAnswers(load, '/cl/sucursal/7', noQuery, 'en');

    expect(Object.keys(preloaded?.answers ?? {})).toEqual(['/locations/7']);
    expect(preloaded?.answers['/locations/7']).toMatchObject({ status: 404, body: { code: 'LOCATION.NOT_FOUND' } });
  });

  it('carries nothing, and leaves the page as built, when the read fails or the address is no location page', async () => {
    const page = '<html><head></head><body></body></html>';
    const failing = () => Promise.reject(new Error('the database is down'));

    expect(await locationPageAnswers(failing, '/cl/sucursal/1', noQuery, 'en')).toBeNull();
    expect(await locationPageAnswers(load, '/cl/bookings/1/abc/false', noQuery, 'en')).toBeNull();
    expect(withPreloadedAnswers(page, null)).toBe(page);
  });
});

describe('the page storefront routes answer until the storefront is built', () => {
  it('writes a demo link’s label and path as text, opening no markup', () => {
    const page = placeholderPage([{ label: 'Salón <b>"Aurora"</b> & Co', path: "/cl/sucursal/1?a=1&b='2'" }]);
    expect(page).toContain(
      '<li><a href="/cl/sucursal/1?a=1&amp;b=&#39;2&#39;">Salón &lt;b&gt;&quot;Aurora&quot;&lt;/b&gt; &amp; Co</a> <code>/cl/sucursal/1?a=1&amp;b=&#39;2&#39;</code></li>',
    );
  });
});
