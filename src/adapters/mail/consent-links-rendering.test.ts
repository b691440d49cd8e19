import fc from 'fast-check';
import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { bookingMail, renderedMail, type NoticeLinks } from '#domain/notification/booking-mail';
import type { BookingNotice } from '#domain/notification/booking-notice';
import { anyBookingNotice, anyTypedText } from '#domain/notification/notification.arbitraries';
import type { Instant } from '#domain/calendar/instant';
import { mailWords } from '#i18n/mail';
import { reactMailRenderer } from './react-mail-renderer';
import { TEMPLATE_TAGS } from './template-tags.test-support';

// The confirmation and the reminder asking to sign a booking's consent forms (issue 32;
// docs/adr/0118), written out by the React renderer (docs/adr/0066): one "Sign your consent" link
// per form still unsigned, on its booking's card, in the HTML and in the text part; a form's title,
// whoever typed it, reaches the HTML as text.

const STAMP = Date.parse('2026-12-01T11:00:00Z') as Instant;
const OWNER = { email: 'reservas@clinica.example' };
const window = new Window();

function parsed(html: string): Document {
  window.document.open();
  window.document.write(html);
  window.document.close();
  return window.document as unknown as Document;
}

const withConsents = (notice: BookingNotice, titles: readonly string[]): NoticeLinks => ({
  perBooking: () => [],
  group: [],
  consents: (bookingId) =>
    bookingId === notice.bookings[0]?.id
      ? titles.map((title, index) => ({
          title,
          href: `https://reservas.example/cl/sign_consents/code-${String(index)}`,
        }))
      : [],
});

const render = (notice: BookingNotice, links: NoticeLinks) =>
  renderedMail(bookingMail(notice, OWNER, STAMP, mailWords, links), (content) => reactMailRenderer.render(content));

describe('the consent links of a booking’s mails, rendered', () => {
  it('puts one link per form in the confirmation and the reminder, in both parts', () => {
    fc.assert(
      fc.property(
        anyBookingNotice,
        fc.constantFrom('confirmed', 'reminder') as fc.Arbitrary<'confirmed'>,
        (base, kind) => {
          const notice: BookingNotice = { ...base, kind, language: 'en' };
          const mail = render(notice, withConsents(notice, ['Health record', 'Photo release']));
          const anchors = [...parsed(mail.html).querySelectorAll('a')].filter((a) =>
            a.getAttribute('href')?.includes('/sign_consents/'),
          );
          expect(anchors.map((a) => [a.textContent.trim(), a.getAttribute('href')])).toEqual([
            ['Sign your consent: Health record', 'https://reservas.example/cl/sign_consents/code-0'],
            ['Sign your consent: Photo release', 'https://reservas.example/cl/sign_consents/code-1'],
          ]);
          expect(mail.text).toContain('Sign your consent: Health record');
          expect(mail.text).toContain('https://reservas.example/cl/sign_consents/code-1');
        },
      ),
      { numRuns: 20 },
    );
  });

  it('asks nothing in a cancellation', () => {
    fc.assert(
      fc.property(anyBookingNotice, (base) => {
        const notice: BookingNotice = { ...base, kind: 'cancelled' };
        const mail = render(notice, withConsents(notice, ['Health record']));
        expect(mail.html).not.toContain('sign_consents');
        expect(mail.text).not.toContain('sign_consents');
      }),
      { numRuns: 20 },
    );
  });

  it('writes a form’s title as text, never as markup, in Spanish', () => {
    fc.assert(
      fc.property(anyBookingNotice, anyTypedText, (base, title) => {
        const notice: BookingNotice = { ...base, kind: 'confirmed', language: 'es' };
        const document = parsed(render(notice, withConsents(notice, [title])).html);
        for (const element of document.querySelectorAll('*')) expect(TEMPLATE_TAGS).toContain(element.tagName);
        expect(document.body.textContent).toContain('Firma tu consentimiento');
      }),
      { numRuns: 30 },
    );
  });
});
