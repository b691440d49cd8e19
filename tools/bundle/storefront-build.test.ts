import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storefrontFirstPageWords } from '#adapters/http-server/server-composition-root';
import { mountStorefront, withFirstPageWords } from '#adapters/http-server/storefront';
import { storefrontPageMetadata, withPageHead } from '#adapters/http-server/page-head';
import { parseStorefrontPath } from '#domain/storefront/storefront-route';
import { buildStorefront } from './initial-javascript';

// The storefront as the build writes it (vite.config.ts) and the server sends it
// (src/adapters/http-server/storefront.ts): precompressed copies, cache lifetimes, and the booking
// wizard's chunks preloaded for the marketplace links that open it at once (issue 4, `npm run lighthouse`).

describe('the built storefront, as the server sends it', () => {
  const outDir = mkdtempSync(path.join(tmpdir(), 'reserva-storefront-'));
  const assets = path.join(outDir, 'assets');
  const app = new Hono();
  let scriptsAndStylesheets: string[] = [];
  let entryScript = '';
  beforeAll(async () => {
    const built = await buildStorefront(outDir);
    entryScript = built.initialJavaScript.entry;
    scriptsAndStylesheets = readdirSync(assets).filter((name) => /\.(?:js|css)$/.test(name));
    // No API beside it: a location page is sent without preloaded answers.
    mountStorefront(
      app,
      { directory: outDir, links: [], firstPageWords: storefrontFirstPageWords },
      { loadLocationPage: () => Promise.reject(new Error('no API')) },
    );
  }, 120_000);
  afterAll(() => {
    rmSync(outDir, { recursive: true, force: true });
  });

  /** The chunks `file` imports statically. */
  const importsOf = (file: string) =>
    [...readFileSync(path.join(assets, file), 'utf8').matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)].map(
      (match) => match[1] ?? '',
    );
  /** `file` and every chunk it imports, however deep. */
  const reachedFrom = (file: string) => {
    const reached = new Set<string>();
    for (const pending = [file]; pending.length > 0;) {
      const next = pending.pop() ?? '';
      if (reached.has(next)) continue;
      reached.add(next);
      pending.push(...importsOf(next));
    }
    return reached;
  };
  const named = (pattern: RegExp) => scriptsAndStylesheets.find((name) => pattern.test(name)) ?? '';

  it('gives every script and stylesheet a brotli and a gzip copy holding exactly the file as written, except where a copy would not be smaller', () => {
    expect(scriptsAndStylesheets.length).toBeGreaterThan(0);
    const decompressors = [
      ['.br', brotliDecompressSync],
      ['.gz', gunzipSync],
    ] as const;
    for (const name of scriptsAndStylesheets) {
      const file = readFileSync(path.join(assets, name));
      for (const [extension, decompress] of decompressors) {
        const copy = path.join(assets, `${name}${extension}`);
        // A few hundred bytes do not shrink (gzip's header and trailer alone are 18): such a file is sent as written.
        if (existsSync(copy)) expect(decompress(readFileSync(copy)).equals(file), `${name}${extension}`).toBe(true);
        else
          expect(file.length, `${name} has no ${extension} copy, though it is large enough to shrink`).toBeLessThan(
            512,
          );
      }
    }
  });

  it('sends a browser that accepts brotli the brotli copy, and one that accepts no encoding the file itself', async () => {
    const brotli = await app.request(`/${entryScript}`, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    const plain = await app.request(`/${entryScript}`);

    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(Buffer.from(await brotli.arrayBuffer()).equals(readFileSync(path.join(outDir, `${entryScript}.br`)))).toBe(
      true,
    );
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(readFileSync(path.join(outDir, entryScript), 'utf8'));
    expect([brotli.headers.get('vary'), plain.headers.get('vary')]).toEqual(['Accept-Encoding', 'Accept-Encoding']);
  });

  it('lets browsers keep the hashed assets for a year and makes them revalidate the index, answering 304 while it is unchanged', async () => {
    const asset = await app.request(`/${entryScript}`);
    const index = await app.request('/cl/sucursal/1');
    const again = await app.request('/cl/sucursal/1', {
      headers: { 'if-none-match': index.headers.get('etag') ?? '' },
    });

    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(index.headers.get('cache-control')).toBe('no-cache');
    expect(again.status).toBe(304);
  });

  it("answers every storefront address with the built page itself and its language's first words, preloading no wizard: a marketplace link opens it once the page has painted", async () => {
    // The built index with the page's own head (docs/adr/0128) and its words, and nothing else.
    const pageOf = (address: string) => {
      const url = new URL(address, 'http://localhost');
      const head = storefrontPageMetadata(
        parseStorefrontPath(url.pathname),
        null,
        { origin: url.origin, pathname: url.pathname },
        'es',
      );
      return withFirstPageWords(
        withPageHead(readFileSync(path.join(outDir, 'index.html'), 'utf8'), head),
        'es',
        storefrontFirstPageWords,
      );
    };
    for (const address of [
      '/cl/sucursal/1?services_id=1&creative_source=marketplace',
      '/cl/bookings/1/abc/false?services_id=1&creative_source=marketplace',
    ]) {
      expect(await (await app.request(address)).text(), address).toBe(pageOf(address));
    }
  });
  it('writes the location page as one chunk, which imports only the first page, the runtime and the first module (its preload helper): its code comes in one request, not one for each module it shares (ADRs 0139, 0151)', () => {
    const pages = scriptsAndStylesheets.filter((name) => /^location-page-[\w-]+\.js$/.test(name));
    expect(pages).toHaveLength(1);
    const code = readFileSync(path.join(assets, pages[0] ?? ''), 'utf8');
    const imported = [...code.matchAll(/(?:import|export)[^;"]*?from"\.\/([^"]+)"|import"\.\/([^"]+)"/g)].map((match) =>
      (match[1] ?? match[2] ?? '').replace(/-[\w-]{8}\.js$/, ''),
    );
    expect(new Set(imported)).toEqual(new Set(['first-page', 'rolldown-runtime', 'start']));
    // And the first page's stylesheet, its first module's (ADR 0151), written into the page, keeps a disabled link there.
    expect(readFileSync(path.join(outDir, 'index.html'), 'utf8')).toMatch(
      /<style>[^<]+<\/style><link rel="stylesheet" href="\/assets\/start-[\w-]+\.css" disabled>/,
    );
  });

  it("asks for the booking wizard's other steps, fetched in idle time, without a preload link for each of their chunks' imports: the wizard's preload list names their stylesheets alone", () => {
    const wizards = scriptsAndStylesheets.filter((name) => /^booking-wizard-[\w-]+\.js$/.test(name));
    expect(wizards).toHaveLength(1);
    const code = readFileSync(path.join(assets, wizards[0] ?? ''), 'utf8');
    const steps = [
      ...code.matchAll(
        /import\(["`]\.\/((?:mode-selection|provider-selection|client-form|reservation-summary|payment-wait)-step-[\w-]+\.js)["`]\)/g,
      ),
    ];
    expect(steps.map((match) => match[1]?.replace(/-[\w-]{8}\.js$/, '')).sort()).toEqual([
      'client-form-step',
      'mode-selection-step',
      'payment-wait-step',
      'provider-selection-step',
      'reservation-summary-step',
    ]);
    const listed = /m\.f\|\|\(m\.f=(\[[^\]]*\])\)/.exec(code)?.[1];
    const files = listed === undefined ? [] : (JSON.parse(listed) as string[]);
    expect(files.filter((file) => !file.endsWith('.css'))).toEqual([]);
  });

  it('opens the booking wizard over the location page in a few chunks, not one for each set of modules a lazily loaded part shares with it (ADR 0158)', () => {
    const onThePage = reachedFrom(named(/^location-page-[\w-]+\.js$/));
    const opening = [...reachedFrom(named(/^booking-wizard-[\w-]+\.js$/))].filter((file) => !onThePage.has(file));
    // The wizard, its modal dialog, and the sets of modules of ours it shares; 16 before the groups.
    expect(opening.map((file) => file.replace(/-[\w-]{8}\.js$/, '')).sort()).toEqual([
      'booking-wizard',
      'modal-dialog',
      ...opening.filter((file) => file.startsWith('wizard-shared-')).map(() => 'wizard-shared'),
    ]);
    expect(opening.length).toBeLessThanOrEqual(8);
  });

  it("opens the booking wizard without effect's schema library: no chunk the wizard's chunk imports, however deep, holds it (ADR 0155)", () => {
    const reached = reachedFrom(named(/^booking-wizard-[\w-]+\.js$/));
    const schemaLibrary = (name: string) => /^Schema-[\w-]+\.js$/.test(name);
    // The library is built, for the steps that need it (the client form's), and the wizard reaches none of it.
    expect(scriptsAndStylesheets.some(schemaLibrary)).toBe(true);
    expect(reached.size).toBeGreaterThan(5);
    expect([...reached].filter(schemaLibrary)).toEqual([]);
  });
});
