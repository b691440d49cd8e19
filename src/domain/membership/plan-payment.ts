// What a client's plan pays of their bookings, and what is left for them to pay (issue 29 item 11;
// docs/adr/0090; storefront §3 "A plan or membership can pay some services; others need online
// payment or are reserved with pending payment"). A membership pays a whole booking, spending one of
// its uses (plan-allocation.ts): the booking it pays leaves nothing to pay, one it does not pay
// leaves its price. The confirmation view, the booking's mails and the staff list all say it from
// this one decision, so none of them shows "Price: $35.000" for a booking the plan pays.

/** One booking as its plan payment is read: its price, whether it is shown, and the plan paying it. */
export interface PlanPayableBooking {
  /** The price recorded at booking; null when it has none. */
  readonly price: number | null;
  /** The company shows the price; a hidden one is never revealed through what the plan covers. */
  readonly showPrice: boolean;
  /** A cancelled booking is neither paid by a plan nor owed. */
  readonly cancelled: boolean;
  /** The name of the client's membership or plan that pays it; null when none does. */
  readonly planName: string | null;
}

/**
 * What a plan pays of one booking. `covered` and `leftToPay` are amounts in the company's currency,
 * null where saying them would reveal a hidden price (or the booking has none).
 */
export interface BookingPlanPayment {
  readonly planName: string;
  readonly covered: number | null;
  readonly leftToPay: number | null;
}

/** What the plans pay of a group of bookings, and what is left to pay of it. */
export interface PlanPayment {
  /** The names of the plans that pay some booking, each once, in the bookings' order. */
  readonly planNames: readonly string[];
  /** Null when a booking the plans pay hides its price. */
  readonly covered: number | null;
  /** Null when a booking left to pay hides its price or has none. */
  readonly leftToPay: number | null;
  /** Each booking's, in the order given: null for a booking no plan pays. */
  readonly bookings: readonly (BookingPlanPayment | null)[];
}

/** An amount shown in cents, so that sums of prices with cents add up exactly. */
const cents = (amount: number): number => Math.round(amount * 100);

const shownPrice = (booking: PlanPayableBooking): number | null =>
  booking.showPrice && booking.price !== null ? booking.price : null;

/** What a plan covers of one booking and what is left to pay of it, whether or not a plan pays it. */
export interface BookingShares {
  readonly covered: number | null;
  readonly leftToPay: number | null;
}

/**
 * What the plan paying `booking` covers of it (all of it, nothing left) and, when no plan pays it,
 * its price left to pay; a cancelled booking owes nothing and is covered by nothing.
 */
export function bookingShares(booking: PlanPayableBooking): BookingShares {
  if (booking.cancelled) return { covered: 0, leftToPay: 0 };
  if (booking.planName === null) return { covered: 0, leftToPay: shownPrice(booking) };
  return { covered: shownPrice(booking), leftToPay: 0 };
}

/** What the plan paying `booking` covers of it; null when no plan pays it (or it is cancelled). */
export function bookingPlanPayment(booking: PlanPayableBooking): BookingPlanPayment | null {
  if (booking.cancelled || booking.planName === null) return null;
  return { planName: booking.planName, ...bookingShares(booking) };
}

/** A sum of amounts in cents, null as soon as one is not known. */
function sum(amounts: readonly (number | null)[]): number | null {
  let total = 0;
  for (const amount of amounts) {
    if (amount === null) return null;
    total += cents(amount);
  }
  return total / 100;
}

/**
 * What the plans pay of `bookings` and what is left to pay of them; null when no plan pays any
 * booking, so that a booking without a plan reads exactly as before. Cancelled bookings count for
 * nothing: their plan's use was given back, and nothing is owed for them.
 */
export function planPayment(bookings: readonly PlanPayableBooking[]): PlanPayment | null {
  const paid = bookings.map(bookingPlanPayment);
  if (paid.every((payment) => payment === null)) return null;
  const shares = bookings.map(bookingShares);
  return {
    planNames: [...new Set(paid.flatMap((payment) => (payment === null ? [] : [payment.planName])))],
    covered: sum(shares.map((share) => share.covered)),
    leftToPay: sum(shares.map((share) => share.leftToPay)),
    bookings: paid,
  };
}
