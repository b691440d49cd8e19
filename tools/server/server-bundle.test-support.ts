import { mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildServer, repository } from '../build/build-server';

// vitest's global setup for the projects whose tests spawn servers (docs/adr/0101): builds the
// server bundle once per run with `npm run build:server`'s own tooling, from the working tree, into
// a directory of the run's own inside the repository (`.build-test-…`, ignored by git and the
// linters) — never dist/, which `npm run build` and the production smoke use — where the bundle
// finds node_modules and package.json as a build into dist/ does. spawn-server.ts runs it under
// plain Node. Several projects share the one build; the last to finish removes it.
// RESERVA_TEST_SERVER_FROM=sources skips the build: the servers then run the sources under tsx.

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's server bundle (server/main.mjs), or null when the servers run from the sources. */
    serverBundle: string | null;
  }
}

interface SharedBuild {
  readonly bundle: Promise<string>;
  users: number;
}

// On globalThis, so that the projects share it whichever way vitest loads this module for each.
const key = Symbol.for('reserva.test.serverBundle');
const shared = globalThis as typeof globalThis & { [key]?: SharedBuild | undefined };

async function buildOnce(): Promise<string> {
  const directory = await mkdtemp(path.join(repository, '.build-test-'));
  try {
    await buildServer(directory);
  } catch (error) {
    await rm(directory, { recursive: true, force: true });
    throw error;
  }
  return path.join(directory, 'server/main.mjs');
}

/** The run's server bundle, built by the first caller; `release` it when done with it. */
export async function sharedServerBundle(): Promise<{
  readonly bundle: string;
  readonly release: () => Promise<void>;
}> {
  const build = (shared[key] ??= { bundle: buildOnce(), users: 0 });
  build.users += 1;
  const bundle = await build.bundle;
  return {
    bundle,
    release: async () => {
      build.users -= 1;
      if (build.users > 0) return;
      Reflect.deleteProperty(shared, key);
      await rm(path.dirname(path.dirname(bundle)), { recursive: true, force: true });
    },
  };
}

export async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (process.env['RESERVA_TEST_SERVER_FROM'] === 'sources') {
    project.provide('serverBundle', null);
    return () => Promise.resolve();
  }
  const { bundle, release } = await sharedServerBundle();
  project.provide('serverBundle', bundle);
  return release;
}
