// The storefront rendered on the server (docs/adr/0129): the same <App/> tree main.tsx renders in
// the browser, over services made for one request — the Booking API's ports answered from the
// answers the page carries (docs/adr/0028), and for anything else from the server's own API in
// process; no timers, storage or window. It reads the first page's data through the same use cases
// as the browser (shared/first-page.ts) before it renders, then waits for every lazily loaded part
// of the page, so the HTML is the page's first render in the browser. Built by `npm run
// build:storefront` (vite.config.ts, the SSR build) into dist/storefront-ssr, which the server loads.
import { prerenderToNodeStream } from 'react-dom/static';
import { signal } from '@preact/signals-react';
import { apiPorts } from '#application/client-side/shared/booking-api-ports';
import type { Instant } from '#domain/calendar/instant';
import { lazyBookingApiClient } from '#adapters/http/lazy-booking-api-client';
import { locationPageReads } from '#adapters/http/location-page-reads';
import { plainGetClient } from '#adapters/http/plain-get-client';
import { answerKey, preloadedFetch, type PreloadedAnswer } from '#adapters/http/preloaded-answers';
import type { StorefrontRendered, StorefrontRenderRequest } from '#adapters/http/storefront-render-request';
import { App, preloadPageCode } from './app/app';
import { googleClientId, humanCheckSettings, managementArea } from './app/build-settings';
import { FirstRender } from './app/first-render';
import { createAnnouncer } from './components/live-region';
import { TranslationProvider } from './i18n/use-translation';
import type { Dictionary } from './i18n/dictionaries/dictionaries';
import { countrySegmentOf, createI18n } from './i18n/i18n';
import { FirstPageContext, NO_FIRST_PAGE } from './shared/first-page';
import { loadFirstPage } from './shared/load-first-page';
import type { CompanyTracking } from './shared/company-tracking';
import type { Router } from './shared/router';
import { TypedInputsKept } from './shared/typed-input';
import {
  managementAreaLinks,
  managementAreaPages,
  storefrontServices,
  StorefrontServicesContext,
  type Timers,
} from './shared/storefront-services';

const NO_TIMERS: Timers = {
  every: () => () => undefined,
  after: () => () => undefined,
  onWindowFocus: () => () => undefined,
  afterPaint: () => () => undefined,
};

function serverRouter(url: URL, host: string): Router {
  return {
    place: signal({ pathname: url.pathname, search: url.search }),
    host,
    navigate: () => undefined,
    back: () => undefined,
    reload: () => undefined,
    previous: () => undefined,
  };
}

/** The company trackers as the browser's are before anything is asked: nobody asked, nothing loaded. */
const NO_TRACKING: CompanyTracking = {
  asking: signal(null),
  show: () => undefined,
  decide: () => undefined,
  track: () => undefined,
};

/** The browser's tree has FirstRender too: the same components, so the same ids (useId). */
const settled = () => undefined;

function refused(): Promise<never> {
  return Promise.reject(new Error('The storefront rendered on the server only reads'));
}

/** The page at `request.url` rendered to HTML, as the browser's first render of it. */
export async function renderStorefrontPage(request: StorefrontRenderRequest): Promise<StorefrontRendered> {
  const url = new URL(request.url);
  const answers: Record<string, PreloadedAnswer> = {};
  // What the page does not carry is asked of the API in process — GETs only — and kept for the page.
  const inProcess: typeof globalThis.fetch = async (input, init) => {
    const asked = new Request(input, init);
    if (asked.method !== 'GET') return refused();
    const response = await request.fetch(asked);
    const text = await response.clone().text();
    try {
      answers[answerKey(new URL(asked.url))] = { status: response.status, body: JSON.parse(text) as unknown };
    } catch {
      // Not JSON: the browser asks for it itself.
    }
    return response;
  };
  const apiOptions = {
    baseUrl: url.origin,
    language: request.language,
    fetch: preloadedFetch(request.preloaded, request.language, inProcess),
  };
  const api = lazyBookingApiClient(locationPageReads(plainGetClient(apiOptions), apiOptions), () =>
    import('#adapters/http/booking-api-client').then(({ bookingApiClient }) => bookingApiClient(apiOptions)),
  );
  const router = serverRouter(url, request.host);
  const services = storefrontServices({
    ...apiPorts(api),
    giftCardOrders: api,
    humanCheck: { execute: refused, fallbackToken: humanCheckSettings.fallbackToken },
    pause: { wait: () => Promise.resolve() },
    idempotencyKeys: { keyFor: () => 'server-render' },
    analytics: { track: () => undefined },
    companyTracking: NO_TRACKING,
    clock: { now: () => request.now as Instant },
    router,
    pageNavigation: { assign: () => undefined, openInNewTab: () => false },
    apiOrigin: url.origin,
    announcer: createAnnouncer(),
    // The wizard's layout, which no first render shows; the browser's follows its window.
    screen: signal('mobile'),
    timers: NO_TIMERS,
    signIns: { read: () => null, keep: () => undefined, sessionHinted: () => false, hintSession: () => undefined },
    drafts: { keep: () => undefined, read: () => null, discard: () => undefined },
    conversionSources: { keep: () => undefined, read: () => null },
    links: managementArea === null ? null : managementAreaLinks(managementArea),
    managementPage: managementArea === null ? null : managementAreaPages(managementArea),
    site: request.siteLinks,
    googleSignIn: { configured: googleClientId !== null, show: () => () => undefined },
  });
  const place = router.place.peek();
  const [firstPage] = await Promise.all([
    loadFirstPage(services, place, request.host),
    preloadPageCode(place, NO_FIRST_PAGE),
  ]);
  await preloadPageCode(place, firstPage);
  const i18n = createI18n(request.language, countrySegmentOf(url.pathname), {
    [request.language]: request.words as Dictionary,
  });
  const { prelude } = await prerenderToNodeStream(
    <TypedInputsKept>
      <TranslationProvider translator={i18n}>
        <StorefrontServicesContext.Provider value={services}>
          <FirstPageContext.Provider value={firstPage}>
            <FirstRender onRendered={settled}>
              <App />
            </FirstRender>
          </FirstPageContext.Provider>
        </StorefrontServicesContext.Provider>
      </TranslationProvider>
    </TypedInputsKept>,
    // Every boundary written in place: past this size React would write a boundary's content apart,
    // after the page, with an inline script that moves it in — which the Content-Security-Policy
    // refuses, leaving the boundary pending and the browser rendering it again (error 419).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  let html = '';
  for await (const chunk of prelude) html += typeof chunk === 'string' ? chunk : chunk.toString('utf8');
  return { html, answers };
}
