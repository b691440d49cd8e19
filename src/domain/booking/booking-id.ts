import { Schema } from 'effect';

// A booking's id: a positive integer, branded so that it cannot stand in for a group's, a client's
// or a location's id (ADR 0054).

export const BookingId = Schema.Int.pipe(Schema.check(Schema.isGreaterThan(0)), Schema.brand('BookingId'));
export type BookingId = typeof BookingId.Type;

export const isBookingId = Schema.is(BookingId);
