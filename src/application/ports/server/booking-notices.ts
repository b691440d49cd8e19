import type { BookingId } from '#domain/booking/booking-id';
import type { NoticeKind, PaymentRelease } from '#domain/notification/booking-notice';

/** What a booking change, or a payment that released its bookings' hours, owes in mail. */
export type BookingNotification = {
  readonly groupId: number;
  /** The bookings it concerns, as they are once the change is made (in the same transaction). */
  readonly bookingIds: readonly BookingId[];
} & (
  | { readonly kind: NoticeKind }
  | { readonly kind: 'payment_released'; readonly release: PaymentRelease }
  | { readonly kind: 'reminder' }
  /** The booking's review code, sealed (docs/adr/0065), as base64url. */
  | { readonly kind: 'review_invitation'; readonly sealedReviewCode: string }
);

/**
 * The mail a change owes, written inside the change's unit of work (docs/adr/0044, docs/adr/0094):
 * owed exactly when the change commits. Who is told — the booker, the business — is the domain's
 * (whoIsTold, domain/notification/who-is-told.ts), over the booking group's contacts as the change
 * left them; the store keeps each notice's snapshot for the dispatchers.
 */
export interface BookingNotices {
  /** Owes the mail of `notification`; answers whether the client is owed one. */
  owe(notification: BookingNotification): Promise<boolean>;
}
