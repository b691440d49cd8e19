import type { GiftCardPurchasePorts, GiftCardPurchaseRecord } from '../ports/server/gift-card-purchases';
import type { PaymentRecord, Payments } from '../ports/server/payments';
import type { Transactions } from '../ports/server/transactions';

// The payments a client pays on the checkout, the sandbox's page and the card page: a booking
// group's, or a gift card purchase's (issue 31; docs/adr/0111). Both are rows of one payments table
// (docs/adr/0109), each read with its own capability — the group's access token or the purchase's —
// and both are opened the same way; this finds either for the checkout's use cases, as one record.

export interface PayablePaymentsPorts {
  readonly payments: Payments;
  readonly giftCardPurchases: Transactions<GiftCardPurchasePorts>;
}

/** A purchase's payment as the checkout and the sandbox read a payment: what is paid, and by whom. */
export function purchasePaymentRecord(purchase: GiftCardPurchaseRecord): PaymentRecord {
  const { payment, buyer } = purchase;
  return {
    trxId: payment.trxId,
    provider: payment.provider,
    gateway: payment.gateway,
    amount: payment.amount,
    currency: payment.currency,
    downPayment: false,
    status: payment.status,
    rejectionReason: payment.rejectionReason,
    expiresAt: payment.expiresAt,
    tokenData: payment.tokenData,
    paysFor: { _tag: 'GiftCardPurchase' },
    countryCode: purchase.countryCode,
    companyName: purchase.company.name,
    companyCurrency: purchase.companyCurrency,
    locationTimeZone: purchase.locationTimeZone,
    serviceNames: [purchase.productName],
    payer: {
      name: `${buyer.firstName} ${buyer.lastName}`.trim(),
      email: buyer.email,
      phone: buyer.phone,
      identificationNumber: buyer.identificationNumber,
    },
  };
}

/**
 * The payment `accessToken` opens, when `isIt` says it is the one asked for: the booking group's
 * first, else the purchase's. Undefined, alike, for no payment, for a wrong token and for a token
 * that opens another payment than the one named.
 */
export function payablePayments(ports: PayablePaymentsPorts) {
  const ofPurchase = async (accessToken: string, isIt: (payment: PaymentRecord) => boolean) => {
    const purchase = await ports.giftCardPurchases.inTransaction(({ purchases }) =>
      purchases.byAccessToken(accessToken),
    );
    const payment = purchase === undefined ? undefined : purchasePaymentRecord(purchase);
    return payment !== undefined && isIt(payment) ? payment : undefined;
  };
  return {
    /** The payment of transaction `trxId` (the checkout's `b`), opened by `accessToken` (its `t`). */
    byTrxId: async (trxId: string, accessToken: string): Promise<PaymentRecord | undefined> =>
      (await ports.payments.byTrxId(trxId, accessToken)) ??
      ofPurchase(accessToken, (payment) => payment.trxId === trxId),
    /** The payment the card page's `tokenData` names, opened by `accessToken`. */
    byTokenData: async (tokenData: string, accessToken: string): Promise<PaymentRecord | undefined> =>
      (await ports.payments.byTokenData(tokenData, accessToken)) ??
      ofPurchase(accessToken, (payment) => payment.tokenData === tokenData),
  };
}
