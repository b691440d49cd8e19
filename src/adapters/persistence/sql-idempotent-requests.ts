import { Schema } from 'effect';
import { StoredReference } from './sql-bookings';
import type { CreatedBookings } from '#application/ports/server/bookings';
import type { IdempotencyClaim, IdempotentRequests } from '#application/ports/server/idempotent-requests';
import type { Instant } from '#domain/calendar/instant';
import { decodeWith } from '#domain/shared/decode';
import { secretDigest } from '../crypto-tokens';
import { CREATE_BOOKING_SCOPE, storedIdempotencyKey, unsealOutcome } from './idempotency-seal';
import type { SqlDatabase } from './sql-database';
import { decodedOrThrow, rowDecoder } from './stored-rows';
import { takenTogether } from './taken-together';
import { BookingId } from '#domain/booking/booking-id';

// The Idempotency-Keys of POST /bookings over idempotent_requests (migrations 0001, 0013; ADR 0014,
// ADR 0017, ADR 0050). A claim is one row: in_flight while its request runs, completed (by the
// bookings adapter, in the transaction that books, only while the row still names its attempt)
// with the sealed outcome. An in_flight row holds its key until lease_expires_at; past it, a retry
// with the same body takes the row over by numbering a new attempt, in one conditional UPDATE, so
// of two retries at once only one does. Keys are kept 24 hours.

const claimRows = rowDecoder(
  Schema.Struct({
    request_digest: Schema.Uint8Array,
    state: Schema.Literals(['in_flight', 'completed']),
    response_body: Schema.NullOr(Schema.Struct({ sealed: Schema.String })),
  }),
  'an idempotency claim',
);
const attemptRows = rowDecoder(Schema.Struct({ attempt: Schema.Int }), 'an idempotency claim');

const decodeCreated = decodeWith(
  Schema.Struct({
    trxId: Schema.String,
    // Absent from outcomes sealed before references (migration 0041).
    reference: Schema.optional(StoredReference),
    bookingId: BookingId,
    accessToken: Schema.String,
    status: Schema.Literals(['pending_payment', 'confirmed']),
    countryCode: Schema.String,
    bookings: Schema.Array(Schema.Struct({ id: BookingId, confirmationCode: Schema.String })),
    // Absent from outcomes sealed before online payments (migration 0010): none was started.
    payment: Schema.optional(
      Schema.NullOr(
        Schema.Struct({
          amount: Schema.Number,
          currency: Schema.String,
          downPayment: Schema.Boolean,
          expiresAt: Schema.Int,
          timeZone: Schema.String,
        }),
      ),
    ),
  }),
);

const iso = (instant: Instant) => new Date(instant).toISOString();

/** A claim of a key not held, its first attempt: answers the attempt, or nothing when the key is held. */
const CLAIM_NEW_KEY = `INSERT INTO idempotent_requests (scope, key, request_digest, state, lease_expires_at, attempt)
  VALUES ($1, $2, $3, 'in_flight', $4::timestamptz, 1)
  ON CONFLICT (scope, key) DO NOTHING RETURNING attempt`;

/** Claims of keys not held, each its first attempt: answers those claimed, the others being held. */
const CLAIM_NEW_KEYS = `INSERT INTO idempotent_requests (scope, key, request_digest, state, lease_expires_at, attempt)
  SELECT $1, asked.key, decode(asked.digest, 'hex'), 'in_flight', asked.until, 1
    FROM unnest($2::text[], $3::text[], $4::timestamptz[]) AS asked(key, digest, until)
  ON CONFLICT (scope, key) DO NOTHING RETURNING key, attempt`;
const claimedKeyRows = rowDecoder(Schema.Struct({ key: Schema.String, attempt: Schema.Int }), 'an idempotency claim');

/** A new key's claim, as `CLAIM_NEW_KEYS` takes it. */
interface NewClaim {
  readonly stored: string;
  readonly digest: Buffer;
  readonly until: string;
}

/** The most new keys claimed in one statement. */
const MOST_CLAIMED_TOGETHER = 16;

export function sqlIdempotentRequests(database: SqlDatabase): IdempotentRequests {
  /**
   * Claims new keys together (takenTogether, docs/adr/0163): each answered its first attempt, or null
   * when its key is held — by an earlier request, or by one before it in the same statement, which
   * claims each key once.
   */
  const claimNewKey = takenTogether(async (asked: readonly NewClaim[]): Promise<readonly (number | null)[]> => {
    // Each key once, as its first asker asked it: a later asker of the same key finds it held.
    const distinct = asked.filter((each, index) => asked.findIndex(({ stored }) => stored === each.stored) === index);
    const claimed = new Map(
      claimedKeyRows(
        await database.query(CLAIM_NEW_KEYS, [
          CREATE_BOOKING_SCOPE,
          distinct.map(({ stored }) => stored),
          distinct.map(({ digest }) => digest.toString('hex')),
          distinct.map(({ until }) => until),
        ]),
      ).map(({ key, attempt }) => [key, attempt]),
    );
    return asked.map(({ stored }) => {
      const attempt = claimed.get(stored) ?? null;
      claimed.delete(stored);
      return attempt;
    });
  }, MOST_CLAIMED_TOGETHER);
  return {
    async claim(key, fingerprint, lease) {
      const stored = storedIdempotencyKey(key);
      const digest = secretDigest(fingerprint);
      // A key never seen, nearly every one: claimed by one statement, a transaction of its own, shared
      // with the new keys that arrive while another's is claimed (docs/adr/0164).
      const claimed = await claimNewKey({ stored, digest, until: iso(lease.until) });
      if (claimed !== null) return { _tag: 'Claimed', held: { key, attempt: claimed } };
      return database.transaction(async (transaction): Promise<IdempotencyClaim> => {
        await transaction.query(
          `DELETE FROM idempotent_requests WHERE scope = $1 AND key = $2 AND created_at < now() - interval '24 hours'`,
          [CREATE_BOOKING_SCOPE, stored],
        );
        // A key kept past its 24 hours is forgotten, and claimed afresh.
        const [afresh] = attemptRows(
          await transaction.query(CLAIM_NEW_KEY, [CREATE_BOOKING_SCOPE, stored, digest, iso(lease.until)]),
        );
        if (afresh !== undefined) return { _tag: 'Claimed', held: { key, attempt: afresh.attempt } };
        // An attempt whose lease ran out (its process may be gone) gives the key to this one. A claim
        // from before leases (no lease_expires_at) has no holder to wait for.
        const [takenOver] = attemptRows(
          await transaction.query(
            `UPDATE idempotent_requests SET attempt = attempt + 1, lease_expires_at = $5::timestamptz
           WHERE scope = $1 AND key = $2 AND request_digest = $3 AND state = 'in_flight'
             AND (lease_expires_at IS NULL OR lease_expires_at <= $4::timestamptz)
           RETURNING attempt`,
            [CREATE_BOOKING_SCOPE, stored, digest, iso(lease.now), iso(lease.until)],
          ),
        );
        if (takenOver !== undefined) return { _tag: 'Claimed', held: { key, attempt: takenOver.attempt } };
        const [row] = claimRows(
          await transaction.query(
            'SELECT request_digest, state, response_body FROM idempotent_requests WHERE scope = $1 AND key = $2',
            [CREATE_BOOKING_SCOPE, stored],
          ),
        );
        // Released between our insert and our read: the caller may simply try again later.
        if (row === undefined) return { _tag: 'InFlight' };
        if (!Buffer.from(row.request_digest).equals(digest)) return { _tag: 'KeyReused' };
        if (row.state === 'in_flight' || row.response_body === null) return { _tag: 'InFlight' };
        const sealed = decodedOrThrow(decodeCreated(unsealOutcome(key, row.response_body)), 'an idempotent outcome');
        const { reference, ...kept } = sealed;
        const payment = kept.payment ?? null;
        const created: CreatedBookings = {
          ...kept,
          ...(reference === undefined ? {} : { reference }),
          payment: payment === null ? null : { ...payment, expiresAt: payment.expiresAt as Instant },
        };
        return { _tag: 'Replay', created };
      });
    },
    async release(held) {
      await database.query(
        `DELETE FROM idempotent_requests WHERE scope = $1 AND key = $2 AND state = 'in_flight' AND attempt = $3`,
        [CREATE_BOOKING_SCOPE, storedIdempotencyKey(held.key), held.attempt],
      );
    },
  };
}
