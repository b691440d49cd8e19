import fc from 'fast-check';
import { okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { anyReservationState } from '#domain/reservation/reservation.arbitraries';
import type { ReservationState } from '#domain/reservation/reservation';
import type { CheckedBookingsView } from '../../ports/client/booking-requests';
import { checkReservation } from './check-reservation';
import {
  CUT,
  CUT_AND_SHAVE_PACK,
  fakeBookingApi,
  palermoCutRequest,
  SHAVE,
} from '../shared/fake-booking-api.test-support';
import type { ReservationRequest } from './reservation-request';
import { nth, reservationOf, serviceOf } from './reservation-states.test-support';

// Reserve or Pay and reserve first checks the reservation (booking-wizard §4 Submission, §2 Plans
// modal, unavailable-services modal; §3 Membership check response; §7 POST /bookings/check_bookings).

const cut = serviceOf(CUT);
const shave = serviceOf(SHAVE);
const pack = serviceOf(CUT_AND_SHAVE_PACK);

/** The request checked: what it holds is the adapter's business, not the decision's. */
const reservation: ReservationRequest = { request: palermoCutRequest(), internalIds: [] };

const answer = (checked: Partial<{ unavailable: number[]; plans: [number, number][] }>): CheckedBookingsView => ({
  bookingsData: { available: [], unavailable: (checked.unavailable ?? []).map((serviceId) => ({ serviceId })) },
  bookingsMembership: {
    available: (checked.plans ?? []).map(([serviceId, paymentMembershipId]) => ({ serviceId, paymentMembershipId })),
    unavailable: [],
  },
});

const check = (state: ReservationState, checked: CheckedBookingsView) =>
  checkReservation(fakeBookingApi({ checkBookings: () => okAsync(checked) }))(state, reservation);

const cutAndShave = reservationOf([cut, shave], { bookingMode: 'separate' });

describe('checking a reservation before booking it (booking-wizard §4 Submission, §7 check_bookings)', () => {
  it("asks the API to check the reservation's request, booking nothing", async () => {
    const api = fakeBookingApi();
    await checkReservation(api)(cutAndShave, reservation);
    expect(api.checked).toEqual([reservation.request]);
    expect(api.created).toEqual([]);
  });

  it('shows the unavailable services, by name, when the check refuses any', async () => {
    const checked = (await check(cutAndShave, answer({ unavailable: [52], plans: [[51, 301]] })))._unsafeUnwrap();
    expect(checked.decision).toMatchObject({
      _tag: 'ShowUnavailableServices',
      serviceIds: [52],
      serviceNames: ['Afeitado con navaja'],
    });
    if (checked.decision._tag === 'ShowUnavailableServices') expect(checked.decision.affected).toHaveLength(1);
  });

  it('confirms on its own when plans pay for every service, naming the membership that pays each', async () => {
    const checked = (
      await check(
        cutAndShave,
        answer({
          plans: [
            [51, 301],
            [52, 302],
          ],
        }),
      )
    )._unsafeUnwrap();
    expect(checked.decision).toMatchObject({ _tag: 'ConfirmCoveredByPlans', autoConfirmAfterMs: 3000 });
    expect(checked.memberships).toEqual(
      new Map([
        [nth(cutAndShave, 0).internalId, 301],
        [nth(cutAndShave, 1).internalId, 302],
      ]),
    );
  });

  it('warns when plans pay for some services only, offering to remove the others', async () => {
    const checked = (await check(cutAndShave, answer({ plans: [[51, 301]] })))._unsafeUnwrap();
    expect(checked.decision).toMatchObject({
      _tag: 'WarnPartlyCoveredByPlans',
      removable: [nth(cutAndShave, 1).internalId],
    });
    expect(checked.memberships).toEqual(new Map([[nth(cutAndShave, 0).internalId, 301]]));
  });

  it('books directly when nothing is unavailable and no plan pays', async () => {
    const checked = (await check(cutAndShave, answer({})))._unsafeUnwrap();
    expect(checked).toEqual({ decision: { _tag: 'CreateBooking' }, memberships: new Map() });
  });

  it("lets a plan for the bundle pay each of the bundle's services: a bundled service answers to its bundle's id too", async () => {
    const bundled = reservationOf([pack]);
    const checked = (await check(bundled, answer({ plans: [[54, 301]] })))._unsafeUnwrap();
    expect(checked.decision).toMatchObject({ _tag: 'ConfirmCoveredByPlans' });
    expect(checked.memberships).toEqual(
      new Map([
        [nth(bundled, 0).internalId, 301],
        [nth(bundled, 1).internalId, 301],
      ]),
    );
  });

  it('answers a plan naming a service id that is not one as the API misbehaving', async () => {
    expect((await check(cutAndShave, answer({ plans: [[0, 301]] })))._unsafeUnwrapErr()).toMatchObject({
      _tag: 'ApiMisbehaved',
    });
  });
});

/** Any reservation, and a check answer whose plans name some of its services or bundles (and perhaps others), in any order. */
const anyCheckedReservation = anyReservationState().chain((state) => {
  const named = [
    ...new Set(
      state.servicesToReserve.flatMap((item) => [item.service.id, ...(item.bundle === null ? [] : [item.bundle.id])]),
    ),
    99_999,
  ];
  return fc.record({
    state: fc.constant(state),
    plans: fc.array(fc.tuple(fc.constantFrom(...named), fc.integer({ min: 1, max: 900 })), { maxLength: 5 }),
  });
});

describe('the memberships paying each service, for any reservation (booking-wizard §3 Plans data)', () => {
  it('pays a service only with a plan naming it or its bundle, and each plan naming a service pays one of them', async () => {
    await fc.assert(
      fc.asyncProperty(anyCheckedReservation, async ({ state, plans }) => {
        const { memberships } = (await check(state, answer({ plans })))._unsafeUnwrap();
        for (const item of state.servicesToReserve) {
          const paidBy = memberships.get(item.internalId);
          if (paidBy !== undefined)
            expect(
              plans.some(
                ([serviceId, membershipId]) =>
                  membershipId === paidBy && (serviceId === item.service.id || serviceId === item.bundle?.id),
              ),
            ).toBe(true);
        }
        // A service reserved k times and named n times is paid min(k, n) times (beside what a plan for its bundle pays).
        for (const id of new Set(
          state.servicesToReserve.filter((item) => item.bundle === null).map((item) => item.service.id),
        )) {
          const reservedTimes = state.servicesToReserve.filter((item) => item.service.id === id).length;
          const namedTimes = plans.filter(([serviceId]) => serviceId === id).length;
          const paidTimes = state.servicesToReserve.filter(
            (item) => item.service.id === id && memberships.has(item.internalId),
          ).length;
          expect(paidTimes).toBe(Math.min(reservedTimes, namedTimes));
        }
        expect(
          [...memberships.keys()].every((internalId) =>
            state.servicesToReserve.some((item) => item.internalId === internalId),
          ),
        ).toBe(true);
      }),
    );
  });

  it('pays a service reserved twice once when the check names it once (its plan has one use left)', async () => {
    const twice = reservationOf([cut, cut], { bookingMode: 'separate' });
    expect(nth(twice, 0).internalId).not.toBe(nth(twice, 1).internalId);
    const checked = (await check(twice, answer({ plans: [[51, 301]] })))._unsafeUnwrap();
    expect(checked.decision).toMatchObject({ _tag: 'WarnPartlyCoveredByPlans', removable: [nth(twice, 1).internalId] });
    expect(checked.memberships).toEqual(new Map([[nth(twice, 0).internalId, 301]]));
  });
});
