// The storefront's composition root (ADR 0003, docs/adr/0025): configuration (the page's own origin
// serves the API), adapters (the HTTP client, the human check, analytics, timers),
// then the use cases, handed to the React tree through one context.
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { TranslationProvider } from './i18n/use-translation';
import { apiPorts } from '#application/client-side/shared/booking-api-ports';
import type { Analytics, AnalyticsEvent } from '#application/ports/client/analytics';
import { recordingAnalytics } from '#adapters/analytics/recording-analytics';
import { browserIdempotencyKeys } from '#adapters/browser/browser-idempotency-keys';
import { lazyIdentityProviderButton } from '#adapters/browser/lazy-identity-provider-button';
import { localStorageSignIns } from '#adapters/browser/local-storage-sign-in';
import { sessionStorageDrafts } from '#adapters/browser/session-storage-drafts';
import { sessionStorageConversionSources } from '#adapters/browser/session-storage-conversion-sources';
import { timerPause } from '#adapters/browser/timer-pause';
import { lazyBookingApiClient } from '#adapters/http/lazy-booking-api-client';
import { locationPageReads } from '#adapters/http/location-page-reads';
import { plainGetClient } from '#adapters/http/plain-get-client';
import {
  carriedZones,
  PRELOADED_ANSWERS_ID,
  preloadedFetch,
  readPreloadedAnswers,
} from '#adapters/http/preloaded-answers';
import { readSiteLinks, SITE_LINKS_ID } from '#adapters/http/site-links';
import { devHumanCheckTokens } from '#adapters/human-check/dev-human-check-tokens';
import { lazyHumanCheckTokens } from '#adapters/human-check/lazy-human-check-tokens';
import { systemClock } from '#adapters/system-clock';
import { App, preloadPageCode } from './app/app';
import { googleClientId, humanCheckSettings, managementArea } from './app/build-settings';
import { windowNavigation } from './shared/page-navigation';
import { browserRouter } from './shared/router';
import { lazyCompanyTracking } from './shared/lazy-company-tracking';
import {
  managementAreaLinks,
  managementAreaPages,
  storefrontServices,
  StorefrontServicesContext,
  windowTimers,
} from './shared/storefront-services';
import { screenSizeOf } from './app/viewport';
import { FirstRender, PageShownContext } from './app/first-render';
import {
  FirstPageContext,
  hydratingClock,
  NO_FIRST_PAGE,
  RENDERED_AT_ATTRIBUTE,
  renderedAtOf,
} from './shared/first-page';
import { createAnnouncer } from './components/live-region';
import { FIRST_PAGE_WORDS_ID, readPageWords } from './i18n/page-words';
import { TypedInputsKept } from './shared/typed-input';
import {
  baseLanguage,
  countrySegmentOf,
  createI18n,
  initialLanguage,
  loadFirstPageWords,
  storedLanguage,
} from './i18n/i18n';
import { documentLocale } from '#domain/storefront/page-metadata';

declare global {
  interface Window {
    reservaAnalytics?: AnalyticsEvent[];
  }
}

// The language follows the address's country segment unless the visitor chose one (docs/adr/0074).
const countrySegment = countrySegmentOf(window.location.pathname);
const language = initialLanguage(storedLanguage(window.localStorage), navigator.languages, countrySegment);
// The first page's words in that language: carried in the page, else loaded before the first render (docs/adr/0080).
const pageWords = readPageWords(document.getElementById(FIRST_PAGE_WORDS_ID)?.textContent ?? null);
const firstWords = pageWords?.language === language ? Promise.resolve(pageWords.words) : loadFirstPageWords(language);

const newId = () => crypto.randomUUID();
// The page's first render reads the time the server rendered it at, the browser's after (docs/adr/0129).
const clock = hydratingClock(
  renderedAtOf(document.getElementById('root')?.getAttribute(RENDERED_AT_ATTRIBUTE) ?? null),
  systemClock,
);
const analyticsEvents: AnalyticsEvent[] = (window.reservaAnalytics ??= []);
// A location page carries the API's first answers to it; the client takes them from the page (docs/adr/0028).
const preloaded = readPreloadedAnswers(document.getElementById(PRELOADED_ANSWERS_ID)?.textContent ?? null);
const apiOptions = {
  baseUrl: window.location.origin,
  language,
  fetch: preloadedFetch(preloaded, language, window.fetch.bind(window)),
};
// The first page's reads load with it, without openapi-fetch; the rest of the client at its first call (docs/adr/0080).
const api = lazyBookingApiClient(locationPageReads(plainGetClient(apiOptions), apiOptions), () =>
  import('#adapters/http/booking-api-client').then(({ bookingApiClient }) => bookingApiClient(apiOptions)),
);

const humanCheck =
  humanCheckSettings.kind === 'dev'
    ? { ...devHumanCheckTokens(newId), fallbackToken: humanCheckSettings.fallbackToken }
    : lazyHumanCheckTokens(
        () =>
          import('#adapters/human-check/storefront-human-check-tokens').then(({ storefrontHumanCheckTokens }) =>
            storefrontHumanCheckTokens(humanCheckSettings, window),
          ),
        humanCheckSettings.fallbackToken,
      );
// The company's own trackers: asked for on its pages, loaded in a chunk of their own once the
// visitor consents, and told each confirmed booking (docs/adr/0076).
const tracking = lazyCompanyTracking((asking) =>
  import('./shared/company-tracking').then(({ companyTracking, storedTrackerConsents }) =>
    companyTracking(
      storedTrackerConsents(window.localStorage),
      (trackers) =>
        import('#adapters/browser/company-tracker-scripts').then(({ loadCompanyTrackers }) =>
          loadCompanyTrackers(window, trackers),
        ),
      asking,
    ),
  ),
);
const recording = recordingAnalytics(analyticsEvents, import.meta.env.DEV);
const told: Analytics = {
  track(event) {
    recording.track(event);
    tracking.track(event);
  },
};
const services = storefrontServices({
  ...apiPorts(api),
  // Buying gift cards (issue 31; docs/adr/0114): POST and GET /gift_card_purchases through the API's client.
  giftCardOrders: api,
  humanCheck,
  pause: timerPause,
  idempotencyKeys: browserIdempotencyKeys(newId),
  analytics: {
    track(event) {
      // Each booking's conversion is told once (docs/adr/0076); that rule loads with the first one.
      if (event.name === 'Booking')
        void import('#adapters/analytics/once-per-booking-analytics').then(({ oncePerBookingAnalytics }) => {
          oncePerBookingAnalytics(told, window.localStorage).track(event);
        });
      else told.track(event);
    },
  },
  companyTracking: tracking,
  clock,
  router: browserRouter(window),
  pageNavigation: windowNavigation(window),
  apiOrigin: window.location.origin,
  announcer: createAnnouncer(),
  screen: screenSizeOf(window),
  timers: windowTimers(window),
  signIns: localStorageSignIns(window.localStorage, {
    read: () => document.cookie,
    write: (cookie) => {
      document.cookie = cookie;
    },
  }),
  drafts: sessionStorageDrafts(window.sessionStorage),
  conversionSources: sessionStorageConversionSources(window.sessionStorage),
  links: managementArea === null ? null : managementAreaLinks(managementArea),
  managementPage: managementArea === null ? null : managementAreaPages(managementArea),
  // The footer's links, as the server is configured (docs/adr/0076).
  site: readSiteLinks(document.getElementById(SITE_LINKS_ID)?.textContent ?? null),
  googleSignIn: lazyIdentityProviderButton(googleClientId !== null, () =>
    import('#adapters/browser/google-identity-services').then(({ googleIdentityServices }) =>
      googleIdentityServices(googleClientId, window),
    ),
  ),
});

const root = document.getElementById('root');
// A click on a rendered button before its page is shown with its code is held, then played (docs/adr/0133):
// held since index.html's first module ran (start-after-first-paint.ts), which imports this one.
const earlyClicks = window.reservaEarlyClicks;
if (root === null || earlyClicks === undefined) throw new Error('index.html has no #root, or did not start the page');
// A page the server rendered (docs/adr/0129) is hydrated when it was rendered in the language the
// visitor starts in — the words it carries are that language's; one rendered in another language is
// rendered again. Before hydrating, the page's first data is read as the server read it, from the
// answers the page carries, and the code its first render needs is loaded: the first render is then
// the server's, with no loading state and no fallback in between.
const serverRendered = root.firstChild !== null && pageWords?.language === language;
const place = services.router.place.peek();
const firstPage = serverRendered
  ? Promise.all([
      import('./shared/load-first-page').then(({ loadFirstPage, seedCarriedZones }) => {
        // With its answers, the page carries its location's time zone's offsets: its first render
        // then makes no Intl reader of the zone, tens of milliseconds of a phone's main thread (docs/adr/0149).
        seedCarriedZones(carriedZones(preloaded));
        return loadFirstPage(services, place, services.router.host);
      }),
      // The page's own code, beside its data; then the code of the parts that data shows.
      preloadPageCode(place, NO_FIRST_PAGE),
    ]).then(async ([data]) => {
      await preloadPageCode(place, data);
      return data;
    })
  : Promise.resolve(NO_FIRST_PAGE);
void Promise.all([firstWords, firstPage]).then(([words, data]) => {
  const i18n = createI18n(language, countrySegment, { [language]: words });
  // The page's locale as the server wrote it ("es-CL"), kept while the visitor reads the country's
  // language; their own language alone once they choose another (docs/adr/0128).
  const pageLocale = () => documentLocale(baseLanguage(i18n.language), countrySegmentOf(window.location.pathname));
  document.documentElement.lang = pageLocale();
  i18n.onLanguageChanged(() => {
    document.documentElement.lang = pageLocale();
  });
  // No StrictMode: its doubled effects would dispose the signal models' own effects (docs/adr/0025).
  const page = (
    <TypedInputsKept>
      <TranslationProvider translator={i18n}>
        <StorefrontServicesContext.Provider value={services}>
          <FirstPageContext.Provider value={data}>
            <FirstRender onRendered={clock.settle}>
              <PageShownContext.Provider value={earlyClicks.release}>
                <App />
              </PageShownContext.Provider>
            </FirstRender>
          </FirstPageContext.Provider>
        </StorefrontServicesContext.Provider>
      </TranslationProvider>
    </TypedInputsKept>
  );
  // Hydrated as a transition: React then works in slices of a few milliseconds and yields to the
  // browser between them, instead of one long task a phone cannot answer a tap during (docs/adr/0139).
  if (serverRendered)
    startTransition(() => {
      hydrateRoot(root, page);
    });
  else {
    clock.settle();
    // The page rendered in another language stays until React's first render takes its place: no blank between.
    createRoot(root).render(page);
  }
});
