import type { ServerType } from '@hono/node-server';
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen } from './http-listener';
import { MAX_BODY_BYTES } from './hono-app';
import { seededTestServer, type TestServer } from './test-server.test-support';

// "Slow clients" (issue 29, item 9; docs/adr/0092): the server's sockets, driven byte by byte over
// node:net. A client that dribbles its headers is cut once the header timeout has passed, one that
// dribbles its body once the request timeout has — a few hundred of them hold no socket for a
// minute — and a client still uploading past the body limit reads its 413 before the connection
// closes. The timeouts are small here (the settings' defaults are 10 s and 30 s).

const HEADERS_TIMEOUT_MS = 600;
const REQUEST_TIMEOUT_MS = 1_500;

let server: TestServer;
let listening: ServerType;
let port: number;

/** What the app reported as unexpected failures (500s with a stack). */
const unexpected: unknown[] = [];

beforeAll(async () => {
  server = await seededTestServer({
    reportUnexpected: (error) => {
      unexpected.push(error);
    },
  });
  await new Promise<void>((resolve) => {
    listening = listen(
      server.app.fetch,
      { port: 0, hostname: '127.0.0.1', timeouts: { headersMs: HEADERS_TIMEOUT_MS, requestMs: REQUEST_TIMEOUT_MS } },
      (info) => {
        port = info.port;
        resolve();
      },
    );
  });
}, 60_000);

afterAll(async () => {
  // A failed test may leave a dribbling client connected: close drops it rather than waiting.
  const closed = new Promise((resolve) => listening.close(resolve));
  if ('closeAllConnections' in listening) listening.closeAllConnections();
  await closed;
  await server.dispose();
});

interface Connection {
  readonly socket: Socket;
  /** Everything the server sent so far. */
  received(): string;
  /** Resolves with the milliseconds from connecting to the socket's close. */
  readonly closed: Promise<number>;
}

function open(): Promise<Connection> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      received += chunk;
    });
    // The server may reset a connection it cut while this side still writes.
    socket.on('error', () => undefined);
    const closed = new Promise<number>((done) =>
      socket.once('close', () => {
        done(performance.now() - started);
      }),
    );
    socket.once('connect', () => {
      resolve({ socket, received: () => received, closed });
    });
    socket.once('error', reject);
  });
}

/** Writes `piece` every `everyMs` until the socket closes. */
function dribble(connection: Connection, piece: string, everyMs: number): void {
  const timer = setInterval(() => {
    if (connection.socket.destroyed || !connection.socket.writable) clearInterval(timer);
    else connection.socket.write(piece);
  }, everyMs);
  void connection.closed.then(() => {
    clearInterval(timer);
  });
}

const within = <T>(work: Promise<T>, ms: number, what: string): Promise<T> =>
  Promise.race([
    work,
    new Promise<never>((_, reject) =>
      setTimeout(() => {
        reject(new Error(`${what} still open after ${String(ms)} ms`));
      }, ms),
    ),
  ]);

describe('slow clients', () => {
  it('cuts each of 200 clients dribbling their headers once the header timeout has passed', async () => {
    const connections = await Promise.all(Array.from({ length: 200 }, () => open()));
    for (const connection of connections) {
      connection.socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n');
      dribble(connection, 'X', 100);
    }
    const lasted = await within(Promise.all(connections.map((each) => each.closed)), 10_000, 'a dribbling client');
    expect(Math.min(...lasted)).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS - 50);
    expect(connections.filter((each) => !/^HTTP\/1\.1 408 /.test(each.received()))).toEqual([]);
  }, 20_000);

  it('cuts a client dribbling its body once the request timeout has passed', async () => {
    const connection = await open();
    connection.socket.write(
      'POST /users/sign_in HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 10000\r\n\r\n',
    );
    dribble(connection, ' ', 100);
    const lasted = await within(connection.closed, 10_000, 'a client dribbling its body');
    expect(lasted).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 50);
    expect(connection.received()).toMatch(/^HTTP\/1\.1 408 /);
    // Its body's read failed as it was cut: the client is gone, which is no failure of the server's.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(unexpected).toEqual([]);
  }, 20_000);

  it('answers a quick request on a connection as before', async () => {
    const connection = await open();
    connection.socket.write('GET /nothing/here HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
    await within(connection.closed, 10_000, 'a quick request');
    expect(connection.received()).toMatch(/^HTTP\/1\.1 404 [^]*ROUTE.NOT_FOUND/);
  });

  for (const framing of ['Content-Length', 'chunked'] as const) {
    it(`sends a client still uploading past the body limit (${framing}) its 413 before the connection closes`, async () => {
      const connection = await open();
      const total = 8 * 1024 * 1024;
      connection.socket.write(
        `POST /users/sign_in HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n${
          framing === 'chunked' ? 'Transfer-Encoding: chunked' : `Content-Length: ${String(total)}`
        }\r\n\r\n`,
      );
      const piece = 'x'.repeat(16 * 1024);
      const chunk = framing === 'chunked' ? `${piece.length.toString(16)}\r\n${piece}\r\n` : piece;
      let sent = 0;
      let receivedWhileSending = '';
      await new Promise<void>((resolve) => {
        const timer = setInterval(() => {
          if (connection.received() !== '' && receivedWhileSending === '') receivedWhileSending = connection.received();
          if (sent >= total || connection.socket.destroyed || !connection.socket.writable) {
            clearInterval(timer);
            resolve();
            return;
          }
          connection.socket.write(chunk);
          sent += piece.length;
        }, 5);
      });
      connection.socket.end();
      await within(connection.closed, 10_000, 'an oversized upload');
      expect(sent).toBeGreaterThan(MAX_BODY_BYTES);
      expect(receivedWhileSending).toMatch(/^HTTP\/1\.1 413 /);
      expect(connection.received()).toMatch(/^HTTP\/1\.1 413 /);
      expect(connection.received()).toContain('REQUEST.TOO_LARGE');
    }, 30_000);
  }
});
