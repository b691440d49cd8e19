import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { App } from './app';
import { renderInStorefront, testPorts } from '../testing/render-storefront.test-support';
import { PURCHASE_CARD_TOKEN, storefrontApi } from '../testing/storefront-api.test-support';
import { giftCardPurchaseView, PURCHASE_TOKEN } from '../testing/gift-cards.test-support';

// Issue 31 "Buying" (docs/adr/0114): the app opens a gift card purchase's page and its card page
// at the addresses the API's checkout and sandbox send the buyer to.

function renderAt(path: string) {
  const api = storefrontApi({ giftCardPurchases: new Map([[PURCHASE_TOKEN, giftCardPurchaseView()]]) });
  return renderInStorefront(<App />, { ports: testPorts({ api, giftCardOrders: api, path }) });
}

describe('a gift card purchase’s addresses', () => {
  it.each([
    ['its page', `/ar/gift_cards/${PURCHASE_TOKEN}`, 'Waiting for your payment'],
    ['its page inside another site’s frame', `/ar/iframe/gift_cards/${PURCHASE_TOKEN}`, 'Waiting for your payment'],
    ['its card page', `/ar/dlocal/${PURCHASE_CARD_TOKEN}/gift_card/${PURCHASE_TOKEN}`, 'Pay your gift card'],
  ])('open %s', async (_page, path, heading) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });
});
