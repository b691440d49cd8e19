import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Three projects (DEVELOPERS.md "Tests"): `node` (domain, application, adapters, CLI, contract tests),
// `ui` (the storefront's component tests in happy-dom) and `browser` (end to end in Debian's
// chromium against the real server and the built storefront).
const pgliteTemplates = 'src/adapters/persistence/pglite-templates.test-support.ts';

export default defineConfig({
  test: {
    // fast-check properties and the architecture check spin real tools; give them room on 2 cores.
    testTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: ['src/**/*.test.ts', 'cli/**/*.test.ts', 'contract-tests/**/*.test.ts', 'tools/**/*.test.ts'],
          exclude: ['src/ui/**'],
          // One migrated and one seeded PGlite per run, which test files load copies of (DEVELOPERS.md).
          globalSetup: [pgliteTemplates],
        },
      },
      {
        extends: true,
        plugins: [react()],
        test: {
          name: 'ui',
          include: ['src/ui/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['src/ui/testing/component-test-setup.test-support.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['e2e/**/*.test.ts'],
          // Builds the storefront once per run into a directory of the run's own, which the spawned servers serve (ADR 0047).
          globalSetup: ['e2e/build-storefront.test-support.ts'],
          // Each file drives its own server and chromium; two at once keep both cores busy without starving them.
          maxWorkers: 2,
          // After the node and ui projects, whose many small files share the cores differently.
          sequence: { groupOrder: 1 },
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
