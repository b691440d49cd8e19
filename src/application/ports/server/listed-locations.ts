import type { LocationId } from '#domain/storefront/company';

/** A location whose page is open to visitors, and the country its page is under. */
export interface ListedLocation {
  readonly id: LocationId;
  /** Lower-case ISO 3166-1 alpha-2: the location's own, else its company's. */
  readonly countryCode: string;
}

/** Every active location, across companies, for the storefront's sitemap (issue 36). A failing store throws. */
export interface ListedLocations {
  /** In id order; closed locations are absent, as their pages are not found. */
  listedLocations(): Promise<readonly ListedLocation[]>;
}
