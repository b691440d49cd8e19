import type { Context } from 'hono';
import { ROUTE_LABELS } from '../observability/request-logging';
import type { KeptAnswer } from './rendered-page-cache';
import type { ReplayedAnswers } from './replayed-answers';

// A location page's answer as sent (docs/adr/0132): a kept page as the bytes it was written as
// once, gzipped once for a browser that takes gzip, and offered for replay while it is kept
// (docs/adr/0146).

/** Whether an Accept-Encoding header takes gzip (by name or `*`, with a q above 0), as hono's compress reads it. */
export function acceptsGzip(header: string | undefined): boolean {
  if (header === undefined) return false;
  let wildcard = 0;
  for (const part of header.split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const qualityText = parameters.find((parameter) => parameter.startsWith('q='))?.slice(2);
    const quality = qualityText === undefined ? 1 : Number(qualityText);
    if (name === 'gzip') return Number.isFinite(quality) && quality > 0;
    if (name === '*' && Number.isFinite(quality)) wildcard = quality;
  }
  return wildcard > 0;
}

/** Where a kept page's answer is offered for replay, and while it holds. */
export interface PageReplay {
  readonly replays: Pick<ReplayedAnswers, 'offer'> | undefined;
  /** Whether the answer is still the page kept (RenderedPageCache.isCurrent). */
  readonly current: () => boolean;
}

/**
 * A location page's answer: a kept page as the bytes it was written as once, gzipped once for a
 * browser that takes gzip (rendered-page-cache.ts), which the compress middleware then leaves alone,
 * and offered to `replay` as those bytes; any other as its text. A kept page's entity tag was
 * computed once, as the etag middleware would (it keeps one the page has).
 */
export function sendPage(c: Context, answer: KeptAnswer & { readonly _tag: 'Page' }, replay?: PageReplay): Response {
  if (answer.bytes === null || answer.gzipped === null || answer.etag === null)
    return c.html(answer.html, answer.status);
  c.header('Vary', 'Accept-Encoding', { append: true });
  const gzipped = acceptsGzip(c.req.header('accept-encoding'));
  const body = gzipped ? answer.gzipped : answer.bytes;
  // Weak when gzipped, as hono's compress marks the entity tag of what it compresses.
  c.header('ETag', gzipped ? `W/${answer.etag}` : answer.etag);
  if (replay !== undefined)
    replay.replays?.offer(c.req.raw, {
      status: answer.status,
      body,
      contentEncoding: gzipped ? 'gzip' : null,
      stillCurrent: replay.current,
      route: ROUTE_LABELS.storefrontPage,
    });
  return c.body(body, answer.status, {
    'Content-Type': 'text/html; charset=UTF-8',
    ...(gzipped ? { 'Content-Encoding': 'gzip' } : {}),
  });
}
