import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { findLocationCompany } from '#application/client-side/catalogue/find-location-company';
import type { CompanyOverviewView } from '#application/ports/client/company-profiles';
import type { LocationId } from '#domain/storefront/company';
import { siteAvailability } from '#domain/storefront/site-availability';
import { useStorefrontServices } from './storefront-services';
import { useCompanyTrackers } from './use-company-trackers';

const InactiveSiteNotice = lazy(() =>
  import('./inactive-site-notice').then((module) => ({ default: module.InactiveSiteNotice })),
);

/**
 * A booking's page on its company's site (storefront §2: only the pages whose path contains
 * bookings/cancel, bookings/confirm or sign_consents stay active while the site is unavailable):
 * the booking's summary, its change and its payment show the inactive-site notice instead when the
 * company's site is unavailable — what this returns, null otherwise; `tracks` also loads the
 * company's trackers on an active site, once its visitor consents (docs/adr/0076). The page shows
 * while the company is asked for (`locationId` null until the page knows it), and when it cannot be
 * read: the booking is the client's, and the API refuses what the site no longer takes. A hook, so
 * the page's own tree stays as it is.
 */
export function useInactiveSiteNotice(
  locationId: LocationId | null,
  phone: string | null,
  options: { readonly tracks?: boolean } = {},
): ReactNode {
  const { t } = useTranslation();
  const { locations, companies } = useStorefrontServices();
  const [company, setCompany] = useState<CompanyOverviewView | null>(null);
  useEffect(() => {
    if (locationId === null) return;
    let current = true;
    void findLocationCompany({ locations, companies })(locationId).map((found) => {
      if (current) setCompany(found);
    });
    return () => {
      current = false;
    };
  }, [locations, companies, locationId]);
  const availability = company === null ? null : siteAvailability(company);
  useCompanyTrackers(options.tracks === true && availability?._tag === 'Available' ? company : null);
  if (company === null || availability === null || availability._tag === 'Available') return null;
  return (
    <main id="content" className="page">
      <h1>{company.name}</h1>
      <Suspense fallback={<p role="status">{t('LOADING')}</p>}>
        <InactiveSiteNotice company={company} phone={phone} reason={availability.reason} />
      </Suspense>
    </main>
  );
}
