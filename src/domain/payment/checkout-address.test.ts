import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NO_TRACKING, type TrackingParameters } from '../booking/traffic-source';
import { checkoutAddress } from './checkout-address';
import { PAYMENT_PROVIDERS, paymentProviderCode } from './payment-provider';

const anyTracking: fc.Arbitrary<TrackingParameters> = fc.record({
  creativeSource: fc.option(fc.string({ minLength: 1 }), { nil: null }),
  utmSource: fc.option(fc.string({ minLength: 1 }), { nil: null }),
  utmMedium: fc.option(fc.string({ minLength: 1 }), { nil: null }),
  utmCampaign: fc.option(fc.string({ minLength: 1 }), { nil: null }),
  utmContent: fc.option(fc.string({ minLength: 1 }), { nil: null }),
  utmTerm: fc.option(fc.string({ minLength: 1 }), { nil: null }),
  rwgToken: fc.option(fc.string({ minLength: 1 }), { nil: null }),
});

describe('the checkout page Pay and reserve sends the browser to (booking-wizard §4, §7)', () => {
  it('names the provider by its code, the transaction and the booking’s access token, under the API', () => {
    expect(
      checkoutAddress('https://api.example/', 'pago_facil', { trxId: 'TRX-1', accessToken: 'tok-1' }, NO_TRACKING),
    ).toBe('https://api.example/payments/checkout?p=2&b=TRX-1&t=tok-1');
  });

  it('carries the visit’s tracking parameters', () => {
    const tracking = { ...NO_TRACKING, utmSource: 'news letter', rwgToken: 'abc' };
    expect(checkoutAddress('http://localhost:3000', 'epayco', { trxId: 'TRX-2', accessToken: 'tok-2' }, tracking)).toBe(
      'http://localhost:3000/payments/checkout?p=epayco&b=TRX-2&t=tok-2&utm_source=news+letter&rwg_token=abc',
    );
  });

  it('reads back as the provider, the transaction, the access token and exactly the tracking parameters given', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PAYMENT_PROVIDERS),
        fc.string({ minLength: 1 }),
        fc.string({ minLength: 1 }),
        anyTracking,
        (provider, trxId, accessToken, tracking) => {
          const url = new URL(checkoutAddress('https://api.example', provider, { trxId, accessToken }, tracking));
          expect(url.pathname).toBe('/payments/checkout');
          expect(url.searchParams.get('p')).toBe(paymentProviderCode(provider));
          expect(url.searchParams.get('b')).toBe(trxId);
          expect(url.searchParams.get('t')).toBe(accessToken);
          expect(url.searchParams.get('utm_campaign')).toBe(tracking.utmCampaign);
          expect(url.searchParams.get('creative_source')).toBe(tracking.creativeSource);
          expect(url.searchParams.get('rwg_token')).toBe(tracking.rwgToken);
          expect([...url.searchParams.keys()]).toHaveLength(
            3 + Object.values(tracking).filter((value) => value !== null).length,
          );
        },
      ),
    );
  });
});
