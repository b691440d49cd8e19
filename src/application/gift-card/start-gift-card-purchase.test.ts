import { describe, expect, it } from 'vitest';
import { bookingReferenceFromDraws } from '#domain/booking/booking-reference';
import { labelledGiftCardCodeSealer } from './labelled-gift-card-code-sealer.test-support';
import type { Instant } from '#domain/calendar/instant';
import { giftCardCodeFromBytes, GIFT_CARD_CODE_BYTES } from '#domain/gift-card/gift-card-code';
import type { GiftCardProduct, GiftCardProductId } from '#domain/gift-card/gift-card-product';
import type { ServiceId } from '#domain/catalog/service';
import { companyId, locationId } from '#domain/shared/ids.test-support';
import { fieldError } from '#domain/validation/field-error';
import { okAsync } from 'neverthrow';
import {
  aCompany,
  aLocation,
  aService,
  inMemoryCatalogue,
  inMemoryCompanyDirectory,
  offered,
  someBookingSettings,
} from '../catalogue/in-memory-directories.test-support';
import { inMemoryGiftCardProducts } from '../catalogue/in-memory-gift-card-products.test-support';
import { inMemoryPayments, jsonSignedGateway } from '../payment/in-memory-payments.test-support';
import { receivePaymentNotification } from '../payment/receive-payment-notification';
import type { PaymentNotification } from '../ports/server/payment-gateway';
import { PERSON, refusedBecause } from '../ports/server/human-check';
import { getGiftCardPurchase } from './get-gift-card-purchase';
import {
  emptyGiftCardPurchaseState,
  inMemoryGiftCardPurchaseTransactions,
} from './in-memory-gift-card-purchases.test-support';
import { amountFieldError, startGiftCardPurchase, type StartGiftCardPurchaseRequest } from './start-gift-card-purchase';

// Buying a gift card over in-memory ports (issue 31; docs/adr/0109): the request checked against
// the location's product and the company's rules, the purchase stored with its pending payment,
// and the notification that approves the payment issuing the card once.

// 2026-11-29 at 09:00 in Santiago.
const NOW = Date.parse('2026-11-29T12:00:00Z') as Instant;
const SALON = companyId(1);
const PROVIDENCIA = locationId(1);
const NUNOA = locationId(2);
const PRODUCT: GiftCardProduct = {
  id: 1 as GiftCardProductId,
  key: 'tarjeta-de-regalo',
  name: 'Tarjeta de regalo',
  worth: { _tag: 'ChosenAmount', fixed: [20000, 40000], free: { minimum: 10000, maximum: 200000 } },
  validityMonths: 12,
  honouredAt: [PROVIDENCIA, NUNOA],
  terms: 'No canjeable por dinero.',
};

const REQUEST: StartGiftCardPurchaseRequest = {
  locationId: PROVIDENCIA,
  productId: PRODUCT.id,
  amount: 40000,
  consumerName: 'Camila Rojas',
  consumerEmail: 'camila@example.cl',
  message: '',
  sendOn: '2026-12-24',
  buyerFirstName: 'Ana',
  buyerLastName: 'Pérez',
  buyerEmail: 'ana@example.cl',
  buyerPhone: '+56911112222',
  buyerIdentificationNumber: '',
  acceptedTerms: true,
  serviceIds: [],
  humanCheckToken: 'solved',
  clientAddress: '203.0.113.7',
};

const SEALER = labelledGiftCardCodeSealer('start-gift-card-purchase-test');

function aShop(
  options: {
    readonly payable?: boolean;
    readonly identificationRequired?: boolean;
    readonly product?: GiftCardProduct;
    readonly pendingCap?: number;
  } = {},
) {
  const product = options.product ?? PRODUCT;
  const state = emptyGiftCardPurchaseState();
  const sites = new Map([[PROVIDENCIA, { companyId: SALON, countryCode: 'cl', timeZone: 'America/Santiago' }]]);
  const giftCardPurchases = inMemoryGiftCardPurchaseTransactions(state, sites, new Map([[product.id, product.name]]));
  const { gateway } = jsonSignedGateway('epayco');
  const paymentGateways = { forProvider: () => gateway, named: () => gateway };
  let secrets = 0;
  const payable = options.payable ?? true;
  const companyDirectory = inMemoryCompanyDirectory({
    companies: [
      aCompany({
        id: SALON,
        allowsOnlinePayment: payable,
        onlinePaymentCapable: payable,
        providerOnlinePayment: 'epayco',
      }),
    ],
    bookingSettings: {
      'salon-aurora': someBookingSettings({
        bookingClientAttributes:
          options.identificationRequired === true
            ? [{ clientData: 'identificationNumber', used: true, required: true, label: 'RUT' }]
            : [],
      }),
    },
    locations: [aLocation({ id: PROVIDENCIA, companyId: SALON })],
  });
  let drawn = 0;
  const giftCardCodes = {
    newCode: () => {
      drawn += 1;
      const bytes = new Uint8Array(GIFT_CARD_CODE_BYTES);
      bytes[0] = drawn;
      return giftCardCodeFromBytes(bytes);
    },
  };
  const clock = { now: () => NOW };
  const start = startGiftCardPurchase(
    {
      companyDirectory,
      giftCardProducts: inMemoryGiftCardProducts([product]),
      paymentGateways,
      tokens: {
        secret: () => `secret-${String((secrets += 1))}`,
        transactionId: () => `trx-${String((secrets += 1))}`,
        bookingReference: () => bookingReferenceFromDraws([0, 0, 0, 0, 0, 0]),
      },
      clock,
      catalogue: inMemoryCatalogue({
        catalogues: { [PROVIDENCIA]: { categories: [], services: [offered(aService())] } },
      }),
      humanCheck: {
        challenge: () => Promise.resolve(null),
        verify: (token) => Promise.resolve(token === 'solved' ? PERSON : refusedBecause('missing')),
      },
      giftCardPurchases,
    },
    { admitRequest: () => okAsync({ remaining: null }), pendingPaymentsPerClient: options.pendingCap ?? 100 },
  );
  const receive = receivePaymentNotification({
    payments: inMemoryPayments([], 'none').payments,
    paymentGateways,
    clock,
    giftCardPurchases,
    giftCardCodes,
    giftCardCodeSealer: SEALER,
  });
  const notify = (notification: PaymentNotification) =>
    receive({ gateway: 'epayco', rawBody: JSON.stringify(notification), headers: { 'x-signature': 'valid' } });
  return { start, notify, read: getGiftCardPurchase({ giftCardPurchases }), state, codesDrawn: () => drawn };
}

describe('starting a gift card purchase (issue 31 "Buying")', () => {
  it('stores the purchase with its pending payment of the amount chosen, and answers its checkout', async () => {
    const shop = aShop();
    const started = (await shop.start(REQUEST))._unsafeUnwrap();
    expect(started.payment).toEqual({
      trxId: expect.any(String) as unknown,
      providerCode: 'epayco',
      amount: 40000,
      currency: 'CLP',
      expiresAt: NOW + 30 * 60_000,
      timeZone: 'America/Santiago',
    });
    const view = (await shop.read(started.accessToken))._unsafeUnwrap();
    expect(view).toMatchObject({
      status: 'pending',
      productName: 'Tarjeta de regalo',
      amount: 40000,
      currency: 'CLP',
      consumerName: 'Camila Rojas',
      message: null,
      sendDay: { _tag: 'SendOn', day: '2026-12-24' },
      cardLastFour: null,
    });
    expect(shop.state.purchases[0]?.terms).toEqual({
      amount: 40000,
      currency: 'CLP',
      validityMonths: 12,
      honouredAt: [PROVIDENCIA, NUNOA],
    });
  });

  it('refuses a request naming every field at fault, and stores nothing', async () => {
    const shop = aShop({ identificationRequired: true });
    const refused = (await shop.start({ ...REQUEST, consumerEmail: 'camila', amount: 5000 }))._unsafeUnwrapErr();
    expect(refused).toEqual({
      _tag: 'InvalidFields',
      code: 'REQUEST.INVALID',
      fields: [
        {
          field: 'amount',
          error: { _tag: 'FieldError', key: 'ERRORS.VALIDATION_GIFT_CARD_BELOW_MINIMUM', params: { min: 10000 } },
        },
        {
          field: 'consumer_email',
          error: expect.objectContaining({ key: 'ERRORS.VALIDATION_EMAIL_INVALID' }) as unknown,
        },
        {
          field: 'buyer.identification_number',
          error: expect.objectContaining({ key: 'ERRORS.VALIDATION_REQUIRED' }) as unknown,
        },
      ],
    });
    expect(shop.state.purchases).toEqual([]);
  });

  it('names each refusal of the amount by its own key, with the limit it broke (docs/adr/0113)', async () => {
    const amountError = async (amount: number | null) => {
      const refused = (await aShop().start({ ...REQUEST, amount }))._unsafeUnwrapErr();
      expect(refused.code).toBe('REQUEST.INVALID');
      return refused._tag === 'InvalidFields' ? refused.fields.find((each) => each.field === 'amount')?.error : null;
    };
    expect(await amountError(5000)).toEqual(fieldError('ERRORS.VALIDATION_GIFT_CARD_BELOW_MINIMUM', { min: 10000 }));
    expect(await amountError(250000)).toEqual(fieldError('ERRORS.VALIDATION_GIFT_CARD_ABOVE_MAXIMUM', { max: 200000 }));
    expect(await amountError(null)).toEqual(fieldError('ERRORS.VALIDATION_GIFT_CARD_AMOUNT_REQUIRED'));
    expect(await amountError(15000.005)).toEqual(fieldError('ERRORS.VALIDATION_GIFT_CARD_NOT_MONEY'));
    expect(
      amountFieldError(
        { _tag: 'GiftCardAmountRefused', code: 'GIFT_CARD.AMOUNT_NOT_LISTED', amount: 30000, listed: [20000, 40000] },
        'ChosenAmount',
      ),
    ).toEqual(fieldError('ERRORS.VALIDATION_GIFT_CARD_NOT_LISTED', { options: [20000, 40000] }));
    expect(
      amountFieldError({ _tag: 'GiftCardAmountRefused', code: 'GIFT_CARD.CHOICE_NOT_OFFERED' }, 'ServiceWorth'),
    ).toEqual(fieldError('ERRORS.VALIDATION_GIFT_CARD_WORTH_A_SERVICE'));
  });

  it('refuses an amount a product of fixed amounts does not list, and one for a card worth a service', async () => {
    const fixedOnly: GiftCardProduct = {
      ...PRODUCT,
      worth: { _tag: 'ChosenAmount', fixed: [20000, 40000], free: null },
    };
    const service: GiftCardProduct = {
      ...PRODUCT,
      worth: { _tag: 'ServiceWorth', serviceId: 1 as ServiceId, serviceName: 'Corte', price: 15000 },
    };
    for (const [product, amount, expected] of [
      [fixedOnly, 30000, fieldError('ERRORS.VALIDATION_GIFT_CARD_NOT_LISTED', { options: [20000, 40000] })],
      [service, 15000, fieldError('ERRORS.VALIDATION_GIFT_CARD_WORTH_A_SERVICE')],
    ] as const) {
      const refused = (await aShop({ product }).start({ ...REQUEST, amount }))._unsafeUnwrapErr();
      expect(refused).toMatchObject({ code: 'REQUEST.INVALID', fields: [{ field: 'amount', error: expected }] });
    }
  });

  it("counts a purchase's payment toward its buyer's cap on pending payments, by the email or phone they typed (docs/adr/0113)", async () => {
    const shop = aShop({ pendingCap: 2 });
    const ana = { ...REQUEST, buyerEmail: 'ana@example.cl', buyerPhone: '+56911112222' };
    (await shop.start(ana))._unsafeUnwrap();
    (await shop.start({ ...ana, buyerEmail: 'ANA@example.CL' }))._unsafeUnwrap();
    const stored = structuredClone({ purchases: shop.state.purchases, payments: shop.state.payments });
    // The same email in another case, or the same phone under another email: Ana still.
    for (const same of [
      { ...ana, buyerEmail: 'Ana@Example.cl', buyerPhone: '+56977778888' },
      { ...ana, buyerEmail: 'otra@example.cl' },
    ]) {
      expect((await shop.start(same))._unsafeUnwrapErr()).toEqual({
        _tag: 'TooManyPendingPayments',
        code: 'PAYMENT.TOO_MANY_PENDING',
        retryAfterSeconds: 30 * 60,
      });
    }
    expect({ purchases: shop.state.purchases, payments: shop.state.payments }).toEqual(stored);
    // Another buyer is not Ana.
    (await shop.start({ ...ana, buyerEmail: 'bea@example.cl', buyerPhone: '+56955556666' }))._unsafeUnwrap();
  });

  it('refuses a product the location does not sell, a closed location, and a company taking no online payment', async () => {
    expect((await aShop().start({ ...REQUEST, productId: 9 as GiftCardProductId }))._unsafeUnwrapErr().code).toBe(
      'GIFT_CARD.PRODUCT_NOT_FOUND',
    );
    expect((await aShop().start({ ...REQUEST, locationId: locationId(9) }))._unsafeUnwrapErr().code).toBe(
      'LOCATION.NOT_FOUND',
    );
    expect((await aShop({ payable: false }).start(REQUEST))._unsafeUnwrapErr().code).toBe('GIFT_CARD.NOT_PAYABLE');
  });

  it('refuses a purchase naming a service beside the card: a gift card and a service never share the cart', async () => {
    const shop = aShop();
    const refused = (await shop.start({ ...REQUEST, serviceIds: [1] }))._unsafeUnwrapErr();
    expect(refused).toMatchObject({
      code: 'CART.GIFT_CARD_WITH_SERVICE',
      giftCards: ['Tarjeta de regalo'],
      services: ['Corte de pelo'],
    });
    expect((await shop.start({ ...REQUEST, serviceIds: [99] }))._unsafeUnwrapErr().code).toBe('SERVICE.NOT_FOUND');
    expect(shop.state.purchases).toEqual([]);
  });

  it('refuses a purchase without a solved human check', async () => {
    const shop = aShop();
    expect((await shop.start({ ...REQUEST, humanCheckToken: null }))._unsafeUnwrapErr().code).toBe(
      'HUMAN_CHECK.FAILED',
    );
    expect(shop.state.purchases).toEqual([]);
  });

  it('refuses a send day in the past of the location', async () => {
    const refused = (await aShop().start({ ...REQUEST, sendOn: '2026-11-28' }))._unsafeUnwrapErr();
    expect(refused._tag === 'InvalidFields' ? refused.fields : []).toEqual([
      { field: 'send_on', error: expect.objectContaining({ key: 'ERRORS.VALIDATION_DATE_INVALID' }) as unknown },
    ]);
  });
});

describe('paying for a gift card', () => {
  it('issues one card when the payment is approved, whose last four the purchase page shows, whatever is replayed', async () => {
    const shop = aShop();
    const started = (await shop.start(REQUEST))._unsafeUnwrap();
    const approval: PaymentNotification = {
      eventId: 'evt-approved',
      trxId: started.payment.trxId,
      outcome: { _tag: 'Approved' },
      amount: 40000,
      currency: 'CLP',
      occurredAt: NOW,
    };
    expect((await shop.notify(approval))._unsafeUnwrap()).toBe('applied');
    expect((await shop.notify(approval))._unsafeUnwrapErr().code).toBe('PAYMENT.NOTIFICATION_REPLAYED');
    expect((await shop.notify({ ...approval, eventId: 'evt-again' }))._unsafeUnwrap()).toBe('ignored');
    expect(shop.codesDrawn()).toBe(1);
    const view = (await shop.read(started.accessToken))._unsafeUnwrap();
    expect(view.status).toBe('approved');
    expect(view.cardLastFour).toMatch(/^[0-9A-Z]{4}$/);
    expect(shop.state.giftCards.cards[0]?.terms).toEqual({
      face: { minor: 4_000_000, currency: 'CLP' },
      expiresOn: '2027-11-29',
      honouredAt: [NUNOA, PROVIDENCIA].sort((a, b) => a - b),
    });
  });

  it('issues nothing for a refused card, and answers an unknown token as not found', async () => {
    const shop = aShop();
    const started = (await shop.start(REQUEST))._unsafeUnwrap();
    await shop.notify({
      eventId: 'evt-rejected',
      trxId: started.payment.trxId,
      outcome: { _tag: 'Rejected', reason: 'card_not_enabled' },
      amount: 40000,
      currency: 'CLP',
      occurredAt: NOW,
    });
    const view = (await shop.read(started.accessToken))._unsafeUnwrap();
    expect(view).toMatchObject({ status: 'rejected', rejectionReason: 'card_not_enabled', cardLastFour: null });
    expect(shop.state.giftCards.cards).toEqual([]);
    expect((await shop.read('no-such-token'))._unsafeUnwrapErr().code).toBe('GIFT_CARD.PURCHASE_NOT_FOUND');
  });
});

describe('the giving mails a paid purchase owes (issue 31 "Giving"; docs/adr/0112)', () => {
  const approval = (trxId: string, eventId = 'evt-approved'): PaymentNotification => ({
    eventId,
    trxId,
    outcome: { _tag: 'Approved' },
    amount: 40000,
    currency: 'CLP',
    occurredAt: NOW,
  });

  it('owes, in the approval, the card to its person at 09:00 of the send day, and the receipt and the business’s notice at once', async () => {
    const shop = aShop();
    const started = (await shop.start(REQUEST))._unsafeUnwrap();
    await shop.notify(approval(started.payment.trxId));
    await shop.notify(approval(started.payment.trxId, 'evt-again'));
    const card = shop.state.giftCards.cards[0];
    expect(shop.state.mails.map(({ kind, at, cardId }) => ({ kind, at, cardId }))).toEqual([
      { kind: 'given', at: Date.parse('2026-12-24T12:00:00Z'), cardId: card?.id },
      { kind: 'receipt', at: null, cardId: card?.id },
      { kind: 'business', at: null, cardId: card?.id },
    ]);
    const [given] = shop.state.mails;
    // The seal is the card's, and opens to its code: the one copy of the code the mail will carry.
    expect(SEALER.open(given?.sealedCode ?? new Uint8Array(), card?.id ?? (0 as never))).toBe(card?.code);
    expect(shop.state.mails.slice(1).every((mail) => mail.sealedCode === null)).toBe(true);
  });

  it('owes the card to its person at once when it is sent at once, or on the day it is paid', async () => {
    for (const sendOn of ['', '2026-11-29']) {
      const shop = aShop();
      const started = (await shop.start({ ...REQUEST, sendOn }))._unsafeUnwrap();
      await shop.notify(approval(started.payment.trxId));
      expect(shop.state.mails.find((mail) => mail.kind === 'given')?.at).toBeNull();
    }
  });

  it('owes nothing for a purchase not paid: pending, or its card refused', async () => {
    const shop = aShop();
    const started = (await shop.start(REQUEST))._unsafeUnwrap();
    expect(shop.state.mails).toEqual([]);
    await shop.notify({ ...approval(started.payment.trxId), outcome: { _tag: 'Rejected', reason: 'wrong_card_data' } });
    expect(shop.state.mails).toEqual([]);
  });
});
