import { describe, expect, it } from 'vitest';
import { labelledGiftCardCodeSealer } from '../gift-card/labelled-gift-card-code-sealer.test-support';
import { addMinutes, type Instant } from '#domain/calendar/instant';
import type { BookingNotice, PaymentReleasedNotice } from '#domain/notification/booking-notice';
import { dispatchNotifications } from './dispatch-notifications';
import type { ClaimedNotification, NotificationOutbox } from '../ports/server/notification-outbox';
import { listingMailRenderer } from './listing-mail-renderer.test-support';
import { recordingMailSender } from './recording-mail-sender.test-support';
import { labelledCodeSealer, sealedForNotice } from './labelled-code-sealer.test-support';
import type { ConsentLink, Consents } from '../ports/server/consents';
import type { BookingId } from '#domain/booking/booking-id';
import type { ConsentSignedNotice } from '#domain/notification/consent-mail';
import { dispatchMailWords } from '#i18n/dispatch-mail-words';

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

function dispatcher(
  payloads: readonly unknown[],
  attempt = 1,
  now = NOW,
  consents?: Pick<Consents, 'linksOf' | 'signedPdf'>,
) {
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
      ...(consents === undefined ? {} : { consents }),
    },
    {
      calendarOwner: { email: 'reservas@clinica.example' },
      storefrontOrigin: () => 'https://reservas.example',
      ...dispatchMailWords,
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

describe('the consents a mail asks to sign (issue 32; docs/adr/0118)', () => {
  const link = (title: string, signed: boolean, code: string | null): ConsentLink => ({
    requestId: 1,
    bookingId: 41 as BookingId,
    formKey: title,
    title,
    version: 1,
    state: signed ? 'signed' : 'unsigned',
    signedAt: signed ? NOW : null,
    code,
  });
  const consents = (links: readonly ConsentLink[]): Pick<Consents, 'linksOf' | 'signedPdf'> => ({
    linksOf: (bookings) => Promise.resolve(links.filter((each) => bookings.includes(each.bookingId))),
    signedPdf: () => Promise.resolve(undefined),
  });
  const REMINDER = { ...CONFIRMED, kind: 'reminder' as const };

  it('links each form still unsigned when the confirmation or the reminder is sent, naming it, in the text part too', async () => {
    const forms = consents([link('Ficha clínica', false, 'c0de'), link('Uso de imagen', true, 'd0ne')]);
    const { dispatch, mailSender } = dispatcher([CONFIRMED, REMINDER], 1, NOW, forms);
    await dispatch();
    for (const mail of mailSender.sent) {
      expect(mail.text).toContain(
        'Firma tu consentimiento: Ficha clínica: https://reservas.example/cl/sign_consents/c0de',
      );
      expect(mail.text).not.toContain('Uso de imagen');
    }
    expect(mailSender.sent).toHaveLength(2);
  });

  it('asks nothing in a cancellation, nor for a form whose code no longer opens', async () => {
    const forms = consents([link('Ficha clínica', false, 'c0de'), link('Otra', false, null)]);
    const { dispatch, mailSender } = dispatcher([CANCELLED, CONFIRMED], 1, NOW, forms);
    await dispatch();
    expect(mailSender.sent[0]?.text).not.toContain('sign_consents');
    expect(mailSender.sent[1]?.text).toContain('/cl/sign_consents/c0de');
    expect(mailSender.sent[1]?.text).not.toContain('Otra');
  });
});

describe('the signed consent mailed to the location (issue 32; docs/adr/0118)', () => {
  const SIGNED: ConsentSignedNotice = {
    kind: 'consent_signed',
    requestId: 9,
    company: { name: 'Clínica Centro', colour: null, logo: null },
    location: PLACE,
    to: { name: 'Clínica Centro', email: 'recepcion@clinica.example' },
    formTitle: 'Ficha clínica',
    version: 2,
    serviceName: 'Control',
    clientName: 'Rosa Díaz',
    bookingStart: BOOKING.start,
    signerName: 'Rosa Díaz',
    signedAt: NOW,
    textSha256: 'a'.repeat(64),
  };
  const pdfOf = (pdf: Uint8Array | undefined): Pick<Consents, 'linksOf' | 'signedPdf'> => ({
    linksOf: () => Promise.resolve([]),
    signedPdf: (id) => Promise.resolve(id === 9 ? pdf : undefined),
  });

  it('mails the location the signed PDF as kept, attached, with the form, the booking and the signer', async () => {
    const pdf = new TextEncoder().encode('%PDF-1.7 firmado');
    const { dispatch, mailSender, fates } = dispatcher([SIGNED], 1, NOW, pdfOf(pdf));
    await dispatch();
    const [mail] = mailSender.sent;
    expect(mail?.to).toEqual({ name: 'Clínica Centro', email: 'recepcion@clinica.example' });
    expect(mail?.subject).toBe('Rosa Díaz firmó «Ficha clínica»');
    expect(mail?.attachments).toEqual([
      { filename: 'consentimiento-9.pdf', contentType: 'application/pdf', content: pdf },
    ]);
    expect(mail?.calendar).toBeNull();
    expect([...fates.values()]).toEqual([{ _tag: 'Sent' }]);
  });

  it('gives up a signed consent whose PDF cannot be read, rather than mail it without', async () => {
    const { dispatch, mailSender, fates } = dispatcher([SIGNED], 1, NOW, pdfOf(undefined));
    expect((await dispatch())._unsafeUnwrap()).toEqual({ sent: 0, retried: 0, givenUp: 1 });
    expect(mailSender.sent).toEqual([]);
    expect([...fates.values()][0]).toMatchObject({ _tag: 'GivenUp' });
  });
});
