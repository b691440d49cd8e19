import type { ResultAsync } from 'neverthrow';
import type { TimeZone } from '#domain/availability/time-zone';
import { isChained, isSession, type ReservationState, type ServiceToReserve } from '#domain/reservation/reservation';
import { scheduledSpan } from '#domain/reservation/scheduling';
import type { AvailabilityQueries } from '../../ports/client/availability-queries';
import type { ProfessionalDirectory, ProviderView } from '../../ports/client/professional-directory';
import { bookingTimes } from '../booking/booking-times';
import type { ClientSideFailure } from '../shared/client-side-errors';
import { chosenTimes } from '../availability/date-step-query';
import type { LocationId } from '#domain/storefront/company';

/** Where the services are booked: the location and the zone its hours are read in. */
export interface BookingPlace {
  readonly locationId: LocationId;
  readonly zone: TimeZone;
}

/**
 * The professionals the provider step offers for one service (booking-wizard §2 Provider selection,
 * §7 "Available providers for a service at a time"). Where the day and hour come first (separate
 * services, a single service: docs/adr/0007) and they are chosen, only those free for the whole
 * slot once the reservation's other choices are taken out; otherwise everyone who performs the
 * service. Only professionals the catalogue lists for the service are offered, since no other can
 * be chosen for it. "First provider available" is the client's choice, never listed here.
 */
export function listProfessionals(ports: {
  readonly professionals: ProfessionalDirectory;
  readonly availability: AvailabilityQueries;
}) {
  return (
    place: BookingPlace,
    state: ReservationState,
    item: ServiceToReserve,
  ): ResultAsync<readonly ProviderView[], ClientSideFailure> => {
    const performs = (provider: ProviderView) => item.service.serviceProviders.some((ref) => ref.id === provider.id);
    const span = isChained(state) || isSession(state) ? null : scheduledSpan(item);
    const slot = span === null ? null : bookingTimes(place.zone, span);
    if (slot === null)
      return ports.professionals
        .listServiceProviders(place.locationId, item.service.id)
        .map((all) => all.filter(performs));
    // The reservation's other choices are those beside this service, whichever one the wizard is on:
    // its own slot, sent as taken, would take its own professional away from it.
    const others = chosenTimes({ ...state, serviceBeingReserved: item.internalId }, place.zone);
    return ports.availability
      .listProvidersFreeAt({
        locationId: place.locationId,
        serviceId: item.service.id,
        startAt: slot.start,
        endAt: slot.end,
        ...(others.length === 0 ? {} : { chosenTimes: others }),
      })
      .map((free) => free.filter(performs));
  };
}
