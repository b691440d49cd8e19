import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import type { TestProject } from 'vitest/node';

// vitest's global setup for the browser tests: builds the storefront from the working tree once per
// run, exactly as `npm start` does, into a directory of the run's own, which the spawned servers
// serve (RESERVA_STOREFRONT_DIR) — never dist/storefront, which another build (`npm start`, `npm run
// build:storefront`, another test run) empties and rewrites while it works: a server reading its
// index then answered the storefront's pages with an error (docs/adr/0047).

const repository = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

declare module 'vitest' {
  export interface ProvidedContext {
    storefrontDirectory: string;
  }
}

export async function setup(project: TestProject): Promise<() => Promise<void>> {
  const outDir = await mkdtemp(path.join(tmpdir(), 'reserva-e2e-storefront-'));
  // Vite builds React for production only when NODE_ENV is unset or 'production', and vitest sets
  // it to 'test': without this the tests would drive React's development build, not what ships.
  const nodeEnv = process.env['NODE_ENV'];
  process.env['NODE_ENV'] = 'production';
  try {
    await build({
      configFile: path.join(repository, 'vite.config.ts'),
      mode: 'production',
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true },
    });
    // And its server renderer beside it, where the server looks for it (docs/adr/0129).
    await build({
      configFile: path.join(repository, 'vite.config.ts'),
      mode: 'production',
      logLevel: 'warn',
      build: { ssr: true, outDir: `${outDir}-ssr`, emptyOutDir: true },
    });
  } catch (error) {
    await rm(outDir, { recursive: true, force: true });
    await rm(`${outDir}-ssr`, { recursive: true, force: true });
    throw error;
  } finally {
    if (nodeEnv === undefined) Reflect.deleteProperty(process.env, 'NODE_ENV');
    else process.env['NODE_ENV'] = nodeEnv;
  }
  project.provide('storefrontDirectory', outDir);
  return async () => {
    await rm(outDir, { recursive: true, force: true });
    await rm(`${outDir}-ssr`, { recursive: true, force: true });
  };
}
