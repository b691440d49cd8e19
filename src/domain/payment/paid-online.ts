import type { BookingStatus } from '../booking/booking-lifecycle';

// Whether an item is paid online, and what that makes of the booking (ADR 0017, ADR 0042): one
// rule, read by the terms' prices, by the create's charge and statuses, and by what a booked
// service tells its client.

/** What decides whether an item of a submission is paid online. */
export interface ItemPaymentFacts {
  /** The client named a payment provider: they chose to pay online. */
  readonly clientPaysOnline: boolean;
  /** The service booked (a bundle's own service, for a bundle's item) must be paid online. */
  readonly mustBePaidOnline: boolean;
  /** A membership of the client's pays the item. */
  readonly paidByMembership: boolean;
}

/** Paid online when no membership pays it and the client chose to pay online or the service must be paid online. */
export function isPaidOnline(item: ItemPaymentFacts): boolean {
  return !item.paidByMembership && (item.clientPaysOnline || item.mustBePaidOnline);
}

/** The statuses a booking is created in. */
export type StatusOnBooking = Extract<BookingStatus, 'pending_payment' | 'confirmed'>;

/**
 * The status a new booking starts in: pending_payment when it is paid online and the create owes a
 * payment (it holds its hour until the payment arrives or expires); confirmed otherwise — nothing
 * to charge online (free services, memberships paying) books outright.
 */
export function statusOnBooking(paidOnline: boolean, paymentOwed: boolean): StatusOnBooking {
  return paidOnline && paymentOwed ? 'pending_payment' : 'confirmed';
}

/**
 * The status a create answers for its group: pending_payment while any of its bookings waits for
 * the payment, confirmed when none does.
 */
export function groupStatusOnBooking(statuses: readonly StatusOnBooking[]): StatusOnBooking {
  return statuses.some((status) => status === 'pending_payment') ? 'pending_payment' : 'confirmed';
}

/**
 * Whether a booked service tells its client it is paid online (`should_pay_online`): its service
 * must be paid online, or it is still waiting for its payment.
 */
export function shouldPayOnline(booked: {
  readonly mustBePaidOnline: boolean;
  readonly status: BookingStatus;
}): boolean {
  return booked.mustBePaidOnline || booked.status === 'pending_payment';
}
