import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addMonths, type LocalDate } from '../calendar/local-date';
import type { ProviderId } from '../catalog/service';
import { bookingWindow, parseBooking, type Agenda } from './agenda';
import { anyAvailabilityCase } from './availability.arbitraries';
import type { Instant } from '../calendar/instant';
import { naiveReading } from './naive-availability.test-support';
import { timeZone } from './time-zone';

const agenda = (now: string, minimumNoticeMinutes: number, afterBookingMonths: number): Agenda => ({
  timeZone: timeZone('America/Santiago')._unsafeUnwrap(),
  providers: [],
  bookings: [],
  slotStepMinutes: 15,
  now: Date.parse(now) as Instant,
  minimumNoticeMinutes,
  afterBookingMonths,
});

describe('the booking window (issue 3 Limits; booking-wizard §5 next arrow, §9 forward limit)', () => {
  it('starts at now plus the minimum notice', () => {
    expect(bookingWindow(agenda('2026-12-01T12:00:00Z', 90, 1)).earliestStart).toBe(Date.parse('2026-12-01T13:30:00Z'));
  });

  it('counts today and afterBooking months in the location’s time zone, not UTC', () => {
    // 02:00 UTC on 1 December is still 30 November in Santiago.
    const window = bookingWindow(agenda('2026-12-01T02:00:00Z', 0, 3));
    expect(window.today).toBe('2026-11-30');
    expect(window.lastDate).toBe('2027-02-28');
  });

  it('ends afterBooking months after the local date of now, whatever the zone and now', () => {
    fc.assert(
      fc.property(anyAvailabilityCase(), ({ agenda: anyAgenda }) => {
        const window = bookingWindow(anyAgenda);
        const today = naiveReading(anyAgenda.timeZone.name, anyAgenda.now).slice(0, 10) as LocalDate;
        expect(window.today).toBe(today);
        expect(window.lastDate).toBe(addMonths(today, anyAgenda.afterBookingMonths));
      }),
      { numRuns: 50 },
    );
  });

  it('refuses a booking that does not end after it starts', () => {
    expect(parseBooking({ providerId: 1 as ProviderId, start: 1000, end: 1000 }).isErr()).toBe(true);
    expect(parseBooking({ providerId: 1, start: 1000, end: 61_000 }).isOk()).toBe(true);
  });
});
