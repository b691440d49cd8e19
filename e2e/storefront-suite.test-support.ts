import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { BrowserPages, launchChromium } from './chromium.test-support';
import type { PinnedInstant, ServerClock } from './pinned-clock.test-support';
import { startSmtpInbox, type SmtpInbox } from './smtp-inbox.test-support';
import { startStorefrontServer, type StorefrontServer } from './storefront-server.test-support';

/** What a browser suite's tests drive: pages in Debian's chromium, and the storefront server's origin and clock. */
export interface StorefrontSuite {
  readonly pages: BrowserPages;
  readonly origin: string;
  /** The server's clock, pinned at the suite's instant; every page's clock starts where it is. */
  readonly clock: ServerClock;
}

/** How much of the server's output a failing test shows: the end, where the failure is. */
const SERVER_OUTPUT_SHOWN = 6_000;

/**
 * Called inside a `describe`: chromium and a storefront server for the whole suite, both clocks
 * pinned at `at` (docs/adr/0047) — by default on a fresh PGlite database with the demo data seeded
 * from that day; `start` starts another. Every test's pages are closed after it, and a script error
 * in any of them fails that test; a failed test shows what the server printed. `pages`, `origin`
 * and `clock` are there from the first test on.
 */
export function storefrontInChromium(
  at: PinnedInstant,
  start: (at: PinnedInstant) => Promise<StorefrontServer> = startStorefrontServer,
): StorefrontSuite {
  let browser: Browser | undefined;
  let server: StorefrontServer | undefined;
  let pages: BrowserPages | undefined;

  beforeAll(async () => {
    // One after the other, so that neither is left running when the other fails to start.
    browser = await launchChromium();
    server = await start(at);
    pages = new BrowserPages(browser, server.clock);
  });

  afterEach(async (context) => {
    if (context.task.result?.state === 'fail' && server !== undefined) {
      console.error(
        `The server's output up to the failure of “${context.task.name}”:\n${server.output().slice(-SERVER_OUTPUT_SHOWN)}`,
      );
    }
    if (pages === undefined) return;
    const errors = pages.takeErrors();
    await pages.closeAll();
    expect(errors, 'script errors in the page').toEqual([]);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const started = <T>(value: T | undefined): T => {
    if (value === undefined)
      throw new Error('The storefront suite has not started: use its pages, origin and clock inside tests.');
    return value;
  };
  return {
    get pages() {
      return started(pages);
    },
    get origin() {
      return started(server).origin;
    },
    get clock() {
      return started(server).clock;
    },
  };
}

/**
 * The storefront in Chromium at `at`, its server sending its mails every second to a real SMTP
 * server of the suite's own (`env` adds to the server's environment); `mailbox()` is that server's
 * inbox once the suite has started.
 */
export function storefrontWithInbox(
  at: PinnedInstant,
  env: Readonly<Record<string, string>> = {},
): {
  readonly suite: StorefrontSuite;
  readonly mailbox: () => SmtpInbox;
} {
  let inbox: SmtpInbox | undefined;
  const suite = storefrontInChromium(at, async (pinned) => {
    inbox = await startSmtpInbox();
    return startStorefrontServer(pinned, { SMTP_URL: inbox.url, RESERVA_MAIL_DISPATCH_INTERVAL: '1', ...env });
  });
  afterAll(async () => {
    await inbox?.close();
  });
  return {
    suite,
    mailbox: () => {
      if (inbox === undefined) throw new Error('The SMTP inbox has not started');
      return inbox;
    },
  };
}
