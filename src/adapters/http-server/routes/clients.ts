import type { CheckClientCompany } from '#application/booking/check-client-company';
import { renamedFields } from '#application/shared/invalid-fields';
import { contractRoute, type ContractRoute } from '../contract-route';
import { locationIdFromWire } from '../wire-ids';

export interface ClientUseCases {
  readonly checkClientCompany: CheckClientCompany;
}

/** Identifying an existing client (storefront §3, §5, §8; §7 GET /check_client_company). */
export function clientRoutes(useCases: ClientUseCases): readonly ContractRoute[] {
  return [
    contractRoute('checkClientCompany', ({ query }) =>
      useCases
        .checkClientCompany({
          identifier: query.identificador,
          identifierType: query.identificador_type,
          locationId: locationIdFromWire(query.location_id),
        })
        .mapErr((failure) =>
          failure._tag === 'InvalidFields' ? renamedFields(failure, { identifier: 'identificador' }) : failure,
        )
        .map((check) => ({ status: 200, body: { valid_id: check.validId, can_book: check.canBook } })),
    ),
  ];
}
