import type { CatalogueProblem } from '#domain/catalogue-file/catalogue-problem';
import type { CataloguePlan } from '#domain/catalogue-file/catalogue-changes';
import type { StrandedBooking } from '#domain/catalogue-file/orphaned-bookings';

// The refusals of the catalogue file's use cases (issue 21; docs/adr/0077).

/** The document is not a valid catalogue: every problem, each with its path in the file (422). */
export interface CatalogueInvalid {
  readonly _tag: 'CatalogueInvalid';
  readonly code: 'CATALOGUE.INVALID';
  readonly problems: readonly CatalogueProblem[];
  /**
   * The line of each problem (same order) in the file as sent, when a driving adapter knows it (a
   * YAML body); absent otherwise.
   */
  readonly lines?: readonly (number | null)[];
}

/** The address names one company and the document another: a file is applied to the company it describes (422). */
export interface CatalogueCompanyMismatch {
  readonly _tag: 'CatalogueCompanyMismatch';
  readonly code: 'CATALOGUE.COMPANY_MISMATCH';
  readonly addressed: string;
  readonly described: string;
}

/** The change would leave confirmed future bookings without their service, professional or hours (409). */
export interface CatalogueStrandsBookings {
  readonly _tag: 'CatalogueStrandsBookings';
  readonly code: 'CATALOGUE.STRANDS_BOOKINGS';
  readonly plan: CataloguePlan;
  readonly stranded: readonly StrandedBooking[];
}

export type CatalogueFileError = CatalogueInvalid | CatalogueCompanyMismatch | CatalogueStrandsBookings;
