import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyText } from '../validation/validation.arbitraries';
import { fieldError } from '../validation/field-error';
import { REVIEW_COMMENT_MAX_LENGTH, REVIEW_NAME_MAX_LENGTH, validateRating, validateReviewForm } from './review-form';
import { anyRating, anyRatingOffScale, anyValidReviewForm } from './review.arbitraries';

describe('the review form (storefront §5 "Review", §9)', () => {
  it('accepts every whole rating from 1 to 5', () => {
    fc.assert(
      fc.property(anyRating, (stars) => {
        expect(validateRating(stars)._unsafeUnwrap()).toBe(stars);
      }),
    );
  });

  it('refuses a rating off the 1–5 scale, naming the scale', () => {
    fc.assert(
      fc.property(anyRatingOffScale, (stars) => {
        expect(validateRating(stars)._unsafeUnwrapErr()).toEqual(
          fieldError('ERRORS.VALIDATION_RATING_OUT_OF_RANGE', { min: 1, max: 5 }),
        );
      }),
    );
  });

  it('requires a rating', () => {
    expect(validateRating(null)._unsafeUnwrapErr()).toEqual(fieldError('ERRORS.VALIDATION_REQUIRED'));
  });

  it('accepts every form within the limits, blank texts sent as null', () => {
    fc.assert(
      fc.property(anyValidReviewForm, (values) => {
        const blankAsNull = (text: string) => (text === '' ? null : text);
        expect(validateReviewForm(values)._unsafeUnwrap()).toEqual({
          stars: values.stars,
          anonymous: values.anonymous,
          reviewerName: blankAsNull(values.reviewerName),
          serviceName: blankAsNull(values.serviceName),
          comment: blankAsNull(values.comment),
        });
      }),
    );
  });

  it('refuses a reviewer name or service name longer than 45 characters', () => {
    fc.assert(
      fc.property(
        anyValidReviewForm,
        anyText({ minLength: REVIEW_NAME_MAX_LENGTH + 1, maxLength: 120 }),
        (values, long) => {
          const tooLong = fieldError('ERRORS.VALIDATION_MAX_LENGTH', { max: 45 });
          expect(
            validateReviewForm({ ...values, reviewerName: long, serviceName: long })._unsafeUnwrapErr().fields,
          ).toEqual({
            reviewerName: tooLong,
            serviceName: tooLong,
          });
        },
      ),
    );
  });

  it('refuses a comment longer than 1000 characters (bound chosen: the spec gives none)', () => {
    fc.assert(
      fc.property(
        anyValidReviewForm,
        anyText({ minLength: REVIEW_COMMENT_MAX_LENGTH + 1, maxLength: 1500 }),
        (values, long) => {
          expect(validateReviewForm({ ...values, comment: long })._unsafeUnwrapErr().fields).toEqual({
            comment: fieldError('ERRORS.VALIDATION_MAX_LENGTH', { max: 1000 }),
          });
        },
      ),
    );
  });

  it('names every field at fault at once', () => {
    const refused = validateReviewForm({
      stars: null,
      anonymous: false,
      reviewerName: 'x'.repeat(46),
      serviceName: '',
      comment: '',
    });
    expect(refused._unsafeUnwrapErr()).toEqual({
      _tag: 'ReviewFormInvalid',
      code: 'REVIEW.FORM_INVALID',
      fields: {
        stars: fieldError('ERRORS.VALIDATION_REQUIRED'),
        reviewerName: fieldError('ERRORS.VALIDATION_MAX_LENGTH', { max: 45 }),
      },
    });
  });
});
