import { computed, signal, type ReadonlySignal } from '@preact/signals-react';
import type { Result } from 'neverthrow';
import { clientFormConfiguration } from '#application/client-side/booking/client-form-configuration';
import {
  orderGiftCard,
  type GiftCardOrderFailure,
  type GiftCardOrderRequest,
} from '#application/client-side/gift-card/order-gift-card';
import type { GiftCardProductView } from '#application/ports/client/gift-card-offers';
import type { GiftCardOrders } from '#application/ports/client/gift-card-orders';
import { localDateAt } from '#domain/availability/time-zone';
import type { ServiceId } from '#domain/catalog/service';
import type { GiftCardProduct, GiftCardProductId } from '#domain/gift-card/gift-card-product';
import {
  EMPTY_GIFT_CARD_BUYER,
  emptyGiftCardCardForm,
  giftCardBuyerLayout,
  validateGiftCardBuyer,
  validateGiftCardCard,
  type GiftCardBuyerField,
  type GiftCardBuyerForm,
  type GiftCardCardField,
  type GiftCardCardForm,
  type GiftCardFieldError,
  type GiftCardStepInvalid,
} from '#domain/gift-card/gift-card-order';
import { checkoutAddress } from '#domain/payment/checkout-address';
import { paymentProviderOfCode } from '#domain/payment/payment-provider';
import { parseStorefrontPath } from '#domain/storefront/storefront-route';
import type { GiftCardPurchaseOpening } from '../../shared/gift-card-purchase-opening';
import type { StorefrontServices } from '../../shared/storefront-services';

// The gift card purchase dialog's state (issue 31): the steps — the cart's conflict first when the
// booking cart holds services — what was typed in each, kept when the buyer goes back and forth,
// checked by the domain (gift-card-order.ts) on every change, each error shown once its field was
// left or the buyer tried to go on; then the purchase started through the GiftCardOrders port with
// a human check's token, and the browser sent to the API's checkout page with the purchase's
// transaction and access token, as a booking paid online is (docs/adr/0114).

export const GIFT_CARD_STEPS = ['card', 'buyer', 'summary'] as const;
export type GiftCardStep = (typeof GIFT_CARD_STEPS)[number];

/** The product as the domain reads it, from what the API listed. */
export function giftCardProductOf(view: GiftCardProductView): GiftCardProduct {
  return {
    id: view.id as GiftCardProductId,
    key: String(view.id),
    name: view.name,
    worth:
      view.service === null
        ? { _tag: 'ChosenAmount', fixed: view.fixedAmounts, free: view.freeAmount }
        : {
            _tag: 'ServiceWorth',
            serviceId: view.service.id as ServiceId,
            serviceName: view.service.name,
            price: view.service.price,
          },
    validityMonths: view.validityMonths,
    honouredAt: view.honouredAt,
    terms: view.terms,
  };
}

/** Errors of one step, each shown once its field was left or the step was attempted. */
function stepErrors<Field extends string>(
  validation: ReadonlySignal<Result<unknown, GiftCardStepInvalid<Field>>>,
  touched: ReadonlySignal<ReadonlySet<string>>,
  attempted: ReadonlySignal<boolean>,
): (field: Field) => GiftCardFieldError | null {
  return (field) => {
    const result = validation.value;
    if (result.isOk() || !(attempted.value || touched.value.has(field))) return null;
    return result.error.fields[field] ?? null;
  };
}

/** What the buyer types, step by step; kept as they go back and forth. */
function purchaseForm(product: GiftCardProduct) {
  const card = signal<GiftCardCardForm>(emptyGiftCardCardForm(product));
  const buyer = signal<GiftCardBuyerForm>(EMPTY_GIFT_CARD_BUYER);
  const acceptedTerms = signal(false);
  const touched = signal<ReadonlySet<string>>(new Set());
  return {
    card,
    buyer,
    acceptedTerms,
    touched,
    edits: {
      setCard: <K extends keyof GiftCardCardForm>(field: K, value: GiftCardCardForm[K]): void => {
        card.value = { ...card.peek(), [field]: value };
      },
      setBuyer: (field: GiftCardBuyerField, value: string): void => {
        buyer.value = { ...buyer.peek(), [field]: value };
      },
      setAcceptedTerms: (accepted: boolean): void => {
        acceptedTerms.value = accepted;
      },
      /** The buyer left `field`: its error shows from now on. */
      leave: (field: string): void => {
        touched.value = new Set(touched.peek()).add(field);
      },
    },
  };
}

function purchaseRequest(
  opening: GiftCardPurchaseOpening,
  card: ReturnType<typeof validateGiftCardCard>,
  buyer: ReturnType<typeof validateGiftCardBuyer>,
): GiftCardOrderRequest | null {
  if (card.isErr() || buyer.isErr()) return null;
  const { choice, consumerName, consumerEmail, message, sendOn } = card.value;
  return {
    locationId: opening.storefront.location.id,
    giftCardProductId: opening.product.id,
    // A card worth a service names no amount: the server reads the service's worth.
    amount: choice._tag === 'ServiceWorth' ? null : choice.amount,
    consumerName,
    consumerEmail,
    message,
    sendOn,
    buyer: { ...buyer.value, phone: buyer.value.phone ?? '' },
    acceptedTerms: true,
  };
}

/** The checkout page opened in a new tab (`opened`), or blocked by the browser, inside another site's frame. */
export interface PaymentInOtherTab {
  readonly address: string;
  readonly opened: boolean;
}

/**
 * Starting the purchase, and sending the page to the checkout page where it is paid, as a booking
 * paid online goes (booking-wizard §4; docs/adr/0045); a refusal is kept to be shown.
 */
function purchasePayment(
  services: Pick<StorefrontServices, 'apiOrigin' | 'pageNavigation' | 'router' | 'humanCheck' | 'pause'>,
  orders: GiftCardOrders,
  tracking: GiftCardPurchaseOpening['tracking'],
) {
  const order = orderGiftCard({ giftCardOrders: orders, humanCheck: services.humanCheck, pause: services.pause });
  const paying = signal<'idle' | 'paying' | 'leaving'>('idle');
  const failure = signal<GiftCardOrderFailure | null>(null);
  /** Inside another site's frame the checkout page opens in a new tab, as a booking's does; null otherwise. */
  const inOtherTab = signal<PaymentInOtherTab | null>(null);
  return {
    paying,
    failure,
    inOtherTab,
    start(request: GiftCardOrderRequest): void {
      paying.value = 'paying';
      failure.value = null;
      void order(request).match(
        ({ purchase, payment }) => {
          paying.value = 'leaving';
          // The checkout opens the purchase's payment by its transaction (`b`) and the purchase's token (`t`).
          const address = checkoutAddress(
            services.apiOrigin,
            paymentProviderOfCode(payment.provider),
            { trxId: payment.trxId, accessToken: purchase.accessToken },
            tracking,
          );
          if (parseStorefrontPath(services.router.place.peek().pathname).embedded)
            inOtherTab.value = { address, opened: services.pageNavigation.openInNewTab(address) };
          else services.pageNavigation.assign(address);
        },
        (refused) => {
          paying.value = 'idle';
          failure.value = refused;
        },
      );
    },
  };
}

export function createGiftCardPurchaseModel(
  services: Pick<StorefrontServices, 'clock' | 'apiOrigin' | 'pageNavigation' | 'router' | 'humanCheck' | 'pause'>,
  orders: GiftCardOrders,
  opening: GiftCardPurchaseOpening,
) {
  const { storefront } = opening;
  const product = giftCardProductOf(opening.product);
  const today = localDateAt(storefront.zone, services.clock.now());
  const configuration = clientFormConfiguration(
    { countryCode: storefront.location.countryCode, hasOutcallService: false },
    storefront.bookingInfo,
  );

  const cartConflict = signal(opening.cartConflict);
  const step = signal<GiftCardStep>('card');
  /** Counts step changes, so each step's heading takes the focus. */
  const visits = signal(0);
  const { card, buyer, acceptedTerms, touched, edits } = purchaseForm(product);
  const attempted = signal<ReadonlySet<GiftCardStep>>(new Set());

  const cardValidation = computed(() => validateGiftCardCard(product, card.value, today));
  const buyerValidation = computed(() => validateGiftCardBuyer(buyer.value, configuration));
  const on = (attemptedStep: GiftCardStep) => computed(() => attempted.value.has(attemptedStep));
  const cardErrorOf = stepErrors<GiftCardCardField>(cardValidation, touched, on('card'));
  const buyerErrorOf = stepErrors<GiftCardBuyerField>(buyerValidation, touched, on('buyer'));
  const termsError = computed(() => attempted.value.has('summary') && !acceptedTerms.value);

  const errorCount = (on: GiftCardStep): number => {
    const result = on === 'card' ? cardValidation.peek() : on === 'buyer' ? buyerValidation.peek() : null;
    if (result === null) return acceptedTerms.peek() ? 0 : 1;
    return result.isErr() ? Object.keys(result.error.fields).length : 0;
  };

  function goTo(next: GiftCardStep): void {
    step.value = next;
    visits.value += 1;
  }

  /** Goes on when the step is valid; else every error of the step shows (the view says how many, as an alert). */
  function attempt(on: GiftCardStep): boolean {
    attempted.value = new Set(attempted.peek()).add(on);
    return errorCount(on) === 0;
  }

  const payment = purchasePayment(services, orders, opening.tracking);
  function pay(): void {
    if (payment.paying.peek() !== 'idle' || !attempt('summary')) return;
    const request = purchaseRequest(opening, cardValidation.peek(), buyerValidation.peek());
    if (request !== null) payment.start(request);
  }

  return {
    storefront,
    product,
    opening,
    buyerLayout: giftCardBuyerLayout(configuration),
    cartConflict: cartConflict as ReadonlySignal<GiftCardPurchaseOpening['cartConflict']>,
    step: step as ReadonlySignal<GiftCardStep>,
    visits: visits as ReadonlySignal<number>,
    card: card as ReadonlySignal<GiftCardCardForm>,
    buyer: buyer as ReadonlySignal<GiftCardBuyerForm>,
    acceptedTerms: acceptedTerms as ReadonlySignal<boolean>,
    cardValidation,
    buyerValidation,
    cardErrorOf,
    buyerErrorOf,
    termsError,
    paying: payment.paying as ReadonlySignal<'idle' | 'paying' | 'leaving'>,
    payFailure: payment.failure as ReadonlySignal<GiftCardOrderFailure | null>,
    paymentInOtherTab: payment.inOtherTab as ReadonlySignal<PaymentInOtherTab | null>,
    /** How many errors the step shows once attempted: for the message above its fields. */
    shownErrorCount: (on: GiftCardStep): number => (attempted.value.has(on) ? errorCount(on) : 0),
    emptyCart: (): void => {
      cartConflict.peek()?.emptyCart();
      cartConflict.value = null;
      visits.value += 1;
    },
    ...edits,
    next: (): void => {
      const current = step.peek();
      if (current === 'summary' || !attempt(current)) return;
      goTo(current === 'card' ? 'buyer' : 'summary');
    },
    back: (): void => {
      const current = step.peek();
      if (current !== 'card') goTo(current === 'summary' ? 'buyer' : 'card');
    },
    pay,
  };
}

export type GiftCardPurchaseModel = ReturnType<typeof createGiftCardPurchaseModel>;
