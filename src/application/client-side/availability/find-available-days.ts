import type { ResultAsync } from 'neverthrow';
import { localDateAt } from '#domain/availability/time-zone';
import { addDays, type LocalDate } from '#domain/calendar/local-date';
import type { AvailabilityQueries, DayView } from '../../ports/client/availability-queries';
import type { Clock } from '../../ports/shared/clock';
import { resolveCart, type BookingCart, type CartPorts } from '../booking/booking-cart';
import type { ClientSideFailure } from '../shared/client-side-errors';
import type { LocationId } from '#domain/storefront/company';

/** How many days a search covers when no end is given: two weeks, as the wizard's date strip shows. */
export const DEFAULT_DAYS_SEARCHED = 14;

export interface AvailableDaysQuery {
  readonly locationId: LocationId;
  readonly serviceIds: readonly number[];
  readonly providerChoices: readonly number[];
  /** From today at the location when null. */
  readonly from: LocalDate | null;
  /** Two weeks from `from` when null. */
  readonly to: LocalDate | null;
}

export interface AvailableDays {
  readonly cart: BookingCart;
  readonly days: readonly DayView[];
}

/**
 * Which days of a range have a free hour for the services, as a chain when several are given
 * (booking-wizard §7 "Days in range"): the cart as the location offers it, the range from today at
 * the location unless given.
 */
export function findAvailableDays(
  ports: CartPorts & { readonly availability: AvailabilityQueries; readonly clock: Clock },
) {
  const cartFor = resolveCart(ports);
  return (query: AvailableDaysQuery): ResultAsync<AvailableDays, ClientSideFailure> =>
    cartFor(query.locationId, query.serviceIds, query.providerChoices).andThen((cart) => {
      const from = query.from ?? localDateAt(cart.zone, ports.clock.now());
      const to = query.to ?? addDays(from, DEFAULT_DAYS_SEARCHED - 1);
      return ports.availability
        .listAvailableDays({ ...cart.query, startDate: from, endDate: to })
        .map((days) => ({ cart, days }));
    });
}
