import { describe, expect, it } from 'vitest';
import { addMinutes, type Instant } from '#domain/calendar/instant';
import type { BookingNotice, PaymentReleasedNotice } from '#domain/notification/booking-notice';
import { dispatchNotifications } from './dispatch-notifications';
import type { ClaimedNotification, NotificationOutbox } from '../ports/notification-outbox';
import { recordingMailSender } from './recording-mail-sender.test-support';
import { mailWords, scheduledMailWords } from '#i18n/mail';
import type { CodeSealer } from '../ports/code-sealer';

/** These notices carry no sealed code. */
const noSealer: CodeSealer = { seal: () => new Uint8Array(), open: () => null };

// The dispatcher (docs/adr/0044) over an in-memory outbox and a mail sender that records what it
// sends: which notices become mails, and what becomes of one that fails. The mails' words are
// booking-mail.ts's to test; here only whom a mail goes to and which calendar file it carries.

const NOW = Date.parse('2026-12-01T11:00:00Z') as Instant;

const PLACE = {
  name: 'Clínica Centro',
  address: null,
  phone: null,
  email: null,
  timeZone: 'America/Santiago',
  countryCode: 'cl',
};
const BOOKING = {
  id: 41,
  serviceName: 'Control',
  providerName: 'Ana',
  status: 'confirmed' as const,
  start: Date.parse('2026-12-03T13:00:00Z') as Instant,
  end: Date.parse('2026-12-03T13:30:00Z') as Instant,
  modifications: 0,
  isVideo: false,
  outcall: false,
};
const CONFIRMED: BookingNotice = {
  kind: 'confirmed',
  groupId: 7,
  client: { fullName: 'Rosa Díaz', email: 'rosa@correo.example' },
  location: PLACE,
  bookings: [BOOKING],
};
const CANCELLED: BookingNotice = { ...CONFIRMED, kind: 'cancelled', bookings: [{ ...BOOKING, status: 'cancelled' }] };
const RELEASED: PaymentReleasedNotice = {
  ...CONFIRMED,
  kind: 'payment_released',
  locationId: 3,
  release: { cause: 'expired' },
  bookings: [{ ...BOOKING, status: 'cancelled' }],
};

type Fate =
  | { readonly _tag: 'Sent' }
  | { readonly _tag: 'RetryAt'; readonly at: Instant; readonly error: string }
  | { readonly _tag: 'GivenUp'; readonly error: string };

/** An outbox holding `payloads`, claimed all at once at attempt `attempt`, recording each one's fate. */
function outboxOf(payloads: readonly unknown[], attempt = 1) {
  const fates = new Map<number, Fate>();
  const claims: ClaimedNotification[] = payloads.map((payload, index) => ({
    id: index + 1,
    attempt,
    createdAt: NOW,
    payload,
  }));
  const asked: { limit: number; leaseUntil: Instant }[] = [];
  const notificationOutbox: NotificationOutbox = {
    claimDue: (_now, limit, leaseUntil) => {
      asked.push({ limit, leaseUntil });
      return Promise.resolve(claims.slice(0, limit));
    },
    markSent: (claim) => Promise.resolve(void fates.set(claim.id, { _tag: 'Sent' })),
    retryLater: (claim, at, error) => Promise.resolve(void fates.set(claim.id, { _tag: 'RetryAt', at, error })),
    giveUp: (claim, _at, error) => Promise.resolve(void fates.set(claim.id, { _tag: 'GivenUp', error })),
  };
  return { notificationOutbox, fates, asked };
}

function dispatcher(payloads: readonly unknown[], attempt = 1) {
  const outbox = outboxOf(payloads, attempt);
  const mailSender = recordingMailSender();
  const dispatch = dispatchNotifications(
    { notificationOutbox: outbox.notificationOutbox, mailSender, clock: { now: () => NOW }, codeSealer: noSealer },
    {
      calendarOwner: { email: 'reservas@clinica.example' },
      storefrontOrigin: () => 'https://reservas.example',
      mailWords,
      scheduledMailWords,
      batchSize: 5,
      leaseMinutes: 3,
    },
  );
  return { dispatch, mailSender, ...outbox };
}

describe('dispatching the notifications owed to clients (docs/adr/0044)', () => {
  it('mails each due notice to its client and marks it sent', async () => {
    const { dispatch, mailSender, fates } = dispatcher([CONFIRMED, CANCELLED]);
    expect((await dispatch())._unsafeUnwrap()).toEqual({ sent: 2, retried: 0, givenUp: 0 });
    expect(mailSender.sent.map((mail) => mail.to)).toEqual([
      { name: 'Rosa Díaz', email: 'rosa@correo.example' },
      { name: 'Rosa Díaz', email: 'rosa@correo.example' },
    ]);
    expect([...fates.values()]).toEqual([{ _tag: 'Sent' }, { _tag: 'Sent' }]);
  });

  it('sends a confirmation with an invitation and a cancellation with its withdrawal', async () => {
    const { dispatch, mailSender } = dispatcher([CONFIRMED, CANCELLED]);
    await dispatch();
    expect(mailSender.sent.map((mail) => mail.calendar?.method)).toEqual(['REQUEST', 'CANCEL']);
  });

  it('sends hours released before they were confirmed without a calendar file, linking to the storefront’s origin', async () => {
    const { dispatch, mailSender } = dispatcher([RELEASED]);
    await dispatch();
    expect(mailSender.sent[0]?.calendar).toBeNull();
    expect(mailSender.sent[0]?.text).toContain('https://reservas.example/');
  });

  it('claims at most a batch, leased for the lease’s minutes', async () => {
    const { dispatch, asked } = dispatcher([]);
    expect((await dispatch())._unsafeUnwrap()).toEqual({ sent: 0, retried: 0, givenUp: 0 });
    expect(asked).toEqual([{ limit: 5, leaseUntil: addMinutes(NOW, 3) }]);
  });

  it('tries a mail the server refused again later, after the policy’s delay', async () => {
    const { dispatch, mailSender, fates } = dispatcher([CONFIRMED]);
    mailSender.refuseWith = 'SMTP 421 try later';
    expect((await dispatch())._unsafeUnwrap()).toEqual({ sent: 0, retried: 1, givenUp: 0 });
    expect(fates.get(1)).toEqual({ _tag: 'RetryAt', at: addMinutes(NOW, 1), error: 'SMTP 421 try later' });
  });

  it('gives up a mail refused at its last attempt', async () => {
    const { dispatch, mailSender, fates } = dispatcher([CONFIRMED], 8);
    mailSender.refuseWith = 'SMTP 550 no such user';
    expect((await dispatch())._unsafeUnwrap()).toEqual({ sent: 0, retried: 0, givenUp: 1 });
    expect(fates.get(1)).toEqual({ _tag: 'GivenUp', error: 'SMTP 550 no such user' });
  });

  it('gives up at once a payload that is not a notice, and sends the rest', async () => {
    const { dispatch, mailSender, fates } = dispatcher([{ kind: 'confirmed', groupId: 'seven' }, CONFIRMED]);
    expect((await dispatch())._unsafeUnwrap()).toEqual({ sent: 1, retried: 0, givenUp: 1 });
    expect(fates.get(1)?._tag).toBe('GivenUp');
    expect(mailSender.sent).toHaveLength(1);
  });
});
