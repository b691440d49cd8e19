import { Schema } from 'effect';
import type { Result } from 'neverthrow';
import { decodeWith, type SchemaViolation } from '../shared/decode';

// How a company writes its prices (booking-wizard §3 Company overview, storefront §3):
// `unit` is the currency symbol, `delimiter` separates thousands, `separator` the decimals.

/** The company overview's currency fields, to spread into a schema of the whole overview. */
export const CurrencyFormatFields = {
  unit: Schema.String,
  /** Empty for a company that does not group thousands. */
  delimiter: Schema.String,
  separator: Schema.String.check(Schema.isNonEmpty()),
};

// A delimiter equal to the separator, or either holding a digit or a minus sign, would make a
// written price read as more than one amount.
const unambiguous = /^[^\d-]*$/;

export const CurrencyFormat = Schema.Struct(CurrencyFormatFields).check(
  Schema.makeFilter((format) => format.delimiter !== format.separator, {
    expected: 'a thousands delimiter different from the decimal separator',
  }),
  Schema.makeFilter((format) => unambiguous.test(format.delimiter) && unambiguous.test(format.separator), {
    expected: 'a delimiter and a separator without digits or minus signs',
  }),
);
export type CurrencyFormat = typeof CurrencyFormat.Type;

/** Smart constructor: a company's currency format from untrusted input, or every field at fault. */
export const parseCurrencyFormat: (input: unknown) => Result<CurrencyFormat, SchemaViolation> =
  decodeWith(CurrencyFormat);
