import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { locationPageAnswers, placeholderPage, withPreloadedAnswers } from './storefront';

// A location page carries the API's first answers to it (docs/adr/0028); carrying them only saves a
// round trip, so whatever the API answers, the page itself is still sent.

const noQuery = (): undefined => undefined;

function api(): Hono {
  const app = new Hono();
  app.get('/locations/:id', (c) =>
    c.req.param('id') === '1'
      ? c.json({ id: 1, company_id: 1, company_web_address: 'salon-aurora' })
      : c.json({ message: 'Location not found' }, 404),
  );
  app.get('/companies/overview', (c) =>
    c.json({ website: c.req.query('website'), language: c.req.header('accept-language'), reviews_v2: true }),
  );
  app.get('/social_networks', (c) =>
    c.json([
      {
        social_network_id: 1,
        name: 'instagram',
        web_address: `instagram.com/company-${c.req.query('company_id') ?? ''}`,
      },
    ]),
  );
  app.get('/reviews/api/v1/location_reviews', (c) =>
    c.json({ average: 4.4, total_reviews: 7, reviews_option: 'details', location: c.req.query('location_id') }),
  );
  app.get('/companies/booking_info', () => {
    throw new Error('the settings store is down');
  });
  app.get('/services', (c) => c.text('Bad gateway', 502));
  return app;
}

describe('the API answers a location page carries', () => {
  it('carries the JSON answers, keyed by address, in the visitor’s language, and leaves out the ones that are not JSON', async () => {
    const preloaded = await locationPageAnswers(api(), '/cl/sucursal/1', noQuery, 'es');

    expect(preloaded?.language).toBe('es');
    expect(Object.keys(preloaded?.answers ?? {}).sort()).toEqual([
      '/companies/overview?location_id=1&website=salon-aurora',
      '/locations/1',
      '/reviews/api/v1/location_reviews?location_id=1',
      '/social_networks?company_id=1',
    ]);
    expect(preloaded?.answers['/companies/overview?location_id=1&website=salon-aurora']).toEqual({
      status: 200,
      body: { website: 'salon-aurora', language: 'es', reviews_v2: true },
    });
    expect(preloaded?.answers['/social_networks?company_id=1']?.body).toEqual([
      { social_network_id: 1, name: 'instagram', web_address: 'instagram.com/company-1' },
    ]);
  });

  it('carries an unknown location’s 404, for the page to show it without asking again', async () => {
    const preloaded = await locationPageAnswers(api(), '/cl/sucursal/7', noQuery, 'en');

    expect(preloaded?.answers).toEqual({ '/locations/7': { status: 404, body: { message: 'Location not found' } } });
  });

  it('carries nothing, and leaves the page as built, when nothing answers in JSON or the address is no location page', async () => {
    const page = '<html><head></head><body></body></html>';

    expect(await locationPageAnswers(new Hono(), '/cl/sucursal/1', noQuery, 'en')).toBeNull();
    expect(await locationPageAnswers(api(), '/cl/bookings/1/abc/false', noQuery, 'en')).toBeNull();
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
