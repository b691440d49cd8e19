import { ResultAsync } from 'neverthrow';
import { clientCompanyCheck, comparableIdentifier } from '#domain/client/identifier-match';
import { validateIdentifier, type ExistingClientCheck, type IdentifierType } from '#domain/client/identification';
import { invalidFields, type InvalidFields } from '../shared/invalid-fields';
import { found, locationNotFound, type LocationNotFound } from '../shared/not-found';
import type { Clients } from '../ports/server/clients';
import type { CompanyDirectory } from '../ports/server/company-directory';
import type { LocationId } from '#domain/storefront/company';

export interface CheckClientCompanyRequest {
  /** What the visitor typed. */
  readonly identifier: string;
  readonly identifierType: IdentifierType;
  readonly locationId: LocationId;
}

/**
 * Whether the company of an open location knows a client by their id number, email or phone, and
 * lets them book online (storefront §3 Existing client check response, §5, §8; §7
 * check_client_company). The identifier follows the identification rules first (§5: id at least 2
 * characters, a valid email, a phone of more than 8), naming `identifier` when it does not. Not
 * being known is an answer (`validId` false), never a failure.
 */
export function checkClientCompany(ports: { readonly companyDirectory: CompanyDirectory; readonly clients: Clients }) {
  return (request: CheckClientCompanyRequest): ResultAsync<ExistingClientCheck, LocationNotFound | InvalidFields> =>
    ResultAsync.fromSafePromise(ports.companyDirectory.activeLocation(request.locationId))
      .andThen((location) => found(location, locationNotFound))
      .andThen((location) =>
        validateIdentifier(request.identifierType, request.identifier)
          .mapErr((error) => invalidFields({ identifier: error }))
          .map((value) => ({ location, value })),
      )
      .andThen(({ location, value }) =>
        ResultAsync.fromSafePromise(
          ports.clients.clientsIdentifiedBy(
            location.companyId,
            request.identifierType,
            comparableIdentifier(request.identifierType, value),
          ),
        ),
      )
      .map(clientCompanyCheck);
}

export type CheckClientCompany = ReturnType<typeof checkClientCompany>;
