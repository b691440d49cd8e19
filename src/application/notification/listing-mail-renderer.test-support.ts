import type { MailContent } from '#domain/notification/mail-content';
import type { MailRenderer } from '../ports/server/mail-renderer';

// Test support: a mail renderer that lists a mail's content line by line — every text and every
// link's address — and writes no HTML, so a use case's test reads what its mails say without the
// server's templates (src/adapters/mail, which the application never imports).

function linesOf(content: MailContent): string[] {
  return [
    content.greeting,
    ...content.lead,
    ...content.cards.flatMap((card) => [
      card.service,
      card.date,
      card.hours,
      card.professional,
      ...(card.place === null ? [] : [card.place]),
      ...(card.price === null ? [] : [card.price]),
      ...card.links.map((link) => `${link.label}: ${link.href}`),
    ]),
    ...content.links.map((link) => `${link.label}: ${link.href}`),
    ...content.closing,
    content.contact,
  ];
}

export const listingMailRenderer: MailRenderer = {
  render: (content) => ({ html: '', text: linesOf(content).join('\n') }),
};
