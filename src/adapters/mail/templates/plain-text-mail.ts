import type { LabelledLink, MailContent, ServiceCard } from '#domain/notification/mail-content';

// A client's mail as plain text (issue 18 "Mails"; docs/adr/0066): the same MailContent as the
// HTML part, for clients that show no HTML and for readers that prefer text — paragraphs apart,
// each booking's lines together, each link as its words then its address.

function linkLine(link: LabelledLink): string {
  return `${link.label}: ${link.href}`;
}

function cardLines(card: ServiceCard): string {
  return [
    card.service,
    `${card.date}, ${card.hours}`,
    card.professional,
    ...(card.place === null ? [] : [card.place]),
    ...(card.price === null ? [] : [card.price]),
    ...(card.plan === null ? [] : [card.plan]),
    ...card.links.map(linkLine),
  ].join('\n');
}

/** The plain-text part: one paragraph per block, separated by a blank line, ending in a line break. */
export function plainTextMail(content: MailContent): string {
  const blocks = [
    ...(content.greeting === '' ? [] : [content.greeting]),
    ...content.lead,
    ...content.cards.map(cardLines),
    ...(content.details.length === 0
      ? []
      : [content.details.map((detail) => `${detail.label}: ${detail.value}`).join('\n')]),
    ...(content.links.length === 0 ? [] : [content.links.map(linkLine).join('\n')]),
    ...content.closing,
    ...(content.contact === '' ? [] : [content.contact]),
  ];
  return `${blocks.join('\n\n')}\n`;
}
