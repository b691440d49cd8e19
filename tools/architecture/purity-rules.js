// The domain and the application are pure: time and randomness come through ports (Clock,
// IdGenerator, TokenGenerator) so that every rule is deterministic under test.
// See docs/adr/0001-layer-the-code-hexagonally-and-enforce-imports.md.
import tseslint from 'typescript-eslint';

const why = 'comes through a port (Clock, IdGenerator, TokenGenerator) in src/domain and src/application';

/**
 * ESLint flat-config entries that forbid ambient time, randomness and crypto in the core.
 * @type {import('eslint').Linter.Config[]}
 */
export const purityRules = [
  {
    files: ['src/domain/**/*.{ts,tsx}', 'src/application/**/*.{ts,tsx}'],
    languageOptions: { parser: tseslint.parser },
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: `Date.now(): the current time ${why}.` },
        { object: 'Math', property: 'random', message: `Math.random(): randomness ${why}.` },
        { object: 'globalThis', property: 'crypto', message: `crypto: randomness and hashing ${why}.` },
        { object: 'performance', property: 'now', message: `performance.now(): the current time ${why}.` },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: `new Date() without arguments: the current time ${why}.`,
        },
        {
          selector: "CallExpression[callee.name='Date']",
          message: `Date() returns the current time as text; the current time ${why}.`,
        },
      ],
      'no-restricted-globals': ['error', { name: 'crypto', message: `crypto: randomness and hashing ${why}.` }],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'crypto', message: `node:crypto: randomness and hashing ${why}.` },
            { name: 'node:crypto', message: `node:crypto: randomness and hashing ${why}.` },
          ],
        },
      ],
    },
  },
];
