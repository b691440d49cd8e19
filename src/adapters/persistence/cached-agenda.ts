import type { AgendaWindow, Agendas, LocationAgenda } from '#application/ports/agenda';
import type { Bookings } from '#application/ports/bookings';
import type { Catalog, LocationCatalogue } from '#application/ports/catalog';
import { dayNumber, fromDayNumber } from '#domain/calendar/local-date';
import type { CompanyDirectory } from '#application/ports/company-directory';
import type { LocationId } from '#domain/storefront/company';
import type { NotificationListener, SqlDatabase } from './sql-database';

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
// - a read that was under way when a change was heard is not kept, and an entry is never kept
//   longer than `maxAgeMs`;
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
  /** Held time of anyone: every agenda, not the catalogues. */
  | { readonly _tag: 'AnyHeldTime' }
  /** Schedules, services, locations or companies: everything. */
  | { readonly _tag: 'Everything' };

/** A notification's payload as a change; what it does not name precisely is everything. */
export function agendaChangeOf(payload: string): AgendaChange {
  const provider = /^provider:(\d+)$/.exec(payload);
  return provider?.[1] === undefined
    ? { _tag: 'Everything' }
    : { _tag: 'HeldTime', providerIds: [Number(provider[1])] };
}

export interface AgendaCacheOptions {
  /** How long an entry is kept at most, even when nothing was heard; 30 s by default. */
  readonly maxAgeMs?: number;
  /** How many (location, window) agendas are kept at most, the least recently used dropped first; 256 by default. */
  readonly maxAgendas?: number;
  /** Milliseconds of a monotonic clock; performance.now by default. */
  readonly now?: () => number;
  /** How long after the listening failed to start it is tried again; 5 s by default. */
  readonly relistenAfterMs?: number;
}

export interface AgendaCache {
  /** The agendas port, read through the cache. */
  readonly agendas: Agendas;
  /** The catalogue port; its catalogues read through the cache. */
  readonly catalog: Catalog;
  /**
   * `directory` with its companies, booking settings and active locations (with their opening
   * hours) read through the cache, forgotten with the catalogues (docs/adr/0079): a create reads
   * them first, and they change as rarely. Lists (a company's locations, its social links) are read
   * as before.
   */
  companyDirectory(directory: CompanyDirectory): CompanyDirectory;
  /** Forgets what `change` touches: for this process's writes, once committed. */
  forget(change: AgendaChange): void;
  /** Whether entries are kept now (listening); when false every read goes to the database. */
  keeping(): boolean;
}

interface Entry<T> {
  readonly value: Promise<T>;
  readonly at: number;
  /** The professionals the agenda is of, once read; undefined while the read is under way. */
  providers?: ReadonlySet<number>;
}

/** 1970-01-05, the first Monday of day numbers (days since 1970-01-01). */
const FIRST_MONDAY = 4;

/** The whole weeks, Monday to Sunday, that hold `window`: what an agenda is read and kept for. */
export function keptWindow(window: AgendaWindow): AgendaWindow {
  const first = dayNumber(window.firstDate);
  const last = dayNumber(window.lastDate);
  const weekday = (day: number) => (((day - FIRST_MONDAY) % 7) + 7) % 7;
  return { firstDate: fromDayNumber(first - weekday(first)), lastDate: fromDayNumber(last + 6 - weekday(last)) };
}

/** Keeps at most `max` entries, the least recently used dropped first. */
class Kept<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly max: number;
  constructor(max: number) {
    this.max = max;
  }

  get(key: string): Entry<T> | undefined {
    const entry = this.entries.get(key);
    if (entry !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  set(key: string, entry: Entry<T>): void {
    this.entries.delete(key);
    this.entries.set(key, entry);
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.max) break;
      this.entries.delete(oldest);
    }
  }

  isCurrent(key: string, entry: Entry<T>): boolean {
    return this.entries.get(key) === entry;
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  deleteWhere(test: (entry: Entry<T>) => boolean): void {
    for (const [key, entry] of this.entries) if (test(entry)) this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}

/**
 * `agendas` and `catalog` read through one cache, kept while `database` is listened to on
 * AGENDA_CHANNEL. Listening starts at once, in the background; until it is established every read
 * goes to the database.
 */
export function agendaCache(
  database: Pick<SqlDatabase, 'listen'>,
  ports: { readonly agendas: Agendas; readonly catalog: Catalog },
  options: AgendaCacheOptions = {},
): AgendaCache {
  const maxAgeMs = options.maxAgeMs ?? 30_000;
  const now = options.now ?? (() => performance.now());
  const relistenAfterMs = options.relistenAfterMs ?? 5_000;
  const agendas = new Kept<LocationAgenda | undefined>(options.maxAgendas ?? 256);
  const catalogues = new Kept<LocationCatalogue>(1024);
  // Companies, booking settings and locations, each under a key naming which.
  const directoryEntries = new Kept<unknown>(1024);
  let state: 'starting' | 'listening' | 'interrupted' | 'off' = 'starting';
  let failedAt = 0;

  const forget = (change: AgendaChange) => {
    switch (change._tag) {
      case 'HeldTime': {
        // An agenda still being read may be of these professionals: it is not kept either.
        agendas.deleteWhere(
          (entry) =>
            entry.providers === undefined || change.providerIds.some((id) => entry.providers?.has(id) === true),
        );
        return;
      }
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

  /** The kept value of `key`, or `read()`'s, kept when nothing changed while it was read. */
  function through<T>(kept: Kept<T>, key: string, read: () => Promise<T>, providersOf?: (value: T) => Set<number>) {
    if (!keeping()) return read();
    const cached = kept.get(key);
    if (cached !== undefined && now() - cached.at <= maxAgeMs) return cached.value;
    const entry: Entry<T> = { value: read(), at: now() };
    kept.set(key, entry);
    entry.value.then(
      (value) => {
        if (providersOf !== undefined && kept.isCurrent(key, entry)) entry.providers = providersOf(value);
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
        return through(
          agendas,
          `${String(locationId)}/${weeks.firstDate}/${weeks.lastDate}`,
          () => ports.agendas.agendaOf(locationId, weeks),
          (agenda) => new Set(agenda?.providers.map((provider) => provider.id) ?? []),
        );
      },
    },
    catalog: {
      catalogueOf: (locationId) => through(catalogues, String(locationId), () => ports.catalog.catalogueOf(locationId)),
      promotionByToken: (token) => ports.catalog.promotionByToken(token),
      professional: (providerId) => ports.catalog.professional(providerId),
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
    keeping,
  };
}

/**
 * The bookings port, telling `cache` what each of its writes changed once it committed, so this
 * process never offers an hour it has just booked, not even before the notification arrives.
 */
export function forgettingBookings(bookings: Bookings, cache: Pick<AgendaCache, 'forget'>): Bookings {
  return {
    ...bookings,
    async create(group) {
      const created = await bookings.create(group);
      if (created.isOk())
        cache.forget({ _tag: 'HeldTime', providerIds: group.bookings.map((booking) => booking.providerId) });
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
