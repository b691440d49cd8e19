import { describe, expect, it } from 'vitest';
import type { components } from '#adapters/http/booking-api.generated';
import { expectNoAccessibilityViolations } from './accessibility.test-support';
import { eventually, openLocationPage, shown } from './booking-wizard.test-support';
import { chromiumUnavailable, MOBILE, WIDE } from './chromium.test-support';
import { PINNED } from './pinned-clock.test-support';
import { storefrontInChromium } from './storefront-suite.test-support';

// End to end: reviewing a visit by the invitation's code (storefront §3 Review, §5 Review, §8
// "unable to review"; ADR 0032: /{country}/reviews/{code}) and the salon's administrator replying
// to Providencia's reviews on reviews v2 (§4 Reply editing, §6), over the demo data (docs/demo.md):
// the open invitation demo-review-providencia-K3v8Nq2Lm5Xc9Rt4, and admin@salon-aurora.example.
// What each flow left is read back through the API; every state is checked with axe.

type Schemas = components['schemas'];

const chromiumMissing = chromiumUnavailable('e2e/reviews.test.ts');
const OPEN_CODE = 'demo-review-providencia-K3v8Nq2Lm5Xc9Rt4';

async function readJson<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

describe.skipIf(chromiumMissing !== undefined)('reviews by code and replies (storefront §4, §5, §6, §8)', () => {
  const suite = storefrontInChromium(PINNED.lateEvening);

  it('fills a review by the invitation’s code on a phone, and the API then refuses the code and lists the review', async () => {
    const page = await suite.pages.open(MOBILE);
    await page.goto(`${suite.origin}/cl/reviews/${OPEN_CODE}`);
    await shown(page, page.getByRole('heading', { level: 1, name: 'Review your visit' }));
    await shown(
      page,
      page.getByRole('region', { name: 'What you are reviewing' }).getByText('Corte de pelo mujer at Providencia'),
    );
    // In the salon's brand, as its other client pages (issue 20): its name under its logo.
    await shown(page, page.locator('.company-brand').getByText('Salón Aurora'));
    await expectNoAccessibilityViolations(page, 'the review page');

    // Without a rating and with a name too long, the domain's rules refuse it, sending nothing.
    const name = page.getByRole('textbox', { name: 'Your name' });
    await name.fill('C'.repeat(46));
    await page.getByRole('button', { name: 'Send review' }).click();
    await shown(page, page.getByText('This field is required.'));
    await shown(page, page.getByText('Use at most 45 characters.'));
    await expectNoAccessibilityViolations(page, 'the review page with errors');
    expect(
      (await readJson<Schemas['ReviewInvitation']>(await fetch(`${suite.origin}/reviews/check_review/${OPEN_CODE}`)))
        .reviewable,
    ).toBe(true);

    // The radio itself is hidden behind its label, which the client presses.
    await page.locator('label').filter({ hasText: '4 stars' }).click();
    expect(await page.getByRole('radio', { name: /4 stars/ }).isChecked()).toBe(true);
    await name.fill('Carla');
    await page.getByRole('textbox', { name: 'Comment' }).fill('Me encantó el corte.');
    await page.getByRole('button', { name: 'Send review' }).click();
    await shown(page, page.getByRole('heading', { name: 'Thank you for your review' }));
    await eventually(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Thank you for your review');
    await expectNoAccessibilityViolations(page, 'the review page, thanks');

    const check = await readJson<Schemas['ReviewInvitation']>(
      await fetch(`${suite.origin}/reviews/api/v1/reviews/${OPEN_CODE}/check_review`),
    );
    expect({ reviewable: check.reviewable, stars: check.review?.stars, name: check.review?.reviewer_name }).toEqual({
      reviewable: false,
      stars: 4,
      name: 'Carla',
    });
    const listed = await readJson<Schemas['ReviewsPage']>(
      await fetch(`${suite.origin}/reviews/api/v1/reviews?location_id=1&page=1&size=5`),
    );
    expect(listed.reviews.find((review) => review.reviewer_name === 'Carla')).toMatchObject({
      stars: 4,
      comment: 'Me encantó el corte.',
      service_name: 'Corte de pelo mujer',
    });

    // The link, opened again, can no longer review.
    await page.reload();
    await shown(page, page.getByRole('alert').getByText(/^Unable to review: this review is unavailable\./));
    expect(await page.getByRole('button', { name: 'Send review' }).count()).toBe(0);
  });

  it('shows the unable-to-review state for an unknown code, in Spanish too', async () => {
    const page = await suite.pages.open(WIDE);
    await page.goto(`${suite.origin}/cl/reviews/no-such-code`);
    await shown(page, page.getByRole('alert').getByText(/^Unable to review: this review is unavailable\./));
    expect(await page.getByRole('radiogroup').count()).toBe(0);
    await expectNoAccessibilityViolations(page, 'the review page of an unknown code');
    await page.getByRole('button', { name: 'Español' }).click();
    await shown(page, page.getByRole('alert').getByText(/^No es posible calificar/));
  });

  it('lets the salon’s administrator reply to a review and edit the reply, which stays after a reload; a visitor sees no reply button', async () => {
    const page = await suite.pages.open(WIDE);
    await openLocationPage(page, suite.origin, '/cl/sucursal/1', { openCategories: false });
    await page.getByRole('button', { name: 'Sign in' }).click();
    const signIn = page.getByRole('dialog', { name: 'Link to your account' });
    await signIn.getByRole('textbox', { name: 'Email' }).fill('admin@salon-aurora.example');
    await signIn.getByLabel(/^Password/).fill('reserva-demo-2026');
    await signIn.getByRole('button', { name: 'Sign in' }).click();
    await shown(page, page.getByRole('button', { name: 'Hello, Carolina' }));

    const openJosefa = async () => {
      await page.getByRole('button', { name: 'See the reviews' }).click();
      const dialog = page.getByRole('dialog', { name: 'Reviews of Providencia' });
      const josefa = dialog.getByRole('article', { name: 'Review by Josefa' });
      await shown(page, josefa);
      return { dialog, josefa };
    };
    const { dialog, josefa } = await openJosefa();
    await shown(
      page,
      dialog
        .getByRole('article', { name: 'Review by Ana' })
        .getByRole('button', { name: 'Edit reply to the review by Ana' }),
    );
    await josefa.getByRole('button', { name: 'Reply to the review by Josefa' }).click();
    const reply = josefa.getByRole('textbox', { name: 'Your reply' });
    await shown(page, reply);
    expect(await josefa.getByRole('button', { name: 'Send reply' }).isDisabled()).toBe(true);
    await reply.fill('Gracias, Josefa: la próxima vez te sorprenderemos.');
    await expectNoAccessibilityViolations(page, 'the reviews modal, a reply being written');
    await josefa.getByRole('button', { name: 'Send reply' }).click();
    await shown(page, josefa.getByRole('button', { name: 'Edit reply to the review by Josefa' }));
    await shown(page, josefa.getByRole('blockquote').getByText('Gracias, Josefa: la próxima vez te sorprenderemos.'));

    // Reloaded, the reply is the server's; editing it prefills it and replaces it.
    await page.reload();
    await shown(page, page.getByRole('button', { name: 'Hello, Carolina' }));
    const again = await openJosefa();
    await shown(page, again.josefa.getByText('Gracias, Josefa: la próxima vez te sorprenderemos.'));
    await again.josefa.getByRole('button', { name: 'Edit reply to the review by Josefa' }).click();
    const editor = again.josefa.getByRole('textbox', { name: 'Your reply' });
    expect(await editor.inputValue()).toBe('Gracias, Josefa: la próxima vez te sorprenderemos.');
    await editor.fill('Gracias, Josefa. ¡Te esperamos!');
    await again.josefa.getByRole('button', { name: 'Send reply' }).click();
    await shown(page, again.josefa.getByRole('button', { name: 'Edit reply to the review by Josefa' }));
    await shown(page, again.josefa.getByRole('blockquote').getByText('Gracias, Josefa. ¡Te esperamos!'));
    const listed = await readJson<Schemas['ReviewsPage']>(
      await fetch(`${suite.origin}/reviews/api/v1/reviews?location_id=1&page=1&size=10`),
    );
    expect(listed.reviews.find((review) => review.reviewer_name === 'Josefa')?.review_comments.at(-1)?.comment).toBe(
      'Gracias, Josefa. ¡Te esperamos!',
    );

    const visitor = await suite.pages.open(WIDE);
    await openLocationPage(visitor, suite.origin, '/cl/sucursal/1', { openCategories: false });
    await visitor.getByRole('button', { name: 'See the reviews' }).click();
    const seen = visitor
      .getByRole('dialog', { name: 'Reviews of Providencia' })
      .getByRole('article', { name: 'Review by Josefa' });
    await shown(visitor, seen.getByText('Gracias, Josefa. ¡Te esperamos!'));
    expect(await visitor.getByRole('dialog').getByRole('button', { name: /reply/i }).count()).toBe(0);
  });
});
