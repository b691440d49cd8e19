import { err, errAsync, ok, okAsync, ResultAsync, type Result } from 'neverthrow';
import type { Catalogue, CatalogueInput } from '#domain/catalogue-file/catalogue';
import { planCatalogue, type CataloguePlan } from '#domain/catalogue-file/catalogue-changes';
import { strandedBookings, type StrandedBooking } from '#domain/catalogue-file/orphaned-bookings';
import { promotionTokensTaken } from '#domain/catalogue-file/promotion-tokens';
import { catalogueDocument, validateCatalogue } from '#domain/catalogue-file/validate-catalogue';
import { forbidden, type Forbidden } from '../account/account-errors';
import { actsFor, requiredStaffKey } from '../account/authorize-staff';
import type { ApiKeyRequired, InvalidApiKey } from '../booking/booking-errors';
import type { CatalogueStore, CatalogueUnitOfWork } from '../ports/server/catalogue-store';
import type { Clock } from '../ports/shared/clock';
import type { CompanyDirectory } from '../ports/server/company-directory';
import type { StaffKeyVerifier } from '../ports/server/staff-key-verifier';
import { companyNotFound, type CompanyNotFound } from '../shared/not-found';
import type { CatalogueCompanyMismatch, CatalogueInvalid, CatalogueStrandsBookings } from './catalogue-file-errors';

// Applying a company's catalogue file (issue 21; docs/adr/0077): plan (what would change, applying
// nothing), apply (the plan, in one transaction) and export (the catalogue as it stands, as a
// document the same file format reads). For support staff: an api-key is required and must act
// for the company; only a key for every company (the operator's) creates one. The document is
// validated here by the domain's rules (validateCatalogue), every problem at once.

export interface CataloguePorts {
  readonly catalogueStore: CatalogueStore;
  readonly clock: Clock;
  readonly staffKeys: StaffKeyVerifier;
  readonly companyDirectory: Pick<CompanyDirectory, 'companyByWebAddress'>;
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

type StaffRefusal = InvalidApiKey | ApiKeyRequired | Forbidden;

/** The staff key may touch `company`: its own company, or any (and a new one) for the operator's key. */
function authorized(ports: CataloguePorts, apiKey: string | null, company: string, mayCreate: boolean) {
  return requiredStaffKey(ports.staffKeys, apiKey).andThen((key) =>
    ResultAsync.fromSafePromise(ports.companyDirectory.companyByWebAddress(company)).andThen(
      (existing): ResultAsync<void, Forbidden | CompanyNotFound> => {
        if (existing === undefined) {
          if (!mayCreate) return errAsync(companyNotFound);
          return key.companyId === null ? okAsync(undefined) : errAsync(forbidden);
        }
        return actsFor(key, existing.id) ? okAsync(undefined) : errAsync(forbidden);
      },
    ),
  );
}

/** The document as a trusted catalogue of `company`, or what is wrong with it. */
function catalogueOf(
  company: string,
  document: unknown,
): Result<Catalogue, CatalogueInvalid | CatalogueCompanyMismatch> {
  return validateCatalogue(document)
    .mapErr((problems): CatalogueInvalid => ({ _tag: 'CatalogueInvalid', code: 'CATALOGUE.INVALID', problems }))
    .andThen((catalogue) =>
      catalogue.company.slug === company
        ? ok(catalogue)
        : err({
            _tag: 'CatalogueCompanyMismatch' as const,
            code: 'CATALOGUE.COMPANY_MISMATCH' as const,
            addressed: company,
            described: catalogue.company.slug,
          }),
    );
}

/**
 * The file's promotion tokens that another company holds, as the file's problems: checked before
 * anything is written, so a reused token is the file's refusal, not a broken transaction.
 */
async function tokensTaken(unit: CatalogueUnitOfWork, catalogue: Catalogue): Promise<CatalogueInvalid | null> {
  const held = await unit.promotionTokensHeldElsewhere(
    catalogue.company.slug,
    catalogue.promotions.map((promotion) => promotion.token),
  );
  const problems = promotionTokensTaken(catalogue, held);
  return problems.length === 0 ? null : { _tag: 'CatalogueInvalid', code: 'CATALOGUE.INVALID', problems };
}

/** A transaction's outcome: a refusal (tagged) or what it did. */
type Refusal = { readonly _tag: string };
const asResult = <O extends object>(outcome: O): ResultAsync<Exclude<O, Refusal>, Extract<O, Refusal>> =>
  '_tag' in outcome ? errAsync(outcome as Extract<O, Refusal>) : okAsync(outcome as Exclude<O, Refusal>);

export interface CatalogueFileRequest {
  /** The `api-key` header, null when none was sent. */
  readonly apiKey: string | null;
  /** The company the address names (its slug, the storefront's web address). */
  readonly company: string;
  /** The catalogue document as parsed from the file (plain data), not yet validated. */
  readonly document: unknown;
}

/** What applying the document to the company would change, and the bookings it would strand; writes nothing. */
export function planCatalogueFile(ports: CataloguePorts) {
  return (
    request: CatalogueFileRequest,
  ): ResultAsync<CataloguePlanView, StaffRefusal | CompanyNotFound | CatalogueInvalid | CatalogueCompanyMismatch> =>
    authorized(ports, request.apiKey, request.company, true)
      .andThen(() => catalogueOf(request.company, request.document))
      .andThen((catalogue) =>
        ResultAsync.fromSafePromise(
          ports.catalogueStore.transaction(async (unit): Promise<CataloguePlanView | CatalogueInvalid> => {
            const current = await unit.current(request.company);
            const taken = await tokensTaken(unit, catalogue);
            if (taken !== null) return taken;
            const bookings = current === null ? [] : await unit.futureBookings(request.company, ports.clock.now());
            return {
              creates: current === null,
              changes: planCatalogue(current, catalogue),
              stranded: strandedBookings(current, catalogue, bookings),
            };
          }),
        ).andThen(asResult),
      );
}

/**
 * Applies the document to the company in one transaction: nothing when it says what stands.
 * Refused when it would strand confirmed future bookings, unless `forceCancel`, which cancels them.
 * The company's creates take turns with it (docs/adr/0085): those under way are seen, and those
 * after it see what it retired.
 */
export function applyCatalogueFile(ports: CataloguePorts) {
  return (
    request: CatalogueFileRequest & { readonly forceCancel: boolean },
  ): ResultAsync<
    AppliedCatalogue,
    StaffRefusal | CompanyNotFound | CatalogueInvalid | CatalogueCompanyMismatch | CatalogueStrandsBookings
  > =>
    authorized(ports, request.apiKey, request.company, true)
      .andThen(() => catalogueOf(request.company, request.document))
      .andThen((catalogue) =>
        ResultAsync.fromSafePromise(
          ports.catalogueStore.transaction(
            async (unit): Promise<AppliedCatalogue | CatalogueStrandsBookings | CatalogueInvalid> => {
              // Creates wait meanwhile, so no booking is made unseen on what this retires (docs/adr/0085).
              await unit.holdBookings(request.company);
              const now = ports.clock.now();
              const current = await unit.current(request.company);
              const changes = planCatalogue(current, catalogue);
              if (changes.length === 0) return { changes, cancelled: [] };
              const taken = await tokensTaken(unit, catalogue);
              if (taken !== null) return taken;
              const bookings = current === null ? [] : await unit.futureBookings(request.company, now);
              const stranded = strandedBookings(current, catalogue, bookings);
              if (stranded.length > 0 && !request.forceCancel) {
                return {
                  _tag: 'CatalogueStrandsBookings',
                  code: 'CATALOGUE.STRANDS_BOOKINGS',
                  plan: changes,
                  stranded,
                };
              }
              if (stranded.length > 0)
                await unit.cancel(
                  stranded.map((each) => each.booking),
                  now,
                );
              await unit.write(catalogue, changes);
              return { changes, cancelled: stranded };
            },
          ),
        ).andThen(asResult),
      );
}

/** The company's catalogue as it stands, as a document with every key written. */
export function exportCatalogueFile(ports: CataloguePorts) {
  return (request: {
    readonly apiKey: string | null;
    readonly company: string;
  }): ResultAsync<CatalogueInput, StaffRefusal | CompanyNotFound> =>
    authorized(ports, request.apiKey, request.company, false).andThen(() =>
      ResultAsync.fromSafePromise(ports.catalogueStore.transaction((unit) => unit.current(request.company))).andThen(
        (current) => (current === null ? errAsync(companyNotFound) : okAsync(catalogueDocument(current))),
      ),
    );
}

export type PlanCatalogueFile = ReturnType<typeof planCatalogueFile>;
export type ApplyCatalogueFile = ReturnType<typeof applyCatalogueFile>;
export type ExportCatalogueFile = ReturnType<typeof exportCatalogueFile>;
