import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from '../../i18n/use-translation';
import { hourEnd } from '#domain/reservation/scheduling';
import { summaryTotal } from '#domain/money/summary-total';
import { formatPrice } from '#domain/money/format-price';
import { isFirstAvailable } from '#domain/catalog/service.plain';
import { chargedServices } from '#domain/money/charged-services';
import type { ServiceToReserve } from '#domain/reservation/reservation';
import { Button } from '../../components/button';
import { durationText, longDate, sentenceCase } from '../../i18n/formats';
import { PriceTag } from '../../shared/price-tag';
import { useStorefrontLocale } from '../../shared/use-locale';
import type { WizardModel } from './wizard-model';

// The services list (booking-wizard §2 "Services list (side panel)"): one card per service with its
// price, day, time range or duration and professional, edit and delete actions, 'add a session' for
// a session package, 'change booking mode' in consecutive mode, and the count and total.

function ServiceCard({
  model,
  item,
  heading,
}: {
  readonly model: WizardModel;
  readonly item: ServiceToReserve;
  readonly heading: 'h3' | 'h4';
}) {
  useSignals();
  const { t } = useTranslation();
  const { storefront } = model;
  const locale = useStorefrontLocale(storefront.location.countryCode);
  const title =
    item.sessionNumber === null
      ? item.service.name
      : `${item.service.name} — ${t('SERVICES_PANEL.SESSION', { number: item.sessionNumber })}`;
  const when =
    item.daySelected === null
      ? null
      : item.hourSelected === null
        ? sentenceCase(longDate(item.daySelected, locale), locale)
        : `${sentenceCase(longDate(item.daySelected, locale), locale)}, ${t('SERVICES_PANEL.TIME_RANGE', { start: item.hourSelected, end: hourEnd(item.daySelected, item.hourSelected, item.service.durationMinutes).hour })}`;
  const provider =
    item.provider === null
      ? t('SERVICES_PANEL.NO_PROFESSIONAL')
      : isFirstAvailable(item.provider)
        ? t('SERVICES_PANEL.FIRST_AVAILABLE')
        : item.provider.publicName;
  const charged = chargedServices(model.reservation.value.servicesToReserve).find(
    (entry) => entry.servicesToReserve[0]?.internalId === item.internalId,
  );
  const Heading = heading;
  // A bundle is deleted as a whole, from its first service's card (removal.ts).
  const deletable =
    item.bundle === null ||
    model.reservation.value.servicesToReserve.find((other) => other.bundle?.id === item.bundle?.id) === item;
  return (
    <li className="service-card">
      <Heading className="service-card__name">{title}</Heading>
      {item.bundle === null ? null : (
        <p className="service-card__bundle">{t('SERVICES_PANEL.BUNDLE_OF', { bundle: item.bundle.name })}</p>
      )}
      {charged === undefined ? null : (
        <PriceTag service={charged.service} day={item.daySelected} currency={storefront.currency} />
      )}
      <dl className="service-card__facts">
        <dt className="visually-hidden">{t('WIZARD.STEP_NAMES.dateSelection')}</dt>
        <dd>
          {when ??
            (item.service.showDuration
              ? durationText(t, item.service.durationMinutes)
              : t('SERVICES_PANEL.NOT_SCHEDULED'))}
        </dd>
        {when !== null && item.service.showDuration ? <dd>{durationText(t, item.service.durationMinutes)}</dd> : null}
        <dt className="visually-hidden">{t('WIZARD.STEP_NAMES.providerSelection')}</dt>
        <dd>{provider}</dd>
      </dl>
      <div className="service-card__actions">
        <Button
          variant="quiet"
          aria-label={t('SERVICES_PANEL.EDIT', { service: title })}
          onPress={() => {
            model.actions.edit(item.internalId);
          }}
        >
          {t('EDIT')}
        </Button>
        {deletable ? (
          <Button
            variant="quiet"
            aria-label={t('SERVICES_PANEL.DELETE', { service: item.bundle?.name ?? title })}
            onPress={() => {
              model.actions.remove(item.internalId);
            }}
          >
            {t('DELETE')}
          </Button>
        ) : null}
      </div>
    </li>
  );
}

export function ServicesPanel({
  model,
  headingLevel = 'h2',
}: {
  readonly model: WizardModel;
  readonly headingLevel?: 'h2' | 'h3';
}) {
  useSignals();
  const { t } = useTranslation();
  const state = model.reservation.value;
  const isSessions = state.servicesToReserve.some((item) => item.sessionNumber !== null);
  const total = summaryTotal(state.servicesToReserve, 'regular');
  const Heading = headingLevel;
  const count = chargedServices(state.servicesToReserve).length;
  const first = state.servicesToReserve[0];
  return (
    <section className="services-panel" aria-labelledby="services-panel-title">
      <Heading id="services-panel-title" className="services-panel__title">
        {t('SERVICES_PANEL.TITLE')}
      </Heading>
      <ul className="services-panel__list">
        {state.servicesToReserve.map((item) => (
          <ServiceCard key={item.internalId} model={model} item={item} heading={headingLevel === 'h2' ? 'h3' : 'h4'} />
        ))}
      </ul>
      {isSessions ? (
        <div className="services-panel__sessions">
          <Button
            variant="secondary"
            isDisabled={!model.addSessionEnabled.value}
            aria-describedby="add-session-help"
            onPress={() => {
              model.actions.addSession();
            }}
          >
            {t('SERVICES_PANEL.ADD_SESSION')}
          </Button>
          <p id="add-session-help" className="field__description">
            {t('SERVICES_PANEL.ADD_SESSION_HELP', { max: first?.service.sessionsAmount ?? 0 })}
          </p>
        </div>
      ) : null}
      {state.bookingMode === 'consecutive' ? (
        <Button
          variant="link"
          onPress={() => {
            model.actions.changeMode();
          }}
        >
          {t('SERVICES_PANEL.CHANGE_MODE')}
        </Button>
      ) : null}
      <p className="services-panel__total">
        <span>{t('SERVICES_PANEL.COUNT', { count })}</span>
        <span>
          {t('SERVICES_PANEL.TOTAL')}:{' '}
          <strong>
            {total._tag === 'Total' ? formatPrice(total.amount, model.storefront.currency) : t('PRICE_TO_DETERMINE')}
          </strong>
        </span>
      </p>
    </section>
  );
}
