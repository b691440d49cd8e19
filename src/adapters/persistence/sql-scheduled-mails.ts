import { Schema } from 'effect';
import type { ScheduledMailCandidate, ScheduledMails } from '#application/ports/server/scheduled-mails';
import { BookingId } from '#domain/booking/booking-id';
import { Instant } from '#domain/calendar/instant';
import { REVIEW_INVITATION_LATEST_HOURS } from '#domain/notification/mail-schedule';
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

/** How late after it fell due an invitation is still read: the domain's give-up (mail-schedule.ts), and an hour. */
const INVITATION_GIVE_UP_HOURS = REVIEW_INVITATION_LATEST_HOURS + 1;

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
  l.reviews_option <> 'disable' AS reviews_on`;

/**
 * The bookings (`b`, with their location `l` and company `c`) whose reminder falls due by `$1` (now,
 * timestamptz) and has not been decided for the hour they hold: confirmed, starting within their
 * company's window. Read setting by setting (a company's hours before; a marketplace has a few
 * distinct ones), each over its own window of the bookings' starts (issue 37): over the largest
 * window any company may set (720 hours) a marketplace of 10M bookings scanned some 420,000
 * decided bookings to find none, 1.2 s of PostgreSQL each run, every ten seconds in every process.
 * `OFFSET 0` keeps each setting's read apart: pulled up into the outer query, the planner read every
 * future booking in start order instead.
 */
export const REMINDERS_DUE = `FROM (SELECT DISTINCT reminder_hours_before AS hours FROM companies
        WHERE reminder_hours_before IS NOT NULL) AS setting
  CROSS JOIN LATERAL (SELECT * FROM bookings
        WHERE status = 'confirmed' AND lower(during) > $1::timestamptz
          AND lower(during) <= $1::timestamptz + make_interval(hours => setting.hours)
        OFFSET 0) AS b
  JOIN locations l ON l.id = b.location_id
  JOIN companies c ON c.id = l.company_id AND c.reminder_hours_before = setting.hours
  WHERE NOT EXISTS (SELECT 1 FROM scheduled_mails m
                    WHERE m.booking_id = b.id AND m.kind = 'reminder' AND m.version = b.modifications)`;

/**
 * The bookings (`b`, `l`, `c`) whose review invitation falls due by `$1` (now) and has not been
 * decided: confirmed, ended their company's hours after before now, and not so long before that the
 * invitation is given up (REVIEW_INVITATION_LATEST_HOURS, an hour more so that the domain decides
 * the edge). Setting by setting, as the reminders: over the largest window (720 + 72 hours) a
 * marketplace of 10M bookings scanned some 450,000 decided bookings, 2 s of PostgreSQL each run. An
 * invitation that fell due longer ago is not read, and so not recorded as forgone: it was owed none.
 */
export const REVIEW_INVITATIONS_DUE = `FROM (SELECT DISTINCT review_invitation_hours_after AS hours FROM companies
        WHERE review_invitation_hours_after IS NOT NULL) AS setting
  CROSS JOIN LATERAL (SELECT * FROM bookings
        WHERE status = 'confirmed'
          AND upper(during) <= $1::timestamptz - make_interval(hours => setting.hours)
          AND upper(during) > $1::timestamptz - make_interval(hours => setting.hours + ${String(INVITATION_GIVE_UP_HOURS)})
        OFFSET 0) AS b
  JOIN locations l ON l.id = b.location_id
  JOIN companies c ON c.id = l.company_id AND c.review_invitation_hours_after = setting.hours
  WHERE NOT EXISTS (SELECT 1 FROM scheduled_mails m
                    WHERE m.booking_id = b.id AND m.kind = 'review_invitation' AND m.version = 0)`;

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
          `SELECT ${CANDIDATE_COLUMNS} ${REMINDERS_DUE}
           ORDER BY lower(b.during), b.id LIMIT $2`,
          [iso(now), limit],
        ),
      ).map(toCandidate);
    },

    async reviewInvitationsToDecide(now, limit) {
      return candidateRows(
        await database.query(
          `SELECT ${CANDIDATE_COLUMNS} ${REVIEW_INVITATIONS_DUE}
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
