import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import { localDateAt } from '#domain/availability/time-zone';
import type { LocalDate } from '#domain/calendar/local-date';
import type { AvailabilityQueries, AvailabilityQuery } from '../../ports/client/availability-queries';
import type { Clock } from '../../ports/shared/clock';
import type { Pause } from '../../ports/client/pause';
import { resolveCart, type BookingCart, type CartPorts } from '../booking/booking-cart';
import type { ClientSideFailure } from '../shared/client-side-errors';
import type { LocationId } from '#domain/storefront/company';

/** How many times a search the API is still running is asked about again before giving up. */
export const MAX_SEARCH_ROUNDS = 30;

export interface FirstAvailableHourQuery {
  readonly locationId: LocationId;
  readonly serviceIds: readonly number[];
  readonly providerChoices: readonly number[];
  /** From today at the location when null. */
  readonly from: LocalDate | null;
}

export interface FirstAvailableHour {
  readonly cart: BookingCart;
  /** The first day with a free hour and that hour; both null when none is free within the company's limit. */
  readonly date: string | null;
  readonly hour: string | null;
}

/**
 * The first free day and hour from `query.startDate` for the services queried (booking-wizard §7
 * "First available date"). While the API answers that it is still searching (202), the same
 * question is asked again after the wait it names, up to MAX_SEARCH_ROUNDS times.
 */
export function soonerAvailableHour(ports: { readonly availability: AvailabilityQueries; readonly pause: Pause }) {
  const ask = (
    query: AvailabilityQuery & { readonly startDate: string },
    round: number,
  ): ResultAsync<{ date: string | null; hour: string | null }, ClientSideFailure> =>
    ports.availability.findSoonerAvailableHour(query).andThen((answer) => {
      if (answer._tag === 'SoonerAvailable') return okAsync({ date: answer.date, hour: answer.hour });
      if (round >= MAX_SEARCH_ROUNDS) {
        return errAsync<never, ClientSideFailure>({
          _tag: 'ApiUnreachable',
          reason: 'timeout',
          message: `The API was still searching after ${String(MAX_SEARCH_ROUNDS)} tries.`,
        });
      }
      return ResultAsync.fromSafePromise(ports.pause.wait(answer.retryAfterSeconds)).andThen(() =>
        ask(query, round + 1),
      );
    });
  return (query: AvailabilityQuery & { readonly startDate: string }) => ask(query, 1);
}

/** The first day and hour the services staff name can start, from `from` or today at the location. */
export function findFirstAvailableHour(
  ports: CartPorts & { readonly availability: AvailabilityQueries; readonly clock: Clock; readonly pause: Pause },
) {
  const cartFor = resolveCart(ports);
  const sooner = soonerAvailableHour(ports);
  return (query: FirstAvailableHourQuery): ResultAsync<FirstAvailableHour, ClientSideFailure> =>
    cartFor(query.locationId, query.serviceIds, query.providerChoices).andThen((cart) =>
      sooner({ ...cart.query, startDate: query.from ?? localDateAt(cart.zone, ports.clock.now()) }).map((found) => ({
        cart,
        ...found,
      })),
    );
}
