import type { ServiceToReserve } from '../reservation/reservation';
import { isReservedAs, type PlanData } from './membership-check';

/** How much of a selection the client's memberships and plans pay for (booking-wizard §2 Plans modal, §4). */
export type MembershipCoverage =
  | { readonly _tag: 'AllCovered'; readonly covered: readonly ServiceToReserve[] }
  | {
      readonly _tag: 'PartlyCovered';
      readonly covered: readonly ServiceToReserve[];
      readonly uncovered: readonly ServiceToReserve[];
    }
  | { readonly _tag: 'NotCovered' };

/**
 * Which reserved services a plan pays for. A plan covering a service covers every time it is
 * reserved: the spec says nothing of how many uses a plan has left, the server checks that.
 * An empty selection is not covered.
 */
export function membershipCoverage(
  servicesToReserve: readonly ServiceToReserve[],
  plans: readonly PlanData[],
): MembershipCoverage {
  const isCovered = (item: ServiceToReserve) => plans.some((plan) => isReservedAs(item, plan.serviceId));
  const covered = servicesToReserve.filter(isCovered);
  const uncovered = servicesToReserve.filter((item) => !isCovered(item));
  if (covered.length === 0) return { _tag: 'NotCovered' };
  if (uncovered.length === 0) return { _tag: 'AllCovered', covered };
  return { _tag: 'PartlyCovered', covered, uncovered };
}
