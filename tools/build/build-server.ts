// `npm run build:server` (part of `npm run build`; ADR 0063): bundles the server and the CLI with
// esbuild into plain JavaScript that Node runs with no TypeScript tooling, and copies beside them
// the files they read at run time (src/adapters/runtime-files.ts says where each is looked for).
// Packages stay outside the bundles (node_modules); each one a bundle imports must be a
// `dependencies` entry of package.json, or `npm ci --omit=dev` would leave it out: the build fails
// when one is not.
import { builtinModules } from 'node:module';
import { cp, mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Metafile } from 'esbuild';

export const repository = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The bundles, each from its composition root, relative to the output directory. */
export const BUNDLES = [
  { entry: 'src/adapters/http-server/main.ts', output: 'server/main.mjs' },
  { entry: 'cli/main.ts', output: 'cli/reserva.mjs' },
] as const;

/** What the server reads from disk at run time, copied from the repository into the output directory. */
export const RUNTIME_FILES = [
  // migrate.ts reads ./migrations/ beside itself: in the bundle, beside server/main.mjs.
  { from: 'src/adapters/persistence/migrations', to: 'server/migrations' },
  { from: 'openapi/booking-api.yaml', to: 'server/openapi/booking-api.yaml' },
  // The demo's catalogue files, which the server applies at its first start.
  { from: 'demo', to: 'server/demo' },
] as const;

export interface BuiltServer {
  /** The files written, relative to the output directory. */
  readonly bundles: readonly string[];
  /** Every package the bundles import, by name, sorted. */
  readonly packages: readonly string[];
}

/** The package an import names: `@scope/name` or `name`, without a subpath; null for Node's own modules. */
export function packageOf(specifier: string): string | null {
  if (specifier.startsWith('node:') || builtinModules.includes(specifier.split('/')[0] ?? '')) return null;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

/** The packages a bundle's metafile says it leaves to node_modules. */
function externalPackages(metafile: Metafile): Set<string> {
  const names = new Set<string>();
  for (const output of Object.values(metafile.outputs)) {
    for (const imported of output.imports) {
      if (imported.external !== true) continue;
      const name = packageOf(imported.path);
      if (name !== null) names.add(name);
    }
  }
  return names;
}

/** The packages package.json lists as `dependencies`: what `npm ci --omit=dev` installs. */
export async function productionDependencies(): Promise<ReadonlySet<string>> {
  const manifest = JSON.parse(await readFile(path.join(repository, 'package.json'), 'utf8')) as {
    readonly dependencies?: Readonly<Record<string, string>>;
  };
  return new Set(Object.keys(manifest.dependencies ?? {}));
}

/**
 * Development-only packages the code imports only when present, carrying on without them: pino-pretty
 * prettifies the logs on a developer's terminal and is skipped after `npm ci --omit=dev` (docs/adr/0060).
 */
export const OPTIONAL_AT_RUN_TIME: ReadonlySet<string> = new Set(['pino-pretty']);

/**
 * Builds the server and the CLI into `outputDirectory` (the repository's dist by default), first
 * removing what an earlier build left there. Rejects, naming them, when a bundle imports a package
 * that is not among `dependencies` (package.json's by default).
 */
export async function buildServer(
  outputDirectory = path.join(repository, 'dist'),
  dependencies?: ReadonlySet<string>,
): Promise<BuiltServer> {
  const installed = dependencies ?? (await productionDependencies());
  const packages = new Set<string>();
  for (const bundle of BUNDLES) {
    const outfile = path.join(outputDirectory, bundle.output);
    await rm(path.dirname(outfile), { recursive: true, force: true });
    const result = await build({
      absWorkingDir: repository,
      entryPoints: [bundle.entry],
      outfile,
      bundle: true,
      platform: 'node',
      format: 'esm',
      // package.json's engines: Node 20.19 or newer.
      target: 'node20.19',
      packages: 'external',
      // Readable output (stack traces name the real functions), with a map back to the sources for
      // `node --enable-source-maps`.
      sourcemap: 'linked',
      legalComments: 'none',
      define: { RESERVA_BUNDLED: 'true' },
      metafile: true,
      logLevel: 'warning',
    });
    for (const name of externalPackages(result.metafile)) packages.add(name);
  }
  const undeclared = [...packages].filter((name) => !installed.has(name) && !OPTIONAL_AT_RUN_TIME.has(name)).sort();
  if (undeclared.length > 0) {
    throw new Error(
      `The bundles import ${undeclared.join(', ')}, not among package.json's dependencies: \`npm ci --omit=dev\` would leave ${undeclared.length === 1 ? 'it' : 'them'} out.`,
    );
  }
  for (const file of RUNTIME_FILES) {
    const target = path.join(outputDirectory, file.to);
    await mkdir(path.dirname(target), { recursive: true });
    await cp(path.join(repository, file.from), target, { recursive: true });
  }
  return { bundles: BUNDLES.map((bundle) => bundle.output), packages: [...packages].sort() };
}

if (process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const outputDirectory = process.argv[2] === undefined ? undefined : path.resolve(process.argv[2]);
  const built = await buildServer(outputDirectory);
  console.log(
    `Built ${built.bundles.map((bundle) => path.join(path.relative(process.cwd(), outputDirectory ?? path.join(repository, 'dist')), bundle)).join(' and ')}; they import ${String(built.packages.length)} packages from node_modules.`,
  );
}
