import type { Instant } from '#domain/calendar/instant';
import { aCompany, aLocation, inMemoryCompanyDirectory } from '../catalogue/in-memory-directories.test-support';
import {
  aReview,
  aUser,
  DAY_MS,
  fixedClock,
  inMemoryReviews,
  inMemorySessions,
  inMemoryUsers,
  NOW,
  type StoredInvitation,
} from '../account/in-memory-accounts.test-support';
import { companyId, locationId } from '#domain/shared/ids.test-support';

// Test support: one small world of reviews for the review use cases' tests. Location 11 of a
// company on reviews v2 (company 1) has seven filled reviews; location 21 belongs to a company
// still on the first version (company 2); location 12 is closed.

export const reviewedLocation = locationId(11);

const filled: StoredInvitation[] = [1, 2, 3, 4, 5, 6, 7].map((id) => ({
  code: `filled-${String(id)}`,
  locationId: reviewedLocation,
  expiresAt: (NOW + 30 * DAY_MS) as Instant,
  review: aReview({
    id,
    stars: id % 2 === 0 ? 4 : 5,
    reviewDate: (NOW - id * DAY_MS) as Instant,
    replyCode: `reply-code-${String(id)}-0123456789ab`,
  }),
}));

export function reviewWorld() {
  const companyDirectory = inMemoryCompanyDirectory({
    companies: [
      aCompany({ id: companyId(1), reviewsV2: true }),
      aCompany({ id: companyId(2), webAddress: 'otra', reviewsV2: false }),
    ],
    locations: [
      aLocation({ id: locationId(11), companyId: companyId(1) }),
      aLocation({ id: locationId(12), companyId: companyId(1), active: false }),
      aLocation({ id: locationId(21), companyId: companyId(2) }),
    ],
  });
  const reviews = inMemoryReviews([
    ...filled,
    {
      code: 'open-code',
      locationId: locationId(11),
      bookedServiceName: 'Tintura completa',
      expiresAt: (NOW + DAY_MS) as Instant,
    },
    { code: 'expired-code', locationId: locationId(11), expiresAt: NOW },
    {
      code: 'other-company',
      locationId: locationId(21),
      expiresAt: (NOW + DAY_MS) as Instant,
      review: aReview({ id: 50, locationId: locationId(21), replyCode: 'reply-code-50-0123456789ab' }),
    },
    {
      code: 'closed-location',
      locationId: locationId(12),
      expiresAt: (NOW + DAY_MS) as Instant,
      review: aReview({ id: 60, locationId: locationId(12), replyCode: 'reply-code-60-0123456789ab' }),
    },
  ]);
  const users = inMemoryUsers([
    { user: aUser({ id: 1, roleId: 2, companyId: companyId(1), email: 'admin@uno.cl' }) },
    { user: aUser({ id: 2, roleId: 2, companyId: companyId(2), email: 'admin@dos.cl' }) },
    { user: aUser({ id: 3, roleId: 1, companyId: null, email: 'cliente@correo.cl' }) },
  ]);
  const sessions = inMemorySessions();
  const clock = fixedClock();
  const sessionOf = (userId: number) => sessions.open(userId, NOW, (NOW + DAY_MS) as Instant);
  return { ports: { companyDirectory, reviews, users, sessions, clock }, sessionOf };
}
