import { dateParts, isoWeekday, type LocalDate } from '../calendar/local-date';
import { formatGiftCardCode, type GiftCardCode } from '../gift-card/gift-card-code';
import { brandOf, contactLine, type ComposedMail, type MailWords, type MailWordsIn } from './booking-mail';
import { noticeLanguage } from './booking-notice';
import type { GiftCardBusinessNotice, GiftCardGivenNotice, GiftCardReceiptNotice } from './gift-card-notice';
import type { LabelledDetail, MailContent } from './mail-content';
import { bookAgainLink } from './mail-links';

// The mails a paid gift card purchase owes (issue 31 "Giving"; docs/adr/0112): the card given to
// the person it is for — its code in groups of four, its amount, its last day, the buyer's message,
// the company's storefront and the card's printable page —, the buyer's receipt (the card's last
// four symbols only, never its code), and the business told. Each is a MailContent the domain
// decides and a MailRenderer writes out (docs/adr/0066), branded as the booking mails are.

/** The words of the giving mails in one language, beside the booking mails' (MailWords). */
export interface GiftCardMailWords {
  readonly given: {
    readonly subject: (buyer: string, company: string) => string;
    readonly lead: (buyer: string, company: string, amount: string) => string;
    readonly message: (buyer: string) => string;
    readonly howToUse: string;
  };
  readonly receipt: {
    readonly subject: (company: string) => string;
    readonly lead: (consumer: string) => string;
    readonly sendsOn: (day: string) => string;
    readonly sendsNow: string;
  };
  readonly business: {
    readonly subject: (buyer: string) => string;
    readonly lead: string;
    readonly buyer: string;
    readonly email: string;
    readonly phone: string;
    readonly identification: string;
    readonly none: string;
  };
  readonly code: string;
  readonly amount: string;
  readonly validUntil: string;
  readonly honouredAt: string;
  readonly product: string;
  readonly for: string;
  readonly sendDay: string;
  readonly card: string;
  /** The card's last four symbols as named where its code is not shown: "ending in ABCD". */
  readonly endingIn: (lastFour: string) => string;
  readonly message: string;
  readonly links: { readonly giftCardPage: string; readonly storefront: string };
}

export type GiftCardMailWordsIn = (language: 'en' | 'es') => GiftCardMailWords;

/** A day in full as the mails write it: "martes 30 de noviembre de 2027". */
export function fullDay(day: LocalDate, words: MailWords): string {
  const { year, month, day: date } = dateParts(day);
  return words.date(words.weekdays[isoWeekday(day) - 1] ?? '', date, words.months[month - 1] ?? '', year);
}

/** The card's terms as every giving mail lists them. */
function termsOf(
  notice: GiftCardGivenNotice | GiftCardReceiptNotice | GiftCardBusinessNotice,
  words: MailWords,
  own: GiftCardMailWords,
): LabelledDetail[] {
  return [
    { label: own.amount, value: notice.card.amount },
    { label: own.validUntil, value: fullDay(notice.card.expiresOn, words) },
    { label: own.honouredAt, value: notice.card.honouredAt.join(', ') },
  ];
}

const written = (value: string | null): value is string => value !== null && value.trim() !== '';

/** The address of card `id`'s printable page by `token` under the storefront's origin (served by the API, same origin). */
export function giftCardPageAddress(storefrontOrigin: string, id: number, token: string): string {
  return `${storefrontOrigin.replace(/\/+$/, '')}/gift_cards/${String(id)}/printable/${token}`;
}

/**
 * What the card given to the person it is for says: who gives it, its code in groups of four
 * (formatGiftCardCode), amount, last day, where it is honoured, the buyer's message as they wrote
 * it, and two links: the card's printable page (`pageToken`) and the location's storefront page.
 */
export function giftCardGivenMailContent(
  notice: GiftCardGivenNotice,
  code: GiftCardCode,
  pageToken: string,
  storefrontOrigin: string,
  wordsIn: MailWordsIn,
  giftWordsIn: GiftCardMailWordsIn,
): MailContent {
  const words = wordsIn(notice.language);
  const own = giftWordsIn(notice.language);
  const brand = brandOf(notice.company, notice.location);
  const lead = own.given.lead(notice.buyerName, brand.name, notice.card.amount);
  return {
    language: notice.language,
    subject: own.given.subject(notice.buyerName, brand.name),
    preheader: lead,
    greeting: words.greeting(notice.consumer.name),
    lead: written(notice.message) ? [lead, own.given.message(notice.buyerName), notice.message] : [lead],
    cards: [],
    details: [{ label: own.code, value: formatGiftCardCode(code) }, ...termsOf(notice, words, own)],
    links: [
      {
        kind: 'giftCardPage',
        label: own.links.giftCardPage,
        href: giftCardPageAddress(storefrontOrigin, notice.card.id, pageToken),
      },
      {
        kind: 'storefront',
        label: own.links.storefront,
        href: bookAgainLink(storefrontOrigin, notice.location.countryCode, notice.locationId).href,
      },
    ],
    closing: [own.given.howToUse],
    contact: contactLine(notice.location, words),
    brand,
  };
}

/** The card given, its parts still to be written (renderedMail), to the person it is for. */
export function giftCardGivenMail(
  notice: GiftCardGivenNotice,
  code: GiftCardCode,
  pageToken: string,
  storefrontOrigin: string,
  wordsIn: MailWordsIn,
  giftWordsIn: GiftCardMailWordsIn,
): ComposedMail {
  const content = giftCardGivenMailContent(notice, code, pageToken, storefrontOrigin, wordsIn, giftWordsIn);
  return { to: notice.consumer, content, language: content.language, calendar: null };
}

/** When the card goes, as the receipt and the business's notice say it. */
function sendDayOf(
  notice: GiftCardReceiptNotice | GiftCardBusinessNotice,
  words: MailWords,
  own: GiftCardMailWords,
): string {
  return notice.sendOn === null ? own.receipt.sendsNow : own.receipt.sendsOn(fullDay(notice.sendOn, words));
}

/** What the buyer's receipt says: the product, for whom, the amount, when it goes, and the card by its last four symbols only. */
export function giftCardReceiptMailContent(
  notice: GiftCardReceiptNotice,
  wordsIn: MailWordsIn,
  giftWordsIn: GiftCardMailWordsIn,
): MailContent {
  const words = wordsIn(notice.language);
  const own = giftWordsIn(notice.language);
  const brand = brandOf(notice.company, notice.location);
  const lead = own.receipt.lead(notice.consumer.name);
  return {
    language: notice.language,
    subject: own.receipt.subject(brand.name),
    preheader: lead,
    greeting: words.greeting(notice.buyer.name),
    lead: [lead],
    cards: [],
    details: [
      { label: own.product, value: notice.productName },
      { label: own.for, value: `${notice.consumer.name} <${notice.consumer.email}>` },
      { label: own.sendDay, value: sendDayOf(notice, words, own) },
      { label: own.card, value: own.endingIn(notice.card.lastFour) },
      ...termsOf(notice, words, own),
      ...(written(notice.message) ? [{ label: own.message, value: notice.message }] : []),
    ],
    links: [],
    closing: [],
    contact: contactLine(notice.location, words),
    brand,
  };
}

/** The buyer's receipt, its parts still to be written (renderedMail). */
export function giftCardReceiptMail(
  notice: GiftCardReceiptNotice,
  wordsIn: MailWordsIn,
  giftWordsIn: GiftCardMailWordsIn,
): ComposedMail {
  const content = giftCardReceiptMailContent(notice, wordsIn, giftWordsIn);
  return { to: notice.buyer, content, language: content.language, calendar: null };
}

/** What the business is told of a card sold, in its location country's language: the card by its last four, the buyer's contact details. */
export function giftCardBusinessMailContent(
  notice: GiftCardBusinessNotice,
  wordsIn: MailWordsIn,
  giftWordsIn: GiftCardMailWordsIn,
): MailContent {
  const language = noticeLanguage(notice.location.countryCode);
  const words = wordsIn(language);
  const own = giftWordsIn(language);
  const or = (value: string | null) => (written(value) ? value : own.business.none);
  return {
    language,
    subject: own.business.subject(notice.buyer.name),
    preheader: own.business.lead,
    greeting: '',
    lead: [own.business.lead],
    cards: [],
    details: [
      { label: own.product, value: notice.productName },
      { label: own.card, value: own.endingIn(notice.card.lastFour) },
      ...termsOf(notice, words, own),
      { label: own.for, value: `${notice.consumer.name} <${notice.consumer.email}>` },
      { label: own.sendDay, value: sendDayOf(notice, words, own) },
      { label: own.business.buyer, value: notice.buyer.name },
      { label: own.business.email, value: notice.buyer.email },
      { label: own.business.phone, value: or(notice.buyer.phone) },
      { label: own.business.identification, value: or(notice.buyer.identificationNumber) },
      { label: own.message, value: or(notice.message) },
    ],
    links: [],
    closing: [],
    contact: '',
    brand: brandOf(notice.company, notice.location),
  };
}

/** What the business is told of a card sold, its parts still to be written (renderedMail), to the location's mailbox. */
export function giftCardBusinessMail(
  notice: GiftCardBusinessNotice,
  wordsIn: MailWordsIn,
  giftWordsIn: GiftCardMailWordsIn,
): ComposedMail {
  const content = giftCardBusinessMailContent(notice, wordsIn, giftWordsIn);
  return { to: notice.to, content, language: content.language, calendar: null };
}
