import { okAsync } from 'neverthrow';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { UserView } from '#application/ports/client/account-sessions';
import { locationId } from '#domain/shared/ids.test-support';
import { renderInStorefront, testPorts } from '../../testing/render-storefront.test-support';
import {
  REVIEWS,
  refusal,
  SIGNED_IN_CLIENT,
  storefrontApi,
  type StorefrontApi,
} from '../../testing/storefront-api.test-support';
import { LocationPage } from './location-page';

// storefront §3 Review (the last comment is the location's reply), §4 Reply editing (closed,
// editing with the reply prefilled, closed on cancel or success), §5 "Reply send disabled when text
// is empty", §6 (only a user who can edit, on reviews v2), §8 Reply failure.

/** Palermo's reviews as the reviews service lists them to the company's administrator: each with its reply code. */
const WITH_CODES = REVIEWS.map((review) => ({ ...review, confirmationCode: `reply-code-${String(review.id)}` }));

function renderPage(
  options: {
    readonly user?: UserView | null | undefined;
    readonly reviewsV2?: boolean;
    readonly api?: StorefrontApi;
  } = {},
) {
  const api = options.api ?? storefrontApi({ reviews: WITH_CODES });
  api.scenario.company = { ...api.scenario.company, reviewsV2: options.reviewsV2 ?? true };
  const administrator: UserView = { ...SIGNED_IN_CLIENT, roleId: 2, companyId: api.scenario.company.id };
  const signedIn = options.user === undefined ? administrator : options.user;
  const rendered = renderInStorefront(
    <LocationPage route={{ locationId: locationId(5), professionalId: null }} search="" onBook={vi.fn()} />,
    {
      ports: testPorts({ api: signedIn === null ? api : { ...api, getCurrentUser: () => okAsync(signedIn) } }),
    },
  );
  return { ...rendered, api };
}

async function openReviews(user: ReturnType<typeof renderPage>['user']) {
  await user.click(await screen.findByRole('button', { name: 'See the reviews' }));
  const dialog = await screen.findByRole('dialog', { name: 'Reviews of Palermo' });
  await within(dialog).findByRole('article', { name: 'Review by Sofía' });
  return dialog;
}

describe('replying to reviews (storefront §4 Reply editing, §6)', () => {
  it('offers the administrator Edit reply under a replied review, with the reply prefilled, and Reply under the others', async () => {
    const { user } = renderPage();
    const dialog = await openReviews(user);
    const sofia = within(dialog).getByRole('article', { name: 'Review by Sofía' });
    expect(within(sofia).queryByRole('button', { name: /^Reply/ })).not.toBeInTheDocument();
    const martin = within(dialog).getByRole('article', { name: 'Review by Martín' });
    expect(within(martin).getByRole('button', { name: 'Reply to the review by Martín' })).toHaveTextContent('Reply');

    await user.click(within(sofia).getByRole('button', { name: 'Edit reply to the review by Sofía' }));
    const editor = within(sofia).getByRole('textbox', { name: 'Your reply' });
    expect(editor).toHaveValue('¡Gracias, Sofía!');
    expect(editor).toHaveFocus();
    await user.click(within(sofia).getByRole('button', { name: 'Cancel' }));
    expect(within(sofia).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(sofia).getByRole('button', { name: 'Edit reply to the review by Sofía' })).toHaveFocus();
  });

  it('keeps Send disabled while the reply is empty or only spaces, sends it, and shows it in place, closed', async () => {
    const { user, api } = renderPage();
    const dialog = await openReviews(user);
    const martin = within(dialog).getByRole('article', { name: 'Review by Martín' });
    await user.click(within(martin).getByRole('button', { name: 'Reply to the review by Martín' }));
    const send = within(martin).getByRole('button', { name: 'Send reply' });
    expect(send).toBeDisabled();
    await user.type(within(martin).getByRole('textbox', { name: 'Your reply' }), '   ');
    expect(send).toBeDisabled();
    await user.type(within(martin).getByRole('textbox', { name: 'Your reply' }), 'Gracias, Martín.');
    expect(send).toBeEnabled();
    await user.click(send);
    expect(await within(martin).findByText('Gracias, Martín.')).toBeInTheDocument();
    expect(within(martin).getByText('Reply from Palermo')).toBeInTheDocument();
    expect(within(martin).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(martin).getByRole('button', { name: 'Edit reply to the review by Martín' })).toHaveFocus();
    expect(
      api.scenario.reviews.find((review) => review.id === 5)?.reviewComments.map((comment) => comment.comment),
    ).toEqual(['Gracias, Martín.']);
  });

  it('disables Send while the reply is on its way', async () => {
    const { user, api } = renderPage();
    const release = api.hold('replyToReview');
    const dialog = await openReviews(user);
    const martin = within(dialog).getByRole('article', { name: 'Review by Martín' });
    await user.click(within(martin).getByRole('button', { name: 'Reply to the review by Martín' }));
    await user.type(within(martin).getByRole('textbox', { name: 'Your reply' }), 'Gracias.');
    await user.click(within(martin).getByRole('button', { name: 'Send reply' }));
    expect(within(martin).getByRole('button', { name: 'Sending…' })).toBeDisabled();
    release();
    expect(
      await within(martin).findByRole('button', { name: 'Edit reply to the review by Martín' }),
    ).toBeInTheDocument();
  });

  it('keeps a reply sent while the next page of reviews was loading', async () => {
    const { user, api } = renderPage();
    const dialog = await openReviews(user);
    const release = api.hold('listReviewsPage');
    await user.click(within(dialog).getByRole('button', { name: 'Show more reviews' }));
    const martin = within(dialog).getByRole('article', { name: 'Review by Martín' });
    await user.click(within(martin).getByRole('button', { name: 'Reply to the review by Martín' }));
    await user.type(within(martin).getByRole('textbox', { name: 'Your reply' }), 'Gracias, Martín.');
    await user.click(within(martin).getByRole('button', { name: 'Send reply' }));
    await within(martin).findByText('Gracias, Martín.');
    release();
    await vi.waitFor(() => {
      expect(within(dialog).getAllByRole('article')).toHaveLength(7);
    });
    expect(within(dialog).getByRole('article', { name: 'Review by Martín' })).toHaveTextContent('Gracias, Martín.');
  });

  it.each([
    [
      'the server’s error text',
      refusal(403, 'AUTH.FORBIDDEN', 'You cannot reply to this company’s reviews.'),
      'You cannot reply to this company’s reviews.',
    ],
    [
      'the fields’ messages when the server gave no text',
      refusal(422, 'REQUEST.INVALID', '', { attributes: [{ field: 'comment', messages: ['must not be blank'] }] }),
      'must not be blank',
    ],
    [
      'the generic text otherwise',
      { _tag: 'ApiMisbehaved' as const, status: 500, message: 'bad body' },
      'Something went wrong. Please try again.',
    ],
  ])(
    'opens an error dialog with %s when the reply fails, keeping the reply typed (§8 Reply failure)',
    async (_case, failure, text) => {
      const { user, api } = renderPage();
      api.failing.set('replyToReview', failure);
      const dialog = await openReviews(user);
      const martin = within(dialog).getByRole('article', { name: 'Review by Martín' });
      await user.click(within(martin).getByRole('button', { name: 'Reply to the review by Martín' }));
      await user.type(within(martin).getByRole('textbox', { name: 'Your reply' }), 'Gracias.');
      await user.click(within(martin).getByRole('button', { name: 'Send reply' }));
      const alert = await screen.findByRole('alertdialog', { name: 'Error' });
      expect(alert).toHaveTextContent(text);
      await user.click(within(alert).getByRole('button', { name: 'Close' }));
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      expect(within(martin).getByRole('textbox', { name: 'Your reply' })).toHaveValue('Gracias.');
    },
  );

  it.each([
    ['a visitor', null, true],
    ['a client', SIGNED_IN_CLIENT, true],
    ['the administrator of a company on the first reviews version', undefined, false],
  ])('offers no reply controls to %s', async (_case, signedIn, reviewsV2) => {
    const { user } = renderPage({ user: signedIn, reviewsV2 });
    const dialog = await openReviews(user);
    expect(within(dialog).getAllByRole('article')).toHaveLength(5);
    expect(within(dialog).queryByRole('button', { name: /reply/i })).not.toBeInTheDocument();
  });
});
