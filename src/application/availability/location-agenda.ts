import { err, errAsync, ok, type Result, type ResultAsync } from 'neverthrow';
import type { Agenda, Booking } from '#domain/availability/agenda';
import { heldWith } from '#domain/availability/held-bookings';
import type { ScheduledClass } from '#domain/availability/class-capacity';
import {
  chainServiceFor,
  serviceChain,
  type ChainService,
  type ServiceChain,
} from '#domain/availability/service-chain';
import { instantOfExistingTime, timeZone, type TimeZone } from '#domain/availability/time-zone';
import type { Instant } from '#domain/calendar/instant';
import { dayNumber, fromDayNumber, isoWeekday, type LocalDate } from '#domain/calendar/local-date';
import { isBundle, isSessionPackage, type BundleMember, type ProviderId, type Service } from '#domain/catalog/service';
import { availabilityQueryRefused, type AvailabilityFault, type AvailabilityQueryRefused } from './availability-errors';
import {
  found,
  locationNotFound,
  serviceNotFound,
  type LocationNotFound,
  type ServiceNotFound,
} from '../shared/not-found';
import type { AgendaWindow, Agendas, LocationAgenda } from '../ports/server/agenda';
import type { Catalogue, LocationCatalogue } from '../ports/server/catalogue';
import type { Clock } from '../ports/shared/clock';
import { resultAsync } from '../shared/one-step';
import type { LocationId } from '#domain/storefront/company';

// The application's bridge between what the wire asks about availability and the domain's engine
// (docs/adr/0013, docs/adr/0016), shared by the availability calls and by the bookings slice
// (check_bookings and create check that the chosen hours are still free and turn "first provider
// available", id 0, into a real professional with `assignProviders`):
//
// - `loadLocationAgenda` reads a location's agenda for a window of dates and makes the domain
//   `Agenda` of it with the clock's now, adding the times already chosen in the reservation;
// - `placedServices` turns the wire's services, providers, providers_array and bundle into a domain
//   `ServiceChain` (or a class service), refusing what names nothing or breaks a rule;
// - `scheduledClasses` finishes what the engine needs for class services.

/** A location's agenda as the engine reads it, with what it was made from. */
export interface LoadedAgenda {
  /** What the port read: the location's company, zone, settings, professionals and taken time. */
  readonly facts: LocationAgenda;
  readonly zone: TimeZone;
  /** The domain agenda: now from the clock, taken time including the reservation's chosen times. */
  readonly agenda: Agenda;
  readonly window: AgendaWindow;
}

/** A time already chosen in this reservation (the wire's `dates_and_providers` item). */
export interface ChosenTime {
  readonly start: Instant;
  readonly end: Instant;
  /** 0 for "first provider available": no professional's time is taken by it yet. */
  readonly providerId: number;
}

/**
 * The chosen times as taken time of their professionals (ADR 0014 `dates_and_providers`). A time
 * chosen with "first provider available" takes nobody's time: nobody is assigned to it until the
 * booking is made, and the booking call checks every hour again (docs/adr/0016).
 */
export function chosenTimesAsBookings(chosen: readonly ChosenTime[]): readonly Booking[] {
  return chosen
    .filter((time) => time.providerId > 0 && time.start < time.end)
    .map((time) => ({ providerId: time.providerId as ProviderId, start: time.start, end: time.end }));
}

/** Faults for chosen times whose end is not after their start, named as the wire names them. */
export function chosenTimeFaults(
  chosen: readonly ChosenTime[],
  field = 'dates_and_providers',
): readonly AvailabilityFault[] {
  return chosen.flatMap((time, index) =>
    time.end > time.start ? [] : [{ field: `${field}[${String(index)}].end`, reason: 'notAfterStart' as const }],
  );
}

/** The domain agenda of a port's reading at `now`, with `alsoTaken` added to the taken time. */
export function agendaFrom(
  facts: LocationAgenda,
  window: AgendaWindow,
  now: Instant,
  alsoTaken: readonly Booking[] = [],
): LoadedAgenda {
  const zone = timeZone(facts.timeZone);
  // The zone was recorded with the location; one the runtime does not know is broken data, not input.
  if (zone.isErr())
    throw new Error(`Location ${String(facts.locationId)} records an unknown time zone: ${facts.timeZone}`);
  return {
    facts,
    zone: zone.value,
    window,
    agenda: {
      timeZone: zone.value,
      providers: facts.providers,
      bookings: heldWith(facts.bookings, alsoTaken),
      slotStepMinutes: facts.slotStepMinutes,
      now,
      minimumNoticeMinutes: facts.minimumNoticeMinutes,
      afterBookingMonths: facts.afterBookingMonths,
    },
  };
}

/**
 * Reads the agenda of an active location for the dates of `window` and makes the domain agenda of
 * it with the clock's now; `alsoTaken` (the reservation's chosen times, see `chosenTimesAsBookings`)
 * counts as taken. An unknown or closed location is not found.
 */
export function loadLocationAgenda(ports: { readonly agendas: Agendas; readonly clock: Clock }) {
  const load = loadedAgenda(ports);
  return (
    locationId: LocationId,
    window: AgendaWindow,
    alsoTaken: readonly Booking[] = [],
  ): ResultAsync<LoadedAgenda, LocationNotFound> => resultAsync(load(locationId, window, alsoTaken));
}

/** loadLocationAgenda's work as one async function, for the reads that go on from it (one-step.ts). */
function loadedAgenda(ports: { readonly agendas: Agendas; readonly clock: Clock }) {
  return async (
    locationId: LocationId,
    window: AgendaWindow,
    alsoTaken: readonly Booking[],
  ): Promise<Result<LoadedAgenda, LocationNotFound>> => {
    const facts = await ports.agendas.agendaOf(locationId, window);
    return found(facts, locationNotFound).map((read) => agendaFrom(read, window, ports.clock.now(), alsoTaken));
  };
}

/**
 * The location's class times held on each date from `from` to `to` (both included), with the seats
 * taken of each, as the engine's class rules read them (class-capacity.ts). A class time the clocks
 * skip on a date is not held that day.
 */
export function scheduledClasses(loaded: LoadedAgenda, from: LocalDate, to: LocalDate): readonly ScheduledClass[] {
  const taken = new Map<string, number>();
  for (const seats of loaded.facts.classSeatsTaken) {
    taken.set(`${String(seats.serviceId)}:${String(seats.providerId)}:${String(seats.start)}`, seats.seatsTaken);
  }
  const classes: ScheduledClass[] = [];
  for (let day = dayNumber(from); day <= dayNumber(to); day++) {
    const date = fromDayNumber(day);
    const weekday = isoWeekday(date);
    for (const time of loaded.facts.classTimes) {
      if (time.isoWeekday !== weekday || time.providerId <= 0) continue;
      const start = instantOfExistingTime(loaded.zone, date, time.start);
      if (start === null) continue;
      const seatsTaken = taken.get(`${String(time.serviceId)}:${String(time.providerId)}:${String(start)}`) ?? 0;
      classes.push({
        serviceId: time.serviceId,
        providerId: time.providerId,
        date,
        start: time.start,
        capacity: Math.max(1, time.capacity),
        seatsTaken: Math.min(seatsTaken, Math.max(1, time.capacity)),
      });
    }
  }
  return classes;
}

/** What the wire asks to place on the agenda (ADR 0014's availability parameters, decoded). */
export interface ServicesQuery {
  /** `services`: in performance order; a bundle's services when `bundleId` is given. */
  readonly serviceIds: readonly number[];
  /** `providers`: the search is restricted to these professionals; null for anyone. */
  readonly restrictTo: readonly number[] | null;
  /** `providers_array`: the professional chosen for each service (0 = first available); null for first available everywhere. */
  readonly chosenProviders: readonly number[] | null;
  /** `bundled`. */
  readonly bundled: boolean;
  /** `bundle_id`: the bundle whose services `serviceIds` are. */
  readonly bundleId: number | null;
}

/** What a query places: a chain of one or more services (a bundle is the chain of its members), or a class. */
export type PlacedServices =
  | { readonly _tag: 'Chain'; readonly chain: ServiceChain }
  | { readonly _tag: 'ClassService'; readonly service: ChainService };

type Performable = Service | BundleMember;

/** The service as given by `chosen`, narrowed to `restrictTo`; faults name the wire's fields at `index`. */
function chainServiceOf(
  service: Performable,
  index: number,
  query: ServicesQuery,
): Result<ChainService, AvailabilityFault> {
  const chosen = (query.chosenProviders?.[index] ?? 0) as ProviderId;
  return chainServiceFor(service, chosen)
    .mapErr((): AvailabilityFault => ({ field: `providers_array[${String(index)}]`, reason: 'doesNotGiveService' }))
    .andThen((chainService) => {
      if (query.restrictTo === null || chainService.providerIds.length === 0) return ok(chainService);
      const allowed = chainService.providerIds.filter((id) => query.restrictTo?.includes(id) === true);
      return allowed.length === 0
        ? err<ChainService, AvailabilityFault>({ field: 'providers', reason: 'nobodyGivesService' })
        : ok({ ...chainService, providerIds: allowed });
    });
}

/** Every service placed, or every fault found among them. */
function allPlaced(
  results: readonly Result<ChainService, AvailabilityFault>[],
): Result<readonly ChainService[], AvailabilityQueryRefused> {
  const faults = results.flatMap((result) => (result.isErr() ? [result.error] : []));
  const unique = faults.filter((fault, index) => faults.findIndex((other) => other.field === fault.field) === index);
  return unique.length > 0
    ? err(availabilityQueryRefused(...unique))
    : ok(results.flatMap((result) => (result.isOk() ? [result.value] : [])));
}

function asChain(services: readonly ChainService[]): Result<PlacedServices, AvailabilityQueryRefused> {
  // The contract has at least one service, and stored durations are positive whole minutes.
  return serviceChain(services)
    .map((chain): PlacedServices => ({ _tag: 'Chain', chain }))
    .mapErr(() => availabilityQueryRefused({ field: 'services', reason: 'notTheBundlesServices' }));
}

/**
 * The services a query asks about, as the engine places them: a consecutive chain (one service,
 * several performed one after another, a session of a package, or a bundle's members), or a class
 * service on its own. Services not offered at the location are not found (404); everything else
 * that cannot be placed is refused naming its field (422).
 */
export function placedServices(
  catalogue: LocationCatalogue,
  query: ServicesQuery,
): Result<PlacedServices, ServiceNotFound | AvailabilityQueryRefused> {
  const refused = (...faults: AvailabilityFault[]) => err(availabilityQueryRefused(...faults));
  if (query.bundled && query.bundleId === null) return refused({ field: 'bundle_id', reason: 'requiredWhenBundled' });
  if (!query.bundled && query.bundleId !== null) return refused({ field: 'bundled', reason: 'onlyWithBundled' });
  if (query.chosenProviders !== null && query.chosenProviders.length !== query.serviceIds.length) {
    return refused({ field: 'providers_array', reason: 'notOnePerService' });
  }
  const offered = (id: number) => catalogue.services.find((candidate) => candidate.service.id === id)?.service;

  if (query.bundleId !== null) {
    const bundle = offered(query.bundleId);
    if (bundle === undefined) return err(serviceNotFound);
    if (!isBundle(bundle)) return refused({ field: 'bundle_id', reason: 'notABundle' });
    const members = bundle.bundle.map((member) => member.id);
    if (members.length !== query.serviceIds.length || members.some((id, index) => id !== query.serviceIds[index])) {
      return refused({ field: 'services', reason: 'notTheBundlesServices' });
    }
    return allPlaced(bundle.bundle.map((member, index) => chainServiceOf(member, index, query))).andThen(asChain);
  }

  const services: Service[] = [];
  for (const id of query.serviceIds) {
    const service = offered(id);
    if (service === undefined) return err(serviceNotFound);
    services.push(service);
  }
  const faults = services.flatMap((service, index): AvailabilityFault[] => {
    const field = `services[${String(index)}]`;
    if (isBundle(service)) return [{ field, reason: 'bundleNeedsBundled' }];
    if ((service.classService || isSessionPackage(service)) && services.length > 1)
      return [{ field, reason: 'mustBeAlone' }];
    return [];
  });
  if (faults.length > 0) return refused(...faults);
  return allPlaced(services.map((service, index) => chainServiceOf(service, index, query))).andThen((placed) => {
    const [only] = placed;
    if (services.length === 1 && services[0]?.classService === true && only !== undefined) {
      return ok<PlacedServices, AvailabilityQueryRefused>({ _tag: 'ClassService', service: only });
    }
    return asChain(placed);
  });
}

/** An availability call's question: where, what, by whom, and what the reservation already holds. */
export interface AvailabilityQuery extends ServicesQuery {
  /** `local`. */
  readonly locationId: LocationId;
  /** `dates_and_providers`. */
  readonly chosenTimes: readonly ChosenTime[];
}

/** The agenda of an availability query's location and what the query places on it. */
export interface PreparedAvailability {
  readonly loaded: LoadedAgenda;
  /** The location's catalogue the services were placed from. */
  readonly catalogue: LocationCatalogue;
  readonly placed: PlacedServices;
}

export type AvailabilityQueryError = LocationNotFound | ServiceNotFound | AvailabilityQueryRefused;

/** What an availability query reads: the agendas, the catalogue, and now. */
export interface AvailabilityPorts {
  readonly agendas: Agendas;
  readonly clock: Clock;
  readonly catalogue: Catalogue;
}

/**
 * The agenda for `window` and the placed services of an availability query, with the chosen times
 * taken: the common first step of the days, hours and first-available calls.
 */
export function prepareAvailability(ports: AvailabilityPorts) {
  const load = loadedAgenda(ports);
  return (
    query: AvailabilityQuery,
    window: AgendaWindow,
  ): ResultAsync<PreparedAvailability, AvailabilityQueryError> => {
    const faults = chosenTimeFaults(query.chosenTimes);
    if (faults.length > 0) return errAsync(availabilityQueryRefused(...faults));
    // The catalogue is asked for beside the agenda, not after it: a location neither is kept for
    // waits for one round of reads, not two in a row (issue 37). Should the agenda find no
    // location, the catalogue's answer, or its failure, is let go unread.
    const asked = ports.catalogue.catalogueOf(query.locationId);
    asked.catch(() => undefined);
    return resultAsync(
      prepared(load(query.locationId, window, chosenTimesAsBookings(query.chosenTimes)), asked, query),
    );
  };
}

/** The agenda as `loading` reads it and the services placed from the catalogue `asked`, in one async function (one-step.ts). */
async function prepared(
  loading: Promise<Result<LoadedAgenda, LocationNotFound>>,
  asked: Promise<LocationCatalogue>,
  query: AvailabilityQuery,
): Promise<Result<PreparedAvailability, AvailabilityQueryError>> {
  const loaded = await loading;
  if (loaded.isErr()) return err(loaded.error);
  const catalogue = await asked;
  return placedServices(catalogue, query).map((placed) => ({ loaded: loaded.value, catalogue, placed }));
}
