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

/**
 * What a page of reviews said about the next, by reviews version: the reviews service (v2) names
 * the next page; the first version says nothing, so only how many reviews the page held counts.
 */
export type ReviewsPageAnswer =
  { readonly version: 'v1'; readonly count: number } | { readonly version: 'v2'; readonly nextPage: number | null };

/**
 * The page to ask for after `page`, or null at the end (storefront §4 "A next page exists when the
 * response pagination says so (reviews v2) or when the previous page was non-empty (v1)").
 */
export function reviewsPageAfter(page: number, answer: ReviewsPageAnswer): number | null {
  if (answer.version === 'v2') return answer.nextPage !== null && answer.nextPage > page ? answer.nextPage : null;
  return answer.count > 0 ? page + 1 : null;
}

/** How a location page shows its reviews by the company's choice (storefront §3 Review summary `reviewsOption`). */
export type ReviewsDisplay = 'hidden' | 'noneYet' | 'summaryOnly' | 'summaryAndList';

/** 'disable' hides them; 'details' adds the list to the summary; any other choice shows the summary alone. */
export function reviewsDisplay(summary: {
  readonly totalReviews: number;
  readonly reviewsOption: 'details' | 'disable' | 'other';
}): ReviewsDisplay {
  if (summary.reviewsOption === 'disable') return 'hidden';
  if (summary.totalReviews === 0) return 'noneYet';
  return summary.reviewsOption === 'details' ? 'summaryAndList' : 'summaryOnly';
}
