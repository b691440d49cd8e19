import type { ShownOnlineCharge } from './submission-model';

/** The words for what paying online charges now: at most that before the plans are checked, a down payment, or the price. */
export function payNowKey(
  charge: ShownOnlineCharge,
): 'SUMMARY.PAY_NOW_BEFORE_PLANS' | 'SUMMARY.DOWN_PAYMENT_NOW' | 'SUMMARY.PAY_NOW' {
  if (charge.beforePlans) return 'SUMMARY.PAY_NOW_BEFORE_PLANS';
  return charge.downPayment ? 'SUMMARY.DOWN_PAYMENT_NOW' : 'SUMMARY.PAY_NOW';
}
