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
import {
  answerKey,
  preloadedFetch,
  type PreloadedAnswer,
  type PreloadedAnswers,
} from '#adapters/http/preloaded-answers';
import type { SiteLinks } from '#adapters/http/site-links';
import { App, preloadPageCode } from './app/app';
import { googleClientId, humanCheckSettings, managementArea } from './app/build-settings';
import { FirstRender } from './app/first-render';
import { createAnnouncer } from './components/live-region';
import { TranslationProvider } from './i18n/use-translation';
import type { Dictionary } from './i18n/dictionaries/dictionaries';
import { countrySegmentOf, createI18n, type Language } from './i18n/i18n';
import { FirstPageContext } from './shared/first-page';
import { loadFirstPage } from './shared/load-first-page';
import type { CompanyTracking } from './shared/company-tracking';
import type { Router } from './shared/router';
import {
  managementAreaLinks,
  managementAreaPages,
  storefrontServices,
  StorefrontServicesContext,
  type Timers,
} from './shared/storefront-services';

/** What the server knows of the page it renders. */
export interface StorefrontRenderRequest {
  /** The page's whole address, as the browser asked for it. */
  readonly url: string;
  /** The Host the browser asked with (the branch list's company, docs/adr/0033). */
  readonly host: string;
  /** The language the page is written in, whose words it carries (docs/adr/0080). */
  readonly language: Language;
  /** The first page's words in `language`: what the page carries. */
  readonly words: unknown;
  /** The API's answers the page carries (docs/adr/0028). */
  readonly preloaded: PreloadedAnswers | null;
  /** The footer's links the page carries (docs/adr/0076). */
  readonly siteLinks: SiteLinks;
  /** The instant the page is rendered at (the server's clock). */
  readonly now: number;
  /** Asks the server's own API, in process, for what the page does not carry. */
  readonly fetch: typeof globalThis.fetch;
}

export interface StorefrontRendered {
  /** What goes inside the page's root element. */
  readonly html: string;
  /** The answers the render asked the API for beyond those the page carries: the page carries them too, for the browser to read them as the server did. */
  readonly answers: Readonly<Record<string, PreloadedAnswer>>;
}

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
  const [firstPage] = await Promise.all([
    loadFirstPage(services, router.place.peek(), request.host),
    preloadPageCode(url.pathname),
  ]);
  const i18n = createI18n(request.language, countrySegmentOf(url.pathname), {
    [request.language]: request.words as Dictionary,
  });
  const { prelude } = await prerenderToNodeStream(
    <TranslationProvider translator={i18n}>
      <StorefrontServicesContext.Provider value={services}>
        <FirstPageContext.Provider value={firstPage}>
          <FirstRender onRendered={settled}>
            <App />
          </FirstRender>
        </FirstPageContext.Provider>
      </StorefrontServicesContext.Provider>
    </TranslationProvider>,
    // Every boundary written in place: past this size React would write a boundary's content apart,
    // after the page, with an inline script that moves it in — which the Content-Security-Policy
    // refuses, leaving the boundary pending and the browser rendering it again (error 419).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  let html = '';
  for await (const chunk of prelude) html += typeof chunk === 'string' ? chunk : chunk.toString('utf8');
  return { html, answers };
}
