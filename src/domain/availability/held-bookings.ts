import type { Instant } from '../calendar/instant';
import type { ProviderId, ServiceId } from '../catalog/service';

/**
 * Time a professional holds, as the engine's Booking (agenda.ts) is: named here so that agenda.ts
 * can name this module's types. Its four fields are all HeldBookings keeps of a booking.
 */
interface TimeHeld {
  readonly providerId: ProviderId;
  readonly start: Instant;
  readonly end: Instant;
  readonly seatOf?: ServiceId;
}

// A location's held bookings grouped by professional, as the agenda cache keeps them (issue 37;
// docs/adr/0138). A create adds its time to every agenda kept that holds it, in each server process;
// at the dense location (200 professionals, 1M bookings) an agenda holds 14,000–23,000 bookings, and
// making a new list of them for each create (a copy, sorted and grouped again) was what a create cost
// there. Here a create's time makes a new value that shares every professional's times but its own:
// what it costs grows with the professionals and with one professional's bookings, never with the
// location's. Immutable: nothing a query holds changes under it.
//
// Each professional's time is kept as numbers, not as objects (docs/adr/0166): their starts and ends
// in one Float64Array, sorted by start, and the class service of each seat only where one is a seat.
// A marketplace process keeps some 4,700 weeks of agendas, a quarter of a million held bookings, and
// as objects they were three heap objects each (the booking and its two instants), 45 % of all the
// objects the collector marked on every old-generation cycle. The engine reads the times directly
// (agenda-index.ts); bookings as objects are made only when asked for (`of`, `list`), by the create
// paths and the classes.
//
// As read, every professional's array is a view of one buffer for the agenda, and nothing wraps an
// array (docs/adr/0167): an object and a buffer a professional a week were some 84,000 of the
// million objects a marketplace process kept.

const byStart = (a: TimeHeld, b: TimeHeld) => a.start - b.start;
const byStartThenProvider = (a: TimeHeld, b: TimeHeld) => a.start - b.start || a.providerId - b.providerId;
const sameTime = (a: TimeHeld, b: TimeHeld) => a.providerId === b.providerId && a.start === b.start && a.end === b.end;

/** The first pair of `times` ([start, end, start, end, …], sorted by start) whose start is after `start`. */
function pairAfter(times: Float64Array, start: number): number {
  let low = 0;
  let high = times.length / 2;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((times[2 * middle] as number) <= start) low = middle + 1;
    else high = middle;
  }
  return low;
}

const NO_TIME: Float64Array = new Float64Array(0);

/** `own` (one professional's bookings, sorted by start) written into `times`, their view; their seats, or null when none is one. */
function written(times: Float64Array, own: readonly TimeHeld[]): readonly (ServiceId | undefined)[] | null {
  let seats: (ServiceId | undefined)[] | null = null;
  own.forEach((booking, at) => {
    times[2 * at] = booking.start;
    times[2 * at + 1] = booking.end;
    if (booking.seatOf !== undefined) {
      seats ??= Array.from({ length: own.length }, () => undefined);
      seats[at] = booking.seatOf;
    }
  });
  return seats;
}

/** `times` with `booking` put after every pair that starts no later, and the pair it went to. */
function inserted(times: Float64Array, booking: TimeHeld): readonly [Float64Array, number] {
  const at = pairAfter(times, booking.start);
  const grown = new Float64Array(times.length + 2);
  grown.set(times.subarray(0, 2 * at));
  grown[2 * at] = booking.start;
  grown[2 * at + 1] = booking.end;
  grown.set(times.subarray(2 * at), 2 * at + 2);
  return [grown, at];
}

/**
 * Held bookings grouped by professional. `Booking` is the engine's Booking or a type of the same four
 * fields: what is handed back is made from those fields alone.
 */
export class HeldBookings<Booking extends TimeHeld = TimeHeld> implements Iterable<Booking> {
  /** How many bookings are held. */
  readonly length: number;
  /** Each professional's [start, end, …]; as grouped, views of one buffer. */
  readonly #times: ReadonlyMap<ProviderId, Float64Array>;
  /** The class service of each pair that is a class's seat, for the professionals that hold one. */
  readonly #seats: ReadonlyMap<ProviderId, readonly (ServiceId | undefined)[]>;

  private constructor(
    times: ReadonlyMap<ProviderId, Float64Array>,
    seats: ReadonlyMap<ProviderId, readonly (ServiceId | undefined)[]>,
    length: number,
  ) {
    this.#times = times;
    this.#seats = seats;
    this.length = length;
  }

  /**
   * `list` (sorted by start, then professional, as an agenda is read) grouped: each professional's
   * sorted by start, their times views of one buffer for the agenda (a buffer is an object of its
   * own, and its memory is swept by every collection: one an agenda, not one a professional).
   */
  static grouped<Booking extends TimeHeld>(list: readonly Booking[]): HeldBookings<Booking> {
    const lists = new Map<ProviderId, Booking[]>();
    for (const booking of list) {
      const own = lists.get(booking.providerId);
      if (own === undefined) lists.set(booking.providerId, [booking]);
      else own.push(booking);
    }
    const buffer = new Float64Array(list.length * 2);
    const times = new Map<ProviderId, Float64Array>();
    const seats = new Map<ProviderId, readonly (ServiceId | undefined)[]>();
    let from = 0;
    for (const [providerId, own] of lists) {
      const view = buffer.subarray(from, from + own.length * 2);
      // Stable: a professional's bookings of one start stay in their order.
      const ownSeats = written(view, own.sort(byStart));
      times.set(providerId, view);
      if (ownSeats !== null) seats.set(providerId, ownSeats);
      from += own.length * 2;
    }
    return new HeldBookings<Booking>(times, seats, list.length);
  }

  /**
   * The professional's held time: [start, end, start, end, …] sorted by start, the same array while
   * their bookings are unchanged. What the engine reads.
   */
  timesOf(providerId: ProviderId): Float64Array {
    return this.#times.get(providerId) ?? NO_TIME;
  }

  /** The professional's bookings, sorted by start: made afresh at each call. */
  of(providerId: ProviderId): readonly Booking[] {
    const times = this.timesOf(providerId);
    const seats = this.#seats.get(providerId);
    return Array.from({ length: times.length / 2 }, (_, at) => {
      const booking = { providerId, start: times[2 * at] as Instant, end: times[2 * at + 1] as Instant };
      const seatOf = seats?.[at];
      return (seatOf === undefined ? booking : { ...booking, seatOf }) as Booking;
    });
  }

  /** Whether the same time of the same professional is held already. */
  holds(booking: Booking): boolean {
    const times = this.timesOf(booking.providerId);
    for (let at = pairAfter(times, booking.start) - 1; at >= 0; at--) {
      if (times[2 * at] !== booking.start) return false;
      if (times[2 * at + 1] === booking.end) return true;
    }
    return false;
  }

  /**
   * These and `added`, each added after the bookings of its professional that start no later: what
   * grouping the flat list with `added` appended would give. Only the professionals of `added` get
   * new times.
   */
  with(added: readonly Booking[]): HeldBookings<Booking> {
    if (added.length === 0) return this;
    const times = new Map(this.#times);
    // Copied only when a seat is added: most creates are of plain bookings, at agendas with no class.
    let seats: Map<ProviderId, readonly (ServiceId | undefined)[]> | null = null;
    for (const booking of added) {
      const { providerId, seatOf } = booking;
      const [grown, at] = inserted(times.get(providerId) ?? NO_TIME, booking);
      times.set(providerId, grown);
      const before = (seats ?? this.#seats).get(providerId);
      if (before === undefined && seatOf === undefined) continue;
      const own = before ?? Array.from({ length: grown.length / 2 - 1 }, () => undefined);
      seats ??= new Map(this.#seats);
      seats.set(providerId, [...own.slice(0, at), seatOf, ...own.slice(at)]);
    }
    return new HeldBookings<Booking>(times, seats ?? this.#seats, this.length + added.length);
  }

  /** Every booking, sorted by start then professional (those of one start and professional in the order added); made afresh at each call. */
  list(): readonly Booking[] {
    const all: Booking[] = [];
    for (const providerId of this.#times.keys()) all.push(...this.of(providerId));
    // Stable: a professional's bookings of one start stay in their order.
    return all.sort(byStartThenProvider);
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
