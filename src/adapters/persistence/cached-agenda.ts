import type { AgendaWindow, Agendas, LocationAgenda } from '#application/ports/server/agenda';
import type { Bookings, NewBooking } from '#application/ports/server/bookings';
import type { Booking } from '#domain/availability/agenda';
import { HeldBookings, heldList, heldWith, holdsTime } from '#domain/availability/held-bookings';
import type { Catalogue, LocationCatalogue } from '#application/ports/server/catalogue';
import { dayNumber, fromDayNumber } from '#domain/calendar/local-date';
import type { CompanyDirectory } from '#application/ports/server/company-directory';
import type { LocationId } from '#domain/storefront/company';
import type { NotificationListener, SqlDatabase } from './sql-database';
import { heldTimeSpan } from './sql-agenda';
import { WeightedLru, type CacheFigures } from '#application/shared/weighted-lru';
import { KeysByWeek } from './kept-agenda-weeks';

// The agenda and the catalogue kept in memory (issue 19; docs/adr/0071). Every hours, days and
// booking request reads a location's agenda for a window of dates and its catalogue; read and
// decoded from the database each time, that was ten statements and every held booking of the
// window per request. Here each (location, window) agenda and each location's catalogue is read
// once, by one request while the others wait for the same read, and kept, decoded, until what it
// was read from changes:
//
// - the tables it is read from notify the channel `reserva_agenda` in the transaction that changes
//   them (migration 0018): 'provider:<id>' when a professional's held time changes, 'all' for the
//   schedules and the catalogue. Every process listens (`SqlDatabase.listen`), so a booking made
//   through another server process, the CLI or by hand is heard a moment after it commits;
// - this process's own writes through the bookings port forget what they change as soon as they
//   commit, before the request that made them is answered (`forgettingBookings`);
// - a create of plain bookings (no class seat) is not forgotten but added: the time it took is
//   written into the kept agendas of its professionals, by this process once committed and by the
//   others when they hear its notification, 'taken:<provider>:<start ms>:<end ms>' (docs/adr/0083).
//   Under a stream of creates a location's agenda is then read once, not once per create. What is
//   added is what a fresh read would hold (a held booking of a professional of the agenda, within
//   the span it was read for), added once however often it is heard;
// - a read that was under way when a change was heard is not kept, and an entry is never kept
//   longer than `maxAgeMs` — except time taken: what creates took while an agenda was being read
//   is added to it once read, as to an agenda kept (issue 37). A read of a busy location takes
//   longer than the gap between its creates, so a read forgotten for each create heard meanwhile
//   was never kept, and every create read its location's weeks again;
// - while the listening connection is down (PostgreSQL restarting) nothing is kept: every request
//   reads, as before.
//
// An agenda is read and kept for whole weeks, Monday to Sunday, around the window asked
// (`keptWindow`): the day strips a storefront asks from each of the next days, and the hours of
// each day, fall on a few such spans rather than on as many windows as they have first dates, so
// a location's agenda is read a few times rather than once per first date (the dense location's
// 14-day strips from seven first dates: three reads of three weeks rather than seven of two). An
// agenda of more dates than asked answers alike: the engine reads the days it is asked about.
//
// The cache is an optimisation of what is offered, never of what is booked: the bookings' exclusion
// constraint and the class seats' CHECK still decide every create (sql-bookings.ts), so an hour
// offered a moment too late can only be refused as taken (409), never booked twice.

/** The channel migration 0018's triggers notify. */
export const AGENDA_CHANNEL = 'reserva_agenda';

/** What changed, as a notification or a write of this process says it. */
export type AgendaChange =
  /** The held time of these professionals (bookings, class seats). */
  | { readonly _tag: 'HeldTime'; readonly providerIds: readonly number[] }
  /**
   * Plain bookings (no class seat) that now hold their professionals' time, committed. `since`,
   * for this process's own create: `changesHeard()` when it began; when something was forgotten
   * after it, the professionals' agendas are forgotten instead, since what was forgotten may be
   * this very booking cancelled (an agenda read since might hold it no longer).
   */
  | { readonly _tag: 'TimeTaken'; readonly taken: readonly Booking[]; readonly since?: number }
  /** Held time of anyone: every agenda, not the catalogues. */
  | { readonly _tag: 'AnyHeldTime' }
  /** Schedules, services, locations or companies: everything. */
  | { readonly _tag: 'Everything' };

/** A notification's payload as a change; what it does not name precisely is everything. */
export function agendaChangeOf(payload: string): AgendaChange {
  const provider = /^provider:(\d+)$/.exec(payload);
  if (provider?.[1] !== undefined) return { _tag: 'HeldTime', providerIds: [Number(provider[1])] };
  const taken = /^taken:(\d+):(\d+):(\d+)$/.exec(payload);
  const [providerId = NaN, start = NaN, end = NaN] = taken?.slice(1).map(Number) ?? [];
  if (![providerId, start, end].every((number) => Number.isSafeInteger(number)) || start >= end)
    return { _tag: 'Everything' };
  return { _tag: 'TimeTaken', taken: [{ providerId, start, end } as Booking] };
}

/**
 * What a committed create tells the other processes (`agendaChangeOf` reads it back): the time
 * each plain booking took, and for a class seat its professional's held time changed.
 */
export function createdPayloads(bookings: readonly NewBooking[]): string[] {
  return bookings.map((booking) =>
    booking.classCapacity === null
      ? `taken:${String(booking.providerId)}:${String(booking.start)}:${String(booking.end)}`
      : `provider:${String(booking.providerId)}`,
  );
}

/** How long a kept entry answers at most when nothing was heard of it: 5 minutes (docs/adr/0143). */
export const DEFAULT_MAX_AGE_MS = 300_000;

export interface AgendaCacheOptions {
  /**
   * How long an entry is kept at most, even when nothing was heard: the bound on a copy kept past a
   * change nobody was told of (triggers set aside, a notification lost unseen); 5 min by default
   * (docs/adr/0143; it was 30 s, which made a marketplace's thousands of kept weeks read again twice
   * a minute).
   */
  readonly maxAgeMs?: number;
  /**
   * The estimated bytes (`agendaWeight`) the (location, window) agendas kept may weigh together, the
   * least recently used dropped first (RESERVA_AGENDA_CACHE_MB; docs/adr/0135); 64 MiB by default.
   */
  readonly budgetBytes?: number;
  /** Milliseconds of a monotonic clock; performance.now by default. */
  readonly now?: () => number;
  /** How long after the listening failed to start it is tried again; 5 s by default. */
  readonly relistenAfterMs?: number;
}

export interface AgendaCache {
  /** The agendas port, read through the cache. */
  readonly agendas: Agendas;
  /** The catalogue port; its catalogues read through the cache. */
  readonly catalogue: Catalogue;
  /**
   * `directory` with its companies, booking settings and active locations (with their opening
   * hours) read through the cache, forgotten with the catalogues (docs/adr/0079): a create reads
   * them first, and they change as rarely. Lists (a company's locations, its social links) are read
   * as before.
   */
  companyDirectory(directory: CompanyDirectory): CompanyDirectory;
  /**
   * Takes `change` into what is kept, for this process's writes once committed: forgets what it
   * touches, or adds the time taken to the agendas kept.
   */
  forget(change: AgendaChange): void;
  /** How many forgetting changes were heard so far: a create's `since`. */
  changesHeard(): number;
  /** Whether entries are kept now (listening); when false every read goes to the database. */
  keeping(): boolean;
  /**
   * A number that changes whenever anything kept changes (an entry kept, renewed, added to,
   * dropped or forgotten), the same while nothing does; null while nothing is kept (not
   * listening), when every read goes to the database. A replay before the app relies on it
   * (docs/adr/0148): an answer the caches made is the same while this is.
   */
  readonly changes: () => number | null;
  /** The agendas kept, their weight, and the lookups answered from them (for /metrics; docs/adr/0135). */
  readonly figures: () => CacheFigures;
  /** The same of the catalogues kept (their weight counted in entries). */
  readonly catalogueFigures: () => CacheFigures;
  /** The same of the companies, booking settings and locations kept (their weight counted in entries). */
  readonly directoryFigures: () => CacheFigures;
}

interface Entry<T> {
  readonly value: Promise<T>;
  readonly at: number;
  /** The professionals the agenda is of, once read; undefined while the read is under way. */
  providers?: ReadonlySet<number>;
  /** The value once read. */
  read?: T;
  /** Time taken that was heard while the read was under way, added to it once read (agendas only). */
  readonly heard?: Booking[];
}

/** An agenda kept, and the span of instants its held bookings were read for. */
interface KeptAgenda {
  readonly agenda: LocationAgenda | undefined;
  readonly from: number;
  readonly to: number;
}

/**
 * `agenda` with `taken` added where a fresh read of it would hold it: of one of its professionals,
 * overlapping the span it was read for, not held already; the held bookings in the read's order
 * (start, then professional). The agenda itself when nothing is added. Kept grouped by
 * professional (HeldBookings), what it costs grows with the professionals and with the booked
 * professional's bookings, not with the location's (issue 37; docs/adr/0138).
 */
function withTimeTaken(kept: KeptAgenda, taken: readonly Booking[], providers: ReadonlySet<number>): KeptAgenda {
  const { agenda } = kept;
  if (agenda === undefined) return kept;
  const added: Booking[] = [];
  for (const booking of taken)
    if (
      booking.start < kept.to &&
      booking.end > kept.from &&
      providers.has(booking.providerId) &&
      !holdsTime(agenda.bookings, booking) &&
      !added.some(
        (each) => each.providerId === booking.providerId && each.start === booking.start && each.end === booking.end,
      )
    )
      added.push(booking);
  if (added.length === 0) return kept;
  return { ...kept, agenda: { ...agenda, bookings: heldWith(agenda.bookings, added) } };
}

/** An agenda as read, its held bookings grouped by professional once, to be kept (HeldBookings). */
function keptGrouped(agenda: LocationAgenda | undefined): LocationAgenda | undefined {
  if (agenda === undefined || agenda.bookings instanceof HeldBookings) return agenda;
  return { ...agenda, bookings: HeldBookings.grouped(heldList(agenda.bookings)) };
}

/** The professionals an agenda kept is of. */
const providersOfKept = (kept: KeptAgenda) => new Set(kept.agenda?.providers.map((provider) => provider.id) ?? []);

/** 1970-01-05, the first Monday of day numbers (days since 1970-01-01). */
const FIRST_MONDAY = 4;

/** The whole weeks, Monday to Sunday, that hold `window`: what an agenda is read and kept for. */
export function keptWindow(window: AgendaWindow): AgendaWindow {
  const first = dayNumber(window.firstDate);
  const last = dayNumber(window.lastDate);
  const weekday = (day: number) => (((day - FIRST_MONDAY) % 7) + 7) % 7;
  return { firstDate: fromDayNumber(first - weekday(first)), lastDate: fromDayNumber(last + 6 - weekday(last)) };
}

/**
 * 64 MiB: the agendas' share of a process's 450 MB (docs/adr/0135), some ninety of the dense
 * location's three-week agendas or 6,900 of a marketplace location's weeks (docs/adr/0166); the
 * catalogues get a quarter of it besides (docs/adr/0143).
 */
export const DEFAULT_AGENDA_BUDGET_BYTES = 64 * 1024 * 1024;

// Bytes an agenda holds, estimated from what it is made of (docs/adr/0135), as measured on the heap
// and in the typed arrays' stores (tools/bench-http/weigh-kept-reads; docs/adr/0143, 0166): the
// agendas of 300 locations of a 2,000-location marketplace, kept for one and for three weeks,
// weighed 7.5 kB plus 16.6 bytes per held booking (kept as numbers, each professional's in one
// Float64Array; as objects they were 102 bytes each). The 7.5 kB are the entry, the location's facts
// and its ten professionals, taken here as 2 kB and some 550 bytes each; their weekly hours are
// shared among agendas (sql-agenda.ts) and not counted. The figures below round those up by a fifth
// or so; a class time and a class's seats are counted roughly; what is under way weighs its base.
const AGENDA_BASE_BYTES = 2_048;
const BYTES_PER_HELD_BOOKING = 24;
const BYTES_PER_PROFESSIONAL = 640;
const BYTES_PER_CLASS_ITEM = 128;

/** The estimated bytes `agenda` holds in memory, and its entry with it; a closed location's a little. */
export function agendaWeight(agenda: LocationAgenda | undefined): number {
  if (agenda === undefined) return AGENDA_BASE_BYTES;
  return (
    AGENDA_BASE_BYTES +
    agenda.bookings.length * BYTES_PER_HELD_BOOKING +
    agenda.providers.length * BYTES_PER_PROFESSIONAL +
    (agenda.classTimes.length + agenda.classSeatsTaken.length) * BYTES_PER_CLASS_ITEM
  );
}

// Bytes a catalogue holds, estimated from its JSON text, which grows with what it holds as the heap
// does: its services' names, descriptions and images, their categories and class times (docs/adr/0143).
const CATALOGUE_BASE_BYTES = 1_024;
const CATALOGUE_BYTES_PER_JSON_CHARACTER = 3;

/** The estimated bytes `catalogue` holds in memory; one under way or of no location weighs its base. */
export function catalogueWeight(catalogue: LocationCatalogue | undefined): number {
  if (catalogue === undefined) return CATALOGUE_BASE_BYTES;
  return CATALOGUE_BASE_BYTES + CATALOGUE_BYTES_PER_JSON_CHARACTER * JSON.stringify(catalogue).length;
}

/**
 * Entries within a budget of weight, the least recently used dropped first (docs/adr/0135). Every
 * change to what is held is told to `changed` (an LRU's own drop happens within a set or a replace).
 */
class Kept<T> {
  readonly held: WeightedLru<Entry<T>>;
  private readonly weigh: (read: T | undefined) => number;
  private readonly changed: () => void;
  constructor(
    budget: number,
    weigh: (read: T | undefined) => number,
    changed: () => void,
    dropped?: (key: string) => void,
  ) {
    this.held = new WeightedLru(budget, Number.POSITIVE_INFINITY, dropped);
    this.weigh = weigh;
    this.changed = changed;
  }

  get(key: string): Entry<T> | undefined {
    return this.held.get(key);
  }

  /** The entry of `key`, not counted as a use. */
  peek(key: string): Entry<T> | undefined {
    return this.held.peek(key);
  }

  set(key: string, entry: Entry<T>): void {
    this.changed();
    this.held.set(key, entry, this.weigh(entry.read));
  }

  isCurrent(key: string, entry: Entry<T>): boolean {
    return this.held.holds(key, entry);
  }

  delete(key: string): void {
    this.changed();
    this.held.delete(key);
  }

  /** Puts `entry` in the place of `key`'s, where it is in the order of use, weighed anew. */
  replace(key: string, entry: Entry<T>): void {
    this.changed();
    this.held.replace(key, entry, this.weigh(entry.read));
  }

  deleteWhere(test: (entry: Entry<T>) => boolean): void {
    // Told only when something goes: a notification of professionals kept nowhere changes nothing.
    const before = this.held.figures().entries;
    this.held.deleteWhere(test);
    if (this.held.figures().entries !== before) this.changed();
  }

  clear(): void {
    this.changed();
    this.held.clear();
  }
}

/**
 * `agendas` and `catalogue` read through one cache, kept while `database` is listened to on
 * AGENDA_CHANNEL. Listening starts at once, in the background; until it is established every read
 * goes to the database.
 */
export function agendaCache(
  database: Pick<SqlDatabase, 'listen'>,
  ports: { readonly agendas: Agendas; readonly catalogue: Catalogue },
  options: AgendaCacheOptions = {},
): AgendaCache {
  const maxAgeMs = options.maxAgeMs ?? DEFAULT_MAX_AGE_MS;
  const now = options.now ?? (() => performance.now());
  const relistenAfterMs = options.relistenAfterMs ?? 5_000;
  const budgetBytes = options.budgetBytes ?? DEFAULT_AGENDA_BUDGET_BYTES;
  // Told of every change to what is kept, of agendas, catalogues and directory entries alike.
  let changes = 0;
  const changed = () => {
    changes += 1;
  };
  // The agendas kept, and under way, by the weeks of the time they hold: what time taken may change.
  const agendaWeeks = new KeysByWeek();
  const agendas = new Kept<KeptAgenda>(
    budgetBytes,
    (kept) => agendaWeight(kept?.agenda),
    changed,
    (key) => {
      agendaWeeks.leave(key);
    },
  );
  // Catalogues weighed by what they hold, within a quarter of the agendas' budget (docs/adr/0143).
  const catalogues = new Kept<LocationCatalogue>(budgetBytes / 4, catalogueWeight, changed);
  // Companies, booking settings and locations, each under a key naming which.
  const directoryEntries = new Kept<unknown>(1024, () => 1, changed);
  let state: 'starting' | 'listening' | 'interrupted' | 'off' = 'starting';
  let failedAt = 0;
  let forgettings = 0;

  const forgetHeldTime = (providerIds: readonly number[]) => {
    // An agenda still being read may be of these professionals: it is not kept either.
    agendas.deleteWhere(
      (entry) => entry.providers === undefined || providerIds.some((id) => entry.providers?.has(id) === true),
    );
  };

  const addTimeTaken = (taken: readonly Booking[]) => {
    for (const key of agendaWeeks.meeting(taken)) {
      const entry = agendas.peek(key);
      if (entry === undefined) continue;
      // A read under way may or may not hold it: added once read (`through`), as a fresh read would hold it.
      if (entry.read === undefined || entry.providers === undefined) {
        entry.heard?.push(...taken);
        continue;
      }
      const { providers } = entry;
      if (!taken.some((booking) => providers.has(booking.providerId))) continue;
      const added = withTimeTaken(entry.read, taken, providers);
      if (added !== entry.read) agendas.replace(key, { ...entry, value: Promise.resolve(added), read: added });
    }
  };

  const forget = (change: AgendaChange) => {
    if (change._tag !== 'TimeTaken') forgettings += 1;
    switch (change._tag) {
      case 'HeldTime':
        forgetHeldTime(change.providerIds);
        return;
      case 'TimeTaken':
        if (change.since === undefined || change.since === forgettings) addTimeTaken(change.taken);
        else forgetHeldTime(change.taken.map((booking) => booking.providerId));
        return;
      case 'AnyHeldTime':
        agendas.clear();
        return;
      case 'Everything':
        agendas.clear();
        catalogues.clear();
        directoryEntries.clear();
        return;
      default:
        change satisfies never;
    }
  };

  const listener: NotificationListener = {
    notified: (payload) => {
      forget(agendaChangeOf(payload));
    },
    interrupted: () => {
      state = 'interrupted';
      forget({ _tag: 'Everything' });
    },
    resumed: () => {
      forget({ _tag: 'Everything' });
      state = 'listening';
    },
  };

  const startListening = () => {
    if (database.listen === undefined) {
      state = 'off';
      failedAt = Number.POSITIVE_INFINITY;
      return;
    }
    state = 'starting';
    database.listen(AGENDA_CHANNEL, listener).then(
      () => {
        if (state === 'starting') state = 'listening';
      },
      () => {
        state = 'off';
        failedAt = now();
      },
    );
  };
  startListening();

  const keeping = () => {
    if (state === 'off' && now() - failedAt >= relistenAfterMs) startListening();
    return state === 'listening';
  };

  /**
   * The kept value of `key`, or `read()`'s, kept when nothing changed while it was read. For an
   * agenda (`taking`), time taken heard while it was read does not prevent keeping it: it is added
   * to what was read, in the same step as the read is kept and handed to those waiting for it.
   */
  function through<T>(
    kept: Kept<T>,
    key: string,
    read: () => Promise<T>,
    taking?: {
      readonly providersOf: (value: T) => ReadonlySet<number>;
      readonly withTaken: (value: T, taken: readonly Booking[], providers: ReadonlySet<number>) => T;
    },
  ) {
    if (!keeping()) return read();
    const cached = kept.get(key);
    const fresh = cached !== undefined && now() - cached.at <= maxAgeMs;
    kept.held.counted(fresh);
    if (fresh) return cached.value;
    const heard: Booking[] | undefined = taking === undefined ? undefined : [];
    const settled = (value: T): T => {
      if (taking === undefined || heard === undefined) return value;
      const providers = taking.providersOf(value);
      const withHeard = heard.length === 0 ? value : taking.withTaken(value, heard, providers);
      if (kept.isCurrent(key, entry)) {
        entry.read = withHeard;
        entry.providers = providers;
        // Weighed once read: what a dense location's agenda holds may drop older ones, or itself.
        kept.replace(key, entry);
      }
      return withHeard;
    };
    const entry: Entry<T> = { value: read().then(settled), at: now(), ...(heard === undefined ? {} : { heard }) };
    kept.set(key, entry);
    entry.value.then(
      (value) => {
        // Agendas were kept as they settled; catalogues and directory entries are kept here.
        if (taking !== undefined || !kept.isCurrent(key, entry)) return;
        entry.read = value;
        kept.replace(key, entry);
      },
      () => {
        if (kept.isCurrent(key, entry)) kept.delete(key);
      },
    );
    return entry.value;
  }

  return {
    agendas: {
      agendaOf: (locationId: LocationId, window: AgendaWindow) => {
        if (!keeping()) return ports.agendas.agendaOf(locationId, window);
        const weeks = keptWindow(window);
        const { from, to } = heldTimeSpan(weeks);
        const key = `${String(locationId)}/${weeks.firstDate}/${weeks.lastDate}`;
        const reading = through(
          agendas,
          key,
          async () => ({ agenda: keptGrouped(await ports.agendas.agendaOf(locationId, weeks)), from, to }),
          { providersOf: providersOfKept, withTaken: withTimeTaken },
        );
        // Kept (or under way) now, it hears the time taken within its span from now on.
        if (agendas.peek(key) !== undefined) agendaWeeks.enter(key, from, to);
        return reading.then((kept) => kept.agenda);
      },
    },
    catalogue: {
      catalogueOf: (locationId) =>
        through(catalogues, String(locationId), () => ports.catalogue.catalogueOf(locationId)),
      promotionByToken: (token) => ports.catalogue.promotionByToken(token),
      professional: (providerId) => ports.catalogue.professional(providerId),
    },
    companyDirectory: (directory) => {
      const kept = <T>(key: string, read: () => Promise<T>) => through(directoryEntries as Kept<T>, key, read);
      return {
        ...directory,
        companyByWebAddress: (webAddress) =>
          kept(`company/${webAddress}`, () => directory.companyByWebAddress(webAddress)),
        companyById: (companyId) => kept(`company#${String(companyId)}`, () => directory.companyById(companyId)),
        bookingSettingsByWebAddress: (webAddress) =>
          kept(`settings/${webAddress}`, () => directory.bookingSettingsByWebAddress(webAddress)),
        activeLocation: (locationId) =>
          kept(`location#${String(locationId)}`, () => directory.activeLocation(locationId)),
      };
    },
    forget,
    changesHeard: () => forgettings,
    keeping,
    // Not keeping, nothing is the same from one read to the next; and a stop or a start of listening
    // forgets everything (a change, counted).
    changes: () => (keeping() ? changes : null),
    figures: () => agendas.held.figures(),
    catalogueFigures: () => catalogues.held.figures(),
    directoryFigures: () => directoryEntries.held.figures(),
  };
}

/**
 * The bookings port, telling `cache` what each of its writes changed once it committed, so this
 * process never offers an hour it has just booked, not even before the notification arrives.
 */
export function forgettingBookings(bookings: Bookings, cache: Pick<AgendaCache, 'forget' | 'changesHeard'>): Bookings {
  return {
    ...bookings,
    async create(group) {
      const since = cache.changesHeard();
      const created = await bookings.create(group);
      if (created.isErr()) return created;
      const plain = group.bookings.filter((booking) => booking.classCapacity === null);
      const seats = group.bookings.filter((booking) => booking.classCapacity !== null);
      if (plain.length > 0)
        cache.forget({
          _tag: 'TimeTaken',
          taken: plain.map(({ providerId, start, end }) => ({ providerId, start, end })),
          since,
        });
      if (seats.length > 0) cache.forget({ _tag: 'HeldTime', providerIds: seats.map((booking) => booking.providerId) });
      return created;
    },
    async saveLifecycle(changed) {
      await bookings.saveLifecycle(changed);
      cache.forget({ _tag: 'AnyHeldTime' });
    },
    async reschedule(change) {
      const moved = await bookings.reschedule(change);
      cache.forget({ _tag: 'AnyHeldTime' });
      return moved;
    },
  };
}
