import type { IdentifierType } from '#domain/client/identification';
import type { LocationId } from '#domain/storefront/company';
import type { ApiResult } from './api-result';

/**
 * What a client-exclusive company knows of a visitor (storefront §3 Existing client check
 * response): whether the identifier names a client of the company, and whether it lets them book online.
 */
export interface ClientCompanyCheckView {
  readonly validId: boolean;
  readonly canBook: boolean;
}

/**
 * Whether a client-exclusive company knows a visitor and lets them book online (storefront §3 Existing
 * client check, §7 GET /check_client_company).
 */
export interface ExistingClients {
  /**
   * GET /check_client_company?identificador&identificador_type&location_id: whether the company of
   * the location knows a client by the id number (0), email (1) or phone (2) typed, and lets them
   * book. Not knowing them is an answer (`validId` false), not a refusal; an identifier the
   * identification rules refuse is 422 naming `identificador`.
   */
  checkClientCompany(
    identifier: string,
    identifierType: IdentifierType,
    locationId: LocationId,
  ): ApiResult<ClientCompanyCheckView>;
}
