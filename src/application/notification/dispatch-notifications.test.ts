import { describe, expect, it } from 'vitest';
import { labelledGiftCardCodeSealer } from '../gift-card/labelled-gift-card-code-sealer.test-support';
import { addMinutes, type Instant } from '#domain/calendar/instant';
import type { BookingNotice, PaymentReleasedNotice } from '#domain/notification/booking-notice';
import { dispatchNotifications } from './dispatch-notifications';
import type { ClaimedNotification, NotificationOutbox } from '../ports/server/notification-outbox';
import { listingMailRenderer } from './listing-mail-renderer.test-support';
import { recordingMailSender } from './recording-mail-sender.test-support';
import { giftCardMailWords } from '#i18n/gift-card-mail';
import { maintenanceMailWords } from '#i18n/maintenance-mail';
import { mailWords, scheduledMailWords } from '#i18n/mail';
import { labelledCodeSealer, sealedForNotice } from './labelled-code-sealer.test-support';

// The dispatcher (docs/adr/0044) over an in-memory outbox and a mail sender that records what it
// sends: which notices become mails, and what becomes of one that fails. The mails' words are
// booking-mail.ts's to test, and their HTML the mail renderer's; here only whom a mail goes to,
// what it is about and which calendar file it carries.

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

const SEALER = labelledCodeSealer('the-link-key');

function dispatcher(payloads: readonly unknown[], attempt = 1, now = NOW) {
  const outbox = outboxOf(payloads, attempt);
  const mailSender = recordingMailSender();
  const dispatch = dispatchNotifications(
    {
      notificationOutbox: outbox.notificationOutbox,
      mailSender,
      mailRenderer: listingMailRenderer,
      clock: { now: () => now },
      codeSealer: SEALER,
      giftCardCodeSealer: labelledGiftCardCodeSealer('link-key'),
    },
    {
      calendarOwner: { email: 'reservas@clinica.example' },
      storefrontOrigin: () => 'https://reservas.example',
      mailWords,
      scheduledMailWords,
      giftCardMailWords,
      maintenanceMailWords,
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
    expect(mailSender.sent.map((mail) => mail.subject)).toEqual([
      'Clínica Centro: tu reserva del jue 3 dic, 10:00',
      'Clínica Centro: tu reserva del jue 3 dic, 10:00 fue anulada',
    ]);
    expect(mailSender.sent[0]?.text).toContain('Tu reserva está confirmada.');
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

// What issue 18 adds to a booking's notice: its group, its company's limits, its sealed codes.
const POLICY = { cancellationLimitHours: 24, modificationLimitHours: 12, maxModifications: 1 };
const SECOND = {
  ...BOOKING,
  id: 42,
  start: Date.parse('2026-12-03T14:00:00Z') as Instant,
  end: Date.parse('2026-12-03T14:30:00Z') as Instant,
};
const WITH_LINKS: BookingNotice = {
  ...CONFIRMED,
  language: 'en',
  locationId: 3,
  policy: POLICY,
  bookings: [
    { ...BOOKING, sealedCode: sealedForNotice(SEALER, 'code-41', 41), clientConfirmed: false, price: '$18.000' },
    { ...SECOND, sealedCode: sealedForNotice(SEALER, 'code-42', 42), clientConfirmed: false, price: null },
  ],
  groupBookings: [
    { id: 41, status: 'confirmed', start: BOOKING.start, clientConfirmed: false },
    { id: 42, status: 'confirmed', start: SECOND.start, clientConfirmed: false },
  ],
};
const SITE = 'https://reservas.example/cl/bookings';

describe('the links a booking’s mail carries (issue 18)', () => {
  it('links each booking’s pages by its own code, and the group’s by one of them', async () => {
    const { dispatch, mailSender } = dispatcher([WITH_LINKS]);
    await dispatch();
    const [mail] = mailSender.sent;
    for (const address of [
      `${SITE}/view/code-41`,
      `${SITE}/confirm/code-41`,
      `${SITE}/edit/code-41`,
      `${SITE}/cancel/code-41`,
      `${SITE}/view/code-42`,
      `${SITE}/cancel/code-42`,
      `${SITE}/confirm_all/code-41`,
      `${SITE}/cancel_all/code-41`,
    ]) {
      expect(mail?.text).toContain(address);
    }
    expect(mail?.text).toContain(`Cancel the booking: ${SITE}/cancel/code-41`);
    expect(mail?.text).toContain(`Change the hour: ${SITE}/edit/code-41`);
  });

  it('offers only what the booking’s state and the company’s limits still allow when the mail goes', async () => {
    // A day and a half before the first: past neither limit; 20 hours before: past the cancellation limit.
    const { dispatch, mailSender } = dispatcher([WITH_LINKS], 1, Date.parse('2026-12-02T17:00:00Z') as Instant);
    await dispatch();
    const text = mailSender.sent[0]?.text ?? '';
    expect(text).toContain(`${SITE}/edit/code-41`);
    expect(text).not.toContain(`${SITE}/cancel/code-41`);
    expect(text).not.toContain(`${SITE}/cancel_all/`);
    expect(text).toContain(`${SITE}/confirm_all/code-41`);
  });

  it('offers no change to a booking moved as many times as the company allows', async () => {
    const moved: BookingNotice = {
      ...WITH_LINKS,
      kind: 'moved',
      bookings: [{ ...(WITH_LINKS.bookings[0] ?? BOOKING), modifications: 1 }],
    };
    const { dispatch, mailSender } = dispatcher([moved]);
    await dispatch();
    expect(mailSender.sent[0]?.text).toContain(`${SITE}/cancel/code-41`);
    expect(mailSender.sent[0]?.text).not.toContain('/edit/');
  });

  it('gives a cancellation’s mail only the way to book again', async () => {
    const cancelled: BookingNotice = {
      ...WITH_LINKS,
      kind: 'cancelled',
      bookings: [{ ...(WITH_LINKS.bookings[0] ?? BOOKING), status: 'cancelled' }],
      groupBookings: [{ id: 41, status: 'cancelled', start: BOOKING.start, clientConfirmed: false }],
    };
    const { dispatch, mailSender } = dispatcher([cancelled]);
    await dispatch();
    const text = mailSender.sent[0]?.text ?? '';
    expect(text).toContain('Book again: https://reservas.example/cl/sucursal/3');
    expect(text).not.toContain('/bookings/');
  });

  it('sends the mail without code links when a code does not open (sealed under another key), and never fails for it', async () => {
    const otherKey = labelledCodeSealer('an-older-key');
    const stale: BookingNotice = {
      ...WITH_LINKS,
      bookings: [
        { ...(WITH_LINKS.bookings[0] ?? BOOKING), sealedCode: sealedForNotice(otherKey, 'code-41', 41) },
        { ...(WITH_LINKS.bookings[1] ?? SECOND), sealedCode: null },
      ],
    };
    const { dispatch, mailSender, fates } = dispatcher([stale]);
    expect((await dispatch())._unsafeUnwrap()).toEqual({ sent: 1, retried: 0, givenUp: 0 });
    expect(fates.get(1)).toEqual({ _tag: 'Sent' });
    expect(mailSender.sent[0]?.text).not.toContain('/bookings/');
  });

  it('opens a code only for its own booking: one copied onto another booking links nowhere', async () => {
    const swapped: BookingNotice = {
      ...WITH_LINKS,
      bookings: [{ ...(WITH_LINKS.bookings[0] ?? BOOKING), sealedCode: sealedForNotice(SEALER, 'code-42', 42) }],
    };
    const { dispatch, mailSender } = dispatcher([swapped]);
    await dispatch();
    expect(mailSender.sent[0]?.text).not.toContain('code-42');
    expect(mailSender.sent[0]?.text).not.toContain('/bookings/');
  });

  it('sends a notice enqueued before notices carried links as it did, without them', async () => {
    const { dispatch, mailSender } = dispatcher([CONFIRMED]);
    await dispatch();
    expect(mailSender.sent[0]?.text).not.toContain('https://');
  });

  it('writes the mail in the language the client booked in, whatever the location’s country speaks', async () => {
    const { dispatch, mailSender } = dispatcher([WITH_LINKS, { ...WITH_LINKS, language: 'es' }]);
    await dispatch();
    expect(mailSender.sent.map((mail) => mail.language)).toEqual(['en', 'es']);
    expect(mailSender.sent[0]?.text).toContain('Hello Rosa Díaz');
    expect(mailSender.sent[1]?.text).toContain('Hola Rosa Díaz');
    expect(mailSender.sent[1]?.text).toContain(`Anular la reserva: ${SITE}/cancel/code-41`);
  });
});
