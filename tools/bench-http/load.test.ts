import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyLoad, leaveBodiesUndecoded, readFigures } from './load';
import { localServer } from './local-server.test-support';

// The benchmark's client leaves answers' bodies undecoded (docs/adr/0145): autocannon would append
// each to a string, decoding a gzipped page as UTF-8 at a cost that set the page's figures.

interface Queued {
  readonly body: string;
  readonly bytes: number;
}
interface Queue {
  insertRequest(request: unknown): void;
  addBody(data: Buffer): void;
  addByteCount(count: number): void;
  peek(): Queued | undefined;
}

const newQueue = (): Queue => {
  const PipelinedRequestsQueue = createRequire(import.meta.url)(
    'autocannon/lib/pipelinedRequestsQueue.js',
  ) as new () => Queue;
  return new PipelinedRequestsQueue();
};

describe("the benchmark's client", () => {
  // A gzipped body, as a location page's: bytes that are mostly not ASCII.
  const body = gzipSync(Buffer.from('<p>Salón Aurora — Providencia</p>'.repeat(400)));
  let server: Awaited<ReturnType<typeof localServer>>;
  let origin = '';

  beforeAll(async () => {
    server = await localServer((request, response) => {
      response.writeHead(request.url === '/missing' ? 404 : 200, {
        'content-type': 'text/html; charset=UTF-8',
        'content-encoding': 'gzip',
        'content-length': body.length,
      });
      response.end(body);
    });
    origin = server.origin;
  });

  afterAll(async () => {
    await server.close();
  });

  it("keeps no answer's body, and still counts its bytes", () => {
    leaveBodiesUndecoded();
    const queue = newQueue();
    queue.insertRequest({ method: 'GET', path: '/' });
    queue.addByteCount(body.length);
    queue.addBody(body);

    expect(queue.peek()).toMatchObject({ body: '', bytes: body.length });
  });

  it('counts every answer by its status and time, bodies unread', async () => {
    const outcome = await applyLoad(
      [
        {
          origin,
          connections: 4,
          requests: [
            { method: 'GET', path: '/' },
            { method: 'GET', path: '/missing' },
          ],
        },
      ],
      1,
      0,
    );

    const ok = outcome.statuses.get(200) ?? 0;
    const missing = outcome.statuses.get(404) ?? 0;
    expect(ok).toBeGreaterThan(10);
    // Each connection sends the two requests in turn.
    expect(Math.abs(ok - missing)).toBeLessThanOrEqual(4);
    expect(outcome.latenciesMs).toHaveLength(ok + missing);
    expect(readFigures(outcome)).toMatchObject({ otherAnswers: missing, connectionErrors: 0 });
  });
});
