import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GIFT_CARD_CODE } from '#application/client-side/shared/fake-booking-api.test-support';
import { openWizard, reachSummary } from '../booking-wizard-flows.test-support';
import { SERVICES, storefrontApi } from '../../../testing/storefront-api.test-support';

// The summary's gift card (issue 31 "Spending"; docs/adr/0107): the client types a code and checks
// it, the summary says what the card pays and what is left, and the booking is created with it.

async function summaryWithGiftCard() {
  const api = storefrontApi();
  const opened = await openWizard([SERVICES.beardTrim], { api });
  await reachSummary(opened.user);
  return { ...opened, api, giftCard: screen.getByRole('region', { name: 'Gift card' }) };
}

describe('paying with a gift card in the summary (issue 31 "Spending")', () => {
  it('checks a code however typed and says what the card pays and what is left to pay', async () => {
    const { user, giftCard } = await summaryWithGiftCard();
    await user.type(within(giftCard).getByRole('textbox', { name: 'Gift card code' }), ' 7k3m q9xa 2p8d wxyz ');
    await user.click(within(giftCard).getByRole('button', { name: 'Check the gift card' }));
    const status = within(giftCard).getByRole('status');
    await waitFor(() => {
      expect(status).toHaveTextContent('Gift card …WXYZ: pays $10.000');
    });
    expect(status).toHaveTextContent('Left to pay: $2.000');
  });

  it('says why a code is refused, on the field, and books without it', async () => {
    const { user, giftCard, api } = await summaryWithGiftCard();
    const field = within(giftCard).getByRole('textbox', { name: 'Gift card code' });
    await user.type(field, 'ZZZZ-ZZZZ-ZZZZ-ZZZZ');
    await user.click(within(giftCard).getByRole('button', { name: 'Check the gift card' }));
    await waitFor(() => {
      expect(field).toHaveAccessibleDescription(expect.stringContaining('No gift card has this code here.') as string);
    });
    await user.click(screen.getByRole('button', { name: 'Reserve' }));
    await waitFor(() => {
      expect(api.created).toHaveLength(1);
    });
    expect(api.created[0]?.request.giftCardCode).toBeUndefined();
  });

  it('creates the booking with the checked code', async () => {
    const { user, giftCard, api } = await summaryWithGiftCard();
    const field = within(giftCard).getByRole('textbox', { name: 'Gift card code' });
    await user.type(field, GIFT_CARD_CODE);
    await user.click(within(giftCard).getByRole('button', { name: 'Check the gift card' }));
    await within(giftCard).findByText('Left to pay: $2.000');
    await user.click(screen.getByRole('button', { name: 'Reserve' }));
    await waitFor(() => {
      expect(api.created).toHaveLength(1);
    });
    expect(api.created[0]?.request.giftCardCode).toBe(GIFT_CARD_CODE);
  });

  it('forgets the check when the code changes, so an unchecked code never pays', async () => {
    const { user, giftCard } = await summaryWithGiftCard();
    const field = within(giftCard).getByRole('textbox', { name: 'Gift card code' });
    await user.type(field, GIFT_CARD_CODE);
    await user.click(within(giftCard).getByRole('button', { name: 'Check the gift card' }));
    await within(giftCard).findByText('Left to pay: $2.000');
    await user.type(field, 'X');
    expect(within(giftCard).queryByText('Left to pay: $2.000')).not.toBeInTheDocument();
  });
});
