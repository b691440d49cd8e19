import type { BookingId } from '#domain/booking/booking-id';
import type { BookingLifecycle, ChangePolicy } from '#domain/booking/booking-lifecycle';

/** A booking of an account as My bookings reads it (issue 34; docs/adr/0122). */
export interface AccountBooking extends BookingLifecycle {
  readonly id: BookingId;
  readonly groupId: number;
  readonly isClass: boolean;
  readonly serviceName: string;
  readonly professionalName: string;
  /** What the booking costs as booked; null when the company shows none. */
  readonly price: number | null;
  /** The plan or membership paying it; null when none does. */
  readonly planName: string | null;
  readonly location: {
    readonly id: number;
    readonly name: string;
    readonly address: string | null;
    readonly countryCode: string;
    readonly timeZone: string;
  };
  readonly companyName: string;
  readonly policy: ChangePolicy;
  /** Its confirmation code, still sealed (CodeSealer); null when it has none sealed. */
  readonly sealedCode: Uint8Array | null;
}

/**
 * The bookings an account owns (ownsBooking in src/domain/account/my-bookings.ts): made signed in
 * to it, or booked with its email once the store knows that email is the account holder's.
 */
export interface AccountBookings {
  /**
   * The account's bookings, latest first, at most `limit` of them, each with every booking of its
   * confirmation (so that the "all" offers can be read); the confirmations of a booking beyond the
   * limit are cut whole.
   */
  ofAccount(userId: number, limit: number): Promise<readonly AccountBooking[]>;
}
