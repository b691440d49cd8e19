import { AxeBuilder } from '@axe-core/playwright';
import axe from 'axe-core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

// Test support: axe-core over the page as it is now, against WCAG 2.2 AA (the storefront's bar),
// failing with each violation written out — rule, impact, the elements and what to fix — rather than
// a count. A page without frames is scanned by axe in the page itself, injected once per document;
// a page with frames by @axe-core/playwright, which scans each frame and gathers the results in a
// blank page of its own (docs/adr/0103).

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * WCAG rules axe marks experimental and leaves out unless asked: a control's visible text must be
 * part of its accessible name (2.5.3 Label in Name), which speech users say to press it — the rule
 * Lighthouse runs too.
 */
const EXPERIMENTAL_WCAG_RULES = { 'label-content-name-mismatch': { enabled: true } };

/** A violation as the failure writes it out. */
export interface Violation {
  readonly id: string;
  readonly impact: string | null;
  readonly help: string;
  readonly helpUrl: string;
  readonly nodes: readonly { readonly target: string; readonly failureSummary: string }[];
}

type AxeWindow = Window & { axe?: typeof axe };

function asViolation(result: axe.Result): Violation {
  return {
    id: result.id,
    impact: result.impact ?? null,
    help: result.help,
    helpUrl: result.helpUrl,
    nodes: result.nodes.map((node) => ({ target: node.target.join(' '), failureSummary: node.failureSummary ?? '' })),
  };
}

/** The page's violations, by axe injected into the document unless it is there from an earlier scan. */
async function violationsInThePage(page: Page): Promise<readonly axe.Result[]> {
  const injected = await page.evaluate(() => typeof (window as AxeWindow).axe?.run === 'function');
  if (!injected) await page.evaluate(axe.source);
  return page.evaluate(
    async ({ tags, rules }) => {
      const inThePage = (window as AxeWindow).axe;
      if (inThePage === undefined) throw new Error('axe-core was not injected into the page');
      // Only the violations are read: the passes are not written out node by node.
      const options: axe.RunOptions = { runOnly: { type: 'tag', values: tags }, rules, resultTypes: ['violations'] };
      return (await inThePage.run(document, options)).violations;
    },
    { tags: WCAG_TAGS, rules: EXPERIMENTAL_WCAG_RULES },
  );
}

/** The violations of the page and of every frame in it, by @axe-core/playwright. */
async function violationsWithTheFrames(page: Page): Promise<readonly axe.Result[]> {
  const builder = new AxeBuilder({ page }).options({ rules: EXPERIMENTAL_WCAG_RULES }).withTags(WCAG_TAGS);
  return (await builder.analyze()).violations;
}

/** What axe finds against WCAG A/AA on the page as it is now, frames included. */
export async function accessibilityViolations(page: Page): Promise<readonly Violation[]> {
  const found = page.frames().length > 1 ? await violationsWithTheFrames(page) : await violationsInThePage(page);
  return found.map(asViolation);
}

/** Asserts axe finds no WCAG A/AA violation on the page; `where` names the screen in the failure. */
export async function expectNoAccessibilityViolations(page: Page, where: string): Promise<void> {
  const violations = (await accessibilityViolations(page)).map((violation) => {
    const elements = violation.nodes.map(
      (node) => `    ${node.target}\n      ${node.failureSummary.replace(/\n/g, '\n      ')}`,
    );
    return `${violation.id} (${violation.impact ?? 'unknown impact'}): ${violation.help}\n  ${violation.helpUrl}\n${elements.join('\n')}`;
  });
  expect(violations, `accessibility violations on ${where}`).toEqual([]);
}
