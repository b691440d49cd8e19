import { Schema } from 'effect';

// The effect Schema of this value, for the schemas that hold it (the server's, the wizard's);
// everything else lives in the instant.plain.ts twin, which the storefront's first page imports so
// that it loads no schema library (ADR 0072).
export * from './instant.plain';

export const Instant = Schema.Int.pipe(Schema.brand('Instant'));
export type Instant = typeof Instant.Type;
