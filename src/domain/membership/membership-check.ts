import type { Result } from 'neverthrow';
import { checkedServiceId, type ServiceId } from '../catalog/service.plain';
import { arrayOf, checkedUnknown, decodeChecked, struct } from '../shared/checked';
import type { SchemaViolation } from '../shared/decode';
import type { ServiceToReserve } from '../reservation/reservation';

// What the availability check answers before a booking is created (booking-wizard §3 Membership
// check response, §4 Submission, §7 check_bookings): `bookingsData` says which bookings can still be
// made, `bookingsMembership` which services a client's membership or plan pays for. Checked by hand
// (ADR 0072): only the booking wizard reads it, which then opens without a schema library.

/** A service the check refused: its time is no longer free, or no plan pays for it. */
export interface UnavailableService {
  readonly serviceId: ServiceId;
}

/** A service a membership or plan pays for (booking-wizard §3 Plans data). */
export interface PlanData {
  readonly serviceId: ServiceId;
}

export interface MembershipCheckResponse {
  readonly bookingsData: {
    // Their shape is not in the spec and no rule reads them.
    readonly available: readonly unknown[];
    readonly unavailable: readonly UnavailableService[];
  };
  readonly bookingsMembership: {
    readonly available: readonly PlanData[];
    readonly unavailable: readonly UnavailableService[];
  };
}

const checkedUnavailableService = struct<UnavailableService>({ serviceId: checkedServiceId });
const checkedPlanData = struct<PlanData>({ serviceId: checkedServiceId });

/** Smart constructor: a check response from untrusted input, or every field at fault. */
export const parseMembershipCheckResponse: (input: unknown) => Result<MembershipCheckResponse, SchemaViolation> =
  decodeChecked(
    struct<MembershipCheckResponse>({
      bookingsData: struct({ available: arrayOf(checkedUnknown), unavailable: arrayOf(checkedUnavailableService) }),
      bookingsMembership: struct({
        available: arrayOf(checkedPlanData),
        unavailable: arrayOf(checkedUnavailableService),
      }),
    }),
  );

/**
 * Whether the check's `serviceId` names this reserved service. A bundled service answers to its
 * own id and to its bundle's, since the check may speak of either.
 */
export function isReservedAs(item: ServiceToReserve, serviceId: ServiceId): boolean {
  return item.service.id === serviceId || item.bundle?.id === serviceId;
}
