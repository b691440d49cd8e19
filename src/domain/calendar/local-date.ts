import { Schema } from 'effect';
import { isLocalDate, localDateExpected } from './local-date.plain';

// The effect Schema of this value, for the schemas that hold it (the server's, the wizard's);
// everything else lives in the local-date.plain.ts twin, which the storefront's first page imports so
// that it loads no schema library (ADR 0072).
export * from './local-date.plain';

export const LocalDate = Schema.String.pipe(
  Schema.check(Schema.makeFilter(isLocalDate, { expected: localDateExpected })),
  Schema.brand('LocalDate'),
);
export type LocalDate = typeof LocalDate.Type;
