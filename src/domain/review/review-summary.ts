// A location's review summary and pages (storefront §3 Review summary, §4 "Reviews list loads
// pages of 5"; §9 "Review page size 5").

export const REVIEW_PAGE_SIZE = 5;

/**
 * The average rating shown, to one decimal (4.6), from the sum of the stars and how many reviews
 * gave them; 0 when there are none, as the contract says.
 */
export function averageRating(totalStars: number, reviewCount: number): number {
  if (reviewCount === 0) return 0;
  return Math.round((totalStars * 10) / reviewCount) / 10;
}

/**
 * The page after `page` (counting from 1) of `size` reviews out of `total`, or null when `page`
 * is the last one or beyond it (the reviews service's `pagination.next_page`).
 */
export function nextReviewPage(page: number, size: number, total: number): number | null {
  return page * size < total ? page + 1 : null;
}
