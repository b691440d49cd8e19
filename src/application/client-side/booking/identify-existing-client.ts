import { errAsync, type ResultAsync } from 'neverthrow';
import {
  identificationOutcome,
  validateIdentifier,
  type ClientIdentified,
  type IdentificationRefusal,
  type IdentifierType,
} from '#domain/client/identification';
import type { ExistingClients } from '../../ports/client/existing-clients';
import { inputInvalid, type ClientSideFailure } from '../shared/client-side-errors';
import type { LocationId } from '#domain/storefront/company';

/** What the identification modal submits (storefront §4 Client identification modal). */
export interface ExistingClientIdentification {
  /** The company's name, which the refusal to let a client book names (storefront §8). */
  readonly companyName: string;
  readonly locationId: LocationId;
  /** What the company identifies its clients by (`clientExclusiveBy`): 0 id number, 1 email, 2 phone. */
  readonly identifierType: IdentifierType;
  /** What the visitor typed; for a Chilean company's id, the RUT as it was formatted while typed. */
  readonly typed: string;
}

/** Why the visitor was not identified: the company's answer, the identifier refused here (naming `identifier`), or the API's failure. */
export type IdentificationFailure = IdentificationRefusal | ClientSideFailure;

/**
 * Identifies a visitor as an existing client of a client-exclusive company (storefront §3 Existing
 * client check response, §4, §5, §8; §7 GET /check_client_company), before the wizard opens. The
 * identifier is checked by the identification rules first and sent only when they take it: trimmed,
 * otherwise as typed (a RUT keeps its dots and dash; the company reads it however it is written).
 * The answer fills the client form's field for the identifier type (docs/adr/0026).
 */
export function identifyExistingClient(existingClients: ExistingClients) {
  return (identification: ExistingClientIdentification): ResultAsync<ClientIdentified, IdentificationFailure> => {
    const { identifierType: type, locationId, companyName } = identification;
    return validateIdentifier(type, identification.typed).match(
      (value) =>
        existingClients
          .checkClientCompany(value, type, locationId)
          .mapErr((failure): IdentificationFailure => failure)
          .andThen((check) => identificationOutcome(check, { type, value }, companyName)),
      (error) => errAsync<ClientIdentified, IdentificationFailure>(inputInvalid([{ field: 'identifier', error }])),
    );
  };
}
