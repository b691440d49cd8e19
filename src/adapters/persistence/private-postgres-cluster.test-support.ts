import { execFile } from 'node:child_process';
import { chown, mkdtemp, readdir, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../../../tools/server/free-port';

// Test support: a PostgreSQL cluster of the test's own, made with initdb in a temporary folder and
// served on a free port, which a test may stop and start again (a database outage) without
// touching the shared server on 5432. The binaries are Debian's (/usr/lib/postgresql/<version>/bin,
// the newest) or RESERVA_TEST_POSTGRES_BIN's. Where they are missing its tests are skipped and
// say so loudly — unless RESERVA_REQUIRE_POSTGRES=1 (CI), where that fails the run instead. As
// root (CI, these machines), the cluster runs as the postgres user, since PostgreSQL refuses root.

const run = promisify(execFile);

export interface PrivateCluster {
  /** postgres://postgres@127.0.0.1:<port>/postgres, trusting every local connection. */
  readonly url: string;
  readonly port: number;
  /** Starts the server and waits until it accepts connections. */
  start(): Promise<void>;
  /** Stops the server at once (pg_ctl stop -m fast): sessions are ended, new connections refused. */
  stop(): Promise<void>;
  /** Stops it if running and deletes its folder. */
  destroy(): Promise<void>;
}

async function newestBinaries(): Promise<string | undefined> {
  const given = process.env['RESERVA_TEST_POSTGRES_BIN'];
  if (given !== undefined && given !== '') return existsSync(path.join(given, 'initdb')) ? given : undefined;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? await readdir(root) : [];
  const usable = versions
    .filter((version) => existsSync(path.join(root, version, 'bin', 'initdb')))
    .sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a));
  return usable[0] === undefined ? undefined : path.join(root, usable[0], 'bin');
}

/** The binaries' folder; undefined (and a loud warning) when there are none, or an error under RESERVA_REQUIRE_POSTGRES=1. */
export async function postgresBinaries(): Promise<{ readonly bin: string } | { readonly unavailable: string }> {
  const bin = await newestBinaries();
  if (bin !== undefined) return { bin };
  const problem =
    'no PostgreSQL binaries (initdb, pg_ctl) under /usr/lib/postgresql/<version>/bin or RESERVA_TEST_POSTGRES_BIN';
  if (process.env['RESERVA_REQUIRE_POSTGRES'] === '1')
    throw new Error(`${problem}, and RESERVA_REQUIRE_POSTGRES=1 requires them.`);
  console.warn(`\n⚠ SKIPPING the private PostgreSQL cluster tests: ${problem}.\n`);
  return { unavailable: problem };
}

const asRoot = process.getuid?.() === 0;

/** Runs a PostgreSQL binary, as the postgres user when this process is root. */
async function runBinary(bin: string, name: string, args: readonly string[]): Promise<void> {
  const binary = path.join(bin, name);
  if (asRoot) await run('runuser', ['-u', 'postgres', '--', binary, ...args], { timeout: 60_000 });
  else await run(binary, [...args], { timeout: 60_000 });
}

/** A new cluster in a temporary folder on a free port, not started yet. */
export async function createPrivateCluster(bin: string): Promise<PrivateCluster> {
  const folder = await mkdtemp(path.join(tmpdir(), 'reserva-pg-'));
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: group } = await run('id', ['-g', 'postgres']);
    await chown(folder, Number(stdout.trim()), Number(group.trim()));
  }
  const data = path.join(folder, 'data');
  await runBinary(bin, 'initdb', [
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=trust',
    '--no-sync',
    '--encoding=UTF8',
    '--locale=C',
  ]);
  const port = await freePort();
  let running = false;
  const options = `-p ${String(port)} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=40`;
  return {
    url: `postgres://postgres@127.0.0.1:${String(port)}/postgres`,
    port,
    async start() {
      await runBinary(bin, 'pg_ctl', [
        'start',
        '-D',
        data,
        '-w',
        '-t',
        '30',
        '-l',
        path.join(folder, 'log'),
        '-o',
        options,
      ]);
      running = true;
    },
    async stop() {
      await runBinary(bin, 'pg_ctl', ['stop', '-D', data, '-m', 'fast', '-w', '-t', '30']);
      running = false;
    },
    async destroy() {
      if (running)
        await runBinary(bin, 'pg_ctl', ['stop', '-D', data, '-m', 'immediate', '-w', '-t', '30']).catch(
          () => undefined,
        );
      running = false;
      await rm(folder, { recursive: true, force: true });
    },
  };
}
