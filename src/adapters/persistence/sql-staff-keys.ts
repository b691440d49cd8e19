import type { StaffKey, StaffKeyVerifier } from '#application/ports/server/staff-key-verifier';
import type { CompanyStaffKeys } from '#application/ports/server/company-staff-keys';
import { Schema } from 'effect';
import { Instant } from '#domain/calendar/instant';
import { CompanyId } from '#domain/storefront/company';
import { secretDigest } from '../crypto-tokens';
import type { SqlExecutor } from './sql-database';
import { rowDecoder } from './stored-rows';

// Staff api-keys over staff_api_keys (migration 0003; ADR 0018): only digests are kept, so a key
// is shown once, when it is made, and checked by its digest ever after.

const keyRows = rowDecoder(
  Schema.Struct({ id: Schema.Int, label: Schema.String, company_id: Schema.NullOr(CompanyId) }),
  'a staff key',
);
const idRows = rowDecoder(Schema.Struct({ id: Schema.Int }), 'a staff key');

export function sqlStaffKeys(database: SqlExecutor): StaffKeyVerifier {
  return {
    async verify(presented) {
      const [row] = keyRows(
        await database.query(
          'SELECT id, label, company_id FROM staff_api_keys WHERE key_digest = $1 AND revoked_at IS NULL',
          [secretDigest(presented)],
        ),
      );
      return row === undefined
        ? undefined
        : ({ id: row.id, label: row.label, companyId: row.company_id } satisfies StaffKey);
    },
  };
}

const listedRows = rowDecoder(
  Schema.Struct({ id: Schema.Int, label: Schema.String, created_ms: Instant, revoked_ms: Schema.NullOr(Instant) }),
  "a company's staff key",
);

/**
 * A company's keys: new ones kept as their digests beside the company they act for (issue 21;
 * docs/adr/0078), listed and revoked (docs/adr/0081). `verify` reads `revoked_at` on every request
 * and nothing caches it, so a key revoked here is refused by the next request.
 */
export function sqlCompanyStaffKeys(database: SqlExecutor): CompanyStaffKeys {
  return {
    async issue(key) {
      await database.query('INSERT INTO staff_api_keys (key_digest, label, company_id) VALUES ($1, $2, $3)', [
        secretDigest(key.key),
        key.label,
        key.companyId,
      ]);
    },
    async keysOf(companyId) {
      const rows = listedRows(
        await database.query(
          `SELECT id, label, floor(extract(epoch FROM created_at) * 1000)::float8 AS created_ms,
                  floor(extract(epoch FROM revoked_at) * 1000)::float8 AS revoked_ms
             FROM staff_api_keys WHERE company_id = $1 ORDER BY created_at, id`,
          [companyId],
        ),
      );
      return rows.map((row) => ({
        id: row.id,
        label: row.label,
        createdAt: row.created_ms,
        revokedAt: row.revoked_ms,
      }));
    },
    async revoke(companyId, keyId, at) {
      const revoked = idRows(
        await database.query(
          `UPDATE staff_api_keys SET revoked_at = COALESCE(revoked_at, to_timestamp($3::float8 / 1000))
            WHERE id = $1 AND company_id = $2 RETURNING id`,
          [keyId, companyId, at],
        ),
      );
      return revoked.length > 0;
    },
  };
}

/** How the server came to have a staff key at start-up. */
export type StaffKeyProvision =
  /** RESERVA_STAFF_API_KEY names it; its digest is stored when it was not. */
  | { readonly source: 'environment' }
  /** None was configured and none existed: this one was made now and is shown only now. */
  | { readonly source: 'generated'; readonly key: string }
  /** None was configured and some already exist (seeded demo key, or made on an earlier start). */
  | { readonly source: 'existing' };

/**
 * Makes sure the server has a staff key (ADR 0018): the configured one (stored as a digest), else
 * any key already stored, else a new one from `generate`, shown once by the caller.
 */
export async function provisionStaffKey(
  database: SqlExecutor,
  configured: string | null,
  generate: () => string,
): Promise<StaffKeyProvision> {
  const store = (key: string, label: string) =>
    database.query(
      'INSERT INTO staff_api_keys (key_digest, label) VALUES ($1, $2) ON CONFLICT (key_digest) DO NOTHING',
      [secretDigest(key), label],
    );
  if (configured !== null) {
    await store(configured, 'RESERVA_STAFF_API_KEY');
    return { source: 'environment' };
  }
  const [existing] = idRows(await database.query('SELECT id FROM staff_api_keys WHERE revoked_at IS NULL LIMIT 1'));
  if (existing !== undefined) return { source: 'existing' };
  const key = generate();
  await store(key, 'generated at first start');
  return { source: 'generated', key };
}
