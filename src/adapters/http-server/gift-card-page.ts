import type { PrintedGiftCard } from '#application/gift-card/print-gift-card';
import { formatGiftCardCode } from '#domain/gift-card/gift-card-code';
import { fullDay } from '#domain/notification/gift-card-mails';
import { noticeLanguage } from '#domain/notification/booking-notice';
import { htmlText } from '#domain/shared/html-text';
import { brandColour, readableTextOn } from '#domain/storefront/brand-colour';
import { giftCardMailWords } from '#i18n/gift-card-mail';
import { mailWords } from '#i18n/mail';
import type { Language } from './language';

// A gift card's printable page (issue 31 "Giving"; docs/adr/0112), server-rendered as the sandbox's
// payment page is: the company's name in its colour, the code in groups of four, the amount, the
// last day, where it is honoured and the buyer's message, every value escaped; print styles keep
// it to one page, in black on white but for the company's band. No script, no form, no link.

function page(language: Language, title: string, colour: string, textColour: string, main: string): string {
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${htmlText(title)}</title>
<style>
body { font-family: system-ui, sans-serif; margin: 0; color: #1b1b1f; background: #f6f6f8; }
main { max-width: 36rem; margin: 2rem auto; background: #fff; border-radius: 0.75rem; overflow: hidden; border: 1px solid #d0d0d8; }
header { background: ${colour}; color: ${textColour}; padding: 1.25rem 1.5rem; }
header h1 { margin: 0; font-size: 1.5rem; }
section { padding: 1.5rem; }
.code { font-family: ui-monospace, monospace; font-size: 1.75rem; letter-spacing: 0.08em; text-align: center; padding: 1rem; border: 2px dashed ${colour}; border-radius: 0.5rem; margin: 0 0 1.25rem; }
dl { display: grid; grid-template-columns: auto 1fr; gap: 0.5rem 1rem; margin: 0; }
dt { font-weight: 600; }
dd { margin: 0; }
blockquote { margin: 1.25rem 0 0; padding: 0.75rem 1rem; border-left: 4px solid ${colour}; white-space: pre-wrap; }
@page { size: A5 landscape; margin: 1cm; }
@media print {
  body { background: #fff; }
  main { margin: 0; max-width: none; border: 1px solid #000; break-inside: avoid; }
  header { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
}
</style>
</head>
<body>
<main>
${main}
</main>
</body>
</html>`;
}

/** Card `card`'s printable page, in its location country's language. */
export function giftCardPage(card: PrintedGiftCard): string {
  const language = noticeLanguage(card.countryCode);
  const words = mailWords(language);
  const own = giftCardMailWords(language);
  const colour = brandColour(card.company.colour);
  const title = own.given.subject(card.buyerName, card.company.name);
  const row = (label: string, value: string) => `<dt>${htmlText(label)}</dt><dd>${htmlText(value)}</dd>`;
  const message =
    card.message === null || card.message.trim() === '' ? '' : `\n<blockquote>${htmlText(card.message)}</blockquote>`;
  return page(
    language,
    title,
    colour,
    readableTextOn(colour),
    `<header><h1>${htmlText(card.company.name)}</h1></header>
<section>
<p>${htmlText(own.given.lead(card.buyerName, card.company.name, card.amount))}</p>
<p class="code" aria-label="${htmlText(own.code)}">${htmlText(formatGiftCardCode(card.code))}</p>
<dl>
${row(own.for, card.consumerName)}
${row(own.amount, card.amount)}
${row(own.validUntil, fullDay(card.expiresOn, words))}
${row(own.honouredAt, card.honouredAt.join(', '))}
</dl>${message}
<p>${htmlText(own.given.howToUse)}</p>
</section>`,
  );
}

/** The page a link that opens no card answers: the same for a wrong token, another card's, and a voided card. */
export function giftCardPageNotFound(language: Language): string {
  const title = language === 'es' ? 'No encontramos esta gift card' : 'We could not find this gift card';
  const body =
    language === 'es'
      ? 'El enlace no corresponde a ninguna gift card vigente. Revisa el correo en que la recibiste.'
      : 'The link opens no valid gift card. Please check the mail it came in.';
  return page(
    language,
    title,
    '#4a4a55',
    '#ffffff',
    `<header><h1>${htmlText(title)}</h1></header>\n<section><p>${htmlText(body)}</p></section>`,
  );
}
