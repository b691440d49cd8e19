import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ServiceId } from '../catalog/service';
import { exampleBundleMember, exampleService } from '../catalog/service.arbitraries';
import { reserved } from '../reservation/reservation.arbitraries';
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
    const bundle = exampleService({ id: 30, bundle: [exampleBundleMember(21, 'Wash'), exampleBundleMember(22, 'Cut')] });
    expect(membershipCoverage(reserved(bundle), plansFor(30))._tag).toBe('AllCovered');
  });

  it('agrees with counting the reserved services whose id a plan names (booking-wizard §4)', () => {
    fc.assert(
      fc.property(anyCartAndCheck, ({ servicesToReserve, check }) => {
        const planned = new Set<number>(check.bookingsMembership.available.map((plan) => plan.serviceId));
        const coveredCount = servicesToReserve.filter(
          (item) => planned.has(item.service.id) || (item.bundle !== null && planned.has(item.bundle.id)),
        ).length;
        const expected =
          coveredCount === 0 ? 'NotCovered' : coveredCount === servicesToReserve.length ? 'AllCovered' : 'PartlyCovered';
        expect(membershipCoverage(servicesToReserve, check.bookingsMembership.available)._tag).toBe(expected);
      }),
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
