import { timeZone, wallClockAt, type TimeZone } from '../availability/time-zone';
import { formatBookingReference, parseBookingReference } from '../booking/booking-reference';
import type { Instant } from '../calendar/instant';
import { dateParts, isoWeekday } from '../calendar/local-date';
import { brandColour, readableTextOn } from '../storefront/brand-colour';
import { bookingCalendar, bookingEventLocation, type CalendarOwner } from './booking-calendar';
import {
  mailLanguage,
  type BookingNotice,
  type NoticeBooking,
  type NoticeCompany,
  type NoticeKind,
  type NoticeLanguage,
  type NoticePlace,
  type NoticePlanPayment,
  type PaymentRelease,
  type PaymentReleasedNotice,
} from './booking-notice';
import type { LabelledDetail, LabelledLink, MailBrand, MailContent, ServiceCard } from './mail-content';
import { bookAgainLink, MAIL_LINK_KINDS, type MailLink, type MailLinkKind } from './mail-links';
import type { RejectionReason } from '../payment/payment-lifecycle';

// The mail a booking notice becomes (issue 8 "Notifications"; docs/adr/0044; issue 18 "Mails";
// docs/adr/0066): the domain decides what it says — a MailContent: subject with the company's name
// and the first booking's date, greeting, what happened, one card per booking, the links the
// booking's state allows, what the calendar file does, whom to ask — in the language the client
// booked in, and the calendar file that puts the bookings in the client's calendar (REQUEST) or
// takes them out of it (CANCEL). A MailRenderer writes the content as HTML and plain text; the
// domain never builds markup. A payment that released its bookings' hours gets a mail of its own
// (docs/adr/0052): why, which hours, and a link to book again.

/** A mail ready to send; the sender's address is the sending adapter's. */
export interface OutgoingMail {
  readonly to: { readonly name: string; readonly email: string };
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  readonly language: NoticeLanguage;
  /** The iCalendar file (text/calendar) with its method; null for a notice without bookings, and for hours released before they were confirmed. */
  readonly calendar: { readonly method: 'REQUEST' | 'CANCEL'; readonly content: string } | null;
  /** Where the client's answer goes, when not to the sender. */
  readonly replyTo?: { readonly name: string; readonly email: string };
  /** Files the mail carries: a signed consent's PDF (docs/adr/0118). */
  readonly attachments?: readonly MailAttachment[];
}

/** A file a mail carries. */
export interface MailAttachment {
  readonly filename: string;
  readonly contentType: string;
  readonly content: Uint8Array;
}

/** A mail's two written parts, laid out from its content by a MailRenderer. */
export interface RenderedMail {
  readonly html: string;
  readonly text: string;
}

/** A mail whose content is decided and not yet written out: everything an OutgoingMail has but its parts. */
export interface ComposedMail extends Omit<OutgoingMail, 'subject' | 'text' | 'html'> {
  readonly content: MailContent;
}

/** The mail `composed` is, with its parts written by `render` (an adapter's, through the MailRenderer port). */
export function renderedMail(composed: ComposedMail, render: (content: MailContent) => RenderedMail): OutgoingMail {
  const { content, ...mail } = composed;
  return { ...mail, subject: content.subject, ...render(content) };
}

/**
 * The kinds of mail about bookings standing as a BookingNotice has them. A reminder (issue 18) has a
 * booking notice's shape: its content is this module's, like the others'.
 */
export type BookingMailKind = NoticeKind | 'reminder';

/** A notice about bookings, of any kind a booking mail is written for. */
export type BookingMailNotice = Omit<BookingNotice, 'kind'> & { readonly kind: BookingMailKind };

/**
 * The words a client's mails are written with, in one language. They are not the domain's: the
 * composition root hands them in from src/i18n (docs/adr/0058), and the renderer escapes every one
 * of them like any other value.
 */
export interface MailWords {
  /** `company`, the first booking's short date and hour (`when`), and how many bookings there are. */
  readonly subject: Readonly<Record<BookingMailKind, (company: string, when: string, count: number) => string>>;
  readonly greeting: (name: string) => string;
  readonly lead: Readonly<Record<BookingMailKind, (count: number) => string>>;
  /** The line giving the group's reference as it is read out (`K7M-4QX`; docs/adr/0126). */
  readonly reference: (reference: string) => string;
  /** A booking's day in full: "Tuesday 1 December 2026". */
  readonly date: (weekday: string, day: number, month: string, year: number) => string;
  /** A booking's day and hour in short, for a subject: "Tue 1 Dec, 10:30". */
  readonly shortWhen: (weekday: string, day: number, month: string, hour: string) => string;
  readonly hours: (from: string, to: string) => string;
  readonly withProvider: (provider: string) => string;
  readonly byVideo: string;
  readonly outcall: string;
  readonly price: (price: string) => string;
  /** What a client's plans pay (docs/adr/0090): on a card the plan pays, and the labels of the lines below the cards. */
  readonly plan: {
    readonly covers: (plan: string) => string;
    readonly names: (count: number) => string;
    readonly covered: string;
    readonly leftToPay: string;
  };
  readonly calendar: Readonly<Record<BookingMailKind, string>>;
  readonly questions: (location: string) => string;
  /** Monday first, as ISO weekdays. */
  readonly weekdays: readonly [string, string, string, string, string, string, string];
  readonly weekdaysShort: readonly [string, string, string, string, string, string, string];
  /** January first. */
  readonly months: readonly string[];
  readonly monthsShort: readonly string[];
  /** Each link's words. */
  readonly links: Readonly<Record<MailLinkKind, string>>;
  /** A booking's link to sign one of its consent forms, naming the form (docs/adr/0118). */
  readonly signConsent: (formTitle: string) => string;
  /** The mail of hours a payment released (docs/adr/0052). */
  readonly released: {
    readonly subject: Readonly<Record<PaymentRelease['cause'], (company: string, when: string) => string>>;
    readonly greeting: (name: string) => string;
    /** Why, as the storefront's payment texts say it, without the final stop. */
    readonly expired: string;
    readonly rejected: Readonly<Record<RejectionReason, string>>;
    readonly lead: (count: number) => string;
  };
}

/** The mails' words in each language a mail is written in. */
export type MailWordsIn = (language: NoticeLanguage) => MailWords;

/**
 * The links a mail may carry (issue 18 "Links"): those of each booking, shown on its card, and
 * those of the whole group. Built by the dispatcher from the bookings' codes and their state
 * (mailLinksFor, src/domain/notification/mail-links.ts); absent, a mail carries none.
 */
export interface NoticeLinks {
  readonly perBooking: (bookingId: number) => readonly MailLink[];
  readonly group: readonly MailLink[];
  /**
   * Each booking's consent forms still to sign, with their signing pages' addresses (issue 32;
   * docs/adr/0118), read when the mail is sent; absent, none.
   */
  readonly consents?: (bookingId: number) => readonly ConsentToSign[];
}

/** A consent form a booking still asks to sign, and its signing page's full address. */
export interface ConsentToSign {
  readonly title: string;
  readonly href: string;
}

/**
 * Which mails ask to sign the consents still unsigned (docs/adr/0118): those about bookings that
 * stand — the confirmation, a move and the reminder —, never a cancellation.
 */
const ASKS_FOR_CONSENTS: Readonly<Record<BookingMailKind, boolean>> = {
  confirmed: true,
  moved: true,
  reminder: true,
  cancelled: false,
};

/**
 * Which links a kind of mail shows at most, whatever else its bookings' state would allow (issue 18
 * "Links"): a cancelled booking can only be booked again; a reminder asks to confirm, change or
 * cancel the one booking it reminds of.
 */
const LINKS_A_KIND_SHOWS: Readonly<Record<BookingMailKind, ReadonlySet<MailLinkKind>>> = {
  confirmed: new Set(MAIL_LINK_KINDS),
  moved: new Set(MAIL_LINK_KINDS),
  cancelled: new Set(['bookAgain']),
  reminder: new Set(['view', 'confirm', 'change', 'cancel']),
};

const UTC = timeZone('UTC')._unsafeUnwrap();

/** A stored location's zone; one the runtime does not know reads in UTC, which the mail then says. */
function zoneOf(name: string): { readonly zone: TimeZone; readonly suffix: string } {
  const zone = timeZone(name);
  return zone.isOk() ? { zone: zone.value, suffix: '' } : { zone: UTC, suffix: ' (UTC)' };
}

/** Only absolute web addresses: a relative one or a data URL shows as a broken image in most mail clients. */
function logoAddress(logo: string | null): string | null {
  return logo !== null && /^https?:\/\/[^\s"<>]+$/i.test(logo) ? logo : null;
}

export function brandOf(company: NoticeCompany | undefined, location: NoticePlace): MailBrand {
  const colour = brandColour(company?.colour);
  const name = company === undefined || company.name.trim() === '' ? location.name : company.name;
  return { name, colour, textColour: readableTextOn(colour), logo: logoAddress(company?.logo ?? null) };
}

function labelled(links: readonly MailLink[], shown: ReadonlySet<MailLinkKind>, words: MailWords): LabelledLink[] {
  return links
    .filter((link) => shown.has(link.kind))
    .sort((one, other) => MAIL_LINK_KINDS.indexOf(one.kind) - MAIL_LINK_KINDS.indexOf(other.kind))
    .map((link) => ({ kind: link.kind, label: words.links[link.kind], href: link.href }));
}

/** The first booking's day and hour in short, as a subject names them; empty for a notice without bookings. */
function shortWhen(bookings: readonly NoticeBooking[], location: NoticePlace, words: MailWords): string {
  const first = bookings[0];
  if (first === undefined) return '';
  const { zone, suffix } = zoneOf(location.timeZone);
  const { date, time } = wallClockAt(zone, first.start);
  const { month, day } = dateParts(date);
  const weekday = words.weekdaysShort[isoWeekday(date) - 1] ?? '';
  return `${words.shortWhen(weekday, day, words.monthsShort[month - 1] ?? '', time)}${suffix}`;
}

/** One booking's card: what, when, with whom, where, for how much, and what can be done with it. */
export function serviceCard(
  booking: NoticeBooking,
  location: NoticePlace,
  links: readonly LabelledLink[],
  words: MailWords,
): ServiceCard {
  const { zone, suffix } = zoneOf(location.timeZone);
  const start = wallClockAt(zone, booking.start);
  const end = wallClockAt(zone, booking.end);
  const { year, month, day } = dateParts(start.date);
  const weekday = words.weekdays[isoWeekday(start.date) - 1] ?? '';
  const place = booking.isVideo
    ? words.byVideo
    : booking.outcall
      ? words.outcall
      : bookingEventLocation(booking, location);
  return {
    service: booking.serviceName,
    date: words.date(weekday, day, words.months[month - 1] ?? '', year),
    hours: `${words.hours(start.time, end.time)}${suffix}`,
    professional: words.withProvider(booking.providerName),
    place,
    price: booking.price === undefined || booking.price === null ? null : words.price(booking.price),
    plan:
      booking.planName === undefined || booking.planName === null || booking.status === 'cancelled'
        ? null
        : words.plan.covers(booking.planName),
    links,
  };
}

export function contactLine(location: NoticePlace, words: MailWords): string {
  const contacts = [location.phone, location.email].filter(
    (contact): contact is string => contact !== null && contact !== '',
  );
  return [words.questions(location.name), ...contacts].join(' · ');
}

/** The preheader: what happened, and which services. */
export function preheaderOf(lead: string, cards: readonly ServiceCard[]): string {
  return [lead, cards.map((card) => card.service).join(' · ')].filter((part) => part !== '').join(' ');
}

/** The lines under the cards saying what the plans pay and what is left to pay (docs/adr/0090); none without a plan. */
function planLines(payment: NoticePlanPayment | null | undefined, words: MailWords): LabelledDetail[] {
  if (payment === undefined || payment === null || payment.planNames.length === 0) return [];
  return [
    { label: words.plan.names(payment.planNames.length), value: payment.planNames.join(', ') },
    ...(payment.covered === null ? [] : [{ label: words.plan.covered, value: payment.covered }]),
    ...(payment.leftToPay === null ? [] : [{ label: words.plan.leftToPay, value: payment.leftToPay }]),
  ];
}

/** What the mail about `notice` says (docs/adr/0066), with the links `links` names when given. */
export function bookingMailContent(notice: BookingMailNotice, wordsIn: MailWordsIn, links?: NoticeLinks): MailContent {
  const language = mailLanguage(notice);
  const words = wordsIn(language);
  const shown = LINKS_A_KIND_SHOWS[notice.kind];
  const brand = brandOf(notice.company, notice.location);
  const count = notice.bookings.length;
  const consentLinks = (bookingId: number): LabelledLink[] =>
    ASKS_FOR_CONSENTS[notice.kind]
      ? (links?.consents?.(bookingId) ?? []).map((consent) => ({
          kind: 'signConsent',
          label: words.signConsent(consent.title),
          href: consent.href,
        }))
      : [];
  const cards = notice.bookings.map((booking) =>
    serviceCard(
      booking,
      notice.location,
      [...consentLinks(booking.id), ...labelled(links?.perBooking(booking.id) ?? [], shown, words)],
      words,
    ),
  );
  const lead = words.lead[notice.kind](count);
  return {
    language,
    subject: words.subject[notice.kind](brand.name, shortWhen(notice.bookings, notice.location, words), count),
    preheader: preheaderOf(lead, cards),
    greeting: words.greeting(notice.client.fullName),
    lead: [lead, ...referenceLine(notice.reference, words)],
    cards,
    links: labelled(links?.group ?? [], shown, words),
    details: notice.kind === 'cancelled' ? [] : planLines(notice.planPayment, words),
    closing: count === 0 ? [] : [words.calendar[notice.kind]],
    contact: contactLine(notice.location, words),
    brand,
  };
}

/**
 * The mail `notice` becomes, its parts still to be written (renderedMail); `stampedAt` dates its
 * calendar file (when the event happened); `wordsIn` gives its words; `links` the links its
 * bookings' state allows.
 */
export function bookingMail(
  notice: BookingMailNotice,
  owner: CalendarOwner,
  stampedAt: Instant,
  wordsIn: MailWordsIn,
  links?: NoticeLinks,
): ComposedMail {
  const content = bookingMailContent(notice, wordsIn, links);
  const method = notice.kind === 'cancelled' ? 'CANCEL' : 'REQUEST';
  const calendar = bookingCalendar(method, notice.bookings, {
    owner,
    location: notice.location,
    client: { name: notice.client.fullName, email: notice.client.email },
    stampedAt,
    language: content.language,
  });
  return {
    to: { name: notice.client.fullName, email: notice.client.email },
    content,
    language: content.language,
    calendar: calendar === null ? null : { method, content: calendar },
  };
}

/** The location's storefront page under `storefrontOrigin` (storefront §2 `/{country}/sucursal/{locationId}`), where the client books again. */
export function bookAgainAddress(storefrontOrigin: string, countryCode: string, locationId: number): string {
  return bookAgainLink(storefrontOrigin, countryCode, locationId).href;
}

/**
 * What the mail of hours a payment released says (docs/adr/0052): why — the time ran out, or the
 * provider rejected the payment and its reason —, the bookings whose hours are free again, and a
 * link to the location's page under `storefrontOrigin` to book again.
 */
export function paymentReleasedMailContent(
  notice: PaymentReleasedNotice,
  storefrontOrigin: string,
  wordsIn: MailWordsIn,
): MailContent {
  const language = mailLanguage(notice);
  const words = wordsIn(language);
  const brand = brandOf(notice.company, notice.location);
  const cards = notice.bookings.map((booking) => serviceCard(booking, notice.location, [], words));
  const why =
    notice.release.cause === 'expired' ? words.released.expired : words.released.rejected[notice.release.reason];
  const lead = `${why}${words.released.lead(notice.bookings.length)}`;
  return {
    language,
    subject: words.released.subject[notice.release.cause](
      brand.name,
      shortWhen(notice.bookings, notice.location, words),
    ),
    preheader: preheaderOf(lead, cards),
    greeting: words.released.greeting(notice.client.fullName),
    lead: [lead],
    cards,
    links: [
      {
        kind: 'bookAgain',
        label: words.links.bookAgain,
        href: bookAgainAddress(storefrontOrigin, notice.location.countryCode, notice.locationId),
      },
    ],
    details: [],
    closing: [],
    contact: contactLine(notice.location, words),
    brand,
  };
}

/**
 * The mail of hours a payment released, its parts still to be written. No calendar file: the
 * bookings were never confirmed, so none was sent to take back.
 */
export function paymentReleasedMail(
  notice: PaymentReleasedNotice,
  storefrontOrigin: string,
  wordsIn: MailWordsIn,
): ComposedMail {
  const content = paymentReleasedMailContent(notice, storefrontOrigin, wordsIn);
  return {
    to: { name: notice.client.fullName, email: notice.client.email },
    content,
    language: content.language,
    calendar: null,
  };
}

/** The reference line, `K7M-4QX` as it is read out; none for a notice written before references. */
function referenceLine(reference: string | undefined, words: MailWords): readonly string[] {
  if (reference === undefined) return [];
  const parsed = parseBookingReference(reference);
  return parsed.isOk() ? [words.reference(formatBookingReference(parsed.value))] : [];
}
