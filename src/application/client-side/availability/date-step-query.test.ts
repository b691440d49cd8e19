import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currentService, isChained, type ReservationState } from '#domain/reservation/reservation';
import { anyReservationState } from '#domain/reservation/reservation.arbitraries';
import { chosenTimes, dateStepQuery } from './date-step-query';
import { CUT, CUT_AND_SHAVE_PACK, PALERMO, SHAVE } from '../shared/fake-booking-api.test-support';
import {
  BUENOS_AIRES,
  day,
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

// What the date step's availability calls ask about (booking-wizard §7 "Days in range", "Hours for
// a day", "First available date": services, providersArray, datesAndProviders, bundled, bundleId).

const cut = serviceOf(CUT);
const shave = serviceOf(SHAVE);
const pack = serviceOf(CUT_AND_SHAVE_PACK);
const MARTIN = professional(12, 'Martín');

/** A reservation scheduled one service at a time, with something to schedule now. */
const anySeparateReservation = anyReservationState()
  .filter((state) => !isChained(state))
  .chain((state) =>
    fc
      .constantFrom(...state.servicesToReserve)
      .map((item): ReservationState => ({ ...state, serviceBeingReserved: item.internalId })),
  );

const anyChainedReservation = anyReservationState().filter(isChained);

describe('the date step of a chain (booking-wizard §4: consecutive mode or a bundle share one start; §7)', () => {
  it('asks for every service of a consecutive chain in order, each with its professional', () => {
    const state = withServices(
      reservationOf([cut, shave], { bookingMode: 'consecutive' }),
      (item) => ({ ...item, provider: LUCAS_REF }),
      (item) => ({ ...item, provider: FIRST_AVAILABLE }),
    );
    expect(dateStepQuery(state, PALERMO.id, BUENOS_AIRES)).toEqual({
      locationId: PALERMO.id,
      serviceIds: [51, 52],
      providerChoices: [11, 0],
      bundleId: null,
    });
  });

  it("asks for a bundle's members under the bundle's id", () => {
    const state = withServices(
      reservationOf([pack]),
      (item) => ({ ...item, provider: LUCAS_REF }),
      (item) => ({ ...item, provider: MARTIN }),
    );
    expect(dateStepQuery(state, PALERMO.id, BUENOS_AIRES)).toEqual({
      locationId: PALERMO.id,
      serviceIds: [51, 52],
      providerChoices: [11, 12],
      bundleId: 54,
    });
  });

  it('asks for every service of any chain, in order, naming its bundle, with nothing chosen elsewhere to send', () => {
    fc.assert(
      fc.property(anyChainedReservation, (state) => {
        const query = dateStepQuery(state, PALERMO.id, BUENOS_AIRES);
        expect(query?.serviceIds).toEqual(state.servicesToReserve.map((item) => item.service.id));
        expect(query?.bundleId).toBe(state.servicesToReserve[0]?.bundle?.id ?? null);
        expect(query?.chosenTimes).toBeUndefined();
        if (query?.providerChoices.length !== 0)
          expect(query?.providerChoices).toEqual(state.servicesToReserve.map((item) => item.provider?.id ?? 0));
      }),
    );
  });
});

describe('the date step of services scheduled one by one (booking-wizard §2 separate mode, §7 datesAndProviders)', () => {
  const separate = reservationOf([cut, shave], { bookingMode: 'separate' });

  it('asks for the service being reserved only, sending the times chosen for the others with their professionals, at the offset of the day in the zone', () => {
    const summer = withServices(
      { ...separate, serviceBeingReserved: nth(separate, 1).internalId },
      (item) => scheduled(item, '2026-12-09', '10:00', LUCAS_REF),
      (item) => ({ ...item, provider: MARTIN }),
    );
    expect(dateStepQuery(summer, PALERMO.id, SANTIAGO)).toEqual({
      locationId: PALERMO.id,
      serviceIds: [52],
      providerChoices: [12],
      bundleId: null,
      chosenTimes: [{ start: '2026-12-09T10:00:00-03:00', end: '2026-12-09T10:30:00-03:00', providerId: 11 }],
    });
    const winter = withServices(summer, (item) => scheduled(item, '2026-07-08', '10:00', LUCAS_REF));
    expect(dateStepQuery(winter, PALERMO.id, SANTIAGO)?.chosenTimes).toEqual([
      { start: '2026-07-08T10:00:00-04:00', end: '2026-07-08T10:30:00-04:00', providerId: 11 },
    ]);
  });

  it('sends a time chosen with the first professional available as chosen for nobody in particular (0)', () => {
    const state = withServices({ ...separate, serviceBeingReserved: nth(separate, 1).internalId }, (item) =>
      scheduled(item, '2026-12-09', '10:00', FIRST_AVAILABLE),
    );
    expect(chosenTimes(state, SANTIAGO)).toEqual([
      { start: '2026-12-09T10:00:00-03:00', end: '2026-12-09T10:30:00-03:00', providerId: 0 },
    ]);
  });

  it("never sends the time of the service being reserved, nor a service's day without its hour", () => {
    const state = withServices(
      separate,
      (item) => scheduled(item, '2026-12-09', '10:00'),
      (item) => ({ ...item, daySelected: day('2026-12-10') }),
    );
    expect(dateStepQuery(state, PALERMO.id, SANTIAGO)).toEqual({
      locationId: PALERMO.id,
      serviceIds: [51],
      providerChoices: [11],
      bundleId: null,
    });
  });

  it('asks for nothing when no service is being reserved outside a chain', () => {
    expect(dateStepQuery({ ...separate, serviceBeingReserved: null }, PALERMO.id, SANTIAGO)).toBeNull();
  });

  it('asks for the service being reserved alone, and sends every other service whose day and hour are chosen, at the location', () => {
    fc.assert(
      fc.property(anySeparateReservation, (state) => {
        const current = currentService(state);
        const query = dateStepQuery(state, PALERMO.id, BUENOS_AIRES);
        expect(query?.serviceIds).toEqual([current?.service.id]);
        const others = state.servicesToReserve.filter(
          (item) => item !== current && item.daySelected !== null && item.hourSelected !== null,
        );
        const sent = query?.chosenTimes ?? [];
        expect(sent.map((time) => time.providerId)).toEqual(others.map((item) => item.provider?.id ?? 0));
        expect(sent.map((time) => time.start)).toEqual(
          others.map((item) => `${String(item.daySelected)}T${String(item.hourSelected)}:00-03:00`),
        );
      }),
    );
  });
});

describe('the first professional available throughout (booking-wizard §3 Provider id 0; §7 providersArray)', () => {
  it('sends no professional choices when every service on the date step is for the first available or not yet chosen', () => {
    fc.assert(
      fc.property(anyReservationState(), (state) => {
        const unchosen: ReservationState = {
          ...state,
          servicesToReserve: state.servicesToReserve.map((item) => ({
            ...item,
            provider: item.provider === null ? null : FIRST_AVAILABLE,
          })),
        };
        const query = dateStepQuery(unchosen, PALERMO.id, BUENOS_AIRES);
        if (query !== null) expect(query.providerChoices).toEqual([]);
      }),
    );
  });

  it('sends a choice for every service of the chain as soon as one of them has a professional', () => {
    const state = withServices(
      reservationOf([cut, shave], { bookingMode: 'consecutive' }),
      (item) => ({ ...item, provider: FIRST_AVAILABLE }),
      (item) => ({ ...item, provider: MARTIN }),
    );
    expect(dateStepQuery(state, PALERMO.id, BUENOS_AIRES)?.providerChoices).toEqual([0, 12]);
  });
});
