import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BOOKING_STATUSES, type BookingStatus } from '../booking/booking-lifecycle';
import { consentSignPath, shownConsents } from './consent-links';
import { anyBookingConsentRequest } from './consent.arbitraries';

// Issue 32 "Links" (docs/adr/0118): a request shows its form and state, and a link to its signing
// page exactly while it can still be signed.

const anyStatus: fc.Arbitrary<BookingStatus> = fc.constantFrom(...BOOKING_STATUSES);

describe('the consents a booking shows', () => {
  it('links to the signing page on the storefront, by the country and the code', () => {
    expect(consentSignPath('CL', 'abc_DEF-123')).toBe('/cl/sign_consents/abc_DEF-123');
  });

  it('links exactly the unsigned requests of standing bookings whose code is known, keeping every request', () => {
    fc.assert(
      fc.property(fc.array(anyBookingConsentRequest, { maxLength: 8 }), anyStatus, (requests, status) => {
        const shown = shownConsents(requests, { countryCode: 'cl', statusOf: () => status });
        expect(shown).toHaveLength(requests.length);
        shown.forEach((each, index) => {
          const request = requests[index];
          if (request === undefined) throw new Error('As many shown as asked');
          const { code } = request;
          const linked = request.state === 'unsigned' && status !== 'cancelled' && code !== null;
          expect(each.signPath).toBe(linked ? `/cl/sign_consents/${code}` : null);
          expect(each).toMatchObject({ title: request.title, state: request.state, signedAt: request.signedAt });
        });
      }),
    );
  });

  it('links nothing of a booking it does not know', () => {
    fc.assert(
      fc.property(anyBookingConsentRequest, (request) => {
        expect(shownConsents([request], { countryCode: 'cl', statusOf: () => undefined })[0]?.signPath).toBeNull();
      }),
    );
  });
});
