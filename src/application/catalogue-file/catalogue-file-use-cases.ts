import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import type { Catalogue, CatalogueInput } from '#domain/catalogue-file/catalogue';
import { planCatalogue, type CataloguePlan } from '#domain/catalogue-file/catalogue-changes';
import { strandedBookings, type StrandedBooking } from '#domain/catalogue-file/orphaned-bookings';
import { catalogueDocument } from '#domain/catalogue-file/validate-catalogue';
import type { CatalogueStore } from '../ports/catalogue-store';
import type { Clock } from '../ports/clock';

// Applying a company's catalogue file (issue 21; docs/adr/0077): plan (what would change, applying
// nothing), apply (the plan, in one transaction) and export (the catalogue as it stands, as a
// document the same file format reads). The file is validated before it gets here (the domain's
// validateCatalogue): these take a trusted Catalogue.

export interface CataloguePorts {
  readonly catalogueStore: CatalogueStore;
  readonly clock: Clock;
}

/** The address names one company and the file another: a file is applied to the company it describes. */
export interface CompanyMismatch {
  readonly _tag: 'CompanyMismatch';
  readonly addressed: string;
  readonly described: string;
}

/** No company has the slug (export). */
export interface UnknownCompany {
  readonly _tag: 'UnknownCompany';
  readonly company: string;
}

/** The change would leave confirmed future bookings without their service, professional or hours. */
export interface StrandsBookings {
  readonly _tag: 'StrandsBookings';
  readonly plan: CataloguePlan;
  readonly stranded: readonly StrandedBooking[];
}

export interface CataloguePlanView {
  /** The company does not exist yet: applying creates it. */
  readonly creates: boolean;
  readonly changes: CataloguePlan;
  /** The bookings the change would strand: applying is refused unless forced, which cancels them. */
  readonly stranded: readonly StrandedBooking[];
}

export interface AppliedCatalogue {
  readonly changes: CataloguePlan;
  /** The bookings cancelled because the application was forced over them. */
  readonly cancelled: readonly StrandedBooking[];
}

function sameCompany(company: string, catalogue: Catalogue): ResultAsync<void, CompanyMismatch> {
  return company === catalogue.company.slug
    ? okAsync(undefined)
    : errAsync({ _tag: 'CompanyMismatch', addressed: company, described: catalogue.company.slug });
}

/** What applying `catalogue` to `company` would change, and the bookings it would strand; writes nothing. */
export function planCatalogueFile(ports: CataloguePorts) {
  return (request: { readonly company: string; readonly catalogue: Catalogue }) =>
    sameCompany(request.company, request.catalogue).andThen(() =>
      ResultAsync.fromSafePromise(
        ports.catalogueStore.transaction(async (unit): Promise<CataloguePlanView> => {
          const current = await unit.current(request.company);
          const bookings = current === null ? [] : await unit.futureBookings(request.company, ports.clock.now());
          return {
            creates: current === null,
            changes: planCatalogue(current, request.catalogue),
            stranded: strandedBookings(current, request.catalogue, bookings),
          };
        }),
      ),
    );
}

/**
 * Applies `catalogue` to `company` in one transaction: nothing when it says what stands. Refused
 * when it would strand confirmed future bookings, unless `forceCancel`, which cancels them.
 */
export function applyCatalogueFile(ports: CataloguePorts) {
  return (request: {
    readonly company: string;
    readonly catalogue: Catalogue;
    readonly forceCancel: boolean;
  }): ResultAsync<AppliedCatalogue, CompanyMismatch | StrandsBookings> =>
    sameCompany(request.company, request.catalogue).andThen(() =>
      ResultAsync.fromSafePromise(
        ports.catalogueStore.transaction(async (unit): Promise<AppliedCatalogue | StrandsBookings> => {
          const now = ports.clock.now();
          const current = await unit.current(request.company);
          const changes = planCatalogue(current, request.catalogue);
          if (changes.length === 0) return { changes, cancelled: [] };
          const bookings = current === null ? [] : await unit.futureBookings(request.company, now);
          const stranded = strandedBookings(current, request.catalogue, bookings);
          if (stranded.length > 0 && !request.forceCancel) return { _tag: 'StrandsBookings', plan: changes, stranded };
          if (stranded.length > 0)
            await unit.cancel(
              stranded.map((each) => each.booking),
              now,
            );
          await unit.write(request.catalogue, changes);
          return { changes, cancelled: stranded };
        }),
      ).andThen((outcome) => ('_tag' in outcome ? errAsync(outcome) : okAsync(outcome))),
    );
}

/** The company's catalogue as it stands, as a document (every key written), or UnknownCompany. */
export function exportCatalogueFile(ports: Pick<CataloguePorts, 'catalogueStore'>) {
  return (request: { readonly company: string }): ResultAsync<CatalogueInput, UnknownCompany> =>
    ResultAsync.fromSafePromise(ports.catalogueStore.transaction((unit) => unit.current(request.company))).andThen(
      (current) =>
        current === null
          ? errAsync({ _tag: 'UnknownCompany' as const, company: request.company })
          : okAsync(catalogueDocument(current)),
    );
}

export type PlanCatalogueFile = ReturnType<typeof planCatalogueFile>;
export type ApplyCatalogueFile = ReturnType<typeof applyCatalogueFile>;
export type ExportCatalogueFile = ReturnType<typeof exportCatalogueFile>;
