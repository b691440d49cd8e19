import { lazy, Suspense, useDeferredValue, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from '../../i18n/use-translation';
import type { Storefront } from '#application/client-side/catalogue/load-storefront';
import { reviewsDisplay } from '#domain/review/review-summary';
import { siteAvailability } from '#domain/storefront/site-availability';
import { formatDayMonthYear, parseLocalDate } from '#domain/calendar/local-date.plain';
import { Button } from '../../components/button';
import { useStorefrontLocale } from '../../shared/use-locale';
import { HomeButton } from '../../shared/home-button';
import { PriceTag } from '../../shared/price-tag';
import type { CurrencyFormat } from '#domain/money/currency-format';
import { ServerErrorPage } from '../../shared/server-error-page';
import { useCompanyTrackers } from '../../shared/use-company-trackers';
import { useStorefrontServices } from '../../shared/storefront-services';
import { serverFailed } from '../../shared/server-failed';
import { useFirstPage, type FirstPageData } from '../../shared/first-page';
import { preloadableLazy } from '../../shared/preloadable-lazy';
import {
  createLocationPageModel,
  type BookingRequestFromPage,
  type LocationPageModel,
  type LocationPageRoute,
} from './location-page-model';
import { LocationHeader, WeekdaySchedule } from './location-header';
import { createGiftCardOffersModel, type GiftCardOffersModel } from './gift-card-offers-model';
import type { GiftCardPurchaseOpening } from '../../shared/gift-card-purchase-opening';
import { ServicesList } from './services-list';
import { ownCountryPath } from '#domain/storefront/country-locale';
import { locationPageTitle } from '#domain/storefront/page-metadata';
import { baseLanguage } from '../../i18n/i18n';
import { oneDecimalText } from '../../i18n/formats';
import { useDocumentTitle } from '../../shared/document-title';
import type * as LocationTabsModule from './location-tabs';

// The location page as far as booking needs it (storefront §1, §2, §4): the location's services
// list (services-list.tsx), each service added to the cart by the domain's rules, the cart with its
// count and the Book button. The storefront pages issue adds the rest of the page around this.

// The conflict dialog's code (react-aria's modal machinery) loads only when a selection is refused.
// A site that is not available is rare: its notice loads when one is shown, not with every first page.
const inactiveSiteNotice = preloadableLazy(() =>
  import('../../shared/inactive-site-notice').then((module) => module.InactiveSiteNotice),
);
const InactiveSiteNotice = inactiveSiteNotice.Component;
// What the cart holds — its lines, total and the phone's sheet button — comes with the first service added.
const CartContents = lazy(() => import('./cart-contents').then((module) => ({ default: module.CartContents })));
const ConflictDialog = lazy(() => import('./conflict-dialog').then((module) => ({ default: module.ConflictDialog })));
// The professional route's header, only on that route (issue 20: the first page's JavaScript has a budget).
const professionalHeader = preloadableLazy(() =>
  import('./professional-header').then((module) => module.ProfessionalHeader),
);
const ProfessionalHeader = professionalHeader.Component;
// The tabs "Book online" / "Gift cards" (issue 31), only for a location that sells gift cards.
// The tabs' code (gift cards, issue 31) is asked for as soon as this page's code runs, beside the
// page's data, so that the booking panel is inside the tabs from its first render on: were the
// tabs to wrap it later, React would rebuild it, losing what a client typed and the focus.
type TabsModule = typeof LocationTabsModule;
let tabsModule: TabsModule | null = null;
const tabsLoading: Promise<TabsModule> = import('./location-tabs').then((loaded) => (tabsModule = loaded));
/**
 * Resolves once the code the page's first render needs is here: the tabs', and that of the parts
 * the page's first data shows — a workshop's vehicle panel, the app-download banner, a
 * professional's header, an unavailable site's notice. A page rendered on the server waits for it
 * before hydrating (docs/adr/0129, 0133), so that each part hydrates as the server rendered it.
 */
export function locationPageCode(route: LocationPageRoute, search: string, firstPage: FirstPageData): Promise<unknown> {
  const token = new URLSearchParams(search).get('token');
  const storefront = firstPage.storefront(route.locationId, token === '' ? null : token);
  const parts: Promise<unknown>[] = [tabsLoading];
  if (route.professionalId !== null) parts.push(professionalHeader.preload());
  if (storefront?.status === 'ready') {
    const { company, bookingInfo } = storefront.value;
    if (siteAvailability(company)._tag === 'Unavailable') parts.push(inactiveSiteNotice.preload());
    if (bookingInfo.workshopVariant) parts.push(vehicleMaintenancePanel.preload());
    if (route.embedded !== true && (company.apps.appStore !== null || company.apps.googlePlay !== null))
      parts.push(appDownloadBanner.preload());
  }
  return Promise.all(parts);
}
// "Your vehicle" (issue 33; docs/adr/0120), only at a workshop: its code, words and styles load with it.
const vehicleMaintenancePanel = preloadableLazy(() =>
  import('./vehicle-maintenance-panel').then((module) => module.VehicleMaintenancePanel),
);
const VehicleMaintenancePanel = vehicleMaintenancePanel.Component;
// The reviews dialog's code, only when the client opens it.
const ReviewsDialog = lazy(() => import('./reviews-dialog').then((module) => ({ default: module.ReviewsDialog })));
// Loaded only for a company with an app, outside the embedded pages (docs/adr/0131).
const appDownloadBanner = preloadableLazy(() =>
  import('./app-download-banner').then((module) => module.AppDownloadBanner),
);
const AppDownloadBanner = appDownloadBanner.Component;

// The company's colours (issue 20) are worked out by a module of their own, loaded from the first
// render on, beside the page's data: it is there before the data is, so the page paints in them at once.
const brandAccent = import('../../shared/brand-accent');

/** Paints the page in the company's colour while it is shown; nothing until the storefront (`undefined`) is loaded. */
function useBrandAccent(colorMinisite: string | null | undefined): void {
  useLayoutEffect(() => {
    if (colorMinisite === undefined) return undefined;
    let gone = false;
    let remove: (() => void) | null = null;
    void brandAccent.then(({ applyBrandAccent }) => {
      if (!gone) remove = applyBrandAccent(colorMinisite);
    });
    return () => {
      gone = true;
      remove?.();
    };
  }, [colorMinisite]);
}

/** The review summary under the location's name (storefront §1, §3 Review summary): nothing when the company hides its reviews. */
function ReviewSummaryLine({ model }: { readonly model: LocationPageModel }) {
  useSignals();
  const { t } = useTranslation();
  const loaded = model.storefront.value;
  const locale = useStorefrontLocale(loaded.status === 'ready' ? loaded.value.location.countryCode : 'us');
  const summary = model.reviewSummary.value;
  // Its line is held while the summary is on its way, so the page does not move when it comes.
  if (summary.status === 'loading' || summary.status === 'idle')
    return <p className="review-summary" aria-hidden="true" />;
  if (summary.status !== 'ready') return null;
  const display = reviewsDisplay(summary.value);
  if (display === 'hidden') return null;
  if (display === 'noneYet') return <p className="review-summary">{t('LOCATION.NO_REVIEWS')}</p>;
  const { average, totalReviews } = summary.value;
  const rating = oneDecimalText(average, locale);
  return (
    <p className="review-summary">
      <span className="review-summary__stars" aria-hidden="true">
        ★
      </span>{' '}
      <span>{t('LOCATION.RATING', { average: rating, count: totalReviews })}</span>
      {display === 'summaryAndList' ? (
        <>
          {' '}
          <Button variant="link" onPress={model.openReviews}>
            {t('LOCATION.SEE_REVIEWS')}
          </Button>
        </>
      ) : null}
    </p>
  );
}

/** How long the cart wiggles after a valid add (storefront §9). */
export const WIGGLE_MS = 1000;

/**
 * The cart (storefront §4; issue 20): the chosen services with their prices and the total, and the
 * Book button. On a phone it is a bar stuck to the bottom of the screen — the count, the total and
 * Book — whose button opens the list above it as a sheet; from 992 px on it sits beside the list.
 */
function Cart({ model, currency }: { readonly model: LocationPageModel; readonly currency: CurrencyFormat }) {
  useSignals();
  const { t } = useTranslation();
  const cart = useRef<HTMLElement>(null);
  const [wiggling, setWiggling] = useState(false);
  const [open, setOpen] = useState(false);
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
  const classes = ['cart', wiggling ? 'cart--wiggle' : '', count > 0 ? 'cart--filled' : '', open ? 'cart--open' : ''];
  return (
    <section ref={cart} className={classes.filter(Boolean).join(' ')} aria-labelledby="cart-title">
      <h2 id="cart-title" className="cart__title">
        {t('LOCATION.CART')}
      </h2>
      <p className="cart__count" role="status">
        {count === 0 ? t('LOCATION.CART_EMPTY') : t('LOCATION.CART_COUNT', { count })}
      </p>
      {count === 0 ? null : (
        <Suspense fallback={null}>
          <CartContents
            model={model}
            open={open}
            onToggle={setOpen}
            priceOf={(service, day) => <PriceTag service={service} day={day} currency={currency} />}
          />
        </Suspense>
      )}
      <Button variant="primary" className="cart__book" isDisabled={count === 0} onPress={model.book}>
        {t('LOCATION.BOOK')}
      </Button>
    </section>
  );
}

/** The landing link's promotion banner (storefront §2 Promo banner, §9 promotion types): the greeting, why, and until when. */
function PromotionBanner({ model }: { readonly model: LocationPageModel }) {
  useSignals();
  const { t } = useTranslation();
  const promotion = model.promotion.value;
  if (promotion.status === 'failed' && promotion.failure._tag === 'ApiRefusal' && promotion.failure.status === 404) {
    return (
      <p className="promotion-banner promotion-banner--expired" role="status">
        {t('LOCATION.PROMOTION.NOT_FOUND')}
      </p>
    );
  }
  if (promotion.status !== 'ready') return null;
  const { fullName, promotionType, endDate } = promotion.value;
  const end = parseLocalDate(endDate);
  return (
    <section className={`promotion-banner promotion-banner--${promotionType}`} aria-labelledby="promotion-greeting">
      <h2 id="promotion-greeting" className="promotion-banner__greeting">
        {t('LOCATION.PROMOTION.GREETING', { name: fullName })}
      </h2>
      <p>{t(`LOCATION.PROMOTION.${promotionType}`)}</p>
      {promotionType === 'expired' || end.isErr() ? null : (
        <p className="promotion-banner__until">
          {t('LOCATION.PROMOTION.UNTIL', { date: formatDayMonthYear(end.value) })}
        </p>
      )}
    </section>
  );
}

/** Opens a marketplace link's booking once the page under it has painted: its effect runs after the page's commit. */
function DueBooking({ model }: { readonly model: LocationPageModel }) {
  useSignals();
  const { timers } = useStorefrontServices();
  const due = model.bookingDue.value;
  useEffect(() => (due ? timers.afterPaint(model.openDueBooking) : undefined), [due, model, timers]);
  return null;
}

/** A location whose site is not available (storefront §4 Site availability): its name, and the notice instead of its services. */
function InactiveLocation({
  storefront,
  reason,
}: {
  readonly storefront: Storefront;
  readonly reason: 'inactiveCompany' | 'notTakingReservations';
}) {
  const { company, location } = storefront;
  return (
    <main id="content" className="page location-page">
      <header className="location-header">
        <h1 className="location-header__company">{company.name}</h1>
        <p className="location-header__location">{location.locationName}</p>
      </header>
      <Suspense fallback={null}>
        <InactiveSiteNotice company={company} phone={location.phone} reason={reason} />
      </Suspense>
    </main>
  );
}

/**
 * The services and the cart; under the tabs "Book online" / "Gift cards" once the location's gift
 * cards are known and there are some (issue 31), where the deployment can sell them (a
 * GiftCardOrders port, docs/adr/0114). They are asked for
 * once the page has painted.
 */
function BookingOrGiftCards({
  model,
  offers,
  storefront,
  onBuyGiftCard,
}: {
  readonly model: LocationPageModel;
  readonly offers: GiftCardOffersModel;
  readonly storefront: Storefront;
  readonly onBuyGiftCard: ((opening: GiftCardPurchaseOpening) => void) | null;
}) {
  useSignals();
  const { timers } = useStorefrontServices();
  // Where the deployment cannot sell gift cards there is nothing to show of them: no tab, no read.
  const selling = onBuyGiftCard !== null;
  const [tabs, setTabs] = useState<TabsModule | null>(tabsModule);
  useEffect(() => {
    if (selling && tabs === null) void tabsLoading.then(setTabs);
  }, [selling, tabs]);
  useEffect(
    () =>
      selling
        ? timers.afterPaint(() => {
            offers.load(storefront);
          })
        : undefined,
    [offers, selling, storefront, timers],
  );
  const booking = (
    <div className="location-page__layout">
      {storefront.bookingInfo.workshopVariant ? (
        <div>
          <Suspense fallback={null}>
            <VehicleMaintenancePanel page={model} storefront={storefront} />
          </Suspense>
          <ServicesList model={model} />
        </div>
      ) : (
        <ServicesList model={model} />
      )}
      <Cart model={model} currency={storefront.currency} />
    </div>
  );
  if (onBuyGiftCard === null || tabs === null) return booking;
  return (
    <tabs.LocationTabs model={model} offers={offers} storefront={storefront} onBuy={onBuyGiftCard}>
      {booking}
    </tabs.LocationTabs>
  );
}

export function LocationPage({
  route,
  search,
  onBook,
  onBuyGiftCard = null,
}: {
  readonly route: LocationPageRoute;
  readonly search: string;
  readonly onBook: (request: BookingRequestFromPage) => void;
  /** Opens the gift card purchase dialog; the Buy buttons show only with it and a GiftCardOrders port. */
  readonly onBuyGiftCard?: ((opening: GiftCardPurchaseOpening) => void) | null;
}) {
  useSignals();
  const services = useStorefrontServices();
  const { t } = useTranslation();
  const firstPage = useFirstPage();
  const [model] = useState(() => {
    // On the professional route its header's code starts loading beside the page's data.
    if (route.professionalId !== null) void professionalHeader.preload();
    const token = new URLSearchParams(search).get('token');
    return createLocationPageModel(
      services,
      route,
      search,
      onBook,
      firstPage.storefront(route.locationId, token === '' ? null : token),
      firstPage.reviewSummary(route.locationId),
    );
  });
  const [offers] = useState(() => createGiftCardOffersModel(services, firstPage.giftCards(route.locationId)));
  useEffect(() => {
    model.start();
    firstPage.forget();
    // Who is signed in decides the editor's shortcuts (also inside a frame, which has no header).
    services.account.load();
  }, [model, services.account, firstPage]);
  // The services list is rendered in the background once loaded, in slices React can interrupt,
  // so the page stays responsive on slow phones while it appears.
  const storefront = useDeferredValue(model.storefront.value);
  useBrandAccent(storefront.status === 'ready' ? storefront.value.company.colorMinisite : undefined);
  // The page's title, as the server writes it (docs/adr/0128), in the language the visitor reads.
  const { i18n } = useTranslation();
  useDocumentTitle(
    storefront.status === 'ready'
      ? locationPageTitle(
          { companyName: storefront.value.location.name, locationName: storefront.value.location.locationName },
          baseLanguage(i18n.language),
        )
      : null,
  );
  // A location asked for under another country's segment moves to its own (issue 20), as the server
  // sends it there when it serves the page; the language follows the new segment (app.tsx).
  const place = services.router.place.value;
  const moved =
    storefront.status === 'ready' ? ownCountryPath(place.pathname, storefront.value.location.countryCode) : null;
  useEffect(() => {
    if (moved !== null) services.router.navigate(`${moved}${place.search}`, { replace: true });
  }, [moved, place.search, services.router]);
  // The company's own trackers, once its visitor consents (docs/adr/0076); none on an inactive site.
  useCompanyTrackers(
    storefront.status === 'ready' && siteAvailability(storefront.value.company)._tag === 'Available'
      ? storefront.value.company
      : null,
  );
  if (storefront.status === 'loading' || storefront.status === 'idle' || moved !== null) {
    return (
      <main id="content" className="page" aria-busy="true">
        <p role="status">{t('LOADING')}</p>
      </main>
    );
  }
  if (storefront.status === 'failed') {
    if (serverFailed(storefront.failure)) return <ServerErrorPage onRetry={model.load} />;
    const notFound = storefront.failure._tag === 'ApiRefusal' && storefront.failure.status === 404;
    return (
      <main id="content" className="page">
        <h1>{notFound ? t('NOT_FOUND_TITLE') : t('ERRORS.PAGE_NOT_LOADED')}</h1>
        <p role="alert">{notFound ? t('LOCATION.NOT_FOUND') : t('LOCATION.LOAD_FAILED')}</p>
        {notFound ? <HomeButton /> : <Button onPress={model.load}>{t('ERRORS.RETRY')}</Button>}
      </main>
    );
  }
  const { location, company } = storefront.value;
  const availability = siteAvailability(company);
  if (availability._tag === 'Unavailable')
    return <InactiveLocation storefront={storefront.value} reason={availability.reason} />;
  return (
    <main id="content" className="page location-page">
      <DueBooking model={model} />
      <LocationHeader storefront={storefront.value}>
        <ReviewSummaryLine model={model} />
      </LocationHeader>
      {route.professionalId === null ? null : (
        <Suspense fallback={null}>
          <ProfessionalHeader
            storefront={storefront.value}
            professionalId={route.professionalId}
            country={location.countryCode.toLowerCase()}
            embedded={route.embedded ?? false}
          />
        </Suspense>
      )}
      <PromotionBanner model={model} />
      <BookingOrGiftCards
        model={model}
        offers={offers}
        storefront={storefront.value}
        onBuyGiftCard={services.giftCardOrders === null ? null : onBuyGiftCard}
      />
      <WeekdaySchedule schedule={location.schedule} titleId="location-schedule" />
      {route.embedded === true || (company.apps.appStore === null && company.apps.googlePlay === null) ? null : (
        <Suspense fallback={null}>
          <AppDownloadBanner company={company} />
        </Suspense>
      )}
      {model.reviewsOpen.value ? (
        <Suspense fallback={null}>
          <ReviewsDialog model={model} />
        </Suspense>
      ) : null}
      {model.conflict.value === null ? null : (
        <Suspense fallback={null}>
          <ConflictDialog model={model} />
        </Suspense>
      )}
    </main>
  );
}
