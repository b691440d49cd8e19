import type { ServiceToReserve } from '../reservation/reservation';
import type { PlanData } from './membership-check';

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
 * For each reserved service in order, the index in `plans` of the plan that pays it, or null. The
 * check names a plan once per booking it pays, and a plan's uses run out: a service reserved twice
 * with one use left is named once. So a plan naming a service pays one reserved service — the first
 * with that id not yet paid. A plan naming a bundle pays every service of the bundle not yet paid,
 * since the check may speak of the bundle rather than its services.
 */
export function plansPaying(
  servicesToReserve: readonly ServiceToReserve[],
  plans: readonly PlanData[],
): readonly (number | null)[] {
  const paying: (number | null)[] = servicesToReserve.map(() => null);
  plans.forEach((plan, planIndex) => {
    const own = servicesToReserve.findIndex(
      (item, index) => paying[index] === null && item.service.id === plan.serviceId,
    );
    if (own !== -1) {
      paying[own] = planIndex;
      return;
    }
    servicesToReserve.forEach((item, index) => {
      if (paying[index] === null && item.bundle?.id === plan.serviceId) paying[index] = planIndex;
    });
  });
  return paying;
}

/** Which reserved services the plans pay for (plansPaying). An empty selection is not covered. */
export function membershipCoverage(
  servicesToReserve: readonly ServiceToReserve[],
  plans: readonly PlanData[],
): MembershipCoverage {
  const paying = plansPaying(servicesToReserve, plans);
  const covered = servicesToReserve.filter((_, index) => paying[index] !== null);
  const uncovered = servicesToReserve.filter((_, index) => paying[index] === null);
  if (covered.length === 0) return { _tag: 'NotCovered' };
  if (uncovered.length === 0) return { _tag: 'AllCovered', covered };
  return { _tag: 'PartlyCovered', covered, uncovered };
}
