import { ResultAsync } from 'neverthrow';
import { companyNotFound, found, type CompanyNotFound } from '../shared/not-found';
import type { CompanyDirectory, SocialNetworkLink } from '../ports/server/company-directory';
import type { CompanyId } from '#domain/storefront/company';

/** A company's social links, in its order; those with a blank address are never sent (storefront §3). */
export function listSocialNetworks(ports: { readonly companyDirectory: CompanyDirectory }) {
  return (request: { readonly companyId: CompanyId }): ResultAsync<readonly SocialNetworkLink[], CompanyNotFound> =>
    ResultAsync.fromSafePromise(ports.companyDirectory.companyById(request.companyId))
      .andThen((company) => found(company, companyNotFound))
      .andThen((company) => ResultAsync.fromSafePromise(ports.companyDirectory.socialNetworksOf(company.id)))
      .map((links) => links.filter((link) => link.webAddress.trim() !== ''));
}

export type ListSocialNetworks = ReturnType<typeof listSocialNetworks>;
