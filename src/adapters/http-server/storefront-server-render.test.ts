import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../observability/logger';
import { demoStorefronts } from '../persistence/demo/demo-catalogue-files';
import { PRELOADED_ANSWERS_ID, readPreloadedAnswers } from '../http/preloaded-answers';
import { storefrontFirstPageWords } from './server-composition-root';
import { rendererFile } from './storefront-rendering';
import { buildStorefront } from './storefront-build.test-support';
import { demoLinks, seededTestServer, type TestServer } from './test-server.test-support';

// Issue 36 (docs/adr/0129): the storefront's pages rendered on the server by React from the same
// components, with the renderer `npm run build:storefront` builds (vite.config.ts's SSR build) —
// built here from the working tree into a directory of the test's own, beside a stub index.

const INDEX = '<!doctype html><html><head></head><body><div id="root"></div></body></html>';

/** What the page's root holds: the server's rendering, or nothing. */
function rootOf(html: string): string {
  const start = html.indexOf('<div id="root"');
  const end = html.lastIndexOf('</div></body>');
  if (start === -1 || end === -1) throw new Error('The page has no root');
  return html.slice(html.indexOf('>', start) + 1, end);
}

describe('the storefront’s pages rendered on the server (issue 36)', () => {
  let base: string;
  let directory: string;
  let server: TestServer;
  const logged: string[] = [];

  beforeAll(async () => {
    base = await mkdtemp(path.join(tmpdir(), 'reserva-ssr-'));
    directory = path.join(base, 'storefront');
    await mkdir(directory);
    await writeFile(path.join(directory, 'index.html'), INDEX);
    await buildStorefront({ outDir: path.dirname(rendererFile(directory)), ssr: true });
    server = await seededTestServer({
      storefront: { directory, links: demoLinks, firstPageWords: storefrontFirstPageWords },
      logger: createLogger('error', { write: (line: string) => logged.push(line) }),
    });
  }, 180_000);

  afterAll(async () => {
    await server.dispose();
    await rm(base, { recursive: true, force: true });
  });

  const page = async (address: string, headers: Record<string, string> = {}) => {
    const response = await server.app.request(address, { headers: { accept: 'text/html', ...headers } });
    return { status: response.status, html: await response.text() };
  };

  it('renders a location page with its company, location, services and prices, from the answers it carries', async () => {
    const [demo] = demoStorefronts();
    if (demo === undefined) throw new Error('No demo storefront');
    const { status, html } = await page(demo.path);
    expect(status).toBe(200);
    const root = rootOf(html);
    expect(root).toContain(`<h1 class="location-header__company">${demo.companyName}</h1>`);
    expect(root).toContain(demo.locationName);
    // A service of the location, as the answer the page carries names it, with its price.
    const answers = readPreloadedAnswers(
      new RegExp(`id="${PRELOADED_ANSWERS_ID}">(.*?)</script>`).exec(html)?.[1] ?? null,
    );
    const services = Object.entries(answers?.answers ?? {}).find(([address]) => address.startsWith('/services?'))?.[1];
    const groups = services?.body as readonly { services: readonly { name: string; price: number }[] }[];
    const service = groups.flatMap((group) => group.services).find((each) => each.price > 0);
    if (service === undefined) throw new Error('No priced service');
    expect(root).toContain(service.name);
    expect(root).toContain(`$${new Intl.NumberFormat('es-CL').format(service.price)}`);
    // The data, not the loading state; no script of React's in the page.
    expect(root).not.toContain('aria-busy="true"');
    expect(root).not.toContain('<script');
    expect(html).toMatch(/<div id="root" data-rendered-at="\d+">/);
  });

  it('renders a company’s branch list with its branches, and carries the answers it read for the browser', async () => {
    const demos = demoStorefronts().filter((each) => each.webAddress === 'salon-aurora' && each.countryCode === 'cl');
    expect(demos.length).toBeGreaterThan(0);
    const { status, html } = await page('/cl', { host: 'salon-aurora.localhost:3000' });
    expect(status).toBe(200);
    const root = rootOf(html);
    for (const branch of demos) expect(root).toContain(branch.locationName);
    const carried = readPreloadedAnswers(
      new RegExp(`id="${PRELOADED_ANSWERS_ID}">(.*?)</script>`).exec(html)?.[1] ?? null,
    );
    expect(Object.keys(carried?.answers ?? {}).some((address) => address.startsWith('/companies/overview?'))).toBe(
      true,
    );
  });

  it('renders the not-found page with its heading, status 404, in Spanish and in English', async () => {
    const spanish = await page('/cl/no-such-page/at-all');
    expect(spanish.status).toBe(404);
    expect(rootOf(spanish.html)).toContain('<h1>Página no encontrada</h1>');
    const english = await page('/no-such-address', { 'accept-language': 'en' });
    expect(english.status).toBe(404);
    expect(rootOf(english.html)).toContain('<h1>Page not found</h1>');
  });

  it('renders a booking page reached by its code as the shell the browser shows before its data arrives', async () => {
    const { status, html } = await page('/cl/bookings/view/abcdefghijklmnop');
    expect(status).toBe(200);
    const root = rootOf(html);
    expect(root).toContain('site-header');
    expect(root).toContain('Cargando…');
  });

  it('still sends the page, unrendered, when rendering fails, and logs why', async () => {
    const broken = path.join(base, 'broken');
    await mkdir(broken);
    await writeFile(path.join(broken, 'index.html'), INDEX);
    await mkdir(path.dirname(rendererFile(broken)), { recursive: true });
    await writeFile(
      rendererFile(broken),
      'export async function renderStorefrontPage() { throw new Error("boom"); }\n',
    );
    const lines: string[] = [];
    const failing = await seededTestServer({
      storefront: { directory: broken, links: demoLinks, firstPageWords: storefrontFirstPageWords },
      logger: createLogger('error', { write: (line: string) => lines.push(line) }),
    });
    try {
      const response = await failing.app.request('/cl/sucursal/1', { headers: { accept: 'text/html' } });
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<div id="root"></div>');
      expect(lines.join('\n')).toContain('could not be rendered on the server');
    } finally {
      await failing.dispose();
    }
  });
});
