import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

// Test support: axe-core over the page as it is now, against WCAG 2.2 AA (the storefront's bar),
// failing with each violation written out — rule, impact, the elements and what to fix — rather than
// a count.

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * WCAG rules axe marks experimental and leaves out unless asked: a control's visible text must be
 * part of its accessible name (2.5.3 Label in Name), which speech users say to press it — the rule
 * Lighthouse runs too.
 */
const EXPERIMENTAL_WCAG_RULES = { 'label-content-name-mismatch': { enabled: true } };

/** Asserts axe finds no WCAG A/AA violation on the page; `where` names the screen in the failure. */
export async function expectNoAccessibilityViolations(page: Page, where: string): Promise<void> {
  const results = await new AxeBuilder({ page })
    .options({ rules: EXPERIMENTAL_WCAG_RULES })
    .withTags(WCAG_TAGS)
    .analyze();
  const violations = results.violations.map((violation) => {
    const elements = violation.nodes.map(
      (node) => `    ${node.target.join(' ')}\n      ${node.failureSummary?.replace(/\n/g, '\n      ') ?? ''}`,
    );
    return `${violation.id} (${violation.impact ?? 'unknown impact'}): ${violation.help}\n  ${violation.helpUrl}\n${elements.join('\n')}`;
  });
  expect(violations, `accessibility violations on ${where}`).toEqual([]);
}
