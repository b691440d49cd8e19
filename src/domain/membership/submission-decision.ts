import type { ServiceId } from '../catalog/service';
import type { InternalId, ServiceToReserve } from '../reservation/reservation';
import { isReservedAs, type MembershipCheckResponse } from './membership-check';
import { membershipCoverage } from './membership-coverage';

/** The plans modal closes and confirms on its own this long after showing full coverage (booking-wizard §9). */
export const PLANS_AUTO_CONFIRM_MS = 3000;

/** What Reserve or Pay and reserve does once the availability check has answered (booking-wizard §4 Submission). */
export type SubmissionDecision =
  /** Some services can no longer be booked: list them, and offer to book again. */
  | {
      readonly _tag: 'ShowUnavailableServices';
      readonly serviceIds: readonly ServiceId[];
      /** The names of the reserved services the check refused, each once. */
      readonly serviceNames: readonly string[];
      /** The reserved services the check refused: "Book again" chooses their hours anew. */
      readonly affected: readonly InternalId[];
    }
  /** Plans pay for everything: show success without buttons, then confirm by itself. */
  | {
      readonly _tag: 'ConfirmCoveredByPlans';
      readonly covered: readonly ServiceToReserve[];
      readonly autoConfirmAfterMs: typeof PLANS_AUTO_CONFIRM_MS;
    }
  /** Plans pay for some: warn, listing both; confirming continues, the uncovered may be removed first. */
  | {
      readonly _tag: 'WarnPartlyCoveredByPlans';
      readonly covered: readonly ServiceToReserve[];
      readonly uncovered: readonly ServiceToReserve[];
      readonly removable: readonly InternalId[];
    }
  /** Nothing unavailable and nothing paid by a plan. */
  | { readonly _tag: 'CreateBooking' };

/**
 * The next move after the check. Unavailability wins over plans: a booking that can't be made
 * can't be paid by a plan either. Any refused service stops the booking, even one the check
 * names by an id the reservation doesn't hold (then it has no name to show).
 */
export function decideSubmission(
  servicesToReserve: readonly ServiceToReserve[],
  check: MembershipCheckResponse,
): SubmissionDecision {
  const refused = check.bookingsData.unavailable.map((unavailable) => unavailable.serviceId);
  if (refused.length > 0) {
    const affected = servicesToReserve.filter((item) => refused.some((serviceId) => isReservedAs(item, serviceId)));
    return {
      _tag: 'ShowUnavailableServices',
      serviceIds: [...new Set(refused)],
      serviceNames: [...new Set(affected.map((item) => item.service.name))],
      affected: affected.map((item) => item.internalId),
    };
  }
  const coverage = membershipCoverage(servicesToReserve, check.bookingsMembership.available);
  switch (coverage._tag) {
    case 'AllCovered':
      return { _tag: 'ConfirmCoveredByPlans', covered: coverage.covered, autoConfirmAfterMs: PLANS_AUTO_CONFIRM_MS };
    case 'PartlyCovered':
      return {
        _tag: 'WarnPartlyCoveredByPlans',
        covered: coverage.covered,
        uncovered: coverage.uncovered,
        removable: coverage.uncovered.map((item) => item.internalId),
      };
    case 'NotCovered':
      return { _tag: 'CreateBooking' };
  }
}
