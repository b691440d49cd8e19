import { timeZone, wallClockAt, type TimeZone } from '../availability/time-zone';
import { formatDayMonthYear, isoWeekday } from '../calendar/local-date';
import { htmlText } from '../shared/html-text';
import { bookingEventLocation } from './booking-calendar';
import type { MailWords, MailWordsIn, OutgoingMail } from './booking-mail';
import {
  noticeLanguage,
  type BusinessChange,
  type BusinessNotice,
  type NoticeBooking,
  type NoticePlace,
  type ReminderNotice,
  type ReviewInvitationNotice,
} from './booking-notice';
import { reviewLink } from './mail-links';

// The mails of the notices that go by the clock or to the business (issue 18; docs/adr/0067): a
// reminder before a booking, an invitation to review it after, and the location told of a booking
// booked, moved or cancelled. Written in the style of booking-mail.ts — a plain text body and an
// HTML body saying the same, every value escaped — until the mails are rendered from one content
// model (docs/adr/0066), into which these fold.

/** The words of these mails in one language, beside the client's mails' (MailWords). */
export interface ScheduledMailWords {
  readonly reminder: {
    readonly subject: (location: string) => string;
    readonly lead: (count: number) => string;
  };
  readonly invitation: {
    readonly subject: (location: string) => string;
    readonly lead: (service: string) => string;
    readonly review: string;
    readonly validFor: (days: number) => string;
  };
  readonly business: {
    readonly subject: Readonly<Record<BusinessChange, (client: string) => string>>;
    readonly lead: Readonly<Record<BusinessChange, (count: number) => string>>;
    readonly name: string;
    readonly email: string;
    readonly phone: string;
    readonly identification: string;
    readonly notes: string;
    readonly none: string;
  };
}

export type ScheduledMailWordsIn = (language: 'en' | 'es') => ScheduledMailWords;

const UTC = timeZone('UTC')._unsafeUnwrap();

function zoneOf(name: string): { readonly zone: TimeZone; readonly suffix: string } {
  const zone = timeZone(name);
  return zone.isOk() ? { zone: zone.value, suffix: '' } : { zone: UTC, suffix: ' (UTC)' };
}

/** One booking's lines: what, when, with whom, where (as booking-mail.ts writes them). */
function bookingLines(booking: NoticeBooking, location: NoticePlace, words: MailWords): readonly [string, ...string[]] {
  const { zone, suffix } = zoneOf(location.timeZone);
  const { date, time } = wallClockAt(zone, booking.start);
  const weekday = words.weekdays[isoWeekday(date) - 1] ?? '';
  const place = booking.isVideo
    ? words.byVideo
    : booking.outcall
      ? words.outcall
      : bookingEventLocation(booking, location);
  return [
    booking.serviceName,
    `${words.when(weekday, formatDayMonthYear(date), time)}${suffix}`,
    words.withProvider(booking.providerName),
    ...(place === null ? [] : [place]),
  ];
}

function contactLine(location: NoticePlace, words: MailWords): string {
  const contacts = [location.phone, location.email].filter(
    (contact): contact is string => contact !== null && contact !== '',
  );
  return [words.questions(location.name), ...contacts].join(' · ');
}

/** A mail's parts: paragraphs, the bookings, labelled details, links; each written as text and as HTML. */
interface MailBody {
  readonly language: 'en' | 'es';
  readonly title: string;
  readonly before: readonly string[];
  readonly bookings: readonly (readonly [string, ...string[]])[];
  readonly details?: readonly (readonly [string, string])[];
  readonly link?: { readonly label: string; readonly href: string };
  readonly after: readonly string[];
}

function written(body: MailBody): { readonly text: string; readonly html: string } {
  const text = [
    ...body.before.flatMap((paragraph) => [paragraph, '']),
    ...body.bookings.flatMap((lines) => [lines.join('\n'), '']),
    ...(body.details ?? []).map(([label, value]) => `${label}: ${value}`),
    ...(body.details === undefined ? [] : ['']),
    ...(body.link === undefined ? [] : [`${body.link.label}: ${body.link.href}`, '']),
    ...body.after.flatMap((paragraph) => [paragraph, '']),
  ].join('\n');
  const html = [
    `<!DOCTYPE html><html lang="${body.language}"><head><meta charset="utf-8"><title>${htmlText(body.title)}</title></head><body>`,
    ...body.before.map((paragraph) => `<p>${htmlText(paragraph)}</p>`),
    '<ul>',
    ...body.bookings.map(
      ([service, ...details]) =>
        `<li><strong>${htmlText(service)}</strong>${details.map((detail) => `<br>${htmlText(detail)}`).join('')}</li>`,
    ),
    '</ul>',
    ...(body.details === undefined
      ? []
      : [
          '<dl>',
          ...body.details.map(([label, value]) => `<dt>${htmlText(label)}</dt><dd>${htmlText(value)}</dd>`),
          '</dl>',
        ]),
    ...(body.link === undefined
      ? []
      : [`<p><a href="${htmlText(body.link.href)}">${htmlText(body.link.label)}</a></p>`]),
    ...body.after.map((paragraph) => `<p>${htmlText(paragraph)}</p>`),
    '</body></html>',
  ].join('\n');
  return { text, html };
}

/** A booking's reminder: which booking, when, with whom, where; no calendar file (the confirmation sent it). */
export function reminderMail(
  notice: ReminderNotice,
  wordsIn: MailWordsIn,
  scheduledWordsIn: ScheduledMailWordsIn,
): OutgoingMail {
  const language = noticeLanguage(notice.location.countryCode);
  const words = wordsIn(language);
  const own = scheduledWordsIn(language).reminder;
  const subject = own.subject(notice.location.name);
  const { text, html } = written({
    language,
    title: subject,
    before: [`${words.greeting(notice.client.fullName)} ${own.lead(notice.bookings.length)}`],
    bookings: notice.bookings.map((booking) => bookingLines(booking, notice.location, words)),
    after: [contactLine(notice.location, words)],
  });
  return {
    to: { name: notice.client.fullName, email: notice.client.email },
    subject,
    text,
    html,
    language,
    calendar: null,
  };
}

/**
 * An invitation to review a visit, linking to the review page by `reviewCode` under
 * `storefrontOrigin` (ADR 0032), a code valid `validDays` days.
 */
export function reviewInvitationMail(
  notice: ReviewInvitationNotice,
  reviewCode: string,
  storefrontOrigin: string,
  validDays: number,
  wordsIn: MailWordsIn,
  scheduledWordsIn: ScheduledMailWordsIn,
): OutgoingMail {
  const language = noticeLanguage(notice.location.countryCode);
  const words = wordsIn(language);
  const own = scheduledWordsIn(language).invitation;
  const subject = own.subject(notice.location.name);
  const service = notice.bookings[0]?.serviceName ?? '';
  const { text, html } = written({
    language,
    title: subject,
    before: [`${words.greeting(notice.client.fullName)} ${own.lead(service)}`],
    bookings: notice.bookings.map((booking) => bookingLines(booking, notice.location, words)),
    link: { label: own.review, href: reviewLink(storefrontOrigin, notice.location.countryCode, reviewCode).href },
    after: [own.validFor(validDays), contactLine(notice.location, words)],
  });
  return {
    to: { name: notice.client.fullName, email: notice.client.email },
    subject,
    text,
    html,
    language,
    calendar: null,
  };
}

/** What the business is told: the change, the bookings, and the booker's contact details and notes. */
export function businessMail(
  notice: BusinessNotice,
  wordsIn: MailWordsIn,
  scheduledWordsIn: ScheduledMailWordsIn,
): OutgoingMail {
  const language = noticeLanguage(notice.location.countryCode);
  const words = wordsIn(language);
  const own = scheduledWordsIn(language).business;
  const subject = own.subject[notice.change](notice.booker.fullName);
  const or = (value: string | null) => (value === null || value.trim() === '' ? own.none : value);
  const { text, html } = written({
    language,
    title: subject,
    before: [own.lead[notice.change](notice.bookings.length)],
    bookings: notice.bookings.map((booking) => bookingLines(booking, notice.location, words)),
    details: [
      [own.name, notice.booker.fullName],
      [own.email, or(notice.booker.email)],
      [own.phone, or(notice.booker.phone)],
      [own.identification, or(notice.booker.identificationNumber)],
      [own.notes, or(notice.notes)],
    ],
    after: [],
  });
  return { to: notice.to, subject, text, html, language, calendar: null };
}
