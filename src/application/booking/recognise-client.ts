import { companyIdentifier, recognisedClient, typedIdentifier } from '#domain/client/client-recognition';
import { comparableIdentifier } from '#domain/client/identifier-match';
import { mayChargePlans } from '#domain/membership/plan-owner';
import type { ClientId } from '#domain/client/client-id';
import type { BookingSubmission, ReadSubmission, SubmittedClient } from './place-bookings';
import type { Clients, KnownClient } from '../ports/server/clients';

/**
 * The company's client record a submission's booker is, or null when the company recognises none
 * (docs/adr/0048): found by the identifier the company identifies its clients by
 * (client-recognition.ts), as check_client_company finds clients, never by an email or phone the
 * company does not identify its clients by. The identifier is read as submitted, as the
 * client-exclusive check reads it (check-booking-terms.ts), even where the company's form does not
 * keep the field. The booking is filed under the record, and its memberships are the ones that may
 * pay — where the company lets them (plan-owner.ts; docs/adr/0124); with none, a new record is
 * filed from what the booker typed.
 */
export function recogniseClient(clients: Clients) {
  return async (
    submitted: SubmittedClient,
    reading: Pick<ReadSubmission, 'company' | 'settings'>,
  ): Promise<KnownClient | null> => {
    const type = companyIdentifier(reading.settings);
    const typed = typedIdentifier(submitted, type);
    const comparable = typed === null ? '' : comparableIdentifier(type, typed);
    if (comparable === '') return null;
    const named = await clients.clientsIdentifiedBy(reading.company.id, type, comparable);
    const recognised = recognisedClient(named, submitted);
    return named.find((client) => client.id === recognised) ?? null;
  };
}

/**
 * The record whose plans and memberships may pay the submission's bookings: the recognised one,
 * unless its company spends plans only for their signed-in owner and the booker is not (signed out,
 * or signed in to an account that does not own it; docs/adr/0124). Null then, as for a booker the
 * company recognises as nobody: the bookings are quoted and booked at their prices, and nothing says
 * whether the record holds a plan.
 */
export function planHolder(
  recognised: KnownClient | null,
  reading: Pick<ReadSubmission, 'settings'>,
  booker: BookingSubmission['booker'],
): ClientId | null {
  if (recognised === null) return null;
  return mayChargePlans(reading.settings, booker ?? null, recognised) ? recognised.id : null;
}
