import { ResultAsync } from 'neverthrow';
import { found, providerNotFound, type ProviderNotFound } from '../shared/not-found';
import type { Catalogue, Professional } from '../ports/server/catalogue';

/** One professional's card and week, for the branch page of one professional (storefront §2). */
export function getServiceProvider(ports: { readonly catalogue: Catalogue }) {
  return (request: { readonly providerId: number }): ResultAsync<Professional, ProviderNotFound> =>
    ResultAsync.fromSafePromise(ports.catalogue.professional(request.providerId)).andThen((professional) =>
      found(professional, providerNotFound),
    );
}

export type GetServiceProvider = ReturnType<typeof getServiceProvider>;
