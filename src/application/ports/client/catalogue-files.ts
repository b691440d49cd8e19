import type { ApiResult } from './api-result';

// The catalogue file's staff calls as the support CLI reaches them (issue 21; docs/adr/0077).

/** One field that changes, before and after, as the document writes them. */
export interface CatalogueFieldChangeView {
  readonly field: string;
  readonly from?: unknown;
  readonly to?: unknown;
}

export interface CatalogueChangeView {
  readonly kind: 'create_company' | 'update_company' | 'create' | 'update' | 'retire';
  readonly company?: string;
  readonly section?: string;
  readonly key?: string;
  readonly fields?: readonly CatalogueFieldChangeView[];
}

export interface StrandedBookingView {
  readonly bookingId: number;
  readonly location: string;
  readonly service: string;
  readonly professional: string;
  readonly date: string;
  readonly startsAt: string;
  readonly endsAt: string;
  readonly isClass: boolean;
  readonly reason: string;
}

export interface CataloguePlanView {
  readonly creates: boolean;
  readonly changes: readonly CatalogueChangeView[];
  readonly stranded: readonly StrandedBookingView[];
}

export interface AppliedCatalogueView {
  readonly changes: readonly CatalogueChangeView[];
  readonly cancelled: readonly StrandedBookingView[];
}

/** A company's catalogue document: planned, applied, exported, for support staff holding an api-key. */
export interface CatalogueFiles {
  /** POST /staff/companies/{slug}/catalogue/plan: what applying the document would change. */
  planCatalogue(company: string, document: unknown): ApiResult<CataloguePlanView>;
  /** PUT /staff/companies/{slug}/catalogue: applies it (cancelling stranded bookings when forced). */
  applyCatalogue(company: string, document: unknown, forceCancel: boolean): ApiResult<AppliedCatalogueView>;
  /** GET /staff/companies/{slug}/catalogue: the document as it stands. */
  exportCatalogue(company: string): ApiResult<unknown>;
}
