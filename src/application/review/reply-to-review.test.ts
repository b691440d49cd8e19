import { describe, expect, it } from 'vitest';
import { replyToReview } from './reply-to-review';
import { reviewWorld } from './reviews.test-support';

const reply = (confirmationCode: string, comment = '¡Gracias por venir!') => ({ confirmationCode, comment });

describe('replying to a review as the location (storefront §3 Review, §4 Reply editing, §6)', () => {
  it('adds the administrator’s reply, trimmed; replying again edits it, the last reply being the one shown', async () => {
    const { ports, sessionOf } = reviewWorld();
    const sessionToken = await sessionOf(1);
    await replyToReview(ports)({ sessionToken, ...reply('reply-code-1-0123456789ab', ' Gracias, Ana. ') });
    const edited = (
      await replyToReview(ports)({ sessionToken, ...reply('reply-code-1-0123456789ab', 'Gracias, Ana: te esperamos.') })
    )._unsafeUnwrap();
    expect(edited.comments.map((comment) => comment.comment)).toEqual(['Gracias, Ana.', 'Gracias, Ana: te esperamos.']);
  });

  it('requires signing in', async () => {
    const { ports } = reviewWorld();
    expect(
      (await replyToReview(ports)({ sessionToken: null, ...reply('reply-code-1-0123456789ab') }))._unsafeUnwrapErr()
        ._tag,
    ).toBe('SignInRequired');
  });

  it('forbids a client, and another company’s administrator', async () => {
    const { ports, sessionOf } = reviewWorld();
    for (const userId of [2, 3]) {
      const refusal = (
        await replyToReview(ports)({ sessionToken: await sessionOf(userId), ...reply('reply-code-1-0123456789ab') })
      )._unsafeUnwrapErr();
      expect(refusal).toEqual({ _tag: 'Forbidden', code: 'AUTH.FORBIDDEN' });
    }
  });

  it('forbids even the company’s own administrator while the company is on the first reviews version', async () => {
    const { ports, sessionOf } = reviewWorld();
    expect(
      (
        await replyToReview(ports)({ sessionToken: await sessionOf(2), ...reply('reply-code-50-0123456789ab') })
      )._unsafeUnwrapErr()._tag,
    ).toBe('Forbidden');
  });

  it('does not find an unknown review, nor one of a closed location', async () => {
    const { ports, sessionOf } = reviewWorld();
    const sessionToken = await sessionOf(1);
    expect((await replyToReview(ports)({ sessionToken, ...reply('nope') }))._unsafeUnwrapErr()._tag).toBe(
      'ReviewNotFound',
    );
    expect(
      (await replyToReview(ports)({ sessionToken, ...reply('reply-code-60-0123456789ab') }))._unsafeUnwrapErr()._tag,
    ).toBe('ReviewNotFound');
  });

  it('refuses a blank reply, naming the comment (§5 "Reply send disabled when text is empty")', async () => {
    const { ports, sessionOf } = reviewWorld();
    const refusal = (
      await replyToReview(ports)({ sessionToken: await sessionOf(1), ...reply('reply-code-1-0123456789ab', '   ') })
    )._unsafeUnwrapErr();
    expect(refusal._tag === 'InvalidFields' && refusal.fields.map((each) => [each.field, each.error.key])).toEqual([
      ['comment', 'ERRORS.VALIDATION_REQUIRED'],
    ]);
  });
});
