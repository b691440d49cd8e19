// How long a function and a file may be, and the files that were longer when the limits came
// (docs/adr/0099-limit-the-length-of-functions-and-files-and-let-the-list-of-exceptions-only-shrink.md).
// The allow-list only shrinks: tools/lint/size-limits.test.ts fails when a listed file fits again
// or when the list grows beyond the count it records.
import allowList from './size-allow-list.json' with { type: 'json' };

/** Test files and their support: lists of cases, read one case at a time. */
export const testFiles = ['**/*.test.{ts,tsx}', '**/*.test-support.{ts,tsx}'];

const counted = { skipBlankLines: true, skipComments: true };

/** @typedef {keyof typeof allowList} SizeRule */
/** @typedef {import('eslint').Linter.RuleEntry} RuleEntry */

/** @type {RuleEntry} */
const off = 'off';

/**
 * The rules each kind of file answers to.
 * @type {{ readonly source: Record<SizeRule, RuleEntry>, readonly test: Record<SizeRule, RuleEntry> }}
 */
export const sizeRules = {
  source: {
    'max-lines-per-function': ['error', { max: 80, ...counted }],
    'max-lines': ['error', { max: 400, ...counted }],
  },
  test: {
    'max-lines-per-function': off,
    'max-lines': ['error', { max: 1000, ...counted }],
  },
};

/** The files exempt from each size rule, as they were or shorter. */
export const sizeAllowList = allowList;

/**
 * ESLint flat-config entries: the limits, then each listed file released from the rule it breaks.
 * @type {import('eslint').Linter.Config[]}
 */
export const sizeRulesConfig = [
  { files: ['**/*.{ts,tsx,js,mjs}'], rules: sizeRules.source },
  { files: testFiles, rules: sizeRules.test },
  ...Object.entries(allowList)
    .filter(([, files]) => files.length > 0)
    .map(([rule, files]) => ({ files, rules: { [rule]: off } })),
];
