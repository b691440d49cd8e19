import { describe, expect, it } from 'vitest';
import { bookingId, locationId } from '#domain/shared/ids.test-support';
import { parseStorefrontPath, type StorefrontPage } from '#domain/storefront/storefront-route';
import { storefrontPath, withKeptQuery } from './storefront-route';
import { codePagePath, type CodePageKind } from '#domain/booking/code-pages';

// booking-wizard §2 Routes, storefront §2: every page the storefront serves, parsed from its path
// and built back into it, inside another site's frame too.

describe('the storefront routes (booking-wizard §2 Routes)', () => {
  it('reads the bare address as the home page ("Home link is \'/\'")', () => {
    expect(parseStorefrontPath('/')).toEqual({ page: 'home', embedded: false });
    expect(parseStorefrontPath('')).toEqual({ page: 'home', embedded: false });
  });

  it('reads a country alone as its locations list ("Locations list: {country}")', () => {
    expect(parseStorefrontPath('/ar')).toEqual({ page: 'locations', country: 'ar', embedded: false });
  });

  it('reads {country}/sucursal/{locationId} as the location page', () => {
    expect(parseStorefrontPath('/ar/sucursal/5')).toEqual({
      page: 'location',
      country: 'ar',
      locationId: locationId(5),
      professionalId: null,
      embedded: false,
    });
  });

  it('reads {country}/sucursal/{locationId}/profesional/{employeeId} as the professional route', () => {
    expect(parseStorefrontPath('/cl/sucursal/5/profesional/11')).toEqual({
      page: 'location',
      country: 'cl',
      locationId: locationId(5),
      professionalId: 11,
      embedded: false,
    });
  });

  it('reads {country}/bookings/{bookingId}/{accessToken}/{edited} as the booking summary', () => {
    expect(parseStorefrontPath('/ar/bookings/400/token-400/false')).toEqual({
      page: 'bookingSummary',
      country: 'ar',
      bookingId: bookingId(400),
      accessToken: 'token-400',
      edited: false,
      embedded: false,
    });
    expect(parseStorefrontPath('/ar/bookings/400/token-400/true')).toMatchObject({
      page: 'bookingSummary',
      edited: true,
    });
  });

  it.each([
    ['cancel', 'cancel'],
    ['cancel_all', 'cancelAll'],
    ['confirm', 'confirm'],
    ['confirm_all', 'confirmAll'],
  ] as const)('reads {country}/bookings/%s/{confirmationCode} as the page acting on the code', (segment, action) => {
    expect(parseStorefrontPath(`/ar/bookings/${segment}/demo-codigo-corte`)).toEqual({
      page: 'bookingByCode',
      country: 'ar',
      action,
      confirmationCode: 'demo-codigo-corte',
      embedded: false,
    });
    expect(parseStorefrontPath(`/ar/iframe/bookings/${segment}/demo-codigo-corte`)).toMatchObject({
      page: 'bookingByCode',
      action,
      embedded: true,
    });
  });

  it('reads {country}/bookings/edit/{confirmationCode} as the modify page, its own page and not an action by code', () => {
    expect(parseStorefrontPath('/ar/bookings/edit/demo-codigo-corte')).toEqual({
      page: 'bookingEdit',
      country: 'ar',
      confirmationCode: 'demo-codigo-corte',
      embedded: false,
    });
    expect(parseStorefrontPath('/ar/iframe/bookings/edit/demo-codigo-corte')).toEqual({
      page: 'bookingEdit',
      country: 'ar',
      confirmationCode: 'demo-codigo-corte',
      embedded: true,
    });
  });

  it("reads {country}/bookings/view/{confirmationCode} as the booking's page by its code (issue 18)", () => {
    expect(parseStorefrontPath('/ar/bookings/view/demo-codigo-corte')).toEqual({
      page: 'bookingView',
      country: 'ar',
      confirmationCode: 'demo-codigo-corte',
      embedded: false,
    });
    expect(parseStorefrontPath('/ar/iframe/bookings/view/demo-codigo-corte')).toMatchObject({
      page: 'bookingView',
      embedded: true,
    });
    expect(parseStorefrontPath('/ar/bookings/view')).toEqual({ page: 'notFound', embedded: false });
    expect(parseStorefrontPath('/ar/bookings/view/c%C3%B3digo')).toEqual({ page: 'notFound', embedded: false });
  });

  it("builds the code pages at the very addresses a client's mail links to (mail-links.ts), framed after the country", () => {
    const kinds = [
      [{ page: 'bookingView', country: 'ar', confirmationCode: 'A_b-9' }, 'view'],
      [{ page: 'bookingEdit', country: 'ar', confirmationCode: 'A_b-9' }, 'change'],
      [{ page: 'bookingByCode', country: 'ar', action: 'cancel', confirmationCode: 'A_b-9' }, 'cancel'],
      [{ page: 'bookingByCode', country: 'ar', action: 'cancelAll', confirmationCode: 'A_b-9' }, 'cancelAll'],
      [{ page: 'bookingByCode', country: 'ar', action: 'confirm', confirmationCode: 'A_b-9' }, 'confirm'],
      [{ page: 'bookingByCode', country: 'ar', action: 'confirmAll', confirmationCode: 'A_b-9' }, 'confirmAll'],
    ] as const satisfies readonly (readonly [StorefrontPage, CodePageKind])[];
    for (const [page, kind] of kinds) {
      expect(storefrontPath(page, false)).toBe(codePagePath('ar', kind, 'A_b-9'));
      expect(storefrontPath(page, true)).toBe(codePagePath('ar', kind, 'A_b-9').replace('/ar/', '/ar/iframe/'));
    }
    expect(storefrontPath({ page: 'bookingView', country: 'ar', confirmationCode: 'A_b-9' }, false)).toBe(
      '/ar/bookings/view/A_b-9',
    );
  });

  it("reads {country}/reviews/{code} as the review invitation's page (ADR 0032)", () => {
    expect(parseStorefrontPath('/cl/reviews/demo-review-providencia-K3v8Nq2Lm5Xc9Rt4')).toEqual({
      page: 'review',
      country: 'cl',
      code: 'demo-review-providencia-K3v8Nq2Lm5Xc9Rt4',
      embedded: false,
    });
    expect(parseStorefrontPath('/cl/iframe/reviews/A_b-9')).toEqual({
      page: 'review',
      country: 'cl',
      code: 'A_b-9',
      embedded: true,
    });
  });

  it("reads {country}/sign_consents/{code} as a consent's signing page, in the frame too (storefront §2; docs/adr/0117)", () => {
    expect(parseStorefrontPath('/cl/sign_consents/Q8zT3vYxL0bN5kWm2sPa7RfC-_')).toEqual({
      page: 'consentSigning',
      country: 'cl',
      code: 'Q8zT3vYxL0bN5kWm2sPa7RfC-_',
      embedded: false,
    });
    expect(parseStorefrontPath('/ar/iframe/sign_consents/A_b-9')).toEqual({
      page: 'consentSigning',
      country: 'ar',
      code: 'A_b-9',
      embedded: true,
    });
  });

  it.each(['verify', 'password', 'email'] as const)(
    "reads {country}/users/%s/{secret} as an account mail's link page, in the frame too (issue 34; docs/adr/0121)",
    (link) => {
      expect(parseStorefrontPath(`/us/users/${link}/Q8zT3vYxL0bN5kWm2sPa7RfC-_`)).toEqual({
        page: 'accountLink',
        country: 'us',
        link,
        secret: 'Q8zT3vYxL0bN5kWm2sPa7RfC-_',
        embedded: false,
      });
      expect(parseStorefrontPath(`/cl/iframe/users/${link}/A_b-9`)).toMatchObject({
        page: 'accountLink',
        embedded: true,
      });
    },
  );

  it('reads {country}/dlocal/{tokenData}/{bookingId}/{accessToken} as the card payment page, in the frame too (storefront §2)', () => {
    expect(parseStorefrontPath('/cl/dlocal/tok.EN_9~x/400/token-400')).toEqual({
      page: 'payment',
      country: 'cl',
      tokenData: 'tok.EN_9~x',
      bookingId: bookingId(400),
      accessToken: 'token-400',
      embedded: false,
    });
    expect(parseStorefrontPath('/cl/iframe/dlocal/abc/400/token-400')).toEqual({
      page: 'payment',
      country: 'cl',
      tokenData: 'abc',
      bookingId: bookingId(400),
      accessToken: 'token-400',
      embedded: true,
    });
  });

  it("reads {country}/dlocal/{tokenData}/gift_card/{accessToken} as a gift card purchase's card page, and {country}/gift_cards/{accessToken} as the purchase's page (docs/adr/0111)", () => {
    expect(parseStorefrontPath('/cl/dlocal/tok.EN_9~x/gift_card/token-400')).toEqual({
      page: 'giftCardPayment',
      country: 'cl',
      tokenData: 'tok.EN_9~x',
      accessToken: 'token-400',
      embedded: false,
    });
    expect(parseStorefrontPath('/ar/iframe/gift_cards/A_b-9')).toEqual({
      page: 'giftCardPurchase',
      country: 'ar',
      accessToken: 'A_b-9',
      embedded: true,
    });
  });

  it('keeps the iframe segment after the country as the embedded flag ("an iframe segment is inserted after the country segment")', () => {
    expect(parseStorefrontPath('/ar/iframe')).toEqual({ page: 'locations', country: 'ar', embedded: true });
    expect(parseStorefrontPath('/ar/iframe/sucursal/5')).toEqual({
      page: 'location',
      country: 'ar',
      locationId: locationId(5),
      professionalId: null,
      embedded: true,
    });
    expect(parseStorefrontPath('/ar/iframe/sucursal/5/profesional/11')).toEqual({
      page: 'location',
      country: 'ar',
      locationId: locationId(5),
      professionalId: 11,
      embedded: true,
    });
    expect(parseStorefrontPath('/ar/iframe/bookings/400/token-400/false')).toEqual({
      page: 'bookingSummary',
      country: 'ar',
      bookingId: bookingId(400),
      accessToken: 'token-400',
      edited: false,
      embedded: true,
    });
  });

  it('reads the iframe segment anywhere else as an unknown path', () => {
    expect(parseStorefrontPath('/iframe/ar/sucursal/5').page).toBe('notFound');
    expect(parseStorefrontPath('/ar/sucursal/iframe/5').page).toBe('notFound');
  });

  it.each([
    ['a first segment that is not a country', '/argentina/sucursal/5'],
    ['an upper-case country', '/AR/sucursal/5'],
    ['a location without its id', '/ar/sucursal'],
    ['a location id that is not a positive number', '/ar/sucursal/0'],
    ['a location id with letters', '/ar/sucursal/5a'],
    ['a professional without the profesional segment', '/ar/sucursal/5/11'],
    ['a professional without an id', '/ar/sucursal/5/profesional'],
    ['a professional id that is not one', '/ar/sucursal/5/profesional/x'],
    ['more segments after the professional', '/ar/sucursal/5/profesional/11/extra'],
    ['a booking without its edited flag', '/ar/bookings/400/token-400'],
    ['a booking whose edited flag is not true or false', '/ar/bookings/400/token-400/yes'],
    ['a booking id that is not a number', '/ar/bookings/abc/token-400/false'],
    ['an access token with characters tokens never hold', '/ar/bookings/400/tok%20en/false'],
    ['a page the storefront does not serve', '/ar/reviews'],
    ['a review code with characters codes never hold', '/ar/reviews/c%C3%B3digo'],
    ['more segments after a review code', '/ar/reviews/demo-code/extra'],
    ['an action on a code the storefront does not know', '/ar/bookings/delete/demo-codigo-corte'],
    ['an action without its code', '/ar/bookings/cancel'],
    ['a confirmation code with characters codes never hold', '/ar/bookings/cancel/c%C3%B3digo'],
    ['the modify page without its code', '/ar/bookings/edit'],
    ['the modify page with a code codes never hold', '/ar/bookings/edit/c%C3%B3digo'],
    ['the payment page without its access token', '/cl/dlocal/abc/400'],
    ['the payment page with a booking id that is not one', '/cl/dlocal/abc/x/token-400'],
    ['the payment page with a token tokens never hold', '/cl/dlocal/a%20b/400/token-400'],
    ["a purchase's payment page without its access token", '/cl/dlocal/abc/gift_card'],
    ["a purchase's payment page with an access token tokens never hold", '/cl/dlocal/abc/gift_card/a%20b'],
    ["a purchase's page without its access token", '/cl/gift_cards'],
    ["a purchase's page with more segments", '/cl/gift_cards/token-400/extra'],
    ["a purchase's page with a token tokens never hold", '/cl/gift_cards/tok%20en'],
    ["an account link's page without its secret", '/cl/users/verify'],
    ["an account link's page of no purpose", '/cl/users/delete/A_b-9'],
    ["an account link's page with a secret secrets never hold", '/cl/users/password/c%C3%B3digo'],
    ['the consent page without its code', '/cl/sign_consents'],
    ['the consent page with more segments', '/cl/sign_consents/A_b-9/extra'],
    ['the consent page with a code codes never hold', '/cl/sign_consents/c%C3%B3digo'],
  ])('reads %s as the not-found page', (_case, path) => {
    expect(parseStorefrontPath(path).page).toBe('notFound');
  });

  it('keeps the embedding of an unknown path inside the frame, so its not-found page stays framed', () => {
    expect(parseStorefrontPath('/ar/iframe/unknown')).toEqual({ page: 'notFound', embedded: true });
    expect(parseStorefrontPath('/ar/unknown')).toEqual({ page: 'notFound', embedded: false });
  });

  const pages: readonly StorefrontPage[] = [
    { page: 'locations', country: 'ar' },
    { page: 'location', country: 'ar', locationId: locationId(5), professionalId: null },
    { page: 'location', country: 'cl', locationId: locationId(7), professionalId: 11 },
    { page: 'bookingSummary', country: 'ar', bookingId: bookingId(400), accessToken: 'token-400', edited: false },
    { page: 'bookingSummary', country: 'ar', bookingId: bookingId(401), accessToken: 'A_b-9', edited: true },
    { page: 'bookingByCode', country: 'ar', action: 'cancel', confirmationCode: 'demo-codigo-corte' },
    { page: 'bookingByCode', country: 'cl', action: 'confirmAll', confirmationCode: 'A_b-9' },
    { page: 'bookingEdit', country: 'ar', confirmationCode: 'demo-codigo-corte' },
    { page: 'bookingView', country: 'ar', confirmationCode: 'demo-codigo-corte' },
    { page: 'review', country: 'cl', code: 'demo-review-providencia-K3v8Nq2Lm5Xc9Rt4' },
    { page: 'payment', country: 'cl', tokenData: 'tok.EN_9~x', bookingId: bookingId(400), accessToken: 'token-400' },
    { page: 'giftCardPayment', country: 'cl', tokenData: 'tok.EN_9~x', accessToken: 'token-400' },
    { page: 'giftCardPurchase', country: 'ar', accessToken: 'A_b-9' },
    { page: 'consentSigning', country: 'cl', code: 'Q8zT3vYxL0bN5kWm2sPa7RfC' },
    { page: 'accountLink', country: 'us', link: 'password', secret: 'Q8zT3vYxL0bN5kWm2sPa7RfC' },
  ];

  it.each(pages.flatMap((page) => [true, false].map((embedded) => [page, embedded] as const)))(
    'builds %o (embedded %s) into a path that reads back as the same page',
    (page, embedded) => {
      expect(parseStorefrontPath(storefrontPath(page, embedded))).toEqual({ ...page, embedded });
    },
  );

  it("builds each page into the spec's path, the iframe segment right after the country", () => {
    expect(storefrontPath({ page: 'home' }, false)).toBe('/');
    expect(storefrontPath({ page: 'locations', country: 'ar' }, true)).toBe('/ar/iframe');
    expect(
      storefrontPath({ page: 'location', country: 'ar', locationId: locationId(5), professionalId: null }, false),
    ).toBe('/ar/sucursal/5');
    expect(
      storefrontPath({ page: 'location', country: 'ar', locationId: locationId(5), professionalId: 11 }, true),
    ).toBe('/ar/iframe/sucursal/5/profesional/11');
    expect(
      storefrontPath(
        { page: 'bookingSummary', country: 'ar', bookingId: bookingId(400), accessToken: 'token-400', edited: false },
        false,
      ),
    ).toBe('/ar/bookings/400/token-400/false');
    expect(
      storefrontPath(
        { page: 'bookingSummary', country: 'ar', bookingId: bookingId(400), accessToken: 'token-400', edited: false },
        true,
      ),
    ).toBe('/ar/iframe/bookings/400/token-400/false');
    expect(storefrontPath({ page: 'review', country: 'cl', code: 'A_b-9' }, true)).toBe('/cl/iframe/reviews/A_b-9');
    expect(
      storefrontPath(
        { page: 'payment', country: 'cl', tokenData: 'abc', bookingId: bookingId(400), accessToken: 'token-400' },
        true,
      ),
    ).toBe('/cl/iframe/dlocal/abc/400/token-400');
  });

  it('builds the not-found page as the home link', () => {
    expect(storefrontPath({ page: 'notFound' }, true)).toBe('/');
  });
});

describe('links into a branch keep the query string (booking-wizard §2 Routes "query string kept")', () => {
  const tracked = '?utm_source=news&utm_campaign=spring&creative_source=instagram';

  it('carries the locations list’s query string into each branch', () => {
    expect(withKeptQuery('/cl/sucursal/2', { pathname: '/cl', search: tracked })).toBe(`/cl/sucursal/2${tracked}`);
  });

  it('carries a branch page’s query string into a professional’s page of it, in a frame too', () => {
    expect(
      withKeptQuery('/cl/iframe/sucursal/2/profesional/4', { pathname: '/cl/iframe/sucursal/2', search: tracked }),
    ).toBe(`/cl/iframe/sucursal/2/profesional/4${tracked}`);
  });

  it('leaves links to other pages, links with a query of their own, and links from booking pages as they are', () => {
    expect(withKeptQuery('/cl', { pathname: '/cl/sucursal/2', search: tracked })).toBe('/cl');
    expect(withKeptQuery('/cl/sucursal/2?services_id=5', { pathname: '/cl', search: tracked })).toBe(
      '/cl/sucursal/2?services_id=5',
    );
    expect(withKeptQuery('/cl/sucursal/2', { pathname: '/cl/bookings/9/abc/false', search: '?p=dlocal' })).toBe(
      '/cl/sucursal/2',
    );
    expect(withKeptQuery('/cl/sucursal/2', { pathname: '/cl', search: '' })).toBe('/cl/sucursal/2');
  });
});
