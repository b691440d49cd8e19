// What the server asks of the storefront's built renderer and what it answers (docs/adr/0129): the
// one shape src/ui/server-composition-root.tsx implements and src/adapters/http-server/storefront-rendering.ts
// calls, across the build that separates them.
import type { Language } from '#i18n/languages';
import type { PreloadedAnswer, PreloadedAnswers } from './preloaded-answers';
import type { SiteLinks } from './site-links';

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

/** The built renderer's module (`server-render.mjs`). */
export interface StorefrontRendererModule {
  renderStorefrontPage(request: StorefrontRenderRequest): Promise<StorefrontRendered>;
}
