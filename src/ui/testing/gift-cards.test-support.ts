import { okAsync } from 'neverthrow';
import type { GiftCardOffers, GiftCardProductView } from '#application/ports/client/gift-card-offers';
import type { GiftCardOrderStarted, GiftCardOrderView } from '#application/ports/client/gift-card-orders';
import { locationId } from '#domain/shared/ids.test-support';

// Test support: gift cards as a location sells them (issue 31), and purchases as the Booking API
// answers them (GET and POST /gift_card_purchases); the storefront's test API
// (storefront-api.test-support.ts) serves the purchases its scenario holds.

/** Palermo's gift cards: fixed amounts with a free range, a card worth a service, honoured at Palermo (5) and Belgrano (6). */
export const GIFT_CARD_PRODUCTS: readonly GiftCardProductView[] = [
  {
    id: 31,
    name: 'Tarjeta regalo',
    fixedAmounts: [10000, 20000],
    freeAmount: { minimum: 5000, maximum: 50000 },
    service: null,
    validityMonths: 6,
    honouredAt: [locationId(5)],
    terms: 'No canjeable por dinero.\nVálida en la sucursal indicada.',
  },
  {
    id: 32,
    name: 'Un corte de regalo',
    fixedAmounts: [],
    freeAmount: null,
    service: { id: 1, name: 'Corte de pelo', price: 8000 },
    validityMonths: 12,
    honouredAt: [locationId(5), locationId(6)],
    terms: 'Vale por un corte.',
  },
];

/** A location's gift cards: `products` at every location asked for. */
export function giftCardOffers(products: readonly GiftCardProductView[] = GIFT_CARD_PRODUCTS): GiftCardOffers {
  return { listGiftCardProducts: () => okAsync(products) };
}

/** The access token the test API answers a new purchase with. */
export const PURCHASE_TOKEN = 'gc-access-1';

/** The test API's answer to a purchase: pending, paid through dLocal until 09:30. */
export const STARTED_PURCHASE: GiftCardOrderStarted = {
  purchase: { accessToken: PURCHASE_TOKEN, status: 'pending' },
  payment: {
    trxId: 'gc-trx-1',
    provider: 'dlocal',
    amount: 15000,
    currency: 'ARS',
    expiresAt: '2026-11-25T09:30:00-03:00',
  },
};

/** A $15.000 Tarjeta regalo for Ana Pérez, mailed once paid, its payment pending until 09:30 unless told otherwise. */
export function giftCardPurchaseView(changes: Partial<GiftCardOrderView> = {}): GiftCardOrderView {
  return {
    status: 'pending',
    rejectionReason: null,
    productName: 'Tarjeta regalo',
    amount: 15000,
    currency: 'ARS',
    consumerName: 'Ana Pérez',
    consumerEmail: 'ana@example.com',
    message: '¡Feliz cumpleaños!',
    sendOn: null,
    expiresAt: '2026-11-25T09:30:00-03:00',
    payment: { trxId: 'gc-trx-1', provider: 'dlocal' },
    cardLastFour: null,
    location: { id: locationId(5), locationName: 'Palermo' },
    company: { name: 'Barbería Porteña', colorMinisite: null, logo: null },
    currencyFormat: { unit: '$', delimiter: '.', separator: ',' },
    ...changes,
  };
}
