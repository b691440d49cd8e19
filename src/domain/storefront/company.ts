import { Schema } from 'effect';
import { isPositiveInteger } from '../shared/checked';

// A company's and a location's ids as effect Schemas, for the schemas that hold them; the rest is
// in the company.plain.ts twin, which the storefront's first page imports (ADR 0072).
export * from './company.plain';

const positiveInteger = Schema.makeFilter(isPositiveInteger, { expected: 'a positive integer' });

/** A company (a business with its own storefront). */
export const CompanyId = Schema.Int.pipe(Schema.check(positiveInteger), Schema.brand('CompanyId'));
export type CompanyId = typeof CompanyId.Type;

/** One of a company's locations (a branch, "sucursal"). */
export const LocationId = Schema.Int.pipe(Schema.check(positiveInteger), Schema.brand('LocationId'));
export type LocationId = typeof LocationId.Type;
