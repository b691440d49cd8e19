// The files the server and the CLI read at run time, besides their packages (ADR 0063). Run from the
// sources (tsx), each is where the repository keeps it; run from the bundles `npm run build` writes
// (dist/server/main.mjs, dist/cli/reserva.mjs), each is where tools/build/build-server.ts copies it,
// under dist/ — so a production install needs dist/, package.json and the production node_modules.
// The migrations are not listed: migrate.ts reads ./migrations/ beside itself, which in the bundle is
// beside dist/server/main.mjs, where the build copies them.

/** Replaced by `true` in the bundles (esbuild's `define`); never declared at run time, so `typeof` says 'undefined' under tsx. */
declare const RESERVA_BUNDLED: boolean | undefined;

/** How the code runs: its TypeScript sources through tsx, or a bundle under dist/. */
export type CodeLayout = 'sources' | 'bundle';

export interface RuntimeFiles {
  /** The Booking API's contract, which the server validates requests and answers against. */
  readonly contract: URL;
  /** The storefront `vite build` writes, which the server serves unless RESERVA_STOREFRONT_DIR names another. */
  readonly storefront: URL;
  /** The package's manifest, whose version the CLI prints. */
  readonly packageJson: URL;
  /** The demo's catalogue files (demo/*.yaml), which the server applies at its first start (docs/demo.md). */
  readonly demoCatalogues: URL;
}

/**
 * Where the run-time files are for code laid out as `layout`, given the address of this module: in
 * the sources src/adapters/runtime-files.ts, in a bundle the bundle itself (dist/server/main.mjs or
 * dist/cli/reserva.mjs), every module of a bundle sharing its import.meta.url.
 */
export function runtimeFilesFor(layout: CodeLayout, moduleUrl: string): RuntimeFiles {
  if (layout === 'sources') {
    const repository = new URL('../../', moduleUrl);
    return {
      contract: new URL('openapi/booking-api.yaml', repository),
      storefront: new URL('dist/storefront/', repository),
      packageJson: new URL('package.json', repository),
      demoCatalogues: new URL('demo/', repository),
    };
  }
  const dist = new URL('../', moduleUrl);
  return {
    contract: new URL('server/openapi/booking-api.yaml', dist),
    storefront: new URL('storefront/', dist),
    packageJson: new URL('../package.json', dist),
    demoCatalogues: new URL('server/demo/', dist),
  };
}

export const codeLayout: CodeLayout = typeof RESERVA_BUNDLED === 'boolean' && RESERVA_BUNDLED ? 'bundle' : 'sources';

export const runtimeFiles: RuntimeFiles = runtimeFilesFor(codeLayout, import.meta.url);
