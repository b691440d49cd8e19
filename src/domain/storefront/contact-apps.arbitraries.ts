import fc from 'fast-check';

const digit = fc.integer({ min: 0, max: 9 }).map(String);
const separator = fc.constantFrom('', '', '', ' ', '-', '.');

/** A WhatsApp number as businesses write it: `+`, then 8 to 15 digits, some spaced or hyphenated. */
export const arbitraryWhatsAppNumber = fc
  .tuple(fc.boolean(), fc.array(fc.tuple(digit, separator), { minLength: 8, maxLength: 15 }))
  .map(
    ([plus, digits]) =>
      `${plus ? '+' : ''}${digits.map(([value, after], index) => (index === digits.length - 1 ? value : value + after)).join('')}`,
  );

const pathSegment = fc.stringMatching(/^[a-z0-9][a-z0-9.-]{0,20}$/u);

/** An app's page in the App Store. */
export const arbitraryAppStoreAddress = fc
  .tuple(fc.constantFrom('cl', 'ar', 'us'), pathSegment, fc.integer({ min: 1, max: 9_999_999_999 }))
  .map(([country, name, id]) => `https://apps.apple.com/${country}/app/${name}/id${String(id)}`);

/** An app's page in Google Play. */
export const arbitraryGooglePlayAddress = pathSegment.map(
  (name) => `https://play.google.com/store/apps/details?id=com.${name.replace(/[^a-z0-9]/gu, 'x')}`,
);
