import { IncomingMessage } from 'node:http';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { bodyLimit } from 'hono/body-limit';
import { secureHeaders } from 'hono/secure-headers';
import { getCookie } from 'hono/cookie';
import { matchedRoutes, routePath } from 'hono/route';
import type { AdmitRequest } from '#application/abuse/admit-request';
import type { CheckPresentedStaffKey } from '#application/account/authorize-staff';
import type { ContractRoute, RequestCredentials } from './contract-route';
import { bookingApiValidator, type ContractValidator, type DecodedRequest } from './contract-validation';
import { isUnavailable } from '../persistence/unavailable';
import {
  errorResponse,
  requestTooLarge,
  routeNotFound,
  serverUnavailable,
  unexpectedFailure,
  type ErrorResponse,
} from './error-responses';
import { compressAnswers } from './compress-answers';
import { sendJsonAnswer } from './kept-json-answer';
import type { ReplayedAnswers } from './replayed-answers';
import { serverFailurePage } from './sandbox-payment-page';
import { preferredLanguage, type Language } from './language';
import { bookingRoutes, type BookingUseCases } from './routes/bookings';
import { catalogueRoutes, type CatalogueUseCases } from './routes/catalogue';
import { giftCardPurchaseRoutes, type GiftCardPurchaseUseCases } from './routes/gift-card-purchases';
import { consentRoutes, type ConsentUseCases } from './routes/consents';
import { locationAgendaRoutes, type LocationAgendaUseCases } from './routes/location-agenda';
import { catalogueFileRoutes, type CatalogueFileUseCases } from './routes/catalogue-files';
import { companyRoutes, type CompanyUseCases } from './routes/companies';
import { locationRoutes, type LocationUseCases } from './routes/locations';
import { vehicleRoutes, type VehicleUseCases } from './routes/vehicles';
import { writeYamlFile } from '../catalogue-file/yaml-catalogue';
import { YAML_MEDIA_TYPES } from './contract';
import { staffKeyRoutes, type StaffKeyUseCases } from './routes/staff-keys';
import { giftCardRoutes, type GiftCardUseCases } from './routes/gift-cards';
import { availabilityRoutes, type AvailabilityUseCases } from './routes/availability';
import {
  isStorefrontPage,
  mountStorefront,
  robotsTxt,
  wantsPage,
  serverErrorPage,
  STOREFRONT_ROUTES,
  type StorefrontOptions,
  type StorefrontUseCases,
} from './storefront';
import { mountSitemap, SITEMAP_PATH, type SitemapUseCases } from './sitemap';
import { SESSION_COOKIE, SESSION_HINT_COOKIE, staleSessionCookies } from './session-cookie';
import { trackerPolicy } from './tracker-policy';
import { clientRoutes, type ClientUseCases } from './routes/clients';
import { reviewRoutes, type ReviewUseCases } from './routes/reviews';
import { userRoutes, type UserUseCases } from './routes/users';
import { clientAddress, LIMITED_OPERATIONS, rateLimited } from './rate-limits';
import { paymentRoutes, testClockRoute, type PaymentUseCases } from './routes/payments';
import type { SettableClock } from '../settable-clock';
import { createLogger, type Logger } from '../observability/logger';
import { requestIdOf, requestLogging, routeLabel } from '../observability/request-logging';
import type { Health } from '../observability/health';
import type { ServerMetrics } from '../observability/metrics';

// The HTTP server as a Hono app: the contract's routes, each validating its input against the
// contract, calling one use case and mapping its Result; then the storefront; then 404s. Every
// failure of the API answers the contract's Error shape (ADR 0014, ADR 0015); a storefront page
// that fails answers the storefront's 500 page instead (ADR 0047).

/** Every use case the server drives, already given its ports by the composition root. */
export type ServerUseCases = BookingUseCases &
  CompanyUseCases &
  LocationUseCases &
  CatalogueUseCases &
  GiftCardPurchaseUseCases &
  ConsentUseCases &
  LocationAgendaUseCases &
  CatalogueFileUseCases &
  VehicleUseCases &
  AvailabilityUseCases &
  UserUseCases &
  ReviewUseCases &
  ClientUseCases &
  PaymentUseCases &
  StaffKeyUseCases &
  GiftCardUseCases &
  StorefrontUseCases &
  SitemapUseCases & { readonly checkPresentedStaffKey: CheckPresentedStaffKey; readonly admitRequest: AdmitRequest };

export interface HttpAppOptions {
  readonly storefront: StorefrontOptions;
  /** Who may frame the storefront (CSP frame-ancestors); only its own origin by default. */
  readonly frameAncestors?: readonly string[];
  /**
   * Where each request's access line, and its failures, are logged (docs/adr/0060); by default
   * failures only, to stdout, so that an app made without one (a test's) does not log every request.
   */
  readonly logger?: Logger;
  /** Where unexpected failures are reported in full; the logger, at error, by default. */
  readonly reportUnexpected?: (error: unknown, request: FailedRequest) => void;
  /** Where a request the database could not serve is reported, in a line; the logger, at warn, by default (docs/adr/0049). */
  readonly reportUnavailable?: (error: unknown, request: FailedRequest) => void;
  /** How many proxies in front of the server append to X-Forwarded-For (RESERVA_TRUSTED_PROXIES); none by default. */
  readonly trustedProxies?: number;
  /** Other origins the storefront loads scripts and frames from, and fetches from (reCAPTCHA's, ADR 0041; Google sign-in's, ADR 0037); none by default. */
  readonly thirdParty?: ThirdPartySources;
  /** RESERVA_TEST_CLOCK=1: the server's clock, which POST /testing/clock moves; absent (and the route with it) otherwise (ADR 0042). */
  readonly testClock?: SettableClock;
  /** GET /healthz and GET /readyz, outside the contract (docs/adr/0061); not served when absent. */
  readonly health?: Health;
  /** RESERVA_METRICS=on: requests and bookings counted, and GET /metrics served (docs/adr/0061); neither when absent. */
  readonly metrics?: ServerMetrics;
  /** Where the API's kept answers are offered for replay before the app (docs/adr/0146); none when absent. */
  readonly replays?: Pick<ReplayedAnswers, 'offer'>;
}

/** What a failure's report says of its request: never its path, which may carry a token (docs/adr/0060). */
export interface FailedRequest {
  readonly method: string;
  /** The route template it matched, or a label (request-logging.ts). */
  readonly route: string;
  readonly requestId: string;
}

/** Sources beyond the server's own that the page's content-security policy allows. */
export interface ThirdPartySources {
  readonly scripts: readonly string[];
  readonly frames: readonly string[];
  readonly connects: readonly string[];
}

/** Where Google's reCAPTCHA v3 loads its script and its frame from (Google's reCAPTCHA FAQ on CSP). */
export const RECAPTCHA_SOURCES: ThirdPartySources = {
  scripts: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  frames: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
  connects: [],
};

/** Where Google's sign-in button loads its script and frame from and calls (Google Identity Services' CSP guide; ADR 0037). */
export const GOOGLE_SIGN_IN_SOURCES: ThirdPartySources = {
  scripts: ['https://accounts.google.com/gsi/client'],
  frames: ['https://accounts.google.com/gsi/'],
  connects: ['https://accounts.google.com/gsi/'],
};

/** The sources every one of `parts` needs, or none when none does. */
export function thirdPartySources(parts: readonly ThirdPartySources[]): ThirdPartySources | undefined {
  if (parts.length === 0) return undefined;
  const union = (pick: (part: ThirdPartySources) => readonly string[]) => [...new Set(parts.flatMap(pick))];
  return {
    scripts: union((part) => part.scripts),
    frames: union((part) => part.frames),
    connects: union((part) => part.connects),
  };
}

/** The largest request body the server reads (the contract's ServerFailure response says so). */
export const MAX_BODY_BYTES = 64 * 1024;

/** Node's failure of a request's body whose connection closed before it all arrived. */
const clientGone = (error: unknown): boolean =>
  error instanceof Error && error.message === 'aborted' && (error as NodeJS.ErrnoException).code === 'ECONNRESET';

function sendError(c: Context, response: ErrorResponse): Response {
  for (const [name, value] of Object.entries(response.headers ?? {})) c.header(name, value);
  return c.json(response.body, response.status);
}

/**
 * Whether `accept` prefers one of the YAML media types to JSON: a higher quality, or the same one
 * named exactly where JSON is reached only through a wildcard. JSON stays the default.
 */
export function prefersYaml(accept: string | undefined): boolean {
  let yaml = 0;
  let json = 0;
  for (const entry of (accept ?? '').split(',')) {
    const [rawType = '', ...parameters] = entry.split(';').map((part) => part.trim().toLowerCase());
    const qualityText = parameters.find((parameter) => parameter.startsWith('q='))?.slice(2);
    const quality = qualityText === undefined ? 1 : Number(qualityText);
    if (!Number.isFinite(quality)) continue;
    if (YAML_MEDIA_TYPES.includes(rawType)) yaml = Math.max(yaml, quality);
    else if (rawType === 'application/json') json = Math.max(json, quality);
    // A wildcard reaches JSON too, a little behind a type named exactly.
    else if (rawType === '*/*' || rawType === 'application/*') json = Math.max(json, quality - 0.0001);
  }
  return yaml > 0 && yaml > json;
}

/** Static paths before templated ones, so `/service_providers/available_days…` never reads as `/service_providers/{id}`. */
function bySpecificity(validator: ContractValidator) {
  const templated = (route: ContractRoute) => (validator.operation(route.operationId).path.match(/\{/g) ?? []).length;
  return (a: ContractRoute, b: ContractRoute) => templated(a) - templated(b);
}

function mountRoutes(
  app: Hono,
  routes: readonly ContractRoute[],
  validator: ContractValidator,
  useCases: ServerUseCases,
  trustedProxies: number,
  replays: Pick<ReplayedAnswers, 'offer'> | undefined,
): void {
  const checkApiKey = useCases.checkPresentedStaffKey;
  for (const route of [...routes].sort(bySpecificity(validator))) {
    const operation = validator.operation(route.operationId);
    const honoPath = operation.path.replace(/\{([^}]+)\}/g, ':$1');
    // The abuse limits come first, so a request over them is refused before any other work (ADR 0038).
    const limited = LIMITED_OPERATIONS[route.operationId];
    if (limited !== undefined)
      app.on(
        operation.method.toUpperCase(),
        honoPath,
        rateLimited(limited, useCases.admitRequest, checkApiKey, trustedProxies),
      );
    app.on(operation.method.toUpperCase(), honoPath, async (c) => {
      const language = preferredLanguage(c.req.header('accept-language'));
      const text = operation.requestBody === undefined && !operation.rawBody ? undefined : await c.req.text();
      // Every header once, for the validator and the handler alike.
      const headers = everyHeader(c);
      const decoded = validator.validateRequest(route.operationId, {
        path: c.req.param(),
        query: c.req.queries(),
        headers,
        contentType: c.req.header('content-type'),
        body: operation.requestBody === undefined ? undefined : text,
      });
      if (decoded.isErr()) return sendError(c, errorResponse(decoded.error, language));
      const apiKey = c.req.header('api-key') ?? null;
      // A key that is sent must be valid on every call, never silently read as anonymous (ADR 0018).
      const keyChecked = await checkApiKey(apiKey);
      if (keyChecked.isErr()) return sendError(c, errorResponse(keyChecked.error, language));
      const credentials = {
        apiKey,
        sessionToken: getCookie(c, SESSION_COOKIE) ?? null,
        clientAddress: clientAddress(c, trustedProxies),
      };
      const answer = await route.handle(decoded.value, language, credentials, {
        body: text ?? '',
        headers,
        // Parsed only for the one handler that reads it (a payment's return address): a URL's
        // parse was 1.5 % of GET /locations/{id}'s CPU (issue 37).
        get origin() {
          return new URL(c.req.url).origin;
        },
      });
      if (answer.isErr()) {
        // A session the server does not know (ended, expired) is cleared from the browser with its companion (docs/adr/0130).
        if (answer.error._tag === 'SignInRequired')
          for (const cookie of staleSessionCookies({
            session: getCookie(c, SESSION_COOKIE),
            hint: getCookie(c, SESSION_HINT_COOKIE),
          }))
            c.header('Set-Cookie', cookie, { append: true });
        return sendError(c, errorResponse(answer.error, language));
      }
      for (const [name, value] of Object.entries(answer.value.headers ?? {}))
        if (typeof value === 'string') c.header(name, value);
        else for (const each of value) c.header(name, each, { append: true });
      if (answer.value.status === 204) return c.body(null, 204);
      if (answer.value.status === 303) return c.body(null, 303);
      const declared = operation.responses.get(String(answer.value.status));
      // A JSON body with a YAML twin (a catalogue file, ADR 0077) goes as YAML to a request that prefers it.
      if (declared?.yamlAlternative === true && prefersYaml(c.req.header('accept'))) {
        c.header('Content-Type', 'application/yaml; charset=UTF-8');
        return c.body(writeYamlFile(answer.value.body), answer.value.status as ContentfulStatusCode);
      }
      // A text body (an HTML page, a calendar file) goes as the media type the contract gives it.
      const textMediaType =
        declared?.htmlAlternative === true && typeof answer.value.body === 'string'
          ? 'text/html'
          : declared?.textMediaType;
      // A binary body (a signed consent's PDF, issue 32) goes as it is, as the contract's media type.
      if (textMediaType !== undefined && answer.value.body instanceof Uint8Array) {
        c.header('Content-Type', textMediaType);
        const bytes = answer.value.body;
        return c.body(
          bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
          answer.value.status as ContentfulStatusCode,
        );
      }
      if (textMediaType !== undefined) {
        c.header('Content-Type', `${textMediaType}; charset=UTF-8`);
        return c.body(String(answer.value.body), answer.value.status as ContentfulStatusCode);
      }
      return sendJsonAnswer(c, route, answer.value, {
        replays,
        askAgain: askingAgain(route, decoded.value, language, credentials, headers),
      });
    });
  }
}

/**
 * Every header of the request, names in lower case. Over Node's HTTP server, Node's own record of
 * them: what Hono's reads of one header consult too, kept as Node parsed it, where Hono's record of
 * them all would first build the whole Fetch `Headers` of the request (docs/adr/0170). A request
 * made in the process (`app.request`) has Hono's.
 */
function everyHeader(c: Context): Readonly<Record<string, string>> {
  const incoming = (c.env as { readonly incoming?: unknown } | undefined)?.incoming;
  if (!(incoming instanceof IncomingMessage)) return c.req.header();
  const headers = incoming.headers;
  // Only `set-cookie` is a list in Node's record; a request has no business sending it.
  if (headers['set-cookie'] === undefined) return headers as Readonly<Record<string, string>>;
  const { 'set-cookie': cookies, ...others } = headers;
  return { ...(others as Record<string, string>), 'set-cookie': cookies.join(', ') };
}

/**
 * The route asked again as a request was (a replay's check, kept-json-answer.ts): made apart from
 * the handler, so that what it keeps is the request's decoded input and headers, not its context.
 */
function askingAgain(
  route: ContractRoute,
  decoded: DecodedRequest,
  language: Language,
  credentials: RequestCredentials,
  headers: Readonly<Record<string, string>>,
) {
  return (origin: string) => route.handle(decoded, language, credentials, { body: '', headers, origin });
}

let failuresOnlyLogger: Logger | undefined;
/** The logger of apps made without one: failures only, one for every such app (tests make many). */
const failuresOnly = (): Logger => (failuresOnlyLogger ??= createLogger('error'));

/** The Hono app serving the booking API over `useCases`, and the storefront beside it. */
export function createHttpApp(served: ServerUseCases, options: HttpAppOptions): Hono {
  const validator = bookingApiValidator();
  const logger = options.logger ?? failuresOnly();
  const useCases = options.metrics?.countBookings(served) ?? served;
  const reportUnexpected =
    options.reportUnexpected ??
    ((error: unknown, request: FailedRequest) => {
      logger.error({ err: error, ...request }, `Unexpected failure answering ${request.method} ${request.route}`);
    });
  const reportUnavailable =
    options.reportUnavailable ??
    ((error: unknown, request: FailedRequest) => {
      logger.warn(
        { ...request, reason: error instanceof Error ? error.message : String(error) },
        `Unavailable answering ${request.method} ${request.route}`,
      );
    });
  const frameAncestors = options.frameAncestors ?? ["'self'"];
  const app = new Hono();

  // First, so that its access line times and reports every answer, refusals by later middleware included.
  app.use('*', requestLogging(logger, { pageRoutes: STOREFRONT_ROUTES }));
  if (options.metrics !== undefined) {
    // Timed first, so the time and status are what the client got; labelled by the contract operation the route answers.
    const operationIds = new Map(
      [...validator.contract.operations.values()].map((operation) => [
        `${operation.method.toUpperCase()} ${operation.path.replace(/\{([^}]+)\}/g, ':$1')}`,
        operation.operationId,
      ]),
    );
    app.use(
      '*',
      options.metrics.timeRequests((c) =>
        matchedRoutes(c)
          .map((route) => operationIds.get(`${route.method} ${route.path}`))
          .find((id) => id !== undefined),
      ),
    );
  }

  // A company's pages open its trackers' origins, once secureHeaders has written the policy (docs/adr/0076).
  app.use('*', trackerPolicy);
  app.use(
    '*',
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: [...frameAncestors],
        imgSrc: ["'self'", 'data:', 'https:'],
        objectSrc: ["'none'"],
        scriptSrc: ["'self'", ...(options.thirdParty?.scripts ?? [])],
        ...(options.thirdParty === undefined ? {} : { frameSrc: ["'self'", ...options.thirdParty.frames] }),
        ...(options.thirdParty === undefined || options.thirdParty.connects.length === 0
          ? {}
          : { connectSrc: ["'self'", ...options.thirdParty.connects] }),
        // react-aria positions overlays with style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
      },
      // X-Frame-Options cannot name other origins; CSP frame-ancestors says it when they are allowed.
      xFrameOptions: frameAncestors.length === 1 && frameAncestors[0] === "'self'" ? 'SAMEORIGIN' : false,
    }),
  );

  // Answers (JSON, the storefront's index) travel gzipped to clients that accept it: a location's
  // services shrink to a sixth, which the storefront's first paint on mobile waits for. The built
  // storefront's assets are precompressed and carry their Content-Encoding, which this leaves alone.
  app.use('*', compressAnswers());

  const limitBody = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => sendError(c, errorResponse(requestTooLarge, preferredLanguage(c.req.header('accept-language')))),
  });
  // GET and HEAD carry no body (@hono/node-server gives them none), and asking whether one has
  // would build the Fetch Request of every read, a twentieth of an hours request's CPU (issue 19).
  const limitBodies: MiddlewareHandler = (c, next) =>
    c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limitBody(c, next);
  app.use('*', limitBodies);

  const routes = [
    ...companyRoutes(useCases),
    ...locationRoutes(useCases),
    ...catalogueRoutes(useCases),
    ...giftCardPurchaseRoutes(useCases),
    ...consentRoutes(useCases),
    ...locationAgendaRoutes(useCases),
    ...catalogueFileRoutes(useCases),
    ...bookingRoutes(useCases),
    ...vehicleRoutes(useCases),
    ...availabilityRoutes(useCases),
    ...userRoutes(useCases),
    ...reviewRoutes(useCases),
    ...clientRoutes(useCases),
    ...paymentRoutes(useCases),
    ...staffKeyRoutes(useCases),
    ...giftCardRoutes(useCases),
    ...(options.testClock === undefined ? [] : [testClockRoute(options.testClock)]),
  ];
  // Before the API and the storefront, whose catch-all routes would otherwise answer them.
  options.health?.mount(app);
  options.metrics?.mount(app);
  // Crawlers read the storefront, not the API (docs/adr/0093).
  const robots = robotsTxt(
    [...validator.contract.operations.values()].map((operation) => operation.path.split('/')[1] ?? ''),
  );
  const publicOrigin = options.storefront.publicOrigin;
  app.get('/robots.txt', (c) => {
    c.header('Cache-Control', 'public, max-age=86400');
    return c.text(`${robots}Sitemap: ${publicOrigin ?? new URL(c.req.url).origin}${SITEMAP_PATH}\n`);
  });
  // Every active location's page, for search engines (docs/adr/0128).
  mountSitemap(app, useCases.listSitemapPages, publicOrigin);
  mountRoutes(app, routes, validator, useCases, options.trustedProxies ?? 0, options.replays);
  const notFoundPage = mountStorefront(app, options.storefront, useCases, {
    // A page the server cannot render goes out as the browser renders it alone (docs/adr/0129).
    renderFailed: (error) => {
      logger.error({ err: error }, 'The storefront page could not be rendered on the server');
    },
    now: () => options.testClock?.now() ?? Date.now(),
  });

  // A browser reads the storefront's not-found page; an API client the contract's Error (docs/adr/0093).
  app.notFound((c) =>
    wantsPage(c)
      ? notFoundPage(c)
      : sendError(c, errorResponse(routeNotFound, preferredLanguage(c.req.header('accept-language')))),
  );
  // A page the browser navigates to (the sandbox's payment page) fails as a page too, in the
  // media type its contract gives its 500 and 503.
  const pageRoutes = new Set(
    [...validator.contract.operations.values()]
      .filter((operation) => operation.responses.get('503')?.textMediaType === 'text/html')
      .map((operation) => `${operation.method.toUpperCase()} ${operation.path.replace(/\{([^}]+)\}/g, ':$1')}`),
  );
  app.onError((error, c) => {
    // A client cut mid-body by the request timeout, or gone by itself (docs/adr/0092): reading its
    // body failed, and nobody is left to read an answer. Not a failure of the server's.
    if (clientGone(error)) return c.body(null, 408);
    const request: FailedRequest = {
      method: c.req.method,
      route: routeLabel(c, STOREFRONT_ROUTES, 500),
      requestId: requestIdOf(c),
    };
    // The database out of reach is a moment to wait through, not a bug (docs/adr/0049): 503 with
    // Retry-After, and a line in the log rather than a stack.
    const unavailable = isUnavailable(error);
    if (unavailable) reportUnavailable(error, request);
    else reportUnexpected(error, request);
    const language = preferredLanguage(c.req.header('accept-language'));
    const response = errorResponse(unavailable ? serverUnavailable : unexpectedFailure, language);
    if (pageRoutes.has(`${c.req.method} ${routePath(c)}`)) {
      for (const [name, value] of Object.entries(response.headers ?? {})) c.header(name, value);
      return c.html(serverFailurePage(unavailable ? 'unavailable' : 'unexpected', language), response.status);
    }
    // A person reads a storefront page: its 500 page, never the API's JSON (storefront §2 "500 page").
    if ((c.req.method === 'GET' || c.req.method === 'HEAD') && isStorefrontPage(c.req.path)) {
      const url = new URL(c.req.url);
      for (const [name, value] of Object.entries(response.headers ?? {})) c.header(name, value);
      c.header('Cache-Control', 'no-store');
      return c.html(serverErrorPage(language, `${url.pathname}${url.search}`), response.status);
    }
    return sendError(c, response);
  });
  return app;
}
