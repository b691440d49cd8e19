#!/usr/bin/env node
// The `reserva` binary (package.json `bin`; ADR 0063). In a development checkout, where tsx is
// installed, it runs the TypeScript sources as they are, so it never runs a stale build; where only
// the production dependencies are (`npm ci --omit=dev`), it runs the CLI `npm run build` compiled
// into dist/cli/reserva.mjs.
import { existsSync } from 'node:fs';
import process from 'node:process';
import { URL } from 'node:url';

/** tsx's loader, or null where the devDependencies are not installed. */
async function tsxLoader() {
  try {
    return await import('tsx/esm/api');
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ERR_MODULE_NOT_FOUND') return null;
    throw error;
  }
}

const tsx = await tsxLoader();
if (tsx !== null) {
  tsx.register();
  await import(new URL('../main.ts', import.meta.url).href);
} else {
  const compiled = new URL('../../dist/cli/reserva.mjs', import.meta.url);
  if (!existsSync(compiled)) {
    process.stderr.write(
      '✗ The compiled CLI (dist/cli/reserva.mjs) is missing and tsx is not installed: run `npm run build` with the devDependencies installed.\n',
    );
    process.exit(1);
  }
  await import(compiled.href);
}
