import fc from 'fast-check';

const digit = fc.constantFrom(...Array.from('0123456789'));

const letters = Array.from('abcdefghijklmnopqrstuvwxyzáéíóúñ');
const textUnit = fc.constantFrom(
  ...letters,
  ...letters.map((letter) => letter.toUpperCase()),
  ...Array.from("0123456789.,;:!?¿¡()-' "),
);

/** Text of `minLength` to `maxLength` characters with no surrounding whitespace, so trimming keeps it whole. */
export function anyText(length: { readonly minLength: number; readonly maxLength: number }): fc.Arbitrary<string> {
  return fc.string({ unit: textUnit, ...length }).map((text) => text.replace(/^ /, 'a').replace(/ $/, 'z'));
}

const localPart = fc
  .stringMatching(/^[a-z0-9](?:[a-z0-9._+-]{0,6}[a-z0-9])?$/)
  .filter((local) => !local.includes('..'));
const domainLabel = fc.stringMatching(/^[a-z0-9](?:[a-z0-9-]{0,6}[a-z0-9])?$/);
const topLevelDomain = fc.constantFrom('cl', 'com', 'ar', 'pe', 'co', 'mx', 'org', 'net');

/** A well-formed e-mail address of exactly `length` characters (at least 20), the local part padded to fit. */
export function anyEmailOfLength(length: number): fc.Arbitrary<string> {
  return fc.tuple(localPart, domainLabel, topLevelDomain).map(([local, domain, tld]) => {
    const rest = `@${domain}.${tld}`;
    return local.padEnd(length - rest.length, 'x') + rest;
  });
}

/** A well-formed e-mail address of `min` to `max` characters (min at least 20). */
export function anyEmail(bounds: { readonly min: number; readonly max: number }): fc.Arbitrary<string> {
  return fc.integer({ min: bounds.min, max: bounds.max }).chain(anyEmailOfLength);
}

/** A phone number with a dial code, `min` to `max` characters long. */
export function anyPhone(bounds: { readonly min: number; readonly max: number }): fc.Arbitrary<string> {
  return fc
    .tuple(
      fc.constantFrom('+56', '+54', '+51', '+57', '+52', ''),
      fc.string({ unit: digit, minLength: 1, maxLength: bounds.max }),
    )
    .map(([dialCode, number]) => (dialCode + number).slice(0, bounds.max))
    .filter((phone) => phone.length >= bounds.min);
}

/** Surrounding whitespace someone might type or paste around a value. */
export const anyPadding: fc.Arbitrary<string> = fc.constantFrom('', ' ', '  ', '\t', ' \n');
