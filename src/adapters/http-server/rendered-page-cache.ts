import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { AGENDA_CHANNEL, agendaChangeOf } from '../persistence/cached-agenda';
import type { SqlDatabase } from '../persistence/sql-database';
import { WeightedLru, type CacheFigures } from '#application/shared/weighted-lru';

// Location pages kept as the server rendered them (issue 36; docs/adr/0132). Rendering a location
// page with React takes some 25–40 ms of CPU; asked by 50 visitors at once it cannot be answered
// within 20 ms at p99 if every request renders it anew. A page is the same for every visitor (no
// cookie, session or header of theirs goes into it, docs/adr/0129), so it is rendered once per
// address and language and kept:
//
// - at most `maxPages` pages weighing `budgetBytes` together (estimated: `pageWeight`), the least
//   recently used dropped first (docs/adr/0135);
// - `maxAgeMs` by the server's clock (its test clock under the browser tests), since not everything
//   a page shows says when it changes (reviews, social links, gift cards, the day); a page that
//   aged is still answered while one request renders it anew, up to twice its age, so that a
//   render's 25–40 ms never hold up every visitor of a busy page at once;
// - forgotten at once when the catalogue or a company changes (`forget`, called when the database's
//   `reserva_agenda` channel says 'all', from any process: docs/adr/0071);
// - one render for the requests that ask for a page together; a render under way when the
//   catalogue changed answers those that asked for it, and is not kept.

/** What a location page's address answers: the page, or a redirect to its own country's address. */
export type PageAnswer =
  | {
      readonly _tag: 'Page';
      readonly status: 200 | 404;
      readonly html: string;
      /** The origins the company's trackers may load from (tracker-policy.ts). */
      readonly trackerOrigins: { readonly scripts: readonly string[]; readonly connects: readonly string[] };
    }
  | { readonly _tag: 'Moved'; readonly location: string };

/**
 * A page answer as kept, with its entity tag (as hono's etag middleware would compute it: SHA-1 of
 * the body) and its HTML written as UTF-8 once: answered as those bytes, a kept page's 110 kB of
 * text is not encoded again for every request, which was three quarters of a kept page's CPU.
 */
export type KeptAnswer = PageAnswer & {
  readonly etag: string | null;
  readonly bytes: Uint8Array<ArrayBuffer> | null;
  /** The same bytes gzipped once, for the browsers that accept gzip (all of them): not compressed again per request. */
  readonly gzipped: Uint8Array<ArrayBuffer> | null;
};

export interface RenderedPageCacheOptions {
  /** How many pages are kept at most; 256 by default. */
  readonly maxPages?: number;
  /** The estimated bytes the pages kept may weigh together (RESERVA_PAGE_CACHE_MB); 16 MiB by default. */
  readonly budgetBytes?: number;
  /** How long a page is kept at most, in milliseconds of `now`; 5 s by default. */
  readonly maxAgeMs?: number;
  /** The server's clock, in milliseconds. */
  readonly now: () => number;
}

export interface RenderedPageCache {
  /** The page kept under `key`, or `answer()`'s, kept; one that aged is renewed with `answer()`. */
  page(key: string, answer: () => Promise<PageAnswer>): Promise<KeptAnswer>;
  /**
   * Whether `answer` is still the page kept under `key`, within its age: what a replayed answer of
   * it (replayed-answers.ts) holds while. An aged page is not: its next request goes to `page`, which renews it.
   */
  isCurrent(key: string, answer: KeptAnswer): boolean;
  /** Forgets every page: what they show has changed. */
  forget(): void;
  /** How many pages are kept. */
  size(): number;
  /** The pages kept, their weight, and the requests answered from them (for /metrics; docs/adr/0135). */
  readonly figures: () => CacheFigures;
}

interface Entry {
  readonly answer: Promise<KeptAnswer>;
  readonly at: number;
  /** The answer once it has arrived. */
  read?: KeptAnswer;
  /** Whether a newer render of an aged entry is under way. */
  renewing: boolean;
}

/** 16 MiB: the rendered pages' share of a process's 450 MB (docs/adr/0135). */
export const DEFAULT_PAGE_BUDGET_BYTES = 16 * 1024 * 1024;

/** What an entry and its answer hold besides the page's text (entity tag, tracker origins, promise). */
const PAGE_BASE_BYTES = 1_024;

/**
 * The estimated bytes a page answer holds: its HTML at two bytes a character (V8 keeps a string
 * with any character beyond Latin-1 at two), its UTF-8 bytes and their gzip, and the rest; an
 * answer still being rendered, the rest.
 */
export function pageWeight(answer: KeptAnswer | undefined): number {
  if (answer?._tag !== 'Page') return PAGE_BASE_BYTES;
  return PAGE_BASE_BYTES + 2 * answer.html.length + (answer.bytes?.byteLength ?? 0) + (answer.gzipped?.byteLength ?? 0);
}

function kept(answer: PageAnswer): KeptAnswer {
  if (answer._tag !== 'Page') return { ...answer, etag: null, bytes: null, gzipped: null };
  const bytes = new TextEncoder().encode(answer.html);
  const gzipped = new Uint8Array(gzipSync(bytes));
  return { ...answer, etag: `"${createHash('sha1').update(bytes).digest('hex')}"`, bytes, gzipped };
}

export function renderedPageCache(options: RenderedPageCacheOptions): RenderedPageCache {
  const maxAgeMs = options.maxAgeMs ?? 5_000;
  const entries = new WeightedLru<Entry>(options.budgetBytes ?? DEFAULT_PAGE_BUDGET_BYTES, options.maxPages ?? 256);

  const keep = (key: string, entry: Entry) => {
    entries.set(key, entry, pageWeight(entry.read));
  };

  const render = (key: string, answer: () => Promise<PageAnswer>, now: number): Entry => {
    const entry: Entry = { answer: answer().then(kept), at: now, renewing: false };
    entry.answer.then(
      (read) => {
        entry.read = read;
        // Weighed once rendered: a heavy page may drop older ones, or, heavier than them all, itself.
        if (entries.holds(key, entry)) entries.replace(key, entry, pageWeight(read));
      },
      () => {
        if (entries.holds(key, entry)) entries.delete(key);
      },
    );
    return entry;
  };

  return {
    page(key, answer) {
      const now = options.now();
      const found = entries.get(key);
      // A clock moved back (the test clock) keeps no page either.
      const age = found === undefined ? Number.NaN : now - found.at;
      const fresh = found !== undefined && age >= 0 && age <= maxAgeMs;
      // Aged but not forgotten: still answered, once more than its age at most, while one request
      // renders it anew, which replaces it unless the catalogue changed meanwhile.
      const aged = found?.read !== undefined && age > 0 && age <= 2 * maxAgeMs;
      entries.counted(fresh || aged);
      if (fresh) return found.answer;
      if (aged) {
        if (!found.renewing) {
          found.renewing = true;
          const renewed = render(key, answer, now);
          renewed.answer.then(
            () => {
              if (entries.holds(key, found)) keep(key, renewed);
            },
            () => {
              found.renewing = false;
            },
          );
        }
        return found.answer;
      }
      const entry = render(key, answer, now);
      keep(key, entry);
      return entry.answer;
    },
    isCurrent(key, answer) {
      const found = entries.get(key);
      if (found?.read !== answer) return false;
      const age = options.now() - found.at;
      return age >= 0 && age <= maxAgeMs;
    },
    forget() {
      entries.clear();
    },
    size: () => entries.figures().entries,
    figures: () => entries.figures(),
  };
}

/**
 * Makes `cache` forget its pages whenever `database` says the catalogue or a company changed (the
 * agenda cache's channel, docs/adr/0071): a change of held time alone (a booking) changes no page.
 * While the listening is down what was missed is unknown, so the pages are forgotten then and when
 * it resumes; the pages' age bounds them meanwhile. Resolves once listening, or when it cannot.
 */
export async function forgetPagesOnCatalogueChanges(
  database: Pick<SqlDatabase, 'listen'>,
  cache: Pick<RenderedPageCache, 'forget'>,
): Promise<void> {
  try {
    await database.listen?.(AGENDA_CHANNEL, {
      notified: (payload) => {
        if (agendaChangeOf(payload)._tag === 'Everything') cache.forget();
      },
      interrupted: () => {
        cache.forget();
      },
      resumed: () => {
        cache.forget();
      },
    });
  } catch {
    // Not listening: pages are kept no longer than their age.
  }
}
