import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bookingPlanPayment, bookingShares, planPayment, type PlanPayableBooking } from './plan-payment';

// storefront §3 "A plan or membership can pay some services; others need online payment or are
// reserved with pending payment"; issue 29 item 11 "What a plan pays is shown".

/** A price as companies write them: major units with at most two decimals. */
const anyPrice = fc.integer({ min: 0, max: 99_999_999 }).map((cents) => cents / 100);

const anyBooking: fc.Arbitrary<PlanPayableBooking> = fc.record({
  price: fc.option(anyPrice, { nil: null }),
  showPrice: fc.boolean(),
  cancelled: fc.boolean(),
  planName: fc.option(fc.constantFrom('Plan limpiezas 2 al año', 'Pase 4 cortes'), { nil: null }),
});

const anyShownBooking = anyBooking.map((booking) => ({
  ...booking,
  price: booking.price ?? 0,
  showPrice: true,
  cancelled: false,
}));

const toCents = (amount: number) => Math.round(amount * 100);

describe('What a plan pays of a booking (storefront §3)', () => {
  it('leaves nothing to pay of a standing booking its plan pays, and covers its shown price', () => {
    fc.assert(
      fc.property(anyShownBooking, fc.string({ minLength: 1 }), (booking, planName) => {
        expect(bookingPlanPayment({ ...booking, planName })).toEqual({
          planName,
          covered: booking.price,
          leftToPay: 0,
        });
      }),
    );
  });

  it('splits each standing booking with a shown price into covered plus left to pay, and a cancelled one into nothing', () => {
    fc.assert(
      fc.property(anyBooking, (booking) => {
        const shares = bookingShares(booking);
        if (booking.cancelled) expect(shares).toEqual({ covered: 0, leftToPay: 0 });
        else if (booking.showPrice && booking.price !== null)
          expect(toCents(shares.covered ?? Number.NaN) + toCents(shares.leftToPay ?? Number.NaN)).toBe(
            toCents(booking.price),
          );
      }),
    );
  });

  it('says covered plus left to pay is the price of every booking with a shown price', () => {
    fc.assert(
      fc.property(fc.array(anyShownBooking, { minLength: 1, maxLength: 6 }), (bookings) => {
        const payment = planPayment(bookings);
        fc.pre(payment !== null);
        expect(toCents(payment.covered ?? Number.NaN) + toCents(payment.leftToPay ?? Number.NaN)).toBe(
          bookings.reduce((total, booking) => total + toCents(booking.price), 0),
        );
      }),
    );
  });

  it('leaves nothing to pay when the plans pay every standing booking', () => {
    fc.assert(
      fc.property(fc.array(anyBooking, { minLength: 1, maxLength: 6 }), (bookings) => {
        const payment = planPayment(bookings);
        fc.pre(payment !== null && bookings.every((booking) => booking.cancelled || booking.planName !== null));
        expect(payment.leftToPay).toBe(0);
      }),
    );
  });

  it('says nothing when no plan pays a standing booking, so a booking without a plan reads as before', () => {
    fc.assert(
      fc.property(fc.array(anyBooking, { maxLength: 6 }), (bookings) => {
        fc.pre(bookings.every((booking) => booking.cancelled || booking.planName === null));
        expect(planPayment(bookings)).toBeNull();
      }),
    );
  });

  it('never reveals a hidden price through what the plan covers or what is left', () => {
    fc.assert(
      fc.property(fc.array(anyBooking, { minLength: 1, maxLength: 6 }), (bookings) => {
        const payment = planPayment(bookings);
        fc.pre(payment !== null);
        const hiddenCovered = bookings.some(
          (booking) => !booking.cancelled && booking.planName !== null && !booking.showPrice,
        );
        const hiddenLeft = bookings.some(
          (booking) => !booking.cancelled && booking.planName === null && !booking.showPrice,
        );
        if (hiddenCovered) expect(payment.covered).toBeNull();
        if (hiddenLeft) expect(payment.leftToPay).toBeNull();
        bookings.forEach((booking, index) => {
          if (!booking.showPrice) expect(payment.bookings[index]?.covered ?? null).toBeNull();
        });
      }),
    );
  });

  it('names each paying plan once, in the order of the bookings it pays', () => {
    fc.assert(
      fc.property(fc.array(anyBooking, { minLength: 1, maxLength: 6 }), (bookings) => {
        const payment = planPayment(bookings);
        fc.pre(payment !== null);
        const paying = bookings.filter((booking) => !booking.cancelled).map((booking) => booking.planName);
        expect(payment.planNames).toEqual([...new Set(paying.filter((name) => name !== null))]);
      }),
    );
  });

  it('covers a clinic patient’s cleaning whole: $35.000 covered, $0 left', () => {
    expect(
      planPayment([{ price: 35000, showPrice: true, cancelled: false, planName: 'Plan limpiezas 2 al año' }]),
    ).toEqual({
      planNames: ['Plan limpiezas 2 al año'],
      covered: 35000,
      leftToPay: 0,
      bookings: [{ planName: 'Plan limpiezas 2 al año', covered: 35000, leftToPay: 0 }],
    });
  });

  it('leaves the shave to pay when the pass pays only the cut', () => {
    expect(
      planPayment([
        { price: 12000, showPrice: true, cancelled: false, planName: 'Pase 4 cortes' },
        { price: 9000.5, showPrice: true, cancelled: false, planName: null },
      ]),
    ).toMatchObject({ covered: 12000, leftToPay: 9000.5, bookings: [{ covered: 12000 }, null] });
  });
});
