import type { Result } from 'neverthrow';
import { checkedBoolean, checkedString, decodeChecked, nullOr, struct } from '../shared/checked';
import type { SchemaViolation } from '../shared/decode';
import { supportedPaymentProvider, type PaymentProvider } from './payment-provider';

// Whether a company takes payments online (booking-wizard §5): it must allow it, be capable of it,
// and use a provider that supports it.

/** The company overview's online-payment fields. */
export interface OnlinePaymentSettings {
  readonly allowsOnlinePayment: boolean;
  readonly onlinePaymentCapable: boolean;
  /** The kind of payment provider; null when the company has none. */
  readonly providerOnlinePayment: string | null;
}

/** Smart constructor: a company's online-payment settings from untrusted input, or every field at fault. */
export const parseOnlinePaymentSettings: (input: unknown) => Result<OnlinePaymentSettings, SchemaViolation> =
  decodeChecked(
    struct<OnlinePaymentSettings>({
      allowsOnlinePayment: checkedBoolean,
      onlinePaymentCapable: checkedBoolean,
      providerOnlinePayment: nullOr(checkedString),
    }),
  );

export type OnlinePayment =
  | { readonly _tag: 'OnlinePaymentActive'; readonly provider: PaymentProvider }
  | {
      readonly _tag: 'OnlinePaymentInactive';
      /** The first condition that fails, in the order the spec lists them. */
      readonly reason: 'NOT_ALLOWED' | 'NOT_CAPABLE' | 'PROVIDER_UNSUPPORTED';
    };

export function onlinePayment(settings: OnlinePaymentSettings): OnlinePayment {
  if (!settings.allowsOnlinePayment) return { _tag: 'OnlinePaymentInactive', reason: 'NOT_ALLOWED' };
  if (!settings.onlinePaymentCapable) return { _tag: 'OnlinePaymentInactive', reason: 'NOT_CAPABLE' };
  const provider = supportedPaymentProvider(settings.providerOnlinePayment);
  if (provider === null) return { _tag: 'OnlinePaymentInactive', reason: 'PROVIDER_UNSUPPORTED' };
  return { _tag: 'OnlinePaymentActive', provider };
}
