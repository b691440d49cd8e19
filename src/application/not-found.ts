import { err, ok, type Result } from 'neverthrow';

// What a use case answers when the id, web address or token it was given names nothing. The codes
// are the API's (ADR 0014); the server answers each with 404.

export interface CompanyNotFound {
  readonly _tag: 'CompanyNotFound';
  readonly code: 'COMPANY.NOT_FOUND';
}

export interface LocationNotFound {
  readonly _tag: 'LocationNotFound';
  readonly code: 'LOCATION.NOT_FOUND';
}

export interface ProviderNotFound {
  readonly _tag: 'ProviderNotFound';
  readonly code: 'PROVIDER.NOT_FOUND';
}

export interface PromotionNotFound {
  readonly _tag: 'PromotionNotFound';
  readonly code: 'PROMOTION.NOT_FOUND';
}

export const companyNotFound: CompanyNotFound = { _tag: 'CompanyNotFound', code: 'COMPANY.NOT_FOUND' };
export const locationNotFound: LocationNotFound = { _tag: 'LocationNotFound', code: 'LOCATION.NOT_FOUND' };
export const providerNotFound: ProviderNotFound = { _tag: 'ProviderNotFound', code: 'PROVIDER.NOT_FOUND' };
export const promotionNotFound: PromotionNotFound = { _tag: 'PromotionNotFound', code: 'PROMOTION.NOT_FOUND' };

/** What a port found, or `notFound` when it found nothing. */
export function found<T, E>(value: T | undefined, notFound: E): Result<T, E> {
  return value === undefined ? err(notFound) : ok(value);
}
