import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { BrowserPages, launchChromium } from './chromium.test-support';
import { startStorefrontServer, type StorefrontServer } from './storefront-server.test-support';

/** What a browser suite's tests drive: pages in Debian's chromium, and the storefront server's origin. */
export interface StorefrontSuite {
  readonly pages: BrowserPages;
  readonly origin: string;
}

/**
 * Called inside a `describe`: chromium and a storefront server — by default on a fresh PGlite
 * database with the demo data; `start` starts another — for the whole suite. Every test's pages are
 * closed after it, and a script error in any of them fails that test. `pages` and `origin` are there
 * from the first test on.
 */
export function storefrontInChromium(start: () => Promise<StorefrontServer> = startStorefrontServer): StorefrontSuite {
  let browser: Browser | undefined;
  let server: StorefrontServer | undefined;
  let pages: BrowserPages | undefined;

  beforeAll(async () => {
    // One after the other, so that neither is left running when the other fails to start.
    browser = await launchChromium();
    pages = new BrowserPages(browser);
    server = await start();
  });

  afterEach(async () => {
    if (pages === undefined) return;
    const errors = pages.takeErrors();
    await pages.closeAll();
    expect(errors, 'script errors in the page').toEqual([]);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const started = <T,>(value: T | undefined): T => {
    if (value === undefined) throw new Error('The storefront suite has not started: use its pages and origin inside tests.');
    return value;
  };
  return {
    get pages() {
      return started(pages);
    },
    get origin() {
      return started(server).origin;
    },
  };
}
