import { act, screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { GiftCardOrderView } from '#application/ports/client/gift-card-orders';
import type { Instant } from '#domain/calendar/instant';
import { renderInStorefront, testPorts } from '../../testing/render-storefront.test-support';
import {
  PURCHASE_CARD_TOKEN,
  refusal,
  SANDBOX_CARDS,
  storefrontApi,
  type StorefrontApi,
} from '../../testing/storefront-api.test-support';
import { giftCardPurchaseView, PURCHASE_TOKEN } from '../../testing/gift-cards.test-support';
import { GiftCardPaymentPage } from './gift-card-payment-page';

// Issue 31 "Buying": a gift card purchase's card page, {country}/dlocal/{tokenData}/gift_card/{accessToken}
// (docs/adr/0111, 0114) — the booking's card form paying a purchase, answered by the sandbox's test
// cards: approved goes to the purchase's page, refused keeps the form for another card while the
// purchase holds, and once the hold ends the page offers to buy again.

const route = { country: 'ar', tokenData: PURCHASE_CARD_TOKEN, accessToken: PURCHASE_TOKEN, embedded: false };
const PURCHASE_PATH = `/ar/gift_cards/${PURCHASE_TOKEN}`;

function apiWith(purchase: GiftCardOrderView = giftCardPurchaseView()): StorefrontApi {
  return storefrontApi({ giftCardPurchases: new Map([[PURCHASE_TOKEN, purchase]]) });
}

function renderCardPage(api: StorefrontApi = apiWith(), options: { readonly language?: 'en' | 'es' } = {}) {
  return renderInStorefront(<GiftCardPaymentPage route={route} />, {
    ports: testPorts({
      api,
      giftCardOrders: api,
      path: `/ar/dlocal/${PURCHASE_CARD_TOKEN}/gift_card/${PURCHASE_TOKEN}`,
    }),
    language: options.language ?? 'en',
  });
}

async function fillCard(user: UserEvent, card: { readonly number?: string } = {}) {
  await user.type(await screen.findByRole('textbox', { name: /Name on the card/ }), 'Sofía Ríos');
  await user.type(screen.getByRole('textbox', { name: /Card number/ }), card.number ?? SANDBOX_CARDS.approves);
  await user.type(screen.getByRole('textbox', { name: /Expiry date/ }), '1229');
  await user.type(screen.getByRole('textbox', { name: /Security code/ }), '123');
}

const payButton = () => screen.getByRole('button', { name: /^Pay / });

describe('the card payment page of a gift card purchase (issue 31)', () => {
  it('shows what is paid — the gift card, for whom, the amount — and asks for the card with each field’s prompt', async () => {
    renderCardPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Pay your gift card' })).toBeInTheDocument();
    const paid = await screen.findByRole('region', { name: 'Your gift card: Tarjeta regalo' });
    expect(paid).toHaveTextContent('For Ana Pérez (ana@example.com)');
    expect(paid).toHaveTextContent('To pay online: $15.000');
    expect(screen.getByRole('textbox', { name: /Card number/ })).toHaveAccessibleDescription(
      'The 12 to 19 digits on the front of the card.',
    );
    expect(payButton()).toHaveTextContent('Pay $15.000');
  });

  it('pays an approved card, presenting the purchase’s access token, and goes to the purchase’s page', async () => {
    const { user, ports } = renderCardPage();
    await fillCard(user);
    await user.click(payButton());
    await waitFor(() => {
      expect(ports.router.visited.at(-1)).toBe(PURCHASE_PATH);
    });
    expect(ports.api.scenario.cardsPaid.map(({ tokenData, accessToken }) => ({ tokenData, accessToken }))).toEqual([
      { tokenData: PURCHASE_CARD_TOKEN, accessToken: PURCHASE_TOKEN },
    ]);
  });

  it('says why a card was refused and how long the purchase stays held, and takes another card that pays', async () => {
    const { user, ports } = renderCardPage();
    await fillCard(user, { number: SANDBOX_CARDS.insufficientBalance });
    await user.click(payButton());
    expect(await screen.findByRole('heading', { name: 'Your card was rejected' })).toHaveFocus();
    expect(screen.getByText('The payment was rejected: the card does not have enough balance.')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Your purchase is still held until 09:30 (30 minutes left). You can pay with another card until then.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Card number/ })).toHaveValue('');
    await user.type(screen.getByRole('textbox', { name: /Card number/ }), SANDBOX_CARDS.approves);
    await user.type(screen.getByRole('textbox', { name: /Expiry date/ }), '1229');
    await user.type(screen.getByRole('textbox', { name: /Security code/ }), '123');
    await user.click(payButton());
    await waitFor(() => {
      expect(ports.router.visited.at(-1)).toBe(PURCHASE_PATH);
    });
  });

  it('once the hold ends after a refused card, says nothing was charged and offers to buy again', async () => {
    let now = Date.parse('2026-11-25T09:29:00-03:00') as Instant;
    const api = apiWith();
    const ports = {
      ...testPorts({ api, giftCardOrders: api, path: `/ar/dlocal/${PURCHASE_CARD_TOKEN}/gift_card/${PURCHASE_TOKEN}` }),
      clock: { now: () => now },
    };
    const { user } = renderInStorefront(<GiftCardPaymentPage route={route} />, { ports, language: 'en' });
    await fillCard(user, { number: SANDBOX_CARDS.notEnabled });
    await user.click(payButton());
    expect(await screen.findByText(/until 09:30 \(1 minute left\)/)).toBeInTheDocument();
    now = Date.parse('2026-11-25T09:30:00-03:00') as Instant;
    act(() => {
      ports.timers.advance(15_000);
    });
    expect(await screen.findByRole('heading', { name: 'Your payment was rejected' })).toHaveFocus();
    expect(screen.getByText('Nothing was charged and no gift card was sent.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Card number/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Buy a gift card again' }));
    expect(ports.router.visited.at(-1)).toBe('/ar/sucursal/5');
  });

  it('says the time to pay ran out for an expired purchase instead of asking for a card', async () => {
    renderCardPage(apiWith(giftCardPurchaseView({ status: 'expired' })));
    expect(await screen.findByRole('heading', { name: 'The time to pay ran out' })).toBeInTheDocument();
    expect(screen.getByText('Nothing was charged and no gift card was sent.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Card number/ })).not.toBeInTheDocument();
  });

  it('goes to the purchase’s page when the payment was settled meanwhile (409), or was already paid', async () => {
    const api = apiWith();
    api.failing.set('payWithCard', refusal(409, 'PAYMENT.SETTLED', 'The payment was already settled.'));
    const { user, ports } = renderCardPage(api);
    await fillCard(user);
    await user.click(payButton());
    await waitFor(() => {
      expect(ports.router.visited.at(-1)).toBe(PURCHASE_PATH);
    });

    const paid = renderCardPage(apiWith(giftCardPurchaseView({ status: 'approved', cardLastFour: 'K7QX' })));
    await waitFor(() => {
      expect(paid.ports.router.visited.at(-1)).toBe(PURCHASE_PATH);
    });
  });

  it('says so when the link names no purchase', async () => {
    renderCardPage(storefrontApi());
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not find this payment.');
  });

  it('speaks Spanish', async () => {
    renderCardPage(apiWith(), { language: 'es' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Paga tu gift card' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: /Número de la tarjeta/ })).toBeInTheDocument();
  });
});
