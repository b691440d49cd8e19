import type { ClockTime } from '../calendar/clock-time';
import { addMinutes, type Instant } from '../calendar/instant';
import type { LocalDate } from '../calendar/local-date';
import { FIRST_AVAILABLE_PROVIDER, type ProviderId, type ProviderRef, type ServiceId } from '../catalog/service';
import type { Agenda, Booking } from './agenda';
import { heldWith } from './held-bookings';
import type { EmptyChain, InvalidDuration } from './availability-error';
import { classBlocks, classWithMostSeats, type ScheduledClass } from './class-capacity';
import { assignProviders } from './first-available-provider';
import { chainServiceFor, serviceChain, type ChainService } from './service-chain';
import { instantAt, wallClockAt } from './time-zone';

// Placing a reservation's items on the agenda when it is booked (booking-wizard §4 Submission, §5,
// §7; docs/adr/0013, docs/adr/0016). Each item is placed at the hour it was given, in order, and
// takes its professional's time (or a class's seat, which is its professional's time too,
// docs/adr/0089) before the next one is placed, so a reservation never collides with itself: the
// items of a bundle, given back to back, follow each other. "First provider available" (0)
// becomes a real professional (first-available-provider.ts); a class gives the seat of the class
// at that hour with the most seats left.

/** A service as placing reads it: a catalogue service, or a bundle's member. */
export interface PlaceableService {
  readonly id: ServiceId;
  readonly durationMinutes: number;
  readonly serviceProviders: readonly ProviderRef[];
  /** Booked by the seat at the class times (class-capacity.ts); a bundle's member never is. */
  readonly classService?: boolean;
}

/** One item of a reservation: what is booked, with whom, and when. */
export interface ItemToPlace {
  readonly service: PlaceableService;
  /** The professional the client chose, as sent; 0 for "first provider available". */
  readonly chosenProviderId: number;
  readonly start: Instant;
  readonly end: Instant;
}

/** The item has a real professional, or a class's seat, at its hour. */
export interface Placed {
  readonly _tag: 'Placed';
  readonly providerId: ProviderId;
  /** The location's date the item starts on. */
  readonly date: LocalDate;
  /** The seats of the class it takes one of; null for time taken from a professional. */
  readonly classCapacity: number | null;
}

/** Nobody (or no class seat) is free for the item at its hour: an answer, not a fault of the request. */
export interface NoLongerFree {
  readonly _tag: 'NoLongerFree';
}

/** The item does not end its service's duration after it starts. */
export interface WrongEnd {
  readonly _tag: 'WrongEnd';
  readonly code: 'AVAILABILITY.WRONG_END';
}

/** The item starts at an instant that is not an hour the location's clocks read exactly then (docs/adr/0013). */
export interface NotAnHour {
  readonly _tag: 'NotAnHour';
  readonly code: 'AVAILABILITY.NOT_AN_HOUR';
}

/** The professional chosen for the item does not give its service (booking-wizard §3 serviceProviders). */
export interface ChosenProviderDoesNotGiveService {
  readonly _tag: 'ChosenProviderDoesNotGiveService';
  readonly code: 'AVAILABILITY.CHOSEN_PROVIDER_DOES_NOT_GIVE_SERVICE';
  readonly serviceId: ServiceId;
  readonly chosenProviderId: number;
}

/** Why an item cannot be placed whatever the agenda holds. */
export type PlacementRefusal = WrongEnd | NotAnHour | ChosenProviderDoesNotGiveService | EmptyChain | InvalidDuration;

export type ItemPlacement = Placed | NoLongerFree | PlacementRefusal;

const NO_LONGER_FREE: NoLongerFree = { _tag: 'NoLongerFree' };

/** The id of the professional chosen among those who give the service, or "first provider available". */
function chosenAmongPerformers(service: PlaceableService, chosen: number): ProviderId | undefined {
  if (chosen === FIRST_AVAILABLE_PROVIDER.id) return FIRST_AVAILABLE_PROVIDER.id;
  return service.serviceProviders.find((provider) => provider.id === chosen)?.id;
}

/** Which class a seat is of: its service, its professional and its start. */
function seatKey(serviceId: ServiceId, providerId: ProviderId, start: Instant): string {
  return `${String(serviceId)}:${String(providerId)}:${String(start)}`;
}

/**
 * Places items one after another on `agenda`, with `classes` the class times held on the items'
 * dates: each call answers where its item goes, counting the professionals' time and the class
 * seats the items placed before it took.
 */
export function agendaPlacer(agenda: Agenda, classes: readonly ScheduledClass[]): (item: ItemToPlace) => ItemPlacement {
  const taken: Booking[] = [];
  const seatsTaken = new Map<string, number>();
  const withTaken = (): Agenda =>
    taken.length === 0 ? agenda : { ...agenda, bookings: heldWith(agenda.bookings, taken) };

  function placeInClass(
    service: ChainService,
    start: Instant,
    date: LocalDate,
    time: ClockTime,
  ): Placed | NoLongerFree {
    const held = classes
      .filter((scheduled) => scheduled.date === date)
      .map((scheduled) => ({
        ...scheduled,
        seatsTaken: Math.min(
          scheduled.capacity,
          scheduled.seatsTaken + (seatsTaken.get(seatKey(scheduled.serviceId, scheduled.providerId, start)) ?? 0),
        ),
      }));
    const block = classBlocks(withTaken(), service, held, date).find((candidate) => candidate.hour === time);
    const seats = classWithMostSeats(block?.classes ?? []);
    if (block === undefined || seats === undefined) return NO_LONGER_FREE;
    const key = seatKey(service.serviceId, seats.providerId, start);
    seatsTaken.set(key, (seatsTaken.get(key) ?? 0) + 1);
    // The seat is its professional's time for the items after it, shared only with its class's seats.
    taken.push({ providerId: seats.providerId, start, end: block.endBlock, seatOf: service.serviceId });
    const capacity =
      held.find(
        (scheduled) =>
          scheduled.serviceId === service.serviceId &&
          scheduled.providerId === seats.providerId &&
          scheduled.start === time,
      )?.capacity ?? 1;
    return { _tag: 'Placed', providerId: seats.providerId, date, classCapacity: capacity };
  }

  return (item) => {
    const { service, start, end } = item;
    if (end !== addMinutes(start, service.durationMinutes)) return { _tag: 'WrongEnd', code: 'AVAILABILITY.WRONG_END' };
    const zone = agenda.timeZone;
    const { date, time } = wallClockAt(zone, start);
    // An hour is a wall-clock time the clocks read at exactly this instant (docs/adr/0013).
    if (instantAt(zone, date, time) !== start) return { _tag: 'NotAnHour', code: 'AVAILABILITY.NOT_AN_HOUR' };
    const chosen = chosenAmongPerformers(service, item.chosenProviderId);
    const chainService = chosen === undefined ? undefined : chainServiceFor(service, chosen).unwrapOr(undefined);
    if (chainService === undefined) {
      return {
        _tag: 'ChosenProviderDoesNotGiveService',
        code: 'AVAILABILITY.CHOSEN_PROVIDER_DOES_NOT_GIVE_SERVICE',
        serviceId: service.id,
        chosenProviderId: item.chosenProviderId,
      };
    }
    if (service.classService === true) return placeInClass(chainService, start, date, time);
    const chain = serviceChain([chainService]);
    if (chain.isErr()) return chain.error;
    const [assigned] = assignProviders(withTaken(), chain.value, date, time).unwrapOr([]);
    if (assigned === undefined) return NO_LONGER_FREE;
    taken.push({ providerId: assigned.providerId, start, end });
    return { _tag: 'Placed', providerId: assigned.providerId, date, classCapacity: null };
  };
}

/** Where each of `items` goes, placed in order (see agendaPlacer). */
export function placeInAgenda(
  agenda: Agenda,
  classes: readonly ScheduledClass[],
  items: readonly ItemToPlace[],
): readonly ItemPlacement[] {
  const place = agendaPlacer(agenda, classes);
  return items.map((item) => place(item));
}
