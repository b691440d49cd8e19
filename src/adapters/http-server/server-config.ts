import path from 'node:path';
import { err, ok, type Result } from 'neverthrow';
import type { DatabaseLocation } from '../persistence/open-database';

// The server's configuration, read from the environment once at start-up (issue 3, Server).

export interface ServerConfig {
  /** 0 lets the system choose a free port; the server prints the one it got. */
  readonly port: number;
  /**
   * The interface to listen on. 127.0.0.1 by default: a browser on the same machine reaches it (as
   * localhost too), and nothing else on the network does, which suits a server full of demo data.
   */
  readonly host: string;
  readonly database: DatabaseLocation;
  /** Seed the demo data at start-up: by default on the embedded database, never silently on a PostgreSQL server. */
  readonly seedDemoData: boolean;
  /** RESERVA_STAFF_API_KEY: a staff api-key the server makes sure it accepts (ADR 0018); null when not set. */
  readonly staffApiKey: string | null;
  /**
   * RESERVA_FRAME_ANCESTORS: the sites that may embed the storefront in a frame (its `/{country}/iframe/…`
   * pages; storefront §2), space-separated origins, beside the storefront's own; only its own by default.
   */
  readonly frameAncestors: readonly string[];
  /**
   * RESERVA_GOOGLE_CLIENT_IDS: the OAuth client ids of the storefronts whose Google sign-in this
   * server accepts (ADR 0040), separated by spaces or commas; none by default, and then POST
   * /users/oauth answers 503 AUTH.OAUTH_NOT_CONFIGURED.
   */
  readonly googleClientIds: readonly string[];
}

export const DEFAULT_PORT = 3000;
export const DEFAULT_HOST = '127.0.0.1';
export const DEFAULT_DATA_DIR = './.reserva-data';

function flag(value: string | undefined, name: string): Result<boolean | undefined, string> {
  if (value === undefined || value === '') return ok(undefined);
  if (value === 'true' || value === '1') return ok(true);
  if (value === 'false' || value === '0') return ok(false);
  return err(`${name} must be true or false, not ${JSON.stringify(value)}`);
}

/** An http(s) origin and nothing more: scheme, host and optional port, no path, query or wildcard. */
function isWebOrigin(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === text.replace(/\/$/, '');
  } catch {
    return false;
  }
}

/** The configuration `env` describes, or every variable that is wrong. */
export function readServerConfig(env: Readonly<Record<string, string | undefined>>, cwd: string): Result<ServerConfig, readonly string[]> {
  const problems: string[] = [];
  const portText = env['PORT'] ?? '';
  const port = portText === '' ? DEFAULT_PORT : Number(portText);
  if (!/^\d+$/.test(portText === '' ? String(DEFAULT_PORT) : portText) || port > 65_535) {
    problems.push(`PORT must be a port number from 0 to 65535, not ${JSON.stringify(portText)}`);
  }
  const host = env['HOST'] === undefined || env['HOST'] === '' ? DEFAULT_HOST : env['HOST'];
  const url = env['DATABASE_URL'];
  const database: DatabaseLocation =
    url === undefined || url === ''
      ? { engine: 'pglite', dataDir: path.resolve(cwd, env['RESERVA_DATA_DIR'] || DEFAULT_DATA_DIR) }
      : { engine: 'postgresql', url };
  const demo = flag(env['RESERVA_DEMO_DATA'], 'RESERVA_DEMO_DATA');
  if (demo.isErr()) problems.push(demo.error);
  const staffApiKey = env['RESERVA_STAFF_API_KEY'] === undefined || env['RESERVA_STAFF_API_KEY'] === '' ? null : env['RESERVA_STAFF_API_KEY'];
  // A key is sent in the api-key header: visible ASCII, and long enough not to be guessed.
  if (staffApiKey !== null && !/^[\x21-\x7E]{16,128}$/.test(staffApiKey)) {
    problems.push('RESERVA_STAFF_API_KEY must be 16 to 128 visible ASCII characters (no spaces)');
  }
  const framers = (env['RESERVA_FRAME_ANCESTORS'] ?? '').split(/\s+/).filter((origin) => origin !== '');
  const notOrigins = framers.filter((origin) => !isWebOrigin(origin));
  if (notOrigins.length > 0) {
    problems.push(`RESERVA_FRAME_ANCESTORS must list origins such as https://salon.example, separated by spaces; not ${notOrigins.map((origin) => JSON.stringify(origin)).join(', ')}`);
  }
  const googleClientIds = (env['RESERVA_GOOGLE_CLIENT_IDS'] ?? '').split(/[\s,]+/).filter((id) => id !== '');
  // Google's client ids are `<project number>-<id>.apps.googleusercontent.com`; anything else is a copying slip.
  const notClientIds = googleClientIds.filter((id) => !/^[\w-]+\.apps\.googleusercontent\.com$/.test(id));
  if (notClientIds.length > 0) {
    problems.push(
      `RESERVA_GOOGLE_CLIENT_IDS must list OAuth client ids such as 1234-abc.apps.googleusercontent.com; not ${notClientIds.map((id) => JSON.stringify(id)).join(', ')}`,
    );
  }
  if (problems.length > 0) return err(problems);
  return ok({
    port,
    host,
    database,
    seedDemoData: demo.unwrapOr(undefined) ?? database.engine === 'pglite',
    staffApiKey,
    frameAncestors: ["'self'", ...framers],
    googleClientIds,
  });
}

/** The address a browser on this machine opens for a server listening on `host`. */
export function browserOrigin(host: string, port: number): string {
  const local = ['127.0.0.1', '::1', 'localhost', '0.0.0.0', '::', ''].includes(host);
  const name = local ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${String(port)}`;
}
