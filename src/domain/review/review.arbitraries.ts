import fc from 'fast-check';
import { anyText } from '../validation/validation.arbitraries';
import {
  RATING_MAX,
  RATING_MIN,
  REVIEW_COMMENT_MAX_LENGTH,
  REVIEW_NAME_MAX_LENGTH,
  type ReviewFormValues,
} from './review-form';

/** A whole number of stars on the 1–5 scale (storefront §9 "rating scale 5"). */
export const anyRating: fc.Arbitrary<number> = fc.integer({ min: RATING_MIN, max: RATING_MAX });

/** A number of stars off the scale: whole numbers outside 1–5, or fractions. */
export const anyRatingOffScale: fc.Arbitrary<number> = fc.oneof(
  fc.integer({ min: -100, max: RATING_MIN - 1 }),
  fc.integer({ min: RATING_MAX + 1, max: 100 }),
  fc.double({ min: RATING_MIN, max: RATING_MAX, noNaN: true }).filter((stars) => !Number.isInteger(stars)),
);

const blankOr = (text: fc.Arbitrary<string>) => fc.oneof(fc.constant(''), text);

/** A review form any client could send. */
export const anyValidReviewForm: fc.Arbitrary<ReviewFormValues> = fc.record({
  stars: anyRating,
  anonymous: fc.boolean(),
  reviewerName: blankOr(anyText({ minLength: 1, maxLength: REVIEW_NAME_MAX_LENGTH })),
  serviceName: blankOr(anyText({ minLength: 1, maxLength: REVIEW_NAME_MAX_LENGTH })),
  comment: blankOr(anyText({ minLength: 1, maxLength: REVIEW_COMMENT_MAX_LENGTH })),
});
