import { okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { locationId } from '#domain/shared/ids.test-support';
import type { ReviewView } from '../../ports/client/published-reviews';
import { fakeBookingApi } from '../shared/fake-booking-api.test-support';
import { reviewPages } from './review-pages';

const review = (id: number): ReviewView => ({
  id,
  stars: 5,
  comment: 'Muy bien',
  reviewerName: 'Ana',
  reviewDate: '2026-11-20T10:00:00-03:00',
  serviceName: 'Corte',
  anonymous: false,
  reviewComments: [],
});

describe('a location’s reviews, page by page (storefront §4 Location page, §7)', () => {
  it('reads a reviews-v2 company’s from the reviews service, 5 at a time, following its next page', async () => {
    const asked: string[] = [];
    const api = fakeBookingApi({
      getReviewSummary: (locationId) => (
        asked.push(`summary v2 ${String(locationId)}`),
        okAsync({ average: 4.4, totalReviews: 7, reviewsOption: 'details' })
      ),
      listReviewsPage: (locationId, page, size) => {
        asked.push(`page v2 ${String(locationId)} ${String(page)} ${String(size)}`);
        return okAsync({ reviews: [review(page)], pagination: { page, size, nextPage: page < 2 ? page + 1 : null } });
      },
    });
    const pages = reviewPages({ reviews: api }, locationId(1), true);

    expect((await pages.summary())._unsafeUnwrap().totalReviews).toBe(7);
    expect((await pages.page(1))._unsafeUnwrap()).toEqual({ reviews: [review(1)], next: 2 });
    expect((await pages.page(2))._unsafeUnwrap()).toEqual({ reviews: [review(2)], next: null });
    expect(asked).toEqual(['summary v2 1', 'page v2 1 1 5', 'page v2 1 2 5']);
  });

  it('reads a first-version company’s from the first version’s calls, going on while a page held reviews', async () => {
    const asked: string[] = [];
    const api = fakeBookingApi({
      getReviewSummaryV1: (locationId) => (
        asked.push(`summary v1 ${String(locationId)}`),
        okAsync({ average: 4, totalReviews: 2, reviewsOption: 'details' })
      ),
      listReviewsV1: (locationId, page, perPage) => {
        asked.push(`page v1 ${String(locationId)} ${String(page)} ${String(perPage)}`);
        return okAsync(page === 1 ? [review(1), review(2)] : []);
      },
    });
    const pages = reviewPages({ reviews: api }, locationId(4), false);

    expect((await pages.summary())._unsafeUnwrap().average).toBe(4);
    expect((await pages.page(1))._unsafeUnwrap().next).toBe(2);
    expect((await pages.page(2))._unsafeUnwrap()).toEqual({ reviews: [], next: null });
    expect(asked).toEqual(['summary v1 4', 'page v1 4 1 5', 'page v1 4 2 5']);
  });
});
