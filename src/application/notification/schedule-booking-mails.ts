import { ResultAsync } from 'neverthrow';
import {
  reminderDecision,
  reviewCodeExpiresAt,
  reviewInvitationDecision,
  type ScheduledMailDecision,
} from '#domain/notification/mail-schedule';
import type { Clock } from '../ports/shared/clock';
import type { CodeSealer } from '../ports/server/code-sealer';
import type { ScheduledMailCandidate, ScheduledMails } from '../ports/server/scheduled-mails';
import type { TokenGenerator } from '../ports/server/token-generator';

/** What one run did. */
export interface ScheduleReport {
  readonly reminders: number;
  readonly reviewInvitations: number;
  /** Bookings decided to owe none (made inside the window, already started, too late). */
  readonly forgone: number;
}

const DEFAULT_BATCH_SIZE = 50;

/**
 * Owes the reminders and review invitations that are due (issue 18; docs/adr/0067): reads the
 * bookings that may owe one, lets the domain decide (mail-schedule.ts), and records each decision
 * once — the store refuses a second, so every server process runs this at once and a booking still
 * gets one reminder per hour it holds and one invitation. An invitation issues a review code,
 * stored as its digest, whose sealed form the mail carries. The dispatcher sends what is owed.
 */
export function scheduleBookingMails(
  ports: {
    readonly scheduledMails: ScheduledMails;
    readonly clock: Clock;
    readonly tokens: TokenGenerator;
    readonly codeSealer: CodeSealer;
  },
  settings: { readonly batchSize?: number } = {},
) {
  const limit = settings.batchSize ?? DEFAULT_BATCH_SIZE;
  const report = { reminders: 0, reviewInvitations: 0, forgone: 0 };
  type Counted = keyof typeof report;
  const decide = async (
    decision: ScheduledMailDecision,
    owe: () => Promise<boolean>,
    forgo: () => Promise<void>,
    counted: Counted,
  ): Promise<Counted | null> => {
    switch (decision) {
      case 'send':
        return (await owe()) ? counted : null;
      case 'none':
        await forgo();
        return 'forgone';
      case 'notYet':
        return null;
      default:
        return decision satisfies never;
    }
  };
  const invitationOf = (candidate: ScheduledMailCandidate) => {
    const invitedAt = ports.clock.now();
    const code = ports.tokens.secret();
    return {
      code,
      sealed: ports.codeSealer.seal(code, candidate.bookingId),
      replyCode: ports.tokens.secret(),
      invitedAt,
      expiresAt: reviewCodeExpiresAt(invitedAt),
    };
  };
  return (): ResultAsync<ScheduleReport, never> =>
    ResultAsync.fromSafePromise(
      (async () => {
        const run = { ...report };
        const now = ports.clock.now();
        for (const candidate of await ports.scheduledMails.remindersToDecide(now, limit)) {
          const counted = await decide(
            reminderDecision(candidate.booking, candidate.schedule, now),
            () => ports.scheduledMails.oweReminder(candidate),
            () => ports.scheduledMails.forgoReminder(candidate),
            'reminders',
          );
          if (counted !== null) run[counted] += 1;
        }
        for (const candidate of await ports.scheduledMails.reviewInvitationsToDecide(now, limit)) {
          const counted = await decide(
            reviewInvitationDecision(candidate.booking, candidate.schedule, now),
            () => ports.scheduledMails.oweReviewInvitation(candidate, invitationOf(candidate)),
            () => ports.scheduledMails.forgoReviewInvitation(candidate),
            'reviewInvitations',
          );
          if (counted !== null) run[counted] += 1;
        }
        return run;
      })(),
    );
}

export type ScheduleBookingMails = ReturnType<typeof scheduleBookingMails>;
