import type {
  AppliedCatalogue,
  ApplyCatalogueFile,
  CataloguePlanView,
  ExportCatalogueFile,
  PlanCatalogueFile,
} from '#application/catalogue-file/catalogue-file-use-cases';
import type { CatalogueChange } from '#domain/catalogue-file/catalogue-changes';
import type { StrandedBooking } from '#domain/catalogue-file/orphaned-bookings';
import type { components } from '../../http/booking-api.generated';
import type { ApplicationError } from '#application/shared/application-error';
import { contractRoute, type ContractRoute } from '../contract-route';
import type { BodyLines } from '../contract-validation';

// The catalogue file's staff calls (issue 21; docs/adr/0077): export, apply and plan a company's
// catalogue document, for support staff holding an api-key.

type Schemas = components['schemas'];

export interface CatalogueFileUseCases {
  readonly planCatalogueFile: PlanCatalogueFile;
  readonly applyCatalogueFile: ApplyCatalogueFile;
  readonly exportCatalogueFile: ExportCatalogueFile;
}

const snake = (text: string) => text.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

function wireChange(change: CatalogueChange): Schemas['CatalogueChange'] {
  switch (change.kind) {
    case 'createCompany':
      return { kind: 'create_company', company: change.company };
    case 'updateCompany':
      return { kind: 'update_company', company: change.company, fields: [...change.fields] };
    case 'create':
    case 'retire':
      return { kind: change.kind, section: change.section, key: change.key };
    case 'update':
      return { kind: 'update', section: change.section, key: change.key, fields: [...change.fields] };
  }
}

function wireStranded({ booking, reason }: StrandedBooking): Schemas['StrandedBooking'] {
  return {
    booking_id: booking.id,
    location: booking.location,
    service: booking.service,
    professional: booking.professional,
    date: booking.date,
    starts_at: booking.startsAt,
    ends_at: booking.endsAt,
    is_class: booking.isClass,
    reason: snake(reason) as Schemas['StrandedBooking']['reason'],
  };
}

const wirePlan = (plan: CataloguePlanView): Schemas['CataloguePlan'] => ({
  creates: plan.creates,
  changes: plan.changes.map(wireChange),
  stranded: plan.stranded.map(wireStranded),
});

const wireApplied = (applied: AppliedCatalogue): Schemas['AppliedCatalogue'] => ({
  changes: applied.changes.map(wireChange),
  cancelled: applied.cancelled.map(wireStranded),
});

/** A refusal of a file sent as YAML names the line of each problem, as the CLI names them (docs/adr/0077). */
function withLines<E extends ApplicationError>(bodyLines: BodyLines | null) {
  return (error: E): E =>
    bodyLines !== null && error._tag === 'CatalogueInvalid'
      ? { ...error, lines: error.problems.map((problem) => bodyLines(problem.path)) }
      : error;
}

export function catalogueFileRoutes(useCases: CatalogueFileUseCases): ContractRoute[] {
  return [
    contractRoute('exportCatalogue', ({ path, credentials }) =>
      useCases
        .exportCatalogueFile({ apiKey: credentials.apiKey, company: path.slug })
        .map((document) => ({ status: 200, body: document })),
    ),
    contractRoute('applyCatalogue', ({ path, query, body, bodyLines, credentials }) =>
      useCases
        .applyCatalogueFile({
          apiKey: credentials.apiKey,
          company: path.slug,
          document: body,
          forceCancel: query.force_cancel ?? false,
        })
        .map((applied) => ({ status: 200 as const, body: wireApplied(applied) }))
        .mapErr(withLines(bodyLines)),
    ),
    contractRoute('planCatalogue', ({ path, body, bodyLines, credentials }) =>
      useCases
        .planCatalogueFile({ apiKey: credentials.apiKey, company: path.slug, document: body })
        .map((plan) => ({ status: 200 as const, body: wirePlan(plan) }))
        .mapErr(withLines(bodyLines)),
    ),
  ];
}
