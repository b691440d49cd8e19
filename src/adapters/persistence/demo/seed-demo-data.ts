import { applyCatalogueFile } from '#application/catalogue-file/catalogue-file-use-cases';
import type { Clock } from '#application/ports/shared/clock';
import type { NewGiftCard } from '#application/ports/server/gift-cards';
import type { StaffKeyVerifier } from '#application/ports/server/staff-key-verifier';
import type { Catalogue } from '#domain/catalogue-file/catalogue';
import { catalogueDocument } from '#domain/catalogue-file/validate-catalogue';
import { systemClock } from '../../system-clock';
import { sqlCatalogueStore } from '../sql-catalogue-store';
import { sqlCompanyDirectory } from '../sql-company-directory';
import type { SqlDatabase, SqlExecutor } from '../sql-database';
import { sqlGiftCards } from '../sql-gift-cards';

// Seeding the demo data, all in one transaction. First the catalogues (demo/*.yaml, issue 21):
// each applied through the staff API's use case (applyCatalogueFile) when its company is not there
// yet, so a demo a support person has changed since stays as they left it. Then the parts that
// stay code: each a list of tables and their rows with fixed ids, inserted in order (parents
// first). A row whose key is already there is left as it is, so seeding again changes nothing, and
// a later part (bookings, reviews, users…) adds its own tables without touching what an earlier
// part seeded.

/** A jsonb value: sent as JSON text and cast, which both engines read the same way. */
export interface JsonbValue {
  readonly jsonb: unknown;
}

export function jsonb(value: unknown): JsonbValue {
  return { jsonb: value };
}

/** Bytes (a bytea column, such as a secret's digest) are sent as they are. */
export type DemoValue = string | number | boolean | null | JsonbValue | Uint8Array;
export type DemoRow = Readonly<Record<string, DemoValue>>;

export interface DemoTable {
  readonly table: string;
  /** Every row names the same columns. */
  readonly rows: readonly DemoRow[];
}

export interface DemoDataPart {
  readonly name: string;
  /** In insertion order: a table comes after the tables it references. */
  readonly tables: readonly DemoTable[];
}

// Any constant will do; it only has to be the same in every process that seeds this database.
const DEMO_SEED_LOCK = 727_372_502;

const identifier = /^[a-z_][a-z0-9_]*$/;

function quoted(name: string): string {
  if (!identifier.test(name)) throw new Error(`Not a plain SQL identifier: ${name}`);
  return name;
}

function isJsonb(value: DemoValue): value is JsonbValue {
  return typeof value === 'object' && value !== null && !(value instanceof Uint8Array);
}

async function insertTable(transaction: SqlExecutor, { table, rows }: DemoTable): Promise<number> {
  const [first] = rows;
  if (first === undefined) return 0;
  const columns = Object.keys(first);
  const params: unknown[] = [];
  const tuples = rows.map((row) => {
    const names = Object.keys(row);
    if (names.length !== columns.length || names.some((name, index) => name !== columns[index])) {
      throw new Error(`A demo row of ${table} names other columns than the first: ${names.join(', ')}`);
    }
    const placeholders = columns.map((column) => {
      const value = row[column] ?? null;
      params.push(isJsonb(value) ? JSON.stringify(value.jsonb) : value);
      return isJsonb(value) ? `$${String(params.length)}::text::jsonb` : `$${String(params.length)}`;
    });
    return `(${placeholders.join(', ')})`;
  });
  const inserted = await transaction.query(
    `INSERT INTO ${quoted(table)} (${columns.map(quoted).join(', ')}) VALUES ${tuples.join(', ')}
     ON CONFLICT DO NOTHING RETURNING 1 AS inserted`,
    params,
  );
  return inserted.length;
}

/**
 * Rows with fixed ids do not move an identity's sequence: move it past them, so that rows created
 * later (by the API) get ids of their own. Sequences ignore rollbacks, so this runs once every
 * insert has succeeded.
 */
async function moveSequencesPastFixedIds(transaction: SqlExecutor, tables: readonly DemoTable[]): Promise<void> {
  const withIds = new Set(
    tables.filter((table) => table.rows[0] !== undefined && 'id' in table.rows[0]).map((table) => table.table),
  );
  for (const table of withIds) {
    await transaction.query(`SELECT setval(pg_get_serial_sequence($1, 'id'), (SELECT max(id) FROM ${quoted(table)}))`, [
      table,
    ]);
  }
}

/** A demo company's catalogue, as its file (demo/*.yaml) says, and where its services' ids start. */
export interface DemoCatalogue {
  readonly file: string;
  readonly catalogue: Catalogue;
  readonly firstServiceId: number;
}

/** The demo: its companies' catalogues, then the parts that stay code, which refer to them by id. */
export interface DemoData {
  readonly catalogues: readonly DemoCatalogue[];
  readonly parts: readonly DemoDataPart[];
  /**
   * Gift cards to issue once the parts are in, through the cards' own store (sqlGiftCards), which
   * keeps each code only as its digest and last four symbols (docs/adr/0106, 0113).
   */
  readonly giftCards?: readonly NewGiftCard[];
}

/**
 * What a seeding added: the companies whose catalogue it applied, the rows of the parts that were
 * new, and how many gift cards it issued.
 */
export interface DemoSeeding {
  readonly companiesCreated: readonly string[];
  readonly rowsInserted: number;
  readonly giftCardsIssued: number;
}

// The seeding applies the files as the operator, whose key acts for every company and alone may
// create one; this key exists only in the seeding, never stored nor accepted by the API.
const SEEDING_KEY = 'the demo seeding';
const seedingKeys: StaffKeyVerifier = {
  verify: (presented) =>
    Promise.resolve(presented === SEEDING_KEY ? { id: 0, label: SEEDING_KEY, companyId: null } : undefined),
};

/** The tables whose ids applying a catalogue draws from their sequences. */
const CATALOGUE_TABLES = [
  'companies',
  'locations',
  'service_categories',
  'services',
  'providers',
  'provider_exceptions',
  'social_networks',
  'promotions',
  'gift_card_products',
] as const;

/**
 * Numbers from 1 what applying the files adds to an empty table, even after an earlier seeding
 * rolled back (sequences ignore rollbacks): the demo's well-known ids depend on it.
 */
async function restartEmptyTables(transaction: SqlExecutor): Promise<void> {
  for (const table of CATALOGUE_TABLES) {
    await transaction.query(
      `SELECT setval(pg_get_serial_sequence($1, 'id'), 1, false) WHERE NOT EXISTS (SELECT 1 FROM ${quoted(table)})`,
      [table],
    );
  }
}

/** The company's services are numbered from `first`, unless a service already holds that id or a later one. */
async function numberServicesFrom(transaction: SqlExecutor, first: number): Promise<void> {
  await transaction.query(
    `SELECT setval(pg_get_serial_sequence('services', 'id'), $1, false)
      WHERE coalesce((SELECT max(id) FROM services), 0) < $1`,
    [first],
  );
}

/** Applies each catalogue whose company is not there yet, in order; answers the companies created. */
async function applyDemoCatalogues(
  transaction: SqlExecutor,
  catalogues: readonly DemoCatalogue[],
  clock: Clock,
): Promise<string[]> {
  // The use case runs in the seeding's transaction: its own "transaction" is this one.
  const companyDirectory = sqlCompanyDirectory(transaction);
  const apply = applyCatalogueFile({
    catalogueStore: sqlCatalogueStore({ transaction: (work) => work(transaction) }),
    clock,
    staffKeys: seedingKeys,
    companyDirectory,
  });
  const created: string[] = [];
  const missing: DemoCatalogue[] = [];
  for (const demo of catalogues) {
    if ((await companyDirectory.companyByWebAddress(demo.catalogue.company.slug)) === undefined) missing.push(demo);
  }
  if (missing.length > 0) await restartEmptyTables(transaction);
  for (const demo of missing) {
    const company = demo.catalogue.company.slug;
    await numberServicesFrom(transaction, demo.firstServiceId);
    const applied = await apply({
      apiKey: SEEDING_KEY,
      company,
      document: catalogueDocument(demo.catalogue),
      forceCancel: false,
    });
    if (applied.isErr()) throw new Error(`The demo's ${demo.file} was refused: ${JSON.stringify(applied.error)}`);
    created.push(company);
  }
  return created;
}

/** Issues each demo card whose code no card has yet; answers how many it issued. */
async function issueDemoGiftCards(transaction: SqlExecutor, cards: readonly NewGiftCard[]): Promise<number> {
  const giftCards = sqlGiftCards(transaction);
  let issued = 0;
  for (const card of cards) {
    if ((await giftCards.findByCode(card.code)) !== undefined) continue;
    const outcome = await giftCards.issue(card);
    if (outcome._tag !== 'Issued') throw new Error("A demo gift card's code is another card's");
    issued += 1;
  }
  return issued;
}

/**
 * Seeds the demo, all or nothing: the catalogues whose company is missing, then the rows of
 * `parts` that are missing, then the gift cards whose code no card has. On a database already
 * seeded it adds nothing.
 */
export async function seedDemoData(
  database: SqlDatabase,
  demo: DemoData,
  clock: Clock = systemClock,
): Promise<DemoSeeding> {
  return database.transaction(async (transaction) => {
    await transaction.query('SELECT pg_advisory_xact_lock($1)', [DEMO_SEED_LOCK]);
    const companiesCreated = await applyDemoCatalogues(transaction, demo.catalogues, clock);
    const tables = demo.parts.flatMap((part) => part.tables);
    let rowsInserted = 0;
    for (const table of tables) rowsInserted += await insertTable(transaction, table);
    await moveSequencesPastFixedIds(transaction, tables);
    const giftCardsIssued = await issueDemoGiftCards(transaction, demo.giftCards ?? []);
    return { companiesCreated, rowsInserted, giftCardsIssued };
  });
}
