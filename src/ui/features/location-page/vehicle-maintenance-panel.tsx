import { useEffect, useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { servicesById, type Storefront } from '#application/client-side/catalogue/load-storefront';
import type { VehicleMaintenanceView } from '#application/ports/client/vehicle-maintenance-queries';
import { localDateAt } from '#domain/availability/time-zone';
import { formatDayMonthYear, parseLocalDate } from '#domain/calendar/local-date.plain';
import { formatNumber } from '#domain/money/format-price';
import { selectedCount } from '#domain/reservation/cart';
import { Button } from '../../components/button';
import { TextField } from '../../components/text-field';
import * as maintenanceWords from '../../i18n/dictionaries/vehicle-maintenance';
import { durationText, fieldErrorText } from '../../i18n/formats';
import { useDictionary } from '../../i18n/i18n';
import { useTranslation } from '../../i18n/use-translation';
import { PriceTag } from '../../shared/price-tag';
import { useStorefrontServices } from '../../shared/storefront-services';
import type { LocationPageModel } from './location-page-model';
import { proposalWords } from './maintenance-proposal-words';
import { createVehicleMaintenanceModel, type VehicleMaintenanceModel } from './vehicle-maintenance-model';

// "Your vehicle" at a workshop (issue 33; docs/adr/0120): above the services, the plate and the
// mileage now; the step of its plan the vehicle is due for said in words, and its service proposed
// first — recommended, selected in one press — while every other service stays in the list below.

/** The panel, its own model over the page's typed vehicle; a plate the address named is looked up at once. */
export function VehicleMaintenancePanel({
  page,
  storefront,
}: {
  readonly page: LocationPageModel;
  readonly storefront: Storefront;
}) {
  useDictionary(maintenanceWords);
  useSignals();
  const services = useStorefrontServices();
  const { t } = useTranslation();
  const [model] = useState(() => createVehicleMaintenanceModel(services, storefront.location.id, page.vehicle));
  useEffect(() => {
    if (model.typed.peek().plate.trim() !== '') model.lookUpNow();
    return model.dispose;
  }, [model]);
  const km = (value: number) => formatNumber(value, storefront.currency);
  const errorText = (error: Parameters<typeof fieldErrorText>[1] | null) =>
    error === null ? null : fieldErrorText(t, error, km);
  const lookup = model.lookup.value;
  const found = lookup.status === 'ready' && lookup.value._tag === 'OnRecord' ? lookup.value.maintenance : null;
  return (
    <section className="vehicle-panel" aria-labelledby="vehicle-panel-title">
      <h2 id="vehicle-panel-title">{t('MAINTENANCE.TITLE')}</h2>
      <p className="vehicle-panel__intro">{t('MAINTENANCE.INTRO')}</p>
      <div className="vehicle-panel__fields">
        <TextField
          label={t('MAINTENANCE.PLATE')}
          value={model.typed.value.plate}
          autoComplete="off"
          maxLength={20}
          description={t('MAINTENANCE.PLATE_HELP')}
          error={errorText(model.plateError.value)}
          onChange={(plate) => {
            model.type({ plate });
          }}
        />
        <TextField
          label={t('MAINTENANCE.MILEAGE')}
          value={model.typed.value.mileage}
          inputMode="numeric"
          autoComplete="off"
          description={
            found === null
              ? t('MAINTENANCE.MILEAGE_HELP')
              : t('MAINTENANCE.LAST_ON_RECORD', { km: km(found.vehicle.lastMileage) })
          }
          error={errorText(model.mileageError.value)}
          onChange={(mileage) => {
            model.type({ mileage });
          }}
        />
      </div>
      <LookupOutcome model={model} page={page} storefront={storefront} />
    </section>
  );
}

/** What the lookup found, said in a live region: the step due and its service, nothing on record, or a failure. */
function LookupOutcome({
  model,
  page,
  storefront,
}: {
  readonly model: VehicleMaintenanceModel;
  readonly page: LocationPageModel;
  readonly storefront: Storefront;
}) {
  useSignals();
  const { t } = useTranslation();
  const lookup = model.lookup.value;
  const found = lookup.status === 'ready' && lookup.value._tag === 'OnRecord' ? lookup.value.maintenance : null;
  return (
    <>
      <div className="vehicle-panel__outcome" role="status">
        {lookup.status === 'loading' ? <p>{t('MAINTENANCE.LOOKING_UP')}</p> : null}
        {lookup.status === 'failed' ? <p>{t('MAINTENANCE.LOOKUP_FAILED')}</p> : null}
        {lookup.status === 'ready' && lookup.value._tag === 'NotOnRecord' ? (
          <p>{t('MAINTENANCE.NOT_ON_RECORD')}</p>
        ) : null}
        {found === null ? null : <Sentence found={found} storefront={storefront} />}
      </div>
      {lookup.status === 'failed' ? <Button onPress={model.lookUpNow}>{t('MAINTENANCE.RETRY')}</Button> : null}
      {found?.due == null ? null : <Proposal due={found.due} page={page} storefront={storefront} />}
    </>
  );
}

/** The vehicle found and the step it is due for, in words. */
function Sentence({ found, storefront }: { readonly found: VehicleMaintenanceView; readonly storefront: Storefront }) {
  const { t } = useTranslation();
  const { brand, model, year } = found.vehicle;
  const vehicle = t('MAINTENANCE.VEHICLE', { brand, model, year });
  if (found.plan === null) return <p>{t('MAINTENANCE.NO_PLAN', { vehicle })}</p>;
  if (found.due === null) return <p>{t('MAINTENANCE.NOTHING_DUE', { vehicle })}</p>;
  const words = proposalWords(found.due, vehicle, {
    km: (value) => formatNumber(value, storefront.currency),
    date: (date) => parseLocalDate(date).map(formatDayMonthYear).unwrapOr(date),
  });
  return <p className="vehicle-panel__sentence">{t(words.key, words.values)}</p>;
}

/** The service of the step due, first and recommended, selected in one press. */
function Proposal({
  due,
  page,
  storefront,
}: {
  readonly due: NonNullable<VehicleMaintenanceView['due']>;
  readonly page: LocationPageModel;
  readonly storefront: Storefront;
}) {
  useSignals();
  const { t } = useTranslation();
  const { clock } = useStorefrontServices();
  const entry = servicesById(storefront).get(due.serviceId);
  // A step whose service this location does not offer is said, not proposed.
  if (entry === undefined) return null;
  const { service } = entry;
  const selected = selectedCount(page.cart.value, service.id) > 0;
  return (
    <article className="maintenance-proposal" aria-labelledby="maintenance-proposal-name">
      <p className="maintenance-proposal__marks">
        <span className="maintenance-proposal__mark">{t('MAINTENANCE.RECOMMENDED')}</span>
        <span className={`maintenance-proposal__status maintenance-proposal__status--${due.status}`}>
          {t(`MAINTENANCE.STATUS.${due.status}`)}
        </span>
      </p>
      <div className="maintenance-proposal__body">
        <div>
          <h3 id="maintenance-proposal-name" className="maintenance-proposal__name">
            {service.name}
          </h3>
          <p className="catalogue-card__facts">
            {service.showDuration ? <span>{durationText(t, service.durationMinutes)}</span> : null}
            <PriceTag
              service={service}
              day={localDateAt(storefront.zone, clock.now())}
              currency={storefront.currency}
            />
          </p>
        </div>
        <Button
          variant={selected ? 'secondary' : 'primary'}
          aria-pressed={selected}
          aria-label={t('MAINTENANCE.SELECT_NAMED', { service: service.name })}
          onPress={() => {
            page.select(service);
          }}
        >
          {selected ? t('MAINTENANCE.IN_SELECTION') : t('MAINTENANCE.SELECT')}
        </Button>
      </div>
      <p className="maintenance-proposal__others">{t('MAINTENANCE.OTHER_SERVICES')}</p>
    </article>
  );
}
