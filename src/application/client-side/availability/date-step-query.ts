import type { TimeZone } from '#domain/availability/time-zone';
import { servicesOnTheDateStep, slotsChosenElsewhere } from '#domain/reservation/scheduling';
import type { ReservationState } from '#domain/reservation/reservation';
import type { AvailabilityQuery, ChosenTimeView } from '../../ports/client/availability-queries';
import { bookingTimes } from '../booking/booking-times';
import type { LocationId } from '#domain/storefront/company';

// What the wizard's availability calls ask about (booking-wizard §7 "Days in range", "Hours for a
// day", "First available date"): the services the date step schedules now — a whole chain, or the
// one service being reserved — with their professionals, and the times already chosen for the
// reservation's other services, which the API does not offer again to the same professional.

/** The times already chosen elsewhere in the reservation, as `dates_and_providers` sends them. */
export function chosenTimes(state: ReservationState, zone: TimeZone): readonly ChosenTimeView[] {
  return slotsChosenElsewhere(state).flatMap((slot) => {
    const times = bookingTimes(zone, slot.span);
    return times === null ? [] : [{ ...times, providerId: slot.provider?.id ?? 0 }];
  });
}

/** The availability query of the date step, or null when it has nothing to schedule. */
export function dateStepQuery(
  state: ReservationState,
  locationId: LocationId,
  zone: TimeZone,
): AvailabilityQuery | null {
  const services = servicesOnTheDateStep(state);
  if (services.length === 0) return null;
  const bundle = services.find((item) => item.bundle !== null)?.bundle ?? null;
  const choices = services.map((item) => item.provider?.id ?? 0);
  const chosen = chosenTimes(state, zone);
  return {
    locationId,
    serviceIds: services.map((item) => item.service.id),
    providerChoices: choices.every((choice) => choice === 0) ? [] : choices,
    bundleId: bundle?.id ?? null,
    ...(chosen.length === 0 ? {} : { chosenTimes: chosen }),
  };
}
