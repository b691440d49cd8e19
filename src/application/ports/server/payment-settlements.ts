import type { GiftCards } from './gift-cards';
import type { Instant } from '#domain/calendar/instant';
import type { PaymentStatus, RejectionReason } from '#domain/payment/payment-lifecycle';
import type { BookingCancellations } from './booking-cancellations';
import type { BookingNotices } from './booking-notices';

/** A payment as the expiry decides on it. */
export interface SettlingPayment {
  readonly id: number;
  /** The booking group it pays; null for a gift card purchase's payment (docs/adr/0109), which holds no hours. */
  readonly groupId: number | null;
  readonly status: PaymentStatus;
  readonly expiresAt: Instant;
  /** Why its last card was refused; null when none was. */
  readonly rejectionReason: RejectionReason | null;
}

/**
 * Ending payments inside a unit of work (docs/adr/0094). Which payments are due to expire is the
 * domain's (isDueToExpire); this lists candidates and stores the outcome. Several server processes
 * may expire at once: a payment one transaction lists is passed by, not waited for, by the others
 * until it ends.
 */
export interface PaymentSettlements {
  /**
   * Up to `limit` payments that still hold their bookings and expire at or before `cutoff`
   * (expiryCutoff), earliest first, kept from any other change until the transaction ends; those
   * another transaction keeps are passed by.
   */
  expiringBy(cutoff: Instant, limit: number): Promise<readonly SettlingPayment[]>;
  /** Stores payment `paymentId` expired at `at`; its last refusal's reason stays with it. */
  storeExpired(paymentId: number, at: Instant): Promise<void>;
}

/** What expiring payments reads and writes, in one transaction. */
export interface PaymentExpiryPorts {
  readonly settlements: PaymentSettlements;
  readonly cancellations: BookingCancellations;
  /** The cards a cancelled booking's gift card spend goes back to (docs/adr/0107). */
  readonly giftCards: GiftCards;
  readonly notices: BookingNotices;
}
