import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tracksBookingConversion } from './booking-conversion';

// booking-wizard §4: the 'Booking' event is a confirmed booking's, whichever way it was paid.

describe('when a booking counts as the Booking conversion (booking-wizard §4)', () => {
  it('counts a booking paid at the location as it is created, and one paid online only once its payment is approved', () => {
    fc.assert(
      fc.property(fc.boolean(), (paysOnline) => {
        const atCreation = tracksBookingConversion({ _tag: 'Created', paysOnline });
        const afterPaying = paysOnline && tracksBookingConversion({ _tag: 'PaymentSettled', paid: true });
        // Exactly one of the two moments tracks each booking.
        expect(atCreation !== afterPaying).toBe(true);
        expect(atCreation).toBe(!paysOnline);
      }),
    );
  });

  it('never counts a booking whose online payment failed or still waits', () => {
    expect(tracksBookingConversion({ _tag: 'PaymentSettled', paid: false })).toBe(false);
    expect(tracksBookingConversion({ _tag: 'Created', paysOnline: true })).toBe(false);
  });
});
