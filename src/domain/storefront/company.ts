import { Schema } from 'effect';

// The ids of a company and of its locations (branches; storefront §2 `/{country}/sucursal/{locationId}`).
// Both are positive integers, and both are branded so that one cannot be passed where the other is
// meant: a location's id given as a company's names another company, silently (ADR 0054).

/** A company (a business with its own storefront). */
export const CompanyId = Schema.Int.pipe(Schema.check(Schema.isGreaterThan(0)), Schema.brand('CompanyId'));
export type CompanyId = typeof CompanyId.Type;

/** One of a company's locations (a branch, "sucursal"). */
export const LocationId = Schema.Int.pipe(Schema.check(Schema.isGreaterThan(0)), Schema.brand('LocationId'));
export type LocationId = typeof LocationId.Type;

export const isCompanyId = Schema.is(CompanyId);
export const isLocationId = Schema.is(LocationId);
