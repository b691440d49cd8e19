// The storefront's initial JavaScript (issue 4): what a browser must download before the first page
// can render — the entry chunk its index.html loads, the first page's code it starts once the page
// the server rendered has painted (docs/adr/0151), and every chunk those import statically,
// transitively. Lazily loaded chunks (the booking wizard, the confirmation page, the conflict
// dialog) are left out: they load only when the page asks for them. Measured gzip-compressed, one
// chunk at a time, as the server sends them. `npm run lighthouse` prints it and
// tools/bundle/initial-javascript.test.ts holds it to the budget.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

export const repository = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Where `npm run build:storefront` writes the storefront, and where the server serves it from. */
export const storefrontDirectory = path.join(repository, 'dist', 'storefront');

export { INITIAL_JAVASCRIPT_BUDGET_GZIP_BYTES } from './initial-javascript-budget';

/** A JavaScript chunk the build wrote, as far as the measurement needs it. */
export interface BuiltChunk {
  /** Relative to the output directory, e.g. `assets/index-3fa2.js`. */
  readonly fileName: string;
  readonly code: string;
  /** The chunks it imports statically (file names); dynamic imports are not among them. */
  readonly imports: readonly string[];
  /** The chunks it imports dynamically: for a module index.html loads, the first page's code it starts (docs/adr/0151). */
  readonly dynamicImports?: readonly string[];
}

export interface MeasuredChunk {
  readonly fileName: string;
  readonly bytes: number;
  readonly gzipBytes: number;
}

export interface InitialJavaScript {
  /** The chunk index.html loads last: the one that starts the page. */
  readonly entry: string;
  /** The chunks index.html loads, then what they import statically, in the order they are reached. */
  readonly chunks: readonly MeasuredChunk[];
  readonly bytes: number;
  readonly gzipBytes: number;
}

/**
 * The file names (relative to the output directory) of the module scripts `indexHtml` loads, in
 * order: the entry chunk, or, when the bundler made the entry a chunk of imports only (the first
 * page's modules in a chunk of their own, vite.config.ts), the chunks it imports, which Vite then
 * writes into the page as scripts of their own.
 */
export function entryScriptsOf(indexHtml: string, base = '/'): readonly string[] {
  const scripts = [...indexHtml.matchAll(/<script\b[^>]*>/g)]
    .map((match) => match[0])
    .filter((tag) => /\btype="module"/.test(tag))
    .map((tag) => /\bsrc="([^"]+)"/.exec(tag)?.[1])
    .filter((source): source is string => source !== undefined);
  if (scripts.length === 0) throw new Error('index.html loads no module script');
  return scripts.map((source) => (source.startsWith(base) ? source.slice(base.length) : source));
}

/** The gzip size of `code` at zlib's default level, which servers and Node's CompressionStream use. */
export function gzipSize(code: string): number {
  return gzipSync(Buffer.from(code, 'utf8')).length;
}

/**
 * The chunks `indexHtml` loads, what they import dynamically themselves (index.html's first module
 * starts the first page's code once the page has painted, docs/adr/0151), and every chunk those
 * import statically, transitively, measured.
 */
export function initialJavaScriptOf(chunks: readonly BuiltChunk[], indexHtml: string, base = '/'): InitialJavaScript {
  const byFileName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entries = entryScriptsOf(indexHtml, base);
  const reached: BuiltChunk[] = [];
  const seen = new Set<string>();
  const started = new Set(entries);
  const pending = [...entries];
  for (let fileName = pending.shift(); fileName !== undefined; fileName = pending.shift()) {
    if (seen.has(fileName)) continue;
    seen.add(fileName);
    const chunk = byFileName.get(fileName);
    if (chunk === undefined) throw new Error(`${fileName} is imported but the build wrote no such chunk`);
    reached.push(chunk);
    pending.push(...chunk.imports, ...(started.has(fileName) ? (chunk.dynamicImports ?? []) : []));
  }
  const measured = reached.map((chunk) => ({
    fileName: chunk.fileName,
    bytes: Buffer.byteLength(chunk.code, 'utf8'),
    gzipBytes: gzipSize(chunk.code),
  }));
  return {
    entry: entries[entries.length - 1] ?? '',
    chunks: measured,
    bytes: measured.reduce((sum, chunk) => sum + chunk.bytes, 0),
    gzipBytes: measured.reduce((sum, chunk) => sum + chunk.gzipBytes, 0),
  };
}

export interface BuiltStorefront {
  readonly outDir: string;
  /** Every file the build wrote (chunks, stylesheets, index.html), relative to `outDir`. */
  readonly files: readonly string[];
  readonly initialJavaScript: InitialJavaScript;
}

/**
 * Builds the storefront with vite.config.ts, as `npm run build:storefront` does, into `outDir`
 * (dist/storefront by default), and measures its initial JavaScript from what the build wrote.
 */
export async function buildStorefront(
  outDir: string = storefrontDirectory,
  // Where the server serves it from, its server renderer beside it too (docs/adr/0129), as
  // `npm run build:storefront` builds it: a renderer left from an older build would not match.
  {
    withRenderer = outDir === storefrontDirectory,
    sourcemap = false,
  }: {
    readonly withRenderer?: boolean;
    /** Source maps beside the chunks, for a profile to name the original functions (`npm run lighthouse:profile`). */
    readonly sourcemap?: boolean;
  } = {},
): Promise<BuiltStorefront> {
  // Vite builds for production only when NODE_ENV is unset or 'production'; vitest sets it to
  // 'test', which would measure React's development build instead of what the server serves.
  const nodeEnv = process.env['NODE_ENV'];
  process.env['NODE_ENV'] = 'production';
  const result = await build({
    configFile: path.join(repository, 'vite.config.ts'),
    mode: 'production',
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, sourcemap },
  })
    .then(async (built) => {
      if (withRenderer)
        await build({
          configFile: path.join(repository, 'vite.config.ts'),
          mode: 'production',
          logLevel: 'warn',
          build: { ssr: true, outDir: `${outDir}-ssr`, emptyOutDir: true },
        });
      return built;
    })
    .finally(() => {
      if (nodeEnv === undefined) Reflect.deleteProperty(process.env, 'NODE_ENV');
      else process.env['NODE_ENV'] = nodeEnv;
    });
  if (!('output' in result)) throw new Error('the storefront build returned no single output');
  // The code as written, which Vite may still have rewritten after handing the chunk over.
  const chunks: BuiltChunk[] = result.output.flatMap((output) =>
    output.type === 'chunk'
      ? [
          {
            fileName: output.fileName,
            imports: output.imports,
            dynamicImports: output.dynamicImports,
            code: readFileSync(path.join(outDir, output.fileName), 'utf8'),
          },
        ]
      : [],
  );
  const indexHtml = readFileSync(path.join(outDir, 'index.html'), 'utf8');
  return {
    outDir,
    files: result.output.map((output) => output.fileName),
    initialJavaScript: initialJavaScriptOf(chunks, indexHtml),
  };
}

/** `bytes` in decimal kilobytes with one decimal, e.g. `148.3 kB`. */
export function kilobytes(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} kB`;
}
