import type { ReactNode } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { canEditCompany } from '#domain/account/user';
import { managementPageFor, type EditShortcut } from '#domain/storefront/edit-shortcuts';
import { useStorefrontServices } from '../../shared/storefront-services';
import type { CompanyId, LocationId } from '#domain/storefront/company';

// The editor's shortcuts (storefront §1 "Business owners who can edit see edit shortcuts", §2, §6
// Editor): links into the management area, in a new tab, each telling analytics it was used.

/** Whether the signed-in user can edit `companyId`'s storefront (storefront §6 canEdit); no one can edit no company. */
export function useCanEdit(companyId: CompanyId | null): boolean {
  useSignals();
  const user = useStorefrontServices().account.user.value;
  return companyId !== null && user !== null && user !== undefined && canEditCompany(user, companyId);
}

export function EditShortcutLink({
  shortcut,
  locationId,
  children,
}: {
  readonly shortcut: EditShortcut;
  readonly locationId: LocationId;
  readonly children: ReactNode;
}) {
  const { t } = useTranslation();
  const { managementPage, analytics } = useStorefrontServices();
  return (
    <a
      className="edit-shortcut"
      href={managementPage(managementPageFor(shortcut))}
      target="_blank"
      rel="noopener noreferrer"
      onClick={() => {
        analytics.track({
          name: 'EditShortcut',
          locationId,
          target: shortcut.target,
          serviceId: 'service' in shortcut ? shortcut.service.id : null,
        });
      }}
    >
      {children}
      <span className="visually-hidden"> {t('LOCATION.NEW_TAB')}</span>
    </a>
  );
}
