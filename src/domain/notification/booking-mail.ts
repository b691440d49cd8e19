import { timeZone, wallClockAt, type TimeZone } from '../availability/time-zone';
import type { Instant } from '../calendar/instant';
import { formatDayMonthYear, isoWeekday } from '../calendar/local-date';
import { bookingCalendar, bookingEventLocation, type CalendarOwner } from './booking-calendar';
import {
  mailLanguage,
  type BookingNotice,
  type NoticeBooking,
  type NoticeKind,
  type NoticeLanguage,
  type NoticePlace,
  type PaymentRelease,
  type PaymentReleasedNotice,
} from './booking-notice';
import type { RejectionReason } from '../payment/payment-lifecycle';
import { htmlText } from '../shared/html-text';
import type { MailLink, MailLinkKind } from './mail-links';

// The mail a booking notice becomes (issue 8 "Notifications"; docs/adr/0044): its subject, a plain
// text body and an HTML body saying the same, in the client's language, and the calendar file that
// puts the bookings in the client's calendar (REQUEST) or takes them out of it (CANCEL). A payment
// that released its bookings' hours gets a mail of its own (docs/adr/0052): why, which hours, and a
// link to book again. Every value reaches the HTML through `htmlText`, whoever typed it.

/** A mail ready to send; the sender's address is the sending adapter's. */
export interface OutgoingMail {
  readonly to: { readonly name: string; readonly email: string };
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  readonly language: NoticeLanguage;
  /** The iCalendar file (text/calendar) with its method; null for a notice without bookings, and for hours released before they were confirmed. */
  readonly calendar: { readonly method: 'REQUEST' | 'CANCEL'; readonly content: string } | null;
}

/**
 * The words a client's mails are written with, in one language. They are not the domain's: the
 * composition root hands them in from src/i18n (docs/adr/0058), and the mail escapes every one of
 * them in its HTML like any other value.
 */
export interface MailWords {
  readonly subject: Readonly<Record<NoticeKind, (location: string) => string>>;
  readonly greeting: (name: string) => string;
  readonly lead: Readonly<Record<NoticeKind, (count: number) => string>>;
  readonly when: (weekday: string, date: string, hour: string) => string;
  readonly withProvider: (provider: string) => string;
  readonly byVideo: string;
  readonly outcall: string;
  readonly calendar: Readonly<Record<NoticeKind, string>>;
  readonly questions: (location: string) => string;
  readonly weekdays: readonly [string, string, string, string, string, string, string];
  /** The mail of hours a payment released (docs/adr/0052). */
  readonly released: {
    readonly subject: Readonly<Record<PaymentRelease['cause'], (location: string) => string>>;
    readonly greeting: (name: string) => string;
    /** Why, as the storefront's payment texts say it, without the final stop. */
    readonly expired: string;
    readonly rejected: Readonly<Record<RejectionReason, string>>;
    readonly lead: (count: number) => string;
    readonly bookAgain: string;
  };
  /** Each link's label (issue 18; mail-links.ts). */
  readonly links: Readonly<Record<MailLinkKind, string>>;
}

/**
 * The links a mail carries (issue 18; mailLinksFor): each booking's own, and the group's. Rendered
 * plainly here — anchors in the HTML, `Label: address` lines in the text — until the templates
 * (issue 18, ADR 0066) make buttons of them.
 */
export interface BookingMailLinks {
  readonly perBooking: (bookingId: number) => readonly MailLink[];
  readonly group: readonly MailLink[];
}

/** The mails' words in each language a mail is written in. */
export type MailWordsIn = (language: NoticeLanguage) => MailWords;

const UTC = timeZone('UTC')._unsafeUnwrap();

/** A stored location's zone; one the runtime does not know reads in UTC, which the mail then says. */
function zoneOf(name: string): { readonly zone: TimeZone; readonly suffix: string } {
  const zone = timeZone(name);
  return zone.isOk() ? { zone: zone.value, suffix: '' } : { zone: UTC, suffix: ' (UTC)' };
}

/** One booking's lines: what, when, with whom, where. */
function bookingLines(
  booking: NoticeBooking,
  notice: { readonly location: NoticePlace },
  words: MailWords,
): readonly [string, ...string[]] {
  const { zone, suffix } = zoneOf(notice.location.timeZone);
  const { date, time } = wallClockAt(zone, booking.start);
  const weekday = words.weekdays[isoWeekday(date) - 1] ?? '';
  const place = booking.isVideo
    ? words.byVideo
    : booking.outcall
      ? words.outcall
      : bookingEventLocation(booking, notice.location);
  return [
    booking.serviceName,
    `${words.when(weekday, formatDayMonthYear(date), time)}${suffix}`,
    words.withProvider(booking.providerName),
    ...(place === null ? [] : [place]),
  ];
}

function contactLine(notice: { readonly location: NoticePlace }, words: MailWords): string {
  const contacts = [notice.location.phone, notice.location.email].filter(
    (contact): contact is string => contact !== null && contact !== '',
  );
  return [words.questions(notice.location.name), ...contacts].join(' · ');
}

const linkLines = (links: readonly MailLink[], words: MailWords) =>
  links.map((link) => `${words.links[link.kind]}: ${link.href}`);

const linkAnchors = (links: readonly MailLink[], words: MailWords) =>
  links.map((link) => `<a href="${htmlText(link.href)}">${htmlText(words.links[link.kind])}</a>`).join(' · ');

/**
 * The mail `notice` becomes; `stampedAt` dates its calendar file (when the event happened); `wordsIn`
 * gives its words, in the language the client booked in; `links`, those it carries (none without).
 */
export function bookingMail(
  notice: BookingNotice,
  owner: CalendarOwner,
  stampedAt: Instant,
  wordsIn: MailWordsIn,
  links?: BookingMailLinks,
): OutgoingMail {
  const language = mailLanguage(notice);
  const words = wordsIn(language);
  const ownLinks = notice.bookings.map((booking) => links?.perBooking(booking.id) ?? []);
  const groupLinks = links?.group ?? [];
  const lines = notice.bookings.map((booking) => bookingLines(booking, notice, words));
  const calendarNote = words.calendar[notice.kind];
  const lead = `${words.greeting(notice.client.fullName)} ${words.lead[notice.kind](notice.bookings.length)}`;
  const contact = contactLine(notice, words);
  const text = [
    lead,
    '',
    ...lines
      .map((booking, index) => [...booking, ...linkLines(ownLinks[index] ?? [], words)].join('\n'))
      .flatMap((booking) => [booking, '']),
    ...(groupLinks.length === 0 ? [] : [...linkLines(groupLinks, words), '']),
    calendarNote,
    '',
    contact,
    '',
  ].join('\n');
  const html = [
    `<!DOCTYPE html><html lang="${language}"><head><meta charset="utf-8"><title>${htmlText(words.subject[notice.kind](notice.location.name))}</title></head><body>`,
    `<p>${htmlText(lead)}</p>`,
    '<ul>',
    ...lines.map(([service, ...details], index) => {
      const own = ownLinks[index] ?? [];
      return `<li><strong>${htmlText(service)}</strong>${details.map((detail) => `<br>${htmlText(detail)}`).join('')}${own.length === 0 ? '' : `<br>${linkAnchors(own, words)}`}</li>`;
    }),
    '</ul>',
    ...(groupLinks.length === 0 ? [] : [`<p>${linkAnchors(groupLinks, words)}</p>`]),
    `<p>${htmlText(calendarNote)}</p>`,
    `<p>${htmlText(contact)}</p>`,
    '</body></html>',
  ].join('\n');
  const method = notice.kind === 'cancelled' ? 'CANCEL' : 'REQUEST';
  const content = bookingCalendar(method, notice.bookings, {
    owner,
    location: notice.location,
    client: { name: notice.client.fullName, email: notice.client.email },
    stampedAt,
    language,
  });
  return {
    to: { name: notice.client.fullName, email: notice.client.email },
    subject: words.subject[notice.kind](notice.location.name),
    text,
    html,
    language,
    calendar: content === null ? null : { method, content },
  };
}

/** The location's storefront page under `storefrontOrigin` (storefront §2 `/{country}/sucursal/{locationId}`), where the client books again. */
export function bookAgainAddress(storefrontOrigin: string, countryCode: string, locationId: number): string {
  return `${storefrontOrigin.replace(/\/+$/, '')}/${encodeURIComponent(countryCode.toLowerCase())}/sucursal/${String(locationId)}`;
}

/**
 * The mail of hours a payment released (docs/adr/0052): why — the time ran out, or the provider
 * rejected the payment and its reason —, the bookings whose hours are free again, and a link to the
 * location's page under `storefrontOrigin` to book again. No calendar file: the bookings were never
 * confirmed, so none was sent to take back.
 */
export function paymentReleasedMail(
  notice: PaymentReleasedNotice,
  storefrontOrigin: string,
  wordsIn: MailWordsIn,
): OutgoingMail {
  const language = mailLanguage(notice);
  const words = wordsIn(language).released;
  const lines = notice.bookings.map((booking) => bookingLines(booking, notice, wordsIn(language)));
  const subject = words.subject[notice.release.cause](notice.location.name);
  const greeting = words.greeting(notice.client.fullName);
  const why = notice.release.cause === 'expired' ? words.expired : words.rejected[notice.release.reason];
  const lead = `${why}${words.lead(notice.bookings.length)}`;
  const address = bookAgainAddress(storefrontOrigin, notice.location.countryCode, notice.locationId);
  const contact = contactLine(notice, wordsIn(language));
  const text = [
    greeting,
    '',
    lead,
    '',
    ...lines.map((booking) => booking.join('\n')).flatMap((booking) => [booking, '']),
    `${words.bookAgain}: ${address}`,
    '',
    contact,
    '',
  ].join('\n');
  const html = [
    `<!DOCTYPE html><html lang="${language}"><head><meta charset="utf-8"><title>${htmlText(subject)}</title></head><body>`,
    `<p>${htmlText(greeting)}</p>`,
    `<p>${htmlText(lead)}</p>`,
    '<ul>',
    ...lines.map(
      ([service, ...details]) =>
        `<li><strong>${htmlText(service)}</strong>${details.map((detail) => `<br>${htmlText(detail)}`).join('')}</li>`,
    ),
    '</ul>',
    `<p><a href="${htmlText(address)}">${htmlText(words.bookAgain)}</a></p>`,
    `<p>${htmlText(contact)}</p>`,
    '</body></html>',
  ].join('\n');
  return {
    to: { name: notice.client.fullName, email: notice.client.email },
    subject,
    text,
    html,
    language,
    calendar: null,
  };
}
