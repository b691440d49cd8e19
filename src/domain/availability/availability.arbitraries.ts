import fc from 'fast-check';
import { clockTimeFromMinutes, type ClockTime } from '../calendar/clock-time';
import { addDays, dayNumber, type LocalDate } from '../calendar/local-date';
import type { ProviderId, ServiceId } from '../catalog/service';
import type { Agenda, Booking } from './agenda';
import { hourBlocks } from './available-hours';
import type { ScheduledClass } from './class-capacity';
import { addMinutes, MS_PER_DAY, MS_PER_MINUTE, type Instant } from '../calendar/instant';
import type { ItemToPlace, PlaceableService } from './place-in-agenda';
import { serviceChain, type ChainService, type ServiceChain } from './service-chain';
import { instantAt, timeZone, type TimeZone } from './time-zone';
import {
  parseProviderSchedule,
  type ProviderSchedule,
  type ScheduleException,
  type ShiftEnd,
  type WeeklySchedule,
  type WorkingInterval,
} from './working-hours';

// Arbitraries of real agendas: zones with and without daylight saving, schedules whose intervals
// fall anywhere in the day (so they cross the night hours where clocks change), bookings, "now",
// and the company's limits, with the date to ask about drawn mostly around a clock change.

/**
 * 2026's clock changes, as local dates (checked against Intl): the day the clocks go forward (a
 * wall-clock time is skipped) and the day they go back (a wall-clock time happens twice).
 */
export const CLOCK_CHANGES_2026: Readonly<Record<string, readonly LocalDate[]>> = {
  // Forward 2026-09-06 00:00 → 01:00; back 2026-04-04 24:00 → 23:00 (23:00–23:59 twice).
  'America/Santiago': ['2026-04-04', '2026-04-05', '2026-09-05', '2026-09-06'] as LocalDate[],
  // Forward 2026-03-08 02:00 → 03:00; back 2026-11-01 02:00 → 01:00.
  'America/New_York': ['2026-03-08', '2026-11-01'] as LocalDate[],
  // Forward 2026-03-29 01:00 → 02:00; back 2026-10-25 02:00 → 01:00.
  'Europe/London': ['2026-03-29', '2026-10-25'] as LocalDate[],
  // Half-hour changes: back 2026-04-05 02:00 → 01:30; forward 2026-10-04 02:00 → 02:30.
  'Australia/Lord_Howe': ['2026-04-05', '2026-10-04'] as LocalDate[],
  // +12:45/+13:45: back 2026-04-05 03:45 → 02:45; forward 2026-09-27 02:45 → 03:45.
  'Pacific/Chatham': ['2026-04-05', '2026-09-27'] as LocalDate[],
  UTC: [],
  'Asia/Kolkata': [],
};

export const ZONE_NAMES = Object.keys(CLOCK_CHANGES_2026);

export const anyZone: fc.Arbitrary<TimeZone> = fc
  .constantFrom(...ZONE_NAMES)
  .map((name) => timeZone(name)._unsafeUnwrap());

/** A date of 2026 in `zone`, usually a clock change or a day next to one. */
export function anyDateIn(zone: TimeZone): fc.Arbitrary<LocalDate> {
  const changes = CLOCK_CHANGES_2026[zone.name] ?? [];
  const anyDay2026 = fc.integer({ min: 0, max: 364 }).map((offset) => addDays('2026-01-01' as LocalDate, offset));
  if (changes.length === 0) return anyDay2026;
  return fc.oneof(
    {
      weight: 3,
      arbitrary: fc
        .tuple(fc.constantFrom(...changes), fc.integer({ min: -1, max: 1 }))
        .map(([day, by]) => addDays(day, by)),
    },
    { weight: 1, arbitrary: anyDay2026 },
  );
}

const anyFiveMinutes = (min: number, max: number) =>
  fc.integer({ min: min / 5, max: max / 5 }).map((fifths) => fifths * 5);

const shiftEnd = (minutes: number): ShiftEnd => (minutes === 1440 ? '24:00' : clockTimeFromMinutes(minutes));

/** A working interval anywhere in the day, on the five-minute grid, possibly ending at 24:00. */
export const anyWorkingInterval: fc.Arbitrary<WorkingInterval> = anyFiveMinutes(0, 1435)
  .chain((start) => fc.tuple(fc.constant(start), anyFiveMinutes(start + 5, 1440)))
  .map(([start, end]) => [clockTimeFromMinutes(start), shiftEnd(end)] as const);

/** Two intervals cut from one, meeting at the cut or with a short pause, in either order. */
const anySplitShift: fc.Arbitrary<readonly WorkingInterval[]> = anyFiveMinutes(0, 1420)
  .chain((start) => fc.tuple(fc.constant(start), anyFiveMinutes(start + 5, 1435)))
  .chain(([start, cut]) =>
    fc.tuple(fc.constant([start, cut]), anyFiveMinutes(cut, Math.min(cut + 60, 1435)), fc.boolean()),
  )
  .chain(([[start, cut], resume, reversed]) =>
    anyFiveMinutes(resume + 5, 1440).map((end) => {
      const shifts = [
        [clockTimeFromMinutes(start), shiftEnd(cut)] as const,
        [clockTimeFromMinutes(resume), shiftEnd(end)] as const,
      ];
      return reversed ? shifts.reverse() : shifts;
    }),
  );

const anyDayIntervals = fc.oneof(
  { weight: 3, arbitrary: fc.array(anyWorkingInterval, { minLength: 0, maxLength: 3 }) },
  { weight: 1, arbitrary: anySplitShift },
);

/** A weekly schedule; each weekday works with 85% chance, and may be missing (a day off). */
export const anyWeeklySchedule: fc.Arbitrary<WeeklySchedule> = fc
  .array(
    fc.option(
      anyDayIntervals.filter((intervals) => intervals.length > 0),
      { freq: 7 },
    ),
    { minLength: 7, maxLength: 7 },
  )
  .map((days) => {
    const weekly: Partial<Record<'1' | '2' | '3' | '4' | '5' | '6' | '7', readonly WorkingInterval[]>> = {};
    days.forEach((intervals, index) => {
      if (intervals !== null) weekly[String(index + 1) as '1'] = intervals;
    });
    return weekly;
  });

/** A professional with `id`, sometimes with exceptions on `near` or the days around it. */
export function anyProviderSchedule(id: ProviderId, near: LocalDate): fc.Arbitrary<ProviderSchedule> {
  const anyException: fc.Arbitrary<ScheduleException> = fc.record({
    date: fc.integer({ min: -1, max: 1 }).map((by) => addDays(near, by)),
    intervals: anyDayIntervals,
  });
  return fc.record({
    id: fc.constant(id),
    weekly: anyWeeklySchedule,
    exceptions: fc.uniqueArray(anyException, { maxLength: 2, selector: (exception) => exception.date }),
  });
}

/** Bookings of the professionals around `date` (from 16 hours before its UTC midnight to 40 after), on whole minutes. */
export function anyBookings(providerIds: readonly ProviderId[], date: LocalDate): fc.Arbitrary<readonly Booking[]> {
  const midnight = dayNumber(date) * MS_PER_DAY;
  const anyBooking = fc
    .record({
      providerId: fc.constantFrom(...providerIds),
      startMinute: fc.oneof(anyFiveMinutes(-16 * 60, 40 * 60), fc.integer({ min: -16 * 60, max: 40 * 60 })),
      minutes: fc.oneof(fc.constantFrom(15, 30, 45, 60, 90), fc.integer({ min: 1, max: 240 })),
    })
    .map(({ providerId, startMinute, minutes }): Booking => {
      const start = midnight + startMinute * MS_PER_MINUTE;
      return { providerId, start: start as Instant, end: (start + minutes * MS_PER_MINUTE) as Instant };
    });
  return fc.array(anyBooking, { maxLength: 4 * providerIds.length });
}

const anyServiceId = fc.integer({ min: 1, max: 500 }).map((id) => id as ServiceId);

/** One to three services, each allowed to some of `providerIds` (sometimes with an unknown professional). */
export function anyChain(providerIds: readonly ProviderId[]): fc.Arbitrary<ServiceChain> {
  const anyService: fc.Arbitrary<ChainService> = fc.record({
    serviceId: anyServiceId,
    durationMinutes: fc.oneof(fc.constantFrom(15, 30, 45, 60, 90), fc.integer({ min: 5, max: 180 })),
    providerIds: fc
      .subarray([...providerIds, 99 as ProviderId], { minLength: 1 })
      .map((ids) => ids as readonly ProviderId[]),
  });
  const anyLength = fc.oneof(
    { weight: 2, arbitrary: fc.constant(1) },
    { weight: 1, arbitrary: fc.integer({ min: 2, max: 3 }) },
  );
  return anyLength
    .chain((length) => fc.array(anyService, { minLength: length, maxLength: length }))
    .map((services) => serviceChain(services)._unsafeUnwrap());
}

/** A chain of one service. */
export function anySingleService(providerIds: readonly ProviderId[]): fc.Arbitrary<ServiceChain> {
  return anyChain(providerIds).map((chain) => serviceChain([chain[0]])._unsafeUnwrap());
}

/** An agenda, a chain to place on it and a date to ask about. */
export interface AvailabilityCase {
  readonly agenda: Agenda;
  readonly chain: ServiceChain;
  readonly date: LocalDate;
}

interface CaseShape {
  /** Only chains of one service. */
  readonly single?: boolean;
}

/**
 * A real agenda: a zone, one to four professionals with schedules and bookings around a date
 * (mostly a clock change), "now" from three days before that date to 18:00 UTC on it, a notice of
 * up to a day, afterBooking of 0 to 12 months and a slot step from 10 to 60 minutes.
 */
export function anyAvailabilityCase(shape: CaseShape = {}): fc.Arbitrary<AvailabilityCase> {
  return anyZone.chain((zone) =>
    anyDateIn(zone).chain((date) =>
      fc.integer({ min: 1, max: 4 }).chain((count) => {
        const providerIds = Array.from({ length: count }, (_, index) => (index + 1) as ProviderId);
        return fc
          .record({
            providers: fc.tuple(...providerIds.map((id) => anyProviderSchedule(id, date))),
            bookings: anyBookings(providerIds, date),
            slotStepMinutes: fc.constantFrom(10, 15, 20, 30, 45, 60),
            nowMinutes: fc.integer({ min: -3 * 24 * 60, max: 18 * 60 }),
            nowSeconds: fc.integer({ min: 0, max: 59 }),
            minimumNoticeMinutes: fc.constantFrom(0, 0, 30, 120, 1440),
            afterBookingMonths: fc.constantFrom(0, 1, 2, 2, 12),
            chain: shape.single === true ? anySingleService(providerIds) : anyChain(providerIds),
          })
          .map(({ nowMinutes, nowSeconds, chain, ...rest }): AvailabilityCase => ({
            agenda: {
              ...rest,
              timeZone: zone,
              now: (dayNumber(date) * MS_PER_DAY + nowMinutes * MS_PER_MINUTE + nowSeconds * 1000) as Instant,
            },
            chain,
            date,
          }));
      }),
    ),
  );
}

/** The service of a chain as the catalogue gives it. */
export function placeableService(service: ChainService, classService = false): PlaceableService {
  return {
    id: service.serviceId,
    durationMinutes: service.durationMinutes,
    serviceProviders: service.providerIds.map((id) => ({ id, publicName: `P${String(id)}` })),
    classService,
  };
}

/** A reservation to place: the agenda, the class times held around its date, and its items in order. */
export interface PlacementCase {
  readonly agenda: Agenda;
  readonly classes: readonly ScheduledClass[];
  readonly items: readonly ItemToPlace[];
}

/** The class service of placement cases; its classes share the hours with those of another service. */
const CLASS_SERVICE_ID = 601 as ServiceId;
const OTHER_CLASS_SERVICE_ID = 602 as ServiceId;

/**
 * When an item starts: an hour the engine offers for its service, one of the class times, an hour
 * of the slot grid, right after the item before it, any minute around the date, or half a minute
 * past a grid hour (no hour at all).
 */
type ItemStart =
  | { readonly _tag: 'OfferedHour'; readonly which: number }
  | { readonly _tag: 'ClassTime'; readonly which: number }
  | { readonly _tag: 'GridHour'; readonly minutes: number }
  | { readonly _tag: 'AfterPrevious' }
  | { readonly _tag: 'AnyMinute'; readonly fromMidnight: number }
  | { readonly _tag: 'OffTheMinute'; readonly minutes: number };

const anyItemStart: fc.Arbitrary<ItemStart> = fc.oneof(
  { weight: 4, arbitrary: fc.nat().map((which): ItemStart => ({ _tag: 'OfferedHour', which })) },
  { weight: 2, arbitrary: fc.nat().map((which): ItemStart => ({ _tag: 'ClassTime', which })) },
  {
    weight: 2,
    arbitrary: fc.integer({ min: 0, max: 1439 }).map((minutes): ItemStart => ({ _tag: 'GridHour', minutes })),
  },
  { weight: 2, arbitrary: fc.constant<ItemStart>({ _tag: 'AfterPrevious' }) },
  {
    weight: 1,
    arbitrary: fc
      .integer({ min: -16 * 60, max: 40 * 60 })
      .map((fromMidnight): ItemStart => ({ _tag: 'AnyMinute', fromMidnight })),
  },
  {
    weight: 1,
    arbitrary: fc.integer({ min: 0, max: 1439 }).map((minutes): ItemStart => ({ _tag: 'OffTheMinute', minutes })),
  },
);

/**
 * A real agenda (anyAvailabilityCase) with one to five items to place on it: the chain's services
 * and a class service, each item at an offered hour, a class time, a grid hour, right after the
 * item before it (a consecutive chain), any minute or no hour at all, with "first provider
 * available" or a chosen professional (sometimes one who does not give the service), and now and
 * then an end that is not the service's duration after the start.
 */
export function anyPlacementCase(): fc.Arbitrary<PlacementCase> {
  return anyAvailabilityCase().chain(({ agenda: withoutSeats, chain, date }) => {
    const providerIds = withoutSeats.providers.map((provider) => provider.id);
    const anyClass = fc.record({
      serviceId: fc.constantFrom(CLASS_SERVICE_ID, CLASS_SERVICE_ID, OTHER_CLASS_SERVICE_ID),
      providerId: fc.constantFrom(...providerIds),
      date: fc.oneof(
        { weight: 3, arbitrary: fc.constant(date) },
        { weight: 1, arbitrary: fc.constantFrom(addDays(date, -1), addDays(date, 1)) },
      ),
      start: anyFiveMinutes(0, 1435).map(clockTimeFromMinutes),
      capacity: fc.integer({ min: 1, max: 3 }),
      seatsTaken: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 3 })),
    });
    return fc
      .record({
        classService: fc.record({
          durationMinutes: fc.constantFrom(30, 45, 60, 90),
          providerIds: fc.oneof(
            fc.constant(providerIds),
            fc.subarray([...providerIds, 99 as ProviderId], { minLength: 1 }),
          ),
        }),
        classes: fc.uniqueArray(anyClass, {
          maxLength: 5,
          selector: (held) => `${String(held.serviceId)} ${String(held.providerId)} ${held.date} ${held.start}`,
        }),
        items: fc.array(
          fc.record({
            service: fc.nat(),
            start: anyItemStart,
            chosen: fc.oneof(
              { weight: 3, arbitrary: fc.constant(0) },
              { weight: 2, arbitrary: fc.constantFrom(...providerIds, 99) },
            ),
            endShift: fc.oneof(
              { weight: 9, arbitrary: fc.constant(0) },
              { weight: 1, arbitrary: fc.integer({ min: -30, max: 30 }) },
            ),
          }),
          { minLength: 1, maxLength: 5 },
        ),
      })
      .map(({ classService, classes, items }): PlacementCase => {
        const scheduled = classes.map((held): ScheduledClass => ({
          ...held,
          seatsTaken: Math.min(held.seatsTaken, held.capacity),
        }));
        const classTimes = scheduled.filter((held) => held.serviceId === CLASS_SERVICE_ID);
        // A class with seats taken holds its professional's time: its seats are in the agenda's bookings.
        const seats = scheduled.flatMap((held): Booking[] => {
          if (held.seatsTaken === 0) return [];
          const start = instantAt(withoutSeats.timeZone, held.date, held.start);
          const minutes = held.serviceId === CLASS_SERVICE_ID ? classService.durationMinutes : 60;
          return [{ providerId: held.providerId, start, end: addMinutes(start, minutes), seatOf: held.serviceId }];
        });
        const agenda = { ...withoutSeats, bookings: [...withoutSeats.bookings, ...seats] };
        const services: readonly (readonly [PlaceableService, readonly Instant[]])[] = [
          ...chain.map(
            (service) =>
              [
                placeableService(service),
                hourBlocks(agenda, exampleChain(service), date).map((block) => block.startBlock),
              ] as const,
          ),
          [
            placeableService({ serviceId: CLASS_SERVICE_ID, ...classService }, true),
            classTimes.map((held) => instantAt(agenda.timeZone, held.date, held.start)),
          ] as const,
        ];
        const gridHour = (minutes: number) =>
          instantAt(agenda.timeZone, date, minutes - (minutes % agenda.slotStepMinutes));
        const placed: ItemToPlace[] = [];
        for (const item of items) {
          const [service, offered] = services[item.service % services.length] ?? [];
          if (service === undefined || offered === undefined) continue;
          const startOf = (start: ItemStart): Instant => {
            switch (start._tag) {
              case 'OfferedHour':
              case 'ClassTime':
                return offered[start.which % Math.max(1, offered.length)] ?? gridHour(start.which % 1440);
              case 'GridHour':
                return gridHour(start.minutes);
              case 'AfterPrevious':
                return placed.at(-1)?.end ?? gridHour(0);
              case 'AnyMinute':
                return (dayNumber(date) * MS_PER_DAY + start.fromMidnight * MS_PER_MINUTE) as Instant;
              case 'OffTheMinute':
                return (gridHour(start.minutes) + 30_000) as Instant;
            }
          };
          const start = startOf(item.start);
          const end = (start + (service.durationMinutes + item.endShift) * MS_PER_MINUTE) as Instant;
          placed.push({ service, chosenProviderId: item.chosen, start, end });
        }
        return { agenda, classes: scheduled, items: placed };
      });
  });
}

/** A time of day on the five-minute grid. */
export const anyFiveMinuteTime: fc.Arbitrary<ClockTime> = anyFiveMinutes(0, 1435).map(clockTimeFromMinutes);

/** Raw working intervals by ISO weekday, as an admin screen or the benchmark scenario sends them. */
export type RawWeekly = Readonly<Record<string, readonly (readonly [string, string])[]>>;

/**
 * A professional from raw input, validated: `weekly` by ISO weekday and `exceptions` by date.
 * Throws on an invalid schedule: that is a bug in the example.
 */
export function exampleProvider(
  id: number,
  weekly: RawWeekly,
  exceptions: readonly { readonly date: string; readonly intervals: readonly (readonly [string, string])[] }[] = [],
): ProviderSchedule {
  return parseProviderSchedule({ id, weekly, exceptions })._unsafeUnwrap();
}

/** The same intervals every day of the week. */
export function everyDay(intervals: readonly (readonly [string, string])[]): RawWeekly {
  return Object.fromEntries(['1', '2', '3', '4', '5', '6', '7'].map((weekday) => [weekday, intervals]));
}

/**
 * An agenda in America/Santiago (or `zone`) with nobody on it, a 30-minute grid, now on
 * 2026-01-01, no notice and a year ahead bookable; `overrides` pin what an example is about.
 */
export function exampleAgenda(overrides: Partial<Agenda> & { readonly zone?: string } = {}): Agenda {
  const { zone = 'America/Santiago', ...rest } = overrides;
  return {
    timeZone: timeZone(zone)._unsafeUnwrap(),
    providers: [],
    bookings: [],
    slotStepMinutes: 30,
    now: Date.parse('2026-01-01T12:00:00Z') as Instant,
    minimumNoticeMinutes: 0,
    afterBookingMonths: 12,
    ...rest,
  };
}

/** A service for an example chain: service id, minutes and the ids of who may give it. */
export function exampleService(
  serviceId: number,
  durationMinutes: number,
  providerIds: readonly number[],
): ChainService {
  return { serviceId: serviceId as ServiceId, durationMinutes, providerIds: providerIds as readonly ProviderId[] };
}

/** A valid chain of example services. Throws on an invalid one: that is a bug in the example. */
export function exampleChain(...services: readonly ChainService[]): ServiceChain {
  return serviceChain(services)._unsafeUnwrap();
}

/** A booking of `providerId` from `start` to `end` wall-clock minutes of `date` in the agenda's zone. */
export function exampleBooking(agenda: Agenda, providerId: number, date: string, start: number, end: number): Booking {
  return {
    providerId: providerId as ProviderId,
    start: instantAt(agenda.timeZone, date as LocalDate, start),
    end: instantAt(agenda.timeZone, date as LocalDate, end),
  };
}
