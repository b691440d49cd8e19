import { Effect, Schema } from 'effect';
import { appStoreAddressPattern, WHATSAPP_NUMBER_PATTERN } from '../storefront/contact-apps';
import { CATALOGUE_CHECK_ANNOTATION } from './catalogue-problem';

// The catalogue file's ways to reach a business beyond its storefront (issue 36; docs/adr/0131):
// a location's WhatsApp number and the company's apps, checked by the domain's own rules.

/** A WhatsApp number: its country code first, as wa.me takes it (docs/adr/0131). */
export const WhatsAppNumber = Schema.String.check(
  Schema.isPattern(WHATSAPP_NUMBER_PATTERN, {
    expected: 'a WhatsApp number with its country code: 8 to 15 digits, + first if written',
    [CATALOGUE_CHECK_ANNOTATION]: 'whatsappNumber',
  }),
  Schema.isMaxLength(40),
);
/** An app's page in the App Store or in Google Play, on the store's own host (docs/adr/0131). */
const AppStoreAddress = Schema.String.check(
  Schema.isPattern(appStoreAddressPattern('app_store'), {
    expected: 'an https://apps.apple.com/ address',
    [CATALOGUE_CHECK_ANNOTATION]: 'appStoreAddress',
  }),
  Schema.isMaxLength(500),
);
const GooglePlayAddress = Schema.String.check(
  Schema.isPattern(appStoreAddressPattern('google_play'), {
    expected: 'an https://play.google.com/ address',
    [CATALOGUE_CHECK_ANNOTATION]: 'googlePlayAddress',
  }),
  Schema.isMaxLength(500),
);
/** The company's own apps, which the location page's app-download banner links to; null for none. */
export const CompanyApps = Schema.Struct({
  app_store: Schema.NullOr(AppStoreAddress).pipe(Schema.withDecodingDefaultKey(Effect.succeed(null))),
  google_play: Schema.NullOr(GooglePlayAddress).pipe(Schema.withDecodingDefaultKey(Effect.succeed(null))),
});
export type CompanyApps = typeof CompanyApps.Type;
