import { companyIdentifier, recognisedClient, typedIdentifier } from '#domain/client/client-recognition';
import { comparableIdentifier } from '#domain/client/identifier-match';
import type { ReadSubmission, SubmittedClient } from './place-bookings';
import type { Clients } from '../ports/server/clients';
import type { ClientId } from '#domain/client/client-id';

/**
 * The company's client record a submission's booker is, or null when the company recognises none
 * (docs/adr/0048): found by the identifier the company identifies its clients by
 * (client-recognition.ts), as check_client_company finds clients, never by an email or phone the
 * company does not identify its clients by. The identifier is read as submitted, as the
 * client-exclusive check reads it (check-booking-terms.ts), even where the company's form does not
 * keep the field. The booking is filed under the record, and its memberships are the ones that may
 * pay; with none, a new record is filed from what the booker typed.
 */
export function recogniseClient(clients: Clients) {
  return async (
    submitted: SubmittedClient,
    reading: Pick<ReadSubmission, 'company' | 'settings'>,
  ): Promise<ClientId | null> => {
    const type = companyIdentifier(reading.settings);
    const typed = typedIdentifier(submitted, type);
    const comparable = typed === null ? '' : comparableIdentifier(type, typed);
    if (comparable === '') return null;
    return recognisedClient(await clients.clientsIdentifiedBy(reading.company.id, type, comparable), submitted);
  };
}
