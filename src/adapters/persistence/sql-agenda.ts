import { Schema } from 'effect';
import type {
  AgendaWindow,
  Agendas,
  ClassSeatsTaken,
  LocationAgenda,
  WeeklyClassTime,
} from '#application/ports/server/agenda';
import { Booking } from '#domain/availability/agenda';
import { parseProviderSchedule, type ProviderSchedule, type WeeklySchedule } from '#domain/availability/working-hours';
import { parseClockTime } from '#domain/calendar/clock-time';
import { Instant } from '#domain/calendar/instant';
import { MS_PER_DAY } from '#domain/calendar/instant.plain';
import { dayNumber, fromDayNumber, type LocalDate } from '#domain/calendar/local-date';
import { ProviderId, ServiceId } from '#domain/catalog/service';
import { CompanyId, LocationId } from '#domain/storefront/company';
import { WeightedLru } from '#application/shared/weighted-lru';
import { deepFrozen } from '#domain/shared/deep-frozen';
import type { SqlExecutor } from './sql-database';
import { decodedOrThrow, isStorableId, rowDecoder, weeklySchedule, WeeklyIntervalRow } from './stored-rows';

// The agenda port over the SQL schema (migrations 0001, 0002, 0003, 0005), on PGlite or
// PostgreSQL. A professional works at a location when they have weekly hours, an exception or a
// class time there (as the catalogue reads it). Taken time is read by professional, at every
// location, since a professional cannot be in two branches at once.

const LocationRow = Schema.Struct({
  id: LocationId,
  company_id: CompanyId,
  time_zone: Schema.String,
  slot_step_minutes: Schema.Int,
  minimum_notice_minutes: Schema.Int,
  after_booking_months: Schema.Int,
});
type LocationRow = typeof LocationRow.Type;

const ExceptionRow = Schema.Struct({
  provider_id: Schema.Int,
  on_date: Schema.String,
  starts_at: Schema.NullOr(Schema.String),
  ends_at: Schema.NullOr(Schema.String),
});
type ExceptionRow = typeof ExceptionRow.Type;

// Built once: availability reads these for every request, many rows each.
const locationRows = rowDecoder(LocationRow, 'a location');
const providerRows = rowDecoder(Schema.Struct({ id: Schema.Int }), 'a professional');
const HoursRow = Schema.Struct({ ...WeeklyIntervalRow.fields, provider_id: Schema.Int });
const hoursRows = rowDecoder(HoursRow, "a professional's weekly hours");
const exceptionRows = rowDecoder(ExceptionRow, "a professional's exception");
// Held bookings come back named as the engine's Booking, so that each is decoded once, into it:
// at the dense location a three-week read is 33,000 of them.
const takenRows = rowDecoder(Booking, 'a held booking');
const classTimeRows = rowDecoder(
  Schema.Struct({
    service_id: ServiceId,
    provider_id: ProviderId,
    iso_weekday: Schema.Int,
    starts_at: Schema.String,
    capacity: Schema.Int,
  }),
  'a class time',
);
const classSeatRows = rowDecoder(
  Schema.Struct({ service_id: ServiceId, provider_id: ProviderId, starts: Instant, seats_taken: Schema.Int }),
  "a class's seats",
);

const DAY_MS = 86_400_000;

/**
 * The instants an agenda of `window` holds bookings for: from a day before its first date to two
 * days after its last, read as UTC dates — wider than any zone's offset, so every booking on a
 * local date of the window is in. The agenda cache adds a create's time within the same span.
 */
export function heldTimeSpan(window: AgendaWindow): { readonly from: number; readonly to: number } {
  return {
    from: (dayNumber(window.firstDate) - 1) * DAY_MS,
    to: (dayNumber(window.lastDate) + 2) * DAY_MS,
  };
}

/**
 * The days an agenda is read for at most: PostgreSQL's timestamps have no year 0 and read no
 * five-digit year, and no booking lies outside these. A window asked beyond them (a request for the
 * days of 0001 or 9999, which the contract's dates allow) is read within them: what lies outside is
 * closed anyway, past the booking window (docs/adr/0013).
 */
const FIRST_READABLE_DAY = dayNumber('1900-01-01' as LocalDate);
const LAST_READABLE_DAY = dayNumber('9000-12-31' as LocalDate);

/** `window` within the days an agenda is read for. */
export function readableWindow(window: AgendaWindow): AgendaWindow {
  const within = (date: LocalDate) =>
    fromDayNumber(Math.min(LAST_READABLE_DAY, Math.max(FIRST_READABLE_DAY, dayNumber(date))));
  return { firstDate: within(window.firstDate), lastDate: within(window.lastDate) };
}

/**
 * The part of [`from`, `to`) (epoch milliseconds) within those days, or null when none is: no
 * booking starts outside them (a staff day asked for 9999-12-31 reads up to year 10000's midnight).
 */
export function readableInstants(from: Instant, to: Instant): readonly [from: Instant, to: Instant] | null {
  const first = Math.max(FIRST_READABLE_DAY * MS_PER_DAY, from) as Instant;
  const end = Math.min((LAST_READABLE_DAY + 1) * MS_PER_DAY, to) as Instant;
  return first < end ? [first, end] : null;
}

const WINDOW_FROM = '$4::timestamptz';
const WINDOW_TO = '$5::timestamptz';
const EPOCH_MS = (column: string) => `floor(extract(epoch FROM ${column}) * 1000)::float8`;

const AGENDA_LISTS = ['providers', 'hours', 'exceptions', 'taken', 'class_times', 'seats'] as const;

/** The JSON arrays of the agenda's row, each as the rows the decoders read. */
function listsOf(row: unknown): Record<(typeof AGENDA_LISTS)[number], readonly unknown[]> {
  const lists = {} as Record<(typeof AGENDA_LISTS)[number], readonly unknown[]>;
  for (const name of AGENDA_LISTS) {
    const list = typeof row === 'object' && row !== null ? (row as Record<string, unknown>)[name] : undefined;
    // json arrives parsed on both engines; text if a driver were ever set to leave it.
    const parsed: unknown = typeof list === 'string' ? JSON.parse(list) : list;
    if (!Array.isArray(parsed)) throw new Error(`The agenda's ${name} did not come back as a JSON array`);
    lists[name] = parsed;
  }
  return lists;
}

/** How many decoded weekly schedules one agendas port keeps to share (docs/adr/0143): some 2 kB each. */
export const SHARED_WEEKLY_SCHEDULES = 4_096;

/** No exceptions on the window's dates: most professionals' case, one frozen list for all. */
const NO_EXCEPTIONS: ProviderSchedule['exceptions'] = Object.freeze([]);

/**
 * How many professionals' schedules with no exceptions one agendas port shares at most before it
 * starts sharing afresh (docs/adr/0167): some 80 bytes each.
 */
export const SHARED_SCHEDULES = 32_768;

/**
 * Weekly schedules decoded once per distinct text and shared by every agenda that holds them (issue
 * 37; docs/adr/0143): a professional's weekly hours are the same in each week's agenda of their
 * location, and most professionals work one of a business's few shifts, so the agendas kept share a
 * handful of schedules rather than each holding its own copy — which weighed some 2.5 kB of the
 * 3.3 kB a week's agenda spends per professional. Frozen, since they are shared; what is shared is
 * what decoding the same rows gives anew, so an agenda reads the same either way. At most `limit`
 * are kept to share, the least recently used forgotten first (an agenda holding one keeps it alive).
 *
 * A professional's whole schedule is shared too, when the agenda's dates hold no exception of theirs
 * (docs/adr/0167): the weeks of a location kept hold one object a professional between them, not one
 * each (45,000 of the million objects a marketplace process kept). They are found by the weekly
 * hours' object and the professional, so sharing one costs no key and no entry object. When
 * `schedulesLimit` are shared, the sharing starts afresh: what agendas hold stays theirs, and only
 * later reads make new ones.
 */
export function sharedSchedules(limit: number, schedulesLimit: number) {
  const weeklies = new WeightedLru<WeeklySchedule>(limit);
  let byWeekly = new WeakMap<WeeklySchedule, Map<number, ProviderSchedule>>();
  let shared = 0;
  return (
    providerId: ProviderSchedule['id'],
    rows: readonly WeeklyIntervalRow[],
    exceptions: ProviderSchedule['exceptions'],
    what: string,
  ): ProviderSchedule => {
    let text = '';
    for (const row of rows) text += `${String(row.iso_weekday)} ${row.starts_at}-${row.ends_at};`;
    let weekly = weeklies.get(text);
    if (weekly === undefined) {
      weekly = deepFrozen(weeklySchedule(rows, what));
      weeklies.set(text, weekly, 1);
    }
    if (exceptions.length > 0) return { id: providerId, weekly, exceptions };
    const found = byWeekly.get(weekly)?.get(providerId);
    if (found !== undefined) return found;
    if (shared >= schedulesLimit) {
      byWeekly = new WeakMap();
      shared = 0;
    }
    let ofWeekly = byWeekly.get(weekly);
    if (ofWeekly === undefined) {
      ofWeekly = new Map();
      byWeekly.set(weekly, ofWeekly);
    }
    const schedule: ProviderSchedule = Object.freeze({ id: providerId, weekly, exceptions: NO_EXCEPTIONS });
    ofWeekly.set(providerId, schedule);
    shared += 1;
    return schedule;
  };
}

function providerSchedules(
  providerIds: readonly number[],
  hours: readonly (typeof HoursRow.Type)[],
  exceptions: readonly ExceptionRow[],
  scheduleOf: ReturnType<typeof sharedSchedules>,
): readonly ProviderSchedule[] {
  return providerIds.map((providerId) => {
    const what = `professional ${String(providerId)}'s agenda`;
    const byDate = new Map<string, [string, string][]>();
    for (const exception of exceptions.filter((row) => row.provider_id === providerId)) {
      const intervals = byDate.get(exception.on_date) ?? [];
      // A row without times closes the day; rows with times are the day's intervals.
      if (exception.starts_at !== null && exception.ends_at !== null)
        intervals.push([exception.starts_at, exception.ends_at]);
      byDate.set(exception.on_date, intervals);
    }
    // The weekly schedule decoded (and checked) where it is shared; the rest checked here with none.
    const decoded = decodedOrThrow(
      parseProviderSchedule({
        id: providerId,
        weekly: {},
        exceptions: [...byDate].map(([date, intervals]) => ({ date, intervals })),
      }),
      what,
    );
    return scheduleOf(
      decoded.id,
      hours.filter((row) => row.provider_id === providerId),
      decoded.exceptions,
      `${what} weekly hours`,
    );
  });
}

export function sqlAgendas(database: SqlExecutor): Agendas {
  const scheduleOf = sharedSchedules(SHARED_WEEKLY_SCHEDULES, SHARED_SCHEDULES);
  return {
    async agendaOf(locationId: LocationId, asked: AgendaWindow): Promise<LocationAgenda | undefined> {
      if (!isStorableId(locationId)) return undefined;
      const window = readableWindow(asked);
      const span = heldTimeSpan(window);
      // One statement, one round trip: the location's row with each of its lists as a JSON array.
      // Each list is read from the location outward, one professional (or class time) at a time,
      // through a LATERAL subquery that OFFSET 0 keeps from being flattened into a join: the planner
      // cannot then read a whole table, or every professional's bookings of the window, to keep the
      // location's (docs/adr/0140). What is read is the location's, whatever the marketplace holds.
      const [row] = await database.query(
        `WITH working_here AS (
           SELECT provider_id FROM provider_weekly_hours WHERE location_id = $1
           UNION SELECT provider_id FROM provider_exceptions WHERE location_id = $1
           UNION SELECT provider_id FROM service_class_times WHERE location_id = $1
         )
         SELECT l.id, l.company_id, l.time_zone, c.slot_step_minutes, c.minimum_notice_minutes, c.after_booking_months,
           (SELECT COALESCE(json_agg(json_build_object('id', p.id) ORDER BY p.position, p.id), '[]')
            FROM working_here w
            CROSS JOIN LATERAL (SELECT p.id, p.position FROM providers p WHERE p.id = w.provider_id OFFSET 0) p) AS providers,
           (SELECT COALESCE(json_agg(json_build_object('provider_id', provider_id, 'iso_weekday', iso_weekday,
                     'starts_at', to_char(starts_at, 'HH24:MI'), 'ends_at', to_char(ends_at, 'HH24:MI'))
                   ORDER BY provider_id, iso_weekday, starts_at), '[]')
            FROM provider_weekly_hours WHERE location_id = $1) AS hours,
           (SELECT COALESCE(json_agg(json_build_object('provider_id', provider_id, 'on_date', to_char(on_date, 'YYYY-MM-DD'),
                     'starts_at', to_char(starts_at, 'HH24:MI'), 'ends_at', to_char(ends_at, 'HH24:MI'))
                   ORDER BY provider_id, on_date, starts_at), '[]')
            FROM provider_exceptions
            WHERE location_id = $1 AND on_date BETWEEN $2::date - 1 AND $3::date + 1) AS exceptions,
           -- Held bookings of the location's professionals wherever they are; a class's seats are
           -- one stretch of its professional's time (DISTINCT), however many are held, named by
           -- their class service (seatOf) so that the engine lets only that class share it (ADR 0089).
           -- A booking of its own has no seatOf at all (json_strip_nulls), as the engine's Booking reads it.
           (SELECT json_strip_nulls(COALESCE(json_agg(json_build_object('providerId', t.provider_id, 'start', t.starts, 'end', t.ends, 'seatOf', t.seat_of)
                   ORDER BY t.starts, t.provider_id), '[]'))
            FROM (SELECT DISTINCT held.provider_id, held.starts, held.ends, held.seat_of
                  FROM working_here w
                  CROSS JOIN LATERAL (
                    SELECT b.provider_id, ${EPOCH_MS('lower(b.during)')} AS starts, ${EPOCH_MS('upper(b.during)')} AS ends,
                      CASE WHEN b.is_class THEN b.service_id END AS seat_of
                    FROM bookings b
                    WHERE b.provider_id = w.provider_id
                      AND b.status IN ('pending_payment', 'confirmed')
                      AND b.during && tstzrange(${WINDOW_FROM}, ${WINDOW_TO})
                    OFFSET 0) held) t) AS taken,
           (SELECT COALESCE(json_agg(json_build_object('service_id', t.service_id, 'provider_id', t.provider_id,
                     'iso_weekday', t.iso_weekday, 'starts_at', to_char(t.starts_at, 'HH24:MI'), 'capacity', s.class_capacity)
                   ORDER BY t.iso_weekday, t.starts_at, t.service_id, t.provider_id), '[]')
            FROM service_class_times t
            CROSS JOIN LATERAL (
              SELECT s.class_capacity FROM services s WHERE s.id = t.service_id AND s.class_service OFFSET 0) s
            WHERE t.location_id = $1) AS class_times,
           (SELECT COALESCE(json_agg(json_build_object('service_id', service_id, 'provider_id', provider_id,
                     'starts', ${EPOCH_MS('starts_at')}, 'seats_taken', seats_taken)
                   ORDER BY starts_at, service_id, provider_id), '[]')
            FROM class_occurrences
            WHERE location_id = $1 AND seats_taken > 0 AND starts_at >= ${WINDOW_FROM} AND starts_at < ${WINDOW_TO}) AS seats
         FROM locations l JOIN companies c ON c.id = l.company_id
         WHERE l.id = $1 AND l.is_active`,
        [
          locationId,
          window.firstDate,
          window.lastDate,
          new Date(span.from).toISOString(),
          new Date(span.to).toISOString(),
        ],
      );
      if (row === undefined) return undefined;
      const [location] = locationRows([row]);
      if (location === undefined) return undefined;
      const lists = listsOf(row);
      const providers = providerRows(lists.providers);
      const hours = hoursRows(lists.hours);
      const exceptions = exceptionRows(lists.exceptions);
      const taken = takenRows(lists.taken);
      const classTimes = classTimeRows(lists.class_times);
      const seats = classSeatRows(lists.seats);

      const what = `location ${String(locationId)}'s agenda`;
      return {
        locationId: location.id,
        companyId: location.company_id,
        timeZone: location.time_zone,
        slotStepMinutes: location.slot_step_minutes,
        minimumNoticeMinutes: location.minimum_notice_minutes,
        afterBookingMonths: location.after_booking_months,
        providers: providerSchedules(
          providers.map((row) => row.id),
          hours,
          exceptions,
          scheduleOf,
        ),
        bookings: taken,
        classTimes: classTimes.map((row): WeeklyClassTime => ({
          serviceId: row.service_id,
          providerId: row.provider_id,
          isoWeekday: row.iso_weekday,
          start: decodedOrThrow(parseClockTime(row.starts_at), `${what} class times`),
          capacity: row.capacity,
        })),
        classSeatsTaken: seats.map((row): ClassSeatsTaken => ({
          serviceId: row.service_id,
          providerId: row.provider_id,
          start: row.starts,
          seatsTaken: row.seats_taken,
        })),
      };
    },
  };
}
