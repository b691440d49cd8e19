import type { Result } from 'neverthrow';
import { checkedString, decodeChecked, refinedBy, struct, type Rule } from '../shared/checked';
import type { SchemaViolation } from '../shared/decode';

// How a company writes its prices (booking-wizard §3 Company overview, storefront §3):
// `unit` is the currency symbol, `delimiter` separates thousands, `separator` the decimals.
// Checked by hand (ADR 0072): the storefront's first page reads it and needs no schema library;
// currency-format.ts builds the catalogue file's effect Schema from the same rules.

export interface CurrencyFormat {
  readonly unit: string;
  /** Empty for a company that does not group thousands. */
  readonly delimiter: string;
  readonly separator: string;
}

// A delimiter equal to the separator, or either holding a digit or a minus sign, would make a
// written price read as more than one amount.
const unambiguous = /^[^\d-]*$/;

export const separatorRule: Rule<string> = {
  test: (separator) => separator.length > 0,
  expected: 'a value with a length of at least 1',
};

export const distinctMarksRule: Rule<CurrencyFormat> = {
  test: (format) => format.delimiter !== format.separator,
  expected: 'a thousands delimiter different from the decimal separator',
};

export const unambiguousMarksRule: Rule<CurrencyFormat> = {
  test: (format) => unambiguous.test(format.delimiter) && unambiguous.test(format.separator),
  expected: 'a delimiter and a separator without digits or minus signs',
};

const checkedCurrencyFormat = struct<CurrencyFormat>(
  { unit: checkedString, delimiter: checkedString, separator: refinedBy(checkedString, separatorRule) },
  distinctMarksRule,
  unambiguousMarksRule,
);

/** Smart constructor: a company's currency format from untrusted input, or every field at fault. */
export const parseCurrencyFormat: (input: unknown) => Result<CurrencyFormat, SchemaViolation> =
  decodeChecked(checkedCurrencyFormat);
