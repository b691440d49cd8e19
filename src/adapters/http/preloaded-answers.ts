// A location page's first answers travel with its index (docs/adr/0028): the server asks its own API
// for them while it sends the page, and the storefront's HTTP client takes each from the page instead
// of asking again, once. Both sides key an answer the same way, so neither depends on the other's
// order of query parameters. With them travel the offsets of the location's time zone around the
// page's time (docs/adr/0149): the client takes them rather than make its first Intl reader.

import type { ZoneOffsetsSeed } from '#domain/availability/time-zone';

/** The element the answers travel in: JSON, never run (the CSP's script-src does not apply to it). */
export const PRELOADED_ANSWERS_ID = 'reserva-preloaded-answers';

export interface PreloadedAnswer {
  readonly status: number;
  readonly body: unknown;
}

export interface PreloadedAnswers {
  /** The language the answers are written in (Accept-Language); a client speaking another asks again. */
  readonly language: string;
  /** By `answerKey`. */
  readonly answers: Readonly<Record<string, PreloadedAnswer>>;
  /** The location's time zone's offsets around the page's time (docs/adr/0149); none when absent. */
  readonly zones?: readonly ZoneOffsetsSeed[];
}

/** The zones' seeds a page's answers carry, as they came: each is read (and may be refused) by `seedTimeZone`. */
export function carriedZones(preloaded: PreloadedAnswers | null): readonly unknown[] {
  const zones: unknown = preloaded?.zones;
  return Array.isArray(zones) ? (zones as unknown[]) : [];
}

/** An API call's address as answers are keyed: its path, then its query parameters sorted by name. */
export function answerKey(url: URL): string {
  const parameters = [...url.searchParams.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = new URLSearchParams(parameters).toString();
  return query === '' ? url.pathname : `${url.pathname}?${query}`;
}

/** The answers as they can sit inside an HTML page: JSON that no `</script>` or comment can end early. */
export function answersForHtml(preloaded: PreloadedAnswers): string {
  return jsonForHtml(preloaded);
}

/** `value` as JSON that can sit inside an HTML page's script element: no `</script>` or comment can end it early. */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function isPreloadedAnswers(value: unknown): value is PreloadedAnswers {
  if (typeof value !== 'object' || value === null) return false;
  const { language, answers } = value as { language?: unknown; answers?: unknown };
  return typeof language === 'string' && typeof answers === 'object' && answers !== null;
}

/** The answers a page carries; null when it carries none or they cannot be read. */
export function readPreloadedAnswers(text: string | null): PreloadedAnswers | null {
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    return isPreloadedAnswers(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * A fetch that answers a GET the page carries an answer for — in the client's language — from the
 * page, once, and sends everything else on to `fetch`.
 */
export function preloadedFetch(
  preloaded: PreloadedAnswers | null,
  language: string,
  fetch: typeof globalThis.fetch,
): typeof globalThis.fetch {
  const waiting = new Map(
    preloaded === null || preloaded.language !== language ? [] : Object.entries(preloaded.answers),
  );
  return (input, init) => {
    const request = new Request(input, init);
    const key = request.method === 'GET' ? answerKey(new URL(request.url)) : null;
    const answer = key === null ? undefined : waiting.get(key);
    if (key === null || answer === undefined) return fetch(request);
    waiting.delete(key);
    return Promise.resolve(
      new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      }),
    );
  };
}
