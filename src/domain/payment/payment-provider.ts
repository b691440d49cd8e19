// The card payment providers a company may take online payments through (booking-wizard §7, §9).

export const PAYMENT_PROVIDERS = ['epayco', 'dlocal', 'pago_facil'] as const;

export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/** How the create-booking call names a provider: Pago Fácil travels as '2' (booking-wizard §9). */
export type PaymentProviderCode = 'epayco' | 'dlocal' | '2';

export function paymentProviderCode(provider: PaymentProvider): PaymentProviderCode {
  switch (provider) {
    case 'epayco':
      return 'epayco';
    case 'dlocal':
      return 'dlocal';
    case 'pago_facil':
      return '2';
  }
}

/** The provider a code names, as the API answers a purchase's payment (Pago Fácil is '2'). */
export function paymentProviderOfCode(code: PaymentProviderCode): PaymentProvider {
  return code === '2' ? 'pago_facil' : code;
}

/**
 * The provider a company's `providerOnlinePayment` names, or null when it names none we can take
 * payments through. Only the providers' names are read; the '2' code is for sending.
 */
export function supportedPaymentProvider(providerOnlinePayment: string | null): PaymentProvider | null {
  return PAYMENT_PROVIDERS.find((provider) => provider === providerOnlinePayment) ?? null;
}

/** The create-booking call's payment fields (booking-wizard §7). */
export interface BookingPaymentFields {
  readonly paymentPagoFacil: PaymentProviderCode | '';
  readonly paymentDlocal: 'dlocal' | '';
}

/**
 * The payment fields for a booking paid online through `provider`, or for one not paid online
 * (null): `paymentPagoFacil` carries any provider's code, `paymentDlocal` flags dLocal alone.
 */
export function bookingPaymentFields(provider: PaymentProvider | null): BookingPaymentFields {
  if (provider === null) return { paymentPagoFacil: '', paymentDlocal: '' };
  return { paymentPagoFacil: paymentProviderCode(provider), paymentDlocal: provider === 'dlocal' ? 'dlocal' : '' };
}
