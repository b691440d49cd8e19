import type { Brand } from 'effect';
import { isPositiveInteger } from '../shared/checked';

// A booking's id: a positive integer, branded so that it cannot stand in for a group's, a client's
// or a location's id (ADR 0054). Its effect Schema is in booking-id.ts; this twin has none, so the
// storefront's first page loads no schema library (ADR 0072).

export type BookingId = number & Brand.Brand<'BookingId'>;

/** Tested by hand: the storefront's first page reads booking ids with no schema library (ADR 0072). */
export const isBookingId = (value: unknown): value is BookingId => isPositiveInteger(value);
