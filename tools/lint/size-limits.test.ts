import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { sizeAllowList, sizeRules, testFiles } from './size-limits.js';

// The allow-list only shrinks (ADR 0099): each count is the list's length today. A file that fits
// again leaves the list and the count goes down with it; a new file never joins it.
const recordedCounts = { 'max-lines-per-function': 47, 'max-lines': 10 } as const;

const rules = Object.keys(recordedCounts) as (keyof typeof recordedCounts)[];

/** The files `testFiles` names: `*.test.ts(x)` and `*.test-support.ts(x)`. */
const isTestFile = (file: string) => /\.test(-support)?\.tsx?$/.test(file);

/** Which of the files break `rule` at the limit their kind answers to, with nothing else on. */
const filesBreaking = async (rule: keyof typeof recordedCounts, files: readonly string[]) => {
  const eslint = new ESLint({
    overrideConfigFile: true,
    overrideConfig: [
      { files: ['**/*.{ts,tsx,js,mjs}'], languageOptions: { parser: tseslint.parser } },
      { files: ['**/*.{ts,tsx,js,mjs}'], rules: { [rule]: sizeRules.source[rule] } },
      { files: testFiles, rules: { [rule]: sizeRules.test[rule] } },
    ],
    // A listed file may carry directives for rules this lint does not load.
    allowInlineConfig: false,
  });
  const results = await eslint.lintFiles([...files]);
  return results
    .filter((result) => result.messages.some((message) => message.ruleId === rule))
    .map((result) => result.filePath);
};

describe('the size allow-list', () => {
  it.each(rules)('holds for %s exactly the recorded count of files', (rule) => {
    expect(sizeAllowList[rule]).toHaveLength(recordedCounts[rule]);
  });

  it.each(rules)('lists for %s each file once, in order', (rule) => {
    const files = sizeAllowList[rule];
    expect(files).toEqual([...new Set(files)].sort());
  });

  it('lists no test file under the per-function limit, which test files do not answer to', () => {
    expect(sizeAllowList['max-lines-per-function'].filter(isTestFile)).toEqual([]);
  });

  it.each(rules)('lists for %s only files that still break it', async (rule) => {
    const files = sizeAllowList[rule];
    const breaking = await filesBreaking(rule, files);
    const fitting = files.filter((file) => !breaking.some((path) => path.endsWith(`/${file}`)));
    expect(fitting, 'these files fit now: take them off tools/lint/size-allow-list.json and lower the count').toEqual(
      [],
    );
  });
});
