import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFigures } from './load';
import { localServer } from './local-server.test-support';
import { applyPacedLoad } from './paced-load';

// The load at a steady pace (docs/adr/0161): requests sent at their times whatever the server
// answers, each timed from when it was due.

/** Busy for `ms`: nothing else in this process, the load included, runs meanwhile. */
function stall(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // A pause, as a long collection makes one.
  }
}

describe('the load at a steady pace', () => {
  let server: Awaited<ReturnType<typeof localServer>>;
  let origin = '';
  const paths: string[] = [];

  beforeAll(async () => {
    server = await localServer((incoming, outgoing) => {
      paths.push(incoming.url ?? '');
      if (incoming.url === '/stall') stall(300);
      if (incoming.url === '/cut') {
        // The answer begun and the connection lost before its end.
        outgoing.writeHead(200, { 'content-type': 'application/json', 'content-length': '100' });
        outgoing.write('{"ok":');
        setTimeout(() => outgoing.socket?.destroy(), 5);
        return;
      }
      outgoing.writeHead(incoming.url === '/missing' ? 404 : 200, { 'content-type': 'application/json' });
      outgoing.end('{"ok":true}');
    });
    origin = server.origin;
  });

  afterAll(async () => {
    await server.close();
  });

  it('sends rate × seconds requests after the warm-up, counting only those, each path asked anew', async () => {
    paths.length = 0;
    let asked = 0;
    const outcome = await applyPacedLoad(
      [
        {
          origin,
          connections: 4,
          rate: 200,
          nextPath: () => (++asked % 10 === 0 ? '/missing' : `/hours/${String(asked)}`),
        },
      ],
      0.5,
      0.25,
    );

    expect(asked).toBe(150);
    expect(paths).toHaveLength(150);
    expect(new Set(paths).size).toBe(136);
    expect(outcome.answeredByTarget).toEqual([150]);
    expect(outcome.latenciesMs).toHaveLength(100);
    expect(outcome.statuses).toEqual(
      new Map([
        [200, 90],
        [404, 10],
      ]),
    );
    expect(readFigures(outcome)).toMatchObject({ requestsPerSecond: 200, otherAnswers: 10, connectionErrors: 0 });
  });

  it('charges a pause to every request due during it, not only to the one being answered', async () => {
    let asked = 0;
    const outcome = await applyPacedLoad(
      [{ origin, connections: 2, rate: 100, nextPath: () => (++asked === 30 ? '/stall' : '/') }],
      1,
      0,
    );

    // The stall begins when the 30th request (due at 290 ms) is answered and lasts 300 ms: the
    // requests due within it (some 30) are sent only after it, and each is timed from its due time.
    // A closed loop would have seen one slow answer on each connection.
    const slow = outcome.latenciesMs.filter((ms) => ms >= 100);
    expect(outcome.latenciesMs).toHaveLength(100);
    expect(slow.length).toBeGreaterThanOrEqual(15);
    expect(Math.max(...outcome.latenciesMs)).toBeGreaterThanOrEqual(250);
  });

  it('counts requests that get no answer as connection errors, and ends', async () => {
    // A port just freed: nothing listens there.
    const closed = await localServer();
    await closed.close();

    const outcome = await applyPacedLoad(
      [{ origin: closed.origin, connections: 2, rate: 50, nextPath: () => '/' }],
      0.2,
      0,
    );

    expect(outcome.connectionErrors).toBe(10);
    expect(outcome.latenciesMs).toHaveLength(0);
    expect(outcome.answeredByTarget).toEqual([0]);
  });

  it('counts an answer cut off before its end as no answer, and ends', async () => {
    let asked = 0;
    const outcome = await applyPacedLoad(
      [{ origin, connections: 2, rate: 100, nextPath: () => (++asked % 5 === 0 ? '/cut' : '/') }],
      0.2,
      0,
    );

    expect(outcome.connectionErrors).toBe(4);
    expect(outcome.statuses).toEqual(new Map([[200, 16]]));
  });

  it('sends load only to this machine', async () => {
    await expect(
      applyPacedLoad([{ origin: 'http://example.com', connections: 1, rate: 1, nextPath: () => '/' }], 1, 0),
    ).rejects.toThrow('only to this machine');
  });
});
