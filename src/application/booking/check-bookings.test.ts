import { describe, expect, it } from 'vitest';
import { aSubmission, anItem, facial, facialOn, haircut, submissionPorts } from './booking-submission.test-support';
import { checkBookings } from './check-bookings';
import { inMemoryMemberships } from './in-memory-bookings.test-support';

// The availability check (booking-wizard §4 Submission, §7) refuses what create refuses of the same
// submission: here, the storefront cart's rules (issue 29).

const check = (options: Parameters<typeof submissionPorts>[0] = {}) =>
  checkBookings({ ...submissionPorts(options), memberships: inMemoryMemberships() });

describe("checking bookings against the storefront cart's rules (issue 29; booking-wizard §4, storefront §9)", () => {
  it('refuses a plain service checked after a special-discount one, naming the plain one', async () => {
    const submission = aSubmission({ items: [facialOn('2026-12-02', null), anItem()] });
    expect((await check({ services: [haircut, facial] })(submission))._unsafeUnwrapErr()).toMatchObject({
      _tag: 'BookingSelectionRefused',
      code: 'CART.DISCOUNTED_SERVICE_ALONE',
      field: 'bookings[1].serviceId',
    });
  });

  it('answers a special-discount service checked on its own', async () => {
    const submission = aSubmission({ items: [facialOn('2026-12-02', null)] });
    expect((await check({ services: [haircut, facial] })(submission)).isOk()).toBe(true);
  });
});
