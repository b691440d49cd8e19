// The countries a phone number's dial code is picked from (booking-wizard §5 "the country picker
// is preselected by the countryCode"): the storefront's markets first, then others clients call
// from. The number is kept whole ("+56912345678"), as the client payload sends it.

// Countries carry no names here: the picker names them in the page's language (`countryName`).

export interface PhoneCountry {
  /** ISO 3166 alpha-2, lower case. */
  readonly code: string;
  readonly dial: string;
}

export const PHONE_COUNTRIES: readonly PhoneCountry[] = [
  { code: 'cl', dial: '+56' },
  { code: 'ar', dial: '+54' },
  { code: 'uy', dial: '+598' },
  { code: 'pe', dial: '+51' },
  { code: 'co', dial: '+57' },
  { code: 'mx', dial: '+52' },
  { code: 'ec', dial: '+593' },
  { code: 'bo', dial: '+591' },
  { code: 'py', dial: '+595' },
  { code: 've', dial: '+58' },
  { code: 'br', dial: '+55' },
  { code: 'cr', dial: '+506' },
  { code: 'pa', dial: '+507' },
  { code: 'gt', dial: '+502' },
  { code: 'do', dial: '+1' },
  { code: 'us', dial: '+1' },
  { code: 'es', dial: '+34' },
];

/** The country preselected for a location's country, Chile when we do not know it. */
export function phoneCountryFor(countryCode: string): PhoneCountry {
  return (
    PHONE_COUNTRIES.find((country) => country.code === countryCode.toLowerCase()) ??
    (PHONE_COUNTRIES[0] as PhoneCountry)
  );
}

/**
 * A whole number split into its country and the rest, for the picker and the input; the preselected
 * country when none matches. The rest is kept as typed up to its end: the input shows it back as the
 * client types, so a space typed last must stay for the next digit to follow it.
 */
export function splitPhone(
  phone: string,
  preselected: PhoneCountry,
): { readonly country: PhoneCountry; readonly number: string } {
  const compact = phone.trimStart();
  const match = [...PHONE_COUNTRIES]
    .sort((a, b) => b.dial.length - a.dial.length)
    .find((country) => compact.startsWith(country.dial));
  if (match === undefined) return { country: preselected, number: compact };
  const country = match.dial === preselected.dial ? preselected : match;
  return { country, number: compact.slice(match.dial.length).trimStart() };
}

/** The whole number: the dial code and what was typed, spaces kept as typed; '' when nothing was typed. */
export function joinPhone(country: PhoneCountry, number: string): string {
  return number.trim() === '' ? '' : `${country.dial}${number.trimStart()}`;
}
