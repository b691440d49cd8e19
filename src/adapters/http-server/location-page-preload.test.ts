import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstPageWords } from '#ui/i18n/first-page-words';
import { storefrontFirstPageWords } from './server-composition-root';
import { FIRST_PAGE_WORDS_ID, readPageWords } from '#ui/i18n/page-words';
import { PRELOADED_ANSWERS_ID, readPreloadedAnswers, type PreloadedAnswers } from '../http/preloaded-answers';
import { seededPglite } from '../persistence/demo/demo-databases.test-support';
import { demoStorefronts } from '../persistence/demo/demo-catalogue-files';
import { demoLinks, seededTestServer, type TestServer } from './test-server.test-support';

// A location page's preload from one read (issue 19): on the SQL adapters, the answers it carries
// are the API's own, and reading them is one statement once the location's catalogue is kept
// (docs/adr/0071) — where it was six in-process API calls and some thirteen statements.

describe('a location page’s preloaded answers, on the SQL adapters', () => {
  let directory: string;
  let server: TestServer;
  const statements: string[] = [];

  beforeAll(async () => {
    directory = await mkdtemp(path.join(tmpdir(), 'reserva-storefront-'));
    await writeFile(path.join(directory, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
    const database = await seededPglite();
    const query = database.query.bind(database);
    database.query = (text, params) => {
      statements.push(text);
      return query(text, params);
    };
    server = await seededTestServer({
      database,
      storefront: { directory, links: demoLinks, firstPageWords: storefrontFirstPageWords },
    });
  }, 60_000);

  afterAll(async () => {
    await server.dispose();
    await rm(directory, { recursive: true, force: true });
  });

  async function preloaded(page: string): Promise<PreloadedAnswers | null> {
    const html = await (await server.app.request(page)).text();
    return readPreloadedAnswers(new RegExp(`id="${PRELOADED_ANSWERS_ID}">(.*?)</script>`).exec(html)?.[1] ?? null);
  }

  it('carries, for every demo location, the six answers the API gives at their addresses', async () => {
    for (const { path: page } of demoStorefronts()) {
      const carried = await preloaded(page);
      expect(Object.keys(carried?.answers ?? {})).toHaveLength(6);
      for (const [address, answer] of Object.entries(carried?.answers ?? {})) {
        const asked = await server.client.get(address, { 'accept-language': carried?.language ?? 'es' });
        expect({ page, address, answer }).toEqual({
          page,
          address,
          answer: { status: asked.status, body: asked.body },
        });
      }
    }
  });

  it("carries the first page's words in the page's language only, as its answers are (docs/adr/0080)", async () => {
    const wordsOf = async (page: string, acceptLanguage: string) => {
      const html = await (await server.app.request(page, { headers: { 'accept-language': acceptLanguage } })).text();
      return readPageWords(new RegExp(`id="${FIRST_PAGE_WORDS_ID}">(.*?)</script>`).exec(html)?.[1] ?? null);
    };
    for (const { path: page } of demoStorefronts()) {
      const carried = await preloaded(page);
      expect(await wordsOf(page, 'en-US')).toEqual({
        language: carried?.language,
        words: firstPageWords(carried?.language === 'en' ? 'en' : 'es'),
      });
    }
    expect(await wordsOf('/', 'es-CL')).toEqual({ language: 'es', words: firstPageWords('es') });
    expect(await wordsOf('/', 'en-US')).toEqual({ language: 'en', words: firstPageWords('en') });
  });

  it('reads them in one statement once the location’s catalogue is kept', async () => {
    const [first] = demoStorefronts();
    if (first === undefined) throw new Error('no demo storefront');
    await preloaded(first.path);
    await expect
      .poll(async () => {
        statements.length = 0;
        await preloaded(first.path);
        return statements.length;
      })
      .toBe(1);
    expect(statements[0]).toContain('opening_hours');
  });

  it('reads an unknown location in that one statement too, and carries its 404', async () => {
    statements.length = 0;
    const carried = await preloaded('/cl/sucursal/999');
    expect(statements).toHaveLength(1);
    expect(Object.values(carried?.answers ?? {}).map((answer) => answer.status)).toEqual([404]);
  });
});
