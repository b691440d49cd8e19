import { Schema } from 'effect';
import { isPositiveInteger } from '../shared/checked';

// A booking's id as an effect Schema, for the schemas that hold it; the rest is in the
// booking-id.plain.ts twin, which the storefront's first page imports (ADR 0072).
export * from './booking-id.plain';

export const BookingId = Schema.Int.pipe(
  Schema.check(Schema.makeFilter(isPositiveInteger, { expected: 'a positive integer' })),
  Schema.brand('BookingId'),
);
export type BookingId = typeof BookingId.Type;
