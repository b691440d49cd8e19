import type { GetGiftCardPurchase } from '#application/gift-card/get-gift-card-purchase';
import type { StartGiftCardPurchase } from '#application/gift-card/start-gift-card-purchase';
import { formatOffsetDateTime, timeZone, type TimeZone } from '#domain/availability/time-zone';
import type { GiftCardProductId } from '#domain/gift-card/gift-card-product';
import { contractRoute, type ContractRoute } from '../contract-route';
import { locationIdFromWire } from '../wire-ids';
import { companyBrand } from './bookings';

// Buying a gift card and reading the purchase (issue 31 "Buying"; docs/adr/0109). The purchase is
// paid as a booking is: its payment's notification comes through POST /payments/notifications. The
// domain names the refused fields as the wire nests them (`buyer.email`, `send_on`, `amount`).

export interface GiftCardPurchaseUseCases {
  readonly startGiftCardPurchase: StartGiftCardPurchase;
  readonly getGiftCardPurchase: GetGiftCardPurchase;
}

/** A stored location's zone; one the runtime does not know is broken data (500), not an answer. */
function zoneOf(name: string): TimeZone {
  const zone = timeZone(name);
  if (zone.isErr()) throw new Error(`A location records an unknown time zone: ${name}`);
  return zone.value;
}

export function giftCardPurchaseRoutes(useCases: GiftCardPurchaseUseCases): readonly ContractRoute[] {
  return [
    contractRoute('createGiftCardPurchase', ({ body, credentials }) =>
      useCases
        .startGiftCardPurchase({
          locationId: locationIdFromWire(body.location_id),
          productId: body.gift_card_product_id as GiftCardProductId,
          amount: body.amount,
          consumerName: body.consumer_name,
          consumerEmail: body.consumer_email,
          message: body.message ?? '',
          sendOn: body.send_on ?? null,
          buyerFirstName: body.buyer.first_name,
          buyerLastName: body.buyer.last_name,
          buyerEmail: body.buyer.email,
          buyerPhone: body.buyer.phone,
          buyerIdentificationNumber: body.buyer.identification_number ?? '',
          acceptedTerms: body.accepted_terms,
          serviceIds: body.services ?? [],
          humanCheckToken: body.recaptcha_token ?? null,
          clientAddress: credentials.clientAddress,
        })
        .map((started) => ({
          status: 201 as const,
          body: {
            purchase: { access_token: started.accessToken, status: 'pending' as const },
            payment: {
              trx_id: started.payment.trxId,
              provider: started.payment.providerCode,
              amount: started.payment.amount,
              currency: started.payment.currency,
              expires_at: formatOffsetDateTime(zoneOf(started.payment.timeZone), started.payment.expiresAt),
            },
          },
        })),
    ),
    contractRoute('getGiftCardPurchase', ({ path }) =>
      useCases.getGiftCardPurchase(path.accessToken).map((purchase) => ({
        status: 200 as const,
        body: {
          location: { id: purchase.location.id, location_name: purchase.location.name },
          company: companyBrand(purchase.company),
          currency_format: purchase.companyCurrency,
          status: purchase.status,
          rejection_reason: purchase.rejectionReason,
          product_name: purchase.productName,
          amount: purchase.amount,
          currency: purchase.currency,
          consumer_name: purchase.consumerName,
          consumer_email: purchase.consumerEmail,
          message: purchase.message,
          send_on: purchase.sendDay._tag === 'SendOn' ? purchase.sendDay.day : null,
          expires_at: formatOffsetDateTime(zoneOf(purchase.timeZone), purchase.expiresAt),
          payment: { trx_id: purchase.payment.trxId, provider: purchase.payment.providerCode },
          card_last_four: purchase.cardLastFour,
        },
      })),
    ),
  ];
}
