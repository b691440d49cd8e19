import { Schema } from 'effect';
import { clockTimeExpected, timePattern } from './clock-time.plain';

// The effect Schema of this value, for the schemas that hold it (the server's, the wizard's);
// everything else lives in the clock-time.plain.ts twin, which the storefront's first page imports so
// that it loads no schema library (ADR 0072).
export * from './clock-time.plain';

export const ClockTime = Schema.String.pipe(
  Schema.check(Schema.isPattern(timePattern, { expected: clockTimeExpected })),
  Schema.brand('ClockTime'),
);
export type ClockTime = typeof ClockTime.Type;
