import { lazy, startTransition, Suspense, useEffect, useRef, useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { useChooseLanguage } from '../i18n/use-choose-language';
import { useTranslation } from '../i18n/use-translation';
import { LiveRegions } from '../components/live-region';
import { LoadingOverlay } from '../components/loading-overlay';
import { Button } from '../components/button';
import type { IdentifiedFields } from '#domain/client/identification';
import { preselectionFrom } from '#domain/reservation/preselection';
import type { WizardOpening } from '../features/booking-wizard/wizard-types';
import type * as LocationPageModule from '../features/location-page/location-page';
import type { BookingRequestFromPage } from '../features/location-page/location-page-model';
import {
  baseLanguage,
  changeLanguageWithWords,
  countrySegmentOf,
  i18nLanguage,
  initialLanguage,
  LANGUAGES,
  storedLanguage,
  type Language,
} from '../i18n/i18n';
import { AccountMenu } from './account-menu';
import { HomeButton } from '../shared/home-button';
import { PageErrorBoundary } from '../shared/page-error-boundary';
import { ServerErrorPage } from '../shared/server-error-page';
import { parseStorefrontPath, type StorefrontRoute } from '#domain/storefront/storefront-route';
import { pageKind, plainPageTitle } from '#domain/storefront/page-metadata';
import { useDocumentTitle } from '../shared/document-title';
import { useStorefrontServices } from '../shared/storefront-services';
import { PageShown } from './first-render';
import type { FirstPageData } from '../shared/first-page';
import type { Place } from '../shared/router';
import type { GiftCardPurchaseOpening } from '../shared/gift-card-purchase-opening';

// The storefront's shell: the page the address names, the booking wizard over the location page
// when the client books (loaded only then, to keep the first page light), the live regions, the
// language switch, and the site's header and footer — left out inside another site's frame.

const BookingWizard = lazy(() =>
  import('../features/booking-wizard/booking-wizard').then((module) => ({ default: module.BookingWizard })),
);
// The gift card purchase dialog (issue 31), when a Buy button of the location page's gift cards is pressed.
const GiftCardPurchaseDialog = lazy(() =>
  import('../features/gift-card-purchase/gift-card-purchase-dialog').then((module) => ({
    default: module.GiftCardPurchaseDialog,
  })),
);
const IdentificationDialog = lazy(() =>
  import('../features/client-identification/identification-dialog').then((module) => ({
    default: module.IdentificationDialog,
  })),
);
const MyDetailsPage = lazy(() =>
  import('../features/my-details/my-details-page').then((module) => ({ default: module.MyDetailsPage })),
);
const MyBookingsPage = lazy(() =>
  import('../features/my-bookings/my-bookings-page').then((module) => ({ default: module.MyBookingsPage })),
);
const ReviewPage = lazy(() =>
  import('../features/review-by-code/review-page').then((module) => ({ default: module.ReviewPage })),
);
const BookingByCodePage = lazy(() =>
  import('../features/booking-by-code/booking-by-code-page').then((module) => ({ default: module.BookingByCodePage })),
);
const BookingViewPage = lazy(() =>
  import('../features/booking-by-code/booking-view-page').then((module) => ({ default: module.BookingViewPage })),
);
const BookingEditPage = lazy(() =>
  import('../features/booking-edit/booking-edit-page').then((module) => ({ default: module.BookingEditPage })),
);
const branchListPage = () => import('../features/branch-list/branch-list-page');
const BranchListPage = lazy(() => branchListPage().then((module) => ({ default: module.BranchListPage })));
// The card payment page is reached only from the checkout page: its own chunk (docs/adr/0045).
const CardPaymentPage = lazy(() =>
  import('../features/card-payment/card-payment-page').then((module) => ({ default: module.CardPaymentPage })),
);
// Below every page's content, so it comes after the first paint: its own chunk (docs/adr/0076).
const SiteFooter = lazy(() => import('./site-footer').then((module) => ({ default: module.SiteFooter })));
// Only when a company's visitor is asked to consent to its trackers (docs/adr/0076).
const TrackerConsentBanner = lazy(() =>
  import('../shared/tracker-consent-banner').then((module) => ({ default: module.TrackerConsentBanner })),
);
// A gift card purchase's page and its card page (issue 31; docs/adr/0114), each loaded when its address is opened.
const GiftCardPurchasePage = lazy(() =>
  import('../features/gift-card-purchase-page/gift-card-purchase-page').then((module) => ({
    default: module.GiftCardPurchasePage,
  })),
);
const GiftCardPaymentPage = lazy(() =>
  import('../features/card-payment/gift-card-payment-page').then((module) => ({
    default: module.GiftCardPaymentPage,
  })),
);
// The pages an account's mails link to (issue 34; docs/adr/0121).
const AccountLinkPage = lazy(() =>
  import('../features/account/account-link-page').then((module) => ({ default: module.AccountLinkPage })),
);
// A booking's consent form to sign by its link's code (issue 32 "Signing"; docs/adr/0117).
const ConsentSigningPage = lazy(() =>
  import('../features/consent-signing/consent-signing-page').then((module) => ({
    default: module.ConsentSigningPage,
  })),
);
const BookingConfirmationPage = lazy(() =>
  import('../features/booking-confirmation/booking-confirmation-page').then((module) => ({
    default: module.BookingConfirmationPage,
  })),
);

// The location page's code (its services list, header and model) is a chunk of its own, not the
// first page's (issue 36: 90 kB): a page the server rendered shows it before any code runs, and
// loads it beside the page's data before hydrating (preloadPageCode); a page rendered in the
// browser shows its loading state meanwhile. Once loaded, it renders at once, without suspending.
let locationPageModule: typeof LocationPageModule | null = null;
let locationPageLoading: Promise<typeof LocationPageModule> | null = null;
function loadLocationPage(): Promise<typeof LocationPageModule> {
  return (locationPageLoading ??= import('../features/location-page/location-page').then(
    (loaded) => (locationPageModule = loaded),
  ));
}
const LazyLocationPage = lazy(() => loadLocationPage().then((module) => ({ default: module.LocationPage })));

function LocationPage(props: Parameters<typeof LocationPageModule.LocationPage>[0]) {
  const Loaded = locationPageModule?.LocationPage ?? LazyLocationPage;
  return <Loaded {...props} />;
}

/**
 * Loads the code the page at `place` first renders with, given its first data, before a page the
 * server rendered is hydrated (docs/adr/0129, 0133): hydration then finds it at once rather than
 * keeping the server's HTML while it arrives — the location page's and its parts', the branch
 * list's. The other pages' code (the booking pages' shells) is not waited for: React keeps their
 * server HTML until it arrives, then hydrates it.
 */
export async function preloadPageCode(place: Place, firstPage: FirstPageData): Promise<void> {
  const route = parseStorefrontPath(place.pathname);
  if (route.page === 'location')
    await loadLocationPage().then((module) => module.locationPageCode(route, place.search, firstPage));
  else if (route.page === 'locations') await branchListPage();
}

function LocationRoute({
  route,
  search,
}: {
  readonly route: Extract<StorefrontRoute, { readonly page: 'location' }>;
  readonly search: string;
}) {
  const [booking, setBooking] = useState<WizardOpening | null>(null);
  const [identifying, setIdentifying] = useState<BookingRequestFromPage | null>(null);
  const [identified, setIdentified] = useState<IdentifiedFields | null>(null);
  const [giftCard, setGiftCard] = useState<GiftCardPurchaseOpening | null>(null);
  const { account, giftCardOrders } = useStorefrontServices();
  // A signed-in client's details prefill the form; a visitor books with a blank one. Who is signed
  // in is the account store's: asked when the client books — or at once, beside the page's own
  // data, when the address opens the booking by itself (a marketplace link) — and kept as they sign
  // in and out. The wizard does not wait for the answer.
  useEffect(() => {
    if (preselectionFrom((name) => new URLSearchParams(search).get(name)).opensBookingAtOnce) account.load();
  }, [account, search]);
  const startBooking = (request: BookingRequestFromPage, identity: IdentifiedFields | null) => {
    const user = account.known();
    // The wizard's first render is a transition: React renders it in slices, keeping the page responsive.
    startTransition(() => {
      setBooking({ ...request, identified: identity, signedInUser: user });
    });
  };
  const open = (request: BookingRequestFromPage) => {
    // A client-exclusive company's visitors identify themselves first (storefront §4), once per visit.
    if (request.storefront.bookingInfo.clientExclusive && identified === null) setIdentifying(request);
    else startBooking(request, identified);
  };
  return (
    <>
      <LocationPage
        key={`${String(route.locationId)}-${String(route.professionalId)}`}
        route={route}
        search={search}
        onBook={open}
        onBuyGiftCard={setGiftCard}
      />
      {giftCard === null || giftCardOrders === null ? null : (
        <Suspense fallback={<LoadingOverlay text="" />}>
          <GiftCardPurchaseDialog
            opening={giftCard}
            orders={giftCardOrders}
            onClose={() => {
              setGiftCard(null);
            }}
          />
        </Suspense>
      )}
      {identifying === null ? null : (
        <Suspense fallback={<LoadingOverlay text="" />}>
          <IdentificationDialog
            storefront={identifying.storefront}
            onIdentified={(fill) => {
              setIdentified(fill);
              setIdentifying(null);
              startBooking(identifying, fill);
            }}
            onClose={() => {
              setIdentifying(null);
            }}
          />
        </Suspense>
      )}
      {booking === null ? null : (
        <Suspense fallback={<LoadingOverlay text="" />}>
          <BookingWizard
            opening={booking}
            onClose={() => {
              setBooking(null);
            }}
          />
        </Suspense>
      )}
    </>
  );
}

function PageLoading() {
  const { t } = useTranslation();
  return (
    <main id="content" className="page" aria-busy="true">
      <p role="status">{t('LOADING')}</p>
    </main>
  );
}

function NotFound() {
  const { t } = useTranslation();
  return (
    <main id="content" className="page">
      <h1>{t('NOT_FOUND_TITLE')}</h1>
      <p>{t('NOT_FOUND_TEXT')}</p>
      <HomeButton />
    </main>
  );
}

function Home() {
  const { t } = useTranslation();
  return (
    <main id="content" className="page">
      <h1>{t('HOME_TITLE')}</h1>
      <p>{t('HOME_TEXT')}</p>
    </main>
  );
}

/** The signed-in client's own pages (issue 34; docs/adr/0122). */
function AccountPage({ route }: { readonly route: Extract<StorefrontRoute, { page: 'myBookings' | 'myDetails' }> }) {
  return route.page === 'myBookings' ? <MyBookingsPage route={route} /> : <MyDetailsPage />;
}

function Page({ route, search }: { readonly route: StorefrontRoute; readonly search: string }) {
  switch (route.page) {
    case 'home':
      return <Home />;
    case 'location':
      return <LocationRoute route={route} search={search} />;
    case 'bookingSummary':
      return <BookingConfirmationPage route={route} />;
    case 'bookingByCode':
      return <BookingByCodePage route={route} />;
    case 'bookingEdit':
      return <BookingEditPage route={route} />;
    case 'bookingView':
      return <BookingViewPage route={route} />;
    case 'review':
      return <ReviewPage route={route} />;
    case 'myBookings':
    case 'myDetails':
      return <AccountPage route={route} />;
    case 'locations':
      return <BranchListPage route={route} />;
    case 'payment':
      return <CardPaymentPage route={route} />;
    case 'giftCardPurchase':
      return <GiftCardPurchasePage route={route} />;
    case 'giftCardPayment':
      return <GiftCardPaymentPage route={route} />;
    case 'consentSigning':
      return <ConsentSigningPage route={route} />;
    case 'accountLink':
      return <AccountLinkPage route={route} />;
    case 'notFound':
      return <NotFound />;
  }
}

function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const chooseLanguage = useChooseLanguage();
  const current = baseLanguage(i18n.language);
  return (
    <div className="language-switch" role="group" aria-label={t('LANGUAGE')}>
      {LANGUAGES.map((language: Language) => (
        <Button
          key={language}
          variant="quiet"
          aria-pressed={current === language}
          lang={language}
          aria-label={t(`LANGUAGE_NAMES.${language}`)}
          onPress={() => {
            // The visitor's choice, in the country's variant of it; remembered for every country. The
            // page switches once it has that language's words (docs/adr/0080).
            chooseLanguage(language);
          }}
        >
          {/* The language's name, or on a phone its code ("ES"), which its name begins with. */}
          <span className="language-switch__name">{t(`LANGUAGE_NAMES.${language}`)}</span>
          <span className="language-switch__code" aria-hidden="true">
            {language.toUpperCase()}
          </span>
        </Button>
      ))}
    </div>
  );
}

/**
 * The language follows the page's country segment as the visitor moves to another country's page
 * (a location redirected to its own country's address, say), unless they chose one
 * (docs/adr/0074). The first page's language is main.tsx's, chosen before the first render.
 */
function useCountryLanguage(countrySegment: string | null): void {
  const { i18n } = useTranslation();
  const previous = useRef(countrySegment);
  useEffect(() => {
    if (countrySegment === null || countrySegment === previous.current) return;
    previous.current = countrySegment;
    const language = initialLanguage(storedLanguage(window.localStorage), [], countrySegment);
    const wanted = i18nLanguage(language, countrySegment);
    if (i18n.language !== wanted) switchLanguage(i18n, wanted);
  }, [i18n, countrySegment]);
}

/** Switches to `language` once its words are loaded; a chunk that cannot load leaves the page as it is. */
function switchLanguage(i18n: Parameters<typeof changeLanguageWithWords>[0], language: string): void {
  changeLanguageWithWords(i18n, language).catch(() => undefined);
}

export function App() {
  useSignals();
  const { t, i18n } = useTranslation();
  const { router, announcer, companyTracking } = useStorefrontServices();
  const place = router.place.value;
  const route = parseStorefrontPath(place.pathname);
  const countrySegment = countrySegmentOf(place.pathname);
  useCountryLanguage(countrySegment);
  // A location's page titles itself once its data is read; every other page by its kind (docs/adr/0128).
  const kind = pageKind(route);
  useDocumentTitle(kind === 'location' ? null : plainPageTitle(kind, baseLanguage(i18n.language)));
  useEffect(() => {
    // What the last page announced does not belong to the next.
    announcer.clear();
  }, [announcer, place.pathname]);
  return (
    <>
      <a className="skip-link" href="#content">
        {t('SKIP_TO_CONTENT')}
      </a>
      {route.embedded ? null : (
        <header className="site-header">
          <span className="site-header__brand">{t('APP_NAME')}</span>
          <LanguageSwitch />
          <AccountMenu />
        </header>
      )}
      {companyTracking.asking.value === null ? null : (
        <Suspense fallback={null}>
          <TrackerConsentBanner />
        </Suspense>
      )}
      <PageErrorBoundary
        key={place.pathname}
        fallback={() => (
          <>
            <ServerErrorPage
              onRetry={() => {
                router.reload();
              }}
            />
            <PageShown />
          </>
        )}
      >
        {/* Every page in one boundary, with the loading page until its code arrives. A page the server
            rendered is hydrated after the root, once its code is here: then, and not before, it is
            shown — it answers clicks (docs/adr/0133). */}
        <Suspense fallback={<PageLoading />}>
          <Page route={route} search={place.search} />
          <PageShown />
        </Suspense>
      </PageErrorBoundary>
      {route.embedded ? null : (
        <Suspense fallback={null}>
          <SiteFooter />
        </Suspense>
      )}
      <LiveRegions announcer={announcer} />
    </>
  );
}
