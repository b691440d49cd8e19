import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ClockTime } from '../calendar/clock-time';
import { addMinutes, type Instant } from '../calendar/instant';
import type { LocalDate } from '../calendar/local-date';
import type { ProviderId, ServiceId } from '../catalog/service';
import type { Agenda, Booking } from './agenda';
import {
  anyAvailabilityCase,
  anyPlacementCase,
  exampleAgenda,
  exampleBooking,
  exampleProvider,
  exampleService,
  placeableService,
} from './availability.arbitraries';
import { hourBlocks } from './available-hours';
import type { ScheduledClass } from './class-capacity';
import {
  naiveBookingCount,
  naiveInsideEveryMinute,
  naiveInstantReading,
  naiveIsBooked,
  naiveLastDate,
  naiveReading,
  naiveWorkingInstants,
} from './naive-availability.test-support';
import { placeInAgenda, type ItemPlacement, type ItemToPlace, type PlaceableService } from './place-in-agenda';
import { instantAt, wallClockAt } from './time-zone';

// Placing a reservation's items when it is booked (booking-wizard §4 Submission, §7; docs/adr/0013,
// docs/adr/0016), checked against examples, invariants and a naive reference written below.

const MINUTE = 60_000;
const day = (text: string) => text as LocalDate;
const hour = (text: string) => text as ClockTime;

/**
 * The naive reference: every item in order, reading the clocks by brute force (naive-availability),
 * finding who is free minute by minute, and keeping the time and seats the items before it took.
 */
function naivePlacement(
  agenda: Agenda,
  classes: readonly ScheduledClass[],
  items: readonly ItemToPlace[],
): readonly ItemPlacement[] {
  const zone = agenda.timeZone.name;
  const today = naiveReading(zone, agenda.now).slice(0, 10);
  const lastDate = naiveLastDate(agenda);
  const earliest = agenda.now + agenda.minimumNoticeMinutes * MINUTE;
  const held: Booking[] = [];
  const seatsTakenByItems: { serviceId: number; providerId: number; start: number }[] = [];
  return items.map((item): ItemPlacement => {
    const { service, start, end } = item;
    if (end !== start + service.durationMinutes * MINUTE) return { _tag: 'WrongEnd', code: 'AVAILABILITY.WRONG_END' };
    const reading = naiveReading(zone, start);
    const date = reading.slice(0, 10);
    const time = reading.slice(11, 16);
    const minutes = Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
    if (naiveInstantReading(zone, date, minutes) !== start)
      return { _tag: 'NotAnHour', code: 'AVAILABILITY.NOT_AN_HOUR' };
    const performers: number[] = service.serviceProviders.map((provider) => provider.id);
    const allowed = item.chosenProviderId === 0 ? performers : performers.filter((id) => id === item.chosenProviderId);
    if (allowed.length === 0 && item.chosenProviderId !== 0) {
      return {
        _tag: 'ChosenProviderDoesNotGiveService',
        code: 'AVAILABILITY.CHOSEN_PROVIDER_DOES_NOT_GIVE_SERVICE',
        serviceId: service.id,
        chosenProviderId: item.chosenProviderId,
      };
    }
    const bookable = date >= today && date <= lastDate && start >= earliest;
    if (service.classService === true) {
      const withSeats = classes
        .filter(
          (scheduled) =>
            scheduled.date === date &&
            scheduled.serviceId === service.id &&
            allowed.includes(scheduled.providerId) &&
            scheduled.start === time,
        )
        .map((scheduled) => {
          const byItems = seatsTakenByItems.filter(
            (seat) => seat.serviceId === service.id && seat.providerId === scheduled.providerId && seat.start === start,
          ).length;
          return { scheduled, left: scheduled.capacity - Math.min(scheduled.capacity, scheduled.seatsTaken + byItems) };
        })
        .filter(({ left }) => left > 0)
        .sort((a, b) => b.left - a.left || a.scheduled.providerId - b.scheduled.providerId);
      // A professional is never in two places: only the seats of this very class may overlap it.
      const elsewhere = (providerId: number) =>
        [...agenda.bookings, ...held].some(
          (booking) =>
            booking.providerId === providerId &&
            booking.start < end &&
            start < booking.end &&
            !(booking.seatOf === service.id && booking.start === start),
        );
      const [chosen] = withSeats.filter(({ scheduled }) => !elsewhere(scheduled.providerId));
      if (!bookable || chosen === undefined) return { _tag: 'NoLongerFree' };
      seatsTakenByItems.push({ serviceId: service.id, providerId: chosen.scheduled.providerId, start });
      held.push({ providerId: chosen.scheduled.providerId, start, end, seatOf: service.id });
      return {
        _tag: 'Placed',
        providerId: chosen.scheduled.providerId,
        date: day(date),
        classCapacity: chosen.scheduled.capacity,
      };
    }
    const now = { ...agenda, bookings: [...agenda.bookings, ...held] };
    const free = [...new Set(allowed)]
      .sort((a, b) => a - b)
      .filter(
        (id) =>
          naiveInsideEveryMinute(naiveWorkingInstants(agenda, id, date), start, end) &&
          !naiveIsBooked(now, id, start, end),
      );
    if (!bookable || free.length === 0) return { _tag: 'NoLongerFree' };
    const counts = free.map((id) => naiveBookingCount(now, id, date));
    const providerId = free[counts.indexOf(Math.min(...counts))] as ProviderId;
    held.push({ providerId, start, end });
    return { _tag: 'Placed', providerId, date: day(date), classCapacity: null };
  });
}

const tuesday = exampleAgenda({ providers: [1, 2].map((id) => exampleProvider(id, { '2': [['09:00', '18:00']] })) });
const at = (time: string) => instantAt(tuesday.timeZone, day('2026-12-01'), hour(time));
const cut = placeableService(exampleService(5, 60, [1, 2]));
const itemOf = (service: PlaceableService, time: string, chosenProviderId = 0): ItemToPlace => ({
  service,
  chosenProviderId,
  start: at(time),
  end: addMinutes(at(time), service.durationMinutes),
});

describe('placing a reservation’s items on the agenda (booking-wizard §4 Submission, §7; docs/adr/0013)', () => {
  it('takes each item’s professional before placing the next, so a reservation never collides with itself', () => {
    expect(placeInAgenda(tuesday, [], [itemOf(cut, '09:00'), itemOf(cut, '09:00'), itemOf(cut, '09:00')])).toEqual([
      { _tag: 'Placed', providerId: 1, date: '2026-12-01', classCapacity: null },
      { _tag: 'Placed', providerId: 2, date: '2026-12-01', classCapacity: null },
      { _tag: 'NoLongerFree' },
    ]);
  });

  it('keeps a chosen professional when free, and turns first provider available into the one with fewer bookings that day', () => {
    const agenda = { ...tuesday, bookings: [exampleBooking(tuesday, 1, '2026-12-01', 900, 930)] };
    expect(
      placeInAgenda(agenda, [], [itemOf(cut, '10:00', 1), itemOf(cut, '11:00')]).map(
        (placed) => placed._tag === 'Placed' && placed.providerId,
      ),
    ).toEqual([1, 2]);
  });

  it('refuses an end that is not the duration after the start, an instant that is no hour, and a professional who does not give the service', () => {
    const [wrongEnd, notAnHour, stranger] = placeInAgenda(
      tuesday,
      [],
      [
        { ...itemOf(cut, '09:00'), end: at('09:30') },
        { ...itemOf(cut, '09:00'), start: (at('09:00') + 30_000) as Instant, end: (at('10:00') + 30_000) as Instant },
        itemOf(cut, '09:00', 3),
      ],
    );
    expect(wrongEnd).toEqual({ _tag: 'WrongEnd', code: 'AVAILABILITY.WRONG_END' });
    expect(notAnHour).toEqual({ _tag: 'NotAnHour', code: 'AVAILABILITY.NOT_AN_HOUR' });
    expect(stranger).toEqual({
      _tag: 'ChosenProviderDoesNotGiveService',
      code: 'AVAILABILITY.CHOSEN_PROVIDER_DOES_NOT_GIVE_SERVICE',
      serviceId: 5,
      chosenProviderId: 3,
    });
  });

  it('gives a class’s seats until none is left, from the class with the most seats left', () => {
    const yoga = placeableService(exampleService(4, 60, [1, 2]), true);
    const held = (providerId: number, capacity: number, seatsTaken: number): ScheduledClass => ({
      serviceId: 4 as ServiceId,
      providerId: providerId as ProviderId,
      date: day('2026-12-01'),
      start: hour('19:00'),
      capacity,
      seatsTaken,
    });
    const placed = placeInAgenda(
      tuesday,
      [held(1, 3, 1), held(2, 2, 1)],
      [itemOf(yoga, '19:00'), itemOf(yoga, '19:00'), itemOf(yoga, '19:00'), itemOf(yoga, '19:00')],
    );
    expect(placed).toEqual([
      { _tag: 'Placed', providerId: 1, date: '2026-12-01', classCapacity: 3 },
      { _tag: 'Placed', providerId: 1, date: '2026-12-01', classCapacity: 3 },
      { _tag: 'Placed', providerId: 2, date: '2026-12-01', classCapacity: 2 },
      { _tag: 'NoLongerFree' },
    ]);
  });

  it('names the capacity of the class whose seat it gives, when the professional holds another class at that hour', () => {
    const yoga = placeableService(exampleService(4, 60, [1]), true);
    const other = {
      serviceId: 7 as ServiceId,
      providerId: 1 as ProviderId,
      date: day('2026-12-01'),
      start: hour('19:00'),
      capacity: 20,
      seatsTaken: 0,
    };
    const placed = placeInAgenda(
      tuesday,
      [other, { ...other, serviceId: 4 as ServiceId, capacity: 6 }],
      [itemOf(yoga, '19:00')],
    );
    expect(placed).toEqual([{ _tag: 'Placed', providerId: 1, date: '2026-12-01', classCapacity: 6 }]);
  });

  it('never places an item on time its professional already holds, nor on another item’s, a class seat sharing only its own class’s seats’ time', () => {
    fc.assert(
      fc.property(anyPlacementCase(), ({ agenda, classes, items }) => {
        const taken: Booking[] = [...agenda.bookings];
        placeInAgenda(agenda, classes, items).forEach((placement, position) => {
          const item = items[position];
          if (placement._tag !== 'Placed' || item === undefined) return;
          expect(item.service.serviceProviders.map((provider) => provider.id)).toContain(placement.providerId);
          const seatOf = placement.classCapacity === null ? null : item.service.id;
          const overlapping = taken.filter(
            (booking) =>
              booking.providerId === placement.providerId &&
              booking.start < item.end &&
              item.start < booking.end &&
              !(seatOf !== null && booking.seatOf === seatOf && booking.start === item.start),
          );
          expect(overlapping).toEqual([]);
          taken.push({
            providerId: placement.providerId,
            start: item.start,
            end: item.end,
            ...(seatOf === null ? {} : { seatOf }),
          });
        });
      }),
      { numRuns: 60 },
    );
  });

  it('places a chain offered at an hour, given as back-to-back items, whole: each item following the one before, with a professional free for it', () => {
    fc.assert(
      fc.property(anyAvailabilityCase(), ({ agenda, chain, date }) => {
        for (const block of hourBlocks(agenda, chain, date)) {
          const items: ItemToPlace[] = [];
          for (const service of chain) {
            const start = items.at(-1)?.end ?? block.startBlock;
            items.push({
              service: placeableService(service),
              chosenProviderId: 0,
              start,
              end: addMinutes(start, service.durationMinutes),
            });
          }
          // Each item must be an hour of the block's date: past midnight, or at a wall-clock time read twice, it is not.
          const hoursOfTheDate = items.every(({ start }) => {
            const { date: startDate, time } = wallClockAt(agenda.timeZone, start);
            return startDate === date && instantAt(agenda.timeZone, date, time) === start;
          });
          if (!hoursOfTheDate) continue;
          placeInAgenda(agenda, [], items).forEach((placement, position) => {
            const offered = block.bookings[position];
            expect(items[position]?.start).toBe(offered?.start);
            expect(placement).toMatchObject({ _tag: 'Placed', date });
            if (placement._tag === 'Placed') expect(offered?.providerIds).toContain(placement.providerId);
          });
        }
      }),
      { numRuns: 40 },
    );
  });

  it('gives the same answer as the naive reference', () => {
    fc.assert(
      fc.property(anyPlacementCase(), ({ agenda, classes, items }) => {
        expect(placeInAgenda(agenda, classes, items)).toEqual(naivePlacement(agenda, classes, items));
      }),
      { numRuns: 100 },
    );
  });
});
