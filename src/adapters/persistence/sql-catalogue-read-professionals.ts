import type { ShiftEnd } from '#domain/availability/working-hours';
import type { ClockTime } from '#domain/calendar/clock-time';
import type { LocalDate } from '#domain/calendar/local-date';
import type { ProfessionalEntry } from '#domain/catalogue-file/catalogue';
import {
  dateRows,
  groupBy,
  hoursFrom,
  hoursRows,
  keyOf,
  known,
  pairRows,
  professionalRows,
  TIME,
  workplaceRows,
  type CatalogueKeys,
} from './sql-catalogue-rows';
import type { SqlExecutor } from './sql-database';

// A catalogue's professionals as their rows hold them (docs/adr/0077): what each performs, where
// each works, and their hours, days off and other hours there.

type ProfessionalRows = Awaited<ReturnType<typeof readProfessionals>>;
type DateRow = ReturnType<typeof dateRows>[number];

/** Where a professional works: `<provider id>@<location id>`, which their hours and exceptions are grouped by. */
const workplaceKey = (each: { owner: number; location: number }) => `${String(each.owner)}@${String(each.location)}`;

export async function readProfessionals(executor: SqlExecutor, companyId: number) {
  const rows = professionalRows(
    await executor.query(
      `SELECT p.id, ${keyOf('p', 'professional')} AS key, p.public_name, p.biography, p.image FROM providers p
        WHERE p.company_id = $1 AND p.retired_at IS NULL ORDER BY p.position, p.id`,
      [companyId],
    ),
  );
  const performs = groupBy(
    pairRows(
      await executor.query(
        `SELECT ps.provider_id AS owner, ps.service_id AS other FROM provider_services ps
           JOIN providers p ON p.id = ps.provider_id WHERE p.company_id = $1`,
        [companyId],
      ),
    ),
    (each) => each.owner,
  );
  return { rows, performs, ...(await readWorkplaces(executor, companyId)) };
}

async function readWorkplaces(executor: SqlExecutor, companyId: number) {
  // Where each works: said (provider_locations), or, for rows made before catalogue files, where
  // they have hours, exceptions or class times.
  const workplaces = groupBy(
    workplaceRows(
      await executor.query(
        `SELECT w.provider_id AS owner, w.location_id AS location, bool_or(w.outside) AS outside_opening_hours
           FROM (SELECT provider_id, location_id, outside_opening_hours AS outside FROM provider_locations
                 UNION ALL SELECT provider_id, location_id, false FROM provider_weekly_hours
                 UNION ALL SELECT provider_id, location_id, false FROM provider_exceptions WHERE NOT from_closed_day
                 UNION ALL SELECT provider_id, location_id, false FROM service_class_times) w
           JOIN providers p ON p.id = w.provider_id
          WHERE p.company_id = $1 GROUP BY w.provider_id, w.location_id`,
        [companyId],
      ),
    ),
    (each) => each.owner,
  );
  const working = groupBy(
    hoursRows(
      await executor.query(
        `SELECT h.provider_id AS owner, h.location_id AS location, h.iso_weekday,
                ${TIME('h.starts_at')} AS starts, ${TIME('h.ends_at')} AS ends
           FROM provider_weekly_hours h JOIN providers p ON p.id = h.provider_id
          WHERE p.company_id = $1 ORDER BY h.iso_weekday, h.starts_at`,
        [companyId],
      ),
    ),
    workplaceKey,
  );
  const exceptions = groupBy(
    dateRows(
      await executor.query(
        `SELECT e.provider_id AS owner, e.location_id AS location, to_char(e.on_date, 'YYYY-MM-DD') AS on_date,
                ${TIME('e.starts_at')} AS starts, ${TIME('e.ends_at')} AS ends
           FROM provider_exceptions e JOIN providers p ON p.id = e.provider_id
          WHERE p.company_id = $1 AND NOT e.from_closed_day ORDER BY e.on_date, e.starts_at`,
        [companyId],
      ),
    ),
    workplaceKey,
  );
  return { workplaces, working, exceptions };
}

export function professionalEntries(read: ProfessionalRows, keys: CatalogueKeys): ProfessionalEntry[] {
  return read.rows.map((professional) => ({
    slug: professional.key,
    name: professional.public_name,
    biography: professional.biography,
    image: professional.image,
    services: (read.performs.get(professional.id) ?? []).flatMap((link) => known(keys.service, link.other)),
    works_at: (read.workplaces.get(professional.id) ?? []).flatMap((workplace) =>
      known(keys.location, workplace.location).map((location) => {
        const here = workplaceKey(workplace);
        return {
          location,
          hours: hoursFrom(read.working.get(here) ?? []),
          outside_opening_hours: workplace.outside_opening_hours,
          ...daysOffAndOtherHours(read.exceptions.get(here) ?? []),
        };
      }),
    ),
  }));
}

/** A workplace's exceptions by date: a date whose rows have no hours is a day off, any other has other hours. */
function daysOffAndOtherHours(exceptions: readonly DateRow[]) {
  const dated = groupBy(exceptions, (each) => each.on_date);
  return {
    days_off: [...dated]
      .filter(([, rows]) => rows.every((each) => each.starts === null))
      .map(([date]) => date as LocalDate),
    other_hours: [...dated]
      .filter(([, rows]) => rows.some((each) => each.starts !== null))
      .map(([date, rows]) => ({
        date: date as LocalDate,
        hours: rows.flatMap((each) =>
          each.starts === null || each.ends === null
            ? []
            : [[each.starts as ClockTime, each.ends as ShiftEnd] as const],
        ),
      })),
  };
}
