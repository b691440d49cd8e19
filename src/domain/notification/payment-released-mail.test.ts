import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addMinutes, type Instant } from '../calendar/instant';
import { REJECTION_REASONS } from '../payment/payment-lifecycle';
import { bookAgainAddress, paymentReleasedMail, paymentReleasedMailContent } from './booking-mail';
import { noticeLanguage, noticeOwedByPayment, parseClientNotice, type PaymentReleasedNotice } from './booking-notice';
import { anyPaymentReleasedNotice, anyTypedText } from './notification.arbitraries';
import { mailWords } from '#i18n/mail';

// The mail of hours a payment released (issue 15 item 6; docs/adr/0052): when a booking waiting for
// its online payment is cancelled because the payment expired, a card refused or none tried (ADR 0075), its client is told
// the hour was released, why, and where to book again.

const ORIGIN = 'https://reservas.example';
const start = Date.UTC(2026, 11, 1, 13, 0) as Instant;

const released: PaymentReleasedNotice = {
  kind: 'payment_released',
  groupId: 9,
  client: { fullName: 'Ana Pérez', email: 'ana@example.com' },
  location: {
    name: 'Clínica Dental Sonrisa',
    address: 'Irarrázaval 3456',
    phone: '+56 2 2987 6543',
    email: null,
    timeZone: 'America/Santiago',
    countryCode: 'cl',
  },
  locationId: 4,
  release: { cause: 'expired' },
  bookings: [
    {
      id: 17,
      serviceName: 'Control de ortodoncia',
      providerName: 'Dra. Paula Reyes',
      status: 'cancelled',
      start,
      end: addMinutes(start, 30),
      modifications: 0,
      isVideo: false,
      outcall: false,
    },
  ],
};

describe('which mail a payment’s end owes (docs/adr/0044, docs/adr/0052)', () => {
  it('owes the confirmation when approved, and when the time runs out the released hours, with the last refused card’s reason if any (ADR 0075)', () => {
    expect(noticeOwedByPayment({ _tag: 'Approved' })).toEqual({ kind: 'confirmed' });
    expect(noticeOwedByPayment({ _tag: 'Expired', lastRejection: null })).toEqual({
      kind: 'payment_released',
      release: { cause: 'expired' },
    });
    for (const reason of REJECTION_REASONS) {
      expect(noticeOwedByPayment({ _tag: 'Expired', lastRejection: reason })).toEqual({
        kind: 'payment_released',
        release: { cause: 'rejected', reason },
      });
    }
  });

  it('reads a stored released-hours notice back as itself, beside the booking notices', () => {
    fc.assert(
      fc.property(anyPaymentReleasedNotice, (notice) => {
        expect(parseClientNotice(JSON.parse(JSON.stringify(notice)))._unsafeUnwrap()).toEqual(notice);
      }),
    );
    expect(parseClientNotice({ ...released, release: { cause: 'rejected' } }).isErr()).toBe(true);
  });
});

describe('what the mail of hours a payment released says (docs/adr/0052; docs/adr/0066)', () => {
  it('says in Spanish that the time to pay ran out and the hour was released, lists it as the location reads it, and links to book again', () => {
    const content = paymentReleasedMailContent(released, ORIGIN, mailWords);
    expect(content.subject).toBe('Clínica Dental Sonrisa: se acabó el tiempo para pagar la hora del mar 1 dic, 10:00');
    expect(content.greeting).toBe('Hola Ana Pérez:');
    expect(content.lead).toEqual([
      'El pago no se completó a tiempo, así que liberamos la hora que te guardábamos y no quedó reservada:',
    ]);
    expect(content.cards).toEqual([
      {
        service: 'Control de ortodoncia',
        date: 'martes 1 de diciembre de 2026',
        hours: '10:00–10:30',
        professional: 'Con Dra. Paula Reyes',
        place: 'Clínica Dental Sonrisa, Irarrázaval 3456',
        price: null,
        plan: null,
        links: [],
      },
    ]);
    expect(content.links).toEqual([
      { kind: 'bookAgain', label: 'Reservar de nuevo', href: 'https://reservas.example/cl/sucursal/4' },
    ]);
    expect(content.contact).toBe('¿Dudas? Escribe o llama a Clínica Dental Sonrisa · +56 2 2987 6543');
    const mail = paymentReleasedMail(released, ORIGIN, mailWords);
    expect(mail.to).toEqual({ name: 'Ana Pérez', email: 'ana@example.com' });
    expect(mail.calendar).toBeNull();
  });

  it('names the provider’s reason for a rejection, in English outside the Spanish-speaking countries', () => {
    const two = [
      ...released.bookings,
      { ...released.bookings[0], id: 18, start: addMinutes(start, 30), end: addMinutes(start, 60) },
    ] as PaymentReleasedNotice['bookings'];
    const content = paymentReleasedMailContent(
      {
        ...released,
        location: { ...released.location, countryCode: 'US', timeZone: 'America/New_York' },
        release: { cause: 'rejected', reason: 'card_not_enabled' },
        bookings: two,
      },
      `${ORIGIN}/`,
      mailWords,
    );
    expect(content.subject).toBe(
      'Clínica Dental Sonrisa: your card was rejected and the time to pay for the hour on Tue 1 Dec, 08:00 ran out',
    );
    expect(content.greeting).toBe('Hello Ana Pérez,');
    expect(content.lead).toEqual([
      'Your card was rejected, as it is not enabled for this payment, and no other card paid in time, so the 2 hours we were holding for you were released and are not booked:',
    ]);
    expect(content.cards[0]?.date).toBe('Tuesday 1 December 2026');
    expect(content.cards[0]?.hours).toBe('08:00–08:30');
    expect(content.links).toEqual([
      { kind: 'bookAgain', label: 'Book again', href: 'https://reservas.example/us/sucursal/4' },
    ]);
  });

  it('says why and that the hours were released whatever ended the payment, each rejection reason in words of its own', () => {
    const why = (notice: PaymentReleasedNotice) =>
      paymentReleasedMailContent(notice, ORIGIN, mailWords).lead[0]?.split(/, (so|así que) /)[0];
    expect(
      new Set(REJECTION_REASONS.map((reason) => why({ ...released, release: { cause: 'rejected', reason } }))),
    ).toHaveProperty('size', REJECTION_REASONS.length);
    fc.assert(
      fc.property(anyPaymentReleasedNotice, (notice) => {
        const content = paymentReleasedMailContent(notice, ORIGIN, mailWords);
        const spanish = noticeLanguage(notice.location.countryCode) === 'es';
        const cause =
          notice.release.cause === 'expired'
            ? spanish
              ? /^El pago no se completó a tiempo, /
              : /^The payment was not completed in time, /
            : spanish
              ? /^(Tu tarjeta fue rechazada|El proveedor de pagos rechazó tu tarjeta).* y ninguna otra pagó a tiempo, /
              : /^(Your card was rejected|The payment provider rejected your card).*, and no other card paid in time, /;
        expect(content.lead[0]).toMatch(cause);
        expect(content.lead[0]).toMatch(
          /(liberamos la hora|liberamos las \d+ horas|the hour we were holding|the \d+ hours we were holding)/,
        );
        expect(content.cards).toHaveLength(notice.bookings.length);
        expect(content.cards.every((card) => card.links.length === 0)).toBe(true);
        expect(content.links.map((link) => link.href)).toEqual([
          bookAgainAddress(ORIGIN, notice.location.countryCode, notice.locationId),
        ]);
        expect(paymentReleasedMail(notice, ORIGIN, mailWords).calendar).toBeNull();
      }),
    );
  });

  it('carries a typed name and location as themselves', () => {
    fc.assert(
      fc.property(anyTypedText, anyTypedText, (fullName, name) => {
        const content = paymentReleasedMailContent(
          { ...released, client: { ...released.client, fullName }, location: { ...released.location, name } },
          ORIGIN,
          mailWords,
        );
        expect(content.greeting).toBe(`Hola ${fullName}:`);
        expect(content.brand.name).toBe(name);
        expect(content.subject.startsWith(`${name}: `)).toBe(true);
      }),
    );
  });

  it('writes the link with the country as a path segment, whatever the stored country code holds', () => {
    expect(bookAgainAddress('http://localhost:3000', 'CL', 4)).toBe('http://localhost:3000/cl/sucursal/4');
    expect(bookAgainAddress('http://localhost:3000', 'x/../y?', 4)).toBe(
      'http://localhost:3000/x%2F..%2Fy%3F/sucursal/4',
    );
  });
});
