import fc from 'fast-check';
import { anyReservedSelection } from '../reservation/reservation.arbitraries';
import { onlinePayment, type OnlinePaymentSettings } from './online-payment';
import { PAYMENT_PROVIDERS } from './payment-provider';
import type { ReserveButtonsInput } from './reserve-buttons';

/** A company's online-payment settings, its provider one we support, one we don't, or none. */
export const anyOnlinePaymentSettings: fc.Arbitrary<OnlinePaymentSettings> = fc.record({
  allowsOnlinePayment: fc.boolean(),
  onlinePaymentCapable: fc.boolean(),
  providerOnlinePayment: fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...PAYMENT_PROVIDERS) },
    { weight: 1, arbitrary: fc.constantFrom(null, '', 'paypal', '2', 'DLOCAL') },
  ),
});

/** The footer's situation: any cart, company, call in flight or not, and client form state. */
export const anyReserveButtonsInput: fc.Arbitrary<ReserveButtonsInput> = fc.record({
  servicesToReserve: anyReservedSelection.map(({ servicesToReserve }) => servicesToReserve),
  onlinePayment: anyOnlinePaymentSettings.map(onlinePayment),
  checkLoading: fc.boolean(),
  bookingLoading: fc.boolean(),
  clientValidation: fc.record({ isValid: fc.boolean(), acceptedTerms: fc.boolean() }),
  policyTermActive: fc.boolean(),
});
