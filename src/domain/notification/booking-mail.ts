import { timeZone, wallClockAt, type TimeZone } from '../availability/time-zone';
import type { Instant } from '../calendar/instant';
import { formatDayMonthYear, isoWeekday } from '../calendar/local-date';
import { bookingCalendar, bookingEventLocation, type CalendarOwner } from './booking-calendar';
import { noticeLanguage, type BookingNotice, type NoticeBooking, type NoticeKind, type NoticeLanguage, type NoticePlace, type PaymentRelease, type PaymentReleasedNotice } from './booking-notice';
import type { RejectionReason } from '../payment/payment-lifecycle';
import { htmlText } from '../shared/html-text';

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

interface Words {
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
}

const WORDS: Readonly<Record<NoticeLanguage, Words>> = {
  en: {
    subject: {
      confirmed: (location) => `Booking confirmed — ${location}`,
      cancelled: (location) => `Booking cancelled — ${location}`,
      moved: (location) => `Booking changed — ${location}`,
    },
    greeting: (name) => `Hello ${name},`,
    lead: {
      confirmed: (count) => (count === 1 ? 'your booking is confirmed:' : `your ${String(count)} bookings are confirmed:`),
      cancelled: (count) => (count === 1 ? 'your booking was cancelled:' : `your ${String(count)} bookings were cancelled:`),
      moved: (count) => (count === 1 ? 'your booking was changed. It is now:' : `your ${String(count)} bookings were changed. They are now:`),
    },
    when: (weekday, date, hour) => `${weekday} ${date} at ${hour}`,
    withProvider: (provider) => `With ${provider}`,
    byVideo: 'By video conference',
    outcall: 'At your address',
    calendar: {
      confirmed: 'The attached calendar file adds it to your calendar.',
      cancelled: 'The attached calendar file removes it from your calendar.',
      moved: 'The attached calendar file updates your calendar.',
    },
    questions: (location) => `Questions? Contact ${location}`,
    weekdays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
    released: {
      subject: {
        expired: (location) => `The time to pay ran out — ${location}`,
        rejected: (location) => `Your payment was rejected — ${location}`,
      },
      greeting: (name) => `Hello ${name},`,
      expired: 'The payment was not completed in time',
      rejected: {
        insufficient_balance: 'The payment was rejected: the card does not have enough balance',
        wrong_card_data: 'The payment was rejected: the card details are wrong',
        card_not_enabled: 'The payment was rejected: the card is not enabled for this payment',
        other: 'The payment was rejected by the payment provider',
      },
      lead: (count) =>
        count === 1 ? ', so the hour we were holding for you was released and is not booked:' : `, so the ${String(count)} hours we were holding for you were released and are not booked:`,
      bookAgain: 'Book again',
    },
  },
  es: {
    subject: {
      confirmed: (location) => `Reserva confirmada — ${location}`,
      cancelled: (location) => `Reserva anulada — ${location}`,
      moved: (location) => `Reserva modificada — ${location}`,
    },
    greeting: (name) => `Hola ${name}:`,
    lead: {
      confirmed: (count) => (count === 1 ? 'tu reserva está confirmada:' : `tus ${String(count)} reservas están confirmadas:`),
      cancelled: (count) => (count === 1 ? 'tu reserva fue anulada:' : `tus ${String(count)} reservas fueron anuladas:`),
      moved: (count) => (count === 1 ? 'tu reserva fue modificada. Ahora es:' : `tus ${String(count)} reservas fueron modificadas. Ahora son:`),
    },
    when: (weekday, date, hour) => `${weekday} ${date} a las ${hour}`,
    withProvider: (provider) => `Con ${provider}`,
    byVideo: 'Por videollamada',
    outcall: 'En tu domicilio',
    calendar: {
      confirmed: 'El archivo de calendario adjunto la agrega a tu calendario.',
      cancelled: 'El archivo de calendario adjunto la quita de tu calendario.',
      moved: 'El archivo de calendario adjunto actualiza tu calendario.',
    },
    questions: (location) => `¿Dudas? Escribe o llama a ${location}`,
    weekdays: ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'],
    released: {
      subject: {
        expired: (location) => `Se acabó el tiempo para pagar — ${location}`,
        rejected: (location) => `Tu pago fue rechazado — ${location}`,
      },
      greeting: (name) => `Hola ${name}:`,
      expired: 'El pago no se completó a tiempo',
      rejected: {
        insufficient_balance: 'El pago fue rechazado: la tarjeta no tiene saldo suficiente',
        wrong_card_data: 'El pago fue rechazado: los datos de la tarjeta son incorrectos',
        card_not_enabled: 'El pago fue rechazado: la tarjeta no está habilitada para este pago',
        other: 'El pago fue rechazado por el proveedor de pagos',
      },
      lead: (count) =>
        count === 1 ? ', así que liberamos la hora que te guardábamos y no quedó reservada:' : `, así que liberamos las ${String(count)} horas que te guardábamos y no quedaron reservadas:`,
      bookAgain: 'Reservar de nuevo',
    },
  },
};

const UTC = timeZone('UTC')._unsafeUnwrap();

/** A stored location's zone; one the runtime does not know reads in UTC, which the mail then says. */
function zoneOf(name: string): { readonly zone: TimeZone; readonly suffix: string } {
  const zone = timeZone(name);
  return zone.isOk() ? { zone: zone.value, suffix: '' } : { zone: UTC, suffix: ' (UTC)' };
}

/** One booking's lines: what, when, with whom, where. */
function bookingLines(booking: NoticeBooking, notice: { readonly location: NoticePlace }, words: Words): readonly [string, ...string[]] {
  const { zone, suffix } = zoneOf(notice.location.timeZone);
  const { date, time } = wallClockAt(zone, booking.start);
  const weekday = words.weekdays[isoWeekday(date) - 1] ?? '';
  const place = booking.isVideo ? words.byVideo : booking.outcall ? words.outcall : bookingEventLocation(booking, notice.location);
  return [booking.serviceName, `${words.when(weekday, formatDayMonthYear(date), time)}${suffix}`, words.withProvider(booking.providerName), ...(place === null ? [] : [place])];
}

function contactLine(notice: { readonly location: NoticePlace }, words: Words): string {
  const contacts = [notice.location.phone, notice.location.email].filter((contact): contact is string => contact !== null && contact !== '');
  return [words.questions(notice.location.name), ...contacts].join(' · ');
}

/** The mail `notice` becomes; `stampedAt` dates its calendar file (when the event happened). */
export function bookingMail(notice: BookingNotice, owner: CalendarOwner, stampedAt: Instant): OutgoingMail {
  const language = noticeLanguage(notice.location.countryCode);
  const words = WORDS[language];
  const lines = notice.bookings.map((booking) => bookingLines(booking, notice, words));
  const calendarNote = words.calendar[notice.kind];
  const lead = `${words.greeting(notice.client.fullName)} ${words.lead[notice.kind](notice.bookings.length)}`;
  const contact = contactLine(notice, words);
  const text = [lead, '', ...lines.map((booking) => booking.join('\n')).flatMap((booking) => [booking, '']), calendarNote, '', contact, ''].join('\n');
  const html = [
    `<!DOCTYPE html><html lang="${language}"><head><meta charset="utf-8"><title>${htmlText(words.subject[notice.kind](notice.location.name))}</title></head><body>`,
    `<p>${htmlText(lead)}</p>`,
    '<ul>',
    ...lines.map(([service, ...details]) => `<li><strong>${htmlText(service)}</strong>${details.map((detail) => `<br>${htmlText(detail)}`).join('')}</li>`),
    '</ul>',
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
export function paymentReleasedMail(notice: PaymentReleasedNotice, storefrontOrigin: string): OutgoingMail {
  const language = noticeLanguage(notice.location.countryCode);
  const words = WORDS[language].released;
  const lines = notice.bookings.map((booking) => bookingLines(booking, notice, WORDS[language]));
  const subject = words.subject[notice.release.cause](notice.location.name);
  const greeting = words.greeting(notice.client.fullName);
  const why = notice.release.cause === 'expired' ? words.expired : words.rejected[notice.release.reason];
  const lead = `${why}${words.lead(notice.bookings.length)}`;
  const address = bookAgainAddress(storefrontOrigin, notice.location.countryCode, notice.locationId);
  const contact = contactLine(notice, WORDS[language]);
  const text = [greeting, '', lead, '', ...lines.map((booking) => booking.join('\n')).flatMap((booking) => [booking, '']), `${words.bookAgain}: ${address}`, '', contact, ''].join('\n');
  const html = [
    `<!DOCTYPE html><html lang="${language}"><head><meta charset="utf-8"><title>${htmlText(subject)}</title></head><body>`,
    `<p>${htmlText(greeting)}</p>`,
    `<p>${htmlText(lead)}</p>`,
    '<ul>',
    ...lines.map(([service, ...details]) => `<li><strong>${htmlText(service)}</strong>${details.map((detail) => `<br>${htmlText(detail)}`).join('')}</li>`),
    '</ul>',
    `<p><a href="${htmlText(address)}">${htmlText(words.bookAgain)}</a></p>`,
    `<p>${htmlText(contact)}</p>`,
    '</body></html>',
  ].join('\n');
  return { to: { name: notice.client.fullName, email: notice.client.email }, subject, text, html, language, calendar: null };
}
