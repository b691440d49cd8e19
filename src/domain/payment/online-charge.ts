import { chargedServices, type ChargedService } from '../money/charged-services';
import { payingPriceOn } from '../promotion/special-discount';
import type { ServiceToReserve } from '../reservation/reservation';
import { paymentCharge } from './payment-charge';

// What paying online charges now and what is left to pay at the location, as the wizard's summary
// shows it (booking-wizard §3 onlineDownPayment, onlineDownPaymentAmount): each charged price by the
// server's own rule (payment-charge.ts) — a service's down payment, never more than its online
// paying price, instead of that price — and the rest at the location.

/** One charged price split between now (online) and later (at the location). */
export interface OnlineChargeLine {
  readonly charged: ChargedService;
  /** The price paying online, the special discount on its promotion's days. */
  readonly payingPrice: number;
  readonly now: number;
  readonly atLocation: number;
  /** Only a down payment, smaller than the price, is charged online. */
  readonly downPayment: boolean;
}

export interface OnlineCharge {
  readonly lines: readonly OnlineChargeLine[];
  /** Charged by the payment provider now. */
  readonly now: number;
  /** Left to pay at the location. */
  readonly atLocation: number;
  /** Some service is charged only a down payment online. */
  readonly downPayment: boolean;
}

function lineOf(charged: ChargedService): OnlineChargeLine {
  const payingPrice = payingPriceOn(charged.service, charged.daySelected).amount ?? 0;
  const downPayment = charged.service.onlineDownPayment ? charged.service.onlineDownPaymentAmount : null;
  const charge = paymentCharge([{ paidOnline: true, payingPrice, downPayment }]);
  return {
    charged,
    payingPrice,
    now: charge.amount,
    atLocation: payingPrice - charge.amount,
    downPayment: charge.downPayment,
  };
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

/**
 * What paying online charges once the client's plans pay the services they cover (booking-wizard
 * §4 Submission, §2 Plans modal): a booking a membership pays charges nothing online
 * (payment-charge.ts), so only the other services are charged, each by the rule above.
 */
export function onlineChargeWithPlans(
  servicesToReserve: readonly ServiceToReserve[],
  coveredByPlans: ReadonlySet<ServiceToReserve['internalId']>,
): OnlineCharge {
  return onlineCharge(servicesToReserve.filter((item) => !coveredByPlans.has(item.internalId)));
}
