// Lint: typescript-eslint's strict type-checked rules, zero warnings (`npm run lint`), plus the
// purity rules that `npm run check:architecture` also runs on their own, and the size limits (ADR 0099).
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { purityRules } from './tools/architecture/purity-rules.js';
import { sizeRulesConfig } from './tools/lint/size-limits.js';

export default defineConfig(
  { ignores: ['node_modules/', 'dist/', '.build-test-*/', 'coverage/', '.reserva-data/', '**/*.generated.ts'] },
  js.configs.recommended,
  tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // Leaving fields out of an object by destructuring the rest is intended.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      'no-restricted-exports': [
        'error',
        {
          restrictDefaultExports: {
            direct: true,
            named: true,
            defaultFrom: true,
            namedFrom: true,
            namespaceFrom: true,
          },
        },
      ],
    },
  },
  {
    // Configuration files are the one place tools require a default export.
    files: ['*.config.{js,ts}', '.dependency-cruiser.mjs'],
    rules: { 'no-restricted-exports': 'off' },
  },
  {
    // The storefront's components: hooks called by the rules, effects naming what they follow.
    files: ['src/ui/**/*.tsx'],
    // The plugin's own types describe its legacy configs, which flat config's Plugin type does not take.
    plugins: { 'react-hooks': /** @type {import('eslint').ESLint.Plugin} */ (/** @type {unknown} */ (reactHooks)) },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  purityRules,
  sizeRulesConfig,
);
