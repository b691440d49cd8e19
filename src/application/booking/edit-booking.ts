import { err, errAsync, ok, ResultAsync } from 'neverthrow';
import { reschedule } from '#domain/booking/booking-lifecycle';
import { assignProviders } from '#domain/availability/first-available-provider';
import { heldList } from '#domain/availability/held-bookings';
import { chainServiceFor, serviceChain } from '#domain/availability/service-chain';
import { instantAt, timeZone, wallClockAt, type TimeZone } from '#domain/availability/time-zone';
import { addMinutes, type Instant } from '#domain/calendar/instant';
import { addDays } from '#domain/calendar/local-date';
import type { BundleMember, ProviderId, Service } from '#domain/catalog/service';
import { bookedSelection, selectionModeOf } from '#domain/reservation/cart';
import {
  bookingRequestInvalid,
  bookingSelectionRefused,
  slotTaken,
  type BookingChangeRefused,
  type BookingRequestInvalid,
  type BookingSelectionRefused,
  type SlotTaken,
} from './booking-errors';
import { editableBooking, type EditableBooking } from './get-booking-for-edit';
import { loadLocationAgenda } from '../availability/location-agenda';
import { bookingNotFound, type BookingNotFound, type LocationNotFound } from '../shared/not-found';
import type { Agendas } from '../ports/server/agenda';
import type { Bookings } from '../ports/server/bookings';
import type { Catalogue } from '../ports/server/catalogue';
import type { Clock } from '../ports/shared/clock';
import type { CompanyDirectory } from '../ports/server/company-directory';
import type { BookedService, BookingGroupRecord } from '#domain/booking/booking-group';
import type { BookingId } from '#domain/booking/booking-id';

export interface EditBookingRequest {
  /** The booking to move, which the confirmation code must name. */
  readonly bookingId: BookingId;
  readonly confirmationCode: string;
  readonly start: Instant;
  readonly end: Instant;
  /** 0 for "first provider available". */
  readonly providerId: number;
}

export type EditBookingError =
  | BookingNotFound
  | LocationNotFound
  | BookingChangeRefused
  | BookingRequestInvalid
  | BookingSelectionRefused
  | SlotTaken;

/** A stored location's zone; one the runtime does not know is broken data, not input. */
function timeZoneOf(name: string): TimeZone {
  const zone = timeZone(name);
  if (zone.isErr()) throw new Error(`A location records an unknown time zone: ${name}`);
  return zone.value;
}

function performable(services: readonly Service[], serviceId: number): Service | BundleMember | undefined {
  return (
    services.find((service) => service.id === serviceId) ??
    services.flatMap((service) => service.bundle).find((member) => member.id === serviceId)
  );
}

/**
 * The catalogue services a group's bookings still hold, in order, a bundle's member as a bundle of
 * the catalogue holding it (the group records no bundle id): what its cart held. A cancelled
 * booking holds nothing, and a service the catalogue no longer offers is not judged.
 */
function heldServices(group: BookingGroupRecord, services: readonly Service[]): readonly Service[] {
  const serviceOf = (booking: BookedService) =>
    booking.bundled
      ? services.find((service) => service.bundle.some((member) => member.id === booking.serviceId))
      : services.find((service) => service.id === booking.serviceId);
  return group.bookings.flatMap((booking) => {
    const service = booking.status === 'cancelled' ? undefined : serviceOf(booking);
    return service === undefined ? [] : [service];
  });
}

/**
 * Moves a booking to another time or professional (storefront §2 bookings/edit; booking-lifecycle
 * `reschedule`: not cancelled, not started, within the company's modification window and count).
 * The new hour must be bookable as any hour is — the booking's own time counts as free — and the
 * database refuses it when another booking took it meanwhile (409). Classes keep their time. A move
 * books its group's services anew, so a group the storefront's cart refuses (booked before the
 * server held the cart's rules, issue 29) is refused with the cart's code until one of its
 * bookings is cancelled (docs/adr/0088).
 */
export function editBooking(ports: {
  readonly bookings: Bookings;
  readonly agendas: Agendas;
  readonly catalogue: Catalogue;
  readonly companyDirectory: CompanyDirectory;
  readonly clock: Clock;
}) {
  const load = loadLocationAgenda(ports);
  /** Whether the group's company is the workshop variant, which books one service at a time. */
  const workshopVariant = async (group: BookingGroupRecord): Promise<boolean> => {
    const company = await ports.companyDirectory.companyById(group.location.companyId);
    const settings =
      company === undefined ? undefined : await ports.companyDirectory.bookingSettingsByWebAddress(company.webAddress);
    return settings?.workshopVariant ?? false;
  };
  return (request: EditBookingRequest): ResultAsync<EditableBooking, EditBookingError> =>
    ResultAsync.fromSafePromise(ports.bookings.byConfirmationCode(request.confirmationCode)).andThen((named) => {
      // A code that names another booking is answered as a wrong code is (ADR 0014).
      const booking =
        named?.bookingId === request.bookingId
          ? named.group.bookings.find((each) => each.id === request.bookingId)
          : undefined;
      if (named === undefined || booking === undefined)
        return errAsync<EditableBooking, EditBookingError>(bookingNotFound);
      const { group } = named;
      const moved = reschedule(booking, { start: request.start, end: request.end }, ports.clock.now(), group.policy);
      if (moved.isErr()) return errAsync({ ...moved.error, bookingId: booking.id });
      if (booking.isClass) return errAsync(bookingRequestInvalid([{ field: 'booking.start', problem: 'notOffered' }]));
      if (request.end !== addMinutes(request.start, booking.durationMinutes)) {
        return errAsync(bookingRequestInvalid([{ field: 'booking.end', problem: 'wrongEnd' }]));
      }
      return ResultAsync.fromSafePromise(ports.catalogue.catalogueOf(group.location.id))
        .andThen((catalogue) =>
          ResultAsync.fromSafePromise(workshopVariant(group)).andThen((workshop) => {
            const offered = catalogue.services.map((each) => each.service);
            const held = bookedSelection(heldServices(group, offered), selectionModeOf({ workshopVariant: workshop }));
            return held.isErr() ? err(bookingSelectionRefused(held.error, 'id')) : ok(catalogue);
          }),
        )
        .andThen((catalogue) => {
          const service = performable(
            catalogue.services.map((offered) => offered.service),
            booking.serviceId,
          );
          const chain =
            service === undefined
              ? undefined
              : chainServiceFor(service, request.providerId as ProviderId).andThen((one) => serviceChain([one]));
          if (chain === undefined || chain.isErr())
            return err(bookingRequestInvalid([{ field: 'booking.providerId', problem: 'invalid' }]));
          return ok(chain.value);
        })
        .andThen((chain) => {
          const probe = wallClockAt(timeZoneOf(group.location.timeZone), request.start);
          const own = { providerId: booking.provider.id, start: booking.start, end: booking.end };
          return load(group.location.id, {
            firstDate: addDays(probe.date, -1),
            lastDate: addDays(probe.date, 1),
          }).andThen((loaded) => {
            const { date, time } = wallClockAt(loaded.zone, request.start);
            if (instantAt(loaded.zone, date, time) !== request.start)
              return err(bookingRequestInvalid([{ field: 'booking.start', problem: 'notOffered' }]));
            // The booking's own time is free for it to move within.
            let skipped = false;
            const bookings = heldList(loaded.agenda.bookings).filter((taken) => {
              const isOwn =
                !skipped && taken.providerId === own.providerId && taken.start === own.start && taken.end === own.end;
              if (isOwn) skipped = true;
              return !isOwn;
            });
            return assignProviders({ ...loaded.agenda, bookings }, chain, date, time).mapErr(() =>
              slotTaken(['booking.start']),
            );
          });
        })
        .andThen(([assigned]) => {
          if (assigned === undefined) return errAsync(slotTaken(['booking.start']));
          return ResultAsync.fromSafePromise(
            ports.bookings.reschedule({
              bookingId: booking.id,
              providerId: assigned.providerId,
              start: request.start,
              end: request.end,
              modificationsBefore: booking.modifications,
              movedAt: ports.clock.now(),
            }),
          ).andThen((outcome) => (outcome.isErr() ? err(slotTaken(['booking.start'])) : ok(undefined)));
        })
        .andThen(() => ResultAsync.fromSafePromise(ports.bookings.byConfirmationCode(request.confirmationCode)))
        .andThen((after) => {
          const now = after?.group.bookings.find((each) => each.id === booking.id);
          return after === undefined || now === undefined
            ? err(bookingNotFound)
            : ok(editableBooking(request.confirmationCode, after.group, now));
        });
    });
}

export type EditBooking = ReturnType<typeof editBooking>;
