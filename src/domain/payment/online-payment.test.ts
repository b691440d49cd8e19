import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { onlinePayment, parseOnlinePaymentSettings } from './online-payment';
import { PAYMENT_PROVIDERS } from './payment-provider';
import { anyOnlinePaymentSettings } from './payment.arbitraries';

const takesPayments = { allowsOnlinePayment: true, onlinePaymentCapable: true, providerOnlinePayment: 'dlocal' };

describe('online payment of a company (booking-wizard §5)', () => {
  it('is active when the company allows it, is capable and its provider supports it (booking-wizard §5)', () => {
    expect(onlinePayment(takesPayments)).toEqual({ _tag: 'OnlinePaymentActive', provider: 'dlocal' });
  });

  it('is inactive when the company does not allow it (booking-wizard §5)', () => {
    expect(onlinePayment({ ...takesPayments, allowsOnlinePayment: false })).toEqual({
      _tag: 'OnlinePaymentInactive',
      reason: 'NOT_ALLOWED',
    });
  });

  it('is inactive when the company is not capable of it (booking-wizard §5)', () => {
    expect(onlinePayment({ ...takesPayments, onlinePaymentCapable: false })).toEqual({
      _tag: 'OnlinePaymentInactive',
      reason: 'NOT_CAPABLE',
    });
  });

  it('is inactive when the company’s provider is not one that supports it (booking-wizard §5)', () => {
    expect(onlinePayment({ ...takesPayments, providerOnlinePayment: 'paypal' })).toEqual({
      _tag: 'OnlinePaymentInactive',
      reason: 'PROVIDER_UNSUPPORTED',
    });
    expect(onlinePayment({ ...takesPayments, providerOnlinePayment: null })._tag).toBe('OnlinePaymentInactive');
  });

  it('is active exactly when all three conditions hold, through the company’s own provider (booking-wizard §5)', () => {
    fc.assert(
      fc.property(anyOnlinePaymentSettings, (settings) => {
        const supported = PAYMENT_PROVIDERS.some((provider) => provider === settings.providerOnlinePayment);
        const payment = onlinePayment(settings);
        expect(payment._tag === 'OnlinePaymentActive').toBe(
          settings.allowsOnlinePayment && settings.onlinePaymentCapable && supported,
        );
        if (payment._tag === 'OnlinePaymentActive') expect(payment.provider).toBe(settings.providerOnlinePayment);
      }),
    );
  });

  it('reads its settings from the company overview, ignoring the other fields', () => {
    const overview = { id: 3, name: 'Salón Ana', ...takesPayments, unit: '$' };
    expect(parseOnlinePaymentSettings(overview)._unsafeUnwrap()).toEqual(takesPayments);
    expect(parseOnlinePaymentSettings({ ...takesPayments, allowsOnlinePayment: 'yes' }).isErr()).toBe(true);
  });
});
