import { pino, type DestinationStream, type Logger, type LoggerOptions } from 'pino';

// The server's logs (docs/adr/0060): one JSON object a line on stdout, with its level as a word and
// its time in ISO 8601, for whatever collects the container's output; on a developer's terminal
// the same lines prettified by pino-pretty. A line carries only the fields its caller chose: never a
// request's body, headers, path or query, which carry clients' names, emails, phones, tokens and codes.

export type { Logger } from 'pino';

/** LOG_LEVEL's values, most severe first; `silent` logs nothing. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export const DEFAULT_LOG_LEVEL: LogLevel = 'info';

export function isLogLevel(text: string): text is LogLevel {
  return (LOG_LEVELS as readonly string[]).includes(text);
}

/** How deep a failure's causes are followed. */
const CAUSES_KEPT = 3;

/**
 * What a log line keeps of a failure: its type, message, stack, code and causes, and nothing else.
 * pino's own serializer copies every field of an error, and drivers' errors carry the data they
 * failed on (PostgreSQL's `detail` quotes the row's values: `Key (email)=(…) already exists`).
 */
export function loggedFailure(failure: unknown, depth = 0): Record<string, unknown> {
  if (!(failure instanceof Error)) return { type: typeof failure, message: String(failure) };
  const code =
    'code' in failure && (typeof failure.code === 'string' || typeof failure.code === 'number')
      ? { code: failure.code }
      : {};
  const cause =
    failure.cause !== undefined && depth < CAUSES_KEPT ? { cause: loggedFailure(failure.cause, depth + 1) } : {};
  return { type: failure.name, message: failure.message, stack: failure.stack, ...code, ...cause };
}

let writtenAt = Number.NaN;
let writtenTime = '';
/**
 * pino's `isoTime`, its text written once per millisecond: every access line of a busy server
 * otherwise builds a Date and its ISO text again, for the same text (issue 37, docs/adr/0137).
 */
export function isoTimeOncePerMillisecond(): string {
  const now = Date.now();
  if (now !== writtenAt) {
    writtenAt = now;
    writtenTime = `,"time":"${new Date(now).toISOString()}"`;
  }
  return writtenTime;
}

function loggerOptions(level: LogLevel): LoggerOptions {
  return {
    level,
    timestamp: isoTimeOncePerMillisecond,
    formatters: { level: (label) => ({ level: label }) },
    serializers: { err: loggedFailure },
  };
}

/** A logger at `level` writing to `destination` (stdout by default; tests pass a stream that keeps the lines). */
export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  return destination === undefined ? pino(loggerOptions(level)) : pino(loggerOptions(level), destination);
}

/** Pretty lines only for a person at a terminal: stdout a TTY, and not in production. */
export function wantsPrettyLogs(
  env: Readonly<Record<string, string | undefined>>,
  stdout: { readonly isTTY?: boolean },
): boolean {
  return stdout.isTTY === true && env['NODE_ENV'] !== 'production';
}

/**
 * pino-pretty's stream to stdout, or null where it is not installed: it is a devDependency, so a
 * production install (`npm ci --omit=dev`) has none and logs JSON even on a terminal.
 */
async function prettyStdout(): Promise<DestinationStream | null> {
  try {
    const { PinoPretty } = await import('pino-pretty');
    return PinoPretty({ colorize: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' });
  } catch (error) {
    if (
      typeof error === 'object' &&
      error !== null &&
      'code' in error &&
      (error.code === 'ERR_MODULE_NOT_FOUND' || error.code === 'MODULE_NOT_FOUND')
    )
      return null;
    throw error;
  }
}

/** The server's logger: JSON lines on stdout at `level`, pretty ones when `pretty` and pino-pretty is installed. */
export async function serverLogger(level: LogLevel, pretty: boolean): Promise<Logger> {
  const stream = pretty ? await prettyStdout() : null;
  return createLogger(level, stream ?? undefined);
}
