import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chown, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { freePort } from '../../../tools/server/free-port';

// Test support: a PgBouncer of the test's own in transaction mode (docs/adr/0136), on a free port in
// front of the test PostgreSQL (RESERVA_TEST_DATABASE_URL, by default the local one on 5432), with
// few server connections so that the servers behind it really share them. The binary is Debian's
// (/usr/sbin/pgbouncer, 1.18 on bookworm) or RESERVA_TEST_PGBOUNCER_BIN's. Where it is missing its
// tests are skipped and say so loudly — unless RESERVA_REQUIRE_PGBOUNCER=1 (CI), where that fails
// the run instead. PgBouncer refuses to run as root: as root it runs as the postgres user.

const run = promisify(execFile);

export interface PrivatePgbouncer {
  /** `database` on the test PostgreSQL, reached through this PgBouncer. */
  urlOf(database: string): string;
  readonly port: number;
  /** What PgBouncer has logged so far. */
  log(): string;
  /** Stops it and deletes its folder. */
  stop(): Promise<void>;
}

const adminUrl = process.env['RESERVA_TEST_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';

function foundBinary(): string | undefined {
  const given = process.env['RESERVA_TEST_PGBOUNCER_BIN'];
  if (given !== undefined && given !== '') return existsSync(given) ? given : undefined;
  const onPath = (process.env['PATH'] ?? '').split(path.delimiter).map((folder) => path.join(folder, 'pgbouncer'));
  return [...onPath, '/usr/sbin/pgbouncer', '/usr/bin/pgbouncer'].find((candidate) => existsSync(candidate));
}

/** PgBouncer's binary; `unavailable` (and a loud warning) when there is none, or an error under RESERVA_REQUIRE_PGBOUNCER=1. */
export function pgbouncerBinary(): { readonly binary: string } | { readonly unavailable: string } {
  const binary = foundBinary();
  if (binary !== undefined) return { binary };
  const problem = 'no pgbouncer binary (on PATH, in /usr/sbin, or RESERVA_TEST_PGBOUNCER_BIN)';
  if (process.env['RESERVA_REQUIRE_PGBOUNCER'] === '1')
    throw new Error(`${problem}, and RESERVA_REQUIRE_PGBOUNCER=1 requires it (apt-get install pgbouncer).`);
  console.warn(`\n⚠ SKIPPING the PgBouncer tests: ${problem}.\n`);
  return { unavailable: problem };
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => {
      resolve(false);
    });
  });
}

/** A quoted value of PgBouncer's auth_file, whose quotes are doubled. */
const quoted = (value: string) => `"${value.replaceAll('"', '""')}"`;

const asRoot = process.getuid?.() === 0;

/**
 * Starts PgBouncer in transaction mode with `poolSize` server connections per database and user,
 * trusting its clients (the test PostgreSQL trusts them too; a password in RESERVA_TEST_DATABASE_URL
 * is what PgBouncer logs in with); resolves once it accepts connections.
 */
export async function startPrivatePgbouncer(
  binary: string,
  { poolSize = 4 }: { readonly poolSize?: number } = {},
): Promise<PrivatePgbouncer> {
  const target = new URL(adminUrl);
  const user = decodeURIComponent(target.username || 'postgres');
  const folder = await mkdtemp(path.join(tmpdir(), 'reserva-pgbouncer-'));
  const port = await freePort();
  await writeFile(path.join(folder, 'users.txt'), `${quoted(user)} ${quoted(decodeURIComponent(target.password))}\n`);
  await writeFile(
    path.join(folder, 'pgbouncer.ini'),
    [
      '[databases]',
      `* = host=${target.hostname} port=${target.port || '5432'}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${String(port)}`,
      'unix_socket_dir =',
      'auth_type = trust',
      `auth_file = ${path.join(folder, 'users.txt')}`,
      'pool_mode = transaction',
      `default_pool_size = ${String(poolSize)}`,
      'max_client_conn = 400',
      // Nothing is ignored: a client that sets a session parameter at start-up is refused, as in production.
      'ignore_startup_parameters =',
      '',
    ].join('\n'),
  );
  if (asRoot) {
    const { stdout: uid } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    for (const file of ['', 'users.txt', 'pgbouncer.ini'])
      await chown(path.join(folder, file), Number(uid.trim()), Number(gid.trim()));
  }
  const ini = path.join(folder, 'pgbouncer.ini');
  const child: ChildProcess = asRoot
    ? spawn('runuser', ['-u', 'postgres', '--', binary, ini], { stdio: ['ignore', 'pipe', 'pipe'] })
    : spawn(binary, [ini], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => {
      resolve();
    });
  });
  const running = () => child.exitCode === null && child.signalCode === null;
  const stop = async () => {
    if (running()) {
      child.kill('SIGTERM');
      await Promise.race([exited, sleep(5_000)]);
      if (running()) child.kill('SIGKILL');
    }
    await rm(folder, { recursive: true, force: true });
  };
  for (let attempt = 0; attempt < 100 && running(); attempt++) {
    if (await accepts(port))
      return {
        port,
        urlOf(database) {
          const url = new URL(adminUrl);
          url.hostname = '127.0.0.1';
          url.port = String(port);
          url.pathname = `/${database}`;
          return url.toString();
        },
        log: () => output,
        stop,
      };
    await sleep(100);
  }
  await stop();
  throw new Error(`PgBouncer did not start on port ${String(port)}:\n${output}`);
}
