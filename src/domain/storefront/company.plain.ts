import type { Brand } from 'effect';
import { isPositiveInteger } from '../shared/checked';

// The ids of a company and of its locations (branches; storefront §2 `/{country}/sucursal/{locationId}`).
// Both are positive integers, and both are branded so that one cannot be passed where the other is
// meant: a location's id given as a company's names another company, silently (ADR 0054). Their
// effect Schemas are in company.ts; this twin has none, so the storefront's first page loads no
// schema library (ADR 0072).

/** A company (a business with its own storefront). */
export type CompanyId = number & Brand.Brand<'CompanyId'>;

/** One of a company's locations (a branch, "sucursal"). */
export type LocationId = number & Brand.Brand<'LocationId'>;

export const isCompanyId = (value: unknown): value is CompanyId => isPositiveInteger(value);
export const isLocationId = (value: unknown): value is LocationId => isPositiveInteger(value);
