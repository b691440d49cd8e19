import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyRating } from './review.arbitraries';
import { averageRating, nextReviewPage, reviewsDisplay, reviewsPageAfter } from './review-summary';

describe('the average rating (storefront §3 Review summary)', () => {
  it('is 0 without reviews', () => {
    expect(averageRating(0, 0)).toBe(0);
  });

  it('lies between the lowest and the highest rating given, to one decimal', () => {
    fc.assert(
      fc.property(fc.array(anyRating, { minLength: 1, maxLength: 500 }), (ratings) => {
        const average = averageRating(
          ratings.reduce((sum, stars) => sum + stars, 0),
          ratings.length,
        );
        expect(average).toBeGreaterThanOrEqual(Math.min(...ratings));
        expect(average).toBeLessThanOrEqual(Math.max(...ratings));
        expect(Math.round(average * 10)).toBeCloseTo(average * 10, 9);
      }),
    );
  });

  it('rounds to the nearest tenth: 5, 5, 4 average 4.7', () => {
    expect(averageRating(14, 3)).toBe(4.7);
  });
});

describe('the next page of reviews (storefront §4 "a next page exists when the pagination says so")', () => {
  it('walks pages of any size from 1 until every review was on exactly one page', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 300 }), fc.integer({ min: 1, max: 50 }), (total, size) => {
        let page: number | null = 1;
        let seen = 0;
        let pages = 0;
        while (page !== null) {
          seen += Math.max(0, Math.min(size, total - (page - 1) * size));
          pages += 1;
          page = nextReviewPage(page, size, total);
        }
        expect(seen).toBe(total);
        expect(pages).toBe(Math.max(1, Math.ceil(total / size)));
      }),
    );
  });

  it('has no next page past the last one', () => {
    expect(nextReviewPage(3, 5, 11)).toBeNull();
    expect(nextReviewPage(9, 5, 11)).toBeNull();
    expect(nextReviewPage(2, 5, 11)).toBe(3);
  });
});

describe('the page of reviews to ask for next (storefront §4 Location page)', () => {
  it('follows the reviews service’s next page (v2), and stops where it names none', () => {
    expect(reviewsPageAfter(1, { version: 'v2', nextPage: 2 })).toBe(2);
    expect(reviewsPageAfter(2, { version: 'v2', nextPage: null })).toBeNull();
  });

  it('never goes back or stays put on a v2 answer, so a wrong next page cannot loop', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100 }),
        fc.option(fc.integer({ min: 1, max: 200 }), { nil: null }),
        (page, nextPage) => {
          const after = reviewsPageAfter(page, { version: 'v2', nextPage });
          expect(after === null || after > page).toBe(true);
        },
      ),
    );
  });

  it('asks for the next page of the first version while the last one held reviews', () => {
    expect(reviewsPageAfter(1, { version: 'v1', count: 5 })).toBe(2);
    expect(reviewsPageAfter(2, { version: 'v1', count: 2 })).toBe(3);
    expect(reviewsPageAfter(3, { version: 'v1', count: 0 })).toBeNull();
  });
});

describe('how a location page shows its reviews (storefront §3 Review summary reviewsOption)', () => {
  it('hides them when the company disables them, says there are none yet, and offers the list only with details', () => {
    expect(reviewsDisplay({ totalReviews: 9, reviewsOption: 'disable' })).toBe('hidden');
    expect(reviewsDisplay({ totalReviews: 0, reviewsOption: 'disable' })).toBe('hidden');
    expect(reviewsDisplay({ totalReviews: 0, reviewsOption: 'details' })).toBe('noneYet');
    expect(reviewsDisplay({ totalReviews: 7, reviewsOption: 'details' })).toBe('summaryAndList');
    expect(reviewsDisplay({ totalReviews: 7, reviewsOption: 'other' })).toBe('summaryOnly');
  });
});
