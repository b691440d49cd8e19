import { Schema } from 'effect';
import type { CreatedBookings } from '../../application/ports/bookings';
import type { IdempotencyClaim, IdempotentRequests } from '../../application/ports/idempotent-requests';
import type { Instant } from '../../domain/calendar/instant';
import { decodeWith } from '../../domain/shared/decode';
import { secretDigest } from '../crypto-tokens';
import { CREATE_BOOKING_SCOPE, storedIdempotencyKey, unsealOutcome, type SealedOutcome } from './idempotency-seal';
import type { SqlDatabase } from './sql-database';
import { decodedOrThrow } from './stored-rows';

// The Idempotency-Keys of POST /bookings over idempotent_requests (migration 0001; ADR 0014, ADR
// 0017). A claim is one row: in_flight while its request runs, completed (by the bookings adapter,
// in the transaction that books) with the sealed outcome. Keys are kept 24 hours.

interface ClaimRow {
  readonly request_digest: Uint8Array;
  readonly state: 'in_flight' | 'completed';
  readonly response_body: SealedOutcome | null;
}

const decodeCreated = decodeWith(
  Schema.Struct({
    trxId: Schema.String,
    bookingId: Schema.Int,
    accessToken: Schema.String,
    status: Schema.Literals(['pending_payment', 'confirmed']),
    countryCode: Schema.String,
    bookings: Schema.Array(Schema.Struct({ id: Schema.Int, confirmationCode: Schema.String })),
    // Absent from outcomes sealed before online payments (migration 0010): none was started.
    payment: Schema.optional(
      Schema.NullOr(Schema.Struct({ amount: Schema.Number, currency: Schema.String, downPayment: Schema.Boolean, expiresAt: Schema.Int, timeZone: Schema.String })),
    ),
  }),
);

export function sqlIdempotentRequests(database: SqlDatabase): IdempotentRequests {
  return {
    claim: (key, fingerprint) =>
      database.transaction(async (transaction): Promise<IdempotencyClaim> => {
        const stored = storedIdempotencyKey(key);
        const digest = secretDigest(fingerprint);
        await transaction.query(
          `DELETE FROM idempotent_requests WHERE scope = $1 AND key = $2 AND created_at < now() - interval '24 hours'`,
          [CREATE_BOOKING_SCOPE, stored],
        );
        const claimed = await transaction.query(
          `INSERT INTO idempotent_requests (scope, key, request_digest, state) VALUES ($1, $2, $3, 'in_flight')
           ON CONFLICT (scope, key) DO NOTHING RETURNING key`,
          [CREATE_BOOKING_SCOPE, stored, digest],
        );
        if (claimed.length > 0) return { _tag: 'Claimed' };
        const [row] = await transaction.query<ClaimRow>(
          'SELECT request_digest, state, response_body FROM idempotent_requests WHERE scope = $1 AND key = $2',
          [CREATE_BOOKING_SCOPE, stored],
        );
        // Released between our insert and our read: the caller may simply try again later.
        if (row === undefined) return { _tag: 'InFlight' };
        if (!Buffer.from(row.request_digest).equals(digest)) return { _tag: 'KeyReused' };
        if (row.state === 'in_flight' || row.response_body === null) return { _tag: 'InFlight' };
        const sealed = decodedOrThrow(decodeCreated(unsealOutcome(key, row.response_body)), 'an idempotent outcome');
        const payment = sealed.payment ?? null;
        const created: CreatedBookings = { ...sealed, payment: payment === null ? null : { ...payment, expiresAt: payment.expiresAt as Instant } };
        return { _tag: 'Replay', created };
      }),
    async release(key) {
      await database.query(`DELETE FROM idempotent_requests WHERE scope = $1 AND key = $2 AND state = 'in_flight'`, [
        CREATE_BOOKING_SCOPE,
        storedIdempotencyKey(key),
      ]);
    },
  };
}
