import { Schema } from 'effect';
import type { Rule } from '../shared/checked';
import { distinctMarksRule, separatorRule, unambiguousMarksRule } from './currency-format.plain';

// A company's currency format as an effect Schema, for the catalogue file's (ADR 0070), built from
// the rules of the currency-format.plain.ts twin, which the storefront's first page imports (ADR 0072).
export * from './currency-format.plain';

const filter = <T>(rule: Rule<T>) => Schema.makeFilter(rule.test, { expected: rule.expected });

export const CurrencyFormat = Schema.Struct({
  unit: Schema.String,
  /** Empty for a company that does not group thousands. */
  delimiter: Schema.String,
  separator: Schema.String.check(filter(separatorRule)),
}).check(filter(distinctMarksRule), filter(unambiguousMarksRule));
export type CurrencyFormat = typeof CurrencyFormat.Type;
