import { errAsync, ResultAsync } from 'neverthrow';
import { parseBookingReference, type MalformedBookingReference } from '#domain/booking/booking-reference';
import type { BookingGroupRecord } from '#domain/booking/booking-group';
import { bookingShares, type BookingShares } from '#domain/membership/plan-payment';
import { companyOfPresentedKey, type CompanyKeysRefusal } from '../account/list-staff-keys';
import type { Bookings, StaffListedBooking } from '../ports/server/bookings';
import type { CompanySlugs } from '../ports/server/company-slugs';
import type { StaffKeyVerifier } from '../ports/server/staff-key-verifier';
import { bookingNotFound, found, type BookingNotFound } from '../shared/not-found';

// A staff lookup by a booking's reference (issue 35; docs/adr/0126): the caller reads out
// `K7M-4QX`, the staff member types it, and sees the booking group as a location's day lists its
// bookings. With the operator's key or the company's own (docs/adr/0081), never without one: the
// reference is not a capability, and finds nothing for whoever merely knows it.

export interface FoundByReference {
  readonly group: BookingGroupRecord;
  /** The group's bookings in start order, each with what its plan covers and what is left to pay (docs/adr/0090). */
  readonly bookings: readonly (StaffListedBooking & { readonly shares: BookingShares })[];
}

export function findBookingByReference(ports: {
  readonly staffKeys: StaffKeyVerifier;
  readonly companySlugs: CompanySlugs;
  readonly bookings: Bookings;
}) {
  return (request: {
    readonly apiKey: string | null;
    readonly companySlug: string;
    /** As typed: any case, with or without the dash. */
    readonly reference: string;
  }): ResultAsync<FoundByReference, CompanyKeysRefusal | MalformedBookingReference | BookingNotFound> =>
    // The key first, so that nobody without one learns even whether a reference is well formed.
    companyOfPresentedKey(ports, request.apiKey, request.companySlug).andThen((company) => {
      const reference = parseBookingReference(request.reference);
      if (reference.isErr()) return errAsync(reference.error);
      return ResultAsync.fromSafePromise(ports.bookings.byReference(company.id, reference.value))
        .andThen((group) => found(group, bookingNotFound))
        .map(({ group, bookings }) => ({
          group,
          bookings: bookings.map((booking) => ({
            ...booking,
            shares: bookingShares({
              price: booking.price,
              showPrice: true,
              cancelled: booking.status === 'cancelled',
              planName: booking.paymentMembership?.name ?? null,
            }),
          })),
        }));
    });
}

export type FindBookingByReference = ReturnType<typeof findBookingByReference>;
