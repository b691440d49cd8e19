import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { computed } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from '../../i18n/use-translation';
import type { StorefrontCategory, StorefrontService } from '#application/client-side/catalogue/load-storefront';
import { localDateAt } from '#domain/availability/time-zone';
import { ALL_CATEGORIES, isSearching, SEARCH_APPLIES_ABOVE } from '#domain/catalog/catalogue-filter';
import { serviceKind } from '#domain/catalog/service.plain';
import { selectedCount } from '#domain/reservation/cart';
import { Button } from '../../components/button';
import { durationText, weekdayName } from '../../i18n/formats';
import { useStorefrontServices } from '../../shared/storefront-services';
import { useStorefrontLocale } from '../../shared/use-locale';
import { PriceTag } from '../../shared/price-tag';
import { EditShortcutLink, useCanEdit } from './edit-shortcut';
import type { LocationPageModel } from './location-page-model';
import { surelyOverflows, useOverflow } from './use-overflow';

// The location's services list (storefront §2 Services list, §4): a search box and category chips
// narrowing it by the domain's rules, collapsible categories (a heading whose button shows or hides
// its services, the accordion pattern), the service cards, and the 'no results to show' state.
// Plain elements rather than react-aria's fields: the list is on the page's first paint, whose
// JavaScript has a budget (tools/bundle/initial-javascript.ts).

const ImageGallery = lazy(() => import('./image-gallery').then((module) => ({ default: module.ImageGallery })));
// The no-results tips come only with an empty search, so their code does too (the first page stays light).
const NoResultsTips = lazy(() => import('./no-results-tips').then((module) => ({ default: module.NoResultsTips })));

/** The first of a service's images, as a button that opens them all in the gallery (storefront §2 Overlays). */
function ServiceImages({ name, images }: { readonly name: string; readonly images: readonly string[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [first] = images;
  if (first === undefined) return null;
  return (
    <>
      <button
        type="button"
        className="catalogue-card__thumbnail"
        aria-label={t('LOCATION.SEE_IMAGES', { service: name, count: images.length })}
        aria-haspopup="dialog"
        onClick={() => {
          setOpen(true);
        }}
      >
        <img src={first} alt="" width={72} height={54} loading="lazy" />
      </button>
      {open ? (
        <Suspense fallback={null}>
          <ImageGallery
            serviceName={name}
            images={images}
            onClose={() => {
              setOpen(false);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}

function ServiceCard({ model, entry }: { readonly model: LocationPageModel; readonly entry: StorefrontService }) {
  useSignals();
  const { t } = useTranslation();
  const { service } = entry;
  const storefront = model.storefront.value;
  // What the card shows of the cart, each read through a signal of its own: a change to the cart
  // renders again only the cards whose count or mode it changes, not the whole list — the service a
  // marketplace link adds as the page is hydrated, or a press of Add.
  const cartReads = useMemo(
    () => ({
      count: computed(() => selectedCount(model.cart.value, service.id)),
      single: computed(() => model.cart.value.selectionMode === 'single'),
    }),
    [model, service.id],
  );
  const count = cartReads.count.value;
  const kind = serviceKind(service);
  const once = kind !== 'service' || cartReads.single.value;
  const add = useRef<HTMLButtonElement>(null);
  const [refocusAdd, setRefocusAdd] = useState(false);
  // The description shows 2 lines until the client asks for more, which also shows a bundle's
  // contents and a class's weekly hours (storefront §4 Location page, §9 "description clamp 2 lines").
  // There is more only when the description runs past its 2 lines (measured), or there is a bundle
  // or a class schedule to show: a one-line description offers neither "more" nor "see less".
  const [expanded, setExpanded] = useState(false);
  const [description, overflows] = useOverflow(
    !expanded,
    service.description,
    surelyOverflows(service.description, 2),
    false,
  );
  const moreId = `service-${String(service.id)}-more`;
  const classTimes = service.classService ? entry.times.filter((day) => day.open && day.hours.length > 0) : [];
  const expandable = overflows || expanded || kind === 'bundle' || classTimes.length > 0;
  const locale = useStorefrontLocale(storefront.status === 'ready' ? storefront.value.location.countryCode : 'us');
  const editable = useCanEdit(storefront.status === 'ready' ? storefront.value.company.id : null);
  const { clock } = useStorefrontServices();
  useEffect(() => {
    if (!refocusAdd) return;
    add.current?.focus();
    setRefocusAdd(false);
  }, [refocusAdd]);
  if (storefront.status !== 'ready') return null;
  return (
    <li className={`catalogue-card${count > 0 ? ' catalogue-card--selected' : ''}`}>
      <ServiceImages name={service.name} images={entry.images} />
      <div className="catalogue-card__text">
        <h4 className="catalogue-card__name">{service.name}</h4>
        {count > 0 ? (
          <p className="catalogue-card__selected-mark">
            <span aria-hidden="true">✓ </span>
            {t('LOCATION.IN_SELECTION', { count })}
          </p>
        ) : null}
        {service.description === '' ? null : (
          <p
            ref={description}
            className={`catalogue-card__description${expanded ? '' : ' catalogue-card__description--clamped'}${!expanded && overflows ? ' catalogue-card__description--overflowing' : ''}`}
          >
            {service.description}
          </p>
        )}
        {expandable ? (
          <>
            {expanded ? (
              <div id={moreId} className="catalogue-card__more">
                {kind === 'bundle' ? (
                  <>
                    <p className="catalogue-card__detail">{t('LOCATION.BUNDLE_CONTENTS')}</p>
                    <ul>
                      {service.bundle.map((member, index) => (
                        <li key={`${String(member.id)}-${String(index)}`}>{member.name}</li>
                      ))}
                    </ul>
                  </>
                ) : null}
                {classTimes.length > 0 ? (
                  <>
                    <p className="catalogue-card__detail">{t('LOCATION.CLASS_SCHEDULE')}</p>
                    <ul>
                      {classTimes.map((day) => (
                        <li key={day.dayId}>
                          {weekdayName(day.dayId, locale)}: {day.hours.join(', ')}
                        </li>
                      ))}
                    </ul>
                  </>
                ) : null}
              </div>
            ) : null}
            <Button
              variant="link"
              className="catalogue-card__toggle"
              aria-expanded={expanded}
              {...(expanded ? { 'aria-controls': moreId } : {})}
              aria-label={t(expanded ? 'LOCATION.SEE_LESS_ABOUT' : 'LOCATION.MORE_ABOUT', { service: service.name })}
              onPress={() => {
                setExpanded(!expanded);
              }}
            >
              {t(expanded ? 'LOCATION.SEE_LESS' : 'LOCATION.MORE_INFORMATION')}
            </Button>
          </>
        ) : null}
        {kind === 'sessionPackage' ? (
          <p className="catalogue-card__detail">{t('LOCATION.SESSIONS', { count: service.sessionsAmount ?? 0 })}</p>
        ) : null}
        <p className="catalogue-card__facts">
          {service.showDuration ? (
            <span className="catalogue-card__duration">
              <span aria-hidden="true">◷</span>
              {durationText(t, service.durationMinutes)}
            </span>
          ) : null}
          {service.classService ? <span>{t('LOCATION.CLASS')}</span> : null}
          {service.isVideo ? <span>{t('LOCATION.VIDEO')}</span> : null}
          {service.outcall ? <span>{t('LOCATION.OUTCALL')}</span> : null}
          {/* Priced as on today, the location's day: a promotion on today shows its price (listed-price.ts). */}
          <PriceTag
            service={service}
            day={localDateAt(storefront.value.zone, clock.now())}
            currency={storefront.value.currency}
          />
        </p>
        {editable ? (
          <p className="edit-shortcuts">
            <EditShortcutLink shortcut={{ target: 'service', service }} locationId={storefront.value.location.id}>
              {t('LOCATION.EDIT.SERVICE', { service: service.name })}
            </EditShortcutLink>
            <EditShortcutLink shortcut={{ target: 'serviceImage', service }} locationId={storefront.value.location.id}>
              {t('LOCATION.EDIT.SERVICE_IMAGE', { service: service.name })}
            </EditShortcutLink>
          </p>
        ) : null}
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
          <div
            className="stepper"
            {...(count > 0
              ? { role: 'group', 'aria-label': t('LOCATION.COUNT_SELECTED', { service: service.name, count }) }
              : {})}
          >
            {count > 1 ? (
              <Button
                variant="quiet"
                aria-label={t('LOCATION.ONE_LESS', { service: service.name })}
                onPress={() => {
                  model.decrement(service);
                }}
              >
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
                <span aria-hidden="true">×</span>
              </Button>
            ) : null}
            {count > 0 ? (
              <span className="stepper__count" aria-hidden="true">
                {count}
              </span>
            ) : null}
            <Button
              ref={add}
              aria-label={
                count === 0
                  ? t('LOCATION.ADD_SERVICE', { service: service.name })
                  : t('LOCATION.ADD_ANOTHER', { service: service.name })
              }
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

/** The search box's id: one services list per page. */
const SEARCH_ID = 'catalogue-search';

function Filters({ model }: { readonly model: LocationPageModel }) {
  useSignals();
  const { t } = useTranslation();
  const searchId = SEARCH_ID;
  const storefront = model.storefront.value;
  const filter = model.filter.value;
  if (storefront.status !== 'ready') return null;
  const { categories } = storefront.value;
  return (
    <div className="catalogue__filters">
      <div className="field catalogue__search">
        <label className="field__label" htmlFor={searchId}>
          {t('LOCATION.SEARCH')}
        </label>
        <input
          id={searchId}
          className="field__input"
          type="search"
          value={filter.text}
          aria-describedby={`${searchId}-hint`}
          onChange={(event) => {
            model.search(event.currentTarget.value);
          }}
        />
        <span id={`${searchId}-hint`} className="field__description">
          {t('LOCATION.SEARCH_HINT', { count: SEARCH_APPLIES_ABOVE + 1 })}
        </span>
      </div>
      {categories.length > 1 ? (
        <div className="chips" role="group" aria-label={t('LOCATION.CATEGORIES')}>
          {[{ id: ALL_CATEGORIES, name: t('LOCATION.ALL_CATEGORIES') }, ...categories].map((category) => (
            <Button
              key={category.id}
              className="chip"
              variant={filter.categoryId === category.id ? 'primary' : 'secondary'}
              aria-pressed={filter.categoryId === category.id}
              onPress={() => {
                model.chooseCategory(category.id);
              }}
            >
              {category.name}
            </Button>
          ))}
        </div>
      ) : null}
    </div>
  );
}

function Category({ model, category }: { readonly model: LocationPageModel; readonly category: StorefrontCategory }) {
  useSignals();
  const { t } = useTranslation();
  const open = model.isOpen(category.id);
  const nameId = `category-${String(category.id)}`;
  const servicesId = `${nameId}-services`;
  return (
    <section className="catalogue__category" aria-labelledby={nameId}>
      <h3 className="catalogue__category-title">
        <Button
          variant="quiet"
          className="catalogue__category-toggle"
          aria-expanded={open}
          aria-controls={servicesId}
          onPress={() => {
            model.toggleCategory(category.id, !open);
          }}
        >
          <span id={nameId}>{category.name}</span>{' '}
          <span className="catalogue__category-count">
            {t('LOCATION.CATEGORY_SERVICES', { count: category.services.length })}
          </span>
          <span className="catalogue__category-chevron" aria-hidden="true">
            {open ? '▴' : '▾'}
          </span>
        </Button>
      </h3>
      <ul id={servicesId} className="catalogue__services" hidden={!open}>
        {category.services.map((entry) => (
          <ServiceCard key={entry.service.id} model={model} entry={entry} />
        ))}
      </ul>
    </section>
  );
}

export function ServicesList({ model }: { readonly model: LocationPageModel }) {
  useSignals();
  const { t } = useTranslation();
  const shown = model.shown.value;
  const filter = model.filter.value;
  const narrowed = filter.categoryId !== ALL_CATEGORIES || isSearching(filter);
  const matching = shown.reduce((total, category) => total + category.services.length, 0);
  return (
    <section className="catalogue" aria-labelledby="catalogue-title">
      <h2 id="catalogue-title">{t('LOCATION.SERVICES')}</h2>
      <Filters model={model} />
      <p className={narrowed ? 'catalogue__matching' : 'visually-hidden'} role="status">
        {narrowed ? (matching === 0 ? t('LOCATION.NO_RESULTS') : t('LOCATION.MATCHING', { count: matching })) : ''}
      </p>
      {shown.length === 0 ? (
        narrowed ? (
          <div className="catalogue__empty">
            <Suspense fallback={null}>
              <NoResultsTips />
            </Suspense>
            <Button
              onPress={() => {
                model.showAll();
                // The button goes with the empty state; the focus goes back to the search box.
                document.getElementById(SEARCH_ID)?.focus();
              }}
            >
              {t('LOCATION.SHOW_ALL')}
            </Button>
          </div>
        ) : (
          <p>{t('LOCATION.NO_SERVICES')}</p>
        )
      ) : (
        shown.map((category) => <Category key={category.id} model={model} category={category} />)
      )}
    </section>
  );
}
