import type { ResultAsync } from 'neverthrow';
import { found, locationNotFound, type LocationNotFound } from '../shared/not-found';
import { resultAsync } from '../shared/one-step';
import type { CompanyDirectory, Location } from '../ports/server/company-directory';
import type { LocationId } from '#domain/storefront/company';

/** One active location, for its page's header and weekly schedule; a closed one is not found. */
export function getLocation(ports: { readonly companyDirectory: CompanyDirectory }) {
  return (request: { readonly locationId: LocationId }): ResultAsync<Location, LocationNotFound> =>
    // Asked as often as the hours: read in one step (one-step.ts, docs/adr/0170).
    resultAsync(
      ports.companyDirectory.activeLocation(request.locationId).then((location) => found(location, locationNotFound)),
    );
}

export type GetLocation = ReturnType<typeof getLocation>;
