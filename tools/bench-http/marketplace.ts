// The marketplace of issue 37's benchmark (docs/adr/0134), made by SQL as the dense location is
// (dense-location.ts, docs/adr/0069): `companies` businesses, `locations` locations among them (every
// company one, the first quarter of the companies — the chains — the rest, round-robin), each
// location open Monday to Saturday 09:00–19:00, `professionals` professionals spread evenly over the
// locations (professional p works at location p mod L, for its company, those hours), each company
// two services (a 30-minute one that every booking is of, a 60-minute one) that all its
// professionals perform at all its locations, one client per company, and `bookings` held bookings
// over `weeks` weeks centred on `today`. By default the issue's: 2,000 locations, 20,000
// professionals and 10,000,000 bookings over two years, among 800 companies (200 chains of seven
// locations, 600 businesses of one).
//
// Set-based, as dense-location.ts: rows get explicit ids counted from each table's next one (no
// joins on names to find them), the identities are moved past them afterwards, and no trigger is
// disabled. The booking groups and the bookings go in with their foreign keys, exclusion constraint
// and secondary indexes set aside and put back after, from their own definitions, in one transaction
// with the insert (`withConstraintsSetAside`): each foreign key is then validated in one pass (a join)
// rather than row by row, and each index built once from the sorted rows rather than kept up one row
// at a time — the schema ends as it was, and every constraint is still checked on every row.
//
// Where the bookings go: the professional-days (professional × working day) are numbered pd =
// working_day × P + professional, D of them. The n-th booking goes to professional-day (n × s) mod D,
// s a stride near D × 0.618 that shares no factor with D — a permutation of the days for each run of
// D bookings, scattering them evenly over the two years (10M bookings over D = 12.48M days leave a
// day with 0 or 1 booking, not the first 80 % of the days full and the rest empty) — as that day's
// round-th booking (round = n div D), at half-hour slot (3 × round + professional) mod 20 of the day.
// Rounds of one day take distinct slots while round < 20 (at most half of the slots are booked, so
// round < 10), so no two bookings of a professional overlap. A location's bookings of one working day
// are one booking group (one client's visit), so groups are L × working days, not one per booking.

import { SERVICE_MINUTES, SERVICE_PRICE, SLOTS_A_DAY, WORKING_DAYS, type SqlStatements } from './dense-location';

export interface MarketplaceOptions {
  readonly companies: number;
  readonly locations: number;
  readonly professionals: number;
  readonly bookings: number;
  /** Over how many weeks, half before `today`'s week and half from it. */
  readonly weeks: number;
  /** YYYY-MM-DD: the bookings are centred on its week. */
  readonly today: string;
  readonly timeZone: string;
  /** Makes the companies' web addresses unique among several marketplaces in one database. */
  readonly label: string;
}

export const MARKETPLACE_DEFAULTS = {
  companies: 800,
  locations: 2_000,
  professionals: 20_000,
  bookings: 10_000_000,
  weeks: 104,
  timeZone: 'America/Santiago',
} as const;

// The dense location's week (Monday to Saturday, twenty half-hour slots from 09:00) and price.
const LONG_SERVICE_MINUTES = 60;

export interface MarketplaceLayout {
  /** The Monday the bookings start on, YYYY-MM-DD. */
  readonly firstDate: string;
  /** The Saturday they end on, YYYY-MM-DD. */
  readonly lastDate: string;
  /** Professional-days: professionals × working days. */
  readonly professionalDays: number;
  readonly slots: number;
  /** The step between consecutive bookings' professional-days, coprime with their number. */
  readonly stride: number;
  /** Companies with more than one location: the first `chains` companies. */
  readonly chains: number;
}

const DAY = 86_400_000;

function isoDate(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

function greatestCommonDivisor(a: number, b: number): number {
  return b === 0 ? a : greatestCommonDivisor(b, a % b);
}

/** Where everything goes, checked: positive sizes, each company a location, each location a professional, at most half the slots booked. */
export function marketplaceLayout(
  options: Pick<MarketplaceOptions, 'companies' | 'locations' | 'professionals' | 'bookings' | 'weeks' | 'today'>,
): MarketplaceLayout {
  for (const name of ['companies', 'locations', 'professionals', 'bookings', 'weeks'] as const) {
    if (!Number.isInteger(options[name]) || options[name] < 1)
      throw new RangeError(`${name} must be a positive integer, not ${options[name]}`);
  }
  if (options.locations < options.companies)
    throw new RangeError(`${options.companies} companies need at least as many locations, not ${options.locations}`);
  if (options.professionals < options.locations)
    throw new RangeError(
      `${options.locations} locations need at least as many professionals, not ${options.professionals}`,
    );
  if (!/^\d{4}-\d{2}-\d{2}$/.test(options.today) || Number.isNaN(Date.parse(`${options.today}T00:00:00Z`)))
    throw new RangeError(`today must be a YYYY-MM-DD date, not ${options.today}`);
  const today = Date.parse(`${options.today}T00:00:00Z`);
  const monday = today - ((new Date(today).getUTCDay() + 6) % 7) * DAY;
  const first = monday - Math.floor(options.weeks / 2) * 7 * DAY;
  const professionalDays = options.professionals * options.weeks * WORKING_DAYS;
  const slots = professionalDays * SLOTS_A_DAY;
  if (options.bookings * 2 > slots)
    throw new RangeError(
      `${options.bookings} bookings would fill more than half of the ${slots} half-hour slots of ${options.professionals} professionals over ${options.weeks} weeks`,
    );
  let stride = Math.max(1, Math.floor(professionalDays * 0.6180339887));
  while (greatestCommonDivisor(stride, professionalDays) !== 1) stride++;
  return {
    firstDate: isoDate(first),
    lastDate: isoDate(first + ((options.weeks - 1) * 7 + WORKING_DAYS - 1) * DAY),
    professionalDays,
    slots,
    stride,
    chains: Math.max(1, Math.floor(options.companies / 4)),
  };
}

/** A bookable location of the marketplace and the 30-minute service its bookings are of. */
export interface MarketLocation {
  readonly locationId: number;
  readonly serviceId: number;
}

export interface Marketplace {
  readonly companies: number;
  /** Every location, in the order generated (location index 0 first). */
  readonly locations: readonly MarketLocation[];
  readonly professionals: number;
  readonly bookings: number;
  readonly layout: MarketplaceLayout;
}

/** How the marketplace's companies' web addresses begin (then the company's index, 0 first): how a kept database's marketplace is found again. */
export const marketAddressPrefix = (label: string) => `bench-market-${label}-`;

async function nextId(database: SqlStatements, table: string): Promise<number> {
  const [row] = await database.query(`SELECT (COALESCE(max(id), 0) + 1)::int AS id FROM ${table}`);
  const id = (row as { id?: unknown } | undefined)?.id;
  if (typeof id !== 'number') throw new Error(`no next id for ${table}`);
  return id;
}

async function moveIdentityPast(database: SqlStatements, table: string): Promise<void> {
  await database.query(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT max(id) FROM ${table}))`);
}

/**
 * Makes the marketplace in `database` (migrated; the demo data or a dense location may be there
 * already: every id is counted from the table's next one). Statements run one after another outside
 * any transaction, as the dense location's: a benchmark's database is thrown away whole, and a kept
 * one whose generation was interrupted is recognised by its count of bookings. Then VACUUM ANALYZE.
 */
/** The first id of each table's generated rows. */
interface FirstIds {
  readonly company: number;
  readonly location: number;
  readonly service: number;
  readonly provider: number;
  readonly client: number;
  readonly group: number;
}

/** What the SQL of both halves shares: the sizes, the first ids, a location's company as SQL. */
interface Generation {
  readonly options: MarketplaceOptions;
  readonly layout: MarketplaceLayout;
  readonly base: FirstIds;
  /** The company (0-based) of location (0-based) `l`, as SQL: its own for the first C, then a chain's. */
  readonly companyOf: (l: string) => string;
}

export async function seedMarketplace(database: SqlStatements, options: MarketplaceOptions): Promise<Marketplace> {
  const layout = marketplaceLayout(options);
  const base: FirstIds = {
    company: await nextId(database, 'companies'),
    location: await nextId(database, 'locations'),
    service: await nextId(database, 'services'),
    provider: await nextId(database, 'providers'),
    client: await nextId(database, 'clients'),
    group: await nextId(database, 'booking_groups'),
  };
  const C = options.companies;
  const companyOf = (l: string) =>
    `(CASE WHEN ${l} < ${String(C)} THEN ${l} ELSE (${l} - ${String(C)}) % ${String(layout.chains)} END)`;
  const generation: Generation = { options, layout, base, companyOf };
  await seedBusinesses(database, generation);
  await seedBookings(database, generation);
  for (const table of [
    'companies',
    'locations',
    'services',
    'location_services',
    'bookings',
    'booking_groups',
    'providers',
    'provider_weekly_hours',
    'provider_services',
  ])
    // VACUUM too: it sets the pages' hint bits and visibility, which the first reads after a bulk
    // insert would otherwise write (the cold requests measured), and lets index-only scans skip the heap.
    await database.query(`VACUUM ANALYZE ${table}`);
  return {
    companies: C,
    locations: Array.from({ length: options.locations }, (_, l) => ({
      locationId: base.location + l,
      serviceId: base.service + 2 * (l < C ? l : (l - C) % layout.chains),
    })),
    professionals: options.professionals,
    bookings: options.bookings,
    layout,
  };
}

/** The companies, their locations, services, professionals and a client each. */
async function seedBusinesses(database: SqlStatements, { options, base, companyOf }: Generation): Promise<void> {
  const C = options.companies;
  const L = options.locations;
  const P = options.professionals;
  await database.query(
    `INSERT INTO companies (id, name, web_address, country_code, after_booking_months, minimum_notice_minutes)
     SELECT $1::int + c, 'Reserva bench: marketplace business ' || (c + 1), $2::text || c, 'cl', 12, 60
     FROM generate_series(0, $3::int - 1) AS c`,
    [base.company, marketAddressPrefix(options.label), C],
  );
  await moveIdentityPast(database, 'companies');
  await database.query(
    `INSERT INTO locations (id, company_id, name, address, time_zone)
     SELECT $1::int + l, $2::int + ${companyOf('l')}, 'Sucursal ' || (l + 1), 'Av. Mercado ' || (l + 1), $3::text
     FROM generate_series(0, $4::int - 1) AS l`,
    [base.location, base.company, options.timeZone, L],
  );
  await moveIdentityPast(database, 'locations');
  await database.query(
    `INSERT INTO location_weekly_hours (location_id, iso_weekday, opens_at, closes_at)
     SELECT $1::int + l, weekday, '09:00', '19:00'
     FROM generate_series(0, $2::int - 1) AS l CROSS JOIN generate_series(1, ${WORKING_DAYS}) AS weekday`,
    [base.location, L],
  );
  // Company c's services: $1 + 2c, the 30-minute one; $1 + 2c + 1, the 60-minute one.
  await database.query(
    `INSERT INTO services (id, company_id, name, duration_minutes, price)
     SELECT $1::int + 2 * c + kind, $2::int + c, CASE kind WHEN 0 THEN 'Consulta' ELSE 'Consulta larga' END,
            CASE kind WHEN 0 THEN ${SERVICE_MINUTES} ELSE ${LONG_SERVICE_MINUTES} END, ${SERVICE_PRICE} * (kind + 1)
     FROM generate_series(0, $3::int - 1) AS c CROSS JOIN generate_series(0, 1) AS kind`,
    [base.service, base.company, C],
  );
  await moveIdentityPast(database, 'services');
  await database.query(
    `INSERT INTO location_services (location_id, service_id)
     SELECT $1::int + l, $2::int + 2 * ${companyOf('l')} + kind
     FROM generate_series(0, $3::int - 1) AS l CROSS JOIN generate_series(0, 1) AS kind`,
    [base.location, base.service, L],
  );
  await database.query(
    `INSERT INTO providers (id, company_id, public_name, position)
     SELECT $1::int + p, $2::int + ${companyOf(`(p % ${String(L)})`)}, 'Profesional ' || (p + 1), p / ${String(L)} + 1
     FROM generate_series(0, $3::int - 1) AS p`,
    [base.provider, base.company, P],
  );
  await moveIdentityPast(database, 'providers');
  await database.query(
    `INSERT INTO provider_services (provider_id, service_id)
     SELECT $1::int + p, $2::int + 2 * ${companyOf(`(p % ${String(L)})`)} + kind
     FROM generate_series(0, $3::int - 1) AS p CROSS JOIN generate_series(0, 1) AS kind`,
    [base.provider, base.service, P],
  );
  await database.query(
    `INSERT INTO provider_weekly_hours (provider_id, location_id, iso_weekday, starts_at, ends_at)
     SELECT $1::int + p, $2::int + p % ${String(L)}, weekday, '09:00', '19:00'
     FROM generate_series(0, $3::int - 1) AS p CROSS JOIN generate_series(1, ${WORKING_DAYS}) AS weekday`,
    [base.provider, base.location, P],
  );
  await database.query(
    `INSERT INTO clients (id, company_id, first_name, last_name)
     SELECT $1::int + c, $2::int + c, 'Bench', 'Client ' || (c + 1) FROM generate_series(0, $3::int - 1) AS c`,
    [base.client, base.company, C],
  );
  await moveIdentityPast(database, 'clients');
}

/**
 * The bookings, and their groups: placed once in a working table, then inserted in the order of
 * time and professional rather than of n (whose stride scatters them), so that a week's bookings of a
 * professional sit on few pages, as a location's agenda reads them.
 */
async function seedBookings(database: SqlStatements, { options, layout, base, companyOf }: Generation): Promise<void> {
  const P = options.professionals;
  // Each booking's place, once: professional, working day, round; its location and group follow. A
  // table of the database's own rather than a temporary one, which a pool's next statement may not see;
  // unlogged, as nothing of it is kept.
  await database.query('DROP TABLE IF EXISTS bench_market_placement');
  await database.query(
    `CREATE UNLOGGED TABLE bench_market_placement AS
     SELECT pd % $2::int AS professional, pd / $2::int AS working_day, round
     FROM (SELECT ((n * $3::bigint) % $4::bigint)::int AS pd, (n / $4::bigint)::int AS round
           FROM generate_series(0::bigint, $1::bigint - 1) AS n) AS spread`,
    [options.bookings, P, layout.stride, layout.professionalDays],
  );
  await inOneTransaction(database, async (transaction) => {
    await transaction.query("SET LOCAL maintenance_work_mem = '256MB'");
    await withConstraintsSetAside(transaction, ['bookings', 'booking_groups'], () =>
      insertGroupsAndBookings(transaction, { options, layout, base, companyOf }),
    );
  });
  await database.query('DROP TABLE bench_market_placement');
}

/**
 * `work` in one transaction: the database's own where it has them (a pool's statements may go to
 * different connections), else BEGIN and COMMIT on what is then one connection (a pg client).
 */
async function inOneTransaction(
  database: SqlStatements & { transaction?: <T>(work: (transaction: SqlStatements) => Promise<T>) => Promise<T> },
  work: (transaction: SqlStatements) => Promise<void>,
): Promise<void> {
  if (database.transaction !== undefined) {
    await database.transaction(work);
    return;
  }
  await database.query('BEGIN');
  try {
    await work(database);
    await database.query('COMMIT');
  } catch (error) {
    await database.query('ROLLBACK');
    throw error;
  }
}

/** A constraint or an index set aside, and the statement that puts it back as it was. */
interface SetAside {
  readonly drop: string;
  readonly restore: string;
}

/**
 * Runs `insert` with the foreign keys, exclusion constraints and indexes of `tables` (all but their
 * primary keys) dropped, then puts each back from the definition PostgreSQL gave for it
 * (pg_get_constraintdef, pg_get_indexdef), under its own name: adding a foreign key validates the
 * whole table in one join, adding an exclusion constraint builds its index once and checks every
 * row. To be run inside a transaction, so that a failure leaves the schema as it was.
 */
async function withConstraintsSetAside(
  database: SqlStatements,
  tables: readonly string[],
  insert: () => Promise<void>,
): Promise<void> {
  const setAside: SetAside[] = [];
  for (const table of tables) {
    const constraints = (await database.query(
      `SELECT conname AS name, pg_get_constraintdef(oid) AS definition FROM pg_constraint
       WHERE conrelid = $1::regclass AND contype IN ('f', 'x') ORDER BY conname`,
      [table],
    )) as readonly { name: string; definition: string }[];
    const indexes = (await database.query(
      `SELECT c.relname AS name, pg_get_indexdef(i.indexrelid) AS definition
       FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
       WHERE i.indrelid = $1::regclass AND NOT i.indisprimary
         AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = i.indexrelid AND k.conrelid = i.indrelid)
       ORDER BY c.relname`,
      [table],
    )) as readonly { name: string; definition: string }[];
    for (const { name, definition } of constraints)
      setAside.push({
        drop: `ALTER TABLE ${table} DROP CONSTRAINT "${name}"`,
        restore: `ALTER TABLE ${table} ADD CONSTRAINT "${name}" ${definition}`,
      });
    for (const { name, definition } of indexes) setAside.push({ drop: `DROP INDEX "${name}"`, restore: definition });
  }
  for (const each of setAside) await database.query(each.drop);
  await insert();
  for (const each of setAside) await database.query(each.restore);
}

/** The groups and the bookings from the placement table, in the order of time and professional. */
async function insertGroupsAndBookings(
  database: SqlStatements,
  { options, layout, base, companyOf }: Generation,
): Promise<void> {
  const L = options.locations;
  // A group: one location's bookings of one working day, id $1 + working_day × L + location.
  await database.query(
    `INSERT INTO booking_groups (id, location_id, client_id, trx_id, confirmation_code_digest, access_token_digest,
                                 client_first_name, client_last_name)
     SELECT $1::int + g, $2::int + g % $4::int, $3::int + ${companyOf(`(g % $4::int)`)},
            'bench-market-' || ($1::int + g),
            sha256(convert_to('bench-market-code-' || ($1::int + g), 'UTF8')),
            sha256(convert_to('bench-market-token-' || ($1::int + g), 'UTF8')),
            'Bench', 'Client'
     FROM (SELECT DISTINCT working_day * $4::int + professional % $4::int AS g FROM bench_market_placement) AS grouped`,
    [base.group, base.location, base.client, L],
  );
  await moveIdentityPast(database, 'booking_groups');
  await database.query(
    `INSERT INTO bookings (group_id, location_id, service_id, provider_id, during, status, price)
     SELECT $1::int + working_day * $4::int + professional % $4::int, $2::int + professional % $4::int,
            $3::int + 2 * ${companyOf(`(professional % $4::int)`)}, $5::int + professional,
            tstzrange(starts, starts + interval '${SERVICE_MINUTES} minutes'), 'confirmed', ${SERVICE_PRICE}
     FROM (SELECT professional, working_day,
                  (($6::date + (working_day / ${WORKING_DAYS}) * 7 + working_day % ${WORKING_DAYS})
                   + time '09:00' + ((3 * round + professional) % ${SLOTS_A_DAY}) * interval '30 minutes')
                  AT TIME ZONE $7::text AS starts
           FROM bench_market_placement) AS timed
     ORDER BY working_day, professional`,
    [base.group, base.location, base.service, L, base.provider, layout.firstDate, options.timeZone],
  );
}

/**
 * The marketplace a kept database holds already under `label`, every location with its 30-minute
 * service, in the order generated; undefined when it holds none. One whose generation was
 * interrupted (fewer bookings than asked) is an error, not reused.
 */
export async function marketplaceGeneratedEarlier(
  database: SqlStatements,
  label: string,
  bookings: number,
): Promise<readonly MarketLocation[] | undefined> {
  const rows = (await database.query(
    `SELECT l.id AS location_id, s.id AS service_id
     FROM companies c JOIN locations l ON l.company_id = c.id
     JOIN services s ON s.company_id = c.id AND s.duration_minutes = ${SERVICE_MINUTES}
     WHERE c.web_address LIKE $1 ORDER BY l.id`,
    [`${marketAddressPrefix(label)}%`],
  )) as readonly { location_id: number; service_id: number }[];
  if (rows.length === 0) return undefined;
  const first = rows[0]?.location_id ?? 0;
  const last = rows.at(-1)?.location_id ?? 0;
  const [counted] = (await database.query(
    'SELECT count(*)::int AS n FROM bookings WHERE location_id BETWEEN $1 AND $2',
    [first, last],
  )) as readonly { n: number }[];
  if (counted?.n !== bookings)
    throw new Error(
      `the kept database's marketplace holds ${String(counted?.n)} bookings, not ${String(bookings)}: its generation was interrupted; drop the database and run again`,
    );
  return rows.map((row) => ({ locationId: row.location_id, serviceId: row.service_id }));
}
