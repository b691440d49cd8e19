import { describe, expect, it } from 'vitest';
import { listReviews } from './list-reviews';
import { reviewWorld } from './reviews.test-support';
import { locationId } from '#domain/shared/ids.test-support';

describe('pages of reviews, first version (storefront §4 "pages of 5 … when the previous page was non-empty (v1)", §7 GET /reviews/detail)', () => {
  it('answers the newest reviews first, a page at a time, and an empty page past the last', async () => {
    const { ports } = reviewWorld();
    const pages = await Promise.all(
      [1, 2, 3].map(async (page) =>
        (await listReviews(ports)({ locationId: locationId(11), page, perPage: 5 }))._unsafeUnwrap(),
      ),
    );
    expect(pages.map((reviews) => reviews.map((review) => review.id))).toEqual([[1, 2, 3, 4, 5], [6, 7], []]);
  });

  it('does not find a closed location', async () => {
    const { ports } = reviewWorld();
    expect(
      (await listReviews(ports)({ locationId: locationId(12), page: 1, perPage: 5 }))._unsafeUnwrapErr()._tag,
    ).toBe('LocationNotFound');
  });
});
