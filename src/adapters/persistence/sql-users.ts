import { Schema } from 'effect';
import type { Sessions } from '#application/ports/server/sessions';
import type { NewClientUser, User, Users, UserWithPassword } from '#application/ports/server/users';
import { LocalDate } from '#domain/calendar/local-date';
import { CompanyId } from '#domain/storefront/company';
import type { Instant } from '#domain/calendar/instant';
import { secretDigest } from '../crypto-tokens';
import { newAccountSecret } from '../security/session-tokens';
import { isPostgresError, SQL_STATE, type SqlExecutor } from './sql-database';
import { isStorableId, isStorableText, rowDecoder } from './stored-rows';

// The users, their sessions and their personal codes over the SQL schema (migration 0004;
// ADR 0019), on PGlite or PostgreSQL. Session tokens and user codes are kept as SHA-256 digests.

const UserRow = Schema.Struct({
  id: Schema.Int,
  email: Schema.String,
  first_name: Schema.String,
  last_name: Schema.String,
  phone: Schema.NullOr(Schema.String),
  second_phone: Schema.NullOr(Schema.String),
  identification_number: Schema.NullOr(Schema.String),
  address: Schema.NullOr(Schema.String),
  birth_date: Schema.NullOr(LocalDate),
  city: Schema.NullOr(Schema.String),
  district: Schema.NullOr(Schema.String),
  gender: Schema.NullOr(Schema.Literals([0, 1, 2])),
  role_id: Schema.Int,
  company_id: Schema.NullOr(CompanyId),
  email_verified: Schema.Boolean,
});
type UserRow = typeof UserRow.Type;

const userRows = rowDecoder(UserRow, 'a user');
const userWithPasswordRows = rowDecoder(
  Schema.Struct({ ...UserRow.fields, password_hash: Schema.NullOr(Schema.String) }),
  'a user',
);
const idRows = rowDecoder(Schema.Struct({ id: Schema.Int }), 'a user');
const sessionRows = rowDecoder(Schema.Struct({ user_id: Schema.Int }), 'a user session');

const userColumns = `u.id, u.email, u.first_name, u.last_name, u.phone, u.second_phone, u.identification_number, u.address,
  to_char(u.birth_date, 'YYYY-MM-DD') AS birth_date, u.city, u.district, u.gender, u.role_id, u.company_id,
  u.email_verified_at IS NOT NULL AS email_verified`;

function user(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    phone: row.phone,
    secondPhone: row.second_phone,
    identificationNumber: row.identification_number,
    address: row.address,
    birthDate: row.birth_date,
    city: row.city,
    district: row.district,
    gender: row.gender,
    roleId: row.role_id,
    companyId: row.company_id,
    emailVerified: row.email_verified,
  };
}

const at = (instant: Instant) => new Date(instant).toISOString();

export function sqlUsers(database: SqlExecutor): Users {
  const one = async (where: string, params: readonly unknown[]): Promise<User | undefined> => {
    const [row] = userRows(await database.query(`SELECT ${userColumns} FROM users u ${where}`, params));
    return row === undefined ? undefined : user(row);
  };
  return {
    async userByEmail(email): Promise<UserWithPassword | undefined> {
      if (!isStorableText(email)) return undefined;
      const [row] = userWithPasswordRows(
        await database.query(`SELECT ${userColumns}, u.password_hash FROM users u WHERE lower(u.email) = lower($1)`, [
          email.trim(),
        ]),
      );
      return row === undefined ? undefined : { user: user(row), passwordHash: row.password_hash };
    },

    userById: (userId) => (isStorableId(userId) ? one('WHERE u.id = $1', [userId]) : Promise.resolve(undefined)),

    userByCode: (code, now) =>
      isStorableText(code)
        ? one('JOIN user_codes c ON c.user_id = u.id WHERE c.code_digest = $1 AND c.expires_at > $2', [
            secretDigest(code),
            at(now),
          ])
        : Promise.resolve(undefined),

    userByGoogleSubject: (subject) =>
      isStorableText(subject) ? one('WHERE u.google_subject = $1', [subject]) : Promise.resolve(undefined),

    async linkGoogleAccount(userId, subject) {
      try {
        const linked = await database.query(
          // Linked only from an identity whose email Google verified (ADR 0019): the address is proven (migration 0038).
          `UPDATE users SET google_subject = $2, email_verified_at = coalesce(email_verified_at, now())
           WHERE id = $1 AND (google_subject IS NULL OR google_subject = $2) RETURNING id`,
          [userId, subject],
        );
        return linked.length === 1;
      } catch (error) {
        // The Google account is linked to someone else meanwhile.
        if (isPostgresError(error, SQL_STATE.uniqueViolation)) return false;
        throw error;
      }
    },

    async createClient(profile: NewClientUser) {
      try {
        const [row] = idRows(
          await database.query(
            `INSERT INTO users (email, first_name, last_name, google_subject, role_id, email_verified_at)
             VALUES ($1, $2, $3, $4, 1, now())
             ON CONFLICT DO NOTHING RETURNING id`,
            [profile.email.trim(), profile.firstName, profile.lastName, profile.googleSubject],
          ),
        );
        return row === undefined ? undefined : await one('WHERE u.id = $1', [row.id]);
      } catch (error) {
        if (isPostgresError(error, SQL_STATE.uniqueViolation)) return undefined;
        throw error;
      }
    },
  };
}

export function sqlSessions(database: SqlExecutor): Sessions {
  return {
    async open(userId, openedAt, expiresAt) {
      const token = newAccountSecret();
      await database.query(
        'INSERT INTO user_sessions (token_digest, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)',
        [secretDigest(token), userId, at(openedAt), at(expiresAt)],
      );
      return token;
    },

    async userIdOf(token, now) {
      if (!isStorableText(token)) return undefined;
      const [row] = sessionRows(
        await database.query('SELECT user_id FROM user_sessions WHERE token_digest = $1 AND expires_at > $2', [
          secretDigest(token),
          at(now),
        ]),
      );
      return row?.user_id;
    },

    async end(token) {
      if (!isStorableText(token)) return;
      await database.query('DELETE FROM user_sessions WHERE token_digest = $1', [secretDigest(token)]);
    },
  };
}
