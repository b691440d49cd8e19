import type { CompanyId } from '#domain/storefront/company';
import type { SqlExecutor } from './sql-database';

// Creates and a catalogue file's apply take turns on a company's catalogue (issue 29; docs/adr/0085).
// A create reads what it books (the catalogue and the agenda, often from memory: docs/adr/0079)
// before its transaction; an apply reads the company's future bookings, cancels or refuses those
// its file strands, and retires what the file drops, in its own. Run side by side, an apply missed
// the bookings of creates not yet committed, and a create that had read the catalogue before the
// apply committed booked a professional it had just retired. Now:
//
// - each create takes the company's catalogue lock in shared mode as its transaction's first
//   statement (creates do not wait for each other), and each apply takes it exclusively before
//   anything else: the apply waits for the creates under way, then sees every booking they made,
//   and creates arriving meanwhile wait for its commit;
// - a move of a booking takes the same turn in its first statement, and refuses as taken a new hour
//   with a professional (or of a service or location) retired meanwhile;
// - a create then checks, in its next statement (so with a snapshot taken after its wait), that
//   nothing it books was retired meanwhile (`WITHDRAWN_ITEMS`): such an item is refused as taken.
//
// An advisory lock rather than a row lock on the company: waiting requests queue in order, so an
// apply is not overtaken for ever by a stream of creates whose locks are compatible with each
// other's (a row's share lockers join those holding it past a waiting writer), and it writes nothing.
// Taken first, before any row is locked, neither side can hold what the other waits for.

/** The first key of the two-key advisory lock on a company's catalogue; any constant no other lock uses. */
const CATALOGUE_LOCK = 727_372_511;

/**
 * A create's turn on the company's catalogue: waits while an apply of it runs, and keeps the next one
 * waiting until commit. Without parameters (the company's id is a whole number, written in the text):
 * as a transaction's first statement, PostgreSQL's adapter sends it with BEGIN in one round trip.
 */
export async function shareCatalogue(transaction: SqlExecutor, companyId: CompanyId): Promise<void> {
  if (!Number.isSafeInteger(companyId)) throw new Error(`Not a company id: ${String(companyId)}`);
  await transaction.query(`SELECT ${sharingCatalogue(String(companyId))}`);
}

/**
 * An SQL expression taking, as `shareCatalogue` does, a create's or a move's turn on the catalogue of
 * the company `companyId` (an SQL expression) names: for a statement that also reads what the turn is for.
 */
export function sharingCatalogue(companyId: string): string {
  return `pg_advisory_xact_lock_shared(${String(CATALOGUE_LOCK)}, ${companyId})`;
}

/**
 * An SQL expression without parameters taking the turns of creates booked together (docs/adr/0163)
 * on the catalogues of `companyIds`' companies, each once and in one order (two such never wait for
 * each other in a circle: shared turns do not wait for each other, and an apply holds one company's).
 */
export function sharingCatalogues(companyIds: readonly CompanyId[]): string {
  const companies = [...new Set(companyIds)].sort((a, b) => a - b);
  if (companies.length === 0) throw new Error('No company to take a turn on');
  for (const companyId of companies)
    if (!Number.isSafeInteger(companyId)) throw new Error(`Not a company id: ${String(companyId)}`);
  return companies.map((companyId) => sharingCatalogue(String(companyId))).join(', ');
}

/**
 * An apply's turn on the catalogue of the company `webAddress` names (none for a new company, which
 * nobody books yet): waits for the creates under way to commit, and keeps new ones waiting until this
 * transaction ends.
 */
export async function holdCatalogue(transaction: SqlExecutor, webAddress: string): Promise<void> {
  await transaction.query('SELECT pg_advisory_xact_lock($1, id) FROM companies WHERE web_address = $2', [
    CATALOGUE_LOCK,
    webAddress,
  ]);
}

/**
 * An SQL condition: the item `item` (a row with provider_id, service_id and bundle_id) names a
 * professional, service or bundle that has been retired, or the location `location` has been.
 */
export const withdrawnItem = (item: string, location: string) =>
  `(EXISTS (SELECT 1 FROM providers p WHERE p.id = ${item}.provider_id AND p.retired_at IS NOT NULL)
        OR EXISTS (SELECT 1 FROM services s WHERE s.id IN (${item}.service_id, ${item}.bundle_id) AND s.retired_at IS NOT NULL)
        OR EXISTS (SELECT 1 FROM locations l WHERE l.id = ${location} AND l.retired_at IS NOT NULL))`;

/**
 * An SQL expression: the positions (from 0) of the items whose professional, service or bundle has
 * been retired, or whose location has, in item order. `$providers`, `$services` and `$bundles` are
 * the items' ids as three integer arrays in item order (a null bundle for a plain service), and
 * `$location` the location's id.
 */
export function withdrawnItems(providers: string, services: string, bundles: string, location: string): string {
  return `ARRAY(
    SELECT (item.position - 1)::integer
      FROM unnest(${providers}::integer[], ${services}::integer[], ${bundles}::integer[])
           WITH ORDINALITY AS item(provider_id, service_id, bundle_id, position)
     WHERE ${withdrawnItem('item', `${location}::integer`)}
     ORDER BY item.position)`;
}
