import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context, Hono } from 'hono';
import { htmlText } from '#domain/shared/html-text';
import type { PreloadedAnswers } from '../http/preloaded-answers';
import type { SiteLinks } from '../http/site-links';
import type { StorefrontRendererModule } from '../http/storefront-render-request';
import type { Language } from './language';

// The storefront's pages rendered on the server (docs/adr/0129): `npm run build:storefront` builds
// its renderer (src/ui/server-composition-root.tsx) beside the storefront, `<storefront>-ssr/server-render.mjs`,
// and the page's root is filled with what it renders. Rendering only ever adds to a page: without
// the renderer, or when it fails (logged), the page goes out as the browser renders it alone.

/** The page's root as the renderer filled it: its HTML, and the instant it rendered at (shared/first-page.ts). */
export interface RenderedRoot {
  readonly html: string;
  readonly renderedAt: number;
}

/** A page's render: what goes in its root (null when it is not rendered), and the answers it carries, with those the render read. */
export interface PageRender {
  readonly root: RenderedRoot | null;
  readonly preloaded: PreloadedAnswers | null;
}

export interface PageToRender {
  readonly language: Language;
  readonly words: unknown;
  readonly preloaded: PreloadedAnswers | null;
  readonly siteLinks: SiteLinks;
}

export interface StorefrontRenderingSurroundings {
  /** Where a failed render is reported; the page goes out without it. */
  readonly renderFailed: (error: unknown) => void;
  /** The server's time (its test clock under the browser tests), which the page is rendered at. */
  readonly now: () => number;
}

export type StorefrontRenderer = (c: Context, page: PageToRender) => Promise<PageRender>;

/** The renderer's file for the storefront built into `directory`. */
export function rendererFile(directory: string): string {
  return path.join(
    path.dirname(path.resolve(directory)),
    `${path.basename(path.resolve(directory))}-ssr`,
    'server-render.mjs',
  );
}

/**
 * Renders the storefront's pages with the renderer built beside `directory`, asking `app` in
 * process for what a page does not carry. Loaded again when it is rebuilt, as the index is read again.
 */
export function storefrontRenderer(
  app: Hono,
  directory: string,
  surroundings: StorefrontRenderingSurroundings,
): StorefrontRenderer {
  const file = rendererFile(directory);
  let loaded: { readonly modified: number; readonly module: Promise<StorefrontRendererModule> } | null = null;
  const renderer = (): Promise<StorefrontRendererModule> | null => {
    if (!existsSync(file)) return null;
    const modified = statSync(file).mtimeMs;
    if (loaded?.modified !== modified)
      loaded = {
        modified,
        module: import(`${pathToFileURL(file).href}?v=${String(modified)}`) as Promise<StorefrontRendererModule>,
      };
    return loaded.module;
  };
  // Loaded as the server starts, rather than at the first page (a module of some 2.5 MB).
  renderer()?.catch((error: unknown) => {
    surroundings.renderFailed(error);
  });
  return async (c, page) => {
    const unrendered: PageRender = { root: null, preloaded: page.preloaded };
    try {
      const module = renderer();
      if (module === null) return unrendered;
      const renderedAt = surroundings.now();
      const rendered = await (
        await module
      ).renderStorefrontPage({
        url: c.req.url,
        host: c.req.header('host') ?? new URL(c.req.url).host,
        language: page.language,
        words: page.words,
        preloaded: page.preloaded,
        siteLinks: page.siteLinks,
        now: renderedAt,
        // With the visitor's connection, so what the page reads counts against their abuse limits (ADR 0038).
        fetch: (input, init) => Promise.resolve(app.request(new Request(input, init), undefined, c.env)),
      });
      const read = Object.keys(rendered.answers).length > 0;
      return {
        root: { html: rendered.html, renderedAt },
        preloaded: read
          ? { ...page.preloaded, language: page.language, answers: { ...rendered.answers, ...page.preloaded?.answers } }
          : page.preloaded,
      };
    } catch (error) {
      surroundings.renderFailed(error);
      return unrendered;
    }
  };
}

/** `pageHtml` with its root filled with `root` (docs/adr/0129); as it is when there is none. */
export function withRenderedRoot(pageHtml: string, root: RenderedRoot | null): string {
  if (root === null) return pageHtml;
  return pageHtml.replace(
    '<div id="root"></div>',
    () => `<div id="root" data-rendered-at="${htmlText(String(root.renderedAt))}">${root.html}</div>`,
  );
}
