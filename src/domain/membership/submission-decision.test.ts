import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ServiceId } from '../catalog/service';
import { exampleService } from '../catalog/service.arbitraries';
import { reserved } from '../reservation/reservation.arbitraries';
import type { MembershipCheckResponse } from './membership-check';
import { membershipCoverage } from './membership-coverage';
import { anyCartAndCheck } from './membership.arbitraries';
import { decideSubmission, PLANS_AUTO_CONFIRM_MS } from './submission-decision';

const ids = (...numbers: number[]) => numbers.map((id) => ({ serviceId: id as ServiceId }));

function check(answer: { readonly refused?: number[]; readonly planned?: number[] }): MembershipCheckResponse {
  return {
    bookingsData: { available: [], unavailable: ids(...(answer.refused ?? [])) },
    bookingsMembership: { available: ids(...(answer.planned ?? [])), unavailable: [] },
  };
}

const cart = reserved(exampleService({ id: 1, name: 'Haircut' }), exampleService({ id: 2, name: 'Manicure' }));
const [haircut, manicure] = [cart.slice(0, 1), cart.slice(1)];

describe('what submitting does once the check answers (booking-wizard §4 Submission)', () => {
  it('shows the unavailable-services modal with their names when some are unavailable (booking-wizard §4)', () => {
    expect(decideSubmission(cart, check({ refused: [2] }))).toEqual({
      _tag: 'ShowUnavailableServices',
      serviceIds: [2],
      serviceNames: ['Manicure'],
      affected: manicure.map((item) => item.internalId),
    });
  });

  it('shows the unavailable-services modal before any plans modal (booking-wizard §4)', () => {
    expect(decideSubmission(cart, check({ refused: [1], planned: [1, 2] }))._tag).toBe('ShowUnavailableServices');
  });

  it('stops the booking even when the unavailable service is one the cart does not name', () => {
    expect(decideSubmission(cart, check({ refused: [99] }))).toEqual({
      _tag: 'ShowUnavailableServices',
      serviceIds: [99],
      serviceNames: [],
      affected: [],
    });
  });

  it('shows plans success and confirms by itself after 3 s when plans cover everything (booking-wizard §4, §9)', () => {
    expect(decideSubmission(cart, check({ planned: [1, 2] }))).toEqual({
      _tag: 'ConfirmCoveredByPlans',
      covered: cart,
      autoConfirmAfterMs: 3000,
    });
    expect(PLANS_AUTO_CONFIRM_MS).toBe(3000);
  });

  it('warns listing covered and uncovered services, the uncovered removable, when plans cover some (booking-wizard §4)', () => {
    expect(decideSubmission(cart, check({ planned: [1] }))).toEqual({
      _tag: 'WarnPartlyCoveredByPlans',
      covered: haircut,
      uncovered: manicure,
      removable: manicure.map((item) => item.internalId),
    });
  });

  it('creates the booking directly when nothing is unavailable or covered by a plan (booking-wizard §4)', () => {
    expect(decideSubmission(cart, check({}))).toEqual({ _tag: 'CreateBooking' });
  });

  it('shows the unavailable-services modal whenever the check refuses something, naming exactly the refused services', () => {
    fc.assert(
      fc.property(anyCartAndCheck, ({ servicesToReserve, check: answer }) => {
        const refused = new Set<number>(answer.bookingsData.unavailable.map((item) => item.serviceId));
        const decision = decideSubmission(servicesToReserve, answer);
        expect(decision._tag === 'ShowUnavailableServices').toBe(refused.size > 0);
        if (decision._tag !== 'ShowUnavailableServices') return;
        const named = servicesToReserve.filter(
          (item) => refused.has(item.service.id) || (item.bundle !== null && refused.has(item.bundle.id)),
        );
        expect(new Set(decision.serviceNames)).toEqual(new Set(named.map((item) => item.service.name)));
        expect(decision.affected).toEqual(named.map((item) => item.internalId));
      }),
    );
  });

  it('follows the plans coverage when nothing is refused (booking-wizard §4)', () => {
    const expected = {
      AllCovered: 'ConfirmCoveredByPlans',
      PartlyCovered: 'WarnPartlyCoveredByPlans',
      NotCovered: 'CreateBooking',
    };
    fc.assert(
      fc.property(
        anyCartAndCheck.filter(({ check: answer }) => answer.bookingsData.unavailable.length === 0),
        ({ servicesToReserve, check: answer }) => {
          const coverage = membershipCoverage(servicesToReserve, answer.bookingsMembership.available);
          expect(decideSubmission(servicesToReserve, answer)._tag).toBe(expected[coverage._tag]);
        },
      ),
    );
  });

  it('offers to remove exactly the uncovered services when plans cover some', () => {
    fc.assert(
      fc.property(anyCartAndCheck, ({ servicesToReserve, check: answer }) => {
        const decision = decideSubmission(servicesToReserve, answer);
        if (decision._tag !== 'WarnPartlyCoveredByPlans') return;
        expect(decision.removable).toEqual(decision.uncovered.map((item) => item.internalId));
        expect(decision.uncovered.length).toBeGreaterThan(0);
        expect(decision.covered.length).toBeGreaterThan(0);
      }),
    );
  });
});
