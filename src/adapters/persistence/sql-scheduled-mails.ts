import { Schema } from 'effect';
import type { ScheduledMailCandidate, ScheduledMails } from '#application/ports/server/scheduled-mails';
import { BookingId } from '#domain/booking/booking-id';
import { Instant } from '#domain/calendar/instant';
import { secretDigest } from '../crypto-tokens';
import type { SqlDatabase, SqlExecutor } from './sql-database';
import { enqueueNotices } from './sql-outbox';
import { rowDecoder } from './stored-rows';

// Reminders and review invitations over scheduled_mails (migration 0017; docs/adr/0067). Each
// decision is a row keyed by (booking, kind, version) — the booking's modifications for a
// reminder, 0 for an invitation — inserted with ON CONFLICT DO NOTHING in the transaction that
// writes the mail's outbox row: whichever server process inserts it owes the mail, and the others
// find it decided. The booking is read again under its row lock first, so a cancel or a move that
// committed since the candidates were read owes nothing, and one that waits for the lock finds
// the mail already owed (the reminder of the hour it held when it was decided).

const EPOCH_MS = (column: string) => `floor(extract(epoch FROM ${column}) * 1000)::float8`;
const iso = (instant: Instant) => new Date(instant).toISOString();

/** The largest window migration 0017's CHECKs allow (hours), which bounds what a run scans. */
const MAX_SETTING_HOURS = 720;
/** How late an invitation is still decided (mail-schedule.ts gives up after 72 hours); older ones are never read. */
const INVITATION_SCAN_HOURS = MAX_SETTING_HOURS + 72;

const CandidateRow = Schema.Struct({
  id: BookingId,
  modifications: Schema.Int,
  status: Schema.Literals(['pending_payment', 'confirmed', 'cancelled']),
  starts: Instant,
  ends: Instant,
  hour_taken: Instant,
  reminder_hours_before: Schema.NullOr(Schema.Int),
  review_invitation_hours_after: Schema.NullOr(Schema.Int),
  reviews_on: Schema.Boolean,
});
const candidateRows = rowDecoder(CandidateRow, 'a booking that may owe a scheduled mail');

const lockedRows = rowDecoder(
  Schema.Struct({ group_id: Schema.Int, location_id: Schema.Int, service_name: Schema.String }),
  'a booking owing a scheduled mail',
);
const decidedRows = rowDecoder(Schema.Struct({ booking_id: Schema.Int }), 'a scheduled mail decided');

const CANDIDATE_COLUMNS = `b.id, b.modifications, b.status, ${EPOCH_MS('lower(b.during)')} AS starts, ${EPOCH_MS('upper(b.during)')} AS ends,
  ${EPOCH_MS('b.hour_taken_at')} AS hour_taken, c.reminder_hours_before, c.review_invitation_hours_after,
  l.reviews_option <> 'disable' AS reviews_on
  FROM bookings b JOIN locations l ON l.id = b.location_id JOIN companies c ON c.id = l.company_id`;

type Kind = 'reminder' | 'review_invitation';

const versionOf = (kind: Kind, candidate: ScheduledMailCandidate) =>
  kind === 'reminder' ? candidate.modifications : 0;

function toCandidate(row: typeof CandidateRow.Type): ScheduledMailCandidate {
  return {
    bookingId: row.id,
    modifications: row.modifications,
    booking: { status: row.status, start: row.starts, end: row.ends, hourTakenAt: row.hour_taken },
    schedule: {
      reminderHoursBefore: row.reminder_hours_before,
      reviewInvitationHoursAfter: row.review_invitation_hours_after,
      reviewsOn: row.reviews_on,
    },
  };
}

/** Records the decision; answers whether this call made it (false: another had). */
async function decide(transaction: SqlExecutor, kind: Kind, candidate: ScheduledMailCandidate): Promise<boolean> {
  const inserted = decidedRows(
    await transaction.query(
      `INSERT INTO scheduled_mails (booking_id, kind, version) VALUES ($1, $2, $3)
       ON CONFLICT (booking_id, kind, version) DO NOTHING RETURNING booking_id`,
      [candidate.bookingId, kind, versionOf(kind, candidate)],
    ),
  );
  return inserted.length > 0;
}

/** The booking under its row lock, if it still stands as the candidate was read: confirmed, at the same hour. */
async function lockUnchanged(transaction: SqlExecutor, candidate: ScheduledMailCandidate) {
  const [row] = lockedRows(
    await transaction.query(
      `SELECT b.group_id, b.location_id, s.name AS service_name
       FROM bookings b JOIN services s ON s.id = b.service_id
       WHERE b.id = $1 AND b.modifications = $2 AND b.status = 'confirmed'
       FOR UPDATE OF b`,
      [candidate.bookingId, candidate.modifications],
    ),
  );
  return row;
}

async function recordOutboxRow(transaction: SqlExecutor, kind: Kind, candidate: ScheduledMailCandidate, id: number) {
  await transaction.query(
    'UPDATE scheduled_mails SET outbox_id = $4 WHERE booking_id = $1 AND kind = $2 AND version = $3',
    [candidate.bookingId, kind, versionOf(kind, candidate), id],
  );
}

/** The scheduled mails port over scheduled_mails and the notifications' outbox. */
export function sqlScheduledMails(database: SqlDatabase): ScheduledMails {
  const forgo = async (kind: Kind, candidate: ScheduledMailCandidate) => {
    await database.transaction((transaction) => decide(transaction, kind, candidate));
  };
  return {
    async remindersToDecide(now, limit) {
      return candidateRows(
        await database.query(
          `SELECT ${CANDIDATE_COLUMNS}
           WHERE b.status = 'confirmed' AND c.reminder_hours_before IS NOT NULL
             AND lower(b.during) > $1::timestamptz
             AND lower(b.during) <= $1::timestamptz + make_interval(hours => ${String(MAX_SETTING_HOURS)})
             AND lower(b.during) - make_interval(hours => c.reminder_hours_before) <= $1::timestamptz
             AND NOT EXISTS (SELECT 1 FROM scheduled_mails m
                             WHERE m.booking_id = b.id AND m.kind = 'reminder' AND m.version = b.modifications)
           ORDER BY lower(b.during), b.id LIMIT $2`,
          [iso(now), limit],
        ),
      ).map(toCandidate);
    },

    async reviewInvitationsToDecide(now, limit) {
      return candidateRows(
        await database.query(
          `SELECT ${CANDIDATE_COLUMNS}
           WHERE b.status = 'confirmed' AND c.review_invitation_hours_after IS NOT NULL
             AND upper(b.during) <= $1::timestamptz
             AND upper(b.during) > $1::timestamptz - make_interval(hours => ${String(INVITATION_SCAN_HOURS)})
             AND upper(b.during) + make_interval(hours => c.review_invitation_hours_after) <= $1::timestamptz
             AND NOT EXISTS (SELECT 1 FROM scheduled_mails m
                             WHERE m.booking_id = b.id AND m.kind = 'review_invitation' AND m.version = 0)
           ORDER BY upper(b.during), b.id LIMIT $2`,
          [iso(now), limit],
        ),
      ).map(toCandidate);
    },

    oweReminder(candidate) {
      return database.transaction(async (transaction) => {
        const booking = await lockUnchanged(transaction, candidate);
        if (booking === undefined || !(await decide(transaction, 'reminder', candidate))) return false;
        const outboxId = await enqueueNotices(transaction, {
          kind: 'reminder',
          groupId: booking.group_id,
          bookingIds: [candidate.bookingId],
        });
        if (outboxId === null) return false;
        await recordOutboxRow(transaction, 'reminder', candidate, outboxId);
        return true;
      });
    },

    forgoReminder: (candidate) => forgo('reminder', candidate),

    oweReviewInvitation(candidate, review) {
      return database.transaction(async (transaction) => {
        const booking = await lockUnchanged(transaction, candidate);
        if (booking === undefined || !(await decide(transaction, 'review_invitation', candidate))) return false;
        const outboxId = await enqueueNotices(transaction, {
          kind: 'review_invitation',
          groupId: booking.group_id,
          bookingIds: [candidate.bookingId],
          sealedReviewCode: Buffer.from(review.sealed).toString('base64url'),
        });
        // A booker without an email is sent no code, so none is issued.
        if (outboxId === null) return false;
        await transaction.query(
          `INSERT INTO reviews (location_id, booking_id, code_digest, reply_code, booked_service_name, invited_at, expires_at)
           VALUES ($1, $2, $3, $4, $5, $6::timestamptz, $7::timestamptz)`,
          [
            booking.location_id,
            candidate.bookingId,
            secretDigest(review.code),
            review.replyCode,
            booking.service_name,
            iso(review.invitedAt),
            iso(review.expiresAt),
          ],
        );
        await recordOutboxRow(transaction, 'review_invitation', candidate, outboxId);
        return true;
      });
    },

    forgoReviewInvitation: (candidate) => forgo('review_invitation', candidate),
  };
}
