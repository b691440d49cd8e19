import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, addMonths, dayNumber, type LocalDate } from '../calendar/local-date';
import type { ProviderId } from '../catalog/service';
import { bookingWindow, parseBooking, windowOnDate, windowOnDates, type Agenda } from './agenda';
import { hourBlocks } from './available-hours';
import {
  anyAvailabilityCase,
  exampleAgenda,
  exampleChain,
  exampleProvider,
  exampleService,
  everyDay,
} from './availability.arbitraries';
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

describe('what of now a day’s hours depend on (docs/adr/0071, the hours memo)', () => {
  const santiago = (now: string, minimumNoticeMinutes = 0) =>
    exampleAgenda({
      now: Date.parse(now) as Instant,
      minimumNoticeMinutes,
      afterBookingMonths: 1,
      providers: [exampleProvider(1, everyDay([['09:00', '18:00']]))],
    });

  it('is the whole day when now plus the notice comes before the date starts', () => {
    expect(windowOnDate(santiago('2026-01-01T12:00:00Z', 60), '2026-01-05' as LocalDate)).toEqual({ _tag: 'WholeDay' });
  });

  it('cuts the hours at now plus the notice on the day it falls in', () => {
    const agenda = santiago('2026-01-05T12:00:00Z', 60);
    expect(windowOnDate(agenda, '2026-01-05' as LocalDate)).toEqual({
      _tag: 'From',
      earliestStart: Date.parse('2026-01-05T13:00:00Z'),
    });
  });

  it('is closed before today and past the last bookable date', () => {
    const agenda = santiago('2026-01-05T12:00:00Z');
    expect(windowOnDate(agenda, '2026-01-04' as LocalDate)).toEqual({ _tag: 'Closed' });
    expect(windowOnDate(agenda, '2026-02-06' as LocalDate)).toEqual({ _tag: 'Closed' });
  });

  it('tells apart two nows whose hours differ on the day', () => {
    const chain = exampleChain(exampleService(1, 30, [1]));
    const date = '2026-01-05' as LocalDate;
    const early = santiago('2026-01-05T12:00:00Z');
    const late = santiago('2026-01-05T15:00:00Z');
    expect(hourBlocks(early, chain, date)).not.toEqual(hourBlocks(late, chain, date));
    expect(windowOnDate(early, date)).not.toEqual(windowOnDate(late, date));
  });

  it('gives the same hours for any two nows it does not tell apart, unless it cuts the day', () => {
    fc.assert(
      fc.property(
        anyAvailabilityCase(),
        fc.integer({ min: -4 * 24 * 60, max: 24 * 60 }),
        ({ agenda: anyAgenda, chain, date }, minutesLater) => {
          const other: Agenda = { ...anyAgenda, now: (anyAgenda.now + minutesLater * 60_000) as Instant };
          const seen = windowOnDate(anyAgenda, date);
          fc.pre(seen._tag !== 'From' && seen._tag === windowOnDate(other, date)._tag);
          expect(hourBlocks(other, chain, date)).toEqual(hourBlocks(anyAgenda, chain, date));
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe("what of now a range of days depends on (the day strip's answers kept, issue 37)", () => {
  it('names the dates cut at now plus the notice, however many days the notice spans', () => {
    const windows = windowOnDates(
      agenda('2026-01-05T12:00:00Z', 2 * 24 * 60, 1),
      '2026-01-03' as LocalDate,
      '2026-01-20' as LocalDate,
    );
    expect(windows).toEqual({
      today: '2026-01-05',
      lastDate: '2026-02-05',
      cutDates: ['2026-01-05', '2026-01-06', '2026-01-07'],
    });
  });

  it('says of every date of the range what windowOnDate says of it', () => {
    fc.assert(
      fc.property(
        anyAvailabilityCase(),
        fc.integer({ min: -3, max: 3 }),
        fc.integer({ min: 0, max: 40 }),
        ({ agenda: anyAgenda, date }, offset, span) => {
          const from = addDays(date, offset);
          const to = addDays(from, span);
          const { today, lastDate, cutDates } = windowOnDates(anyAgenda, from, to);
          for (let day = 0; day <= span; day++) {
            const each = addDays(from, day);
            const closed = dayNumber(each) < dayNumber(today) || dayNumber(each) > dayNumber(lastDate);
            const tag = windowOnDate(anyAgenda, each)._tag;
            expect(tag === 'From').toBe(cutDates.includes(each));
            expect(tag === 'Closed').toBe(closed);
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});
