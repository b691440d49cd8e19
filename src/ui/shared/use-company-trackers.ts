import { useEffect } from 'react';
import type { CompanyWithTrackers } from './company-tracking';
import { useStorefrontServices } from './storefront-services';

/** The page shows `company`'s pages: its trackers load if its visitor consented, or the visitor is asked (docs/adr/0076). */
export function useCompanyTrackers(company: CompanyWithTrackers | null): void {
  const { companyTracking } = useStorefrontServices();
  useEffect(() => {
    if (company !== null) companyTracking.show(company);
  }, [companyTracking, company]);
}
