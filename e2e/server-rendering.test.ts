import { request } from 'node:http';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LIVE_ATTRIBUTE } from '#adapters/browser/early-clicks';
import { eventually, shown } from './booking-wizard.test-support';
import { chromiumUnavailable, MOBILE, WIDE } from './chromium.test-support';
import { PINNED } from './pinned-clock.test-support';
import { storefrontInChromium } from './storefront-suite.test-support';
import { settable } from '#domain/shared/settable.test-support';

// End to end (issue 36; docs/adr/0129): the storefront's pages come rendered from the server — the
// location page, the branch list, the not-found page and the embedded location page — and the
// browser hydrates that HTML: no mismatch warning, no layout shift, and the page answers the
// client's presses once hydrated. A first visitor (no language chosen) reads the country's
// Spanish, the language the server renders a country's pages in.

const chromiumMissing = chromiumUnavailable('e2e/server-rendering.test.ts');

/** Console lines a hydration mismatch leaves (React 19's, and its recoverable errors'). */
const MISMATCH = /hydrat|did not match|mismatch|server rendered|switched to client rendering/i;

interface Watched {
  readonly page: Page;
  /** Every console error and warning the page wrote. */
  readonly console: string[];
}

/** Watches the page's console, and sums its layout shifts from the first paint on into `window.reservaLayoutShift`. */
async function watched(page: Page): Promise<Watched> {
  const lines: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') lines.push(message.text());
  });
  await page.addInitScript(() => {
    const shifts = window as unknown as { reservaLayoutShift: number; reservaShifted: string[] };
    shifts.reservaLayoutShift = 0;
    shifts.reservaShifted = [];
    interface Shift extends PerformanceEntry {
      readonly value: number;
      readonly hadRecentInput: boolean;
      readonly sources: readonly { readonly node: Node | null }[];
    }
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        if (entry.hadRecentInput) continue;
        shifts.reservaLayoutShift += entry.value;
        for (const source of entry.sources) {
          const node = source.node;
          shifts.reservaShifted.push(
            node instanceof Element ? `${node.tagName.toLowerCase()}.${node.className}` : String(node?.nodeName),
          );
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return { page, console: lines };
}

/** Loads `path`, lets hydration and the page's first effects finish, and checks what they left. */
async function loadHydrated({ page, console: lines }: Watched, address: string): Promise<void> {
  await page.goto(address, { waitUntil: 'networkidle' });
  // Two frames after the network is quiet: the root's hydration and the effects after it have run.
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(resolve));
      }),
  );
  expect(lines.filter((line) => MISMATCH.test(line))).toEqual([]);
  const { shift, shifted } = await page.evaluate(() => {
    const shifts = window as unknown as { reservaLayoutShift: number; reservaShifted: string[] };
    return { shift: shifts.reservaLayoutShift, shifted: shifts.reservaShifted };
  });
  expect(shift, `the layout shift from the first paint on (of ${shifted.join(', ')})`).toBeLessThan(0.01);
}

/**
 * Holds back the page's scripts whose address matches `held` until `open()`: a slow network, told
 * when to answer rather than timed. `asked` resolves once the page has asked for the first of them.
 */
async function heldChunks(page: Page, held: RegExp): Promise<{ readonly asked: Promise<void>; open(): void }> {
  const opening = settable();
  const asking = settable();
  await page.route(held, async (route) => {
    asking.resolve();
    await opening.promise;
    await route.continue();
  });
  return { asked: asking.promise, open: opening.resolve };
}

describe.skipIf(chromiumMissing !== undefined)('the storefront rendered on the server, hydrated (issue 36)', () => {
  const suite = storefrontInChromium(PINNED.weekdayMorning);
  const at = (host: string, path: string) => {
    const url = new URL(suite.origin);
    url.hostname = host;
    return `${url.origin}${path}`;
  };
  /** The page's HTML as the server sends it, before any script runs; asked of the suite's server under the address's host. */
  const rawHtml = (address: string) => {
    const url = new URL(address);
    const server = new URL(suite.origin);
    return new Promise<{ status: number; html: string }>((resolve, reject) => {
      const asked = request(
        {
          host: server.hostname,
          port: server.port,
          path: url.pathname,
          headers: { accept: 'text/html', host: url.host },
        },
        (response) => {
          let html = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (html += chunk));
          response.on('end', () => {
            resolve({ status: response.statusCode ?? 0, html });
          });
        },
      );
      asked.on('error', reject);
      asked.end();
    });
  };

  it('sends the location page with its content, then hydrates it without a mismatch or a shift, and books from it', async () => {
    const raw = await rawHtml(`${suite.origin}/cl/sucursal/1`);
    expect(raw.status).toBe(200);
    for (const text of ['Salón Aurora', 'Providencia', 'Corte de pelo mujer', 'Agregar Corte de pelo mujer'])
      expect(raw.html).toContain(text);

    const page = await watched(await suite.pages.open(WIDE, { chosenLanguage: null }));
    const stylesheets: string[] = [];
    page.page.on('request', (asked) => {
      if (asked.resourceType() === 'stylesheet') stylesheets.push(new URL(asked.url()).pathname);
    });
    await loadHydrated(page, `${suite.origin}/cl/sucursal/1`);
    await page.page.screenshot({ path: '/tmp/reserva-ssr-location.png' });
    // Hydrated: the presses reach React — the category opens, the cart counts the service and Book opens the wizard.
    await page.page.getByRole('button', { name: /^Cortes \d+ servicios?$/ }).click();
    await page.page.getByRole('button', { name: 'Agregar Corte de pelo mujer' }).click();
    await eventually(() =>
      page.page.getByRole('region', { name: 'Tu selección' }).getByRole('status').first().innerText(),
    ).toMatch(/^1 servicio/);
    await page.page.getByRole('button', { name: 'Reservar', exact: true }).click();
    await shown(page.page, page.page.getByRole('dialog'));
    expect(page.console.filter((line) => MISMATCH.test(line))).toEqual([]);
    // The first page's styles are in the page: the lazily loaded chunks that share its code (the
    // location page's, the wizard's) do not link its stylesheet again, which would restyle the page (ADR 0139).
    expect(stylesheets.filter((sheet) => /^\/assets\/(?:start|first-page)-/.test(sheet))).toEqual([]);
  });

  it('hydrates the location page and opens the wizard’s date step without reading Intl’s locale data (ADR 0149, 0152)', async () => {
    const page = await watched(await suite.pages.open(MOBILE, { chosenLanguage: null }));
    // Every Intl reader made, by kind: the constructors that load a locale's data, and the checks that do.
    await page.page.addInitScript(() => {
      const made: string[] = [];
      (window as unknown as { reservaIntlReads: string[] }).reservaIntlReads = made;
      for (const kind of [
        'DateTimeFormat',
        'NumberFormat',
        'Locale',
        'Collator',
        'RelativeTimeFormat',
        'ListFormat',
      ] as const) {
        const Original = Intl[kind] as unknown as new (...parts: unknown[]) => object;
        const Counted = function (this: unknown, ...parts: unknown[]) {
          made.push(kind);
          return new Original(...parts);
        };
        Object.setPrototypeOf(Counted, Original);
        Counted.prototype = Original.prototype as object;
        Object.defineProperty(Intl, kind, { value: Counted, configurable: true, writable: true });
      }
      const supported = Intl.DateTimeFormat.supportedLocalesOf.bind(Intl.DateTimeFormat);
      Intl.DateTimeFormat.supportedLocalesOf = (...parts) => {
        made.push('supportedLocalesOf');
        return supported(...parts);
      };
    });
    const reads = () =>
      page.page.evaluate(() => (window as unknown as { reservaIntlReads: string[] }).reservaIntlReads);
    await loadHydrated(page, `${suite.origin}/cl/sucursal/1`);
    // Hydrated and live, its rating written ("4,8"), its services priced: no reader made.
    await page.page.getByRole('button', { name: /^Cortes \d+ servicios?$/ }).click();
    await page.page.getByRole('button', { name: 'Agregar Corte de pelo mujer' }).click();
    expect(await reads()).toEqual([]);
    await page.page.getByRole('button', { name: 'Reservar', exact: true }).click();
    await shown(page.page, page.page.getByRole('dialog'));
    // The date step, its strip of days and its day's heading written, in Chile's Spanish: no reader
    // made either (ADR 0152), and the words are Intl's own, asked for here only.
    const heading = page.page.locator('.day-heading__title');
    await eventually(() => heading.innerText()).toMatch(/^[A-ZÁÉÍÓÚ][a-záéíóú]+, \d{1,2} de [a-z]+ de \d{4}$/);
    expect(await reads()).toEqual([]);
    const [weekday = '', day = '', month = '', year = ''] =
      /^(\S+), (\d+) de (\S+) de (\d+)$/.exec(await heading.innerText())?.slice(1) ?? [];
    const months: readonly string[] =
      'enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre'.split(' ');
    const intl = await page.page.evaluate(
      ({ asked, monthIndex }) =>
        new Intl.DateTimeFormat('es-CL', {
          weekday: 'long',
          day: 'numeric',
          month: 'long',
          year: 'numeric',
          timeZone: 'UTC',
        }).format(new Date(Date.UTC(Number(asked.year), monthIndex, Number(asked.day)))),
      { asked: { day, year }, monthIndex: months.indexOf(month) },
    );
    expect(`${weekday.toLowerCase()}, ${day} de ${month} de ${year}`).toBe(intl);
  });

  it('sends a workshop’s page with its vehicle panel styled from the first paint, and hydrates it without a shift', async () => {
    const raw = await rawHtml(`${suite.origin}/cl/sucursal/3`);
    expect(raw.status).toBe(200);
    for (const width of [WIDE, MOBILE]) {
      const page = await watched(await suite.pages.open(width, { chosenLanguage: null }));
      await loadHydrated(page, `${suite.origin}/cl/sucursal/3`);
    }
  });

  it('sends the branch list with its branches, and hydrates it on a phone', async () => {
    const address = at('salon-aurora.localhost', '/cl');
    const raw = await rawHtml(address);
    expect(raw.status).toBe(200);
    expect(raw.html).toContain('Providencia');
    expect(raw.html).toContain('Las Condes');

    const page = await watched(await suite.pages.open(MOBILE, { chosenLanguage: null }));
    await loadHydrated(page, address);
    await page.page.screenshot({ path: '/tmp/reserva-ssr-branches.png', fullPage: true });
    // Hydrated: typing narrows the list.
    await page.page.getByRole('searchbox').fill('Apoquindo');
    await eventually(() => page.page.getByRole('heading', { level: 2 }).allInnerTexts()).toContain('Las Condes');
    expect(await page.page.getByRole('heading', { level: 2, name: 'Providencia' }).count()).toBe(0);
  });

  it('sends the not-found page with its heading, status 404, and hydrates it', async () => {
    const raw = await rawHtml(`${suite.origin}/cl/no-such/page`);
    expect(raw.status).toBe(404);
    expect(raw.html).toContain('<h1>Página no encontrada</h1>');

    const page = await watched(await suite.pages.open(WIDE, { chosenLanguage: null }));
    await loadHydrated(page, `${suite.origin}/cl/no-such/page`);
    await page.page.getByRole('button', { name: 'Ir a la página de inicio' }).click();
    await page.page.waitForURL(`${suite.origin}/`);
  });

  it('sends the embedded location page without the site’s header, and it books as before', async () => {
    const raw = await rawHtml(`${suite.origin}/cl/iframe/sucursal/1`);
    expect(raw.status).toBe(200);
    expect(raw.html).toContain('Corte de pelo mujer');
    expect(raw.html).not.toContain('<header class="site-header"');

    const page = await watched(await suite.pages.open(MOBILE, { chosenLanguage: null }));
    await loadHydrated(page, `${suite.origin}/cl/iframe/sucursal/1`);
    await page.page.screenshot({ path: '/tmp/reserva-ssr-iframe.png' });
    await page.page.getByRole('button', { name: /^Cortes \d+ servicios?$/ }).click();
    await page.page.getByRole('button', { name: 'Agregar Corte de pelo mujer' }).click();
    await page.page.getByRole('button', { name: 'Reservar', exact: true }).click();
    await shown(page.page, page.page.getByRole('dialog'));
  });

  it('keeps a press made before the page’s code answers, and plays it once the page is live (ADR 0133)', async () => {
    const page = await suite.pages.open(WIDE, { chosenLanguage: null });
    // The page's lazily loaded code held back, as on a slow phone: the first page's chunk runs, the rest waits.
    const chunks = await heldChunks(page, /\/assets\/(?!start-|first-page-|rolldown-runtime-)[^/]+\.js$/);
    const parsed = page.waitForEvent('domcontentloaded');
    const loading = page.goto(`${suite.origin}/cl/sucursal/1`);
    await parsed;
    const category = page.getByRole('button', { name: /^Cortes \d+ servicios?$/ });
    expect(await category.getAttribute('aria-expanded')).toBe('false');
    await category.click();
    // The press was made on the server's HTML, before the page answered it.
    expect(await page.locator(`#root[${LIVE_ATTRIBUTE}]`).count()).toBe(0);
    chunks.open();
    await loading;
    await eventually(() => category.getAttribute('aria-expanded')).toBe('true');
    await shown(page, page.getByRole('button', { name: 'Agregar Corte de pelo mujer' }));
  });

  it('is live only once the page itself is hydrated: a password typed then is kept and sent (ADR 0133)', async () => {
    const page = await suite.pages.open(MOBILE, { chosenLanguage: null });
    // The reset page's own code held back: the root hydrates without it.
    const chunks = await heldChunks(page, /\/assets\/account-link-page-[^/]+\.js$/);
    const loading = page.goto(`${suite.origin}/us/users/password/${'x'.repeat(32)}`);
    await chunks.asked;
    expect(await page.locator(`#root[${LIVE_ATTRIBUTE}]`).count()).toBe(0);
    chunks.open();
    // The page's `goto` returns once the page is live.
    await loading;
    await page.getByLabel(/New password/).fill('una-clave-bastante-larga');
    await page.getByRole('button', { name: 'Save my new password' }).click();
    // The password reached the server, which refuses the made-up link (not the empty field's error).
    await shown(page, page.getByText('This link can no longer be used', { exact: false }));
  });

  it('renders a visitor who chose another language than the country’s in theirs, without a mismatch', async () => {
    const page = await watched(await suite.pages.open(WIDE, { chosenLanguage: 'en' }));
    await page.page.goto(`${suite.origin}/cl/sucursal/1`, { waitUntil: 'networkidle' });
    await shown(page.page, page.page.getByRole('heading', { level: 2, name: 'Services' }));
    expect(page.console.filter((line) => MISMATCH.test(line))).toEqual([]);
  });
});
