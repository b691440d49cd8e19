import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'cli/**/*.test.ts', 'contract-tests/**/*.test.ts', 'tools/**/*.test.ts'],
    // fast-check properties and the architecture check spin real tools; give them room on 2 cores.
    testTimeout: 30_000,
    // One migrated and one seeded PGlite per run, which test files load copies of (DEVELOPERS.md).
    globalSetup: ['src/adapters/persistence/pglite-templates.test-support.ts'],
  },
});
