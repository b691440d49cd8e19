import { useEffect, useRef, useState } from 'react';
import { companyPageTitle } from '#domain/storefront/page-metadata';
import { baseLanguage } from '../../i18n/i18n';
import { useDocumentTitle } from '../../shared/document-title';
import { useSignals } from '@preact/signals-react/runtime';
import { countryName } from '../../i18n/formats';
import { useTranslation } from '../../i18n/use-translation';
import { InactiveSiteNotice } from '../../shared/inactive-site-notice';
import { pageNotReady } from '../../shared/page-not-ready';
import type { CompanyOverviewView } from '#application/ports/client/company-profiles';
import type { LocationView } from '#application/ports/client/location-directory';
import { webAddressOfHost } from '#domain/storefront/company-host';
import { Button } from '../../components/button';
import { TextField } from '../../components/text-field';
import { HomeButton } from '../../shared/home-button';
import { useStorefrontServices } from '../../shared/storefront-services';
import { storefrontPath } from '../../shared/storefront-route';
import * as branchListWords from '../../i18n/dictionaries/branch-list';
import { useDictionary } from '../../i18n/i18n';
import { RouteLink } from '../../shared/route-link';
import { createBranchListModel, type BranchListModel } from './branch-list-model';
import { useFirstPage } from '../../shared/first-page';

// A company's branch list, `{country}` (storefront §2 "branch list with search/filter (count of
// filtered vs total, no-branch-found, see all branches)"; docs/adr/0033): the company whose web
// address the page's host names, its logo and name, a search box over its branches' names and
// addresses, how many of them are shown, and each branch's card leading to its page. A host that
// names no company, an unknown company, a country it does not serve and an inactive site each say so.

export interface BranchListRoute {
  readonly country: string;
  readonly embedded: boolean;
}

/** The country's name in the storefront's language, or its code where the browser has no names. */
function useCountryName(): (country: string) => string {
  const { i18n } = useTranslation();
  return (country) => countryName(country, i18n.language);
}

function CompanyHeading({ company }: { readonly company: CompanyOverviewView }) {
  return (
    <header className="branch-list__header">
      {company.logo === null ? null : (
        <img className="branch-list__logo" src={company.logo} alt="" width={64} height={64} />
      )}
      <h1>{company.name}</h1>
    </header>
  );
}

function BranchCard({ branch, route }: { readonly branch: LocationView; readonly route: BranchListRoute }) {
  const { t } = useTranslation();
  const headingId = `branch-${String(branch.id)}`;
  return (
    <li className="card branch-card">
      <h2 id={headingId} className="branch-card__name">
        {branch.locationName}
      </h2>
      <dl className="branch-card__facts">
        {branch.address === null ? null : (
          <>
            <dt>{t('BRANCHES.ADDRESS')}</dt>
            <dd>{branch.address}</dd>
          </>
        )}
        {branch.phone === null ? null : (
          <>
            <dt>{t('BRANCHES.PHONE')}</dt>
            <dd>
              <a href={`tel:${branch.phone.replace(/[^\d+]/g, '')}`}>{branch.phone}</a>
            </dd>
          </>
        )}
      </dl>
      <RouteLink
        className="button button--primary branch-card__open"
        path={storefrontPath(
          { page: 'location', country: route.country, locationId: branch.id, professionalId: null },
          route.embedded,
        )}
      >
        {t('BRANCHES.OPEN', { location: branch.locationName })}
      </RouteLink>
    </li>
  );
}

function Branches({
  model,
  company,
  route,
}: {
  readonly model: BranchListModel;
  readonly company: CompanyOverviewView;
  readonly route: BranchListRoute;
}) {
  useSignals();
  const { t } = useTranslation();
  const countryName = useCountryName();
  const searchBox = useRef<HTMLDivElement>(null);
  const total = model.branches.value.length;
  const shown = model.shown.value;
  const text = model.text.value;
  if (total === 0)
    return <p>{t('BRANCHES.NONE_HERE', { company: company.name, country: countryName(route.country) })}</p>;
  return (
    <>
      <p>{t('BRANCHES.INTRO')}</p>
      <div ref={searchBox} role="search" className="branch-list__search">
        <TextField
          label={t('BRANCHES.SEARCH')}
          description={t('BRANCHES.SEARCH_HINT')}
          type="search"
          value={text}
          onChange={model.search}
          autoComplete="off"
        />
      </div>
      <p role="status" className="branch-list__count">
        {t('BRANCHES.COUNT', { count: total, shown: shown.length })}
      </p>
      {shown.length === 0 ? (
        <div className="branch-list__none">
          <p>{t('BRANCHES.NONE_FOUND', { text: text.trim() })}</p>
          <Button
            variant="secondary"
            onPress={() => {
              model.seeAll();
              // The client goes on from the box they typed in, now empty.
              searchBox.current?.querySelector('input')?.focus();
            }}
          >
            {t('BRANCHES.SEE_ALL')}
          </Button>
        </div>
      ) : (
        <ul className="branch-list__branches" aria-label={t('BRANCHES.LIST', { company: company.name })}>
          {shown.map((branch) => (
            <BranchCard key={branch.id} branch={branch} route={route} />
          ))}
        </ul>
      )}
    </>
  );
}

function CompanyBranchList({ webAddress, route }: { readonly webAddress: string; readonly route: BranchListRoute }) {
  useSignals();
  const { t, i18n } = useTranslation();
  const services = useStorefrontServices();
  const countryName = useCountryName();
  const firstPage = useFirstPage();
  const [model] = useState(() =>
    createBranchListModel(services, webAddress, route.country, firstPage.branchList(webAddress, route.country)),
  );
  useEffect(() => {
    model.start();
    firstPage.forget();
  }, [model, firstPage]);
  const list = model.list.value;
  // The company's title, as the server writes it into the page's head (docs/adr/0128).
  useDocumentTitle(
    list.status === 'ready' ? companyPageTitle(list.value.company.name, baseLanguage(i18n.language)) : null,
  );
  if (list.status !== 'ready') {
    return pageNotReady(t, {
      loadable: list,
      title: null,
      notFound: {
        title: t('BRANCHES.NO_COMPANY_TITLE'),
        text: t('BRANCHES.UNKNOWN_COMPANY_TEXT', { webAddress }),
        homeButton: true,
      },
      failed: t('BRANCHES.LOAD_FAILED'),
      onRetry: model.load,
    });
  }
  const loaded = list.value;
  return (
    <main id="content" className="page branch-list">
      <CompanyHeading company={loaded.company} />
      {loaded._tag === 'Unavailable' ? (
        <InactiveSiteNotice company={loaded.company} phone={loaded.company.phone} reason={loaded.reason} />
      ) : null}
      {loaded._tag === 'OtherCountries' ? (
        <section className="card notice" aria-labelledby="other-countries">
          <h2 id="other-countries">
            {t('BRANCHES.OTHER_COUNTRIES_TITLE', { company: loaded.company.name, country: countryName(route.country) })}
          </h2>
          <p>{t('BRANCHES.OTHER_COUNTRIES_TEXT')}</p>
          <ul aria-label={t('BRANCHES.OTHER_COUNTRIES_LIST', { company: loaded.company.name })}>
            {loaded.countries.map((country) => (
              <li key={country}>
                <RouteLink path={storefrontPath({ page: 'locations', country }, route.embedded)}>
                  {countryName(country)}
                </RouteLink>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {loaded._tag === 'Branches' ? <Branches model={model} company={loaded.company} route={route} /> : null}
    </main>
  );
}

export function BranchListPage({ route }: { readonly route: BranchListRoute }) {
  useDictionary(branchListWords);
  const { t } = useTranslation();
  const { router } = useStorefrontServices();
  const webAddress = webAddressOfHost(router.host);
  if (webAddress === null) {
    return (
      <main id="content" className="page">
        <h1>{t('BRANCHES.NO_COMPANY_TITLE')}</h1>
        <p>{t('BRANCHES.NO_COMPANY_TEXT')}</p>
        <HomeButton />
      </main>
    );
  }
  return <CompanyBranchList key={`${webAddress}-${route.country}`} webAddress={webAddress} route={route} />;
}
