import { chargedServices, type ChargedService } from '../money/charged-services';
import { payingPriceOn } from '../promotion/special-discount';
import type { ServiceToReserve } from '../reservation/reservation';

// What paying online charges now and what is left to pay at the location (booking-wizard §3
// onlineDownPayment, onlineDownPaymentAmount; issue 8's shared design): a service with a down
// payment charges that amount online — never more than its online paying price — instead of its
// paying price, and the rest is paid at the location; any other service is paid online in full.

/** One charged price split between now (online) and later (at the location). */
export interface OnlineChargeLine {
  readonly charged: ChargedService;
  /** The price paying online, the special discount on its promotion's days. */
  readonly payingPrice: number;
  readonly now: number;
  readonly atLocation: number;
  /** Only a down payment is charged online. */
  readonly downPayment: boolean;
}

export interface OnlineCharge {
  readonly lines: readonly OnlineChargeLine[];
  /** Charged by the payment provider now. */
  readonly now: number;
  /** Left to pay at the location. */
  readonly atLocation: number;
  /** Some service is charged only its down payment online. */
  readonly downPayment: boolean;
}

function lineOf(charged: ChargedService): OnlineChargeLine {
  const payingPrice = payingPriceOn(charged.service, charged.daySelected).amount ?? 0;
  if (!charged.service.onlineDownPayment) return { charged, payingPrice, now: payingPrice, atLocation: 0, downPayment: false };
  const now = Math.min(Math.max(0, charged.service.onlineDownPaymentAmount), payingPrice);
  return { charged, payingPrice, now, atLocation: payingPrice - now, downPayment: true };
}

/** The reservation paid online: each charged price's part now and at the location, and their sums. */
export function onlineCharge(servicesToReserve: readonly ServiceToReserve[]): OnlineCharge {
  const lines = chargedServices(servicesToReserve).map(lineOf);
  return {
    lines,
    now: lines.reduce((sum, line) => sum + line.now, 0),
    atLocation: lines.reduce((sum, line) => sum + line.atLocation, 0),
    downPayment: lines.some((line) => line.downPayment),
  };
}
