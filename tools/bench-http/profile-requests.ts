// `npx tsx tools/bench-http/profile-requests.ts` (issue 37): where a request's CPU goes on the server as
// production runs it (the compiled bundle, NODE_ENV=production, PGlite; production-server.ts). For each
// of GET /healthz, GET /locations/1, its page's HTML (GET /cl/sucursal/1), the demo salon's hours and its days, a server of its own runs
// under `node --cpu-prof` while autocannon loads it from 127.0.0.1; so does the floor, a bare
// node:http server answering a small JSON body. Prints each profile's summary (cpu-profile-summary.ts)
// and the answers per second, and keeps the .cpuprofile files (Chrome's DevTools open them).
// On a machine shared with other work the answers per second say little; the profile's shares do.
//
//   npx tsx tools/bench-http/profile-requests.ts [--duration S] [--connections N] [--top N] [--only id,id]
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import process from 'node:process';
import type autocannon from 'autocannon';
import {
  formatSummary,
  sourceMapLocator,
  summarizeProfile,
  type CpuProfile,
  type ProfileWindow,
} from './cpu-profile-summary';
import { applyLoad, readFigures } from './load';
import { ensureProductionBuild, newStaffKey, startProductionServer, type ServerEnvironment } from './production-server';

const say = (line: string) => process.stdout.write(`${line}\n`);

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(name);
  return index === -1 ? fallback : (process.argv[index + 1] ?? fallback);
}

const durationSeconds = Number(option('--duration', '10'));
const connections = Number(option('--connections', '50'));
const top = Number(option('--top', '15'));
const only = option('--only', '');

/** Tomorrow and the two weeks from it, in Santiago, the demo salon's time zone. */
function santiagoDays(): { first: string; last: string } {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santiago' }).format(new Date());
  const day = (offset: number) =>
    new Date(Date.parse(`${today}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
  return { first: day(1), last: day(14) };
}

const { first, last } = santiagoDays();
/** The paths profiled: the demo salon's Providencia (location 1) and its women's cut (service 1). */
const PATHS: readonly { id: string; requests: autocannon.Request[] }[] = [
  { id: 'healthz', requests: [{ method: 'GET', path: '/healthz' }] },
  { id: 'location', requests: [{ method: 'GET', path: '/locations/1' }] },
  // The location's page as a browser asks for it: the HTML rendered on the server and kept (ADR 0132).
  {
    id: 'location-page',
    requests: [
      {
        method: 'GET',
        path: '/cl/sucursal/1',
        headers: { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' },
      },
    ],
  },
  {
    id: 'hours',
    requests: [
      { method: 'GET', path: `/service_providers/available_hours_sql_improved?start_date=${first}&local=1&services=1` },
    ],
  },
  {
    id: 'days',
    requests: [
      {
        method: 'GET',
        path: `/service_providers/available_days_sql_improved?start_date=${first}&end_date=${last}&local=1&services=1`,
      },
    ],
  },
];

/** The floor: Node's own HTTP server answering a small JSON body, nothing else. */
const FLOOR_SERVER = `
const server = require('node:http').createServer((request, response) => {
  const body = JSON.stringify({ status: 'alive' });
  response.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) });
  response.end(body);
});
server.listen(0, '127.0.0.1', () => console.log('floor at http://127.0.0.1:' + server.address().port + ' '));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
`;

async function startFloor(profileDirectory: string) {
  const child = spawn(process.execPath, ['--cpu-prof', `--cpu-prof-dir=${profileDirectory}`, '-e', FLOOR_SERVER], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const origin = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      const found = /floor at (http:\/\/\S+) /.exec(chunk.toString())?.[1];
      if (found !== undefined) resolve(found);
    });
    child.once('exit', (code) => {
      reject(new Error(`the floor server exited ${String(code)}`));
    });
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    origin,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

async function summarize(profileDirectory: string, window: ProfileWindow): Promise<string> {
  const [file] = (await readdir(profileDirectory)).filter((name) => name.endsWith('.cpuprofile'));
  if (file === undefined) throw new Error(`no .cpuprofile in ${profileDirectory}`);
  const profile = JSON.parse(await readFile(path.join(profileDirectory, file), 'utf8')) as CpuProfile;
  return formatSummary(summarizeProfile(profile, sourceMapLocator(), window), top);
}

const WARMUP_SECONDS = 2;
const nowMicros = () => Number(process.hrtime.bigint() / 1000n);

/** Loads `origin` and says how fast it answered; resolves with the window measured, after the warm-up. */
async function measure(id: string, origin: string, requests: autocannon.Request[]): Promise<ProfileWindow> {
  const answer = await fetch(`${origin}${requests[0]?.path ?? '/'}`, { headers: { accept: 'application/json' } });
  if (answer.status !== 200) throw new Error(`${id}: ${String(answer.status)} ${(await answer.text()).slice(0, 300)}`);
  const fromMicros = nowMicros() + WARMUP_SECONDS * 1_000_000;
  const figures = readFigures(
    await applyLoad([{ origin, connections, requests: [...requests] }], durationSeconds, WARMUP_SECONDS),
  );
  const window = { fromMicros, toMicros: nowMicros() };
  say(
    `\n## ${id}: ${Math.round(Number(figures['requestsPerSecond'])).toLocaleString('en-US')} req/s, p50 ${String(figures['p50Ms'])} ms, not 2xx ${String(figures['otherAnswers'])} (${String(connections)} connections, ${String(durationSeconds)} s after ${String(WARMUP_SECONDS)} s warm-up)`,
  );
  return window;
}

async function main(): Promise<void> {
  ensureProductionBuild(say);
  const directory = await mkdtemp(path.join(tmpdir(), 'reserva-profile-'));
  const profiles = path.join(process.cwd(), 'tools/bench-http/results/profiles', new Date().toISOString());
  await mkdir(profiles, { recursive: true });
  say(`Profiles in ${profiles}`);
  const environment: ServerEnvironment = { directory, databaseUrl: '', staffKey: newStaffKey() };
  try {
    // A first start applies the migrations and the demo's data, unprofiled.
    await (await startProductionServer(environment)).stop();
    const wanted = (id: string) => only === '' || only.split(',').includes(id);
    for (const each of PATHS.filter((path_) => wanted(path_.id))) {
      const profileDirectory = path.join(profiles, each.id);
      process.env['RESERVA_BENCH_SERVER_NODE_ARGS'] = `--cpu-prof --cpu-prof-dir=${profileDirectory}`;
      const server = await startProductionServer(environment);
      let window: ProfileWindow;
      try {
        window = await measure(each.id, server.origin, each.requests);
      } finally {
        await server.stop();
      }
      say(await summarize(profileDirectory, window));
    }
    if (wanted('floor')) {
      const profileDirectory = path.join(profiles, 'floor');
      const floor = await startFloor(profileDirectory);
      let window: ProfileWindow;
      try {
        window = await measure('floor', floor.origin, [{ method: 'GET', path: '/' }]);
      } finally {
        await floor.stop();
      }
      say(await summarize(profileDirectory, window));
    }
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}

await main();
