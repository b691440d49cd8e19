import { okAsync, ResultAsync } from 'neverthrow';
import type { LocalDate } from '#domain/calendar/local-date';
import type { AvailabilityQueries, DayHoursView } from '../../ports/client/availability-queries';
import type { ProfessionalDirectory } from '../../ports/client/professional-directory';
import { resolveCart, type BookingCart, type CartPorts } from '../booking/booking-cart';
import type { ClientSideFailure } from '../shared/client-side-errors';
import type { LocationId } from '#domain/storefront/company';

export interface AvailableHoursQuery {
  readonly locationId: LocationId;
  readonly serviceIds: readonly number[];
  readonly providerChoices: readonly number[];
  readonly date: LocalDate;
}

export interface AvailableHours {
  readonly cart: BookingCart;
  readonly date: LocalDate;
  readonly hours: DayHoursView;
  /** The names of the services an hour's bookings name by id: the cart's. */
  readonly serviceNames: ReadonlyMap<number, string>;
  /** The names of the location's professionals by id; empty when they could not be listed (names are a courtesy, the hours the answer). */
  readonly providerNames: ReadonlyMap<number, string>;
}

/**
 * The free hours of one day for the services, morning, afternoon and night (booking-wizard §7
 * "Hours for a day"), with the names of the services and professionals they name by id, so that
 * a person reads "Corte clásico with Lucas" rather than "51@11" (issue 16).
 */
export function findAvailableHours(
  ports: CartPorts & { readonly availability: AvailabilityQueries; readonly professionals: ProfessionalDirectory },
) {
  const cartFor = resolveCart(ports);
  return (query: AvailableHoursQuery): ResultAsync<AvailableHours, ClientSideFailure> =>
    cartFor(query.locationId, query.serviceIds, query.providerChoices).andThen((cart) =>
      ResultAsync.combine([
        ports.availability.listAvailableHours({ ...cart.query, date: query.date }),
        ports.professionals.listServiceProviders(query.locationId, null).orElse(() => okAsync([])),
      ] as const).map(([hours, providers]) => ({
        cart,
        date: query.date,
        hours,
        serviceNames: new Map(cart.items.map((item) => [item.serviceId, item.name] as const)),
        providerNames: new Map(providers.map((provider) => [provider.id, provider.publicName] as const)),
      })),
    );
}
