// The production smoke run (ADR 0063): the compiled server and CLI that `npm run build` wrote into
// dist/, run by the Node binary given (`--node PATH`; this one by default) as a production install
// runs them — no tsx, no vite, NODE_ENV=production, from a directory of their own. On PGlite in a
// temporary directory, and on PostgreSQL too when DATABASE_URL is set (in a temporary database made
// and dropped here), it migrates, starts the server, reads a storefront page, books one service with
// the compiled CLI, finds the booking over HTTP, stops the server with SIGTERM and checks that it
// exits 0 — first checking that NODE_ENV=production alone refuses to start, then running the demo as
// production runs it only when asked, with RESERVA_DEMO=on (docs/adr/0087). This driver runs under
// tsx; the server and the CLI it starts get only the Node binary, the bundles and an environment of
// their own. Exits 1 on the first failure, printing the server's output.
//
//   npx tsx tools/smoke/production-smoke.ts [--node /path/to/node]
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { SERVER_HEAP_LIMIT_MB, SERVER_NODE_FLAGS } from '../server/server-node-flags';

const repository = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const serverBundle = path.join(repository, 'dist/server/main.mjs');
const cliBundle = path.join(repository, 'dist/cli/reserva.mjs');
const nodeFlag = process.argv.indexOf('--node');
const node = nodeFlag === -1 ? process.execPath : path.resolve(process.argv[nodeFlag + 1] ?? '');
const startTimeoutMs = 240_000;

// The barbershop in Palermo and its classic cut (docs/demo.md): no terms, no online payment.
const LOCATION = '5';
const SERVICE = '51';

const say = (line: string) => process.stdout.write(`${line}\n`);

class SmokeFailure extends Error {}

type Environment = Readonly<Record<string, string>>;

interface Run {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

interface Server {
  readonly child: ChildProcess;
  /** Its origin once it prints it, or null when it exits first. */
  readonly started: Promise<string | null>;
  readonly exited: Promise<{ readonly code: number | null; readonly signal: NodeJS.Signals | null }>;
  output(): string;
}

/** Runs `node args…` to its end; resolves with its exit code and output. */
function run(args: readonly string[], env: Environment, cwd: string): Promise<Run> {
  return new Promise((resolve) => {
    execFile(node, args, { env, cwd, timeout: 120_000, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      resolve({ code: error === null ? 0 : typeof error.code === 'number' ? error.code : -1, stdout, stderr });
    });
  });
}

/** Starts the server bundle with `args`. */
function startServer(args: readonly string[], env: Environment, cwd: string): Server {
  const child = spawn(node, [...SERVER_NODE_FLAGS, serverBundle, ...args], {
    env,
    cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited: Server['exited'] = new Promise((resolve) => {
    child.once('exit', (code, signal) => {
      resolve({ code, signal });
    });
  });
  const started = new Promise<string | null>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new SmokeFailure(`the server printed no address within ${String(startTimeoutMs / 1000)} s:\n${output}`));
    }, startTimeoutMs);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const printed = /serving the Booking API at (http:\/\/\S+) /.exec(output);
      if (printed?.[1] !== undefined) {
        clearTimeout(timer);
        resolve(printed[1]);
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    void exited.then(() => {
      clearTimeout(timer);
      resolve(null);
    });
  });
  return { child, started, exited, output: () => output };
}

/** SIGTERM, then the exit, within 20 s. */
async function stop(server: Server): Promise<Awaited<Server['exited']>> {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGTERM');
  const timeout = new Promise<null>((resolve) => {
    setTimeout(() => {
      resolve(null);
    }, 20_000).unref();
  });
  const exit = await Promise.race([server.exited, timeout]);
  if (exit === null) {
    server.child.kill('SIGKILL');
    throw new SmokeFailure('the server did not exit within 20 s of SIGTERM');
  }
  return exit;
}

async function expectStatus(response: Response, status: number, what: string): Promise<void> {
  if (response.status !== status)
    throw new SmokeFailure(
      `${what}: ${String(response.status)} instead of ${String(status)}: ${(await response.text()).slice(0, 500)}`,
    );
}

/** One whole run over one database; `database` is the environment that selects it. */
async function smoke(label: string, database: Environment): Promise<void> {
  const directory = await mkdtemp(path.join(tmpdir(), 'reserva-smoke-'));
  const staffKey = `smoke-${randomBytes(12).toString('hex')}`;
  const env: Environment = {
    PATH: process.env['PATH'] ?? '/usr/bin:/bin',
    HOME: directory,
    NODE_ENV: 'production',
    PORT: '0',
    HOST: '127.0.0.1',
    RESERVA_DATA_DIR: path.join(directory, 'data'),
    // The smoke run books at a demo location: production runs the demo only when asked (docs/adr/0087).
    RESERVA_DEMO: 'on',
    RESERVA_DEMO_DATA: 'true',
    RESERVA_STAFF_API_KEY: staffKey,
    RESERVA_SANDBOX_PAYMENT_SECRET: randomBytes(16).toString('hex'),
    RESERVA_LINK_KEY: randomBytes(32).toString('base64url'),
    ...database,
  };
  let server: Server | undefined;
  try {
    // Without the opt-in and the secrets, production refuses to start and names them all (docs/adr/0087).
    const refusing = startServer(
      [],
      {
        PATH: env['PATH'] ?? '',
        HOME: directory,
        NODE_ENV: 'production',
        ...database,
        RESERVA_DATA_DIR: path.join(directory, 'refused'),
      },
      directory,
    );
    if ((await refusing.started) !== null) {
      await stop(refusing);
      throw new SmokeFailure('NODE_ENV=production alone started the server instead of refusing');
    }
    const refusal = await refusing.exited;
    const named = ['RESERVA_SANDBOX_PAYMENT_SECRET', 'RESERVA_LINK_KEY'].every((name) =>
      refusing.output().includes(name),
    );
    if (refusal.code !== 1 || !named)
      throw new SmokeFailure(
        `NODE_ENV=production alone exited ${String(refusal.code)} without naming both secrets:\n${refusing.output()}`,
      );
    say(`✓ ${label}: NODE_ENV=production alone exits 1 naming the secrets it needs`);
    // `migrate` applies the migrations and exits (the server's subcommand, where it has one); a
    // server without it starts instead, and then migrates at start: that is stopped and said.
    const migrating = startServer(['migrate'], env, directory);
    const migrateOrigin = await migrating.started;
    if (migrateOrigin === null) {
      const { code } = await migrating.exited;
      if (code !== 0) throw new SmokeFailure(`\`main.mjs migrate\` exited ${String(code)}:\n${migrating.output()}`);
      say(`✓ ${label}: migrate exited 0`);
    } else {
      await stop(migrating);
      say(`… ${label}: this server has no \`migrate\` subcommand; it migrates at start`);
    }

    server = startServer([], env, directory);
    const origin = await server.started;
    if (origin === null) throw new SmokeFailure(`the server exited before serving:\n${server.output()}`);
    say(`✓ ${label}: serving at ${origin}`);
    // The heap limit npm run start:prod sets (docs/adr/0142): the old space's, and V8's young generation beside it.
    const heap = /Memory: V8's heap holds at most (\d+) MiB/.exec(server.output());
    const heapMebibytes = Number(heap?.[1] ?? Number.NaN);
    if (!(heapMebibytes > SERVER_HEAP_LIMIT_MB && heapMebibytes <= SERVER_HEAP_LIMIT_MB + 64))
      throw new SmokeFailure(
        `the server did not report the heap limit of ${String(SERVER_HEAP_LIMIT_MB)} MB it runs with`,
      );
    say(
      `✓ ${label}: its heap holds at most ${String(heapMebibytes)} MiB (--max-old-space-size=${String(SERVER_HEAP_LIMIT_MB)})`,
    );

    const page = await fetch(`${origin}/ar/sucursal/${LOCATION}`);
    await expectStatus(page, 200, 'the storefront page');
    if (!(page.headers.get('content-type') ?? '').startsWith('text/html') || !(await page.text()).includes('<script'))
      throw new SmokeFailure('the storefront page is not the built storefront');
    const location = await fetch(`${origin}/locations/${LOCATION}`, { headers: { accept: 'application/json' } });
    await expectStatus(location, 200, `GET /locations/${LOCATION}`);
    say(`✓ ${label}: the storefront page and GET /locations/${LOCATION} answer 200`);

    // The compiled CLI, run by the same Node, finds the first free hour and books it (POST /bookings).
    const cliEnv = {
      ...env,
      RESERVA_API_URL: origin,
      RESERVA_API_KEY: staffKey,
      RESERVA_CONFIG_DIR: path.join(directory, 'config'),
    };
    const cli = async (...args: readonly string[]): Promise<unknown> => {
      const result = await run([cliBundle, '--json', ...args], cliEnv, directory);
      if (result.code !== 0)
        throw new SmokeFailure(
          `reserva ${args.join(' ')} exited ${String(result.code)}:\n${result.stdout}${result.stderr}`,
        );
      return JSON.parse(result.stdout);
    };
    const first = (await cli('availability', 'first', '--location', LOCATION, '--service', SERVICE)) as {
      readonly date: string;
      readonly hour: string;
    };
    const booked = (await cli(
      'bookings',
      'create',
      '--location',
      LOCATION,
      '--service',
      SERVICE,
      '--start',
      `${first.date} ${first.hour}`,
      '--first-name',
      'Smoke',
      '--last-name',
      'Test',
      '--email',
      'smoke@correo.example',
      '--phone',
      '+5491155550000',
    )) as { readonly bookings?: readonly { readonly id: number }[] };
    const booking = booked.bookings?.[0];
    if (booking === undefined) throw new SmokeFailure(`the CLI booked nothing: ${JSON.stringify(booked)}`);
    const day = await fetch(`${origin}/bookings?location_id=${LOCATION}&date=${first.date}`, {
      headers: { accept: 'application/json', 'api-key': staffKey },
    });
    await expectStatus(day, 200, 'GET /bookings');
    const listed = ((await day.json()) as readonly { readonly id: number; readonly status: string }[]).find(
      (item) => item.id === booking.id,
    );
    if (listed === undefined)
      throw new SmokeFailure(`booking ${String(booking.id)} is not in GET /bookings of ${first.date}`);
    say(
      `✓ ${label}: booked ${first.date} ${first.hour} (booking ${String(booking.id)}, ${listed.status}) with the compiled CLI, and found it over HTTP`,
    );

    const exit = await stop(server);
    if (exit.code !== 0)
      throw new SmokeFailure(`the server exited ${String(exit.code ?? exit.signal)} on SIGTERM:\n${server.output()}`);
    say(`✓ ${label}: stopped on SIGTERM, exit 0`);
  } catch (error) {
    if (server !== undefined && server.child.exitCode === null) server.child.kill('SIGKILL');
    if (server !== undefined) process.stderr.write(`--- the server's output ---\n${server.output()}\n---\n`);
    throw error;
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}

/** A temporary database beside DATABASE_URL's, dropped once `use` is done with it. */
async function withTemporaryDatabase(databaseUrl: string, use: (url: string) => Promise<void>): Promise<void> {
  const name = `reserva_smoke_${String(process.pid)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(databaseUrl);
    url.pathname = `/${name}`;
    try {
      await use(url.href);
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
  } finally {
    await admin.end();
  }
}

try {
  for (const bundle of [serverBundle, cliBundle, path.join(repository, 'dist/storefront/index.html')]) {
    if (!existsSync(bundle))
      throw new SmokeFailure(`${path.relative(repository, bundle)} is missing: run \`npm run build\` first`);
  }
  const version = await run(['--version'], { PATH: process.env['PATH'] ?? '' }, repository);
  say(`Production smoke run on Node ${version.stdout.trim()} (${node})`);
  await smoke('PGlite', { DATABASE_URL: '' });
  const databaseUrl = process.env['DATABASE_URL'] ?? '';
  if (databaseUrl === '') say('… PostgreSQL: skipped (no DATABASE_URL)');
  else await withTemporaryDatabase(databaseUrl, (url) => smoke('PostgreSQL', { DATABASE_URL: url }));
  say('Production smoke run passed.');
} catch (error) {
  process.stderr.write(
    `✗ ${error instanceof SmokeFailure ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exitCode = 1;
}
