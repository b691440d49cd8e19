import type { ProviderId } from '../catalog/service';

/** Time a professional holds, as the engine's Booking (agenda.ts) is: named here so that agenda.ts can name this module's types. */
interface TimeHeld {
  readonly providerId: ProviderId;
  readonly start: number;
  readonly end: number;
}

// A location's held bookings grouped by professional, as the agenda cache keeps them (issue 37;
// docs/adr/0138). A create adds its time to every agenda kept that holds it, in each server process;
// at the dense location (200 professionals, 1M bookings) an agenda holds 14,000–23,000 bookings, and
// making a new list of them for each create (a copy, sorted and grouped again) was what a create cost
// there. Here a create's time makes a new value that shares every professional's list but its own:
// what it costs grows with the professionals and with one professional's bookings, never with the
// location's. The engine reads a professional's bookings from it directly (agenda-index.ts); the
// flat list, sorted by start then professional as an agenda is read, is made only when asked.
// Immutable: nothing a query holds changes under it.

const byStart = (a: TimeHeld, b: TimeHeld) => a.start - b.start;
const byStartThenProvider = (a: TimeHeld, b: TimeHeld) => a.start - b.start || a.providerId - b.providerId;

/** The first position of `list` (sorted by `before`) whose item `item` does not go after. */
export function upperBound<T>(list: readonly T[], item: T, before: (a: T, b: T) => number): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (before(list[middle] as T, item) <= 0) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** `list` with `booking` put after every booking that starts no later. */
function inserted<Booking extends TimeHeld>(list: readonly Booking[], booking: Booking): readonly Booking[] {
  const result = [...list];
  result.splice(upperBound(list, booking, byStart), 0, booking);
  return result;
}

const sameTime = (a: TimeHeld, b: TimeHeld) => a.providerId === b.providerId && a.start === b.start && a.end === b.end;

export class HeldBookings<Booking extends TimeHeld = TimeHeld> implements Iterable<Booking> {
  /** How many bookings are held. */
  readonly length: number;
  readonly #byProvider: ReadonlyMap<ProviderId, readonly Booking[]>;
  #list: readonly Booking[] | undefined;

  private constructor(
    byProvider: ReadonlyMap<ProviderId, readonly Booking[]>,
    length: number,
    list?: readonly Booking[],
  ) {
    this.#byProvider = byProvider;
    this.length = length;
    this.#list = list;
  }

  /** `list` (sorted by start, then professional, as an agenda is read) grouped: each professional's sorted by start. */
  static grouped<Booking extends TimeHeld>(list: readonly Booking[]): HeldBookings<Booking> {
    const lists = new Map<ProviderId, Booking[]>();
    for (const booking of list) {
      const own = lists.get(booking.providerId);
      if (own === undefined) lists.set(booking.providerId, [booking]);
      else own.push(booking);
    }
    for (const own of lists.values()) own.sort(byStart);
    return new HeldBookings(lists, list.length, list);
  }

  /** The professional's bookings, sorted by start. */
  of(providerId: ProviderId): readonly Booking[] {
    return this.#byProvider.get(providerId) ?? [];
  }

  /** Whether the same time of the same professional is held already. */
  holds(booking: Booking): boolean {
    const own = this.of(booking.providerId);
    for (let at = upperBound(own, booking, byStart) - 1; at >= 0; at--) {
      const held = own[at] as Booking;
      if (held.start !== booking.start) return false;
      if (held.end === booking.end) return true;
    }
    return false;
  }

  /**
   * These and `added`, each added after the bookings of its professional that start no later: what
   * grouping the flat list with `added` appended would give. Only the professionals of `added` get
   * new lists.
   */
  with(added: readonly Booking[]): HeldBookings<Booking> {
    if (added.length === 0) return this;
    const lists = new Map(this.#byProvider);
    for (const booking of added) lists.set(booking.providerId, inserted(lists.get(booking.providerId) ?? [], booking));
    return new HeldBookings(lists, this.length + added.length);
  }

  /** Every booking, sorted by start then professional (those of one start and professional in the order added); made once, when asked. */
  list(): readonly Booking[] {
    if (this.#list === undefined) {
      const all: Booking[] = [];
      for (const own of this.#byProvider.values()) all.push(...own);
      // Stable: a professional's bookings of one start stay in their order.
      this.#list = all.sort(byStartThenProvider);
    }
    return this.#list;
  }

  [Symbol.iterator](): Iterator<Booking> {
    return this.list()[Symbol.iterator]();
  }
}

/** An agenda's held bookings, as a list or kept grouped. */
export type HeldTime<Booking extends TimeHeld> = readonly Booking[] | HeldBookings<Booking>;

/** Held time as a flat list, sorted as it was read. */
export function heldList<Booking extends TimeHeld>(held: HeldTime<Booking>): readonly Booking[] {
  return held instanceof HeldBookings ? held.list() : held;
}

/** Held time with `added` held too: grouped time stays grouped (HeldBookings.with), a list is appended to. */
export function heldWith<Booking extends TimeHeld>(
  held: HeldTime<Booking>,
  added: readonly Booking[],
): HeldTime<Booking> {
  if (added.length === 0) return held;
  return held instanceof HeldBookings ? held.with(added) : [...held, ...added];
}

/** Whether `held` holds the same time of the same professional as `booking`. */
export function holdsTime<Booking extends TimeHeld>(held: HeldTime<Booking>, booking: Booking): boolean {
  return held instanceof HeldBookings ? held.holds(booking) : held.some((each) => sameTime(each, booking));
}
