import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addMinutes, type Instant } from '../calendar/instant';
import { REJECTION_REASONS } from '../payment/payment-lifecycle';
import { htmlText } from '../shared/html-text';
import { bookAgainAddress, paymentReleasedMail } from './booking-mail';
import { noticeLanguage, noticeOwedByPayment, parseClientNotice, type PaymentReleasedNotice } from './booking-notice';
import { anyPaymentReleasedNotice, anyTypedText } from './notification.arbitraries';
import { mailWords } from '#i18n/mail';

// The mail of hours a payment released (issue 15 item 6; docs/adr/0052): when a booking waiting for
// its online payment is cancelled because the payment expired or was rejected, its client is told
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

/** The template's own tags; anything else opening with `<` would be someone's markup. */
const TEMPLATE_TAG =
  /^<(!DOCTYPE html|html lang="(en|es)"|head|meta charset="utf-8"|title|\/title|\/head|body|p|\/p|ul|\/ul|li|\/li|strong|\/strong|br|a href="[^"<>]*"|\/a|\/body|\/html)>/;

describe('which mail a payment’s end owes (docs/adr/0044, docs/adr/0052)', () => {
  it('owes the confirmation when approved, and the released hours with the reason when rejected or expired', () => {
    expect(noticeOwedByPayment({ _tag: 'Approved' })).toEqual({ kind: 'confirmed' });
    expect(noticeOwedByPayment({ _tag: 'Expired' })).toEqual({
      kind: 'payment_released',
      release: { cause: 'expired' },
    });
    for (const reason of REJECTION_REASONS) {
      expect(noticeOwedByPayment({ _tag: 'Rejected', reason })).toEqual({
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

describe('the mail of hours a payment released (docs/adr/0052)', () => {
  it('says in Spanish that the time to pay ran out and the hour was released, lists it as the location reads it, and links to book again', () => {
    const mail = paymentReleasedMail(released, ORIGIN, mailWords);
    expect(mail.subject).toBe('Se acabó el tiempo para pagar — Clínica Dental Sonrisa');
    expect(mail.to).toEqual({ name: 'Ana Pérez', email: 'ana@example.com' });
    expect(mail.text).toBe(
      [
        'Hola Ana Pérez:',
        '',
        'El pago no se completó a tiempo, así que liberamos la hora que te guardábamos y no quedó reservada:',
        '',
        'Control de ortodoncia\nmartes 01/12/2026 a las 10:00\nCon Dra. Paula Reyes\nClínica Dental Sonrisa, Irarrázaval 3456',
        '',
        'Reservar de nuevo: https://reservas.example/cl/sucursal/4',
        '',
        '¿Dudas? Escribe o llama a Clínica Dental Sonrisa · +56 2 2987 6543',
        '',
      ].join('\n'),
    );
    expect(mail.html).toContain('<p><a href="https://reservas.example/cl/sucursal/4">Reservar de nuevo</a></p>');
    expect(mail.calendar).toBeNull();
  });

  it('names the provider’s reason for a rejection, in English outside the Spanish-speaking countries', () => {
    const two = [
      ...released.bookings,
      { ...released.bookings[0], id: 18, start: addMinutes(start, 30), end: addMinutes(start, 60) },
    ] as PaymentReleasedNotice['bookings'];
    const mail = paymentReleasedMail(
      {
        ...released,
        location: { ...released.location, countryCode: 'US', timeZone: 'America/New_York' },
        release: { cause: 'rejected', reason: 'card_not_enabled' },
        bookings: two,
      },
      `${ORIGIN}/`,
      mailWords,
    );
    expect(mail.subject).toBe('Your payment was rejected — Clínica Dental Sonrisa');
    expect(mail.text).toContain(
      'Hello Ana Pérez,\n\nThe payment was rejected: the card is not enabled for this payment, so the 2 hours we were holding for you were released and are not booked:',
    );
    expect(mail.text).toContain('Tuesday 01/12/2026 at 08:00');
    expect(mail.text).toContain('Book again: https://reservas.example/us/sucursal/4');
  });

  it('says why and that the hours were released whatever ended the payment, each rejection reason in words of its own', () => {
    const why = (notice: PaymentReleasedNotice) =>
      paymentReleasedMail(notice, ORIGIN, mailWords)
        .text.split('\n')[2]
        ?.split(/, (so|así que) /)[0];
    expect(
      new Set(REJECTION_REASONS.map((reason) => why({ ...released, release: { cause: 'rejected', reason } }))),
    ).toHaveProperty('size', REJECTION_REASONS.length);
    fc.assert(
      fc.property(anyPaymentReleasedNotice, (notice) => {
        const mail = paymentReleasedMail(notice, ORIGIN, mailWords);
        const spanish = noticeLanguage(notice.location.countryCode) === 'es';
        const cause =
          notice.release.cause === 'expired'
            ? spanish
              ? 'El pago no se completó a tiempo'
              : 'The payment was not completed in time'
            : spanish
              ? 'El pago fue rechazado'
              : 'The payment was rejected';
        expect(mail.text).toContain(`\n\n${cause}`);
        expect(mail.text).toMatch(
          /(liberamos la hora|liberamos las \d+ horas|the hour we were holding|the \d+ hours we were holding)/,
        );
        expect(mail.text).toContain(bookAgainAddress(ORIGIN, notice.location.countryCode, notice.locationId));
        expect(mail.calendar).toBeNull();
      }),
    );
  });

  it('lets no typed text open markup in the HTML body, and links only to the location’s page', () => {
    fc.assert(
      fc.property(anyPaymentReleasedNotice, (notice) => {
        const { html } = paymentReleasedMail(notice, ORIGIN, mailWords);
        for (let at = html.indexOf('<'); at !== -1; at = html.indexOf('<', at + 1)) {
          expect(html.slice(at)).toMatch(TEMPLATE_TAG);
        }
        expect(html.match(/<li>/g)?.length).toBe(notice.bookings.length);
        expect([...html.matchAll(/<a href="([^"]*)">/g)].map((link) => link[1])).toEqual([
          htmlText(bookAgainAddress(ORIGIN, notice.location.countryCode, notice.locationId)),
        ]);
      }),
    );
  });

  it('shows a typed name and location as themselves in the HTML body', () => {
    fc.assert(
      fc.property(anyTypedText, anyTypedText, (fullName, name) => {
        const { html, text, subject } = paymentReleasedMail(
          { ...released, client: { ...released.client, fullName }, location: { ...released.location, name } },
          ORIGIN,
          mailWords,
        );
        expect(html).toContain(`<p>${htmlText(`Hola ${fullName}:`)}</p>`);
        expect(html).toContain(`<title>${htmlText(subject)}</title>`);
        expect(text).toContain(`Hola ${fullName}:`);
      }),
    );
    expect(
      paymentReleasedMail(
        { ...released, client: { ...released.client, fullName: '<b>Ana</b> & "Co"' } },
        ORIGIN,
        mailWords,
      ).html,
    ).toContain('Hola &lt;b&gt;Ana&lt;/b&gt; &amp; &quot;Co&quot;:');
  });

  it('writes the link with the country as a path segment, whatever the stored country code holds', () => {
    expect(bookAgainAddress('http://localhost:3000', 'CL', 4)).toBe('http://localhost:3000/cl/sucursal/4');
    expect(bookAgainAddress('http://localhost:3000', 'x/../y?', 4)).toBe(
      'http://localhost:3000/x%2F..%2Fy%3F/sucursal/4',
    );
  });
});
