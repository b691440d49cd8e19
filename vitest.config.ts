import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Four projects (DEVELOPERS.md "Tests"): `node` (domain, application, adapters, CLI, contract tests),
// `ui` (the storefront's component tests in happy-dom), `process` (the files that start servers
// and other processes and drive them from outside) and `browser` (end to end in Debian's chromium
// against the real server and the built storefront). docs/adr/0096 says how they share the cores.
const pgliteTemplates = 'src/adapters/persistence/pglite-templates.test-support.ts';
// The server bundle the run builds once, which spawned servers run under Node (docs/adr/0101).
const serverBundle = 'tools/server/server-bundle.test-support.ts';
const useServerBundle = 'tools/server/use-server-bundle.test-support.ts';
// The databases spawned servers start on, made once per run and copied for each (docs/adr/0102).
const databaseTemplates = 'tools/server/database-templates.test-support.ts';

// The files that start servers (tools/server/spawn-server.ts), database or Redis servers of their
// own, or the CLI's binary: most of their time is spent waiting on those processes.
const processFiles = [
  'src/adapters/http-server/*-processes.test.ts',
  'src/adapters/http-server/main.test.ts',
  'src/adapters/http-server/production-start.test.ts',
  'src/adapters/http-server/migrate-command.test.ts',
  'src/adapters/http-server/test-clock-start.test.ts',
  'src/adapters/http-server/database-outage.test.ts',
  'src/adapters/http-server/redis-outage.test.ts',
  'src/adapters/http-server/idempotency-crash.test.ts',
  'src/adapters/http-server/booking-concurrency.test.ts',
  'src/adapters/http-server/neighbouring-creates-race.test.ts',
  'src/adapters/http-server/catalogue-apply-under-load.test.ts',
  'cli/**/*.e2e.test.ts',
];

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
          exclude: ['src/ui/**', ...processFiles],
          // One migrated and one seeded PGlite per run, which test files load copies of (DEVELOPERS.md).
          globalSetup: [pgliteTemplates],
          // Two files at once, as many as the cores (vitest's default leaves one core to itself).
          maxWorkers: 2,
          // A worker runs file after file in one module graph, instead of loading it again for each
          // file: the imports were two fifths of this project's time (docs/adr/0104).
          isolate: false,
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
          maxWorkers: 2,
          // As the node project (docs/adr/0104); the setup file empties the document after each test.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'process',
          include: processFiles,
          globalSetup: [pgliteTemplates, serverBundle, databaseTemplates],
          setupFiles: [useServerBundle],
          // After the many small files of the other two, before the browser files: run beside the
          // browser files, four heavy files at once on two cores slowed both and starved a timing
          // test (a fresh-clone run, docs/development.md).
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['e2e/**/*.test.ts'],
          // Builds the storefront and the server once per run into directories of the run's own,
          // which the spawned servers serve and run (ADR 0047, ADR 0101), and the databases they
          // start from (ADR 0102).
          globalSetup: ['e2e/build-storefront.test-support.ts', serverBundle, databaseTemplates],
          setupFiles: [useServerBundle],
          // Each file drives its own server and chromium; two at once keep both cores busy without starving them.
          maxWorkers: 2,
          // Last, alone: two browser files at once are what two cores hold.
          sequence: { groupOrder: 2 },
          testTimeout: 120_000,
          // The first file of each pinned instant makes its database template before its server starts (ADR 0102).
          hookTimeout: 240_000,
        },
      },
    ],
  },
});
