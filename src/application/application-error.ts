import type { CompanyNotFound, LocationNotFound, PromotionNotFound, ProviderNotFound } from './not-found';

/**
 * Every expected failure a use case can answer. Driving adapters map each `_tag` to a status or an
 * exit code in one exhaustive switch, so adding a member here fails their build until they do.
 */
export type ApplicationError = CompanyNotFound | LocationNotFound | PromotionNotFound | ProviderNotFound;
