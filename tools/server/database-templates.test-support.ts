import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { inject } from 'vitest';
import type { TestProject } from 'vitest/node';
import type { SqlDatabase } from '#adapters/persistence/sql-database';
import type { Instant } from '#domain/calendar/instant';

// Test support, and vitest's global setup for the projects whose tests start servers on PGlite
// (docs/adr/0102): the data directories a server starts on, made once per run and copied for each
// server (`cp -r`), instead of each server creating, migrating and seeding its own — which was most
// of a start. One is migrated only, as a server with RESERVA_DEMO_DATA=false leaves a new database;
// one per seeding day also holds the demo data seeded as start-server.ts seeds a new database on
// that day (the salon's, Santiago's, day: a run that crosses midnight there makes the new day's).
// Each is made on demand by the first test file that needs it (others wait for it: `madeOnce`), by
// this file run as a script under tsx, in a process of its own (PGlite makes a new data directory
// in a child process, which vitest's module runner cannot name), in a directory of the run's own
// that the global setup makes and removes after the run. On PostgreSQL a `CREATE DATABASE …
// TEMPLATE` copy took as long as creating, migrating and seeding (docs/development.md): servers
// there keep making their own.

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's directory of database templates. */
    databaseTemplates: string;
  }
}

const thisFile = fileURLToPath(import.meta.url);
const tsx = path.resolve(path.dirname(thisFile), '../../node_modules/.bin/tsx');

interface SharedTemplates {
  readonly directory: Promise<string>;
  users: number;
}

// On globalThis, so that the projects share one directory whichever way vitest loads this module for each.
const key = Symbol.for('reserva.test.databaseTemplates');
const shared = globalThis as typeof globalThis & { [key]?: SharedTemplates | undefined };

/** vitest's global setup: the run's templates directory, shared by the projects; the last to end removes it. */
export async function setup(project: TestProject): Promise<() => Promise<void>> {
  const templates = (shared[key] ??= {
    directory: mkdtemp(path.join(tmpdir(), 'reserva-database-templates-')),
    users: 0,
  });
  templates.users += 1;
  const directory = await templates.directory;
  project.provide('databaseTemplates', directory);
  return async () => {
    templates.users -= 1;
    if (templates.users > 0) return;
    shared[key] = undefined;
    await rm(directory, { recursive: true, force: true });
  };
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

/** Runs this file as a script: migrates the PGlite in `directory`, or seeds it from the day of `at`. */
async function inAProcess(directory: string, at?: string): Promise<void> {
  await promisify(execFile)(tsx, [thisFile, directory, ...(at === undefined ? [] : [at])], { timeout: 300_000 });
}

/** The salon's (Santiago's) day at `at`, as start-server.ts seeds the demo from it. */
async function seedingDay(at: string): Promise<string> {
  const { localDateAt, timeZone } = await import('#domain/availability/time-zone');
  return localDateAt(timeZone('America/Santiago')._unsafeUnwrap(), Date.parse(at) as Instant);
}

function theRunsTemplates(): string {
  const templates = inject('databaseTemplates');
  if (typeof templates !== 'string')
    throw new Error(
      "No database templates: the project's globalSetup must name tools/server/database-templates.test-support.ts",
    );
  return templates;
}

/**
 * What a template holds: the migrated schema only, as a server with RESERVA_DEMO_DATA=false leaves
 * a new database, or also the demo data a server seeds on a new database when its clock reads `at`
 * (now by default). Servers seeded on the same day seed the same rows, so the seeded templates are
 * one per day.
 */
export type TemplateContent = { readonly seeded: false } | { readonly seeded: true; readonly at?: string };

/** The run's PGlite template data directory holding `content`. */
export async function pgliteTemplate(content: TemplateContent): Promise<string> {
  const directory = theRunsTemplates();
  const migrated = await madeOnce(directory, 'pglite-migrated', (target) => inAProcess(target));
  if (!content.seeded) return migrated;
  const at = content.at ?? new Date().toISOString();
  return madeOnce(directory, `pglite-seeded-${await seedingDay(at)}`, async (target) => {
    await cp(migrated, target, { recursive: true });
    await inAProcess(target, at);
  });
}

/** Fills `dataDirectory` (new, or absent) with a copy of the run's PGlite template holding `content`. */
export async function pgliteDataDirectoryFromTemplate(dataDirectory: string, content: TemplateContent): Promise<void> {
  await cp(await pgliteTemplate(content), dataDirectory, { recursive: true });
}

/** Seeds the demo data as start-server.ts seeds a new database whose server's clock reads `at`. */
async function seedAt(database: SqlDatabase, at: string): Promise<void> {
  const { demoData } = await import('#adapters/persistence/demo/demo-data');
  const { seedDemoData } = await import('#adapters/persistence/demo/seed-demo-data');
  const { localDateAt, timeZone } = await import('#domain/availability/time-zone');
  // On a new database the seeding reads no other time than its day (docs/adr/0102).
  const instant = Date.parse(at) as Instant;
  await seedDemoData(database, demoData(localDateAt(timeZone('America/Santiago')._unsafeUnwrap(), instant)), {
    now: () => instant,
  });
}

if (process.argv[1] !== undefined && path.resolve(process.argv[1]) === thisFile) {
  const [dataDir, at] = process.argv.slice(2);
  if (dataDir === undefined) throw new Error('usage: database-templates.test-support.ts DATA_DIR [INSTANT]');
  // Imported here, in the script's process only: the test files' processes never load PGlite's.
  const { openPgliteDatabase } = await import('#adapters/persistence/pglite-database');
  const database = await openPgliteDatabase({ dataDir });
  try {
    if (at === undefined) await (await import('#adapters/persistence/migrate')).migrate(database);
    else await seedAt(database, at);
  } finally {
    await database.close();
  }
}
