import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyNearLocalDate } from '../calendar/calendar.arbitraries';
import { addDays, type LocalDate } from '../calendar/local-date';
import type { ServiceId } from '../catalog/service';
import { allocatePlans, membershipCovers, type Membership, type PlanItem } from './plan-allocation';

const anyServiceId = fc.integer({ min: 1, max: 4 }).map((id) => id as ServiceId);

const anyMemberships: fc.Arbitrary<readonly Membership[]> = fc
  .uniqueArray(
    fc.record({
      id: fc.integer({ min: 1, max: 50 }),
      serviceIds: fc.uniqueArray(anyServiceId, { minLength: 1, maxLength: 3 }),
      usesLeft: fc.option(fc.integer({ min: 0, max: 3 }), { nil: null }),
      validFrom: anyNearLocalDate,
      days: fc.integer({ min: 0, max: 30 }),
    }),
    { selector: (membership) => membership.id, maxLength: 4 },
  )
  .map((memberships) =>
    memberships.map(({ days, ...membership }) => ({
      ...membership,
      name: `Plan ${String(membership.id)}`,
      validUntil: addDays(membership.validFrom, days),
    })),
  );

function anyItemsNear(memberships: readonly Membership[]): fc.Arbitrary<readonly PlanItem[]> {
  const near: LocalDate = memberships[0]?.validFrom ?? ('2026-12-01' as LocalDate);
  return fc.array(
    fc.record({ serviceId: anyServiceId, date: fc.integer({ min: -5, max: 35 }).map((days) => addDays(near, days)) }),
    { maxLength: 8 },
  );
}

const anyCase = anyMemberships.chain((memberships) =>
  anyItemsNear(memberships).map((items) => ({ memberships, items })),
);

describe('allocating memberships to bookings (booking-wizard §3 Membership check, §4 Submission)', () => {
  it('only lets a membership pay for a service it covers, on a day it is valid', () => {
    fc.assert(
      fc.property(anyCase, ({ memberships, items }) => {
        allocatePlans(memberships, items).forEach((paying, index) => {
          const membership = memberships.find((candidate) => candidate.id === paying);
          const item = items[index];
          if (paying !== null && item !== undefined)
            expect(membership !== undefined && membershipCovers(membership, item)).toBe(true);
        });
      }),
    );
  });

  it('never spends more uses of a membership than it has left', () => {
    fc.assert(
      fc.property(anyCase, ({ memberships, items }) => {
        const allocation = allocatePlans(memberships, items);
        for (const membership of memberships) {
          const spent = allocation.filter((paying) => paying === membership.id).length;
          if (membership.usesLeft !== null) expect(spent).toBeLessThanOrEqual(membership.usesLeft);
        }
      }),
    );
  });

  it('leaves an item unpaid only when no membership covering it has a use left at its turn', () => {
    fc.assert(
      fc.property(anyCase, ({ memberships, items }) => {
        const allocation = allocatePlans(memberships, items);
        allocation.forEach((paying, index) => {
          const item = items[index];
          if (paying !== null || item === undefined) return;
          for (const membership of memberships.filter((candidate) => membershipCovers(candidate, item))) {
            const spentBefore = allocation.slice(0, index).filter((earlier) => earlier === membership.id).length;
            expect(membership.usesLeft !== null && spentBefore >= membership.usesLeft).toBe(true);
          }
        });
      }),
    );
  });

  it('spends the membership ending soonest first', () => {
    const service = 1 as ServiceId;
    const plan = (id: number, validUntil: string): Membership => ({
      id,
      name: 'Plan',
      serviceIds: [service],
      usesLeft: 1,
      validFrom: '2026-11-01' as LocalDate,
      validUntil: validUntil as LocalDate,
    });
    const day = '2026-12-01' as LocalDate;
    expect(
      allocatePlans(
        [plan(1, '2027-01-31'), plan(2, '2026-12-15')],
        [
          { serviceId: service, date: day },
          { serviceId: service, date: day },
        ],
      ),
    ).toEqual([2, 1]);
  });
});
