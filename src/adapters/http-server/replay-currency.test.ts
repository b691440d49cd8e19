import type { ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { listen } from './http-listener';
import { CONFIRMED_FOR_MS, replayedAnswers } from './replayed-answers';

// A route's word that its kept answer is current (docs/adr/0148): taken without asking the route
// again while nothing the caches of reads keep has changed and less than CONFIRMED_FOR_MS have
// passed on the server's clock; asked again otherwise. Driven over a real socket, with an app whose
// one answer counts how often its route is asked whether it still holds.

describe("a route's word that its answer is current (issue 37)", () => {
  const state = { asked: 0, current: true, answered: 0, changes: 0 as number | null, now: 1_000_000, elapsed: 0 };
  const replays = replayedAnswers(
    { logAccess: () => undefined },
    {},
    { changes: () => state.changes, now: () => state.now, elapsed: () => state.elapsed },
  );
  const body = new TextEncoder().encode('{"hours":[]}');
  const app = replays.remembering((request) => {
    state.answered += 1;
    replays.offer(request, {
      status: 200,
      body,
      contentEncoding: null,
      route: '/hours',
      stillCurrent: () => {
        state.asked += 1;
        return Promise.resolve(state.current);
      },
    });
    return new Response(body, { status: 200, headers: { 'content-type': 'application/json' } });
  });
  let listening: ServerType;
  let origin = '';

  beforeAll(async () => {
    await new Promise<void>((resolve) => {
      listening = listen(
        app,
        {
          port: 0,
          hostname: '127.0.0.1',
          timeouts: { headersMs: 10_000, requestMs: 30_000 },
          answerFirst: replays.answer,
        },
        (info: AddressInfo) => {
          origin = `http://127.0.0.1:${String(info.port)}`;
          resolve();
        },
      );
    });
  });

  afterAll(async () => {
    await new Promise((resolve) => listening.close(resolve));
  });

  // Each test asks its own address, remembered afresh.
  let address = 0;
  beforeEach(() => {
    Object.assign(state, { asked: 0, current: true, answered: 0, changes: 0, now: 1_000_000, elapsed: 0 });
    address += 1;
  });

  const get = async () => {
    const answer = await fetch(`${origin}/hours?n=${String(address)}`);
    expect(answer.status).toBe(200);
    expect(new Uint8Array(await answer.arrayBuffer())).toEqual(body);
  };

  it('asks the route the first time, then takes its word while nothing kept changes, for less than the bound', async () => {
    await get();
    await get();
    await get();
    await get();
    expect([state.answered, state.asked]).toEqual([1, 1]);
    state.now += CONFIRMED_FOR_MS - 1;
    await get();
    expect(state.asked).toBe(1);
    state.now += 1;
    await get();
    await get();
    expect([state.answered, state.asked]).toEqual([1, 2]);
  });

  it("holds a word no longer than the bound of real time, should the server's clock stand still (a test clock)", async () => {
    await get();
    await get();
    state.elapsed += CONFIRMED_FOR_MS - 1;
    await get();
    expect(state.asked).toBe(1);
    state.elapsed += 1;
    await get();
    expect([state.answered, state.asked]).toEqual([1, 2]);
  });

  it('asks again once anything kept has changed, and leaves the request to the app when the route no longer holds', async () => {
    await get();
    await get();
    state.changes = 1;
    await get();
    expect([state.answered, state.asked]).toEqual([1, 2]);
    state.changes = 2;
    state.current = false;
    await get();
    expect([state.answered, state.asked]).toEqual([2, 3]);
  });

  it('never takes its word while the caches keep nothing, nor once the clock is set back', async () => {
    await get();
    state.changes = null;
    await get();
    await get();
    expect(state.asked).toBe(2);
    state.changes = 0;
    await get();
    state.now -= 1;
    await get();
    expect([state.answered, state.asked]).toEqual([1, 4]);
  });

  it('never takes the word of a route that said no: the new answer is asked about afresh', async () => {
    await get();
    await get();
    state.changes = 1;
    state.current = false;
    await get();
    state.current = true;
    await get();
    await get();
    // The app answered twice; its second answer was asked about once, then its word taken.
    expect([state.answered, state.asked]).toEqual([2, 3]);
  });
});
