import { ResultAsync } from 'neverthrow';
import { found, locationNotFound, type LocationNotFound } from '../shared/not-found';
import type { CompanyDirectory, Location } from '../ports/server/company-directory';
import type { LocationId } from '#domain/storefront/company';

/** One active location, for its page's header and weekly schedule; a closed one is not found. */
export function getLocation(ports: { readonly companyDirectory: CompanyDirectory }) {
  return (request: { readonly locationId: LocationId }): ResultAsync<Location, LocationNotFound> =>
    ResultAsync.fromSafePromise(ports.companyDirectory.activeLocation(request.locationId)).andThen((location) =>
      found(location, locationNotFound),
    );
}

export type GetLocation = ReturnType<typeof getLocation>;
