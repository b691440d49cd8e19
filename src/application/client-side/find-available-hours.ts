import type { ResultAsync } from 'neverthrow';
import type { LocalDate } from '../../domain/calendar/local-date';
import type { BookingApi, DayHoursView } from '../ports/booking-api';
import { resolveCart, type BookingCart } from './booking-cart';
import type { ClientSideFailure } from './client-side-errors';

export interface AvailableHoursQuery {
  readonly locationId: number;
  readonly serviceIds: readonly number[];
  readonly providerChoices: readonly number[];
  readonly date: LocalDate;
}

export interface AvailableHours {
  readonly cart: BookingCart;
  readonly date: LocalDate;
  readonly hours: DayHoursView;
}

/** The free hours of one day for the services, morning, afternoon and night (booking-wizard §7 "Hours for a day"). */
export function findAvailableHours(ports: { readonly api: BookingApi }) {
  const cartFor = resolveCart(ports.api);
  return (query: AvailableHoursQuery): ResultAsync<AvailableHours, ClientSideFailure> =>
    cartFor(query.locationId, query.serviceIds, query.providerChoices).andThen((cart) =>
      ports.api.listAvailableHours({ ...cart.query, date: query.date }).map((hours) => ({ cart, date: query.date, hours })),
    );
}
