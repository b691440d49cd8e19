import fc from 'fast-check';
import type { ResultAsync } from 'neverthrow';
import { expect } from 'vitest';
import { parseWeeklySchedule } from '#domain/availability/working-hours';
import type { ClockTime } from '#domain/calendar/clock-time';
import type { Instant } from '#domain/calendar/instant';
import { addDays, type LocalDate } from '#domain/calendar/local-date';
import type { ProviderId, ServiceId } from '#domain/catalog/service';
import { exampleBundleMember } from '#domain/catalog/service.arbitraries';
import { companyId, locationId } from '#domain/shared/ids.test-support';
import { aService, inMemoryCatalogue, offered } from '../catalogue/in-memory-directories.test-support';
import type { LocationAgenda } from '../ports/server/agenda';
import type { Clock } from '../ports/shared/clock';
import type { AvailabilityQuery } from './location-agenda';
import { inMemoryAgendas } from './location-agenda.test-support';

// A location, its catalogue and its agenda's reading, and questions asked of them as time goes by:
// what the tests of the availability answers kept per reading (docs/adr/0071, 0147) ask, of the
// hours (list-available-hours.test.ts) and of the days (list-available-days.test.ts) alike.

export const ms = (iso: string) => Date.parse(iso) as Instant;
const provider = (id: number) => ({ id: id as ProviderId, publicName: `P${String(id)}` });
const everyDay = parseWeeklySchedule({
  '1': [['09:00', '18:00']],
  '2': [['09:00', '18:00']],
  '3': [['09:00', '13:00']],
  '4': [['09:00', '18:00']],
  '5': [['09:00', '18:00']],
  '6': [['10:00', '14:00']],
  '7': [['10:00', '14:00']],
})._unsafeUnwrap();

export const LOCATION = locationId(11);
export const catalogue = inMemoryCatalogue({
  catalogues: {
    [LOCATION]: {
      categories: [],
      services: [
        aService({ id: 1, durationMinutes: 45, serviceProviders: [provider(1), provider(2)] }),
        aService({ id: 2, durationMinutes: 40, serviceProviders: [provider(2)] }),
        aService({ id: 4, durationMinutes: 90, classService: true, serviceProviders: [provider(2)] }),
        aService({
          id: 5,
          durationMinutes: 55,
          bundle: [
            { ...exampleBundleMember(1, 'Corte'), durationMinutes: 45, serviceProviders: [provider(1), provider(2)] },
            { ...exampleBundleMember(2, 'Manicure'), durationMinutes: 10, serviceProviders: [provider(2)] },
          ],
        }),
      ].map(offered),
    },
  },
});

export const facts: LocationAgenda = {
  locationId: LOCATION,
  companyId: companyId(1),
  timeZone: 'America/Santiago',
  slotStepMinutes: 15,
  minimumNoticeMinutes: 60,
  afterBookingMonths: 1,
  providers: [
    { id: 1 as ProviderId, weekly: everyDay, exceptions: [] },
    { id: 2 as ProviderId, weekly: everyDay, exceptions: [] },
  ],
  bookings: [
    { providerId: 1 as ProviderId, start: ms('2026-12-01T15:00:00-03:00'), end: ms('2026-12-01T15:45:00-03:00') },
    { providerId: 2 as ProviderId, start: ms('2026-12-02T10:00:00-03:00'), end: ms('2026-12-02T11:00:00-03:00') },
  ],
  classTimes: [
    { serviceId: 4 as ServiceId, providerId: 2 as ProviderId, isoWeekday: 1, start: '10:00' as ClockTime, capacity: 8 },
    { serviceId: 4 as ServiceId, providerId: 2 as ProviderId, isoWeekday: 2, start: '16:00' as ClockTime, capacity: 3 },
  ],
  classSeatsTaken: [
    { serviceId: 4 as ServiceId, providerId: 2 as ProviderId, start: ms('2026-12-07T10:00:00-03:00'), seatsTaken: 5 },
  ],
};

/** A question of the location's services, with nothing chosen unless `overrides` says so. */
export const servicesQuestion = (overrides: Partial<AvailabilityQuery> = {}): AvailabilityQuery => ({
  locationId: LOCATION,
  serviceIds: [1],
  restrictTo: null,
  chosenProviders: null,
  bundled: false,
  bundleId: null,
  chosenTimes: [],
  ...overrides,
});

export const VARIANTS: readonly Partial<AvailabilityQuery>[] = [
  {},
  { restrictTo: [2] },
  { chosenProviders: [1] },
  { serviceIds: [1, 2] },
  { serviceIds: [1, 2], chosenProviders: [0, 2] },
  { serviceIds: [4] },
  { serviceIds: [1, 2], bundled: true, bundleId: 5 },
];

/** A question asked `daysAhead` of the day of `now` in Santiago (in December, three hours behind UTC). */
export const anyStep = fc.record({
  minutesLater: fc.integer({ min: 0, max: 4 * 60 }),
  // Around today, and around the last bookable date (a month ahead).
  daysAhead: fc.oneof(
    { arbitrary: fc.integer({ min: -1, max: 2 }), weight: 4 },
    { arbitrary: fc.integer({ min: 29, max: 32 }), weight: 1 },
  ),
  // Of the run's two variants, so that the same question comes again as time goes by.
  variant: fc.integer({ min: 0, max: 1 }),
  // The reservation already holds professional 2 from 09:00 to 12:00 that day.
  withChosenTime: fc.boolean(),
});

export type Step = typeof anyStep extends fc.Arbitrary<infer S> ? S : never;

/** The step's question of the run's variants, about the date `step.daysAhead` of now's in Santiago. */
export function questionAt(
  now: number,
  variants: readonly number[],
  step: Step,
): AvailabilityQuery & { readonly date: LocalDate } {
  const date = addDays(new Date(now - 3 * 3_600_000).toISOString().slice(0, 10) as LocalDate, step.daysAhead);
  return {
    ...servicesQuestion({
      ...VARIANTS[variants[step.variant] ?? 0],
      chosenTimes: step.withChosenTime
        ? [{ start: ms(`${date}T09:00:00-03:00`), end: ms(`${date}T12:00:00-03:00`), providerId: 2 }]
        : [],
    }),
    date,
  };
}

/** A clock that the test moves. */
export function movingClock(start: Instant): Clock & { set(now: number): void } {
  let now = start;
  return {
    now: () => now,
    set: (next) => {
      now = next as Instant;
    },
  };
}

/** The ports an availability use case reads, over `facts` and the location's catalogue, at `clock`'s now. */
export type AnswersPorts = {
  readonly agendas: ReturnType<typeof inMemoryAgendas>;
  readonly catalogue: typeof catalogue;
  readonly clock: Clock;
};

/**
 * Property: a use case that keeps its answers (made once, by `useCase`) answers each step's request,
 * as the clock moves on, exactly as a use case that never answered before.
 */
export function answersAsNeverBefore<S extends Step, Q, A>(
  steps: fc.Arbitrary<S>,
  readings: fc.Arbitrary<LocationAgenda>,
  useCase: (ports: AnswersPorts) => (request: Q) => ResultAsync<A, unknown>,
  requestOf: (step: S, question: AvailabilityQuery & { readonly date: LocalDate }) => Q,
): Promise<void> {
  return fc.assert(
    fc.asyncProperty(
      fc.tuple(fc.integer({ min: 0, max: VARIANTS.length - 1 }), fc.integer({ min: 0, max: VARIANTS.length - 1 })),
      fc.array(steps, { minLength: 1, maxLength: 40 }),
      readings,
      async (variants, asked, reading) => {
        const clock = movingClock(ms('2026-11-30T06:00:00-03:00'));
        const ports = { agendas: inMemoryAgendas([reading]), catalogue, clock };
        const keeping = useCase(ports);
        for (const step of asked) {
          clock.set(clock.now() + step.minutesLater * 60_000);
          const request = requestOf(step, questionAt(clock.now(), variants, step));
          const fresh = await useCase(ports)(request);
          expect((await keeping(request))._unsafeUnwrap()).toEqual(fresh._unsafeUnwrap());
        }
      },
    ),
    { numRuns: 100 },
  );
}
