import { Schema } from 'effect';
import type { Result } from 'neverthrow';
import { ServiceId } from '../catalog/service';
import { decodeWith, type SchemaViolation } from '../shared/decode';
import type { ServiceToReserve } from '../reservation/reservation';

// What the availability check answers before a booking is created (booking-wizard §3 Membership
// check response, §4 Submission, §7 check_bookings): `bookingsData` says which bookings can still be
// made, `bookingsMembership` which services a client's membership or plan pays for.

/** A service the check refused: its time is no longer free, or no plan pays for it. */
export const UnavailableService = Schema.Struct({ serviceId: ServiceId });
export type UnavailableService = typeof UnavailableService.Type;

/** A service a membership or plan pays for (booking-wizard §3 Plans data). */
export const PlanData = Schema.Struct({ serviceId: ServiceId });
export type PlanData = typeof PlanData.Type;

export const MembershipCheckResponse = Schema.Struct({
  bookingsData: Schema.Struct({
    // Their shape is not in the spec and no rule reads them.
    available: Schema.Array(Schema.Unknown),
    unavailable: Schema.Array(UnavailableService),
  }),
  bookingsMembership: Schema.Struct({
    available: Schema.Array(PlanData),
    unavailable: Schema.Array(UnavailableService),
  }),
});
export type MembershipCheckResponse = typeof MembershipCheckResponse.Type;

/** Smart constructor: a check response from untrusted input, or every field at fault. */
export const parseMembershipCheckResponse: (input: unknown) => Result<MembershipCheckResponse, SchemaViolation> =
  decodeWith(MembershipCheckResponse);

/**
 * Whether the check's `serviceId` names this reserved service. A bundled service answers to its
 * own id and to its bundle's, since the check may speak of either.
 */
export function isReservedAs(item: ServiceToReserve, serviceId: ServiceId): boolean {
  return item.service.id === serviceId || item.bundle?.id === serviceId;
}
