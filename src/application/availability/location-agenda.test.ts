import { describe, expect, it } from 'vitest';
import { parseWeeklySchedule } from '#domain/availability/working-hours';
import type { ClockTime } from '#domain/calendar/clock-time';
import type { Instant } from '#domain/calendar/instant';
import type { LocalDate } from '#domain/calendar/local-date';
import type { ProviderId, ServiceId } from '#domain/catalog/service';
import { exampleBundleMember } from '#domain/catalog/service.arbitraries';
import { aService, offered } from '../catalogue/in-memory-directories.test-support';
import {
  agendaFrom,
  chosenTimeFaults,
  chosenTimesAsBookings,
  loadLocationAgenda,
  placedServices,
  prepareAvailability,
  scheduledClasses,
  type ServicesQuery,
} from './location-agenda';
import { fixedClock, inMemoryAgendas } from './location-agenda.test-support';
import { offeredHours } from './list-available-hours';
import type { Agendas, LocationAgenda } from '../ports/server/agenda';
import type { Catalogue, LocationCatalogue } from '../ports/server/catalogue';
import { companyId, locationId } from '#domain/shared/ids.test-support';
import { settable } from '#domain/shared/settable.test-support';

// The bridge between the wire's availability questions and the engine (booking-wizard §3, §7;
// ADR 0014's parameters; docs/adr/0013, docs/adr/0016).

const ms = (iso: string) => Date.parse(iso) as Instant;
const provider = (id: number, publicName = `P${String(id)}`) => ({ id: id as ProviderId, publicName });
const weekdays = parseWeeklySchedule({
  '1': [['09:00', '18:00']],
  '2': [['09:00', '18:00']],
  '3': [['09:00', '18:00']],
})._unsafeUnwrap();

const cut = aService({ id: 1, durationMinutes: 45, serviceProviders: [provider(1), provider(2)] });
const manicure = aService({ id: 2, durationMinutes: 40, serviceProviders: [provider(2)] });
const programme = aService({ id: 3, durationMinutes: 45, sessionsAmount: 4, serviceProviders: [provider(1)] });
const workshop = aService({ id: 4, durationMinutes: 90, classService: true, serviceProviders: [provider(2)] });
const pack = aService({
  id: 5,
  durationMinutes: 55,
  bundle: [
    { ...exampleBundleMember(1, 'Corte'), durationMinutes: 45, serviceProviders: [provider(1), provider(2)] },
    { ...exampleBundleMember(2, 'Manicure'), durationMinutes: 10, serviceProviders: [provider(2)] },
  ],
});
const catalogue: LocationCatalogue = {
  categories: [],
  services: [cut, manicure, programme, workshop, pack].map(offered),
};

const query = (overrides: Partial<ServicesQuery> = {}): ServicesQuery => ({
  serviceIds: [1],
  restrictTo: null,
  chosenProviders: null,
  bundled: false,
  bundleId: null,
  ...overrides,
});

const facts: LocationAgenda = {
  locationId: locationId(11),
  companyId: companyId(1),
  timeZone: 'America/Santiago',
  slotStepMinutes: 15,
  minimumNoticeMinutes: 60,
  afterBookingMonths: 3,
  providers: [
    { id: 1 as ProviderId, weekly: weekdays, exceptions: [] },
    { id: 2 as ProviderId, weekly: weekdays, exceptions: [] },
  ],
  bookings: [
    { providerId: 1 as ProviderId, start: ms('2026-12-02T15:00:00-03:00'), end: ms('2026-12-02T15:45:00-03:00') },
  ],
  classTimes: [
    { serviceId: 4 as ServiceId, providerId: 2 as ProviderId, isoWeekday: 1, start: '18:00' as ClockTime, capacity: 8 },
  ],
  classSeatsTaken: [
    { serviceId: 4 as ServiceId, providerId: 2 as ProviderId, start: ms('2026-12-07T18:00:00-03:00'), seatsTaken: 5 },
  ],
};
const window = { firstDate: '2026-12-01' as LocalDate, lastDate: '2026-12-14' as LocalDate };

describe('placing what the wire asks for on the agenda (booking-wizard §3, §7; ADR 0014)', () => {
  it('places several services as one consecutive chain, each with every professional who performs it', () => {
    const placed = placedServices(catalogue, query({ serviceIds: [1, 2] }))._unsafeUnwrap();
    expect(placed).toEqual({
      _tag: 'Chain',
      chain: [
        { serviceId: 1, durationMinutes: 45, providerIds: [1, 2] },
        { serviceId: 2, durationMinutes: 40, providerIds: [2] },
      ],
    });
  });

  it('narrows each service to the professional chosen for it, 0 leaving everyone (booking-wizard §3 Provider)', () => {
    const placed = placedServices(catalogue, query({ serviceIds: [1, 2], chosenProviders: [2, 0] }))._unsafeUnwrap();
    expect(placed._tag === 'Chain' && placed.chain.map((service) => service.providerIds)).toEqual([[2], [2]]);
  });

  it('restricts every service to the professionals of `providers`, refusing one none of them performs', () => {
    const placed = placedServices(catalogue, query({ serviceIds: [1], restrictTo: [2, 9] }))._unsafeUnwrap();
    expect(placed._tag === 'Chain' && placed.chain[0].providerIds).toEqual([2]);
    expect(placedServices(catalogue, query({ serviceIds: [1, 2], restrictTo: [1] }))._unsafeUnwrapErr()).toMatchObject({
      faults: [{ field: 'providers', reason: 'nobodyGivesService' }],
    });
  });

  it('places a bundle as the chain of its members with their own professionals', () => {
    const placed = placedServices(
      catalogue,
      query({ serviceIds: [1, 2], bundled: true, bundleId: 5, chosenProviders: [1, 0] }),
    )._unsafeUnwrap();
    expect(placed).toEqual({
      _tag: 'Chain',
      chain: [
        { serviceId: 1, durationMinutes: 45, providerIds: [1] },
        { serviceId: 2, durationMinutes: 10, providerIds: [2] },
      ],
    });
  });

  it('places a session of a package as a chain of one, and a class service on its own', () => {
    expect(placedServices(catalogue, query({ serviceIds: [3] }))._unsafeUnwrap()._tag).toBe('Chain');
    expect(placedServices(catalogue, query({ serviceIds: [4] }))._unsafeUnwrap()).toEqual({
      _tag: 'ClassService',
      service: { serviceId: 4, durationMinutes: 90, providerIds: [2] },
    });
  });

  it('does not find a service the location does not offer', () => {
    expect(placedServices(catalogue, query({ serviceIds: [1, 99] }))._unsafeUnwrapErr()._tag).toBe('ServiceNotFound');
    expect(
      placedServices(catalogue, query({ serviceIds: [1, 2], bundled: true, bundleId: 99 }))._unsafeUnwrapErr()._tag,
    ).toBe('ServiceNotFound');
  });

  it.each([
    [
      'a chosen professional who does not perform the service',
      query({ serviceIds: [2], chosenProviders: [1] }),
      'providers_array[0]',
      'doesNotGiveService',
    ],
    [
      'providers_array of another length than services',
      query({ serviceIds: [1, 2], chosenProviders: [0] }),
      'providers_array',
      'notOnePerService',
    ],
    ['bundled without bundle_id', query({ bundled: true }), 'bundle_id', 'requiredWhenBundled'],
    ['bundle_id without bundled', query({ bundleId: 5 }), 'bundled', 'onlyWithBundled'],
    ['a bundle_id that is not a bundle', query({ bundled: true, bundleId: 1 }), 'bundle_id', 'notABundle'],
    [
      "services other than the bundle's",
      query({ serviceIds: [2, 1], bundled: true, bundleId: 5 }),
      'services',
      'notTheBundlesServices',
    ],
    ['a bundle among the services', query({ serviceIds: [5] }), 'services[0]', 'bundleNeedsBundled'],
    ['a session package with another service', query({ serviceIds: [1, 3] }), 'services[1]', 'mustBeAlone'],
    ['a class with another service', query({ serviceIds: [4, 1] }), 'services[0]', 'mustBeAlone'],
  ] as const)('refuses %s, naming the field', (_case, asked, field, reason) => {
    expect(placedServices(catalogue, asked)._unsafeUnwrapErr()).toEqual({
      _tag: 'AvailabilityQueryRefused',
      code: 'REQUEST.INVALID',
      faults: [{ field, reason }],
    });
  });
});

describe("the reservation's chosen times (ADR 0014 dates_and_providers)", () => {
  const times = [
    { start: ms('2026-12-02T10:00:00Z'), end: ms('2026-12-02T10:45:00Z'), providerId: 2 },
    { start: ms('2026-12-02T11:00:00Z'), end: ms('2026-12-02T11:30:00Z'), providerId: 0 },
  ];

  it("take their professional's time; one chosen with first provider available takes nobody's (docs/adr/0016)", () => {
    expect(chosenTimesAsBookings(times)).toEqual([{ providerId: 2, start: times[0]?.start, end: times[0]?.end }]);
  });

  it('are refused when one ends before it starts, naming its end', () => {
    const backwards = [...times, { start: ms('2026-12-02T12:00:00Z'), end: ms('2026-12-02T12:00:00Z'), providerId: 1 }];
    expect(chosenTimeFaults(backwards)).toEqual([{ field: 'dates_and_providers[2].end', reason: 'notAfterStart' }]);
  });
});

describe("loading a location's agenda", () => {
  it("makes the domain agenda with the clock's now, the company's limits and the chosen times taken", async () => {
    const agendas = inMemoryAgendas([facts]);
    const chosen = [
      { providerId: 2 as ProviderId, start: ms('2026-12-03T13:00:00Z'), end: ms('2026-12-03T14:00:00Z') },
    ];
    const loaded = (
      await loadLocationAgenda({ agendas, clock: fixedClock('2026-12-01T12:00:00Z') })(locationId(11), window, chosen)
    )._unsafeUnwrap();
    expect(loaded.agenda).toMatchObject({
      now: ms('2026-12-01T12:00:00Z'),
      slotStepMinutes: 15,
      minimumNoticeMinutes: 60,
      afterBookingMonths: 3,
    });
    expect(loaded.agenda.timeZone.name).toBe('America/Santiago');
    expect(loaded.agenda.bookings).toEqual([...facts.bookings, ...chosen]);
    expect(agendas.windows).toEqual([window]);
  });

  it('does not find an unknown or closed location', async () => {
    const load = loadLocationAgenda({ agendas: inMemoryAgendas([facts]), clock: fixedClock('2026-12-01T12:00:00Z') });
    expect((await load(locationId(12), window))._unsafeUnwrapErr()._tag).toBe('LocationNotFound');
  });

  it('treats a recorded zone the runtime does not know as broken data, not as input', () => {
    expect(() => agendaFrom({ ...facts, timeZone: 'Mars/Olympus' }, window, ms('2026-12-01T12:00:00Z'))).toThrow(
      /unknown time zone/,
    );
  });
});

describe("an availability query's first reads (issue 37)", () => {
  const nothingElse = {
    promotionByToken: () => Promise.resolve(undefined),
    professional: () => Promise.resolve(undefined),
  };

  function heldPorts() {
    // Each port's answer arrives only when the test resolves it.
    const agenda = settable<LocationAgenda | undefined>();
    const held = settable<LocationCatalogue>();
    const asked: string[] = [];
    const agendas: Agendas = {
      agendaOf: () => {
        asked.push('agenda');
        return agenda.promise;
      },
    };
    const catalogues: Catalogue = {
      ...nothingElse,
      catalogueOf: () => {
        asked.push('catalogue');
        return held.promise;
      },
    };
    const prepare = prepareAvailability({ agendas, catalogue: catalogues, clock: fixedClock('2026-12-01T12:00:00Z') });
    return { prepare, asked, agenda, catalogue: held };
  }

  it('asks for the catalogue beside the agenda, before the agenda answers, and places the services on both', async () => {
    const { prepare, asked, agenda, catalogue: held } = heldPorts();
    const prepared = prepare({ ...query(), locationId: locationId(11), chosenTimes: [] }, window);
    await Promise.resolve();
    expect([...asked].sort()).toEqual(['agenda', 'catalogue']);
    held.resolve(catalogue);
    agenda.resolve(facts);
    const answer = (await prepared)._unsafeUnwrap();
    expect(answer.catalogue).toBe(catalogue);
    expect(answer.placed).toMatchObject({ _tag: 'Chain' });
  });

  it('answers an unknown location as not found even when its catalogue read fails, leaving no rejection unheard', async () => {
    const unheard: unknown[] = [];
    const listen = (reason: unknown) => unheard.push(reason);
    process.on('unhandledRejection', listen);
    try {
      const catalogues: Catalogue = {
        ...nothingElse,
        catalogueOf: () => Promise.reject(new Error('the database went away')),
      };
      const prepare = prepareAvailability({
        agendas: inMemoryAgendas([]),
        catalogue: catalogues,
        clock: fixedClock('2026-12-01T12:00:00Z'),
      });
      const answer = await prepare({ ...query(), locationId: locationId(12), chosenTimes: [] }, window);
      expect(answer._unsafeUnwrapErr()._tag).toBe('LocationNotFound');
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(unheard).toEqual([]);
    } finally {
      process.off('unhandledRejection', listen);
    }
  });
});

describe('class times and who is given a seat or an hour (booking-wizard §1 class services; docs/adr/0013, docs/adr/0016)', () => {
  const loaded = agendaFrom(facts, window, ms('2026-12-01T12:00:00Z'));

  it('holds each weekly class time on its dates, with the seats taken of that class', () => {
    expect(scheduledClasses(loaded, '2026-12-07' as LocalDate, '2026-12-14' as LocalDate)).toEqual([
      { serviceId: 4, providerId: 2, date: '2026-12-07', start: '18:00', capacity: 8, seatsTaken: 5 },
      { serviceId: 4, providerId: 2, date: '2026-12-14', start: '18:00', capacity: 8, seatsTaken: 0 },
    ]);
  });

  it('turns first provider available into the free professional with the fewest bookings that day', () => {
    const placed = placedServices(catalogue, query())._unsafeUnwrap();
    const givenOn = (date: string) =>
      new Set(offeredHours(loaded, placed, date as LocalDate).map((hour) => hour.bookings[0]?.providerId));
    // Professional 1 has a booking on 2026-12-02, 2 none: every hour goes to 2, even where both are free.
    expect(givenOn('2026-12-02')).toEqual(new Set([2]));
    // Neither has one on 2026-12-08: the lower id, on the tie.
    expect(givenOn('2026-12-08')).toEqual(new Set([1]));
  });
});
