import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ServiceId } from '../catalog/service';
import { exampleBundleMember, exampleService } from '../catalog/service.arbitraries';
import { anyReservedSelection, reserved } from '../reservation/reservation.arbitraries';
import { membershipCoverage } from './membership-coverage';
import { anyCartAndCheck } from './membership.arbitraries';

const plansFor = (...ids: number[]) => ids.map((id) => ({ serviceId: id as ServiceId }));

const cut = exampleService({ id: 1, name: 'Haircut' });
const nails = exampleService({ id: 2, name: 'Manicure' });

describe('membership coverage of a selection (booking-wizard §2 Plans modal, §4)', () => {
  it('is all covered when plans pay for every service (booking-wizard §4)', () => {
    const items = reserved(cut, nails);
    expect(membershipCoverage(items, plansFor(1, 2))).toEqual({ _tag: 'AllCovered', covered: items });
  });

  it('is partly covered when plans pay for some, telling which (booking-wizard §4)', () => {
    const items = reserved(cut, nails);
    expect(membershipCoverage(items, plansFor(2, 99))).toEqual({
      _tag: 'PartlyCovered',
      covered: items.slice(1),
      uncovered: items.slice(0, 1),
    });
  });

  it('is not covered when plans pay for none of them (booking-wizard §4)', () => {
    expect(membershipCoverage(reserved(cut, nails), plansFor(99))).toEqual({ _tag: 'NotCovered' });
    expect(membershipCoverage(reserved(cut, nails), [])).toEqual({ _tag: 'NotCovered' });
  });

  it('covers a bundle’s services when a plan pays for the bundle', () => {
    const bundle = exampleService({
      id: 30,
      bundle: [exampleBundleMember(21, 'Wash'), exampleBundleMember(22, 'Cut')],
    });
    expect(membershipCoverage(reserved(bundle), plansFor(30))._tag).toBe('AllCovered');
  });

  it('covers a service reserved twice only as many times as the check names it: once when one use is left', () => {
    const twice = reserved(cut, cut);
    expect(membershipCoverage(twice, plansFor(1))).toEqual({
      _tag: 'PartlyCovered',
      covered: twice.slice(0, 1),
      uncovered: twice.slice(1),
    });
    expect(membershipCoverage(twice, plansFor(1, 1))._tag).toBe('AllCovered');
  });

  it('covers only services a plan names, by their id or their bundle’s (booking-wizard §4)', () => {
    fc.assert(
      fc.property(anyCartAndCheck, ({ servicesToReserve, check }) => {
        const planned = new Set<number>(check.bookingsMembership.available.map((plan) => plan.serviceId));
        const coverage = membershipCoverage(servicesToReserve, check.bookingsMembership.available);
        const covered = coverage._tag === 'NotCovered' ? [] : coverage.covered;
        expect(
          covered.every(
            (item) => planned.has(item.service.id) || (item.bundle !== null && planned.has(item.bundle.id)),
          ),
        ).toBe(true);
      }),
    );
  });

  it('covers every service when the check names each as many times as it is reserved, in any order', () => {
    fc.assert(
      fc.property(
        anyReservedSelection.chain(({ servicesToReserve }) =>
          fc
            .shuffledSubarray([...servicesToReserve], { minLength: servicesToReserve.length })
            .map((shuffled) => ({ servicesToReserve, shuffled })),
        ),
        ({ servicesToReserve, shuffled }) => {
          const coverage = membershipCoverage(
            servicesToReserve,
            shuffled.map((item) => ({ serviceId: item.service.id })),
          );
          expect(coverage._tag).toBe(servicesToReserve.length === 0 ? 'NotCovered' : 'AllCovered');
        },
      ),
    );
  });

  it('leaves exactly one service uncovered when the check names one service one time fewer than it is reserved', () => {
    fc.assert(
      fc.property(
        anyReservedSelection
          .filter(({ servicesToReserve }) => servicesToReserve.length > 0)
          .chain(({ servicesToReserve }) =>
            fc.nat({ max: servicesToReserve.length - 1 }).map((left) => ({ servicesToReserve, left })),
          ),
        ({ servicesToReserve, left }) => {
          const plans = servicesToReserve
            .filter((_, index) => index !== left)
            .map((item) => ({ serviceId: item.service.id }));
          const coverage = membershipCoverage(servicesToReserve, plans);
          const uncovered =
            coverage._tag === 'PartlyCovered'
              ? coverage.uncovered
              : coverage._tag === 'NotCovered'
                ? servicesToReserve
                : [];
          expect(uncovered).toHaveLength(1);
          expect(uncovered[0]?.service.id).toBe(servicesToReserve[left]?.service.id);
        },
      ),
    );
  });

  it('splits a partly covered selection into covered and uncovered services, keeping their order', () => {
    fc.assert(
      fc.property(anyCartAndCheck, ({ servicesToReserve, check }) => {
        const coverage = membershipCoverage(servicesToReserve, check.bookingsMembership.available);
        if (coverage._tag !== 'PartlyCovered') return;
        const both = new Set([...coverage.covered, ...coverage.uncovered]);
        expect(servicesToReserve.filter((item) => both.has(item))).toEqual(servicesToReserve);
        expect(coverage.covered.length + coverage.uncovered.length).toBe(servicesToReserve.length);
      }),
    );
  });
});
