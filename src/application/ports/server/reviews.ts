import type { Instant } from '#domain/calendar/instant';
import type { ReviewSubmission } from '#domain/review/review-form';
import type { LocationId } from '#domain/storefront/company';
import type { CompanyBrand } from '#domain/booking/booking-group';

/** How a location shows its reviews (storefront §3 Review summary). */
export type ReviewsOption = 'details' | 'disable' | 'other';

/** One of the location's replies to a review; the last one is the reply shown. */
export interface ReviewComment {
  readonly id: number;
  readonly comment: string;
  readonly createdAt: Instant;
}

/** A filled review (storefront §3 Review). */
export interface Review {
  readonly id: number;
  readonly locationId: LocationId;
  /** The location's IANA zone: its dates are shown at the location's offset. */
  readonly timeZone: string;
  /** The review's reference for replies (the spec's uuid and confirmationCode). */
  readonly replyCode: string;
  readonly stars: number;
  readonly comment: string | null;
  /** Null when the review is anonymous or no name was given. */
  readonly reviewerName: string | null;
  /** The name the client gave the service, else the booked service's. */
  readonly serviceName: string;
  readonly anonymous: boolean;
  /** When it was filled: the review's date. */
  readonly reviewDate: Instant;
  /** Oldest first. */
  readonly comments: readonly ReviewComment[];
}

/** A booking's invitation to review it, as its code finds it. */
export interface ReviewInvitation {
  readonly locationId: LocationId;
  readonly locationName: string;
  /** The location's company as its client-facing pages show it (issue 20; docs/adr/0073). */
  readonly company: CompanyBrand;
  readonly bookedServiceName: string;
  readonly expiresAt: Instant;
  /** The review once filled; null before. */
  readonly review: Review | null;
}

/** What a location's reviews add up to. */
export interface ReviewTally {
  readonly reviewsOption: ReviewsOption;
  readonly totalStars: number;
  readonly reviewCount: number;
}

/**
 * Locations' reviews and the invitations that fill them. Invitation codes are secrets: the store
 * keeps only their digests. What does not exist is undefined, and a failing store throws.
 */
export interface Reviews {
  /** The location's filled reviews, counted, and how it shows them; undefined for an unknown location. */
  tallyOf(locationId: LocationId): Promise<ReviewTally | undefined>;
  /** Filled reviews of the location, newest first, skipping `offset` and answering at most `limit`. */
  reviewsOf(locationId: LocationId, offset: number, limit: number): Promise<readonly Review[]>;
  invitationByCode(code: string): Promise<ReviewInvitation | undefined>;
  /**
   * Fills the review the code invites, only if it is still unfilled and unexpired at `now` — checked
   * and written at once, so a code fills one review even when sent twice at the same moment.
   * Undefined when it could not.
   */
  fill(code: string, review: ReviewSubmission, now: Instant): Promise<Review | undefined>;
  /** The filled review a reply names. */
  reviewByReplyCode(replyCode: string): Promise<Review | undefined>;
  /** Adds the location's reply to a filled review; answers the review with it. */
  addComment(reviewId: number, authorUserId: number, comment: string, at: Instant): Promise<Review>;
}
