import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { codeLayout, runtimeFiles, runtimeFilesFor } from './runtime-files';

describe('the files the server and the CLI read at run time (ADR 0063)', () => {
  it('are where the repository keeps them when the sources run', () => {
    expect(codeLayout).toBe('sources');
    expect(existsSync(runtimeFiles.contract)).toBe(true);
    expect(existsSync(runtimeFiles.packageJson)).toBe(true);
    expect(existsSync(runtimeFiles.demoCatalogues)).toBe(true);
    expect(runtimeFiles.demoCatalogues.href).toBe(new URL('../../demo/', import.meta.url).href);
    expect(runtimeFiles.contract.href).toBe(new URL('../../openapi/booking-api.yaml', import.meta.url).href);
    expect(runtimeFiles.storefront.href).toBe(new URL('../../dist/storefront/', import.meta.url).href);
  });

  it('are under dist/, beside the bundles, when a bundle runs, whichever bundle it is', () => {
    for (const bundle of ['file:///srv/reserva/dist/server/main.mjs', 'file:///srv/reserva/dist/cli/reserva.mjs']) {
      const files = runtimeFilesFor('bundle', bundle);
      expect(files.contract.href).toBe('file:///srv/reserva/dist/server/openapi/booking-api.yaml');
      expect(files.storefront.href).toBe('file:///srv/reserva/dist/storefront/');
      expect(files.packageJson.href).toBe('file:///srv/reserva/package.json');
      expect(files.demoCatalogues.href).toBe('file:///srv/reserva/dist/server/demo/');
    }
  });
});
