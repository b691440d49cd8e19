/** A review invitation already used or expired: "unable to review or review unavailable" (storefront §8; ADR 0014: 422). */
export interface ReviewUnavailable {
  readonly _tag: 'ReviewUnavailable';
  readonly code: 'REVIEW.UNAVAILABLE';
}

export const reviewUnavailable: ReviewUnavailable = { _tag: 'ReviewUnavailable', code: 'REVIEW.UNAVAILABLE' };
