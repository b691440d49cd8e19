import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import react from '@vitejs/plugin-react';
import type { ChunkingContext } from 'rolldown';
import { defineConfig, type Plugin } from 'vite';
import { reactAriaLocaleWithoutIntlData } from './tools/build/react-aria-locale-plugin';

// The storefront's build (ADR 0025): a single-page application rooted at src/ui, written to
// dist/storefront, which the API server serves on the same origin (src/adapters/http-server/storefront.ts).
// `npm run dev:storefront` serves it with hot reload, sending API calls to `npm start`'s server.

const apiPaths = [
  '/bookings',
  '/companies',
  '/locations',
  '/services',
  '/service_providers',
  '/social_networks',
  '/reviews',
  '/users',
  '/api',
  '/check_client_company',
  '/charly_discount',
  '/vehicles',
  '/human_check',
];

const compressWithBrotli = promisify(brotliCompress);
const compressWithGzip = promisify(gzip);

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside every script and stylesheet under assets/,
 * kept only when smaller. The server sends them to browsers that accept them (serveStatic's
 * `precompressed`): no CPU per request, and a better ratio than compressing on the fly can afford.
 * Brotli at quality 10 writes the storefront's scripts within 1.5 % of quality 11 in a third of the
 * time. It runs once the bundle is written: Vite still rewrites chunks (their preload lists) while
 * generating it.
 */
function precompressAssets(): Plugin {
  return {
    name: 'reserva:precompress-assets',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir;
      if (outDir === undefined) return;
      const written = Object.values(bundle).filter((output) => /^assets\/.+\.(?:js|css)$/.test(output.fileName));
      await Promise.all(
        written.map(async (output) => {
          const file = path.join(outDir, output.fileName);
          const content = await readFile(file);
          const brotliParameters = {
            [constants.BROTLI_PARAM_QUALITY]: 10,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          };
          const copies = [
            { extension: '.br', data: await compressWithBrotli(content, { params: brotliParameters }) },
            { extension: '.gz', data: await compressWithGzip(content, { level: constants.Z_BEST_COMPRESSION }) },
          ];
          await Promise.all(
            copies
              .filter((copy) => copy.data.length < content.length)
              .map((copy) => writeFile(`${file}${copy.extension}`, copy.data)),
          );
        }),
      );
    },
  };
}

/**
 * Writes the entry's stylesheet into index.html as a <style> element instead of a <link> to it: the
 * first paint no longer waits for a second request (Lighthouse's "render-blocking resources", some
 * 150 ms on its mobile profile; the CSP allows inline styles). The file stays beside it, for
 * anything that still names it, and a disabled link to it stays in the page (docs/adr/0139).
 * Lazily loaded chunks keep their own stylesheets.
 */
function inlineEntryStylesheet(): Plugin {
  return {
    name: 'reserva:inline-entry-stylesheet',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (bundle === undefined) return html;
        return html.replace(
          /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g,
          (link, fileName: string) => {
            const asset = bundle[fileName];
            if (asset?.type !== 'asset') return link;
            const css = typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
            // The link stays, disabled (never fetched): the preload helper finds the stylesheet
            // already in the page when a lazily loaded chunk that shares the first page's code
            // names it, instead of linking it again and restyling the whole page.
            return `<style>${css}</style><link rel="stylesheet" href="/${fileName}" disabled>`;
          },
        );
      },
    },
  };
}

/**
 * The first page's modules — the entry and everything it imports statically — named as one chunk
 * (ADR 0080): left to itself the bundler splits what lazily loaded chunks share with the first page
 * into chunks of their own (six beside the entry), each with its own gzip overhead and request.
 * Lazily loaded chunks import what they share from it. The bundler's runtime helpers stay a chunk
 * of their own (no group takes them), which index.html loads as a module script before this one.
 *
 * The location page's modules are one chunk the same way (ADR 0139): split by what other lazily
 * loaded chunks share, they were some 17 small chunks, and a browser spends about a millisecond of
 * its main thread on each request it starts (the preload link Vite's helper appends for each),
 * counted four times by Lighthouse's phone. Another page that shares one of its modules imports it
 * from its chunk. (The booking wizard done the same way takes in what the location page's lazily
 * loaded parts share with it, and the location page then loads the whole wizard: not done.)
 */
const uiModule = (file: string) => path.resolve(import.meta.dirname, 'src/ui', file);
const CHUNKS_BY_ROOT = [
  { name: 'first-page', root: uiModule('main.tsx') },
  { name: 'location-page', root: uiModule('features/location-page/location-page.tsx') },
] as const;
/** `root` and every module it imports statically, however deep, but for those `passed` turns away and what only they import. */
function staticReach(root: string, context: ChunkingContext, passed: (moduleId: string) => boolean): Set<string> {
  const reached = new Set<string>();
  const pending = [root];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (reached.has(id) || passed(id)) continue;
    reached.add(id);
    pending.push(...(context.getModuleInfo(id)?.importedIds ?? []));
  }
  return reached;
}

const chunkOfModule = new WeakMap<ChunkingContext, ReadonlyMap<string, string>>();
function closureChunk(moduleId: string, context: ChunkingContext): string | null {
  const known = chunkOfModule.get(context);
  if (known !== undefined) return known.get(moduleId) ?? null;
  const chunks = new Map<string, string>();
  // Each root's static imports, in order: a module reached from an earlier root stays in its chunk.
  for (const { name, root } of CHUNKS_BY_ROOT)
    for (const id of staticReach(root, context, (other) => chunks.has(other))) chunks.set(id, name);
  chunkOfModule.set(context, chunks);
  return chunks.get(moduleId) ?? null;
}

/**
 * What opening the booking wizard loads, in a few chunks (ADR 0158). Left to itself the bundler
 * splits the wizard's modules by which lazily loaded parts share them — the dialog's react-aria
 * modules with every dialog, the day and hour pickers with the booking's edit page, each form rule
 * with a dialog or two — and a marketplace link's wizard asked for 16 chunks at once: a preload
 * link appended for each in one task (about a millisecond of a phone's main thread apiece), and
 * three rounds of six requests on one host. Two groups gather them:
 *
 * - the modal dialog with what it imports (react-aria's dialog, focus scope and the rest), which
 *   every dialog loads whole in any case;
 * - every module of our own the wizard reaches, beyond the first and location pages' and its own
 *   folder's, sorted by the lazily loaded parts that use them (`entriesAware`), sets smaller than
 *   4 kB joined to their closest neighbour: a dialog that shares a form rule with the wizard loads
 *   a few kB more, the wizard 7 chunks instead of 16.
 *
 * The wizard's reach stops at packages: a package's index names every module it has, and the
 * bundler's own inclusion of what a module imports takes the ones it uses.
 */
const WIZARD = uiModule('features/booking-wizard/booking-wizard.tsx');
const WIZARD_FOLDER = uiModule('features/booking-wizard') + path.sep;
const wizardReach = new WeakMap<ChunkingContext, ReadonlySet<string>>();
function sharedByTheWizard(moduleId: string, context: ChunkingContext): boolean {
  let reach = wizardReach.get(context);
  if (reach === undefined) {
    reach = staticReach(WIZARD, context, (id) => id.includes('node_modules'));
    wizardReach.set(context, reach);
  }
  return reach.has(moduleId) && !moduleId.startsWith(WIZARD_FOLDER) && closureChunk(moduleId, context) === null;
}
const WIZARD_SHARED = 'wizard-shared';

/**
 * The booking wizard's other steps, which it fetches in idle time while the client picks a day
 * (booking-wizard.tsx `useStepsFetchedWhenIdle`): asked for without Vite's preload links for their
 * chunks' imports. Each link is an element appended to the page, about a millisecond of a phone's
 * main thread under Lighthouse (docs/performance.md), and a step asked for up to 18 in one idle
 * task; without them the browser finds the step's imports as it reads its chunk, a task for each
 * answer. A prefetch has no one waiting for it, so the longer chain of requests costs nothing a
 * client sees (docs/adr/0154).
 */
const IDLE_FETCHED_STEP =
  /(?:^|\/)(?:mode-selection|provider-selection|client-form|reservation-summary|payment-wait)-step-[\w-]+\.js$/;
function preloadedWithImport(fileName: string, dependencies: string[]): string[] {
  return IDLE_FETCHED_STEP.test(fileName) ? [] : dependencies;
}

/**
 * The server's renderer of the storefront (docs/adr/0129): `vite build --ssr` builds
 * src/ui/server-composition-root.tsx, with every package it imports, into one module beside the storefront,
 * dist/storefront-ssr, which the server loads. React's production build, as the browser's.
 */
const serverRenderer = path.resolve(import.meta.dirname, 'src/ui/server-composition-root.tsx');

export default defineConfig(({ isSsrBuild }) =>
  isSsrBuild === true
    ? {
        root: 'src/ui',
        base: '/',
        plugins: [optimizeLocales.vite({ locales: ['en', 'es'] }), reactAriaLocaleWithoutIntlData(), react()],
        publicDir: false,
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        ssr: { noExternal: true, target: 'node' },
        build: {
          ssr: serverRenderer,
          outDir: '../../dist/storefront-ssr',
          emptyOutDir: true,
          target: 'node20',
          reportCompressedSize: false,
          // The server imports one file: the page's lazily loaded parts are in it.
          rolldownOptions: {
            input: serverRenderer,
            output: { codeSplitting: false, entryFileNames: 'server-render.mjs' },
          },
        },
      }
    : {
        root: 'src/ui',
        base: '/',
        // react-aria carries its own words (drag and drop, lists, selects…) for some 35 locales; the
        // storefront speaks English and Spanish, so only those are bundled.
        plugins: [
          optimizeLocales.vite({ locales: ['en', 'es'] }),
          // react-aria's locale read without Intl's locale data (docs/adr/0149).
          reactAriaLocaleWithoutIntlData(),
          react(),
          inlineEntryStylesheet(),
          precompressAssets(),
        ],
        build: {
          outDir: '../../dist/storefront',
          emptyOutDir: true,
          target: 'es2022',
          reportCompressedSize: false,
          // Every browser the storefront supports (es2022) preloads modules itself.
          modulePreload: { polyfill: false, resolveDependencies: preloadedWithImport },
          rolldownOptions: {
            output: {
              // A set of the wizard's shared modules is named by every part that uses it: its file by the group alone.
              chunkFileNames: ({ name }) =>
                name.startsWith(`${WIZARD_SHARED}~`) ? `assets/${WIZARD_SHARED}-[hash].js` : 'assets/[name]-[hash].js',
              codeSplitting: {
                // One chunk a group (but the wizard's shared modules', a few), the first page's first: a group also
                // takes what its modules import.
                groups: [
                  // index.html's first module, with what it imports, in one chunk before any group takes
                  // them: the early clicks' hold and Vite's preload helper, which it uses to import the first
                  // page's chunk once the page has painted — one request before the first paint, and not one
                  // for the first page's chunk to reach the helper (docs/adr/0151).
                  {
                    name: (moduleId: string) =>
                      /vite\/preload-helper|[\\/]start-after-first-paint\.ts$|[\\/]early-clicks\.ts$/.test(moduleId)
                        ? 'start'
                        : null,
                    debugName: 'start',
                    priority: CHUNKS_BY_ROOT.length + 2,
                  },
                  ...CHUNKS_BY_ROOT.map(({ name }, index) => ({
                    name: (moduleId: string, context: ChunkingContext) =>
                      closureChunk(moduleId, context) === name ? name : null,
                    debugName: name,
                    priority: CHUNKS_BY_ROOT.length - index + 1,
                  })),
                  // What opening the wizard loads, in a few chunks (ADR 0158; see sharedByTheWizard).
                  {
                    name: 'modal-dialog',
                    test: /[\\/]src[\\/]ui[\\/]components[\\/]modal-dialog\.tsx$/,
                    priority: 1,
                  },
                  {
                    name: (moduleId: string, context: ChunkingContext) =>
                      sharedByTheWizard(moduleId, context) ? WIZARD_SHARED : null,
                    debugName: WIZARD_SHARED,
                    entriesAware: true,
                    entriesAwareMergeThreshold: 4_000,
                    priority: 0,
                  },
                ],
              },
            },
          },
        },
        server: {
          proxy: Object.fromEntries(apiPaths.map((prefix) => [prefix, { target: 'http://127.0.0.1:3000' }])),
        },
      },
);
