import type { LocalDate } from '../calendar/local-date';
import { isWithin } from '../calendar/local-date';
import type { ServiceId } from '../catalog/service';

// Which of a client's memberships and plans pays for which booking (booking-wizard §3 Membership
// check, §4 Submission: "A plan or membership can pay some services"). The client-side coverage
// (membership-coverage.ts) reads the server's answer; this is the server's rule behind it.

/** A client's membership or plan with a company. */
export interface Membership {
  readonly id: number;
  readonly name: string;
  /** The services it pays for. */
  readonly serviceIds: readonly ServiceId[];
  /** How many bookings it may still pay; null when unlimited. */
  readonly usesLeft: number | null;
  /** The first and last day (included, at the location) a booking it pays may fall on. */
  readonly validFrom: LocalDate;
  readonly validUntil: LocalDate;
}

/** A booking a membership could pay: which service, on which day at the location. */
export interface PlanItem {
  readonly serviceId: ServiceId;
  readonly date: LocalDate;
}

/** Whether `membership` pays for `item`'s service on its day, uses aside. */
export function membershipCovers(membership: Membership, item: PlanItem): boolean {
  return (
    membership.serviceIds.includes(item.serviceId) && isWithin(item.date, membership.validFrom, membership.validUntil)
  );
}

/**
 * For each item in order, the id of the membership that pays it, or null. Each item spends one use
 * of the membership that pays it, and a membership never pays more items than it has uses left.
 * Of the memberships able to pay an item, the one ending soonest pays (the lowest id on a tie), so
 * uses about to lapse are spent first.
 */
export function allocatePlans(
  memberships: readonly Membership[],
  items: readonly PlanItem[],
): readonly (number | null)[] {
  const byExpiry = [...memberships].sort((a, b) =>
    a.validUntil < b.validUntil ? -1 : a.validUntil > b.validUntil ? 1 : a.id - b.id,
  );
  const usesLeft = new Map(byExpiry.map((membership) => [membership.id, membership.usesLeft]));
  return items.map((item) => {
    const paying = byExpiry.find((membership) => {
      const left = usesLeft.get(membership.id);
      return (left === null || (left !== undefined && left > 0)) && membershipCovers(membership, item);
    });
    if (paying === undefined) return null;
    const left = usesLeft.get(paying.id);
    if (left !== null && left !== undefined) usesLeft.set(paying.id, left - 1);
    return paying.id;
  });
}
