import { ResultAsync } from 'neverthrow';
import type { BookingId } from '#domain/booking/booking-id';
import { addMinutes } from '#domain/calendar/instant';
import type { CalendarOwner } from '#domain/notification/booking-calendar';
import {
  bookingMail,
  paymentReleasedMail,
  renderedMail,
  type ComposedMail,
  type MailWordsIn,
  type OutgoingMail,
} from '#domain/notification/booking-mail';
import {
  parseClientNotice,
  type BookingNotice,
  type ClientNotice,
  type ReminderNotice,
  type ReviewInvitationNotice,
} from '#domain/notification/booking-notice';
import { mailLinksFor, type MailLinks } from '#domain/notification/mail-links';
import type { Instant } from '#domain/calendar/instant';
import { REVIEW_CODE_VALID_DAYS } from '#domain/notification/mail-schedule';
import { businessMail, reviewInvitationMail, type ScheduledMailWordsIn } from '#domain/notification/scheduled-mails';
import {
  afterFailedAttempt,
  DEFAULT_DELIVERY_POLICY,
  type DeliveryPolicy,
} from '#domain/notification/delivery-attempts';
import type { Clock } from '../ports/shared/clock';
import type { CodeSealer } from '../ports/server/code-sealer';
import type { MailRenderer } from '../ports/server/mail-renderer';
import type { MailSender } from '../ports/server/mail-sender';
import type { ClaimedNotification, NotificationOutbox } from '../ports/server/notification-outbox';

export interface DispatchSettings {
  /** Whom the mails and their calendar files come from. */
  readonly calendarOwner: CalendarOwner;
  /**
   * The storefront's public origin (`https://reservas.example`), which links in mails start with
   * (docs/adr/0052): RESERVA_PUBLIC_URL, else the server's own. Read at each mail, since a server
   * given any free port knows its own origin only once it listens.
   */
  readonly storefrontOrigin: () => string;
  /** The words mails are written with, in each language (src/i18n's mail words, docs/adr/0058). */
  readonly mailWords: MailWordsIn;
  /** The words of reminders, review invitations and the business's mails (docs/adr/0067). */
  readonly scheduledMailWords: ScheduledMailWordsIn;
  /** How many notifications one run claims. */
  readonly batchSize?: number;
  /** How long a claim is held: longer than sending one batch can take, SMTP timeouts included. */
  readonly leaseMinutes?: number;
  readonly policy?: DeliveryPolicy;
}

/** What one run did. */
export interface DispatchReport {
  readonly sent: number;
  readonly retried: number;
  readonly givenUp: number;
}

const DEFAULT_BATCH_SIZE = 20;
const DEFAULT_LEASE_MINUTES = 10;
/** Enough of an error to tell what went wrong, not a whole SMTP transcript. */
const MAX_ERROR_LENGTH = 1000;

/** The bytes of base64url text (the outbox's sealed codes), without node's Buffer. */
function fromBase64Url(text: string): Uint8Array {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  return Uint8Array.from(binary, (character) => character.charCodeAt(0));
}

function describe(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, MAX_ERROR_LENGTH);
}

/** What the dispatcher works with. */
export interface DispatchPorts {
  readonly notificationOutbox: NotificationOutbox;
  readonly mailSender: MailSender;
  readonly clock: Clock;
  /** Writes a mail's content out as HTML and plain text (docs/adr/0066). */
  readonly mailRenderer: MailRenderer;
  /** Opens the bookings' sealed confirmation codes, for the links of their mails (docs/adr/0065). */
  readonly codeSealer: CodeSealer;
}

/**
 * The links a booking notice's mail carries at `now` (issue 18; mailLinksFor), by the codes its
 * sealed forms open to. A code that does not open — sealed under another key, or none kept — only
 * takes its links out of the mail; a notice enqueued before notices carried the company's limits
 * gets none.
 */
function noticeLinks(
  notice: BookingNotice | ReminderNotice,
  now: Instant,
  storefrontOrigin: string,
  codeSealer: CodeSealer,
): MailLinks | undefined {
  if (notice.policy === undefined) return undefined;
  const open = (id: number, sealed: string | null | undefined) =>
    sealed == null ? null : codeSealer.open(fromBase64Url(sealed), id as BookingId);
  return mailLinksFor({
    occasion: notice.kind,
    now,
    policy: notice.policy,
    bookings: notice.bookings.map((booking) => ({
      id: booking.id,
      status: booking.status,
      start: booking.start,
      clientConfirmed: booking.clientConfirmed ?? false,
      modifications: booking.modifications,
      isClass: booking.isClass ?? false,
      code: open(booking.id, booking.sealedCode),
    })),
    group: notice.groupBookings ?? [],
    address: {
      storefrontOrigin,
      countryCode: notice.location.countryCode,
      locationId: notice.locationId ?? null,
    },
  });
}

/**
 * Sends the notifications that are due (issue 8 "Notifications"; docs/adr/0044): claims a batch,
 * turns each notice into its mail — the domain decides its content, the MailRenderer writes it out
 * (docs/adr/0066) — and sends it; one that fails is tried again later, waiting longer
 * each time, until its attempts run out. A payload that does not decode can never be sent and is
 * given up at once. Runs in every server process at once without sending a notification twice
 * while its lease holds. A booking's mail carries the links its state allows when it is sent
 * (issue 18), by the confirmation codes it opens with the code sealer.
 */
export function dispatchNotifications(ports: DispatchPorts, settings: DispatchSettings) {
  const policy = settings.policy ?? DEFAULT_DELIVERY_POLICY;
  const reviewCodeOf = (notice: ReviewInvitationNotice): string | null => {
    const [booking] = notice.bookings;
    if (booking === undefined) return null;
    try {
      return ports.codeSealer.open(fromBase64Url(notice.sealedReviewCode), booking.id as BookingId);
    } catch {
      return null;
    }
  };
  const rendered = (composed: ComposedMail): OutgoingMail =>
    renderedMail(composed, (content) => ports.mailRenderer.render(content));
  /** The mail a notice becomes, or why it can never become one. */
  const mailOf = (notice: ClientNotice, claim: ClaimedNotification): OutgoingMail | { readonly unsendable: string } => {
    switch (notice.kind) {
      case 'payment_released':
        return rendered(paymentReleasedMail(notice, settings.storefrontOrigin(), settings.mailWords));
      case 'review_invitation': {
        // The invitation is its link: without the code (the key changed since it was sealed) it is
        // worth nothing to its client, so it is given up rather than sent empty (docs/adr/0067).
        const code = reviewCodeOf(notice);
        return code === null
          ? { unsendable: 'The review code cannot be opened: RESERVA_LINK_KEY changed since it was sealed' }
          : rendered(
              reviewInvitationMail(
                notice,
                code,
                settings.storefrontOrigin(),
                REVIEW_CODE_VALID_DAYS,
                settings.mailWords,
                settings.scheduledMailWords,
              ),
            );
      }
      case 'business':
        return rendered(businessMail(notice, settings.mailWords, settings.scheduledMailWords));
      case 'confirmed':
      case 'cancelled':
      case 'moved':
      case 'reminder':
        return rendered(
          bookingMail(
            notice,
            settings.calendarOwner,
            claim.createdAt,
            settings.mailWords,
            noticeLinks(notice, ports.clock.now(), settings.storefrontOrigin(), ports.codeSealer),
          ),
        );
      default:
        return notice satisfies never;
    }
  };
  const deliver = async (claim: ClaimedNotification): Promise<keyof DispatchReport> => {
    const notice = parseClientNotice(claim.payload);
    if (notice.isErr()) {
      await ports.notificationOutbox.giveUp(
        claim,
        ports.clock.now(),
        `The payload is not a booking notice: ${JSON.stringify(notice.error.issues)}`.slice(0, MAX_ERROR_LENGTH),
      );
      return 'givenUp';
    }
    const mail = mailOf(notice.value, claim);
    if ('unsendable' in mail) {
      await ports.notificationOutbox.giveUp(claim, ports.clock.now(), mail.unsendable);
      return 'givenUp';
    }
    try {
      await ports.mailSender.send(mail);
    } catch (error) {
      const failedAt = ports.clock.now();
      const after = afterFailedAttempt(claim.attempt, failedAt, policy);
      if (after._tag === 'GiveUp') {
        await ports.notificationOutbox.giveUp(claim, failedAt, describe(error));
        return 'givenUp';
      }
      await ports.notificationOutbox.retryLater(claim, after.at, describe(error));
      return 'retried';
    }
    await ports.notificationOutbox.markSent(claim, ports.clock.now());
    return 'sent';
  };
  return (): ResultAsync<DispatchReport, never> =>
    ResultAsync.fromSafePromise(
      (async () => {
        const now = ports.clock.now();
        const claims = await ports.notificationOutbox.claimDue(
          now,
          settings.batchSize ?? DEFAULT_BATCH_SIZE,
          addMinutes(now, settings.leaseMinutes ?? DEFAULT_LEASE_MINUTES),
        );
        const report = { sent: 0, retried: 0, givenUp: 0 };
        // One at a time: a mail server that refuses one is not asked for the next twenty at once.
        for (const claim of claims) report[await deliver(claim)] += 1;
        return report;
      })(),
    );
}

export type DispatchNotifications = ReturnType<typeof dispatchNotifications>;
