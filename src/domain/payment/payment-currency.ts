// The currency a company's clients pay in online, from its location's country (booking-wizard §9:
// "currency per country code"). Prices are written with the company's own symbol and separators
// (currency-format.ts); a payment provider needs the ISO 4217 code, which only the country gives.

const CURRENCY_BY_COUNTRY: Readonly<Record<string, string>> = {
  ar: 'ARS',
  bo: 'BOB',
  br: 'BRL',
  cl: 'CLP',
  co: 'COP',
  cr: 'CRC',
  do: 'DOP',
  ec: 'USD',
  es: 'EUR',
  gt: 'GTQ',
  hn: 'HNL',
  mx: 'MXN',
  ni: 'NIO',
  pa: 'USD',
  pe: 'PEN',
  py: 'PYG',
  sv: 'USD',
  us: 'USD',
  uy: 'UYU',
  ve: 'VES',
};

/** The ISO 4217 code clients of a location in `countryCode` (ISO 3166-1 alpha-2, any case) pay in; null for a country we take no payments in. */
export function paymentCurrency(countryCode: string): string | null {
  return CURRENCY_BY_COUNTRY[countryCode.toLowerCase()] ?? null;
}

/** The countries online payments are taken in. */
export const PAYMENT_COUNTRIES: readonly string[] = Object.keys(CURRENCY_BY_COUNTRY);
