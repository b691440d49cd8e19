import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
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
import { listAvailableHours, type ListAvailableHoursRequest } from './list-available-hours';
import { inMemoryAgendas } from './location-agenda.test-support';

// The hours answers kept per reading of the agenda and the catalogue (docs/adr/0071): a use case
// that has answered before, reading the same agenda and catalogue objects (as it does through the
// agenda cache until a change is heard), answers whatever is asked at whatever now exactly as one
// that never answered before.

const ms = (iso: string) => Date.parse(iso) as Instant;
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

const LOCATION = locationId(11);
const catalogue = inMemoryCatalogue({
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

const facts: LocationAgenda = {
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

const question = (
  overrides: Partial<ListAvailableHoursRequest> & { readonly startDate: LocalDate },
): ListAvailableHoursRequest => ({
  locationId: LOCATION,
  serviceIds: [1],
  restrictTo: null,
  chosenProviders: null,
  bundled: false,
  bundleId: null,
  chosenTimes: [],
  endDate: null,
  ...overrides,
});

const VARIANTS: readonly Partial<ListAvailableHoursRequest>[] = [
  {},
  { restrictTo: [2] },
  { chosenProviders: [1] },
  { serviceIds: [1, 2] },
  { serviceIds: [1, 2], chosenProviders: [0, 2] },
  { serviceIds: [4] },
  { serviceIds: [1, 2], bundled: true, bundleId: 5 },
];

/** A question asked `daysAhead` of the day of `now` in Santiago (in December, three hours behind UTC). */
const anyStep = fc.record({
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

function questionAt(
  now: number,
  variants: readonly number[],
  step: typeof anyStep extends fc.Arbitrary<infer S> ? S : never,
) {
  const date = addDays(new Date(now - 3 * 3_600_000).toISOString().slice(0, 10) as LocalDate, step.daysAhead);
  return question({
    ...VARIANTS[variants[step.variant] ?? 0],
    startDate: date,
    chosenTimes: step.withChosenTime
      ? [{ start: ms(`${date}T09:00:00-03:00`), end: ms(`${date}T12:00:00-03:00`), providerId: 2 }]
      : [],
  });
}

/** A clock that the test moves. */
function movingClock(start: Instant): Clock & { set(now: number): void } {
  let now = start;
  return {
    now: () => now,
    set: (next) => {
      now = next as Instant;
    },
  };
}

describe('the hours answers kept per reading (docs/adr/0071)', () => {
  it('answers as a use case that never answered before, whatever is asked as time goes by', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.tuple(fc.integer({ min: 0, max: VARIANTS.length - 1 }), fc.integer({ min: 0, max: VARIANTS.length - 1 })),
        fc.array(anyStep, { minLength: 1, maxLength: 40 }),
        async (variants, steps) => {
          const clock = movingClock(ms('2026-11-30T06:00:00-03:00'));
          const ports = { agendas: inMemoryAgendas([facts]), catalogue, clock };
          const keeping = listAvailableHours(ports);
          for (const step of steps) {
            clock.set(clock.now() + step.minutesLater * 60_000);
            const asked = questionAt(clock.now(), variants, step);
            const kept = await keeping(asked);
            const fresh = await listAvailableHours(ports)(asked);
            expect(kept._unsafeUnwrap()).toEqual(fresh._unsafeUnwrap());
          }
        },
      ),
      { numRuns: 100 },
    );
  });

  it('gives the answer it kept to the same question on the same reading, and works out afresh what now cuts', async () => {
    const clock = movingClock(ms('2026-12-01T10:00:00-03:00'));
    const hours = listAvailableHours({ agendas: inMemoryAgendas([facts]), catalogue, clock });
    const tomorrow = question({ startDate: '2026-12-02' as LocalDate });
    const today = question({ startDate: '2026-12-01' as LocalDate });
    expect((await hours(tomorrow))._unsafeUnwrap()).toBe((await hours(tomorrow))._unsafeUnwrap());
    expect((await hours(today))._unsafeUnwrap()).not.toBe((await hours(today))._unsafeUnwrap());
  });
});
