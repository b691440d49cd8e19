import { err, errAsync, ok, okAsync, ResultAsync, type Result } from 'neverthrow';
import { localDateAt, timeZone } from '#domain/availability/time-zone';
import { addMinutes, type Instant } from '#domain/calendar/instant';
import { clientFormLayout } from '#domain/client/client-form';
import type { GiftCardProductId } from '#domain/gift-card/gift-card-product';
import {
  checkGiftCardPurchase,
  giftCardChoiceFor,
  purchasedCardTerms,
  type GiftCardPurchaseId,
  type GiftCardPurchaseInvalid,
  type GiftCardPurchaseRequest,
} from '#domain/gift-card/gift-card-purchase';
import { onlinePayment } from '#domain/payment/online-payment';
import { paymentCurrency } from '#domain/payment/payment-currency';
import { PAYMENT_TIMEOUT_MINUTES } from '#domain/payment/payment-lifecycle';
import { paymentProviderCode, type PaymentProviderCode } from '#domain/payment/payment-provider';
import { cartPurchase, type CartPurchaseRefused } from '#domain/reservation/gift-card-cart';
import type { LocationId } from '#domain/storefront/company';
import type { FieldError } from '#domain/validation/field-error';
import { fieldError } from '#domain/validation/field-error';
import type { GiftCardAmountRefused, GiftCardWorth } from '#domain/gift-card/gift-card-product';
import type { Catalogue } from '../ports/server/catalogue';
import type { HumanCheck } from '../ports/server/human-check';
import type { AdmitRequest } from '../abuse/admit-request';
import { checkPerson } from '../abuse/check-person';
import type { RateLimited } from '../abuse/rate-limit-errors';
import type { HumanCheckFailed } from '../booking/booking-errors';
import { tooManyPendingPayments, type TooManyPendingPayments } from '../payment/payment-errors';
import { invalidFields, type InvalidFields } from '../shared/invalid-fields';
import type { CompanyDirectory } from '../ports/server/company-directory';
import type { GiftCardProducts } from '../ports/server/gift-card-products';
import type { GiftCardPurchasePorts } from '../ports/server/gift-card-purchases';
import type { PaymentGateways } from '../ports/server/payment-gateways';
import type { TokenGenerator } from '../ports/server/token-generator';
import type { Transactions } from '../ports/server/transactions';
import type { Clock } from '../ports/shared/clock';
import { locationNotFound, serviceNotFound, type LocationNotFound, type ServiceNotFound } from '../shared/not-found';

export interface StartGiftCardPurchaseRequest extends Omit<GiftCardPurchaseRequest, 'choice'> {
  /** The card's amount; null for a card worth the product's service (giftCardChoiceFor). */
  readonly amount: number | null;
  readonly locationId: LocationId;
  readonly productId: GiftCardProductId;
  /**
   * Services the request names beside the card: a gift card and a service never share the cart
   * (gift-card-cart.ts), so any is refused. Empty for a purchase.
   */
  readonly serviceIds: readonly number[];
  /** The human check's token (ADR 0041): a purchase is a client's, never made with an api-key. */
  readonly humanCheckToken: string | null;
  /** Who sent it on the network, for the abuse limits' count of fallback tokens. */
  readonly clientAddress: string | null;
}

/** The location sells no such product: none of that id honoured there (404). */
export interface GiftCardProductNotFound {
  readonly _tag: 'GiftCardProductNotFound';
  readonly code: 'GIFT_CARD.PRODUCT_NOT_FOUND';
}

/** The company takes no online payment there, and a gift card is only ever paid online (422). */
export interface GiftCardNotPayable {
  readonly _tag: 'GiftCardNotPayable';
  readonly code: 'GIFT_CARD.NOT_PAYABLE';
}

export type StartGiftCardPurchaseError =
  | HumanCheckFailed
  | RateLimited
  | LocationNotFound
  | ServiceNotFound
  | GiftCardProductNotFound
  | GiftCardNotPayable
  | CartPurchaseRefused
  | TooManyPendingPayments
  | InvalidFields;

/** What the storefront opens to pay, as a booking's create answers its payment (ADR 0042, 0051). */
export interface StartedGiftCardPurchase {
  readonly id: GiftCardPurchaseId;
  /** Opens the purchase's page and its checkout (`t`); only its digest is kept. */
  readonly accessToken: string;
  readonly payment: {
    /** `b` of the checkout. */
    readonly trxId: string;
    /** `p` of the checkout. */
    readonly providerCode: PaymentProviderCode;
    readonly amount: number;
    readonly currency: string;
    readonly expiresAt: Instant;
    readonly timeZone: string;
  };
}

export interface StartGiftCardPurchasePorts {
  readonly companyDirectory: CompanyDirectory;
  readonly giftCardProducts: GiftCardProducts;
  readonly paymentGateways: PaymentGateways;
  readonly tokens: TokenGenerator;
  readonly clock: Clock;
  readonly catalogue: Catalogue;
  readonly humanCheck: HumanCheck;
  readonly giftCardPurchases: Transactions<GiftCardPurchasePorts>;
}

export interface StartGiftCardPurchaseSettings {
  /** The abuse limits' gate, which counts the human check's fallback tokens (ADR 0041). */
  readonly admitRequest: AdmitRequest;
  /**
   * How many payments one buyer may have pending at a company at once: the bookings' cap
   * (ADR 0042), which a purchase's payment counts toward (docs/adr/0113).
   */
  readonly pendingPaymentsPerClient: number;
}

const productNotFound: GiftCardProductNotFound = {
  _tag: 'GiftCardProductNotFound',
  code: 'GIFT_CARD.PRODUCT_NOT_FOUND',
};
const notPayable: GiftCardNotPayable = { _tag: 'GiftCardNotPayable', code: 'GIFT_CARD.NOT_PAYABLE' };

/**
 * Starts buying a gift card (issue 31 "Buying"; docs/adr/0109): the location's product, the
 * buyer's choice and details checked by the domain (the amount by the product's rules, the buyer's
 * identification by the company's client form rules, the send day in the location's calendar);
 * then, in one transaction, the purchase and its pending payment through the company's provider,
 * which expires as a booking's does (PAYMENT_TIMEOUT_MINUTES) and counts toward the buyer's cap on
 * pending payments at the company, as a booking's does (docs/adr/0113: over it, PAYMENT.TOO_MANY_PENDING
 * and nothing stored). Answers what the storefront opens the checkout with.
 */
export function startGiftCardPurchase(ports: StartGiftCardPurchasePorts, settings: StartGiftCardPurchaseSettings) {
  return (request: StartGiftCardPurchaseRequest): ResultAsync<StartedGiftCardPurchase, StartGiftCardPurchaseError> =>
    personSent(ports, settings, request)
      .andThen(() => ResultAsync.fromSafePromise(readSale(ports, request)))
      .andThen((sale) =>
        sale.asyncAndThen((read) => {
          const now = ports.clock.now();
          const zone = timeZone(read.location.timeZone);
          if (zone.isErr()) throw new Error(`Location ${String(read.location.id)} has an unknown time zone`);
          const layout = clientFormLayout({
            countryCode: read.location.countryCode,
            activeMemberships: read.settings.activeMemberships,
            hasOutcallService: false,
            showNotes: read.settings.showNotes,
            policyTermActive: read.settings.policyTermActive,
            bookingClientAttributes: read.settings.bookingClientAttributes,
            customAttributes: read.settings.customAttributes,
          });
          const checked = checkGiftCardPurchase(
            read.product,
            { ...request, choice: giftCardChoiceFor(read.product, request.amount) },
            { countryCode: read.location.countryCode, display: layout.fields.identificationNumber },
            localDateAt(zone.value, now),
          );
          if (checked.isErr()) return errAsync(refusedFields(checked.error, read.product.worth._tag));
          const purchase = checked.value;
          const accessToken = ports.tokens.secret();
          const trxId = ports.tokens.transactionId();
          const expiresAt = addMinutes(now, PAYMENT_TIMEOUT_MINUTES);
          const gateway = ports.paymentGateways.forProvider(read.provider).provider;
          return ResultAsync.fromSafePromise(
            ports.giftCardPurchases.inTransaction(async ({ purchases }) => {
              // Refused over the buyer's cap on pending payments before anything is stored (docs/adr/0113).
              const made = await purchases.insert({
                locationId: read.location.id,
                productId: read.product.id,
                accessToken,
                purchase,
                terms: purchasedCardTerms(read.product, purchase.amount, read.currency),
                madeAt: now,
                pendingCap: settings.pendingPaymentsPerClient,
              });
              if (made._tag === 'TooManyPending') return made;
              await purchases.insertPayment(made.id, {
                trxId,
                provider: read.provider,
                gateway,
                amount: purchase.amount,
                currency: read.currency,
                expiresAt,
                tokenData: ports.tokens.secret(),
                now,
              });
              return made;
            }),
          )
            .andThen((made): ResultAsync<GiftCardPurchaseId, StartGiftCardPurchaseError> =>
              made._tag === 'TooManyPending'
                ? errAsync(tooManyPendingPayments(made.retryAfterSeconds))
                : okAsync(made.id),
            )
            .map((id): StartedGiftCardPurchase => ({
              id,
              accessToken,
              payment: {
                trxId,
                providerCode: paymentProviderCode(read.provider),
                amount: purchase.amount,
                currency: read.currency,
                expiresAt,
                timeZone: read.location.timeZone,
              },
            }));
        }),
      );
}

/** A person sent the purchase (checkPerson), the buyer's email the client the fallback token is counted for. */
function personSent(
  ports: StartGiftCardPurchasePorts,
  settings: StartGiftCardPurchaseSettings,
  request: StartGiftCardPurchaseRequest,
): ResultAsync<void, HumanCheckFailed | RateLimited> {
  return checkPerson(ports, settings.admitRequest, {
    humanCheckToken: request.humanCheckToken,
    address: request.clientAddress,
    clientIdentifier: request.buyerEmail,
  });
}

/**
 * What the amount's refusal says of the field `amount` (docs/adr/0113): each refusal its own key,
 * with the limit it broke — below the minimum, above the maximum, not one of the fixed amounts, an
 * amount for a card worth a service, none for a card of an amount, not money.
 */
export function amountFieldError(refusal: GiftCardAmountRefused, worth: GiftCardWorth['_tag']): FieldError {
  switch (refusal.code) {
    case 'GIFT_CARD.CHOICE_NOT_OFFERED':
      return worth === 'ServiceWorth'
        ? fieldError('ERRORS.VALIDATION_GIFT_CARD_WORTH_A_SERVICE')
        : fieldError('ERRORS.VALIDATION_GIFT_CARD_AMOUNT_REQUIRED');
    case 'GIFT_CARD.AMOUNT_NOT_LISTED':
      return fieldError('ERRORS.VALIDATION_GIFT_CARD_NOT_LISTED', { options: refusal.listed });
    case 'GIFT_CARD.AMOUNT_OUT_OF_RANGE':
      return refusal.amount < refusal.minimum
        ? fieldError('ERRORS.VALIDATION_GIFT_CARD_BELOW_MINIMUM', { min: refusal.minimum })
        : fieldError('ERRORS.VALIDATION_GIFT_CARD_ABOVE_MAXIMUM', { max: refusal.maximum });
    case 'GIFT_CARD.AMOUNT_NOT_MONEY':
      return fieldError('ERRORS.VALIDATION_GIFT_CARD_NOT_MONEY');
    default:
      return refusal satisfies never;
  }
}

/** The domain's refusal as the API's 422 naming each field, the amount's as `amount`. */
function refusedFields(refusal: GiftCardPurchaseInvalid, worth: GiftCardWorth['_tag']): InvalidFields {
  return invalidFields({
    ...(refusal.choice === null ? {} : { amount: amountFieldError(refusal.choice, worth) }),
    ...refusal.fields,
  });
}

/**
 * The cart a request fills: its gift card alone, or the refusal of the services it names beside it
 * (a gift card and a service never share the cart), judged by the cart's own rule.
 */
async function cartRefusal(
  ports: StartGiftCardPurchasePorts,
  request: StartGiftCardPurchaseRequest,
  product: { readonly id: GiftCardProductId; readonly name: string },
): Promise<CartPurchaseRefused | ServiceNotFound | null> {
  if (request.serviceIds.length === 0) return null;
  const offered = (await ports.catalogue.catalogueOf(request.locationId)).services.map((each) => each.service);
  const services = request.serviceIds.flatMap((id) => offered.filter((service) => service.id === id));
  if (services.length === 0) return serviceNotFound;
  const judged = cartPurchase([
    { _tag: 'GiftCardItem', product, amount: 0 },
    ...services.map((service) => ({ _tag: 'ServiceItem' as const, service })),
  ]);
  return judged.isErr() ? judged.error : null;
}

/** The location, its company's settings and provider, and the product it sells, or why not. */
async function readSale(ports: StartGiftCardPurchasePorts, request: StartGiftCardPurchaseRequest) {
  const location = await ports.companyDirectory.activeLocation(request.locationId);
  if (location === undefined) return err(locationNotFound);
  const [company, settings, products] = await Promise.all([
    ports.companyDirectory.companyById(location.companyId),
    ports.companyDirectory.bookingSettingsByWebAddress(location.companyWebAddress),
    ports.giftCardProducts.honouredAt(location.id),
  ]);
  const product = products.find((each) => each.id === request.productId);
  if (company === undefined || settings === undefined) return err(locationNotFound);
  if (product === undefined) return err(productNotFound);
  const refusedCart = await cartRefusal(ports, request, product);
  if (refusedCart !== null) return err(refusedCart);
  const active = onlinePayment(company);
  const currency = paymentCurrency(location.countryCode);
  if (active._tag === 'OnlinePaymentInactive' || currency === null) return err(notPayable);
  return ok({ location, settings, product, provider: active.provider, currency }) as Result<
    {
      readonly location: typeof location;
      readonly settings: typeof settings;
      readonly product: typeof product;
      readonly provider: typeof active.provider;
      readonly currency: string;
    },
    StartGiftCardPurchaseError
  >;
}

export type StartGiftCardPurchase = ReturnType<typeof startGiftCardPurchase>;
