import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildStorefront } from '#adapters/http-server/storefront-build.test-support';

// vitest's global setup for the browser tests: builds the storefront from the working tree once per
// run, exactly as `npm start` does, into a directory of the run's own, which the spawned servers
// serve (RESERVA_STOREFRONT_DIR) — never dist/storefront, which another build (`npm start`, `npm run
// build:storefront`, another test run) empties and rewrites while it works: a server reading its
// index then answered the storefront's pages with an error (docs/adr/0047).

declare module 'vitest' {
  export interface ProvidedContext {
    storefrontDirectory: string;
  }
}

export async function setup(project: TestProject): Promise<() => Promise<void>> {
  const outDir = await mkdtemp(path.join(tmpdir(), 'reserva-e2e-storefront-'));
  try {
    await buildStorefront({ outDir, ssr: false });
    // And its server renderer beside it, where the server looks for it (docs/adr/0129).
    await buildStorefront({ outDir: `${outDir}-ssr`, ssr: true });
  } catch (error) {
    await rm(outDir, { recursive: true, force: true });
    await rm(`${outDir}-ssr`, { recursive: true, force: true });
    throw error;
  }
  project.provide('storefrontDirectory', outDir);
  return async () => {
    await rm(outDir, { recursive: true, force: true });
    await rm(`${outDir}-ssr`, { recursive: true, force: true });
  };
}
