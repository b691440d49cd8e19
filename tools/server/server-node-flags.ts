// The Node options the compiled server runs with, wherever it runs: `npm run start:prod`, the
// container's CMD (both held to these by tools/deploy/deploy-files.test.ts), the tests' and the
// benchmarks' servers and the production smoke run (docs/adr/0142).
//
// - `--enable-source-maps`: stack traces name the TypeScript sources (dist/server/main.mjs.map).
// - `--max-old-space-size`: V8 sizes a process's heap from the machine's memory, not from what the
//   process keeps. On a 24 GiB machine a server under marketplace traffic grew to some 900 MB of
//   RSS while what it kept fitted in 256 MB of heap: the rest was garbage not yet collected. What
//   it keeps is bounded by the caches' budgets (docs/adr/0135: agendas 64 MiB, hours and pages 16 MiB
//   each, estimated); 320 MB of old space holds them with room, and keeps a process under issue
//   37's 450 MB of RSS.
// - `--max-semi-space-size`: the young generation beside it, as Node 20 sizes it for that heap
//   (3 × 16 MB, `heap_size_limit` 368 MiB). Node 24 would give it 192 MB (512 MiB in all).

/** Megabytes of V8's old space a server process may use before it collects harder, then fails. */
export const SERVER_HEAP_LIMIT_MB = 320;

/** Megabytes of each of the young generation's semi-spaces, on every Node the server runs on. */
export const SERVER_SEMI_SPACE_MB = 16;

/** The options, in the order `npm run start:prod` gives them. */
export const SERVER_NODE_FLAGS: readonly string[] = [
  '--enable-source-maps',
  `--max-old-space-size=${String(SERVER_HEAP_LIMIT_MB)}`,
  `--max-semi-space-size=${String(SERVER_SEMI_SPACE_MB)}`,
];
