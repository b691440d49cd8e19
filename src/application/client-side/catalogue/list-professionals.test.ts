import fc from 'fast-check';
import { okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { anyReservationState } from '#domain/reservation/reservation.arbitraries';
import type { ProvidersFreeQuery } from '../../ports/client/availability-queries';
import type { ProviderView } from '../../ports/client/professional-directory';
import {
  apiPorts,
  CUT,
  fakeBookingApi,
  LUCAS,
  PALERMO,
  SHAVE,
  BEARD_CARE_SESSIONS,
} from '../shared/fake-booking-api.test-support';
import { listProfessionals, type BookingPlace } from './list-professionals';
import {
  BUENOS_AIRES,
  FIRST_AVAILABLE,
  LUCAS_REF,
  nth,
  professional,
  reservationOf,
  SANTIAGO,
  scheduled,
  serviceOf,
  withServices,
} from '../booking/reservation-states.test-support';

// The professionals the provider step offers for a service (booking-wizard §2 Provider selection;
// §7 "Available providers for a service at a time": GET /api/v2/sites/service_providers/date_time
// with serviceId, locationId, startAt, endAt, datesAndProviders; GET /service_providers).

const MARTIN = professional(12, 'Martín');
const viewOf = (id: number, publicName: string): ProviderView => ({ ...LUCAS, id, publicName });
const MARTIN_VIEW = viewOf(12, 'Martín');
/** A professional of the location who does not perform the services below. */
const FELIPE_VIEW = viewOf(13, 'Felipe');

/** A cut and a shave, both performed by Lucas and Martín. */
const cut = serviceOf({ ...CUT, serviceProviders: [LUCAS_REF, MARTIN] });
const shave = serviceOf({ ...SHAVE, serviceProviders: [LUCAS_REF, MARTIN] });

const palermo: BookingPlace = { locationId: PALERMO.id, zone: BUENOS_AIRES };
const santiago: BookingPlace = { locationId: PALERMO.id, zone: SANTIAGO };

/** The fake API, writing down which of the two lists it was asked for, answering the location's three professionals. */
function recordingApi(answered: readonly ProviderView[] = [LUCAS, MARTIN_VIEW, FELIPE_VIEW]) {
  const everyone: unknown[] = [];
  const freeAt: ProvidersFreeQuery[] = [];
  const api = fakeBookingApi({
    listServiceProviders: (locationId, serviceId) => (everyone.push([locationId, serviceId]), okAsync(answered)),
    listProvidersFreeAt: (query) => (freeAt.push(query), okAsync(answered)),
  });
  return { api, everyone, freeAt };
}

const ids = (providers: readonly ProviderView[]) => providers.map((provider) => provider.id);

describe('the professionals of a service before its day and hour (booking-wizard §2 Provider selection)', () => {
  it("lists the service's professionals, only those the catalogue lists for it", async () => {
    const { api, everyone, freeAt } = recordingApi();
    const state = reservationOf([cut]);
    expect(ids((await listProfessionals(apiPorts(api))(palermo, state, nth(state, 0)))._unsafeUnwrap())).toEqual([
      11, 12,
    ]);
    expect(everyone).toEqual([[PALERMO.id, 51]]);
    expect(freeAt).toEqual([]);
  });

  it('lists everyone who performs a service of a chain even once its day and hour are chosen: the chain is scheduled after its professionals', async () => {
    const { api, everyone, freeAt } = recordingApi();
    const state = withServices(
      reservationOf([cut, shave], { bookingMode: 'consecutive' }),
      (item) => scheduled(item, '2026-12-09', '10:00'),
      (item) => scheduled(item, '2026-12-09', '10:30'),
    );
    expect(ids((await listProfessionals(apiPorts(api))(palermo, state, nth(state, 1)))._unsafeUnwrap())).toEqual([
      11, 12,
    ]);
    expect(everyone).toEqual([[PALERMO.id, 52]]);
    expect(freeAt).toEqual([]);
  });

  it('lists everyone who performs a session package even once a session is scheduled: sessions choose the professional first', async () => {
    const { api, freeAt } = recordingApi();
    const state = withServices(
      reservationOf([serviceOf({ ...BEARD_CARE_SESSIONS, serviceProviders: [LUCAS_REF, MARTIN] })]),
      (item) => scheduled(item, '2026-12-09', '10:00'),
    );
    expect(ids((await listProfessionals(apiPorts(api))(palermo, state, nth(state, 0)))._unsafeUnwrap())).toEqual([
      11, 12,
    ]);
    expect(freeAt).toEqual([]);
  });
});

describe('the professionals free over the chosen slot (booking-wizard §7 GET /api/v2/sites/service_providers/date_time; docs/adr/0007)', () => {
  const separate = reservationOf([cut, shave], { bookingMode: 'separate' });

  it("asks for those free over the service's slot, as instants at the location's offset, and lists only those the catalogue lists", async () => {
    const { api, freeAt } = recordingApi();
    const state = withServices(separate, (item) => scheduled(item, '2026-12-09', '10:00', null));
    expect(ids((await listProfessionals(apiPorts(api))(santiago, state, nth(state, 0)))._unsafeUnwrap())).toEqual([
      11, 12,
    ]);
    expect(freeAt).toEqual([
      {
        locationId: PALERMO.id,
        serviceId: 51,
        startAt: '2026-12-09T10:00:00-03:00',
        endAt: '2026-12-09T10:30:00-03:00',
      },
    ]);
  });

  it("sends the times chosen for the reservation's other services with their professionals", async () => {
    const { api, freeAt } = recordingApi();
    const state = withServices(
      { ...separate, serviceBeingReserved: nth(separate, 1).internalId },
      (item) => scheduled(item, '2026-07-08', '10:00', LUCAS_REF),
      (item) => scheduled(item, '2026-07-08', '11:00', null),
    );
    await listProfessionals(apiPorts(api))(santiago, state, nth(state, 1));
    expect(freeAt).toEqual([
      {
        locationId: PALERMO.id,
        serviceId: 52,
        startAt: '2026-07-08T11:00:00-04:00',
        endAt: '2026-07-08T11:30:00-04:00',
        chosenTimes: [{ start: '2026-07-08T10:00:00-04:00', end: '2026-07-08T10:30:00-04:00', providerId: 11 }],
      },
    ]);
  });

  it("never counts the service's own slot among the reservation's other choices, whichever service is being reserved", async () => {
    const { api, freeAt } = recordingApi();
    const state = withServices(
      { ...separate, serviceBeingReserved: null },
      (item) => scheduled(item, '2026-12-09', '10:00', LUCAS_REF),
      (item) => scheduled(item, '2026-12-09', '11:00', MARTIN),
    );
    expect(ids((await listProfessionals(apiPorts(api))(santiago, state, nth(state, 1)))._unsafeUnwrap())).toEqual([
      11, 12,
    ]);
    expect(freeAt[0]?.chosenTimes).toEqual([
      { start: '2026-12-09T10:00:00-03:00', end: '2026-12-09T10:30:00-03:00', providerId: 11 },
    ]);
  });

  it('asks about the whole slot of a service chosen with the first professional available', async () => {
    const { api, freeAt } = recordingApi();
    const state = withServices(reservationOf([cut]), (item) => scheduled(item, '2026-12-09', '23:45', FIRST_AVAILABLE));
    await listProfessionals(apiPorts(api))(santiago, state, nth(state, 0));
    expect(freeAt[0]).toMatchObject({ startAt: '2026-12-09T23:45:00-03:00', endAt: '2026-12-10T00:15:00-03:00' });
  });
});

describe('the professionals offered, whatever the reservation (booking-wizard §2, §3 Provider)', () => {
  it("offers exactly the professionals the API answers that the catalogue lists for the service, in the API's order", async () => {
    const anyCase = anyReservationState().chain((state) =>
      fc.record({
        state: fc.constant(state),
        item: fc.constantFrom(...state.servicesToReserve),
        answered: fc.uniqueArray(fc.integer({ min: 1, max: 8 }), { maxLength: 8 }),
      }),
    );
    await fc.assert(
      fc.asyncProperty(anyCase, async ({ state, item, answered }) => {
        const { api } = recordingApi(answered.map((id) => viewOf(id, `Professional ${String(id)}`)));
        const offered = ids((await listProfessionals(apiPorts(api))(palermo, state, item))._unsafeUnwrap());
        expect(offered).toEqual(answered.filter((id) => item.service.serviceProviders.some((ref) => ref.id === id)));
      }),
    );
  });
});
