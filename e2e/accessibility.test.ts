import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { accessibilityViolations } from './accessibility.test-support';
import { chromiumUnavailable, launchChromium } from './chromium.test-support';

// The browser files' accessibility check itself (docs/adr/0103): it finds what axe finds — in the
// page, in a frame of it, with the experimental Label in Name rule — and a second scan of the same
// document sees what changed since the first.

const chromiumMissing = chromiumUnavailable('e2e/accessibility.test.ts');

const ACCESSIBLE = '<main><h1>Reservas</h1><button type="button">Reservar</button></main>';
const UNNAMED_CONTROLS = '<main><h1>Reservas</h1><button type="button"></button><img src="data:,"></main>';

describe.skipIf(chromiumMissing !== undefined)('the accessibility check of the browser tests', () => {
  let browser: Browser | undefined;
  let page: Page | undefined;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterEach(async () => {
    await page?.context().close();
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function pageWith(html: string): Promise<Page> {
    if (browser === undefined) throw new Error('chromium has not started');
    page = await (await browser.newContext()).newPage();
    await page.setContent(
      `<!doctype html><html lang="es"><head><title>Prueba</title></head><body>${html}</body></html>`,
    );
    return page;
  }

  const ruleIds = async (of: Page) => (await accessibilityViolations(of)).map((violation) => violation.id).sort();

  it('finds nothing on an accessible page', async () => {
    expect(await accessibilityViolations(await pageWith(ACCESSIBLE))).toEqual([]);
  });

  it('finds a button without a name and an image without a text, naming the elements and what to fix', async () => {
    const violations = await accessibilityViolations(await pageWith(UNNAMED_CONTROLS));
    expect(violations.map((violation) => violation.id).sort()).toEqual(['button-name', 'image-alt']);
    const button = violations.find((violation) => violation.id === 'button-name');
    expect(button).toMatchObject({ impact: 'critical', nodes: [{ target: 'button' }] });
    expect(button?.nodes[0]?.failureSummary).toMatch(/Fix any of the following/);
    expect(button?.helpUrl).toMatch(/^https:\/\/dequeuniversity\.com\/rules\/axe\/4\.13\/button-name/);
  });

  it('applies the experimental Label in Name rule', async () => {
    const mismatch = '<main><h1>Reservas</h1><button type="button" aria-label="Enviar">Reservar ahora</button></main>';
    expect(await ruleIds(await pageWith(mismatch))).toEqual(['label-content-name-mismatch']);
  });

  it('sees, on a second scan of the same document, what changed since the first', async () => {
    const scanned = await pageWith(ACCESSIBLE);
    expect(await ruleIds(scanned)).toEqual([]);
    await scanned.evaluate(() => document.querySelector('main')?.append(document.createElement('button')));
    // An empty button beside another is also too small a target.
    expect(await ruleIds(scanned)).toContain('button-name');
  });

  it('finds a violation inside a frame of the page', async () => {
    const framed = await pageWith(
      `<main><h1>Reservas</h1><iframe title="Reserva" srcdoc='<!doctype html><html lang="es"><head><title>Marco</title></head><body><main><button type="button"></button></main></body></html>'></iframe></main>`,
    );
    // The frame's document is read once its button is there: on a busy machine the frame may not even exist yet.
    await framed.frameLocator('iframe').locator('button').waitFor({ state: 'attached' });
    expect(await ruleIds(framed)).toEqual(['button-name']);
  });
});
