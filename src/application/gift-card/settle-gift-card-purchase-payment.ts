import { err, ok, type Result } from 'neverthrow';
import { localDateAt, timeZone } from '#domain/availability/time-zone';
import type { Instant } from '#domain/calendar/instant';
import { cardTermsWhenPaid, giftCardMailSendsAt } from '#domain/gift-card/gift-card-purchase';
import { notificationTransition } from '#domain/payment/payment-lifecycle';
import type { GiftCardCodeSealer } from '../ports/server/gift-card-code-sealer';
import type { GiftCardCodes } from '../ports/server/gift-card-codes';
import type { GiftCardPurchasePorts } from '../ports/server/gift-card-purchases';
import type { PaymentNotification } from '../ports/server/payment-gateway';
import type { GatewayName, NotificationApplied, NotificationNotApplied } from '../ports/server/payments';
import type { Transactions } from '../ports/server/transactions';
import { issueGiftCard } from './issue-gift-card';

export interface SettleGiftCardPurchasePaymentPorts {
  readonly giftCardPurchases: Transactions<GiftCardPurchasePorts>;
  readonly giftCardCodes: GiftCardCodes;
  /** Seals the card's code for the mails and pages written later (docs/adr/0112). */
  readonly giftCardCodeSealer: GiftCardCodeSealer;
}

/**
 * A believed notification for a gift card purchase's payment (issue 31; docs/adr/0109), after the
 * gateway read it as it reads a booking's: in one transaction, the payment is held, the lifecycle
 * decides (payment-lifecycle.ts, as for bookings), the event id is recorded once, and an approval
 * moves the payment to approved and issues the card — its terms those the buyer accepted, its last
 * day counted from the day it was paid in the location's calendar — and names it on the purchase.
 * A replay, a second approval or one after the expiry issues nothing: the event id is recorded
 * once, and only the transaction that moved the payment out of holding issues.
 *
 * The approval also owes the giving mails, in the same transaction (issue 31 "Giving";
 * docs/adr/0112): the code exists in clear only here, so the card keeps it sealed and the mail to
 * the person it is for carries the seal, due on the send day (giftCardMailSendsAt); the buyer's
 * receipt and the business's notice are due at once. A purchase never approved owes nothing.
 */
export function settleGiftCardPurchasePayment(ports: SettleGiftCardPurchasePaymentPorts) {
  return (
    gateway: GatewayName,
    notification: PaymentNotification,
    receivedAt: Instant,
  ): Promise<Result<NotificationApplied, NotificationNotApplied>> =>
    ports.giftCardPurchases.inTransaction(
      async ({
        purchases,
        giftCards,
        giftCardNotices,
      }): Promise<Result<NotificationApplied, NotificationNotApplied>> => {
        const purchase = await purchases.holdByPayment(gateway, notification.trxId);
        if (purchase === undefined) return err({ _tag: 'PaymentNotFound' });
        const transition = notificationTransition(purchase.payment, notification);
        // Nothing was written yet: a mismatch commits nothing, and the provider may send it again.
        if (transition.isErr()) return err(transition.error);
        const outcome = transition.value._tag === 'Ignore' ? 'ignored' : 'applied';
        const recorded = await purchases.recordNotification({
          gateway,
          eventId: notification.eventId,
          paymentId: purchase.payment.id,
          outcome,
          receivedAt,
        });
        if (!recorded) return err({ _tag: 'NotificationReplayed' });
        switch (transition.value._tag) {
          case 'Ignore':
            break;
          case 'Reject':
            await purchases.storeRejected(purchase.payment.id, transition.value.reason);
            break;
          case 'Approve': {
            if (!(await purchases.storeApproved(purchase.payment.id, receivedAt))) break;
            const zone = timeZone(purchase.locationTimeZone);
            if (zone.isErr()) throw new Error(`Location ${String(purchase.locationId)} has an unknown time zone`);
            const issued = await issueGiftCard({
              giftCards,
              giftCardCodes: ports.giftCardCodes,
              giftCardCodeSealer: ports.giftCardCodeSealer,
            })({
              companyId: purchase.companyId,
              productId: purchase.productId,
              terms: cardTermsWhenPaid(purchase.terms, localDateAt(zone.value, receivedAt)),
            });
            if (issued.isErr()) return issued.error satisfies never;
            await purchases.storeCard(purchase.id, issued.value.id);
            const given = giftCardMailSendsAt(
              { status: 'approved', sendDay: purchase.sendDay },
              zone.value,
              receivedAt,
            );
            if (given.owed)
              await giftCardNotices.oweGiving({
                purchaseId: purchase.id,
                sealedCode: ports.giftCardCodeSealer.seal(issued.value.code, issued.value.id),
                givenAt: given.at,
              });
            break;
          }
          default:
            return transition.value satisfies never;
        }
        return ok(outcome);
      },
    );
}

export type SettleGiftCardPurchasePayment = ReturnType<typeof settleGiftCardPurchasePayment>;
