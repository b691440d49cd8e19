import { InvalidArgumentError } from 'commander';
import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { CatalogueFiles } from '#application/ports/client/catalogue-files';
import type { CompanyProfiles } from '#application/ports/client/company-profiles';
import type { LocationDirectory, LocationView } from '#application/ports/client/location-directory';
import type { LocationId } from '#domain/storefront/company';
import type { Messages } from './cli-messages';
import { locationIdOption } from './command-context';
import { companyIdOf, type CompanyNamed } from './company-option';
import type { CliFailure } from './exit-codes';

// `--location ID|SLUG` (issue 35): a location named by its id, or by its slug — the name the
// company's catalogue file keys it by, unique within the company, so a slug needs `--company`.
// The API lists locations by id and name and the catalogue names them by slug and name: the slug is
// read in the company's catalogue (GET /staff/companies/{slug}/catalogue) and its name then in the
// company's locations (GET /locations), as `catalogue apply` says where the locations it changed live.

/** The location an option names: its id when it is digits, else its slug. */
export type LocationNamed = { readonly id: LocationId } | { readonly slug: string };

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/u;

/** Commander's reader of a `--location ID|SLUG`. */
export const locationNamedOption = (value: string): LocationNamed => {
  const trimmed = value.trim();
  if (/^\d+$/u.test(trimmed)) return { id: locationIdOption(trimmed) };
  if (SLUG.test(trimmed.toLowerCase())) return { slug: trimmed.toLowerCase() };
  throw new InvalidArgumentError('must be a location id (a positive whole number) or its slug (palermo).');
};

/** Why a slug names no single location: the command says it as a usage error (exit 2). */
export type LocationSlugProblem =
  { readonly _tag: 'SlugNeedsCompany' } | { readonly _tag: 'SlugAmbiguous'; readonly slug: string };

type LocationPorts = {
  readonly companies: CompanyProfiles;
  readonly locations: LocationDirectory;
  readonly catalogueFiles: CatalogueFiles;
};

/** One location of a catalogue document, as far as the slug's lookup reads it. */
interface CatalogueLocation {
  readonly slug?: unknown;
  readonly name?: unknown;
  readonly address?: unknown;
  readonly time_zone?: unknown;
}

const catalogueLocations = (document: unknown): readonly CatalogueLocation[] => {
  const listed = (document as { readonly locations?: unknown } | null)?.locations;
  return Array.isArray(listed) ? (listed as readonly CatalogueLocation[]) : [];
};

/**
 * The id of the location `location` names: an id as it is (no call); a slug through the company's
 * catalogue and locations. A slug the company has no active location under is a 404
 * `LOCATION.NOT_FOUND` refusal, as the API answers a location id it does not know (exit 1).
 */
export function locationIdOf(
  ports: LocationPorts,
  messages: Messages,
  location: LocationNamed,
  company: CompanyNamed | undefined,
): ResultAsync<LocationId, CliFailure | LocationSlugProblem> {
  if ('id' in location) return okAsync(location.id);
  if (company === undefined) return errAsync({ _tag: 'SlugNeedsCompany' } as const);
  const { slug } = location;
  const notFound = {
    _tag: 'ApiRefusal',
    status: 404,
    code: 'LOCATION.NOT_FOUND',
    message: messages.locationSlugNotFound(slug),
    attributes: [],
    retryAfterSeconds: null,
  } as const;
  return companyIdOf(ports, company)
    .andThen((companyId) => ports.locations.listLocations(companyId))
    .andThen((listed): ResultAsync<LocationId, CliFailure | LocationSlugProblem> => {
      // Each listed location names its company's slug (its web address), which the catalogue is read by.
      const companySlug = listed[0]?.companyWebAddress;
      if (companySlug === undefined) return errAsync(notFound);
      return ports.catalogueFiles.exportCatalogue(companySlug).andThen((document) => {
        const entry = catalogueLocations(document).find((each) => each.slug === slug);
        if (entry === undefined) return errAsync(notFound);
        const named = listed.filter((each) => each.locationName === entry.name);
        // Names need not be unique: the address and the zone tell apart locations that share one.
        const same = (each: LocationView) =>
          (each.address ?? '') === (entry.address ?? '') && each.timeZone === entry.time_zone;
        const found = named.length > 1 ? named.filter(same) : named;
        if (found.length > 1) return errAsync({ _tag: 'SlugAmbiguous', slug } as const);
        // A location the catalogue holds but the API does not list is retired: not found either.
        return found[0] === undefined ? errAsync(notFound) : okAsync(found[0].id);
      });
    });
}
