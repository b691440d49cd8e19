import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exampleService } from '../catalog/service.arbitraries';
import { reserved } from '../reservation/reservation.arbitraries';
import { totalAmount } from '../money/summary-total';
import type { OnlinePayment } from './online-payment';
import { anyReserveButtonsInput } from './payment.arbitraries';
import { reserveButtons, type ReserveButtonsInput } from './reserve-buttons';

const active: OnlinePayment = { _tag: 'OnlinePaymentActive', provider: 'epayco' };
const inactive: OnlinePayment = { _tag: 'OnlinePaymentInactive', reason: 'NOT_ALLOWED' };

/** A visitor with a valid form and accepted terms, nothing in flight, a payable $13500 haircut. */
const ready: ReserveButtonsInput = {
  servicesToReserve: reserved(exampleService()),
  onlinePayment: active,
  checkLoading: false,
  bookingLoading: false,
  clientValidation: { isValid: true, acceptedTerms: true },
  policyTermActive: true,
};

const enabled = { _tag: 'Enabled' };
const hidden = { _tag: 'Hidden' };

describe('the reserve buttons (booking-wizard §5)', () => {
  it('shows and enables both buttons for a ready visitor and a payable service', () => {
    expect(reserveButtons(ready)).toEqual({ payAndReserve: enabled, reserve: enabled });
  });

  it('hides Pay and reserve when online payment is not active (booking-wizard §5)', () => {
    expect(reserveButtons({ ...ready, onlinePayment: inactive }).payAndReserve).toEqual(hidden);
  });

  it('hides Pay and reserve when no service can be paid online (booking-wizard §5)', () => {
    const servicesToReserve = reserved(exampleService({ onlinePayable: false }));
    expect(reserveButtons({ ...ready, servicesToReserve }).payAndReserve).toEqual(hidden);
  });

  it('hides Pay and reserve when the total is 0 (booking-wizard §5)', () => {
    const servicesToReserve = reserved(exampleService({ price: null, payingPrice: null }));
    expect(reserveButtons({ ...ready, servicesToReserve }).payAndReserve).toEqual(hidden);
  });

  it('hides plain Reserve when any service must be paid online (booking-wizard §5)', () => {
    const servicesToReserve = reserved(exampleService({ id: 1 }), exampleService({ id: 2, mustBePaidOnline: true }));
    expect(reserveButtons({ ...ready, servicesToReserve })).toEqual({ payAndReserve: enabled, reserve: hidden });
  });

  it.each([
    ['the availability check', { checkLoading: true }],
    ['the booking call', { bookingLoading: true }],
  ])('disables both buttons while %s is loading (booking-wizard §5)', (_, loading) => {
    const disabled = { _tag: 'Disabled', reason: 'CALL_IN_PROGRESS' };
    expect(reserveButtons({ ...ready, ...loading })).toEqual({ payAndReserve: disabled, reserve: disabled });
  });

  it('disables both buttons while the client form is invalid (booking-wizard §5)', () => {
    const disabled = { _tag: 'Disabled', reason: 'CLIENT_FORM_INVALID' };
    const clientValidation = { isValid: false, acceptedTerms: true };
    expect(reserveButtons({ ...ready, clientValidation })).toEqual({ payAndReserve: disabled, reserve: disabled });
  });

  it('disables both buttons until the terms are accepted when the policy is on (booking-wizard §5)', () => {
    const disabled = { _tag: 'Disabled', reason: 'TERMS_NOT_ACCEPTED' };
    const clientValidation = { isValid: true, acceptedTerms: false };
    expect(reserveButtons({ ...ready, clientValidation })).toEqual({ payAndReserve: disabled, reserve: disabled });
  });

  it('does not ask for the terms when the policy is off (booking-wizard §5)', () => {
    const clientValidation = { isValid: true, acceptedTerms: false };
    expect(reserveButtons({ ...ready, clientValidation, policyTermActive: false }).reserve).toEqual(enabled);
  });

  it('disables every shown button whenever a call is in flight (booking-wizard §5)', () => {
    fc.assert(
      fc.property(
        anyReserveButtonsInput.filter((input) => input.checkLoading || input.bookingLoading),
        (input) => {
          const { payAndReserve, reserve } = reserveButtons(input);
          for (const button of [payAndReserve, reserve]) expect(button._tag).not.toBe('Enabled');
        },
      ),
    );
  });

  it('hides plain Reserve exactly when some service must be paid online (booking-wizard §5)', () => {
    fc.assert(
      fc.property(anyReserveButtonsInput, (input) => {
        const mustPayOnline = input.servicesToReserve.some(
          (item) => item.service.mustBePaidOnline || item.bundle?.mustBePaidOnline === true,
        );
        expect(reserveButtons(input).reserve._tag === 'Hidden').toBe(mustPayOnline);
      }),
    );
  });

  it('shows Pay and reserve only with online payment active and an online total above 0 (booking-wizard §5)', () => {
    fc.assert(
      fc.property(anyReserveButtonsInput, (input) => {
        if (reserveButtons(input).payAndReserve._tag === 'Hidden') return;
        expect(input.onlinePayment._tag).toBe('OnlinePaymentActive');
        expect(totalAmount(input.servicesToReserve, 'payingOnline')).toBeGreaterThan(0);
      }),
    );
  });

  it('shows Pay and reserve whenever online payment is active, a service can be paid online and the online total is above 0 (booking-wizard §5)', () => {
    fc.assert(
      fc.property(anyReserveButtonsInput, (input) => {
        const payable = input.servicesToReserve.some((item) =>
          [item.service, ...(item.bundle === null ? [] : [item.bundle])].some(
            (terms) => terms.onlinePayable || terms.mustBePaidOnline,
          ),
        );
        const offered =
          input.onlinePayment._tag === 'OnlinePaymentActive' &&
          payable &&
          totalAmount(input.servicesToReserve, 'payingOnline') > 0;
        expect(reserveButtons(input).payAndReserve._tag !== 'Hidden').toBe(offered);
      }),
    );
  });

  it('shows both buttons in the same state whenever both show', () => {
    fc.assert(
      fc.property(anyReserveButtonsInput, (input) => {
        const { payAndReserve, reserve } = reserveButtons(input);
        if (payAndReserve._tag !== 'Hidden' && reserve._tag !== 'Hidden') expect(payAndReserve).toEqual(reserve);
      }),
    );
  });
});
