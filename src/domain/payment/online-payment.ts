import { Schema } from 'effect';
import type { Result } from 'neverthrow';
import { decodeWith, type SchemaViolation } from '../shared/decode';
import { supportedPaymentProvider, type PaymentProvider } from './payment-provider';

// Whether a company takes payments online (booking-wizard §5): it must allow it, be capable of it,
// and use a provider that supports it.

/** The company overview's online-payment fields, to spread into a schema of the whole overview. */
export const OnlinePaymentSettingsFields = {
  allowsOnlinePayment: Schema.Boolean,
  onlinePaymentCapable: Schema.Boolean,
  /** The kind of payment provider; null when the company has none. */
  providerOnlinePayment: Schema.NullOr(Schema.String),
};

export const OnlinePaymentSettings = Schema.Struct(OnlinePaymentSettingsFields);
export type OnlinePaymentSettings = typeof OnlinePaymentSettings.Type;

/** Smart constructor: a company's online-payment settings from untrusted input, or every field at fault. */
export const parseOnlinePaymentSettings: (input: unknown) => Result<OnlinePaymentSettings, SchemaViolation> =
  decodeWith(OnlinePaymentSettings);

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
