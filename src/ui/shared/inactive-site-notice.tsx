import { useEffect } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from '../i18n/use-translation';
import { canEditCompany } from '#domain/account/user';
import type { CompanyId } from '#domain/storefront/company';
import { useStorefrontServices } from './storefront-services';

/**
 * The inactive-site notice (storefront §4 Site availability, §6), on a location's page and on the
 * company's branch list: the company's administrator is told to activate the site, anyone else to
 * ask them; a phone stays at hand. Its words are the location page's (LOCATION.INACTIVE).
 */
export function InactiveSiteNotice({
  company,
  phone,
  reason,
}: {
  readonly company: { readonly id: CompanyId; readonly name: string };
  readonly phone: string | null;
  readonly reason: 'inactiveCompany' | 'notTakingReservations';
}) {
  useSignals();
  const { t } = useTranslation();
  const { account } = useStorefrontServices();
  useEffect(() => {
    account.load();
  }, [account]);
  const user = account.user.value;
  const administers = user !== null && user !== undefined && canEditCompany(user, company.id);
  return (
    <section className="card notice" aria-labelledby="inactive-title">
      <h2 id="inactive-title">{t(`LOCATION.INACTIVE.${reason}`, { company: company.name })}</h2>
      <p>
        {administers ? t('LOCATION.INACTIVE.ADMINISTRATOR', { company: company.name }) : t('LOCATION.INACTIVE.OTHERS')}
      </p>
      {phone === null ? null : (
        <p>
          {t('LOCATION.INACTIVE.CALL')} <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
        </p>
      )}
    </section>
  );
}
