import { errAsync, okAsync } from 'neverthrow';
import type { ApiFailure } from '#application/ports/client/api-result';
import type { GiftCardOffers, GiftCardProductView } from '#application/ports/client/gift-card-offers';
import type {
  GiftCardPurchaseRequest,
  GiftCardPurchases,
  StartedGiftCardPurchaseView,
} from '#application/ports/client/gift-card-purchases';
import { locationId } from '#domain/shared/ids.test-support';

// Test support: gift cards as a location sells them (issue 31) and the purchases the storefront
// starts, in memory. The purchases' port has no HTTP adapter yet (its contract is being written
// beside the storefront), so the tests hold the dialog to what it asks of this fake.

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

/** The checkout the fake answers a purchase with, as a booking paid online's. */
export const STARTED_PURCHASE: StartedGiftCardPurchaseView = {
  token: 'gift-card-purchase-token-1',
  checkout: { provider: 'dlocal', trxId: 'gc-trx-1', accessToken: 'gc-access-1' },
};

/** Gift card purchases the test reads back: every request asked, answered with `failure` when set. */
export function recordingGiftCardPurchases(): GiftCardPurchases & {
  readonly requests: GiftCardPurchaseRequest[];
  failure: ApiFailure | null;
} {
  const purchases = {
    requests: [] as GiftCardPurchaseRequest[],
    failure: null as ApiFailure | null,
    startGiftCardPurchase: (request: GiftCardPurchaseRequest) => {
      purchases.requests.push(request);
      return purchases.failure === null ? okAsync(STARTED_PURCHASE) : errAsync(purchases.failure);
    },
  };
  return purchases;
}
