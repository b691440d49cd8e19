import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { minutesOfDay, type ClockTime } from '../calendar/clock-time';
import type { LocalDate } from '../calendar/local-date';
import type { ProviderId, ServiceId } from '../catalog/service';
import type { Agenda } from './agenda';
import { anyDateIn, anyFiveMinuteTime, anyZone, exampleAgenda, exampleService } from './availability.arbitraries';
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
