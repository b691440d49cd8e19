import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clockTimeFromMinutes, type ClockTime } from '../calendar/clock-time';
import type { LocalDate } from '../calendar/local-date';
import {
  anyAvailabilityCase,
  exampleAgenda,
  exampleBooking,
  exampleChain,
  exampleProvider,
  exampleService,
} from './availability.arbitraries';
import { assignedHours, hourBlocks } from './available-hours';
import { assignProviders } from './first-available-provider';
import { naiveBookingCount } from './naive-availability.test-support';

const day = (text: string) => text as LocalDate;
const hour = (text: string) => text as ClockTime;

describe('first provider available resolved when booking (booking-wizard §3 Provider id 0; issue 3)', () => {
  it('gives every service of an offered hour a professional free for it, with the fewest bookings that day, lowest id on a tie', () => {
    fc.assert(
      fc.property(anyAvailabilityCase(), ({ agenda, chain, date }) => {
        for (const block of hourBlocks(agenda, chain, date)) {
          const assigned = assignProviders(agenda, chain, date, block.hour)._unsafeUnwrap();
          expect(assigned.map(({ serviceId, start, end }) => ({ serviceId, start, end }))).toEqual(
            block.bookings.map(({ serviceId, start, end }) => ({ serviceId, start, end })),
          );
          assigned.forEach((service, position) => {
            const free = block.bookings[position]?.providerIds ?? [];
            expect(free).toContain(service.providerId);
            const counts = free.map((id) => naiveBookingCount(agenda, id, date));
            const fewest = Math.min(...counts);
            expect(service.providerId).toBe(free[counts.indexOf(fewest)]);
          });
        }
      }),
      { numRuns: 40 },
    );
  });

  it('offers, in one walk, every hour of the blocks with each service given whom a booking at that hour would get', () => {
    fc.assert(
      fc.property(anyAvailabilityCase(), ({ agenda, chain, date }) => {
        const offered = assignedHours(agenda, chain, date, (hour, startBlock, endBlock, bookings) => ({
          hour,
          startBlock,
          endBlock,
          bookings,
        }));
        expect(offered).toEqual(
          hourBlocks(agenda, chain, date).map(({ hour, startBlock, endBlock }) => ({
            hour,
            startBlock,
            endBlock,
            bookings: assignProviders(agenda, chain, date, hour)._unsafeUnwrap(),
          })),
        );
      }),
      { numRuns: 60 },
    );
  });

  it('refuses every grid hour that is not offered, naming the day and hour', () => {
    fc.assert(
      fc.property(anyAvailabilityCase(), ({ agenda, chain, date }) => {
        const offered = new Set(hourBlocks(agenda, chain, date).map((block) => block.hour));
        for (let minutes = 0; minutes < 1440; minutes += agenda.slotStepMinutes) {
          const at = clockTimeFromMinutes(minutes);
          if (offered.has(at)) continue;
          expect(assignProviders(agenda, chain, date, at)._unsafeUnwrapErr()).toEqual({
            _tag: 'HourNotAvailable',
            code: 'AVAILABILITY.HOUR_NOT_AVAILABLE',
            date,
            hour: at,
          });
        }
      }),
      { numRuns: 40 },
    );
  });

  it('picks the free professional with fewer bookings that day, then the lower id', () => {
    const open = exampleAgenda({
      providers: [1, 2, 3].map((id) => exampleProvider(id, { '2': [['09:00', '18:00']] })),
    });
    const booked = (providerId: number, start: number) =>
      exampleBooking(open, providerId, '2026-12-01', start, start + 30);
    const agenda = {
      ...open,
      bookings: [booked(1, 700), booked(1, 760), booked(2, 800), booked(3, 900), booked(3, 960)],
    };
    const chain = exampleChain(exampleService(5, 60, [1, 2, 3]), exampleService(6, 60, [1, 3]));
    const assigned = assignProviders(agenda, chain, day('2026-12-01'), hour('09:00'))._unsafeUnwrap();
    // 2 has one booking; for the second service 1 and 3 have two each, and 1 has the lower id.
    expect(assigned.map((service) => [service.serviceId, service.providerId])).toEqual([
      [5, 2],
      [6, 1],
    ]);
    expect(assigned[1]?.start).toBe(assigned[0]?.end);
    const [offered] = assignedHours(agenda, chain, day('2026-12-01'), (hour, _start, _end, bookings) => ({
      hour,
      bookings,
    }));
    expect(offered).toEqual({ hour: '09:00', bookings: assigned });
  });
});
