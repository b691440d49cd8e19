import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { GiftCardOrderView } from '#application/ports/client/gift-card-orders';
import { locationId } from '#domain/shared/ids.test-support';
import { renderInStorefront, testPorts } from '../../testing/render-storefront.test-support';
import { storefrontApi, type StorefrontApi } from '../../testing/storefront-api.test-support';
import { giftCardPurchaseView, PURCHASE_TOKEN } from '../../testing/gift-cards.test-support';
import { expectAccentOf, ROSE_COMPANY } from '../../testing/company-brand.test-support';
import { GiftCardPurchasePage } from './gift-card-purchase-page';

// Issue 31 "Buying": the purchase's page, {country}/gift_cards/{accessToken} (docs/adr/0114), where
// every payment of the purchase returns the buyer: how its payment stands, what was bought and for
// whom, followed while the payment may still change.

const CHECKOUT = 'https://reserva.test/payments/checkout?p=dlocal&b=gc-trx-1&t=gc-access-1';

function apiWith(purchase: GiftCardOrderView | null): StorefrontApi {
  return storefrontApi({
    giftCardPurchases: new Map(purchase === null ? [] : [[PURCHASE_TOKEN, purchase]]),
  });
}

function renderPurchasePage(
  api: StorefrontApi,
  options: { readonly embedded?: boolean; readonly language?: 'en' | 'es'; readonly now?: string } = {},
) {
  const embedded = options.embedded ?? false;
  return renderInStorefront(<GiftCardPurchasePage route={{ country: 'ar', accessToken: PURCHASE_TOKEN, embedded }} />, {
    ports: testPorts({
      api,
      giftCardOrders: api,
      path: `/ar${embedded ? '/iframe' : ''}/gift_cards/${PURCHASE_TOKEN}`,
      ...(options.now === undefined ? {} : { now: options.now }),
    }),
    language: options.language ?? 'en',
  });
}

describe('a gift card purchase’s page (issue 31)', () => {
  it('shows a pending purchase with what was bought, how long it is held, and a way back to the checkout', async () => {
    const { user, ports } = renderPurchasePage(apiWith(giftCardPurchaseView()));
    expect(await screen.findByRole('heading', { level: 1, name: 'Waiting for your payment' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Your purchase is held until 09:30 (30 minutes left) while the payment is completed. Nothing is sent until it is paid.',
      ),
    ).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'What you bought' });
    expect(details).toHaveTextContent('Gift cardTarjeta regalo');
    expect(details).toHaveTextContent('Amount$15.000');
    expect(details).toHaveTextContent('ForAna Pérez <ana@example.com>');
    expect(details).toHaveTextContent('Message¡Feliz cumpleaños!');
    expect(details).toHaveTextContent('SentAs soon as it is paid');
    await user.click(screen.getByRole('button', { name: 'Go back to the payment' }));
    expect(ports.pageNavigation.assigned).toEqual([CHECKOUT]);
  });

  it('follows a pending payment until it is approved, then says the card was sent and its last four', async () => {
    const api = apiWith(giftCardPurchaseView());
    const { ports } = renderPurchasePage(api);
    await screen.findByRole('heading', { level: 1, name: 'Waiting for your payment' });
    api.scenario.giftCardPurchases.set(
      PURCHASE_TOKEN,
      giftCardPurchaseView({ status: 'approved', cardLastFour: 'K7QX' }),
    );
    act(() => {
      ports.timers.advance(5000);
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your gift card is paid' })).toHaveFocus();
    expect(screen.getByText('Paid online: $15.000.')).toBeInTheDocument();
    expect(screen.getByText('We sent the gift card to ana@example.com.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'What you bought' })).toHaveTextContent('CardEnding in K7QX');
    expect(screen.queryByRole('button', { name: 'Go back to the payment' })).not.toBeInTheDocument();
  });

  it('says a card sent on a chosen day will be sent then, the amount in the company’s format when the API names it', async () => {
    renderPurchasePage(
      apiWith(
        giftCardPurchaseView({
          status: 'approved',
          sendOn: '2026-12-24',
          cardLastFour: 'K7QX',
          currencyFormat: { unit: 'AR$', delimiter: ' ', separator: ',' },
        }),
      ),
    );
    expect(
      await screen.findByText('We will send the gift card to ana@example.com on Thursday, December 24, 2026.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Paid online: AR$15 000.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'What you bought' })).toHaveTextContent(
      'SentThursday, December 24, 2026',
    );
  });

  it('says why a card was refused while the purchase still holds, and offers to pay with another', async () => {
    const { user, ports } = renderPurchasePage(
      apiWith(giftCardPurchaseView({ status: 'rejected', rejectionReason: 'insufficient_balance' })),
      { now: '2026-11-25T09:17:30-03:00' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Your card was rejected' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The payment was rejected: the card does not have enough balance.',
    );
    expect(screen.getByText(/still held until 09:30 \(13 minutes left\)/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay with another card' }));
    expect(ports.pageNavigation.assigned).toEqual([CHECKOUT]);
  });

  it('says an expired purchase charged and sent nothing, offering to buy again at the location that sold it', async () => {
    const { user, ports } = renderPurchasePage(
      apiWith(giftCardPurchaseView({ status: 'expired', location: { id: locationId(5), locationName: 'Palermo' } })),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'The time to pay ran out' })).toBeInTheDocument();
    expect(screen.getByText('Nothing was charged and no gift card was sent.')).toBeInTheDocument();
    const again = screen.getByRole('link', { name: 'Buy a gift card again' });
    expect(again).toHaveAttribute('href', '/ar/sucursal/5');
    await user.click(again);
    expect(ports.router.visited.at(-1)).toBe('/ar/sucursal/5');
  });

  it('says why an expired purchase whose last card was refused ended, offering to buy again where it was sold', async () => {
    renderPurchasePage(
      apiWith(
        giftCardPurchaseView({
          status: 'expired',
          rejectionReason: 'card_not_enabled',
          location: { id: locationId(6), locationName: 'Pocitos' },
        }),
      ),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Your payment was rejected' })).toBeInTheDocument();
    expect(screen.getByText('The payment was rejected: the card is not enabled for this payment.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buy a gift card again' })).toHaveAttribute('href', '/ar/sucursal/6');
  });

  it('stops offering the checkout once the hold has ended, and waits for the server’s word', async () => {
    renderPurchasePage(apiWith(giftCardPurchaseView()), { now: '2026-11-25T09:31:00-03:00' });
    expect(
      await screen.findByText('The time to pay has ended; we are confirming how the payment stands.'),
    ).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('button', { name: 'Go back to the payment' })).not.toBeInTheDocument();
  });

  it('opens the checkout in a new tab inside another site’s frame', async () => {
    const { user, ports } = renderPurchasePage(apiWith(giftCardPurchaseView()), { embedded: true });
    await user.click(await screen.findByRole('button', { name: 'Go back to the payment' }));
    expect(ports.pageNavigation.tabsOpened).toEqual([CHECKOUT]);
    expect(ports.pageNavigation.assigned).toEqual([]);
    expect(screen.getByRole('status')).toHaveTextContent('The payment page opened in a new tab');
  });

  it('wears the company’s brand', async () => {
    const { unmount } = renderPurchasePage(apiWith(giftCardPurchaseView({ company: ROSE_COMPANY })));
    expect(await screen.findByText('Salón Rosa')).toBeInTheDocument();
    expectAccentOf('#e11d48');
    unmount();
    expectAccentOf(null);
  });

  it('says so when the link names no purchase', async () => {
    renderPurchasePage(apiWith(null));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not find this gift card purchase.');
  });

  it('speaks Spanish', async () => {
    renderPurchasePage(apiWith(giftCardPurchaseView({ status: 'approved', cardLastFour: 'K7QX' })), {
      language: 'es',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Tu gift card está pagada' })).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Lo que compraste' });
    expect(within(details).getByText('Terminada en K7QX')).toBeInTheDocument();
    await waitFor(() => {
      expect(screen.getByText('Enviamos la gift card a ana@example.com.')).toBeInTheDocument();
    });
  });
});
