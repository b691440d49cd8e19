import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { LIVE_ATTRIBUTE } from '#adapters/browser/early-clicks';
import type { ServerClock } from './pinned-clock.test-support';

// Test support: Debian's chromium, driven by playwright-core — never a downloaded browser. Where it
// is not installed the browser tests are skipped and say so loudly, unless RESERVA_REQUIRE_CHROMIUM=1
// (set by .ci/run), where its absence fails the run instead — as RESERVA_REQUIRE_POSTGRES does for
// PostgreSQL (src/adapters/persistence/test-databases.test-support.ts).

export const CHROMIUM_PATH = '/usr/bin/chromium';

// A company's storefront is on its own host (docs/adr/0033): `salon-aurora.localhost` reaches the
// test server, which listens on 127.0.0.1, as plain `localhost` does — never ::1.
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--host-resolver-rules=MAP *.localhost 127.0.0.1, MAP localhost 127.0.0.1',
];

/**
 * Why chromium can't drive `suite` here; undefined when it can. Throws when RESERVA_REQUIRE_CHROMIUM=1
 * and it is absent, so the test file fails instead of skipping.
 */
export function chromiumUnavailable(suite: string): string | undefined {
  if (existsSync(CHROMIUM_PATH)) return undefined;
  const problem = `Debian's chromium is not installed at ${CHROMIUM_PATH} (apt-get install chromium)`;
  if (process.env['RESERVA_REQUIRE_CHROMIUM'] === '1') {
    throw new Error(`${problem}, and RESERVA_REQUIRE_CHROMIUM=1 requires it.`);
  }
  console.warn(`\n⚠ SKIPPING the browser tests of ${suite}: ${problem}.\n`);
  return problem;
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

export interface Viewport {
  readonly width: number;
  readonly height: number;
}

/** A phone's screen: below the 1200 px breakpoint the wizard is laid out for mobile. */
export const MOBILE: Viewport = { width: 390, height: 844 };
/** A wide screen: from 1200 px on, the services panel sits beside the step and the strip shows 14 days. */
export const WIDE: Viewport = { width: 1280, height: 900 };

/** How long a step may take to show what a user waits for before the test gives up. */
const ACTION_TIMEOUT_MS = 15_000;

/**
 * A storefront page the server rendered shows its fields before its code answers them (docs/adr/0133):
 * text typed then would be reset by the first render. The page's `goto` and `reload` therefore return
 * once the storefront's root is live — at once for a page without one (a plain error page, JSON).
 */
function untilLiveOnLoad(page: Page): void {
  const untilLive = () =>
    page.locator(`#root[${LIVE_ATTRIBUTE}], body:not(:has(#root))`).first().waitFor({ state: 'attached' });
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await untilLive();
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (options) => {
    const response = await reload(options);
    await untilLive();
    return response;
  };
}

/**
 * Pages each in a fresh browser context (no cookies, storage or language choice carried over), and
 * what went wrong inside them: a script error in the page fails the test that opened it. Each
 * context's clock starts where the server's is (docs/adr/0047) and runs on from there, timers and
 * all, so the storefront's today is the server's whatever the machine's date.
 */
export class BrowserPages {
  private readonly browser: Browser;
  private readonly clock: ServerClock;
  private readonly contexts: BrowserContext[] = [];
  private readonly errors: string[] = [];

  constructor(browser: Browser, clock: ServerClock) {
    this.browser = browser;
    this.clock = clock;
  }

  /**
   * A page in a fresh context. The storefront speaks its country's language unless the visitor chose
   * one (docs/adr/0074): these tests read it in English, as a visitor who chose English before —
   * unless they ask for a first visit (`chosenLanguage: null`) or another choice. A choice made in
   * the page is kept.
   */
  async open(
    viewport: Viewport = WIDE,
    { chosenLanguage = 'en' }: { readonly chosenLanguage?: 'en' | 'es' | null } = {},
  ): Promise<Page> {
    const context = await this.browser.newContext({ viewport, locale: 'en-US' });
    context.setDefaultTimeout(ACTION_TIMEOUT_MS);
    this.contexts.push(context);
    if (chosenLanguage !== null)
      await context.addInitScript((language: string) => {
        if (window.localStorage.getItem('reserva.language') === null)
          window.localStorage.setItem('reserva.language', language);
      }, chosenLanguage);
    await context.clock.install({ time: this.clock.now() });
    const page = await context.newPage();
    page.on('pageerror', (error) => {
      this.errors.push(`${page.url()}: ${error.message}`);
    });
    untilLiveOnLoad(page);
    return page;
  }

  /** Script errors the pages raised since the last call, emptied. */
  takeErrors(): readonly string[] {
    return this.errors.splice(0);
  }

  async closeAll(): Promise<void> {
    await Promise.all(this.contexts.splice(0).map((context) => context.close()));
  }
}
