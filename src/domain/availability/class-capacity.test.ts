import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { minutesOfDay, type ClockTime } from '../calendar/clock-time';
import type { LocalDate } from '../calendar/local-date';
import type { ProviderId, ServiceId } from '../catalog/service';
import type { Agenda, Booking } from './agenda';
import {
  anyAvailabilityCase,
  anyDateIn,
  anyFiveMinuteTime,
  anyZone,
  exampleAgenda,
  exampleBooking,
  exampleService,
} from './availability.arbitraries';
import {
  availableClassDays,
  availableClassHours,
  classBlocks,
  classWithMostSeats,
  parseScheduledClass,
  seatsLeft,
  seatsLeftAtHour,
  type ScheduledClass,
} from './class-capacity';
import type { Instant } from '../calendar/instant';
import { naiveInstantReading } from './naive-availability.test-support';
import { instantAt } from './time-zone';
import { heldList } from './held-bookings';

const day = (text: string) => text as LocalDate;
const yoga = exampleService(4, 60, [1, 2]);

const held = (overrides: Partial<ScheduledClass> = {}): ScheduledClass => ({
  serviceId: 4 as ServiceId,
  providerId: 1 as ProviderId,
  date: day('2026-12-01'),
  start: '09:00' as ClockTime,
  capacity: 10,
  seatsTaken: 0,
  ...overrides,
});

const agendaIn = (zone: string, overrides: Partial<Agenda> = {}): Agenda => exampleAgenda({ zone, ...overrides });

describe('class services (booking-wizard §1 class services, §3 classService; issue 3 class capacity)', () => {
  it('accepts a class time and refuses one with no seats or a negative count taken', () => {
    expect(parseScheduledClass({ ...held() }).isOk()).toBe(true);
    expect(parseScheduledClass({ ...held(), capacity: 0 }).isErr()).toBe(true);
    expect(parseScheduledClass({ ...held(), seatsTaken: -1 }).isErr()).toBe(true);
  });

  it('offers a class while seats remain, with how many are left, and not once it is full', () => {
    const agenda = agendaIn('America/Santiago');
    const classes = [
      held({ seatsTaken: 9 }),
      held({ start: '10:00' as ClockTime, seatsTaken: 10 }),
      held({ start: '19:30' as ClockTime }),
    ];
    const hours = availableClassHours(agenda, yoga, classes, day('2026-12-01'));
    expect(hours.morningHours.map((block) => [block.hour, block.classes])).toEqual([
      ['09:00', [{ providerId: 1, seatsLeft: 1 }]],
    ]);
    expect(hours.afternoonHours).toEqual([]);
    expect(hours.nightHours.map((block) => block.hour)).toEqual(['19:30']);
  });

  it('puts classes of several professionals at one hour in one block, in id order', () => {
    const blocks = classBlocks(
      agendaIn('UTC'),
      yoga,
      [held({ providerId: 2 as ProviderId }), held()],
      day('2026-12-01'),
    );
    expect(blocks).toEqual([
      {
        hour: '09:00',
        startBlock: Date.parse('2026-12-01T09:00:00Z'),
        endBlock: Date.parse('2026-12-01T10:00:00Z'),
        classes: [
          { providerId: 1, seatsLeft: 10 },
          { providerId: 2, seatsLeft: 10 },
        ],
      },
    ]);
  });

  it('offers only the service’s classes with its allowed professionals', () => {
    const classes = [held({ serviceId: 5 as ServiceId }), held({ providerId: 3 as ProviderId })];
    expect(classBlocks(agendaIn('UTC'), yoga, classes, day('2026-12-01'))).toEqual([]);
  });

  it('offers no class at a time the clocks skip, nor sooner than the notice allows', () => {
    const skipped = held({ date: day('2026-09-06'), start: '00:30' as ClockTime });
    expect(classBlocks(agendaIn('America/Santiago'), yoga, [skipped], day('2026-09-06'))).toEqual([]);
    const soon = agendaIn('UTC', { now: Date.parse('2026-12-01T08:30:00Z') as Instant, minimumNoticeMinutes: 60 });
    expect(classBlocks(soon, yoga, [held()], day('2026-12-01'))).toEqual([]);
  });

  it('starts every offered class at the first instant the clocks read its time, and never a full one', () => {
    fc.assert(
      fc.property(
        anyZone.chain((zone) =>
          fc.record({
            zone: fc.constant(zone),
            date: anyDateIn(zone),
            classes: fc.array(
              fc.record({
                start: anyFiveMinuteTime,
                capacity: fc.integer({ min: 1, max: 5 }),
                seatsTaken: fc.integer({ min: 0, max: 5 }),
              }),
              { maxLength: 6 },
            ),
          }),
        ),
        ({ zone, date, classes }) => {
          const agenda = agendaIn(zone.name);
          const scheduled = classes.map((entry) => held({ ...entry, date }));
          for (const block of classBlocks(agenda, yoga, scheduled, date)) {
            expect(block.startBlock).toBe(naiveInstantReading(zone.name, date, minutesOfDay(block.hour)));
            expect(block.endBlock - block.startBlock).toBe(60 * 60_000);
            const atHour = scheduled.filter((entry) => entry.start === block.hour && seatsLeft(entry) > 0);
            // The seats shown at the hour are every class's free seats then, never none.
            expect(seatsLeftAtHour(block)).toBe(atHour.reduce((total, entry) => total + seatsLeft(entry), 0));
            expect(seatsLeftAtHour(block)).toBeGreaterThan(0);
          }
        },
      ),
      { numRuns: 40 },
    );
  });

  it('gives a seat in the class with the most seats left, the lowest id on a tie', () => {
    const classes = [
      { providerId: 1 as ProviderId, seatsLeft: 2 },
      { providerId: 2 as ProviderId, seatsLeft: 5 },
      { providerId: 3 as ProviderId, seatsLeft: 5 },
    ];
    expect(classWithMostSeats(classes)?.providerId).toBe(2);
    expect(classWithMostSeats([])).toBeUndefined();
  });

  it('marks a day available exactly when it has a class with seats', () => {
    const classes = [held(), held({ date: day('2026-12-02'), seatsTaken: 10 })];
    expect(availableClassDays(agendaIn('UTC'), yoga, classes, day('2026-12-01'), day('2026-12-03'))).toEqual([
      { date: '2026-12-01', available: true },
      { date: '2026-12-02', available: false },
      { date: '2026-12-03', available: false },
    ]);
  });
});

describe('a professional is never in two places (issue 29: a class seat over a booking of its professional)', () => {
  const monday = day('2026-12-07');
  const pilates = exampleService(4, 90, [1, 2]);
  const utc = agendaIn('UTC');
  const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  const timeOf = (providerId: number, from: string, to: string): Booking =>
    exampleBooking(utc, providerId, monday, minutes(from), minutes(to));
  const seatsOf = (serviceId: number, providerId: number, from: string, to: string): Booking => ({
    ...timeOf(providerId, from, to),
    seatOf: serviceId as ServiceId,
  });
  const at18 = (overrides: Partial<ScheduledClass> = {}) =>
    held({ date: monday, start: '18:00' as ClockTime, seatsTaken: 2, ...overrides });

  it('does not offer Francisca’s 18:00–19:30 class over her manicures at 18:00–18:40 and 19:15–19:55, and offers the same class of a free professional', () => {
    const agenda = agendaIn('UTC', {
      bookings: [timeOf(1, '18:00', '18:40'), timeOf(1, '19:15', '19:55'), seatsOf(4, 1, '18:00', '19:30')],
    });
    const blocks = classBlocks(agenda, pilates, [at18(), at18({ providerId: 2 as ProviderId })], monday);
    expect(blocks.map((block) => [block.hour, block.classes])).toEqual([['18:00', [{ providerId: 2, seatsLeft: 8 }]]]);
    expect(classBlocks(agenda, pilates, [at18()], monday)).toEqual([]);
  });

  it('offers a class over its own seats, but not over another class’s seats nor over the same service’s class at another start', () => {
    const offered = (bookings: readonly Booking[]) =>
      classBlocks(agendaIn('UTC', { bookings }), pilates, [at18()], monday).map((block) => block.hour);
    expect(offered([seatsOf(4, 1, '18:00', '19:30')])).toEqual(['18:00']);
    expect(offered([seatsOf(5, 1, '18:00', '19:30')])).toEqual([]);
    expect(offered([seatsOf(4, 1, '17:00', '18:30')])).toEqual([]);
    expect(offered([timeOf(1, '19:29', '19:30')])).toEqual([]);
    expect(offered([timeOf(1, '17:00', '18:00'), timeOf(1, '19:30', '20:00'), timeOf(2, '18:00', '19:30')])).toEqual([
      '18:00',
    ]);
  });

  it('offers a class with seats exactly when no time of its professional but its own seats overlaps it', () => {
    const anyCase = anyAvailabilityCase({ single: true }).chain((availability) => {
      const providerIds = availability.agenda.providers.map((provider) => provider.id);
      return fc.record({
        availability: fc.constant(availability),
        classes: fc.uniqueArray(
          fc.record({
            serviceId: fc.constantFrom(4 as ServiceId, 4 as ServiceId, 5 as ServiceId),
            providerId: fc.constantFrom(...providerIds),
            start: anyFiveMinuteTime,
            capacity: fc.integer({ min: 1, max: 4 }),
            seatsTaken: fc.integer({ min: 0, max: 4 }),
          }),
          {
            maxLength: 6,
            selector: (entry) => `${String(entry.serviceId)} ${String(entry.providerId)} ${entry.start}`,
          },
        ),
      });
    });
    fc.assert(
      fc.property(anyCase, ({ availability: { agenda, date }, classes }) => {
        const service = exampleService(4, 90, [1, 2, 3, 4]);
        const scheduled = classes.map((entry) =>
          held({ ...entry, date, seatsTaken: Math.min(entry.seatsTaken, entry.capacity) }),
        );
        // A class with seats taken holds its professional's time, as the agenda reads it from the bookings.
        const seats = scheduled.flatMap((entry): Booking[] => {
          if (entry.seatsTaken === 0) return [];
          const start = instantAt(agenda.timeZone, date, entry.start);
          const length = entry.serviceId === service.serviceId ? 90 : 45;
          return [
            { providerId: entry.providerId, start, end: (start + length * 60_000) as Instant, seatOf: entry.serviceId },
          ];
        });
        const withSeats: Agenda = { ...agenda, bookings: [...agenda.bookings, ...seats] };
        const offered = classBlocks(withSeats, service, scheduled, date);
        const elsewhere = (providerId: ProviderId, start: number, end: number) =>
          heldList(withSeats.bookings).filter(
            (booking) =>
              booking.providerId === providerId &&
              booking.start < end &&
              start < booking.end &&
              !(booking.seatOf === service.serviceId && booking.start === start),
          );
        for (const block of offered) {
          for (const seatsThen of block.classes) {
            expect(elsewhere(seatsThen.providerId, block.startBlock, block.endBlock)).toEqual([]);
          }
        }
        // Every class the hours would offer with no time taken is offered unless other time overlaps it.
        for (const block of classBlocks({ ...agenda, bookings: [] }, service, scheduled, date)) {
          const expected = block.classes.filter(
            (seatsThen) => elsewhere(seatsThen.providerId, block.startBlock, block.endBlock).length === 0,
          );
          const got = offered.find((candidate) => candidate.hour === block.hour)?.classes ?? [];
          expect(got).toEqual(expected);
        }
      }),
      { numRuns: 200 },
    );
  });
});
