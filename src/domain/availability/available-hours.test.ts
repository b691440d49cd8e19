import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { minutesOfDay, type ClockTime } from '../calendar/clock-time';
import type { LocalDate } from '../calendar/local-date';
import {
  anyAvailabilityCase,
  everyDay,
  exampleAgenda,
  exampleBooking,
  exampleChain,
  exampleProvider,
  exampleService,
} from './availability.arbitraries';
import {
  AFTERNOON_STARTS_AT,
  availableHours,
  groupByPartOfDay,
  hourBlocks,
  NIGHT_STARTS_AT,
  partOfDay,
  type HourBlock,
} from './available-hours';
import type { Instant } from '../calendar/instant';
import {
  naiveHourBlocks,
  naiveInsideEveryMinute,
  naiveIsBooked,
  naiveLastDate,
  naiveReading,
  naiveWorkingInstants,
} from './naive-availability.test-support';

const day = (text: string) => text as LocalDate;
const utc = (text: string) => Date.parse(text) as Instant;
const hoursOf = (blocks: readonly HourBlock[]) => blocks.map((block) => block.hour);

describe('available hours (booking-wizard §3 Hour block and Day hours response, §7 available_hours)', () => {
  it('agrees with a naive minute-by-minute reference on random schedules, bookings and zones (issue 3)', () => {
    fc.assert(
      fc.property(anyAvailabilityCase(), ({ agenda, chain, date }) => {
        const blocks = hourBlocks(agenda, chain, date);
        expect(blocks).toEqual(naiveHourBlocks(agenda, chain, date));
      }),
      { numRuns: 50 },
    );
  });

  it('offers no hour at a local time the clocks skip (issue 3: no slot at a nonexistent local time)', () => {
    fc.assert(
      fc.property(anyAvailabilityCase(), ({ agenda, chain, date }) => {
        for (const block of hourBlocks(agenda, chain, date)) {
          expect(naiveReading(agenda.timeZone.name, block.startBlock)).toBe(`${date} ${block.hour}`);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('places every service of every hour inside its professionals’ working hours and outside their bookings (issue 3)', () => {
    fc.assert(
      fc.property(anyAvailabilityCase(), ({ agenda, chain, date }) => {
        for (const block of hourBlocks(agenda, chain, date)) {
          for (const booking of block.bookings) {
            for (const providerId of booking.providerIds) {
              const working = naiveWorkingInstants(agenda, providerId, date);
              expect(naiveInsideEveryMinute(working, booking.start, booking.end)).toBe(true);
              expect(naiveIsBooked(agenda, providerId, booking.start, booking.end)).toBe(false);
            }
          }
        }
      }),
      { numRuns: 40 },
    );
  });

  it('chains services contiguously: each starts when the previous ends, from the block’s start to its end (issue 3)', () => {
    fc.assert(
      fc.property(anyAvailabilityCase(), ({ agenda, chain, date }) => {
        for (const block of hourBlocks(agenda, chain, date)) {
          expect(block.bookings.map((booking) => booking.serviceId)).toEqual(chain.map((item) => item.serviceId));
          expect(block.bookings[0]?.start).toBe(block.startBlock);
          expect(block.bookings.at(-1)?.end).toBe(block.endBlock);
          block.bookings.forEach((booking, position) => {
            expect(booking.end - booking.start).toBe((chain[position]?.durationMinutes ?? 0) * 60_000);
            const next = block.bookings[position + 1];
            if (next !== undefined) expect(next.start).toBe(booking.end);
            expect(booking.providerIds.length).toBeGreaterThan(0);
            expect(booking.providerIds.every((id) => chain[position]?.providerIds.includes(id))).toBe(true);
          });
        }
      }),
      { numRuns: 50 },
    );
  });

  it('offers nothing sooner than now plus the notice, nor after the afterBooking limit (issue 3 Limits)', () => {
    fc.assert(
      fc.property(anyAvailabilityCase(), ({ agenda, chain, date }) => {
        const blocks = hourBlocks(agenda, chain, date);
        for (const block of blocks)
          expect(block.startBlock).toBeGreaterThanOrEqual(agenda.now + agenda.minimumNoticeMinutes * 60_000);
        if (date > naiveLastDate(agenda)) expect(blocks).toEqual([]);
      }),
      { numRuns: 50 },
    );
  });

  it('lists hours in chronological order on the slot grid from local midnight (docs/adr/0013)', () => {
    fc.assert(
      fc.property(anyAvailabilityCase(), ({ agenda, chain, date }) => {
        const blocks = hourBlocks(agenda, chain, date);
        blocks.forEach((block, position) => {
          expect(minutesOfDay(block.hour) % agenda.slotStepMinutes).toBe(0);
          const next = blocks[position + 1];
          if (next !== undefined) {
            expect(next.startBlock).toBeGreaterThan(block.startBlock);
            expect(next.hour > block.hour).toBe(true);
          }
        });
      }),
      { numRuns: 50 },
    );
  });

  it('groups hours into morning before 12:00, afternoon before 19:00 and night from 19:00 (booking-wizard §2)', () => {
    expect([partOfDay('00:00' as ClockTime), partOfDay('11:59' as ClockTime)]).toEqual(['morning', 'morning']);
    expect([partOfDay(AFTERNOON_STARTS_AT), partOfDay('18:59' as ClockTime)]).toEqual(['afternoon', 'afternoon']);
    expect([partOfDay(NIGHT_STARTS_AT), partOfDay('23:59' as ClockTime)]).toEqual(['night', 'night']);
    fc.assert(
      fc.property(anyAvailabilityCase(), ({ agenda, chain, date }) => {
        const blocks = hourBlocks(agenda, chain, date);
        const hours = availableHours(agenda, chain, date);
        expect([...hours.morningHours, ...hours.afternoonHours, ...hours.nightHours]).toEqual(blocks);
        expect(hours.morningHours.every((block) => block.hour < AFTERNOON_STARTS_AT)).toBe(true);
        expect(
          hours.afternoonHours.every((block) => block.hour >= AFTERNOON_STARTS_AT && block.hour < NIGHT_STARTS_AT),
        ).toBe(true);
        expect(hours.nightHours.every((block) => block.hour >= NIGHT_STARTS_AT)).toBe(true);
        expect(groupByPartOfDay(blocks)).toEqual(hours);
      }),
      { numRuns: 40 },
    );
  });

  it('offers no 00:xx hour in Santiago on 2026-09-06, when 00:00–00:59 does not exist, and starts at 01:00', () => {
    const agenda = exampleAgenda({ providers: [exampleProvider(1, everyDay([['00:00', '03:00']]))] });
    const blocks = hourBlocks(agenda, exampleChain(exampleService(1, 60, [1])), day('2026-09-06'));
    expect(hoursOf(blocks)).toEqual(['01:00', '01:30', '02:00']);
    expect(blocks[0]?.startBlock).toBe(utc('2026-09-06T04:00:00Z'));
  });

  it('offers each hour of the repeated 23:00–23:59 in Santiago on 2026-04-04 once, at its first reading', () => {
    const agenda = exampleAgenda({ providers: [exampleProvider(1, everyDay([['22:00', '24:00']]))] });
    const blocks = hourBlocks(agenda, exampleChain(exampleService(1, 60, [1])), day('2026-04-04'));
    // The day's 22:00–24:00 lasts three real hours, so even 23:30 (first reading) ends before midnight.
    expect(hoursOf(blocks)).toEqual(['22:00', '22:30', '23:00', '23:30']);
    expect(blocks.find((block) => block.hour === '23:00')?.startBlock).toBe(utc('2026-04-05T02:00:00Z'));
  });

  it('offers the hours of a working day around its bookings, with the professionals free at each (booking-wizard §7)', () => {
    const open = exampleAgenda({
      providers: [
        exampleProvider(1, everyDay([['09:00', '12:00']])),
        exampleProvider(2, everyDay([['10:00', '11:00']])),
      ],
    });
    const agenda = { ...open, bookings: [exampleBooking(open, 1, '2026-12-01', 600, 660)] };
    const blocks = hourBlocks(agenda, exampleChain(exampleService(1, 60, [1, 2])), day('2026-12-01'));
    expect(blocks.map((block) => [block.hour, block.bookings[0]?.providerIds])).toEqual([
      ['09:00', [1]],
      ['10:00', [2]],
      ['11:00', [1]],
    ]);
    expect(blocks[0]?.startBlock).toBe(utc('2026-12-01T12:00:00Z'));
  });

  it('offers a chain whose services are given by different professionals (issue 3: consecutive chains)', () => {
    const agenda = exampleAgenda({
      providers: [
        exampleProvider(1, everyDay([['09:00', '10:00']])),
        exampleProvider(2, everyDay([['10:00', '11:00']])),
      ],
    });
    const chain = exampleChain(exampleService(7, 60, [1, 2]), exampleService(8, 60, [1, 2]));
    const blocks = hourBlocks(agenda, chain, day('2026-12-01'));
    expect(blocks).toHaveLength(1);
    expect(blocks[0]?.bookings.map((booking) => [booking.serviceId, booking.providerIds])).toEqual([
      [7, [1]],
      [8, [2]],
    ]);
  });

  it('joins working intervals that meet, so a service may run across the meeting point', () => {
    const agenda = exampleAgenda({
      providers: [
        exampleProvider(
          1,
          everyDay([
            ['12:00', '14:00'],
            ['09:00', '12:00'],
          ]),
        ),
      ],
    });
    expect(hoursOf(hourBlocks(agenda, exampleChain(exampleService(1, 120, [1])), day('2026-12-01')))).toEqual([
      '09:00',
      '09:30',
      '10:00',
      '10:30',
      '11:00',
      '11:30',
      '12:00',
    ]);
  });

  it('joins working intervals that meet at New York’s skipped 02:00–02:59 on 2026-03-08', () => {
    const agenda = exampleAgenda({
      zone: 'America/New_York',
      providers: [
        exampleProvider(
          1,
          everyDay([
            ['01:00', '02:15'],
            ['02:45', '04:00'],
          ]),
        ),
      ],
    });
    // 01:00–02:15 ends, and 02:45–04:00 starts, at the jump to 03:00: two real hours with no pause.
    expect(hoursOf(hourBlocks(agenda, exampleChain(exampleService(1, 120, [1])), day('2026-03-08')))).toEqual([
      '01:00',
    ]);
  });

  it('follows an exception instead of the weekly schedule on its date', () => {
    const agenda = exampleAgenda({
      providers: [exampleProvider(1, everyDay([['09:00', '18:00']]), [{ date: '2026-12-01', intervals: [] }])],
    });
    const chain = exampleChain(exampleService(1, 60, [1]));
    expect(hourBlocks(agenda, chain, day('2026-12-01'))).toEqual([]);
    expect(hourBlocks(agenda, chain, day('2026-12-02')).length).toBeGreaterThan(0);
  });
});
