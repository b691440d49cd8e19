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
import type { GiftCardId } from '#domain/gift-card/gift-card-ledger';
import {
  giftCardBusinessMail,
  giftCardGivenMail,
  giftCardReceiptMail,
  type GiftCardMailWordsIn,
} from '#domain/notification/gift-card-mails';
import { parseGiftCardNotice, type GiftCardNotice } from '#domain/notification/gift-card-notice';
import { maintenanceReminderMail, type MaintenanceMailWordsIn } from '#domain/notification/maintenance-reminder-mail';
import { parseMaintenanceReminderNotice } from '#domain/notification/maintenance-reminder-notice';
import {
  afterFailedAttempt,
  DEFAULT_DELIVERY_POLICY,
  type DeliveryPolicy,
} from '#domain/notification/delivery-attempts';
import type { Clock } from '../ports/shared/clock';
import type { CodeSealer } from '../ports/server/code-sealer';
import type { GiftCardCodeSealer } from '../ports/server/gift-card-code-sealer';
import type { MailRenderer } from '../ports/server/mail-renderer';
import type { MailSender } from '../ports/server/mail-sender';
import type { ClaimedNotification, NotificationOutbox } from '../ports/server/notification-outbox';
import type { Consents } from '../ports/server/consents';
import { consentSignAddress, shownConsents } from '#domain/consent/consent-links';
import {
  consentSignedMail,
  parseConsentSignedNotice,
  type ConsentMailWordsIn,
  type ConsentSignedNotice,
} from '#domain/notification/consent-mail';
import type { ConsentToSign, NoticeLinks } from '#domain/notification/booking-mail';
import {
  accountMail,
  parseAccountMailNotice,
  type AccountMailNotice,
  type AccountMailWordsIn,
} from '#domain/notification/account-mail-notice';
import type { AccountLinkSealer } from '../ports/server/account-link-sealer';

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
  /** The words of the giving mails of gift cards (docs/adr/0112). */
  readonly giftCardMailWords: GiftCardMailWordsIn;
  /** The words of the signed consent's mail to the location (docs/adr/0118). */
  readonly consentMailWords: ConsentMailWordsIn;
  /** The words of the drivers' maintenance reminders (docs/adr/0119). */
  readonly maintenanceMailWords: MaintenanceMailWordsIn;
  /** The words of the accounts' mails (docs/adr/0121); absent, those mails are given up. */
  readonly accountMailWords?: AccountMailWordsIn;
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

/** base64url text of `bytes`, without node's Buffer. */
function toBase64Url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
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
  /** Opens gift cards' sealed codes for the mail that gives a card, and seals its printable page's link (docs/adr/0112). */
  readonly giftCardCodeSealer: GiftCardCodeSealer;
  /**
   * The bookings' consent requests, read as each mail is sent, so a mail asks to sign only what is
   * still unsigned then, and the signed PDFs the location is mailed (issue 32; docs/adr/0118).
   * Absent, mails link no consent and a signed consent's mail is given up.
   */
  readonly consents?: Pick<Consents, 'linksOf' | 'signedPdf'>;
  /** Opens account links' sealed secrets for their mails (issue 34; docs/adr/0121). Absent, those mails are given up. */
  readonly accountLinkSealer?: AccountLinkSealer;
}

/**
 * The consent forms each of `notice`'s bookings still asks to sign, with their signing pages'
 * addresses (shownConsents: unsigned, the booking standing, the code known).
 */
async function consentsToSign(
  consents: Pick<Consents, 'linksOf'> | undefined,
  notice: BookingNotice | ReminderNotice,
  storefrontOrigin: string,
): Promise<(bookingId: number) => readonly ConsentToSign[]> {
  if (consents === undefined || notice.bookings.length === 0) return () => [];
  const links = await consents.linksOf(notice.bookings.map((booking) => booking.id as BookingId));
  const shown = shownConsents(links, {
    countryCode: notice.location.countryCode,
    statusOf: (id) => notice.bookings.find((booking) => booking.id === id)?.status,
  });
  return (bookingId) =>
    shown.flatMap((consent) =>
      consent.bookingId === bookingId && consent.signPath !== null
        ? [{ title: consent.title, href: consentSignAddress(storefrontOrigin, consent.signPath) }]
        : [],
    );
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
  const mailOf = (
    notice: ClientNotice,
    claim: ClaimedNotification,
    consents: (bookingId: number) => readonly ConsentToSign[],
  ): OutgoingMail | { readonly unsendable: string } => {
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
      case 'reminder': {
        const links = noticeLinks(notice, ports.clock.now(), settings.storefrontOrigin(), ports.codeSealer);
        const withConsents: NoticeLinks = { ...(links ?? { perBooking: () => [], group: [] }), consents };
        return rendered(bookingMail(notice, settings.calendarOwner, claim.createdAt, settings.mailWords, withConsents));
      }
      default:
        return notice satisfies never;
    }
  };
  /**
   * The mail a gift card notice becomes (docs/adr/0112). The card given carries its code, opened
   * from the seal as it is written, and a fresh seal of it as its printable page's link; a seal that
   * no longer opens (the link key changed) leaves a mail worth nothing, given up rather than sent.
   */
  const giftCardMailOf = (notice: GiftCardNotice): OutgoingMail | { readonly unsendable: string } => {
    switch (notice.kind) {
      case 'gift_card_given': {
        const id = notice.card.id as GiftCardId;
        const code = ports.giftCardCodeSealer.open(fromBase64Url(notice.sealedCode), id);
        if (code === null)
          return { unsendable: 'The gift card code cannot be opened: RESERVA_LINK_KEY changed since it was sealed' };
        const pageToken = toBase64Url(ports.giftCardCodeSealer.sealPageToken(code, id));
        return rendered(
          giftCardGivenMail(
            notice,
            code,
            pageToken,
            settings.storefrontOrigin(),
            settings.mailWords,
            settings.giftCardMailWords,
          ),
        );
      }
      case 'gift_card_receipt':
        return rendered(giftCardReceiptMail(notice, settings.mailWords, settings.giftCardMailWords));
      case 'gift_card_business':
        return rendered(giftCardBusinessMail(notice, settings.mailWords, settings.giftCardMailWords));
      default:
        return notice satisfies never;
    }
  };
  /** The signed consent's mail to the location, its PDF attached as it was kept at signing (docs/adr/0118). */
  const consentMailOf = async (
    notice: ConsentSignedNotice,
  ): Promise<OutgoingMail | { readonly unsendable: string }> => {
    const pdf = await ports.consents?.signedPdf(notice.requestId);
    return pdf === undefined
      ? { unsendable: 'The signed consent has no PDF to attach' }
      : rendered(consentSignedMail(notice, pdf, settings.mailWords, settings.consentMailWords));
  };
  /** An account's mail (docs/adr/0121), its link's secret opened from the seal as it is written. */
  const accountMailOf = (notice: AccountMailNotice): OutgoingMail | { readonly unsendable: string } => {
    const words = settings.accountMailWords;
    const sealer = ports.accountLinkSealer;
    if (words === undefined || sealer === undefined) return { unsendable: 'This dispatcher writes no account mails' };
    const secret = notice.sealedSecret === null ? null : sealer.open(fromBase64Url(notice.sealedSecret), notice.userId);
    if (notice.sealedSecret !== null && secret === null)
      return { unsendable: 'The account link cannot be opened: RESERVA_LINK_KEY changed since it was sealed' };
    return rendered(accountMail(notice, secret, settings.storefrontOrigin(), words));
  };
  /** The mail a claimed row's payload becomes: a booking's notice, else a gift card's, else a signed consent's, else none. */
  const payloadMail = async (claim: ClaimedNotification): Promise<OutgoingMail | { readonly unsendable: string }> => {
    const notice = parseClientNotice(claim.payload);
    if (notice.isOk()) {
      const about = notice.value;
      const consents =
        about.kind === 'confirmed' || about.kind === 'moved' || about.kind === 'reminder'
          ? await consentsToSign(ports.consents, about, settings.storefrontOrigin())
          : () => [];
      return mailOf(about, claim, consents);
    }
    const giftCard = parseGiftCardNotice(claim.payload);
    if (giftCard.isOk()) return giftCardMailOf(giftCard.value);
    const consent = parseConsentSignedNotice(claim.payload);
    if (consent.isOk()) return consentMailOf(consent.value);
    const maintenance = parseMaintenanceReminderNotice(claim.payload);
    if (maintenance.isOk())
      return rendered(
        maintenanceReminderMail(
          maintenance.value,
          settings.storefrontOrigin(),
          settings.mailWords,
          settings.maintenanceMailWords,
        ),
      );
    const account = parseAccountMailNotice(claim.payload);
    if (account.isOk()) return accountMailOf(account.value);
    return {
      unsendable: `The payload is not a booking notice: ${JSON.stringify(notice.error.issues)}`.slice(
        0,
        MAX_ERROR_LENGTH,
      ),
    };
  };
  const deliver = async (claim: ClaimedNotification): Promise<keyof DispatchReport> => {
    const mail = await payloadMail(claim);
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
