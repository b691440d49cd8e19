import { useState } from 'react';
import type { CompanyOverviewView } from '#application/ports/client/company-profiles';
import { appLinks } from '#domain/storefront/contact-apps';
import { Button } from '../../components/button';
import { useTranslation } from '../../i18n/use-translation';

// The app-download banner (storefront: "app-download banner"; docs/adr/0131): a company that has
// apps in the App Store or Google Play offers them at the end of its location pages, the visitor's
// own store first. Dismissed, it stays closed in that browser for that company. Loaded only for a
// company with an app, outside the embedded pages (location-page.tsx decides).

/** The key a dismissal is remembered under in the browser's localStorage. */
export function dismissedKey(companyId: number): string {
  return `reserva.app-banner.dismissed.${String(companyId)}`;
}

/** Storage may be refused (a private window, a frame's third-party rules): then nothing is remembered. */
function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function wasDismissed(companyId: number): boolean {
  try {
    return storage()?.getItem(dismissedKey(companyId)) === '1';
  } catch {
    return false;
  }
}

function rememberDismissed(companyId: number): void {
  try {
    storage()?.setItem(dismissedKey(companyId), '1');
  } catch {
    // Not remembered: the banner shows again on the next visit, which harms nobody.
  }
}

export function AppDownloadBanner({ company }: { readonly company: CompanyOverviewView }) {
  const { t } = useTranslation();
  const [dismissed, setDismissed] = useState(() => wasDismissed(company.id));
  const links = appLinks(company.apps, typeof navigator === 'undefined' ? '' : navigator.userAgent);
  if (dismissed || links.length === 0) return null;
  return (
    <section className="app-banner" aria-labelledby="app-banner-title">
      <h2 id="app-banner-title">{t('LOCATION.APP_BANNER.TITLE')}</h2>
      <p>{t('LOCATION.APP_BANNER.TEXT', { company: company.name })}</p>
      <ul className="app-banner__actions">
        {links.map((link) => (
          <li key={link.store}>
            <a href={link.href} rel="noopener noreferrer">
              {t(link.store === 'app_store' ? 'LOCATION.APP_BANNER.APP_STORE' : 'LOCATION.APP_BANNER.GOOGLE_PLAY')}
            </a>
          </li>
        ))}
        <li>
          <Button
            onPress={() => {
              rememberDismissed(company.id);
              setDismissed(true);
            }}
          >
            {t('LOCATION.APP_BANNER.DISMISS')}
          </Button>
        </li>
      </ul>
    </section>
  );
}
