import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInStorefront, testPorts } from '../../testing/render-storefront.test-support';
import { REVIEW_CODE, REVIEW_INVITATION, refusal, storefrontApi } from '../../testing/storefront-api.test-support';
import { expectAccentOf, ROSE_COMPANY } from '../../testing/company-brand.test-support';
import { ReviewPage } from './review-page';

// storefront §3 Review, §5 Review (rating required 1 to 5; name and service name at most 45
// characters; required asterisks and errors under fields), §8 "unable to review or review
// unavailable"; ADR 0032: the page a review invitation's code opens.

function renderPage(
  options: {
    readonly code?: string;
    readonly language?: 'en' | 'es';
    readonly api?: ReturnType<typeof storefrontApi>;
  } = {},
) {
  const api = options.api ?? storefrontApi();
  const code = options.code ?? REVIEW_CODE;
  const rendered = renderInStorefront(<ReviewPage route={{ country: 'ar', code, embedded: false }} />, {
    ports: testPorts({ api, path: `/ar/reviews/${code}` }),
    language: options.language ?? 'en',
  });
  return { ...rendered, api };
}

describe('the review invitation’s page (storefront §5 Review, ADR 0032)', () => {
  it('says what is reviewed, and asks for a required rating of 1 to 5 stars as a radio group', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Review your visit' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'What you are reviewing' })).toHaveTextContent(
      'Corte clásico at Palermo',
    );
    const rating = screen.getByRole('radiogroup', { name: /Your rating/ });
    expect(rating).toHaveAttribute('aria-required', 'true');
    expect(
      within(rating)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['1', '2', '3', '4', '5']);
    expect(screen.getByRole('textbox', { name: 'Service' })).toHaveValue('Corte clásico');
    expect(screen.getByRole('checkbox', { name: 'Post my review anonymously' })).not.toBeChecked();
  });

  it('refuses to send without a rating, and names names and services over 45 characters under their fields, by the domain’s rules, sending nothing', async () => {
    const { user, api } = renderPage();
    const name = await screen.findByRole('textbox', { name: 'Your name' });
    await user.type(name, 'x'.repeat(46));
    await user.click(screen.getByRole('button', { name: 'Send review' }));
    expect(screen.getByRole('radiogroup', { name: /Your rating/ })).toHaveAccessibleDescription(
      'This field is required.',
    );
    expect(name).toHaveAccessibleDescription(/Use at most 45 characters\./);
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Check the fields marked below.');
    expect(api.scenario.filledReviews).toEqual([]);
    expect(name).toHaveValue('x'.repeat(46));
  });

  it('sends the review to the version that knows the code, then thanks the client with the focus on the thanks', async () => {
    const { user, api } = renderPage();
    await user.click(await screen.findByRole('radio', { name: /4 stars/ }));
    await user.type(screen.getByRole('textbox', { name: 'Your name' }), 'Carla');
    await user.type(screen.getByRole('textbox', { name: 'Comment' }), '  Muy buen corte.  ');
    await user.click(screen.getByRole('button', { name: 'Send review' }));
    const thanks = await screen.findByRole('heading', { name: 'Thank you for your review' });
    expect(thanks).toHaveFocus();
    expect(api.scenario.filledReviews).toEqual([
      {
        code: REVIEW_CODE,
        version: 'v2',
        form: {
          stars: 4,
          anonymous: false,
          reviewerName: 'Carla',
          serviceName: 'Corte clásico',
          comment: 'Muy buen corte.',
        },
      },
    ]);
    expect(screen.queryByRole('button', { name: 'Send review' })).not.toBeInTheDocument();
  });

  it('wears the company’s brand the invitation names: accent colours, mark and name; neutral from an API that names none (issue 20)', async () => {
    const branded = storefrontApi({
      reviewInvitations: new Map([
        [REVIEW_CODE, { invitation: { ...REVIEW_INVITATION, company: ROSE_COMPANY }, version: 'v2' as const }],
      ]),
    });
    const { unmount } = renderPage({ api: branded });
    expect(await screen.findByText('Salón Rosa')).toBeInTheDocument();
    expect(document.querySelector('.company-brand__mark')).toHaveTextContent('SR');
    expectAccentOf('#e11d48');
    unmount();
    expectAccentOf(null);
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Review your visit' });
    expect(document.querySelector('.company-brand')).toBeNull();
    expectAccentOf(null);
  });

  it('asks the first reviews version when the reviews service does not know the code, and sends no name for an anonymous review', async () => {
    const api = storefrontApi({
      reviewInvitations: new Map([
        ['code-v1', { invitation: { ...REVIEW_INVITATION, confirmationCode: 'code-v1' }, version: 'v1' as const }],
      ]),
    });
    const { user } = renderPage({ api, code: 'code-v1' });
    await user.click(await screen.findByRole('radio', { name: /5 stars/ }));
    await user.type(screen.getByRole('textbox', { name: 'Your name' }), 'Carla');
    await user.click(screen.getByRole('checkbox', { name: 'Post my review anonymously' }));
    await user.click(screen.getByRole('button', { name: 'Send review' }));
    await screen.findByRole('heading', { name: 'Thank you for your review' });
    expect(api.scenario.filledReviews).toEqual([
      {
        code: 'code-v1',
        version: 'v1',
        form: expect.objectContaining({ stars: 5, anonymous: true, reviewerName: null }) as unknown,
      },
    ]);
  });

  it('shows the server’s refusal of a field under it, keeping every value typed, and clears it once the field changes', async () => {
    const api = storefrontApi();
    api.failing.set(
      'fillReview',
      refusal(422, 'REQUEST.INVALID', 'Some fields are not valid.', {
        attributes: [{ field: 'reviewer_name', messages: ['is not a name we can publish'] }],
      }),
    );
    const { user } = renderPage({ api });
    await user.click(await screen.findByRole('radio', { name: /3 stars/ }));
    const name = screen.getByRole('textbox', { name: 'Your name' });
    await user.type(name, 'Carla');
    await user.type(screen.getByRole('textbox', { name: 'Comment' }), 'Bien.');
    await user.click(screen.getByRole('button', { name: 'Send review' }));
    expect(await screen.findByText('is not a name we can publish')).toBeInTheDocument();
    expect(name).toHaveAccessibleDescription(/is not a name we can publish/);
    expect(screen.getByRole('alert')).toHaveTextContent('Some fields are not valid.');
    expect(
      [name, screen.getByRole('textbox', { name: 'Comment' })].map((field) => (field as HTMLInputElement).value),
    ).toEqual(['Carla', 'Bien.']);
    expect(screen.getByRole('radio', { name: /3 stars/ })).toBeChecked();
    await user.type(name, 'x');
    expect(screen.queryByText('is not a name we can publish')).not.toBeInTheDocument();
  });

  it('says the review is unavailable when the code was used while the page was open, keeping the form as typed', async () => {
    const api = storefrontApi();
    api.failing.set('fillReview', refusal(422, 'REVIEW.UNAVAILABLE', 'This review is no longer available.'));
    const { user } = renderPage({ api });
    await user.click(await screen.findByRole('radio', { name: /5 stars/ }));
    await user.click(screen.getByRole('button', { name: 'Send review' }));
    expect(await screen.findByText(/Unable to review: this review is unavailable/)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /5 stars/ })).toBeChecked();
  });

  it.each([
    ['an unknown code', 'no-such-code', undefined],
    ['a used or expired code', REVIEW_CODE, false],
  ])('shows the unable-to-review state, without a form, for %s', async (_case, code, reviewable) => {
    const api = storefrontApi();
    if (reviewable === false)
      api.scenario.reviewInvitations.set(REVIEW_CODE, {
        invitation: { ...REVIEW_INVITATION, reviewable: false },
        version: 'v2',
      });
    renderPage({ api, code });
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to review: this review is unavailable.');
    expect(screen.queryByRole('button', { name: 'Send review' })).not.toBeInTheDocument();
  });

  it('speaks Spanish', async () => {
    renderPage({ language: 'es' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Califica tu visita' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /1 estrella$/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar opinión' })).toBeInTheDocument();
  });
});
