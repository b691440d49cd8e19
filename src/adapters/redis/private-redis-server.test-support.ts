import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createClient } from 'redis';
import { freePort } from '../../../tools/server/free-port';

// Test support: a redis-server of the test's own on a free port, without persistence, which a test
// may kill and start again (a Redis outage) without touching the shared Redis on 6379. It is
// started and killed by its PID. Where redis-server is missing its tests are skipped and say so
// loudly — unless RESERVA_REQUIRE_REDIS=1 (CI), where that fails the run instead.

export interface PrivateRedis {
  /** redis://127.0.0.1:<port> */
  readonly url: string;
  /** Starts redis-server and waits until it answers a PING. */
  start(): Promise<void>;
  /** Kills redis-server with SIGKILL, as a crash would, and waits for it to exit. */
  kill(): Promise<void>;
  /** How many keys it holds (DBSIZE). */
  keys(): Promise<number>;
}

/** Why there is no redis-server here (and a loud warning); undefined when there is one. */
export function redisServerMissing(): string | undefined {
  try {
    execFileSync('redis-server', ['--version'], { stdio: 'ignore' });
    return undefined;
  } catch {
    const problem = 'no redis-server on the PATH';
    if (process.env['RESERVA_REQUIRE_REDIS'] === '1')
      throw new Error(`${problem}, and RESERVA_REQUIRE_REDIS=1 requires it.`);
    console.warn(`\n⚠ SKIPPING the private Redis tests: ${problem}.\n`);
    return problem;
  }
}

const probe = (url: string) => createClient({ url, socket: { connectTimeout: 1000, reconnectStrategy: false } });

async function withClient<T>(url: string, work: (client: ReturnType<typeof probe>) => Promise<T>): Promise<T> {
  const client = probe(url);
  client.on('error', () => undefined);
  try {
    await client.connect();
    return await work(client);
  } finally {
    if (client.isOpen) await client.close();
  }
}

/** A redis-server on a free port, not started yet. */
export async function privateRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  const url = `redis://127.0.0.1:${String(port)}`;
  let running: ChildProcess | undefined;
  return {
    url,
    async start() {
      const child = spawn(
        'redis-server',
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--daemonize', 'no'],
        {
          stdio: 'ignore',
        },
      );
      running = child;
      const deadline = Date.now() + 10_000;
      for (;;) {
        try {
          await withClient(url, (client) => client.ping());
          return;
        } catch (error) {
          if (child.exitCode !== null || Date.now() > deadline) throw error;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      }
    },
    async kill() {
      const child = running;
      running = undefined;
      if (child?.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(child.pid, 'SIGKILL');
      await exited;
    },
    keys: () => withClient(url, (client) => client.dbSize()),
  };
}
