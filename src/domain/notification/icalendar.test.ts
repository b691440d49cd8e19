import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyInstant } from '../booking/booking.arbitraries';
import { addMinutes, type Instant } from '../calendar/instant';
import { fold, icalendar, MAX_LINE_OCTETS, text, utcDateTime, type CalendarEvent } from './icalendar';
import { anyTypedText } from './notification.arbitraries';

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** RFC 5545 §3.1: a CRLF followed by one space or tab joins two lines. */
const unfold = (calendar: string) => calendar.replace(/\r\n[ \t]/g, '');

/** A TEXT value read back (RFC 5545 §3.3.11). */
const unescape = (value: string) =>
  value.replace(/\\([\\;,nN])/g, (_match, escaped: string) => (escaped === 'n' || escaped === 'N' ? '\n' : escaped));

const withoutControls = (value: string) =>
  Array.from(value.replace(/\r\n|\r/g, '\n'))
    .filter((character) => character === '\t' || character === '\n' || (character >= ' ' && character !== '\u007f'))
    .join('');

const start = Date.UTC(2026, 11, 1, 13, 0) as Instant;
const event: CalendarEvent = {
  uid: 'booking-7@salon.example',
  sequence: 0,
  stampedAt: Date.UTC(2026, 10, 24, 9, 30, 15) as Instant,
  start,
  end: addMinutes(start, 45),
  summary: 'Corte de pelo',
  location: 'Salón Aurora, Av. Providencia 1234, Santiago',
  description: null,
  status: 'CONFIRMED',
  organizer: { name: 'Salón Aurora', email: 'hola@salon.example' },
  attendee: { name: 'Ana Pérez', email: 'ana@example.com' },
};

describe('the iCalendar writer (RFC 5545; docs/adr/0044)', () => {
  it('writes instants as UTC date-times', () => {
    expect(utcDateTime(start)).toBe('20261201T130000Z');
    fc.assert(
      fc.property(
        anyInstant,
        (instant) =>
          Date.parse(
            utcDateTime(instant).replace(/^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z$/, '$1-$2-$3T$4:$5:$6Z'),
          ) === instant,
      ),
    );
  });

  it('escapes backslashes, semicolons, commas and line breaks in TEXT, and reads back as what was typed', () => {
    expect(text('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
    fc.assert(
      fc.property(anyTypedText, (typed) => {
        const escaped = text(typed);
        expect(escaped).not.toMatch(/[\r\n]/);
        expect(escaped.replace(/\\[\\;,n]/g, '')).not.toMatch(/[;,\\]/);
        expect(unescape(escaped)).toBe(withoutControls(typed));
      }),
    );
  });

  it('folds lines to at most 75 octets without splitting a character, and unfolds to the line', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 400 }), (line) => {
        const folded = fold(line);
        const lines = folded.split('\r\n');
        for (const [index, part] of lines.entries()) {
          expect(encoder.encode(part).length).toBeLessThanOrEqual(MAX_LINE_OCTETS);
          expect(decoder.decode(encoder.encode(part))).toBe(part);
          if (index > 0) expect(part.startsWith(' ')).toBe(true);
        }
        expect(unfold(folded)).toBe(line);
      }),
    );
  });

  it('writes a calendar with its method, one event in UTC and CRLF line ends', () => {
    const calendar = icalendar('REQUEST', [event]);
    expect(unfold(calendar).split('\r\n')).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Reserva//Bookings//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:REQUEST',
      'BEGIN:VEVENT',
      'UID:booking-7@salon.example',
      'SEQUENCE:0',
      'DTSTAMP:20261124T093015Z',
      'DTSTART:20261201T130000Z',
      'DTEND:20261201T134500Z',
      'SUMMARY:Corte de pelo',
      'LOCATION:Salón Aurora\\, Av. Providencia 1234\\, Santiago',
      'STATUS:CONFIRMED',
      'ORGANIZER;CN="Salón Aurora":mailto:hola@salon.example',
      'ATTENDEE;CN="Ana Pérez";ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:mailto:ana@example.com',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ]);
  });

  it('lets no typed value add, end or break a property', () => {
    fc.assert(
      fc.property(
        anyTypedText,
        anyTypedText,
        anyTypedText,
        anyTypedText,
        anyTypedText,
        (summary, location, description, organizer, attendee) => {
          const calendar = icalendar('CANCEL', [
            {
              ...event,
              summary,
              location,
              description,
              organizer: { name: organizer, email: 'a@b.example' },
              attendee: { name: attendee, email: `${attendee}@x.example` },
            },
          ]);
          const names = unfold(calendar)
            .split('\r\n')
            .filter((line) => line !== '')
            .map((line) => /^[A-Z-]+(?=[;:])/.exec(line)?.[0]);
          expect(names).toEqual([
            'BEGIN',
            'VERSION',
            'PRODID',
            'CALSCALE',
            'METHOD',
            'BEGIN',
            'UID',
            'SEQUENCE',
            'DTSTAMP',
            'DTSTART',
            'DTEND',
            'SUMMARY',
            'LOCATION',
            'DESCRIPTION',
            'STATUS',
            'ORGANIZER',
            'ATTENDEE',
            'END',
            'END',
          ]);
          const lines = unfold(calendar).split('\r\n');
          expect(unescape(lines.find((line) => line.startsWith('SUMMARY:'))?.slice('SUMMARY:'.length) ?? '')).toBe(
            withoutControls(summary),
          );
          expect(calendar.split('\r\n').every((line) => encoder.encode(line).length <= MAX_LINE_OCTETS)).toBe(true);
        },
      ),
    );
  });
});
