import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addMinutes, type Instant } from '../calendar/instant';
import { bookingMail } from './booking-mail';
import type { BookingNotice } from './booking-notice';
import { htmlText } from '../shared/html-text';
import { anyBookingNotice, anyTypedText } from './notification.arbitraries';
import { mailWords } from '#i18n/mail';

const owner = { email: 'reservas@reserva.example' };
const stampedAt = Date.UTC(2026, 10, 24, 12, 0) as Instant;
const start = Date.UTC(2026, 11, 1, 13, 0) as Instant;

const notice: BookingNotice = {
  kind: 'confirmed',
  groupId: 3,
  client: { fullName: 'Ana Pérez', email: 'ana@example.com' },
  location: {
    name: 'Salón Aurora',
    address: 'Av. Providencia 1234',
    phone: '+56 2 2345 6789',
    email: 'hola@salon.example',
    timeZone: 'America/Santiago',
    countryCode: 'cl',
  },
  bookings: [
    {
      id: 7,
      serviceName: 'Corte de pelo',
      providerName: 'Camila',
      status: 'confirmed',
      start,
      end: addMinutes(start, 45),
      modifications: 0,
      isVideo: false,
      outcall: false,
    },
  ],
};

/** The template's own tags; anything else opening with `<` would be someone's markup. */
const TEMPLATE_TAG =
  /^<(!DOCTYPE html|html lang="(en|es)"|head|meta charset="utf-8"|title|\/title|\/head|body|p|\/p|ul|\/ul|li|\/li|strong|\/strong|br|\/body|\/html)>/;

describe('the mail a booking notice becomes (issue 8 Notifications; docs/adr/0044)', () => {
  it('confirms in Spanish at a Chilean location, with the time as the location reads it', () => {
    const mail = bookingMail(notice, owner, stampedAt, mailWords);
    expect(mail.subject).toBe('Reserva confirmada — Salón Aurora');
    expect(mail.to).toEqual({ name: 'Ana Pérez', email: 'ana@example.com' });
    expect(mail.text).toContain('Hola Ana Pérez: tu reserva está confirmada:');
    expect(mail.text).toContain(
      'Corte de pelo\nmartes 01/12/2026 a las 10:00\nCon Camila\nSalón Aurora, Av. Providencia 1234',
    );
    expect(mail.calendar?.method).toBe('REQUEST');
    expect(mail.calendar?.content).toContain('METHOD:REQUEST');
    expect(mail.calendar?.content).toContain('DTSTART:20261201T130000Z');
  });

  it('writes in English at a location outside the Spanish-speaking countries', () => {
    const mail = bookingMail(
      { ...notice, kind: 'moved', location: { ...notice.location, countryCode: 'us', timeZone: 'America/New_York' } },
      owner,
      stampedAt,
      mailWords,
    );
    expect(mail.subject).toBe('Booking changed — Salón Aurora');
    expect(mail.text).toContain('Tuesday 01/12/2026 at 08:00');
  });

  it('cancels the same calendar event with a higher sequence', () => {
    const confirmed = bookingMail(notice, owner, stampedAt, mailWords).calendar?.content ?? '';
    const booking = notice.bookings[0];
    if (booking === undefined) throw new Error('the notice has a booking');
    const cancelled = bookingMail(
      { ...notice, kind: 'cancelled', bookings: [{ ...booking, status: 'cancelled' }] },
      owner,
      stampedAt,
      mailWords,
    );
    const content = cancelled.calendar?.content ?? '';
    expect(cancelled.subject).toBe('Reserva anulada — Salón Aurora');
    expect(cancelled.calendar?.method).toBe('CANCEL');
    expect(content).toContain('METHOD:CANCEL');
    expect(content).toContain('STATUS:CANCELLED');
    const uid = (calendar: string) => /UID:(.*)\r\n/.exec(calendar)?.[1];
    const sequence = (calendar: string) => Number(/SEQUENCE:(\d+)/.exec(calendar)?.[1]);
    expect(uid(content)).toBe(uid(confirmed));
    expect(sequence(content)).toBeGreaterThan(sequence(confirmed));
  });

  it('lets no typed text open markup in the HTML body', () => {
    fc.assert(
      fc.property(anyBookingNotice, (anyNotice) => {
        const { html } = bookingMail(anyNotice, owner, stampedAt, mailWords);
        for (let at = html.indexOf('<'); at !== -1; at = html.indexOf('<', at + 1)) {
          expect(html.slice(at)).toMatch(TEMPLATE_TAG);
        }
        expect(html.match(/<li>/g)?.length).toBe(anyNotice.bookings.length);
      }),
    );
  });

  it('shows a typed name as itself in the HTML body', () => {
    fc.assert(
      fc.property(anyTypedText, (fullName) => {
        const { html, text } = bookingMail(
          { ...notice, client: { ...notice.client, fullName } },
          owner,
          stampedAt,
          mailWords,
        );
        expect(html).toContain(`<p>${htmlText(`Hola ${fullName}: tu reserva está confirmada:`)}</p>`);
        expect(text).toContain(`Hola ${fullName}:`);
      }),
    );
    expect(
      bookingMail(
        { ...notice, client: { ...notice.client, fullName: '<b>Ana</b> & "Co"' } },
        owner,
        stampedAt,
        mailWords,
      ).html,
    ).toContain('Hola &lt;b&gt;Ana&lt;/b&gt; &amp; &quot;Co&quot;: tu reserva');
  });

  it('says a location zone the runtime does not know is read in UTC', () => {
    const mail = bookingMail(
      { ...notice, location: { ...notice.location, timeZone: 'Not/AZone' } },
      owner,
      stampedAt,
      mailWords,
    );
    expect(mail.text).toContain('martes 01/12/2026 a las 13:00 (UTC)');
  });
});
