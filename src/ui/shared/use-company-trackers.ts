import { useEffect } from 'react';
import type { CompanyOverviewView } from '#application/ports/company-profiles';
import { companyTrackers } from '#domain/storefront/company-trackers';
import { useStorefrontServices } from './storefront-services';

/** The page shows `company`'s pages: its trackers load if its visitor consented, or the visitor is asked (docs/adr/0076). */
export function useCompanyTrackers(company: CompanyOverviewView | null): void {
  const { companyTracking } = useStorefrontServices();
  useEffect(() => {
    if (company !== null)
      companyTracking.show({ id: company.id, name: company.name, trackers: companyTrackers(company) });
  }, [companyTracking, company]);
}
