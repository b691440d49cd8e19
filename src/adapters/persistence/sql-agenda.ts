import type { AgendaWindow, Agendas, ClassSeatsTaken, LocationAgenda, WeeklyClassTime } from '../../application/ports/agenda';
import { parseBooking, type Booking } from '../../domain/availability/agenda';
import { parseProviderSchedule, type ProviderSchedule } from '../../domain/availability/working-hours';
import { parseClockTime } from '../../domain/calendar/clock-time';
import { Instant } from '../../domain/calendar/instant';
import { ProviderId, ServiceId } from '../../domain/catalog/service';
import { decodeWith } from '../../domain/shared/decode';
import type { SqlExecutor } from './sql-database';
import { decodedOrThrow, isStorableId, weeklySchedule, type WeeklyIntervalRow } from './stored-rows';

// The agenda port over the SQL schema (migrations 0001, 0002, 0003, 0005), on PGlite or
// PostgreSQL. A professional works at a location when they have weekly hours, an exception or a
// class time there (as the catalogue reads it). Taken time is read by professional, at every
// location, since a professional cannot be in two branches at once.

interface LocationRow {
  readonly id: number;
  readonly company_id: number;
  readonly time_zone: string;
  readonly slot_step_minutes: number;
  readonly minimum_notice_minutes: number;
  readonly after_booking_months: number;
}

interface ExceptionRow {
  readonly provider_id: number;
  readonly on_date: string;
  readonly starts_at: string | null;
  readonly ends_at: string | null;
}

interface TakenRow {
  readonly provider_id: number;
  readonly starts: number;
  readonly ends: number;
}

const decodeServiceId = decodeWith(ServiceId);
const decodeProviderId = decodeWith(ProviderId);
const decodeInstant = decodeWith(Instant);

// Bookings are kept from a day before the window's first date to two days after its last, read
// as UTC dates: wider than any zone's offset, so every booking on a local date of the window is in.
const WINDOW_FROM = `(($2::date - 1)::timestamp AT TIME ZONE 'UTC')`;
const WINDOW_TO = `(($3::date + 2)::timestamp AT TIME ZONE 'UTC')`;
const EPOCH_MS = (column: string) => `floor(extract(epoch FROM ${column}) * 1000)::float8`;

function providerSchedules(
  providerIds: readonly number[],
  hours: readonly (WeeklyIntervalRow & { provider_id: number })[],
  exceptions: readonly ExceptionRow[],
): readonly ProviderSchedule[] {
  return providerIds.map((providerId) => {
    const what = `professional ${String(providerId)}'s agenda`;
    const byDate = new Map<string, [string, string][]>();
    for (const exception of exceptions.filter((row) => row.provider_id === providerId)) {
      const intervals = byDate.get(exception.on_date) ?? [];
      // A row without times closes the day; rows with times are the day's intervals.
      if (exception.starts_at !== null && exception.ends_at !== null) intervals.push([exception.starts_at, exception.ends_at]);
      byDate.set(exception.on_date, intervals);
    }
    return decodedOrThrow(
      parseProviderSchedule({
        id: providerId,
        weekly: weeklySchedule(
          hours.filter((row) => row.provider_id === providerId),
          `${what} weekly hours`,
        ),
        exceptions: [...byDate].map(([date, intervals]) => ({ date, intervals })),
      }),
      what,
    );
  });
}

export function sqlAgendas(database: SqlExecutor): Agendas {
  return {
    async agendaOf(locationId: number, window: AgendaWindow): Promise<LocationAgenda | undefined> {
      if (!isStorableId(locationId)) return undefined;
      const [location] = await database.query<LocationRow>(
        `SELECT l.id, l.company_id, l.time_zone, c.slot_step_minutes, c.minimum_notice_minutes, c.after_booking_months
         FROM locations l JOIN companies c ON c.id = l.company_id
         WHERE l.id = $1 AND l.is_active`,
        [locationId],
      );
      if (location === undefined) return undefined;
      const range = [locationId, window.firstDate, window.lastDate];

      const providers = await database.query<{ id: number }>(
        `WITH working_here AS (
           SELECT provider_id FROM provider_weekly_hours WHERE location_id = $1
           UNION SELECT provider_id FROM provider_exceptions WHERE location_id = $1
           UNION SELECT provider_id FROM service_class_times WHERE location_id = $1
         )
         SELECT p.id FROM providers p WHERE p.id IN (SELECT provider_id FROM working_here) ORDER BY p.position, p.id`,
        [locationId],
      );
      const hours = await database.query<WeeklyIntervalRow & { provider_id: number }>(
        `SELECT provider_id, iso_weekday, to_char(starts_at, 'HH24:MI') AS starts_at, to_char(ends_at, 'HH24:MI') AS ends_at
         FROM provider_weekly_hours WHERE location_id = $1 ORDER BY provider_id, iso_weekday, starts_at`,
        [locationId],
      );
      const exceptions = await database.query<ExceptionRow>(
        `SELECT provider_id, to_char(on_date, 'YYYY-MM-DD') AS on_date,
                to_char(starts_at, 'HH24:MI') AS starts_at, to_char(ends_at, 'HH24:MI') AS ends_at
         FROM provider_exceptions
         WHERE location_id = $1 AND on_date BETWEEN $2::date - 1 AND $3::date + 1
         ORDER BY provider_id, on_date, starts_at`,
        range,
      );
      // Held bookings of the location's professionals wherever they are; a class's seats are one
      // stretch of its professional's time (DISTINCT), however many are held.
      const taken = await database.query<TakenRow>(
        `SELECT DISTINCT b.provider_id, ${EPOCH_MS('lower(b.during)')} AS starts, ${EPOCH_MS('upper(b.during)')} AS ends
         FROM bookings b
         WHERE b.status IN ('pending_payment', 'confirmed')
           AND b.provider_id IN (
             SELECT provider_id FROM provider_weekly_hours WHERE location_id = $1
             UNION SELECT provider_id FROM provider_exceptions WHERE location_id = $1
             UNION SELECT provider_id FROM service_class_times WHERE location_id = $1)
           AND b.during && tstzrange(${WINDOW_FROM}, ${WINDOW_TO})
         ORDER BY starts, b.provider_id`,
        range,
      );
      const classTimes = await database.query<{
        service_id: number;
        provider_id: number;
        iso_weekday: number;
        starts_at: string;
        capacity: number;
      }>(
        `SELECT t.service_id, t.provider_id, t.iso_weekday, to_char(t.starts_at, 'HH24:MI') AS starts_at, s.class_capacity AS capacity
         FROM service_class_times t JOIN services s ON s.id = t.service_id
         WHERE t.location_id = $1 AND s.class_service
         ORDER BY t.iso_weekday, t.starts_at, t.service_id, t.provider_id`,
        [locationId],
      );
      const seats = await database.query<{ service_id: number; provider_id: number; starts: number; seats_taken: number }>(
        `SELECT service_id, provider_id, ${EPOCH_MS('starts_at')} AS starts, seats_taken
         FROM class_occurrences
         WHERE location_id = $1 AND seats_taken > 0 AND starts_at >= ${WINDOW_FROM} AND starts_at < ${WINDOW_TO}
         ORDER BY starts_at, service_id, provider_id`,
        range,
      );

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
        ),
        bookings: taken.map(
          (row): Booking => decodedOrThrow(parseBooking({ providerId: row.provider_id, start: row.starts, end: row.ends }), `${what} bookings`),
        ),
        classTimes: classTimes.map(
          (row): WeeklyClassTime => ({
            serviceId: decodedOrThrow(decodeServiceId(row.service_id), `${what} class times`),
            providerId: decodedOrThrow(decodeProviderId(row.provider_id), `${what} class times`),
            isoWeekday: row.iso_weekday,
            start: decodedOrThrow(parseClockTime(row.starts_at), `${what} class times`),
            capacity: row.capacity,
          }),
        ),
        classSeatsTaken: seats.map(
          (row): ClassSeatsTaken => ({
            serviceId: decodedOrThrow(decodeServiceId(row.service_id), `${what} class seats`),
            providerId: decodedOrThrow(decodeProviderId(row.provider_id), `${what} class seats`),
            start: decodedOrThrow(decodeInstant(row.starts), `${what} class seats`),
            seatsTaken: row.seats_taken,
          }),
        ),
      };
    },
  };
}
