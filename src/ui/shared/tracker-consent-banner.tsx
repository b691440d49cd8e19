import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from '../i18n/use-translation';
import { Button } from '../components/button';
import * as consentWords from '../i18n/dictionaries/tracker-consent';
import { useDictionary } from '../i18n/i18n';
import { useStorefrontServices } from './storefront-services';
import './tracker-consent-banner.css';

/**
 * The consent banner (docs/adr/0076): the company whose page shows would measure the visit with its
 * own trackers — Meta's, Google's — which load only if the visitor accepts. Asked once per company:
 * the answer is remembered. A region named by its heading, with two buttons; loaded only when asked.
 */
export function TrackerConsentBanner() {
  useSignals();
  useDictionary(consentWords);
  const { t } = useTranslation();
  const { companyTracking } = useStorefrontServices();
  const company = companyTracking.asking.value;
  if (company === null) return null;
  const vendors = [
    ...(company.trackers.metaPixelId === null ? [] : ['Meta']),
    ...(company.trackers.googleTagId === null ? [] : ['Google']),
  ].join(` ${t('TRACKER_CONSENT.AND')} `);
  return (
    <section className="consent-banner" aria-labelledby="consent-banner-title">
      <h2 id="consent-banner-title">{t('TRACKER_CONSENT.TITLE')}</h2>
      <p>{t('TRACKER_CONSENT.TEXT', { company: company.name, vendors })}</p>
      <div className="consent-banner__actions">
        <Button
          onPress={() => {
            companyTracking.decide('denied');
          }}
        >
          {t('TRACKER_CONSENT.DECLINE')}
        </Button>
        <Button
          variant="primary"
          onPress={() => {
            companyTracking.decide('granted');
          }}
        >
          {t('TRACKER_CONSENT.ACCEPT')}
        </Button>
      </div>
    </section>
  );
}
