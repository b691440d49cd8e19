import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { managementPageFor, type EditShortcut } from '#domain/storefront/edit-shortcuts';
import { useStorefrontServices } from '../../shared/storefront-services';
import type { LocationId } from '#domain/storefront/company';

// An editor's shortcut into the management area (storefront §1, §2, §6 Editor), in a new tab, telling
// analytics it was used; loaded only where an editor sees one (edit-shortcut.tsx).

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
  // Shown only where the management area is named (useCanEdit); without it there is nothing to open.
  if (managementPage === null) return null;
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
