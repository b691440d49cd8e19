import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import type { TestProject } from 'vitest/node';
import { demoData } from './demo/demo-data';
import { seedDemoData } from './demo/seed-demo-data';
import { migrate } from './migrate';
import { openPgliteDatabase } from './pglite-database';
import type { SqlDatabase } from './sql-database';
import type { LocalDate } from '#domain/calendar/local-date';

// Test support, and vitest's global setup: two PGlite databases made once per test run — one
// migrated, one migrated and holding the demo data — dumped to files that every test file loads
// instead of creating, migrating and seeding a PGlite of its own (loading costs a fraction). They
// are made afresh on every run, from the migrations and demo data of the working tree.

/** The day the tests' demo data is seeded on: promotion and exception dates count from it. */
export const DEMO_TODAY = '2026-12-01' as LocalDate;

interface PgliteTemplates {
  readonly migrated: string;
  readonly seeded: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplates: PgliteTemplates | null;
  }
}

/** vitest's global setup: makes the two templates, tells the test files where they are, and removes them after the run. */
export async function setup(project: TestProject): Promise<() => Promise<void>> {
  const directory = await mkdtemp(path.join(tmpdir(), 'reserva-pglite-templates-'));
  const database = await openPgliteDatabase();
  try {
    await migrate(database);
    const migrated = path.join(directory, 'migrated.tar');
    await writeFile(migrated, Buffer.from(await (await database.dump()).arrayBuffer()));
    await seedDemoData(database, demoData(DEMO_TODAY));
    const seeded = path.join(directory, 'seeded.tar');
    await writeFile(seeded, Buffer.from(await (await database.dump()).arrayBuffer()));
    project.provide('pgliteTemplates', { migrated, seeded });
  } finally {
    await database.close();
  }
  return () => rm(directory, { recursive: true, force: true });
}

/**
 * A new in-memory PGlite copied from the run's template (`migrated`, or `seeded` with the demo
 * data), or undefined when the run has no templates (a runner without the global setup).
 */
export async function pgliteFromTemplate(kind: keyof PgliteTemplates): Promise<SqlDatabase | undefined> {
  const templates = inject('pgliteTemplates');
  if (templates === null) return undefined;
  return openPgliteDatabase({ from: new Blob([await readFile(templates[kind])]) });
}
