import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { etag } from 'hono/etag';
import { getCookie } from 'hono/cookie';
import { htmlText } from '#domain/shared/html-text';
import { parseStorefrontPath, storefrontPageStatus, type StorefrontRoute } from '#domain/storefront/storefront-route';
import { countryLanguage, ownCountryPath } from '#domain/storefront/country-locale';
import { timeZone, zoneOffsetsSeed, type ZoneOffsetsSeed } from '#domain/availability/time-zone';
import { MS_PER_DAY } from '#domain/calendar/instant.plain';
import {
  answerKey,
  answersForHtml,
  jsonForHtml,
  PRELOADED_ANSWERS_ID,
  type PreloadedAnswer,
  type PreloadedAnswers,
} from '../http/preloaded-answers';
import { NO_SITE_LINKS, withSiteLinks, type SiteLinks } from '../http/site-links';
import { allowTrackerOrigins, pageTrackerOrigins } from './tracker-policy';
import { preferredLanguage, type Language } from './language';
import type { Result } from 'neverthrow';
import type { LoadLocationPage, LocationPageAnswers } from '#application/catalogue/load-location-page';
import type { GetCompanyOverview } from '#application/catalogue/get-company-overview';
import type { ApplicationError } from '#application/shared/application-error';
import { errorResponse } from './error-responses';
import { companyNameOfHost, storefrontPageMetadata, withPageHead } from './page-head';
import type { PageMetadata } from '#domain/storefront/page-metadata';
import { categoryGroup } from './routes/catalogue';
import { bookingInfo, companyOverview, socialNetworks } from './routes/companies';
import { wireLocation } from './routes/locations';
import { summary } from './routes/reviews';
import { locationIdFromWire } from './wire-ids';
import { storefrontRenderer, withRenderedRoot, type StorefrontRenderingSurroundings } from './storefront-rendering';
import { pageSessionHintCookies, SESSION_COOKIE, SESSION_HINT_COOKIE } from './session-cookie';
import type { KeptAnswer, PageAnswer, RenderedPageCache } from './rendered-page-cache';
import type { ReplayedAnswers } from './replayed-answers';
import { sendPage } from './kept-page-answer';

// The storefront is served by the same process, on the same origin as the API, so the session
// cookie stays same-site (ADR 0014). Its routes all start with a two-letter country segment
// (storefront §2), which no API path does. Until the storefront is built (issue 4 builds it into
// dist/storefront) those routes answer a short page saying so, with the demo storefronts' links.

export interface StorefrontLink {
  readonly label: string;
  /** A storefront route, `/{country}/sucursal/{locationId}`. */
  readonly path: string;
}

export interface StorefrontOptions {
  /** The built storefront: its index.html and assets. */
  readonly directory: string;
  /** The demo storefronts to list while the storefront is not built. */
  readonly links: readonly StorefrontLink[];
  /** The footer's links, carried in the page (docs/adr/0076); none by default. */
  readonly siteLinks?: SiteLinks;
  /** The first page's words each page carries in its language (docs/adr/0080); none when absent. */
  readonly firstPageWords?: FirstPageWords;
  /**
   * RESERVA_PUBLIC_URL's origin: pages' canonical addresses and the sitemap's start with it, else
   * with the request's own origin (docs/adr/0128).
   */
  readonly publicOrigin?: string | null;
  /**
   * Location pages kept as rendered, by address and language, until what they show changes
   * (docs/adr/0132); every page rendered anew without it.
   */
  readonly renderedPages?: RenderedPageCache;
  /** Where a kept location page's answer is offered for replay as written (docs/adr/0146); none when absent. */
  readonly replays?: Pick<ReplayedAnswers, 'offer'>;
}

/**
 * The storefront's first-page words by language, and the id of the element that carries them: the
 * storefront's own (src/ui/i18n), handed in by the composition root so this adapter imports no UI.
 */
export interface FirstPageWords {
  readonly elementId: string;
  words(language: Language): unknown;
}

/** The storefront's page routes, which its single-page application answers (also the access log's one label for them). */
export const STOREFRONT_ROUTES = ['/', '/:country{[a-z][a-z]}', '/:country{[a-z][a-z]}/*'];

/** The page storefront routes answer until the storefront is built. */
export function placeholderPage(links: readonly StorefrontLink[]): string {
  const items = links
    .map(
      (link) =>
        `      <li><a href="${htmlText(link.path)}">${htmlText(link.label)}</a> <code>${htmlText(link.path)}</code></li>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Reserva</title>
  </head>
  <body>
    <main>
      <h1>Reserva</h1>
      <p>This server answers the Booking API (<code>openapi/booking-api.yaml</code>) with demo data.
      The storefront itself arrives with the booking-wizard UI (issue 4); until then its pages answer with this one.</p>
      <h2>Demo storefronts</h2>
      <ul>
${items}
      </ul>
      <p>Try the API, for instance <a href="/companies/overview?website=salon-aurora"><code>/companies/overview?website=salon-aurora</code></a>.
      <code>docs/demo.md</code> lists the demo data.</p>
    </main>
  </body>
</html>
`;
}

/** Whether `pathname` is a storefront page's address (storefront §2): its home, or one under a two-letter country. */
export function isStorefrontPage(pathname: string): boolean {
  return pathname === '/' || /^\/[a-z]{2}(?:\/|$)/.test(pathname);
}

/** The storefront's 500 page's words (src/ui/i18n/dictionaries/common.ts, SERVER_ERROR, ERRORS.RETRY and HOME). */
const SERVER_ERROR_TEXTS = {
  en: {
    title: 'Something went wrong on our side',
    text: 'The server could not answer or could not be reached, so this page could not be loaded. Nothing was lost: try again in a moment.',
    retry: 'Try again',
    home: 'Go to the home page',
  },
  es: {
    title: 'Algo salió mal de nuestro lado',
    text: 'El servidor no pudo responder o no se pudo alcanzar, así que esta página no se pudo cargar. No se perdió nada: inténtalo de nuevo en un momento.',
    retry: 'Reintentar',
    home: 'Ir a la página de inicio',
  },
} as const satisfies Record<Language, unknown>;

/**
 * What a storefront page's address answers when the server fails sending the page — its built
 * index cannot be read while another build replaces it, say: the storefront's 500 page (storefront
 * §2) in plain HTML, since the storefront itself may be what is missing, and never the API's JSON
 * error. Try again asks for `address` again.
 */
export function serverErrorPage(language: Language, address: string): string {
  const texts = SERVER_ERROR_TEXTS[language];
  return `<!doctype html>
<html lang="${language}">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex">
    <title>${htmlText(texts.title)}</title>
    <style>
      body { font-family: system-ui, sans-serif; margin: 0; color: #1b1b1f; background: #f6f6f8; }
      main { max-width: 36rem; margin: 2rem auto; padding: 1.5rem; background: #fff; border-radius: 0.5rem; }
      a { display: inline-block; margin: 0.5rem 0.5rem 0 0; padding: 0.6rem 1rem; min-height: 44px; box-sizing: border-box; border-radius: 0.25rem; font-weight: 600; }
      .primary { background: #1a56db; color: #fff; text-decoration: none; }
      .secondary { border: 1px solid #1a56db; color: #1a56db; }
      a:focus-visible { outline: 3px solid #1b1b1f; outline-offset: 2px; }
    </style>
  </head>
  <body>
    <main>
      <h1>${htmlText(texts.title)}</h1>
      <p role="alert">${htmlText(texts.text)}</p>
      <p><a class="primary" href="${htmlText(address)}">${htmlText(texts.retry)}</a><a class="secondary" href="/">${htmlText(texts.home)}</a></p>
    </main>
  </body>
</html>
`;
}

const locationPageId = /^\/[a-z]{2}(?:\/iframe)?\/sucursal\/([1-9]\d{0,9})(?:\/profesional\/[1-9]\d*)?\/?$/;

/** What the storefront's pages are preloaded with. */
export interface StorefrontUseCases {
  readonly loadLocationPage: LoadLocationPage;
  /** A branch list's company, for its title (docs/adr/0128); the generic title without it. */
  readonly getCompanyOverview?: GetCompanyOverview;
}

/** A use case's answer as its route would send it: the route's body, or the contract's Error. */
function answerOf<T>(result: Result<T, ApplicationError>, body: (value: T) => unknown, language: Language) {
  return result.match(
    (value): PreloadedAnswer => ({ status: 200, body: body(value) }),
    (failure): PreloadedAnswer => {
      const response = errorResponse(failure, language);
      return { status: response.status, body: response.body };
    },
  );
}

/**
 * The answers a location page asks for first (src/application/client-side/catalogue/load-storefront.ts: the
 * location, then its company's overview, booking settings, social links and the location's
 * services; then the review summary of the company's reviews version), to travel with the page
 * (docs/adr/0028), in `language`. They come from one read (`loadLocationPage`, issue 19), each
 * shaped by the serialiser its route answers with, under the address the page asks it at. Null when
 * the address is no location page. Carrying answers only saves the page a round trip, so asking
 * never fails the page: when the read fails, the page asks for everything itself.
 */
export async function locationPageAnswers(
  load: LoadLocationPage,
  pathname: string,
  query: (name: string) => string | undefined,
  language: Language,
  now: number,
): Promise<PreloadedAnswers | null> {
  const locationId = locationPageId.exec(pathname)?.[1];
  if (locationId === undefined) return null;
  const token = query('token');
  const promotionToken = token === undefined || token === '' ? null : token;
  let page: LocationPageAnswers;
  try {
    page = await load({ locationId: locationIdFromWire(Number(locationId)), promotionToken });
  } catch {
    return null;
  }
  const answers: Record<string, PreloadedAnswer> = {};
  const carry = (address: string, answer: PreloadedAnswer) => {
    // As the page reads it: JSON, so what it carries is exactly what the call would answer.
    answers[answerKey(new URL(address, 'http://storefront.invalid'))] = JSON.parse(
      JSON.stringify(answer),
    ) as PreloadedAnswer;
  };
  carry(
    `/locations/${locationId}`,
    answerOf(page.location, (location) => wireLocation(location, language), language),
  );
  const { company } = page;
  if (company !== null) {
    const website = company.location.companyWebAddress;
    const locationQuery = { location_id: locationId };
    carry(
      `/companies/overview?${new URLSearchParams({ website, ...locationQuery }).toString()}`,
      answerOf(company.overview, companyOverview, language),
    );
    carry(
      `/companies/booking_info?${new URLSearchParams({ website }).toString()}`,
      answerOf(company.bookingInfo, bookingInfo, language),
    );
    carry(
      `/services?${new URLSearchParams({ ...locationQuery, ...(promotionToken === null ? {} : { token: promotionToken }) }).toString()}`,
      answerOf(company.services, (groups) => groups.map(categoryGroup), language),
    );
    carry(
      `/social_networks?${new URLSearchParams({ company_id: String(company.location.companyId) }).toString()}`,
      answerOf(company.socialNetworks, socialNetworks, language),
    );
    // The review summary the header shows next, at the address of the reviews version the company is on.
    if (company.overview.isOk())
      carry(
        `${company.overview.value.company.reviewsV2 ? '/reviews/api/v1/location_reviews' : '/reviews'}?${new URLSearchParams(locationQuery).toString()}`,
        answerOf(company.reviewSummary, summary, language),
      );
  }
  return { language, answers, zones: company === null ? [] : zoneSeeds(company.location.timeZone, now) };
}

/** How far around the page's time its zone's offsets are carried: its day and the bookable months ahead. */
const SEEDED_DAYS_BEFORE = 40;
const SEEDED_DAYS_AFTER = 400;

/** The offsets of the zone `name` around `now`, which the client takes rather than ask Intl (docs/adr/0149). */
function zoneSeeds(name: string, now: number): ZoneOffsetsSeed[] {
  const zone = timeZone(name);
  if (zone.isErr()) return [];
  return [
    zoneOffsetsSeed(zone.value, name, now - SEEDED_DAYS_BEFORE * MS_PER_DAY, now + SEEDED_DAYS_AFTER * MS_PER_DAY),
  ];
}

/**
 * The address of a location's page under its own country, when `pathname` names it under another
 * (ownCountryPath), read from the location's answer the page carries; null otherwise.
 */
export function ownCountryPathOf(pathname: string, preloaded: PreloadedAnswers): string | null {
  const locationId = locationPageId.exec(pathname)?.[1];
  const location = locationId === undefined ? undefined : preloaded.answers[`/locations/${locationId}`];
  if (location?.status !== 200) return null;
  const country = (location.body as { readonly country_code?: unknown }).country_code;
  return typeof country === 'string' ? ownCountryPath(pathname, country) : null;
}

/** `indexHtml` carrying `preloaded` in a JSON element at the end of its head. */
export function withPreloadedAnswers(indexHtml: string, preloaded: PreloadedAnswers | null): string {
  if (preloaded === null) return indexHtml;
  return indexHtml.replace(
    '</head>',
    `    <script type="application/json" id="${PRELOADED_ANSWERS_ID}">${answersForHtml(preloaded)}</script>\n  </head>`,
  );
}

/**
 * `indexHtml` carrying the first page's words in `language` in a JSON element at the end of its head:
 * the storefront starts from them rather than loading its dictionaries (docs/adr/0080).
 */
export function withFirstPageWords(indexHtml: string, language: Language, words: FirstPageWords | undefined): string {
  if (words === undefined) return indexHtml;
  return indexHtml.replace(
    '</head>',
    `    <script type="application/json" id="${words.elementId}">${jsonForHtml({ language, words: words.words(language) })}</script>\n  </head>`,
  );
}

/** Vite names every file under assets/ by a hash of its content: a name never changes content. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** How long browsers keep a static file the storefront serves: hashed assets for a year, anything else not without asking. */
const cachePolicy: MiddlewareHandler = async (c, next) => {
  await next();
  if (c.res.status !== 200 && c.res.status !== 206) return;
  const hashedAsset = c.req.path.startsWith('/assets/');
  c.header('Cache-Control', hashedAsset ? IMMUTABLE : REVALIDATE);
  // The same address answers brotli, gzip or plain by Accept-Encoding; shared caches must tell them apart.
  if (hashedAsset && !/accept-encoding/i.test(c.res.headers.get('Vary') ?? ''))
    c.header('Vary', 'Accept-Encoding', { append: true });
};

/**
 * Keeps a page's companion cookie in step with the session cookie the request carried
 * (docs/adr/0130, Amendment), so the storefront's scripts know to ask who is signed in. It runs
 * around the ETag, so a 304 carries it too, and changes no byte of the page. An answer that sets a
 * cookie is marked `private`: a shared cache must not keep it and hand one browser's cookie to others.
 */
export const keepSessionHint: MiddlewareHandler = async (c, next) => {
  await next();
  const cookies = pageSessionHintCookies({
    session: getCookie(c, SESSION_COOKIE),
    hint: getCookie(c, SESSION_HINT_COOKIE),
  });
  if (cookies.length === 0) return;
  for (const cookie of cookies) c.res.headers.append('Set-Cookie', cookie);
  c.res.headers.set('Cache-Control', `private, ${c.res.headers.get('Cache-Control') ?? REVALIDATE}`);
};

/**
 * What the storefront answers a browser for an address nothing else answers (docs/adr/0093): its
 * not-found page, status 404, in the language the browser prefers.
 */
export type StorefrontNotFoundPage = (c: Context) => Response | Promise<Response>;

/** Whether a request is a browser's navigation, which reads a page, rather than an API client's call. */
export function wantsPage(c: Context): boolean {
  return (
    (c.req.method === 'GET' || c.req.method === 'HEAD') && /(^|,)\s*text\/html\b/i.test(c.req.header('accept') ?? '')
  );
}

/**
 * robots.txt (docs/adr/0093): crawlers may read the storefront's pages; not the API (`apiSegments`,
 * the contract's first path segments, and the health and metrics paths), nor the storefront's pages
 * that a booking's or a review's token opens.
 */
export function robotsTxt(apiSegments: Iterable<string>): string {
  const segments = [...new Set([...apiSegments, 'healthz', 'readyz', 'metrics'])].sort();
  return [
    'User-agent: *',
    'Allow: /',
    ...segments.map((segment) => `Disallow: /${segment}`),
    ...PAGES_A_TOKEN_OPENS.map((section) => `Disallow: /*/${section}/`),
    '',
  ].join('\n');
}

/** The storefront's sections whose addresses carry a booking's access token, a confirmation code or a review code. */
const PAGES_A_TOKEN_OPENS = ['bookings', 'dlocal', 'reviews'] as const;

/**
 * Adds the storefront's routes and assets to `app`, after the API's routes so these never shadow
 * them; answers its not-found page, for the app's not-found handler to send browsers.
 */
export function mountStorefront(
  app: Hono,
  options: StorefrontOptions,
  useCases: StorefrontUseCases,
  rendering: StorefrontRenderingSurroundings = { renderFailed: () => undefined, now: () => Date.now() },
): StorefrontNotFoundPage {
  const index = path.join(options.directory, 'index.html');
  if (!existsSync(index)) {
    const page = placeholderPage(options.links);
    for (const route of STOREFRONT_ROUTES) app.get(route, (c) => c.html(page));
    return (c) => c.html(page, 404);
  }
  // A single-page application: every storefront route answers its index, which routes on the client.
  // Read on each request, so a rebuilt storefront is served without restarting the server; for the
  // same reason browsers revalidate it every time (an ETag makes that a 304 when it is unchanged).
  const pageIn = (language: Language, preloaded: PreloadedAnswers | null, head: PageMetadata) =>
    withSiteLinks(
      withFirstPageWords(
        withPreloadedAnswers(withPageHead(readFileSync(index, 'utf8'), head), preloaded),
        language,
        options.firstPageWords,
      ),
      options.siteLinks ?? NO_SITE_LINKS,
    );
  // The page's root, filled with the page rendered on the server when the renderer is built (docs/adr/0129).
  const render = storefrontRenderer(app, options.directory, rendering);
  const renderedPageIn = async (
    c: Context,
    language: Language,
    preloaded: PreloadedAnswers | null,
    head: PageMetadata,
  ) => {
    const words = options.firstPageWords;
    const rendered =
      words === undefined
        ? { root: null, preloaded }
        : await render(c, {
            language,
            words: words.words(language),
            preloaded,
            siteLinks: options.siteLinks ?? NO_SITE_LINKS,
          });
    return withRenderedRoot(pageIn(language, rendered.preloaded, head), rendered.root);
  };
  // A location page carries the API's first answers to it (locationPageAnswers). A marketplace link's
  // wizard is not preloaded: it opens once the page under it has painted, whose paint it would delay.
  const pageAnswer = storefrontPageAnswer(app, options, useCases, renderedPageIn, rendering.now);
  const { renderedPages } = options;
  for (const route of STOREFRONT_ROUTES) {
    app.get(route, keepSessionHint, etag(), async (c) => {
      c.header('Cache-Control', REVALIDATE);
      // A page under a country speaks its language first (docs/adr/0074); the answers travel in it.
      const country = /^\/([a-z]{2})(?:\/|$)/.exec(c.req.path)?.[1];
      const page = parseStorefrontPath(c.req.path);
      const language =
        country === undefined ? preferredLanguage(c.req.header('accept-language')) : countryLanguage(country);
      // A location page is the same for every visitor: kept by everything it is made from (docs/adr/0132).
      const kept = renderedPages !== undefined && page.page === 'location' ? renderedPages : undefined;
      const key = renderedPageKey(c, language);
      const answer =
        kept !== undefined
          ? await kept.page(key, () => pageAnswer(c, page, language))
          : { ...(await pageAnswer(c, page, language)), etag: null, bytes: null, gzipped: null };
      if (answer._tag === 'Moved') return c.redirect(answer.location, 302);
      allowTrackerOrigins(c, answer.trackerOrigins);
      // Asked again as it was, a kept page is answered as written while it is kept (docs/adr/0146).
      const replay =
        kept === undefined ? undefined : { replays: options.replays, current: whileKept(kept, key, answer) };
      return sendPage(c, answer, replay);
    });
  }
  app.use('/*', cachePolicy);
  // Scripts and stylesheets go out as the build's brotli or gzip copies to browsers that accept them.
  app.use('/*', serveStatic({ root: options.directory, precompressed: true }));
  // Any other address a browser asks for: the storefront routes it to its not-found page (docs/adr/0093).
  return async (c) => {
    c.header('Cache-Control', REVALIDATE);
    const language = preferredLanguage(c.req.header('accept-language'));
    const head = storefrontPageMetadata(
      { page: 'notFound', embedded: false },
      null,
      pageAddress(c, options.publicOrigin),
      language,
    );
    return c.html(await renderedPageIn(c, language, null, head), 404);
  };
}

/**
 * Whether `answer` is still the page kept under `key` (a replay's check, docs/adr/0146): made apart
 * from the handler, so that a remembered answer keeps the page, not the request's context.
 */
function whileKept(kept: RenderedPageCache, key: string, answer: KeptAnswer): () => boolean {
  return () => kept.isCurrent(key, answer);
}

/**
 * Everything a location page is made from that differs between requests: its language, the Host
 * the renderer is told, and the address with its whole query (a promotion's token, a service).
 */
function renderedPageKey(c: Context, language: Language): string {
  return JSON.stringify([language, c.req.header('host') ?? null, c.req.url]);
}

/** What a storefront page's address answers: the page, rendered, or a redirect to its own country's address. */
function storefrontPageAnswer(
  app: Hono,
  options: StorefrontOptions,
  useCases: StorefrontUseCases,
  renderedPageIn: (
    c: Context,
    language: Language,
    preloaded: PreloadedAnswers | null,
    head: PageMetadata,
  ) => Promise<string>,
  now: () => number,
) {
  return async (c: Context, page: StorefrontRoute, language: Language): Promise<PageAnswer> => {
    const query = (name: string) => c.req.query(name);
    // What the page read is kept for its head too (docs/adr/0128).
    let loaded: LocationPageAnswers | null = null;
    const load: LoadLocationPage = async (request) => (loaded = await useCases.loadLocationPage(request));
    const preloaded = await locationPageAnswers(load, c.req.path, query, language, now());
    // A location asked for under another country's segment is sent to its own (issue 20).
    const moved = preloaded === null ? null : ownCountryPathOf(c.req.path, preloaded);
    if (moved !== null) return { _tag: 'Moved', location: `${moved}${new URL(c.req.url).search}` };
    // The company's trackers may load on its pages, once the visitor consents (docs/adr/0076).
    const trackerOrigins = await pageTrackerOrigins(app, page, preloaded, c.env);
    // The route table the storefront routes by says which addresses are its not-found page, and the
    // location's own answer which locations are not there: both 404 (docs/adr/0076, 0093).
    const companyName =
      page.page === 'locations' ? await companyNameOfHost(useCases.getCompanyOverview, c.req.header('host')) : null;
    const head = storefrontPageMetadata(page, loaded, pageAddress(c, options.publicOrigin), language, companyName);
    return {
      _tag: 'Page',
      status: missingLocation(preloaded) ? 404 : storefrontPageStatus(page),
      html: await renderedPageIn(c, language, preloaded, head),
      trackerOrigins,
    };
  };
}

/** Where a page is, for its canonical address: RESERVA_PUBLIC_URL's origin when set, else the request's. */
export function pageAddress(c: Context, publicOrigin: string | null | undefined) {
  return { origin: publicOrigin ?? new URL(c.req.url).origin, pathname: c.req.path };
}

/** Whether the location a page names answered 404: it does not exist, or no longer takes bookings. */
function missingLocation(preloaded: PreloadedAnswers | null): boolean {
  return Object.entries(preloaded?.answers ?? {}).some(
    ([address, answer]) => /^\/locations\/\d+$/.test(address) && answer.status === 404,
  );
}
