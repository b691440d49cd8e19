import { describe, expect, it } from 'vitest';
import { listReviewsPage } from './list-reviews-page';
import { reviewWorld } from './reviews.test-support';
import { locationId } from '#domain/shared/ids.test-support';

describe('pages of reviews from the reviews service (storefront §4 "when the response pagination says so (reviews v2)", §6)', () => {
  it('names the next page while reviews remain, and none on the last', async () => {
    const { ports } = reviewWorld();
    const list = listReviewsPage(ports);
    const first = (await list({ locationId: locationId(11), page: 1, size: 5, sessionToken: null }))._unsafeUnwrap();
    const second = (await list({ locationId: locationId(11), page: 2, size: 5, sessionToken: null }))._unsafeUnwrap();
    expect([first.reviews.length, first.nextPage, second.reviews.length, second.nextPage]).toEqual([5, 2, 2, null]);
  });

  it('shows the reply codes only to a signed-in administrator of the location’s company', async () => {
    const { ports, sessionOf } = reviewWorld();
    const list = listReviewsPage(ports);
    const codesFor = async (sessionToken: string | null) =>
      (await list({ locationId: locationId(11), page: 1, size: 5, sessionToken }))._unsafeUnwrap().showsReplyCodes;
    expect(await codesFor(await sessionOf(1))).toBe(true);
    expect(await codesFor(await sessionOf(2))).toBe(false);
    expect(await codesFor(await sessionOf(3))).toBe(false);
    expect(await codesFor(null)).toBe(false);
    expect(await codesFor('an-ended-session')).toBe(false);
  });
});
