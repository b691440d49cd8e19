import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fieldError } from '../validation/field-error';
import { REVIEW_COMMENT_MAX_LENGTH } from './review-form';
import { canSendReply, replyOf, validateReply } from './review-reply';

const blank = fc.array(fc.constantFrom(' ', '\t', '\n'), { maxLength: 8 }).map((spaces) => spaces.join(''));
const word = fc.string({ minLength: 1, maxLength: 40 }).filter((text) => text.trim() !== '');

describe('the location’s reply to a review (storefront §3 Review, §4 Reply editing, §5)', () => {
  it('shows the last comment as the reply, and none when there are no comments', () => {
    fc.assert(
      fc.property(fc.array(word, { maxLength: 5 }), (comments) => {
        expect(replyOf({ reviewComments: comments.map((comment) => ({ comment })) })).toBe(comments.at(-1) ?? null);
      }),
    );
  });

  it('keeps a reply trimmed, and refuses a blank one as required', () => {
    fc.assert(
      fc.property(blank, word, blank, (before, text, after) => {
        expect(validateReply(`${before}${text}${after}`)._unsafeUnwrap()).toBe(text.trim());
        expect(validateReply(before + after)._unsafeUnwrapErr()).toEqual(fieldError('ERRORS.VALIDATION_REQUIRED'));
      }),
    );
  });

  it('refuses a reply longer than a review’s comment may be', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), (extra) => {
        expect(validateReply('x'.repeat(REVIEW_COMMENT_MAX_LENGTH + extra))._unsafeUnwrapErr()).toEqual(
          fieldError('ERRORS.VALIDATION_MAX_LENGTH', { max: REVIEW_COMMENT_MAX_LENGTH }),
        );
      }),
    );
  });

  it('lets the reply be sent only while it is not blank and none is on its way', () => {
    fc.assert(
      fc.property(fc.oneof(blank, word), fc.boolean(), (typed, sending) => {
        expect(canSendReply(typed, sending)).toBe(!sending && typed.trim() !== '');
      }),
    );
    expect([
      canSendReply('', false),
      canSendReply('   ', false),
      canSendReply('Gracias', true),
      canSendReply('Gracias', false),
    ]).toEqual([false, false, false, true]);
  });
});
