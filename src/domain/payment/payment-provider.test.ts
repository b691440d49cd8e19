import { describe, expect, it } from 'vitest';
import { bookingPaymentFields, paymentProviderCode, supportedPaymentProvider } from './payment-provider';

describe('payment providers (booking-wizard §7, §9)', () => {
  it.each([
    ['epayco', 'epayco'],
    ['dlocal', 'dlocal'],
    ['pago_facil', '2'],
  ] as const)('sends %s as %j (booking-wizard §9)', (provider, code) => {
    expect(paymentProviderCode(provider)).toBe(code);
  });

  it('recognises the providers by name and nothing else', () => {
    expect(supportedPaymentProvider('pago_facil')).toBe('pago_facil');
    expect(supportedPaymentProvider('2')).toBeNull();
    expect(supportedPaymentProvider('paypal')).toBeNull();
    expect(supportedPaymentProvider(null)).toBeNull();
  });

  it('puts any provider’s code in paymentPagoFacil and flags dLocal in paymentDlocal (booking-wizard §7)', () => {
    expect(bookingPaymentFields('pago_facil')).toEqual({ paymentPagoFacil: '2', paymentDlocal: '' });
    expect(bookingPaymentFields('epayco')).toEqual({ paymentPagoFacil: 'epayco', paymentDlocal: '' });
    expect(bookingPaymentFields('dlocal')).toEqual({ paymentPagoFacil: 'dlocal', paymentDlocal: 'dlocal' });
  });

  it('leaves both payment fields empty for a booking not paid online (booking-wizard §7)', () => {
    expect(bookingPaymentFields(null)).toEqual({ paymentPagoFacil: '', paymentDlocal: '' });
  });
});
