// The dense location of issue 19's benchmark, made by SQL rather than kept as a dump (docs/adr/0069):
// a company of its own with one location open Monday to Saturday 09:00–19:00, one 30-minute service,
// `providers` professionals who all perform it there at those hours, and `bookings` held bookings
// spread evenly over `weeks` weeks centred on `today` — 200 professionals and 1,000,000 bookings over
// two years by default, as the issue measured. A handful of INSERT … SELECT over generate_series:
// no download, no dump to keep in step with the migrations; a million bookings took 8 minutes on the
// shared, busy two-core machine (the exclusion constraint's and the agenda's GiST indexes are kept up
// row by row, as they are for real bookings). Runs on PostgreSQL and on PGlite.
//
// Where the bookings go: the professional-days (professional × working day) are numbered, the n-th
// booking goes to professional-day n mod D (D of them), as that day's round-th booking (round =
// n div D), at half-hour slot (3 × round + professional) mod 20 of the day. Rounds of one day thus
// take distinct slots (3 is invertible mod 20), so no two bookings of a professional overlap (the
// exclusion constraint would refuse them), every day carries the same load within one booking, and
// neighbouring professionals are busy at different hours, as people are.

/** What the generator needs of a database: one statement with $1… parameters, its rows back. */
export interface SqlStatements {
  query(text: string, params?: readonly unknown[]): Promise<readonly unknown[]>;
}

export interface DenseLocationOptions {
  /** How many professionals work at the location. */
  readonly providers: number;
  /** How many held bookings they have between them. */
  readonly bookings: number;
  /** Over how many weeks, half before `today`'s week and half from it. */
  readonly weeks: number;
  /** The location's today, YYYY-MM-DD: the bookings are centred on its week. */
  readonly today: string;
  readonly timeZone: string;
  /** Makes the company's web address unique among several generated in one database. */
  readonly label: string;
}

export const DENSE_LOCATION_DEFAULTS = {
  providers: 200,
  bookings: 1_000_000,
  weeks: 104,
  timeZone: 'America/Santiago',
} as const;

/** Working days a week (Monday to Saturday) and half-hour slots a day (09:00 to 19:00). */
export const WORKING_DAYS = 6;
export const SLOTS_A_DAY = 20;
export const SERVICE_MINUTES = 30;
export const SERVICE_PRICE = 10_000;

export interface DenseLayout {
  /** The Monday the bookings start on, YYYY-MM-DD. */
  readonly firstDate: string;
  /** The Saturday they end on, YYYY-MM-DD. */
  readonly lastDate: string;
  /** Professional-days: professionals × working days. */
  readonly providerDays: number;
  /** Half-hour slots in all of them. */
  readonly slots: number;
}

function isoDate(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/**
 * Where the bookings go, checked: at most half of all slots are booked, so every day keeps free
 * hours to offer (1,000,000 of 2,496,000 by default).
 */
export function denseLayout(
  options: Pick<DenseLocationOptions, 'providers' | 'bookings' | 'weeks' | 'today'>,
): DenseLayout {
  for (const name of ['providers', 'bookings', 'weeks'] as const) {
    if (!Number.isInteger(options[name]) || options[name] < 1)
      throw new RangeError(`${name} must be a positive integer, not ${options[name]}`);
  }
  if (!/^\d{4}-\d{2}-\d{2}$/.test(options.today) || Number.isNaN(Date.parse(`${options.today}T00:00:00Z`)))
    throw new RangeError(`today must be a YYYY-MM-DD date, not ${options.today}`);
  const today = Date.parse(`${options.today}T00:00:00Z`);
  const day = 86_400_000;
  // getUTCDay: 0 Sunday … 6 Saturday; the Monday of today's week, then half the weeks before it.
  const monday = today - ((new Date(today).getUTCDay() + 6) % 7) * day;
  const first = monday - Math.floor(options.weeks / 2) * 7 * day;
  const providerDays = options.providers * options.weeks * WORKING_DAYS;
  const slots = providerDays * SLOTS_A_DAY;
  if (options.bookings * 2 > slots)
    throw new RangeError(
      `${options.bookings} bookings would fill more than half of the ${slots} half-hour slots of ${options.providers} professionals over ${options.weeks} weeks`,
    );
  return {
    firstDate: isoDate(first),
    lastDate: isoDate(first + ((options.weeks - 1) * 7 + WORKING_DAYS - 1) * day),
    providerDays,
    slots,
  };
}

export interface DenseLocation {
  readonly companyId: number;
  readonly locationId: number;
  readonly serviceId: number;
  readonly providers: number;
  readonly bookings: number;
  readonly layout: DenseLayout;
}

async function one(database: SqlStatements, text: string, params: readonly unknown[]): Promise<number> {
  const [row] = await database.query(text, params);
  const id = (row as { id?: unknown } | undefined)?.id;
  if (typeof id !== 'number') throw new Error(`expected one row with an id from: ${text.slice(0, 60)}…`);
  return id;
}

/**
 * Makes the dense location in `database` (migrated, and past any rows with fixed ids such as the
 * demo data's: every id here is the database's next). Statements run one after another, outside any
 * transaction: a benchmark's database is thrown away whole. Then ANALYZE, as autovacuum would
 * before long, so that the planner knows the tables' new sizes.
 */
export async function seedDenseLocation(
  database: SqlStatements,
  options: DenseLocationOptions,
): Promise<DenseLocation> {
  const layout = denseLayout(options);
  const companyId = await one(
    database,
    `INSERT INTO companies (name, web_address, country_code, after_booking_months, minimum_notice_minutes)
     VALUES ('Reserva bench: a dense location', $1, 'cl', 24, 60) RETURNING id`,
    [`bench-dense-${options.label}`],
  );
  const locationId = await one(
    database,
    `INSERT INTO locations (company_id, name, address, time_zone) VALUES ($1, 'Dense', 'Av. Benchmark 1', $2) RETURNING id`,
    [companyId, options.timeZone],
  );
  await database.query(
    `INSERT INTO location_weekly_hours (location_id, iso_weekday, opens_at, closes_at)
     SELECT $1, weekday, '09:00', '19:00' FROM generate_series(1, ${WORKING_DAYS}) AS weekday`,
    [locationId],
  );
  const serviceId = await one(
    database,
    `INSERT INTO services (company_id, name, duration_minutes, price) VALUES ($1, 'Consulta', ${SERVICE_MINUTES}, ${SERVICE_PRICE}) RETURNING id`,
    [companyId],
  );
  await database.query('INSERT INTO location_services (location_id, service_id) VALUES ($1, $2)', [
    locationId,
    serviceId,
  ]);
  await database.query(
    `INSERT INTO providers (company_id, public_name, position)
     SELECT $1, 'Profesional ' || n, n FROM generate_series(1, $2::int) AS n`,
    [companyId, options.providers],
  );
  await database.query(
    'INSERT INTO provider_services (provider_id, service_id) SELECT id, $2 FROM providers WHERE company_id = $1',
    [companyId, serviceId],
  );
  await database.query(
    `INSERT INTO provider_weekly_hours (provider_id, location_id, iso_weekday, starts_at, ends_at)
     SELECT p.id, $2, weekday, '09:00', '19:00'
     FROM providers p CROSS JOIN generate_series(1, ${WORKING_DAYS}) AS weekday WHERE p.company_id = $1`,
    [companyId, locationId],
  );
  const clientId = await one(
    database,
    "INSERT INTO clients (company_id, first_name, last_name) VALUES ($1, 'Bench', 'Client') RETURNING id",
    [companyId],
  );
  // One group (one POST /bookings) per professional-day that has bookings, named by its number.
  const groups = Math.min(layout.providerDays, options.bookings);
  await database.query(
    `INSERT INTO booking_groups (location_id, client_id, trx_id, confirmation_code_digest, access_token_digest,
                                 client_first_name, client_last_name)
     SELECT $1::int, $2::int, 'bench-' || $1::int || '-' || n,
            sha256(convert_to('bench-code-' || $1::int || '-' || n, 'UTF8')),
            sha256(convert_to('bench-token-' || $1::int || '-' || n, 'UTF8')),
            'Bench', 'Client'
     FROM generate_series(0, $3::int - 1) AS n`,
    [locationId, clientId, groups],
  );
  await database.query(
    `WITH professional AS (
       SELECT id, (row_number() OVER (ORDER BY id) - 1)::int AS number FROM providers WHERE company_id = $1
     ), placed AS (
       SELECT n % $5::int AS provider_day, n / $5::int AS round, (n % $5::int) % $6::int AS professional,
              (n % $5::int) / $6::int AS working_day
       FROM generate_series(0, $4::int - 1) AS n
     ), timed AS (
       SELECT placed.*, (($7::date + (working_day / ${WORKING_DAYS}) * 7 + working_day % ${WORKING_DAYS})
                          + time '09:00' + ((3 * round + professional) % ${SLOTS_A_DAY}) * interval '30 minutes')
                        AT TIME ZONE $8::text AS starts
       FROM placed
     )
     INSERT INTO bookings (group_id, location_id, service_id, provider_id, during, status, price)
     SELECT g.id, $2::int, $3::int, p.id, tstzrange(t.starts, t.starts + interval '${SERVICE_MINUTES} minutes'), 'confirmed', ${SERVICE_PRICE}
     FROM timed t
     JOIN professional p ON p.number = t.professional
     JOIN booking_groups g ON g.trx_id = 'bench-' || $2::int || '-' || t.provider_day`,
    [
      companyId,
      locationId,
      serviceId,
      options.bookings,
      layout.providerDays,
      options.providers,
      layout.firstDate,
      options.timeZone,
    ],
  );
  for (const table of ['bookings', 'booking_groups', 'providers', 'provider_weekly_hours', 'provider_services'])
    await database.query(`ANALYZE ${table}`);
  return { companyId, locationId, serviceId, providers: options.providers, bookings: options.bookings, layout };
}
