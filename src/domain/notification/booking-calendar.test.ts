import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addMinutes, type Instant } from '../calendar/instant';
import { bookingCalendar, bookingEventSequence, bookingEventUid, googleCalendarLink } from './booking-calendar';
import { anyNoticeBooking, anyNoticePlace } from './notification.arbitraries';

const owner = { email: 'reservas@reserva.example' };
const start = Date.UTC(2026, 11, 1, 13, 0) as Instant;

describe('bookings as calendar events (docs/adr/0044)', () => {
  it("names a booking's event by its id at the sender's domain, whatever happens to the booking", () => {
    expect(bookingEventUid(7, owner)).toBe('booking-7@reserva.example');
    fc.assert(
      fc.property(anyNoticeBooking, anyNoticePlace, (booking, location) => {
        const context = { owner, location, client: null, stampedAt: start, language: 'es' as const };
        const moved = {
          ...booking,
          start: addMinutes(booking.start, 60),
          end: addMinutes(booking.end, 60),
          modifications: booking.modifications + 1,
        };
        const uids = [booking, moved, { ...moved, status: 'cancelled' as const }].map(
          (version) => /UID:([^\r]*)/.exec(bookingCalendar('PUBLISH', [version], context) ?? '')?.[1],
        );
        expect(new Set(uids)).toEqual(new Set([`booking-${String(booking.id)}@reserva.example`]));
      }),
    );
  });

  it('gives each move and the cancellation a higher sequence than the version before', () => {
    fc.assert(
      fc.property(fc.nat(10), (modifications) => {
        const standing = bookingEventSequence({ status: 'confirmed', modifications });
        expect(bookingEventSequence({ status: 'confirmed', modifications: modifications + 1 })).toBeGreaterThan(
          standing,
        );
        expect(bookingEventSequence({ status: 'cancelled', modifications })).toBeGreaterThan(standing);
      }),
    );
  });

  it('has no calendar for no bookings', () => {
    fc.assert(
      fc.property(
        anyNoticePlace,
        (location) =>
          bookingCalendar('REQUEST', [], { owner, location, client: null, stampedAt: start, language: 'en' }) === null,
      ),
    );
  });

  it("opens Google Calendar's add-event page with the title, UTC times and place as typed", () => {
    expect(
      googleCalendarLink({
        title: 'Corte & color',
        start,
        end: addMinutes(start, 45),
        location: 'Salón Aurora, Av. Providencia 1234',
        details: null,
      }),
    ).toBe(
      'https://calendar.google.com/calendar/render?action=TEMPLATE&text=Corte%20%26%20color&dates=20261201T130000Z/20261201T134500Z&location=Sal%C3%B3n%20Aurora%2C%20Av.%20Providencia%201234',
    );
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.string({ unit: 'grapheme' }), (title, location) => {
        const link = new URL(googleCalendarLink({ title, start, end: addMinutes(start, 30), location, details: null }));
        expect(link.origin + link.pathname).toBe('https://calendar.google.com/calendar/render');
        expect(link.searchParams.get('action')).toBe('TEMPLATE');
        expect(link.searchParams.get('text')).toBe(title);
        expect(link.searchParams.get('location')).toBe(location);
      }),
    );
  });
});
