import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseMembershipCheckResponse } from './membership-check';
import { anyCartAndCheck } from './membership.arbitraries';

describe('the membership check response (booking-wizard §3, §7 check_bookings)', () => {
  it('is built from bookingsData and bookingsMembership, each with available and unavailable lists (booking-wizard §3)', () => {
    const response = {
      bookingsData: { available: [{ start: '2026-12-01 10:00' }], unavailable: [{ serviceId: 7, reason: 'taken' }] },
      bookingsMembership: { available: [{ serviceId: 8, planName: 'Gold' }], unavailable: [] },
    };
    expect(parseMembershipCheckResponse(response)._unsafeUnwrap()).toEqual({
      bookingsData: { available: [{ start: '2026-12-01 10:00' }], unavailable: [{ serviceId: 7 }] },
      bookingsMembership: { available: [{ serviceId: 8 }], unavailable: [] },
    });
  });

  it('refuses unavailable services and plans without a service id, naming each (booking-wizard §3)', () => {
    const refused = parseMembershipCheckResponse({
      bookingsData: { available: [], unavailable: [{}] },
      bookingsMembership: { available: [{ serviceId: 'seven' }], unavailable: [] },
    })._unsafeUnwrapErr();
    expect(refused.issues.map((issue) => issue.path.join('.'))).toEqual([
      'bookingsData.unavailable.0.serviceId',
      'bookingsMembership.available.0.serviceId',
    ]);
  });

  it('refuses a response missing one of its two parts', () => {
    expect(parseMembershipCheckResponse({ bookingsData: { available: [], unavailable: [] } }).isErr()).toBe(true);
  });

  it('accepts every response the arbitraries generate, unchanged', () => {
    fc.assert(
      fc.property(anyCartAndCheck, ({ check }) => {
        expect(parseMembershipCheckResponse(check)._unsafeUnwrap()).toEqual(check);
      }),
    );
  });
});
