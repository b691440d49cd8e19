import { errAsync, ResultAsync } from 'neverthrow';
import type { ApiFailure } from '../../ports/client/api-result';
import type { GiftCardOrder, GiftCardOrders, GiftCardOrderStarted } from '../../ports/client/gift-card-orders';
import type { HumanCheckTokens } from '../../ports/client/human-check-tokens';
import type { Pause } from '../../ports/client/pause';
import { obtainHumanCheckToken, type HumanCheckFailed } from '../abuse/obtain-human-check-token';

// Starting a gift card purchase (issue 31 "Buying"; docs/adr/0114): POST /gift_card_purchases with
// a human check's token, obtained as a booking's create obtains one (create-reservation.ts): the
// check runs with action 'submit', once more after half a second, then the site's fallback token;
// without any token nothing is sent.

export type GiftCardOrderFailure = ApiFailure | HumanCheckFailed;

export interface OrderGiftCardPorts {
  readonly giftCardOrders: GiftCardOrders;
  readonly humanCheck: HumanCheckTokens;
  readonly pause: Pause;
}

/** The purchase as the dialog checked it; the token is the use case's to add. */
export type GiftCardOrderRequest = Omit<GiftCardOrder, 'recaptchaToken'>;

export function orderGiftCard(ports: OrderGiftCardPorts) {
  const token = obtainHumanCheckToken(ports);
  return (order: GiftCardOrderRequest): ResultAsync<GiftCardOrderStarted, GiftCardOrderFailure> =>
    ResultAsync.fromSafePromise(token()).andThen((obtained) =>
      obtained.match(
        (recaptchaToken): ResultAsync<GiftCardOrderStarted, GiftCardOrderFailure> =>
          ports.giftCardOrders.createGiftCardPurchase({ ...order, recaptchaToken }),
        (failed) => errAsync<GiftCardOrderStarted, GiftCardOrderFailure>(failed),
      ),
    );
}

/** The human check failed, on this side (no token) or on the server's (422 HUMAN_CHECK.FAILED). */
export function humanCheckFailed(failure: GiftCardOrderFailure): boolean {
  return (
    failure._tag === 'HumanCheckFailed' ||
    (failure._tag === 'ApiRefusal' && failure.status === 422 && failure.code === 'HUMAN_CHECK.FAILED')
  );
}
