import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { TestProject } from 'vitest/node';
import type { Instant } from '#domain/calendar/instant';
import { PINNED, type PinnedInstant } from './pinned-clock.test-support';

// Test support, and vitest's global setup for the browser tests (docs/adr/0102): for each instant a
// suite pins its clocks at, a PGlite data directory holding what a server started there makes before
// it serves — the migrated schema, and the demo data seeded from that instant's day as
// start-server.ts seeds it — made once per run, from the working tree's migrations and demo data,
// by the first file that needs it (others wait for it), in the run's directory the global setup
// makes. Each storefront server starts on a copy of its instant's (storefront-server.test-support.ts)
// instead of creating, migrating and seeding a database of its own, which took most of its
// start-up. Each directory is made by this file run as a script under tsx, in a process of its own
// (PGlite makes a new data directory in a child process, which vitest's module runner cannot name).

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's directory of templates. */
    storefrontTemplates: string;
  }
}

const thisFile = fileURLToPath(import.meta.url);
const tsx = path.resolve(path.dirname(thisFile), '../node_modules/.bin/tsx');

/** Runs this file as a script: migrates the PGlite in `directory`, or seeds it from the day of `at`. */
async function inAProcess(directory: string, at?: PinnedInstant): Promise<void> {
  await promisify(execFile)(tsx, [thisFile, directory, ...(at === undefined ? [] : [at])], { timeout: 300_000 });
}

export async function setup(project: TestProject): Promise<() => Promise<void>> {
  const directory = await mkdtemp(path.join(tmpdir(), 'reserva-e2e-templates-'));
  project.provide('storefrontTemplates', directory);
  return () => rm(directory, { recursive: true, force: true });
}

/**
 * `directory/name`, made by `make` in this process unless another has made it or is making it
 * (then this one waits for it): the first to create `name.making` makes it, and marks it `name.ready`,
 * or `name.failed` with why.
 */
async function madeOnce(directory: string, name: string, make: (target: string) => Promise<void>): Promise<string> {
  const target = path.join(directory, name);
  const failed = `${target}.failed`;
  for (;;) {
    if (existsSync(`${target}.ready`)) return target;
    if (existsSync(failed))
      throw new Error(`The database template ${name} could not be made:\n${await readFile(failed, 'utf8')}`);
    const mine = await mkdir(`${target}.making`).then(
      () => true,
      () => false,
    );
    if (!mine) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      continue;
    }
    try {
      await make(target);
    } catch (error) {
      await writeFile(failed, error instanceof Error ? (error.stack ?? error.message) : String(error));
      throw error;
    }
    await writeFile(`${target}.ready`, '');
    return target;
  }
}

/** The run's template data directory for `at`, made by the first test file that asks for it. */
export async function storefrontTemplate(directory: string, at: PinnedInstant): Promise<string> {
  const migrated = await madeOnce(directory, 'migrated', (target) => inAProcess(target));
  const name = Object.entries(PINNED).find(([, instant]) => instant === at)?.[0] ?? String(Date.parse(at));
  return madeOnce(directory, name, async (target) => {
    await cp(migrated, target, { recursive: true });
    await inAProcess(target, at);
  });
}

if (process.argv[1] !== undefined && path.resolve(process.argv[1]) === thisFile) {
  const [dataDir, at] = process.argv.slice(2);
  if (dataDir === undefined) throw new Error('usage: storefront-templates.test-support.ts DATA_DIR [PINNED_INSTANT]');
  // Imported here, in the script's process only: the test files' processes never load them.
  const { openPgliteDatabase } = await import('#adapters/persistence/pglite-database');
  const database = await openPgliteDatabase({ dataDir });
  try {
    if (at === undefined) await (await import('#adapters/persistence/migrate')).migrate(database);
    else {
      const { localDateAt, timeZone } = await import('#domain/availability/time-zone');
      const { demoData } = await import('#adapters/persistence/demo/demo-data');
      const { seedDemoData } = await import('#adapters/persistence/demo/seed-demo-data');
      // The server seeds from its clock's day (start-server.ts); on a new database the seeding reads no other time.
      const instant = Date.parse(at) as Instant;
      await seedDemoData(database, demoData(localDateAt(timeZone('America/Santiago')._unsafeUnwrap(), instant)), {
        now: () => instant,
      });
    }
  } finally {
    await database.close();
  }
}
