import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

// Test support: the storefront built from the working tree as `npm run build:storefront` builds it
// — its browser bundle, or its server renderer (`ssr`, docs/adr/0129) — into a directory of the
// caller's own.

const repository = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export async function buildStorefront({
  outDir,
  ssr,
}: {
  readonly outDir: string;
  readonly ssr: boolean;
}): Promise<void> {
  // Vite builds React for production only when NODE_ENV is unset or 'production', and vitest sets
  // it to 'test': without this the tests would drive React's development build, not what ships.
  const nodeEnv = process.env['NODE_ENV'];
  process.env['NODE_ENV'] = 'production';
  try {
    await build({
      configFile: path.join(repository, 'vite.config.ts'),
      mode: 'production',
      logLevel: 'warn',
      build: { ssr, outDir, emptyOutDir: true },
    });
  } finally {
    if (nodeEnv === undefined) Reflect.deleteProperty(process.env, 'NODE_ENV');
    else process.env['NODE_ENV'] = nodeEnv;
  }
}
