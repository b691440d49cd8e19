import type { Context, Hono, MiddlewareHandler } from 'hono';
import { companyTrackers, trackerOrigins, type TrackerOrigins } from '#domain/storefront/company-trackers';
import type { StorefrontRoute } from '#domain/storefront/storefront-route';
import type { PreloadedAnswers } from '../http/preloaded-answers';

// A company's own trackers, its Meta pixel and Google tag, load on its pages once the visitor
// consents (docs/adr/0076). The page's content-security policy opens their origins on those pages
// only: the company's location page, and a booking's page, where a booking paid online is counted
// once its payment confirms it. Every other page, and every company without trackers, keeps the
// policy that lets nothing third-party load.

const opened = new WeakMap<Request, TrackerOrigins>();

/** Opens `origins` in the policy of the page `c` answers. */
export function allowTrackerOrigins(c: Context, origins: TrackerOrigins): void {
  if (origins.scripts.length > 0 || origins.connects.length > 0) opened.set(c.req.raw, origins);
}

/** `policy` with `sources` added to `directive`, which is written when the policy has none (from its `'self'`). */
export function withSources(policy: string, directive: string, sources: readonly string[]): string {
  if (sources.length === 0) return policy;
  const directives = policy.split(';').map((part) => part.trim());
  const index = directives.findIndex((part) => part.split(/\s+/)[0] === directive);
  if (index === -1) return [...directives, `${directive} 'self' ${sources.join(' ')}`].join('; ');
  const present = new Set((directives[index] ?? '').split(/\s+/));
  const added = sources.filter((source) => !present.has(source));
  return directives
    .map((part, at) => (at === index && added.length > 0 ? `${part} ${added.join(' ')}` : part))
    .join('; ');
}

/**
 * Widens the content-security policy of the pages allowTrackerOrigins opened. Mounted before
 * secureHeaders, so it reads the policy secureHeaders wrote.
 */
export const trackerPolicy: MiddlewareHandler = async (c, next) => {
  await next();
  // Nearly every answer opens nothing: the answer's headers are read only for one that does (issue 37).
  const origins = opened.get(c.req.raw);
  if (origins === undefined) return;
  const policy = c.res.headers.get('Content-Security-Policy');
  if (policy === null) return;
  c.res.headers.set(
    'Content-Security-Policy',
    withSources(withSources(policy, 'script-src', origins.scripts), 'connect-src', origins.connects),
  );
};

type Body = Readonly<Record<string, unknown>>;
const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

const NONE: TrackerOrigins = { scripts: [], connects: [] };

function originsOf(overview: Body): TrackerOrigins {
  return trackerOrigins(
    companyTrackers({
      facebookCustomTracker: text(overview['facebook_custom_tracker']),
      googleCustomTracker: text(overview['google_custom_tracker']),
      googleCustomTrackerDomain: text(overview['google_custom_tracker_domain']),
    }),
  );
}

/**
 * The tracker origins of the page `route` names: a location page's company's, read from the
 * overview it carries; a booking's page's, from its booking's location's company, asked of `app`.
 * None for any other page, or when an answer cannot be read — the page then loads no tracker.
 * `env` is the page request's, whose connection the questions are asked on.
 */
export async function pageTrackerOrigins(
  app: Hono,
  route: StorefrontRoute,
  preloaded: PreloadedAnswers | null,
  env: unknown,
): Promise<TrackerOrigins> {
  const ask = async (address: string): Promise<Body | null> => {
    try {
      // With the visitor's connection, so the booking's token lookup counts against their abuse limits (ADR 0038).
      const response = await app.request(address, undefined, env);
      if (response.status !== 200) return null;
      const body: unknown = await response.json();
      return typeof body === 'object' && body !== null ? (body as Body) : null;
    } catch {
      return null;
    }
  };
  if (route.page === 'location') {
    const overview = Object.entries(preloaded?.answers ?? {}).find(([key]) =>
      key.startsWith('/companies/overview?'),
    )?.[1];
    return overview?.status === 200 && typeof overview.body === 'object' && overview.body !== null
      ? originsOf(overview.body as Body)
      : NONE;
  }
  if (route.page !== 'bookingSummary') return NONE;
  const summary = await ask(`/bookings/${String(route.bookingId)}/${encodeURIComponent(route.accessToken)}`);
  const locationId = (summary?.['location'] as Body | undefined)?.['id'];
  if (typeof locationId !== 'number') return NONE;
  const website = text((await ask(`/locations/${String(locationId)}`))?.['company_web_address']);
  if (website === null) return NONE;
  const overview = await ask(`/companies/overview?${new URLSearchParams({ website }).toString()}`);
  return overview === null ? NONE : originsOf(overview);
}
