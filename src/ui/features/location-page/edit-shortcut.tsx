import { lazy, Suspense, type ComponentProps } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { canEditCompany } from '#domain/account/user';
import { useStorefrontServices } from '../../shared/storefront-services';
import type { CompanyId } from '#domain/storefront/company';

// The editor's shortcuts (storefront §1 "Business owners who can edit see edit shortcuts", §2, §6
// Editor): links into the management area, in a new tab, each telling analytics it was used. Only
// editors see them, so the links' code loads when one is shown, not with every first page (issue 20).

const Link = lazy(() => import('./edit-shortcut-link').then((module) => ({ default: module.EditShortcutLink })));

/**
 * Whether the signed-in user can edit `companyId`'s storefront (storefront §6 canEdit) and the
 * deployment names the management area the shortcuts open (docs/adr/0031); no one can edit no company.
 */
export function useCanEdit(companyId: CompanyId | null): boolean {
  useSignals();
  const { account, managementPage } = useStorefrontServices();
  const user = account.user.value;
  return (
    managementPage !== null &&
    companyId !== null &&
    user !== null &&
    user !== undefined &&
    canEditCompany(user, companyId)
  );
}

/** A shortcut into the management area (edit-shortcut-link.tsx), loaded with the first one shown. */
export function EditShortcutLink(props: ComponentProps<typeof Link>) {
  return (
    <Suspense fallback={null}>
      <Link {...props} />
    </Suspense>
  );
}
