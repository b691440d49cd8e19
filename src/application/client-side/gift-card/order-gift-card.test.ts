import { errAsync, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import type { ApiFailure } from '../../ports/client/api-result';
import type { GiftCardOrder, GiftCardOrders, GiftCardOrderStarted } from '../../ports/client/gift-card-orders';
import { locationId } from '#domain/shared/ids.test-support';
import { recordingPause, scriptedHumanCheck } from '../shared/client-side-ports.test-support';
import { humanCheckFailed, orderGiftCard, type GiftCardOrderRequest } from './order-gift-card';

// Issue 31 "Buying" (docs/adr/0114): a purchase is sent with a human check's token, obtained as a
// booking's create obtains one; without a token nothing is sent.

const REQUEST: GiftCardOrderRequest = {
  locationId: locationId(5),
  giftCardProductId: 31,
  amount: 15000,
  consumerName: 'Ana Pérez',
  consumerEmail: 'ana@example.com',
  message: null,
  sendOn: null,
  buyer: {
    firstName: 'Sofía',
    lastName: 'Ríos',
    email: 'sofia@example.com',
    phone: '+54 11 5555 0000',
    identificationNumber: null,
  },
  acceptedTerms: true,
};

const STARTED: GiftCardOrderStarted = {
  purchase: { accessToken: 'gc-access-1', status: 'pending' },
  payment: {
    trxId: 'gc-trx-1',
    provider: 'dlocal',
    amount: 15000,
    currency: 'ARS',
    expiresAt: '2026-11-25T09:30:00-03:00',
  },
};

function recordingOrders(failure: ApiFailure | null = null): GiftCardOrders & { readonly sent: GiftCardOrder[] } {
  const sent: GiftCardOrder[] = [];
  return {
    sent,
    createGiftCardPurchase: (order) => {
      sent.push(order);
      return failure === null ? okAsync(STARTED) : errAsync(failure);
    },
    getGiftCardPurchase: () => errAsync({ _tag: 'ApiUnreachable', reason: 'network', message: 'unused' }),
  };
}

describe('ordering a gift card', () => {
  it('sends the purchase with the human check’s token', async () => {
    const orders = recordingOrders();
    const humanCheck = scriptedHumanCheck(['token-1']);
    const started = await orderGiftCard({ giftCardOrders: orders, humanCheck, pause: recordingPause() })(REQUEST);
    expect(started._unsafeUnwrap()).toEqual(STARTED);
    expect(orders.sent).toEqual([{ ...REQUEST, recaptchaToken: 'token-1' }]);
    expect(humanCheck.actions).toEqual(['submit']);
  });

  it('tries the check again after half a second, then sends the site’s fallback token', async () => {
    const orders = recordingOrders();
    const pause = recordingPause();
    await orderGiftCard({ giftCardOrders: orders, humanCheck: scriptedHumanCheck([null, null], 'fallback'), pause })(
      REQUEST,
    );
    expect(pause.waits).toEqual([0.5]);
    expect(orders.sent.map((order) => order.recaptchaToken)).toEqual(['fallback']);
  });

  it('sends nothing without a token, failing as the human check', async () => {
    const orders = recordingOrders();
    const failed = await orderGiftCard({
      giftCardOrders: orders,
      humanCheck: scriptedHumanCheck([null, null]),
      pause: recordingPause(),
    })(REQUEST);
    expect(orders.sent).toEqual([]);
    expect(humanCheckFailed(failed._unsafeUnwrapErr())).toBe(true);
  });

  it('tells the server’s refusal of the token (422 HUMAN_CHECK.FAILED) as the human check failing, and no other', () => {
    const refusal = (status: number, code: string): ApiFailure => ({
      _tag: 'ApiRefusal',
      status,
      code,
      message: '',
      attributes: [],
      retryAfterSeconds: null,
    });
    expect(humanCheckFailed(refusal(422, 'HUMAN_CHECK.FAILED'))).toBe(true);
    expect(humanCheckFailed(refusal(422, 'REQUEST.INVALID'))).toBe(false);
  });
});
