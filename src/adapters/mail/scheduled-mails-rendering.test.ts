import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { renderedMail } from '#domain/notification/booking-mail';
import type { BusinessNotice, ReviewInvitationNotice } from '#domain/notification/booking-notice';
import {
  anyBookingNotice,
  anyNoticeBooking,
  anyNoticePlace,
  anyTypedText,
} from '#domain/notification/notification.arbitraries';
import { businessMail, reviewInvitationMail } from '#domain/notification/scheduled-mails';
import { mailWords, scheduledMailWords } from '#i18n/mail';
import { Window } from 'happy-dom';
import { reactMailRenderer } from './react-mail-renderer';
import { TEMPLATE_TAGS } from './template-tags.test-support';

// The review invitation and the business's mail (issue 18; docs/adr/0067) written out by the React
// renderer (docs/adr/0066): whatever anyone typed reaches the HTML as text, never as markup, and the
// business's labelled details reach both parts.

const render = (mail: Parameters<typeof renderedMail>[0]) =>
  renderedMail(mail, (content) => reactMailRenderer.render(content));

const window = new Window();

/** The elements of the parsed HTML are the template's own, and `typed` reads back as text in it. */
function expectNoMarkupOf(html: string, typed: string): void {
  window.document.open();
  window.document.write(html);
  window.document.close();
  const document = window.document as unknown as Document;
  for (const element of document.querySelectorAll('*')) expect(TEMPLATE_TAGS).toContain(element.tagName);
  const text = document.body.textContent.replace(/\r\n?/g, '\n').replace(/\0/g, '');
  expect(text).toContain(typed.replace(/\r\n?/g, '\n').replace(/\0/g, '').trim());
}

describe('the mails that go by the clock or to the business, rendered', () => {
  it('writes a review invitation’s typed values as text', () => {
    fc.assert(
      fc.property(anyBookingNotice, anyTypedText, anyTypedText, (notice, name, code) => {
        const invitation: ReviewInvitationNotice = {
          ...notice,
          client: { ...notice.client, fullName: name },
          kind: 'review_invitation',
          locationId: 1,
          sealedReviewCode: 'x',
        };
        const mail = render(
          reviewInvitationMail(invitation, code, 'https://reservas.example', 30, mailWords, scheduledMailWords),
        );
        expectNoMarkupOf(mail.html, name);
      }),
    );
  });

  it('writes the business’s mail with the booker’s details in both parts, typed values as text', () => {
    fc.assert(
      fc.property(
        anyNoticePlace,
        fc.array(anyNoticeBooking, { minLength: 1, maxLength: 3 }),
        anyTypedText,
        anyTypedText,
        (location, bookings, name, notes) => {
          const notice: BusinessNotice = {
            kind: 'business',
            change: 'booked',
            groupId: 7,
            to: { name: location.name, email: 'local@negocio.example' },
            booker: { fullName: name, email: null, phone: '+56 9 1234 5678', identificationNumber: notes },
            notes,
            location,
            bookings,
          };
          const mail = render(businessMail(notice, mailWords, scheduledMailWords));
          expectNoMarkupOf(mail.html, name);
          expectNoMarkupOf(mail.html, notes);
          expect(mail.text).toContain('+56 9 1234 5678');
          expect(mail.html).toContain('+56 9 1234 5678');
        },
      ),
    );
  });
});
