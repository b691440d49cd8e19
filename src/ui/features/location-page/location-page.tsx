import { lazy, Suspense, useDeferredValue, useEffect, useRef, useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import type { StorefrontService } from '../../../application/client-side/load-storefront';
import { serviceKind } from '../../../domain/catalog/service';
import { selectedCount } from '../../../domain/reservation/cart';
import { Button } from '../../components/button';
import { useStorefrontServices } from '../../app/storefront-services';
import { durationText } from '../../i18n/formats';
import { PriceTag } from '../../shared/price-tag';
import { createLocationPageModel, type BookingRequestFromPage, type LocationPageModel, type LocationPageRoute } from './location-page-model';

// The location page as far as booking needs it (storefront §1, §2, §4): the location's services by
// category, each added to the cart by the domain's rules, the cart with its count and the Book
// button. The storefront pages issue adds the rest of the page around this.

// The conflict dialog's code (react-aria's modal machinery) loads only when a selection is refused.
const ConflictDialog = lazy(() => import('./conflict-dialog').then((module) => ({ default: module.ConflictDialog })));

/** How long the cart wiggles after a valid add (storefront §9). */
export const WIGGLE_MS = 1000;

function ServiceCard({ model, entry }: { readonly model: LocationPageModel; readonly entry: StorefrontService }) {
  useSignals();
  const { t } = useTranslation();
  const { service } = entry;
  const storefront = model.storefront.value;
  const count = selectedCount(model.cart.value, service.id);
  const kind = serviceKind(service);
  const once = kind !== 'service' || model.cart.value.selectionMode === 'single';
  const add = useRef<HTMLButtonElement>(null);
  const [refocusAdd, setRefocusAdd] = useState(false);
  useEffect(() => {
    if (!refocusAdd) return;
    add.current?.focus();
    setRefocusAdd(false);
  }, [refocusAdd]);
  if (storefront.status !== 'ready') return null;
  return (
    <li className="catalogue-card">
      <div className="catalogue-card__text">
        <h4 className="catalogue-card__name">{service.name}</h4>
        {service.description === '' ? null : <p className="catalogue-card__description">{service.description}</p>}
        {kind === 'bundle' ? <p className="catalogue-card__detail">{t('LOCATION.BUNDLE_INCLUDES', { services: service.bundle.map((member) => member.name).join(', ') })}</p> : null}
        {kind === 'sessionPackage' ? <p className="catalogue-card__detail">{t('LOCATION.SESSIONS', { count: service.sessionsAmount ?? 0 })}</p> : null}
        <p className="catalogue-card__facts">
          {service.showDuration ? <span>{durationText(t, service.durationMinutes)}</span> : null}
          {service.classService ? <span>{t('LOCATION.CLASS')}</span> : null}
          {service.isVideo ? <span>{t('LOCATION.VIDEO')}</span> : null}
          {service.outcall ? <span>{t('LOCATION.OUTCALL')}</span> : null}
          <PriceTag service={service} day={null} currency={storefront.value.currency} />
        </p>
      </div>
      <div className="catalogue-card__actions">
        {once ? (
          <Button
            variant={count > 0 ? 'primary' : 'secondary'}
            aria-pressed={count > 0}
            aria-label={t('LOCATION.SELECT_SERVICE', { service: service.name })}
            onPress={() => {
              model.select(service);
            }}
          >
            {count > 0 ? t('LOCATION.SELECTED') : t('LOCATION.SELECT')}
          </Button>
        ) : (
          // One stepper whose Add button stays the same element as the count appears and goes, so
          // the focus stays on it; deleting the last one gives the focus back to it.
          <div className="stepper" {...(count > 0 ? { role: 'group', 'aria-label': t('LOCATION.COUNT_SELECTED', { service: service.name, count }) } : {})}>
            {count > 1 ? (
              <Button variant="quiet" aria-label={t('LOCATION.ONE_LESS', { service: service.name })} onPress={() => { model.decrement(service); }}>
                <span aria-hidden="true">−</span>
              </Button>
            ) : count === 1 ? (
              <Button
                variant="quiet"
                aria-label={t('LOCATION.REMOVE_SERVICE', { service: service.name })}
                onPress={() => {
                  model.remove(service);
                  setRefocusAdd(true);
                }}
              >
                <span aria-hidden="true">🗑</span>
              </Button>
            ) : null}
            {count > 0 ? (
              <span className="stepper__count" aria-hidden="true">
                {count}
              </span>
            ) : null}
            <Button
              ref={add}
              aria-label={count === 0 ? t('LOCATION.ADD_SERVICE', { service: service.name }) : t('LOCATION.ADD_ANOTHER', { service: service.name })}
              {...(count > 0 ? { variant: 'quiet' as const } : {})}
              onPress={() => {
                model.select(service);
              }}
            >
              {count === 0 ? t('LOCATION.ADD') : <span aria-hidden="true">+</span>}
            </Button>
          </div>
        )}
      </div>
    </li>
  );
}

function Cart({ model }: { readonly model: LocationPageModel }) {
  useSignals();
  const { t } = useTranslation();
  const cart = useRef<HTMLElement>(null);
  const [wiggling, setWiggling] = useState(false);
  const added = model.added.value;
  const count = model.count.value;
  useEffect(() => {
    if (added === 0) return undefined;
    cart.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
    setWiggling(true);
    const stop = window.setTimeout(() => {
      setWiggling(false);
    }, WIGGLE_MS);
    return () => {
      window.clearTimeout(stop);
    };
  }, [added]);
  return (
    <section ref={cart} className={`cart${wiggling ? ' cart--wiggle' : ''}`} aria-labelledby="cart-title">
      <h2 id="cart-title" className="cart__title">
        {t('LOCATION.CART')}
      </h2>
      <p className="cart__count" role="status">
        {count === 0 ? t('LOCATION.CART_EMPTY') : t('LOCATION.CART_COUNT', { count })}
      </p>
      <Button variant="primary" isDisabled={count === 0} onPress={model.book}>
        {t('LOCATION.BOOK')}
      </Button>
    </section>
  );
}

export function LocationPage({ route, search, onBook }: { readonly route: LocationPageRoute; readonly search: string; readonly onBook: (request: BookingRequestFromPage) => void }) {
  useSignals();
  const services = useStorefrontServices();
  const { t } = useTranslation();
  const [model] = useState(() => createLocationPageModel(services, route, search, onBook));
  useEffect(() => {
    model.load();
  }, [model]);
  // The services list is rendered in the background once loaded, in slices React can interrupt,
  // so the page stays responsive on slow phones while it appears.
  const storefront = useDeferredValue(model.storefront.value);
  if (storefront.status === 'loading' || storefront.status === 'idle') {
    return (
      <main id="content" className="page" aria-busy="true">
        <p role="status">{t('LOADING')}</p>
      </main>
    );
  }
  if (storefront.status === 'failed') {
    const notFound = storefront.failure._tag === 'ApiRefusal' && storefront.failure.status === 404;
    return (
      <main id="content" className="page">
        <h1>{notFound ? t('NOT_FOUND_TITLE') : t('ERRORS.PAGE_NOT_LOADED')}</h1>
        <p role="alert">{notFound ? t('LOCATION.NOT_FOUND') : t('LOCATION.LOAD_FAILED')}</p>
        {notFound ? null : <Button onPress={model.load}>{t('ERRORS.RETRY')}</Button>}
      </main>
    );
  }
  const { location, company, categories } = storefront.value;
  return (
    <main id="content" className="page location-page">
      <header className="location-header">
        <h1 className="location-header__company">{company.name}</h1>
        <p className="location-header__location">
          {location.locationName}
          {location.address === null ? null : <span className="location-header__address"> · {location.address}</span>}
        </p>
      </header>
      <div className="location-page__layout">
        <section className="catalogue" aria-labelledby="catalogue-title">
          <h2 id="catalogue-title">{t('LOCATION.SERVICES')}</h2>
          {categories.map((category) => (
            <section key={category.id} className="catalogue__category" aria-labelledby={`category-${String(category.id)}`}>
              <h3 id={`category-${String(category.id)}`} className="catalogue__category-title">
                {category.name}
              </h3>
              <ul className="catalogue__services">
                {category.services.map((entry) => (
                  <ServiceCard key={entry.service.id} model={model} entry={entry} />
                ))}
              </ul>
            </section>
          ))}
        </section>
        <Cart model={model} />
      </div>
      {model.conflict.value === null ? null : (
        <Suspense fallback={null}>
          <ConflictDialog model={model} />
        </Suspense>
      )}
    </main>
  );
}
