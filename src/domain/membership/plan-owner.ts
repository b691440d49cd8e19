import { comparedEmail, type BookingAccount } from '../account/my-bookings';

// Who may spend a client's plans and memberships (issue 34; docs/adr/0124). A company recognises its
// client by the identifier it identifies its clients by (docs/adr/0048), so whoever knows that
// identifier is the client for it; a company may require more for its plans: that the booking be
// made signed in by the record's owner.

/** The signed-in account asking to spend a plan: its email, and whether that email is proven its holder's. */
export type PlanAccount = Pick<BookingAccount, 'email' | 'emailVerified'>;

/** The company's client record a booking is filed under, as far as owning it goes: the email it records. */
export interface PlanRecord {
  readonly email: string | null;
}

/**
 * Whether a signed-in account owns a company's client record: the account's email is verified and
 * is the record's, trimmed and case-insensitively — as a booking is an account's by its verified
 * email (ownsBooking). The record's email is the company's: filed from the first booking of a new
 * client, or kept by the company, and never changed by a later booking (docs/adr/0048). An
 * unverified address proves nothing; a booking made signed in proves nothing about the record it is
 * filed under, since it is filed by the typed identifier.
 */
export function ownsClientRecord(account: PlanAccount, record: PlanRecord): boolean {
  if (!account.emailVerified || record.email === null) return false;
  const recorded = comparedEmail(record.email);
  return recorded !== '' && recorded === comparedEmail(account.email);
}

/** What a company requires of a booking that spends its clients' plans. */
export interface PlanRule {
  /** Only the record's signed-in owner spends its plans (company.booking.plans_for_signed_in_owner). */
  readonly plansForSignedInOwner: boolean;
}

/**
 * Whether the plans of `record` may pay a booking made by `booker` (null: signed out) under the
 * company's `rule`: always when the company does not require their owner; otherwise only when the
 * booker is signed in and owns the record. A booking that may not is quoted and booked at its
 * price, exactly as for a client with no plan, so nothing tells whether the record has any.
 */
export function mayChargePlans(rule: PlanRule, booker: PlanAccount | null, record: PlanRecord): boolean {
  if (!rule.plansForSignedInOwner) return true;
  return booker !== null && ownsClientRecord(booker, record);
}
