import type { LocalDate } from '../../domain/calendar/local-date';
import type { Membership } from '../../domain/membership/plan-allocation';

/** How a booking request names its client, to find the client's memberships and plans. */
export interface ClientIdentity {
  readonly identificationNumber: string | null;
  readonly email: string | null;
  readonly phone: string | null;
}

/**
 * Clients' memberships and plans with a company (booking-wizard §3 Membership check). Reads only:
 * a booking uses a membership inside the bookings port's transaction.
 */
export interface Memberships {
  /** The memberships of the company's client `client` names that are valid on some day of `from`–`to`. */
  validFor(companyId: number, client: ClientIdentity, from: LocalDate, to: LocalDate): Promise<readonly Membership[]>;
}
