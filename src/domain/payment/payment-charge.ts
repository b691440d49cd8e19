// What an online payment charges (booking-wizard §3 Service to reserve: payingPrice,
// onlineDownPayment, onlineDownPaymentAmount): each booking paid online charges its paying price,
// or its down payment — never more than that price — when its service takes one; the rest is paid
// at the location. A membership pays its booking, which then charges nothing online. A gift card's
// share of a booking is paid first from what would be charged online (docs/adr/0107).

/** One booking of the create, as the charge sees it. */
export interface ChargedItem {
  /** Paid online: the client pays online, or the service must be paid online, and no membership pays it. */
  readonly paidOnline: boolean;
  /** The price the server grants for paying online; null for a service with no price (charges 0). */
  readonly payingPrice: number | null;
  /** The service's down payment when it takes one instead of its price; null when it takes none. */
  readonly downPayment: number | null;
  /**
   * What a gift card pays of its price (major unit; issue 31, docs/adr/0107): taken off what it
   * charges online first, then off what is paid at the location. Absent: nothing.
   */
  readonly giftCardPays?: number;
}

export interface PaymentCharge {
  /** In the currency's major unit, at most two decimals. */
  readonly amount: number;
  /** Some booking charges a down payment smaller than its price: the rest is paid at the location. */
  readonly downPayment: boolean;
}

// Summed in hundredths, so that 0.1 + 0.2 charges 0.3 and not 0.30000000000000004.
const hundredths = (amount: number) => Math.round(amount * 100);

export function paymentCharge(items: readonly ChargedItem[]): PaymentCharge {
  let total = 0;
  let downPayment = false;
  for (const item of items) {
    if (!item.paidOnline) continue;
    const card = hundredths(Math.max(0, item.giftCardPays ?? 0));
    const price = hundredths(Math.max(0, item.payingPrice ?? 0));
    const charged = item.downPayment === null ? price : Math.min(price, hundredths(Math.max(0, item.downPayment)));
    const chargedAfterCard = Math.max(0, charged - card);
    if (chargedAfterCard < price - card) downPayment = true;
    total += chargedAfterCard;
  }
  return { amount: total / 100, downPayment };
}
