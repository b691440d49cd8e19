import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

// vitest's global setup for the browser tests: builds the storefront from the working tree into
// dist/storefront once per run, exactly as `npm start` does, so the spawned servers serve what the
// tests are about.

const repository = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export async function setup(): Promise<void> {
  // Vite builds React for production only when NODE_ENV is unset or 'production', and vitest sets
  // it to 'test': without this the tests would drive React's development build, not what ships.
  const nodeEnv = process.env['NODE_ENV'];
  process.env['NODE_ENV'] = 'production';
  try {
    await build({ configFile: path.join(repository, 'vite.config.ts'), mode: 'production', logLevel: 'warn' });
  } finally {
    if (nodeEnv === undefined) Reflect.deleteProperty(process.env, 'NODE_ENV');
    else process.env['NODE_ENV'] = nodeEnv;
  }
}
