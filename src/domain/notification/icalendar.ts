import type { Instant } from '../calendar/instant';

// A small iCalendar writer (RFC 5545) for the bookings' calendar files: the confirmation, change and
// cancellation mails' invitations and the confirmation view's "add to calendar" download
// (docs/adr/0044). Only what those need: VCALENDAR with VEVENTs, times in UTC, TEXT escaping and
// line folding. Every value a client or a business typed passes through `text` or `parameter`, so
// none of them can end a line and start a property of its own.

/** How a calendar file asks to be read (RFC 5546): published as is, an invitation, or its withdrawal. */
export type CalendarMethod = 'PUBLISH' | 'REQUEST' | 'CANCEL';

export type EventStatus = 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED';

/** Someone named in an event, with the address their calendar knows them by. */
export interface CalendarPerson {
  readonly name: string;
  readonly email: string;
}

export interface CalendarEvent {
  /** The same for every version of the event, so a later file updates or removes it. */
  readonly uid: string;
  /** Grows with each version of the event; a calendar keeps the highest it has seen. */
  readonly sequence: number;
  /** When this version of the event was written (DTSTAMP). */
  readonly stampedAt: Instant;
  readonly start: Instant;
  readonly end: Instant;
  readonly summary: string;
  readonly location: string | null;
  readonly description: string | null;
  readonly status: EventStatus;
  readonly organizer: CalendarPerson | null;
  readonly attendee: CalendarPerson | null;
}

/** Lines end in CRLF (RFC 5545 §3.1). */
const CRLF = '\r\n';
/** The longest a line may be, in octets, without its CRLF (RFC 5545 §3.1). */
export const MAX_LINE_OCTETS = 75;

/** Control characters other than the tab are not allowed in TEXT (RFC 5545 §3.3.11); line breaks are escaped first. */
function withoutControls(value: string): string {
  return Array.from(value)
    .filter((character) => {
      const code = character.charCodeAt(0);
      return code === 0x09 || (code >= 0x20 && code !== 0x7f);
    })
    .join('');
}

/** A TEXT value: backslashes, semicolons, commas and line breaks escaped, other control characters dropped. */
export function text(value: string): string {
  return withoutControls(
    value
      .replace(/\\/g, '\\\\')
      .replace(/;/g, '\\;')
      .replace(/,/g, '\\,')
      .replace(/\r\n|\r|\n/g, '\\n'),
  );
}

/** A parameter value (CN=…): quoted, since names hold commas and colons; a double quote can't be quoted, so it goes. */
export function parameter(value: string): string {
  return `"${withoutControls(value).replace(/[\t"]/g, '')}"`;
}

/** A mailto: address, with anything that could break the line out of it. */
function calendarAddress(email: string): string {
  return `mailto:${withoutControls(email).replace(/[\s"]/g, '')}`;
}

/** `20261201T130000Z`: an instant as a UTC DATE-TIME (RFC 5545 §3.3.5, form #2). */
export function utcDateTime(instant: Instant): string {
  return new Date(instant)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

function octets(codePoint: number): number {
  if (codePoint < 0x80) return 1;
  if (codePoint < 0x800) return 2;
  return codePoint < 0x10000 ? 3 : 4;
}

/**
 * A content line folded to lines of at most 75 octets (RFC 5545 §3.1): each continuation starts with
 * a space, which counts, and no character's UTF-8 octets are split between lines.
 */
export function fold(line: string): string {
  const lines: string[] = [];
  let current = '';
  let used = 0;
  for (const character of line) {
    const size = octets(character.codePointAt(0) ?? 0);
    if (used + size > MAX_LINE_OCTETS) {
      lines.push(current);
      current = ' ';
      used = 1;
    }
    current += character;
    used += size;
  }
  lines.push(current);
  return lines.join(CRLF);
}

function eventLines(event: CalendarEvent): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${text(event.uid)}`,
    `SEQUENCE:${String(event.sequence)}`,
    `DTSTAMP:${utcDateTime(event.stampedAt)}`,
    `DTSTART:${utcDateTime(event.start)}`,
    `DTEND:${utcDateTime(event.end)}`,
    `SUMMARY:${text(event.summary)}`,
    ...(event.location === null ? [] : [`LOCATION:${text(event.location)}`]),
    ...(event.description === null ? [] : [`DESCRIPTION:${text(event.description)}`]),
    `STATUS:${event.status}`,
    ...(event.organizer === null
      ? []
      : [`ORGANIZER;CN=${parameter(event.organizer.name)}:${calendarAddress(event.organizer.email)}`]),
    ...(event.attendee === null
      ? []
      : [
          `ATTENDEE;CN=${parameter(event.attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:${calendarAddress(event.attendee.email)}`,
        ]),
    'END:VEVENT',
  ];
}

/** A calendar file of `events` (at least one, as RFC 5545 requires), folded, in CRLF lines. */
export function icalendar(method: CalendarMethod, events: readonly [CalendarEvent, ...CalendarEvent[]]): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Reserva//Bookings//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${method}`,
    ...events.flatMap(eventLines),
    'END:VCALENDAR',
  ];
  return lines.map(fold).join(CRLF) + CRLF;
}
