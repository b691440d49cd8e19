import fc from 'fast-check';
import type { ServiceId } from '../catalog/service';
import { anyReservedSelection } from '../reservation/reservation.arbitraries';
import type { ServiceToReserve } from '../reservation/reservation';
import type { MembershipCheckResponse } from './membership-check';

// Catalogue service ids stop at 10 000 in the catalogue arbitraries; these name services not in the cart.
const anyForeignServiceId = fc.integer({ min: 10_001, max: 10_010 }).map((id) => id as ServiceId);

function idsReservedIn(servicesToReserve: readonly ServiceToReserve[]): readonly ServiceId[] {
  const ids = servicesToReserve.flatMap((item) =>
    item.bundle === null ? [item.service.id] : [item.service.id, item.bundle.id],
  );
  return [...new Set(ids)];
}

/** Some of the cart's services, maybe with others the check also mentions. */
function anyServiceIdsAmong(ids: readonly ServiceId[]): fc.Arbitrary<readonly ServiceId[]> {
  return fc
    .tuple(fc.subarray([...ids]), fc.array(anyForeignServiceId, { maxLength: 2 }))
    .map(([some, foreign]) => [...some, ...foreign]);
}

/**
 * A check answer about a given cart: plans paying for any part of it (often all or none), and
 * usually every booking still available.
 */
export function anyMembershipCheckFor(
  servicesToReserve: readonly ServiceToReserve[],
): fc.Arbitrary<MembershipCheckResponse> {
  const ids = idsReservedIn(servicesToReserve);
  const none = fc.constant<readonly ServiceId[]>([]);
  return fc
    .record({
      planned: fc.oneof(none, fc.constant(ids), anyServiceIdsAmong(ids)),
      notPlanned: anyServiceIdsAmong(ids),
      refused: fc.oneof({ weight: 3, arbitrary: none }, { weight: 1, arbitrary: anyServiceIdsAmong(ids) }),
    })
    .map(({ planned, notPlanned, refused }) => ({
      bookingsData: { available: [], unavailable: refused.map((serviceId) => ({ serviceId })) },
      bookingsMembership: {
        available: planned.map((serviceId) => ({ serviceId })),
        unavailable: notPlanned.map((serviceId) => ({ serviceId })),
      },
    }));
}

/** A cart and a check answer about it. */
export const anyCartAndCheck: fc.Arbitrary<{
  readonly servicesToReserve: readonly ServiceToReserve[];
  readonly check: MembershipCheckResponse;
}> = anyReservedSelection.chain(({ servicesToReserve }) =>
  anyMembershipCheckFor(servicesToReserve).map((check) => ({ servicesToReserve, check })),
);
