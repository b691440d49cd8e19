import { Schema } from 'effect';
import { greaterThanZero, notNegative } from '../shared/checked';

// A service's and a professional's ids as effect Schemas, for the schemas that hold them (the
// agenda, the SQL adapters), built from the same rules the hand-checked decoder tests; the rest is
// in the service.plain.ts twin, which the storefront's first page imports (ADR 0072).
export * from './service.plain';

export const ServiceId = Schema.Int.pipe(
  Schema.check(Schema.makeFilter(greaterThanZero.test, { expected: greaterThanZero.expected })),
  Schema.brand('ServiceId'),
);
export type ServiceId = typeof ServiceId.Type;

/** A professional; id 0 stands for "first provider available" (booking-wizard §3 Provider). */
export const ProviderId = Schema.Int.pipe(
  Schema.check(Schema.makeFilter(notNegative.test, { expected: notNegative.expected })),
  Schema.brand('ProviderId'),
);
export type ProviderId = typeof ProviderId.Type;
