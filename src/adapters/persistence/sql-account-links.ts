import { Schema } from 'effect';
import type { AccountLinks } from '#application/ports/server/account-links';
import type { UserAccounts } from '#application/ports/server/user-accounts';
import type { User, Users } from '#application/ports/server/users';
import { Instant } from '#domain/calendar/instant';
import { secretDigest } from '../crypto-tokens';
import { isPostgresError, SQL_STATE, type SqlExecutor } from './sql-database';
import { isStorableId, isStorableText, rowDecoder } from './stored-rows';

// The account links and what signing up, verifying, resetting and changing an email store, over
// the SQL schema (migration 0038; docs/adr/0121), on PGlite or PostgreSQL. Secrets are kept as
// SHA-256 digests; whether a link may still be used is the domain's rule, not a WHERE clause.

const EPOCH_MS = (column: string) => `floor(extract(epoch FROM ${column}) * 1000)::float8`;
const at = (instant: Instant) => new Date(instant).toISOString();

const linkRows = rowDecoder(
  Schema.Struct({
    purpose: Schema.Literals(['verify_email', 'reset_password', 'change_email']),
    user_id: Schema.Int,
    new_email: Schema.NullOr(Schema.String),
    expires_at: Instant,
    used_at: Schema.NullOr(Instant),
  }),
  'an account link',
);
const idRows = rowDecoder(Schema.Struct({ id: Schema.Int }), 'a user');
const verifiedRows = rowDecoder(Schema.Struct({ email_verified_at: Schema.NullOr(Instant) }), 'a user');

export function sqlAccountLinks(database: SqlExecutor): AccountLinks {
  return {
    async issue(link) {
      await database.query(
        `INSERT INTO account_links (secret_digest, purpose, user_id, new_email, created_at, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [
          secretDigest(link.secret),
          link.purpose,
          link.userId,
          link.newEmail?.trim() ?? null,
          at(link.issuedAt),
          at(link.expiresAt),
        ],
      );
    },

    async linkOf(secret) {
      if (!isStorableText(secret)) return undefined;
      const [row] = linkRows(
        await database.query(
          `SELECT purpose, user_id, new_email, ${EPOCH_MS('expires_at')} AS expires_at, ${EPOCH_MS('used_at')} AS used_at
           FROM account_links WHERE secret_digest = $1`,
          [secretDigest(secret)],
        ),
      );
      return row === undefined
        ? undefined
        : {
            purpose: row.purpose,
            userId: row.user_id,
            newEmail: row.new_email,
            expiresAt: row.expires_at,
            usedAt: row.used_at,
          };
    },

    async use(secret, usedAt) {
      if (!isStorableText(secret)) return false;
      const used = await database.query(
        'UPDATE account_links SET used_at = $2 WHERE secret_digest = $1 AND used_at IS NULL RETURNING user_id',
        [secretDigest(secret), at(usedAt)],
      );
      return used.length === 1;
    },
  };
}

export function sqlUserAccounts(database: SqlExecutor, users: Pick<Users, 'userById'>): UserAccounts {
  return {
    async createSignedUpClient(client): Promise<User | undefined> {
      try {
        const [row] = idRows(
          await database.query(
            `INSERT INTO users (email, password_hash, role_id) VALUES ($1, $2, 1) ON CONFLICT DO NOTHING RETURNING id`,
            [client.email.trim(), client.passwordHash],
          ),
        );
        return row === undefined ? undefined : await users.userById(row.id);
      } catch (error) {
        if (isPostgresError(error, SQL_STATE.uniqueViolation)) return undefined;
        throw error;
      }
    },

    async emailVerifiedAt(userId) {
      if (!isStorableId(userId)) return undefined;
      const [row] = verifiedRows(
        await database.query(`SELECT ${EPOCH_MS('email_verified_at')} AS email_verified_at FROM users WHERE id = $1`, [
          userId,
        ]),
      );
      return row?.email_verified_at;
    },

    async markEmailVerified(userId, verifiedAt) {
      await database.query('UPDATE users SET email_verified_at = coalesce(email_verified_at, $2) WHERE id = $1', [
        userId,
        at(verifiedAt),
      ]);
    },

    async setPasswordHash(userId, passwordHash) {
      await database.query('UPDATE users SET password_hash = $2 WHERE id = $1', [userId, passwordHash]);
    },

    async changeEmail(userId, email, verifiedAt) {
      try {
        const changed = await database.query(
          `UPDATE users SET email = $2, email_verified_at = $3 WHERE id = $1
           AND NOT EXISTS (SELECT 1 FROM users o WHERE lower(o.email) = lower($2) AND o.id <> $1) RETURNING id`,
          [userId, email.trim(), at(verifiedAt)],
        );
        return changed.length === 1;
      } catch (error) {
        // Another request took the address meanwhile.
        if (isPostgresError(error, SQL_STATE.uniqueViolation)) return false;
        throw error;
      }
    },

    async endEverySession(userId) {
      await database.query('DELETE FROM user_sessions WHERE user_id = $1', [userId]);
    },
  };
}
