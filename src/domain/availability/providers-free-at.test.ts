import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clockTimeFromMinutes, type ClockTime } from '../calendar/clock-time';
import type { LocalDate } from '../calendar/local-date';
import {
  anyAvailabilityCase,
  exampleAgenda,
  exampleBooking,
  exampleProvider,
  exampleService,
} from './availability.arbitraries';
import { hourBlocks } from './available-hours';
import { providersFreeAt } from './providers-free-at';

const day = (text: string) => text as LocalDate;
const hour = (text: string) => text as ClockTime;

describe('providers free at a time (booking-wizard §7 GET /service_providers)', () => {
  it('names, at every grid hour, exactly the professionals its hour block names (issue 3)', () => {
    fc.assert(
      fc.property(anyAvailabilityCase({ single: true }), ({ agenda, chain, date }) => {
        const [service] = chain;
        const blocks = new Map(
          hourBlocks(agenda, chain, date).map((block) => [block.hour, block.bookings[0]?.providerIds]),
        );
        for (let minutes = 0; minutes < 1440; minutes += agenda.slotStepMinutes) {
          const at = clockTimeFromMinutes(minutes);
          expect(providersFreeAt(agenda, service, date, at)).toEqual(blocks.get(at) ?? []);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('judges an hour off the slot grid by the same rules', () => {
    // Tuesdays, and Sundays for the skipped 00:30 of 2026-09-06.
    const open = exampleAgenda({
      providers: [
        exampleProvider(1, { '2': [['09:00', '12:00']], '7': [['00:00', '03:00']] }),
        exampleProvider(2, { '2': [['09:10', '10:00']], '7': [['00:00', '03:00']] }),
      ],
    });
    const agenda = { ...open, bookings: [exampleBooking(open, 1, '2026-12-01', 600, 630)] };
    const service = exampleService(1, 45, [1, 2]);
    expect(providersFreeAt(agenda, service, day('2026-12-01'), hour('09:10'))).toEqual([1, 2]);
    expect(providersFreeAt(agenda, service, day('2026-12-01'), hour('09:20'))).toEqual([]);
    expect(providersFreeAt(agenda, service, day('2026-12-01'), hour('10:30'))).toEqual([1]);
    // The clocks never read 00:30 on 2026-09-06: no one is free then, though both are from 01:00.
    expect(providersFreeAt(agenda, service, day('2026-09-06'), hour('00:30'))).toEqual([]);
    expect(providersFreeAt(agenda, service, day('2026-09-06'), hour('01:00'))).toEqual([1, 2]);
  });
});
