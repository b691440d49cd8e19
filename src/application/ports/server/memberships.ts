import type { LocalDate } from '#domain/calendar/local-date';
import type { Membership } from '#domain/membership/plan-allocation';
import type { ClientId } from '#domain/client/client-id';
import type { CompanyId } from '#domain/storefront/company';

/** The identifiers a booking request's client typed. */
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
  /**
   * The memberships of the company's client record `clientId` — the one the company recognised the
   * booker as (client-recognition.ts; docs/adr/0048) — valid on some day of `from`–`to`.
   */
  validFor(companyId: CompanyId, clientId: ClientId, from: LocalDate, to: LocalDate): Promise<readonly Membership[]>;
}
