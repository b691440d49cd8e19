import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import { timeZone, type TimeZone } from '#domain/availability/time-zone';
import { fieldError } from '#domain/validation/field-error';
import type { AvailabilityQuery } from '../../ports/client/availability-queries';
import type { LocationDirectory, LocationView } from '../../ports/client/location-directory';
import type { OfferedServices, ServiceView } from '../../ports/client/offered-services';
import { inputInvalid, type ClientSideFailure } from '../shared/client-side-errors';
import type { LocationId } from '#domain/storefront/company';

// The services staff name, as the location offers them (booking-wizard §3 Service to reserve): a
// bundle becomes its members, performed one after another under the bundle's id, and each service
// gets its professional. Shared by the availability and booking use cases, so both ask the API
// about exactly the chain they will book.

export interface CartItem {
  readonly serviceId: number;
  readonly name: string;
  /** Minutes. */
  readonly duration: number;
  /** The price the location lists for it; null for a bundle's member (a bundle is priced as a whole) or a service without one. */
  readonly listedPrice: number | null;
  /** The bundle the service is a member of; null for a plain service. */
  readonly bundleId: number | null;
  /** The professional chosen for it; 0 for the first available. */
  readonly providerChoice: number;
}

export interface BookingCart {
  readonly location: LocationView;
  readonly zone: TimeZone;
  /** In the order performed. */
  readonly items: readonly CartItem[];
  /** Some service is performed at the client's address: the form then asks for it. */
  readonly hasOutcallService: boolean;
  /** The availability calls' query for this chain. */
  readonly query: AvailabilityQuery;
}

/** The location's zone as the API names it; a zone the runtime does not know is the API's fault. */
function zoneOf(location: LocationView): ResultAsync<TimeZone, ClientSideFailure> {
  return timeZone(location.timeZone).match(
    (zone) => okAsync(zone),
    () =>
      errAsync({
        _tag: 'ApiMisbehaved',
        status: 200,
        message: `The API named an unknown time zone, ${location.timeZone}.`,
      }),
  );
}

/** What resolving a cart reads: the location and the services it offers. */
export interface CartPorts {
  readonly locations: LocationDirectory;
  readonly offeredServices: OfferedServices;
}

/** The cart for `serviceIds` at the location with `providerChoices` (none, one for all, or one per service). */
export function resolveCart(ports: CartPorts) {
  return (
    locationId: LocationId,
    serviceIds: readonly number[],
    providerChoices: readonly number[],
  ): ResultAsync<BookingCart, ClientSideFailure> =>
    ResultAsync.combine([
      ports.locations.getLocation(locationId),
      ports.offeredServices.listServices(locationId),
    ]).andThen(([location, groups]) =>
      zoneOf(location).andThen((zone) => {
        const offered = new Map<number, ServiceView>(
          groups.flatMap((group) => group.services.map((service) => [service.id, service] as const)),
        );
        const named = serviceIds.map((id) => offered.get(id));
        const unknown = serviceIds.filter((id) => !offered.has(id));
        if (unknown.length > 0) {
          return errAsync(
            inputInvalid([
              {
                field: 'services',
                error: fieldError('ERRORS.VALIDATION_OPTION_INVALID', { options: [...offered.keys()].map(String) }),
              },
            ]),
          );
        }
        const services = named.filter((service): service is ServiceView => service !== undefined);
        const bundles = services.filter((service) => service.bundle.length > 0);
        if (bundles.length > 0 && services.length > 1) {
          // A bundle is booked alone, as its members (booking-wizard §3).
          return errAsync(
            inputInvalid([
              {
                field: 'services',
                error: fieldError('ERRORS.VALIDATION_OPTION_INVALID', {
                  options: bundles.map((bundle) => `${String(bundle.id)} alone`),
                }),
              },
            ]),
          );
        }
        const choiceFor = (index: number) =>
          providerChoices.length === 1 ? (providerChoices[0] ?? 0) : (providerChoices[index] ?? 0);
        const [bundle] = bundles;
        const items: readonly CartItem[] =
          bundle === undefined
            ? services.map((service, index) => ({
                serviceId: service.id,
                name: service.name,
                duration: service.duration,
                listedPrice: service.price,
                bundleId: null,
                providerChoice: choiceFor(index),
              }))
            : bundle.bundle.map((member) => ({
                serviceId: member.id,
                name: member.name,
                duration: member.duration,
                listedPrice: null,
                bundleId: bundle.id,
                providerChoice: choiceFor(0),
              }));
        const choices = items.map((item) => item.providerChoice);
        return okAsync({
          location,
          zone,
          items,
          hasOutcallService: services.some((service) => service.outcall),
          query: {
            locationId,
            serviceIds: items.map((item) => item.serviceId),
            providerChoices: choices.every((choice) => choice === 0) ? [] : choices,
            bundleId: bundle?.id ?? null,
          },
        });
      }),
    );
}
