import { err, ok, type Result } from 'neverthrow';
import { fieldError, type FieldError } from '../validation/field-error';
import { simpleText, whenGiven } from '../validation/field-rules';

// The form a client fills to review a booking (storefront §5 "Review", §7 PATCH fill_review):
// stars from 1 to 5, and optionally their name, the service's name and a comment.

export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const REVIEW_NAME_MAX_LENGTH = 45;
/**
 * The spec names a "comment too long" message without its bound; 1000 characters leaves room for
 * a detailed review while keeping a reply thread readable.
 */
export const REVIEW_COMMENT_MAX_LENGTH = 1000;

export interface ReviewFormValues {
  /** The stars chosen; null until the client picks some. */
  readonly stars: number | null;
  readonly anonymous: boolean;
  readonly reviewerName: string;
  readonly serviceName: string;
  readonly comment: string;
}

/** A review ready to send; text left blank is null. */
export interface ReviewSubmission {
  readonly stars: number;
  readonly anonymous: boolean;
  readonly reviewerName: string | null;
  readonly serviceName: string | null;
  readonly comment: string | null;
}

export type ReviewFormField = 'stars' | 'reviewerName' | 'serviceName' | 'comment';

export interface ReviewFormInvalid {
  readonly _tag: 'ReviewFormInvalid';
  readonly code: 'REVIEW.FORM_INVALID';
  readonly fields: Readonly<Partial<Record<ReviewFormField, FieldError>>>;
}

/** The rating: required, a whole number of stars from 1 to 5. */
export function validateRating(stars: number | null): Result<number, FieldError> {
  if (stars === null) return err(fieldError('ERRORS.VALIDATION_REQUIRED'));
  if (!Number.isInteger(stars) || stars < RATING_MIN || stars > RATING_MAX) {
    return err(fieldError('ERRORS.VALIDATION_RATING_OUT_OF_RANGE', { min: RATING_MIN, max: RATING_MAX }));
  }
  return ok(stars);
}

const nameRule = whenGiven(simpleText(REVIEW_NAME_MAX_LENGTH));
const commentRule = whenGiven(simpleText(REVIEW_COMMENT_MAX_LENGTH));

/** Checks the review form, naming every field at fault at once. */
export function validateReviewForm(values: ReviewFormValues): Result<ReviewSubmission, ReviewFormInvalid> {
  const stars = validateRating(values.stars);
  const reviewerName = nameRule(values.reviewerName);
  const serviceName = nameRule(values.serviceName);
  const comment = commentRule(values.comment);
  if (stars.isOk() && reviewerName.isOk() && serviceName.isOk() && comment.isOk()) {
    return ok({
      stars: stars.value,
      anonymous: values.anonymous,
      reviewerName: reviewerName.value,
      serviceName: serviceName.value,
      comment: comment.value,
    });
  }
  return err({
    _tag: 'ReviewFormInvalid',
    code: 'REVIEW.FORM_INVALID',
    fields: {
      ...(stars.isErr() ? { stars: stars.error } : {}),
      ...(reviewerName.isErr() ? { reviewerName: reviewerName.error } : {}),
      ...(serviceName.isErr() ? { serviceName: serviceName.error } : {}),
      ...(comment.isErr() ? { comment: comment.error } : {}),
    },
  });
}
