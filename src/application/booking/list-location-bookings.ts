import { err, ok, ResultAsync } from 'neverthrow';
import { instantAt, timeZone } from '#domain/availability/time-zone';
import { addDays, type LocalDate } from '#domain/calendar/local-date';
import { actsFor, requiredStaffKey } from '../account/authorize-staff';
import { otherCompanysKey, type OtherCompanysKey } from '../account/account-errors';
import type { ApiKeyRequired, InvalidApiKey } from './booking-errors';
import { found, locationNotFound, type LocationNotFound } from '../shared/not-found';
import type { StaffListedBooking, Bookings } from '../ports/server/bookings';
import type { CompanyDirectory, Location } from '../ports/server/company-directory';
import type { StaffKeyVerifier } from '../ports/server/staff-key-verifier';
import type { LocationId } from '#domain/storefront/company';
import { bookingShares, type BookingShares } from '#domain/membership/plan-payment';

export interface ListLocationBookingsRequest {
  /** The `api-key` header, null when none was sent. */
  readonly apiKey: string | null;
  readonly locationId: LocationId;
  readonly date: LocalDate;
}

export interface LocationDay {
  readonly location: Location;
  /**
   * Every booking (any status) starting on the day at the location, in start order, with what its
   * plan covers of its price and what is left to pay (bookingShares, docs/adr/0090): staff see the
   * price even where the company hides it from clients.
   */
  readonly bookings: readonly (StaffListedBooking & { readonly shares: BookingShares })[];
}

/**
 * A location's bookings on one of its days, for support staff (the contract's Staff call): an
 * api-key is required (checked before anything is looked up, so nothing leaks to the anonymous)
 * and must act for the location's company.
 */
export function listLocationBookings(ports: {
  readonly staffKeys: StaffKeyVerifier;
  readonly companyDirectory: CompanyDirectory;
  readonly bookings: Bookings;
}) {
  return (
    request: ListLocationBookingsRequest,
  ): ResultAsync<LocationDay, InvalidApiKey | ApiKeyRequired | LocationNotFound | OtherCompanysKey> =>
    requiredStaffKey(ports.staffKeys, request.apiKey).andThen((key) =>
      ResultAsync.fromSafePromise(ports.companyDirectory.activeLocation(request.locationId))
        .andThen((location) => found(location, locationNotFound))
        .andThen((location) => (actsFor(key, location.companyId) ? ok(location) : err(otherCompanysKey)))
        .andThen((location) => {
          const named = timeZone(location.timeZone);
          // A location's zone was checked when it was stored; an unknown one is broken data, not an answer.
          if (named.isErr())
            throw new Error(`Location ${String(location.id)} records an unknown time zone: ${location.timeZone}`);
          const zone = named.value;
          const from = instantAt(zone, request.date, 0);
          const to = instantAt(zone, addDays(request.date, 1), 0);
          return ResultAsync.fromSafePromise(ports.bookings.startingBetween(location.id, from, to)).map((bookings) => ({
            location,
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
        }),
    );
}

export type ListLocationBookings = ReturnType<typeof listLocationBookings>;
