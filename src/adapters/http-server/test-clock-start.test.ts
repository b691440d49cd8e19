import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnServer, type SpawnedServer } from '../../../tools/server/spawn-server';

// The browser tests' pinned clock (ADR 0047): a server started with RESERVA_TEST_CLOCK=1 and
// RESERVA_TEST_CLOCK_START reads that instant, whatever the machine's date, runs on from it, and
// counts the demo data from its day.

/** Saturday 4 April 2026 in the afternoon at Santiago, the day before its clocks go back to -04:00. */
const START = '2026-04-04T16:30:00-03:00';

let server: SpawnedServer;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'reserva-data-'));
  server = await spawnServer(
    {
      RESERVA_DATA_DIR: dataDir,
      DATABASE_URL: undefined,
      RESERVA_DEMO_DATA: undefined,
      RESERVA_STAFF_API_KEY: undefined,
      RESERVA_TEST_CLOCK: '1',
      RESERVA_TEST_CLOCK_START: START,
    },
    45_000,
  );
}, 60_000);

afterAll(async () => {
  await server.stop('SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
});

describe('a server whose test clock starts at RESERVA_TEST_CLOCK_START (ADR 0047)', () => {
  it('says so on start-up', () => {
    expect(server.output()).toContain(
      'Test clock on (RESERVA_TEST_CLOCK=1): POST /testing/clock moves the server’s time, which started at 2026-04-04T19:30:00.000Z (RESERVA_TEST_CLOCK_START).',
    );
  });

  it('reads the instant it started at, run on since by no more than the machine’s time since', async () => {
    const response = await fetch(`${server.origin}/testing/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ advance_minutes: 0 }),
    });
    expect(response.status).toBe(200);
    const { now } = (await response.json()) as { readonly now: string };
    const ranOn = Date.parse(now) - Date.parse(START);
    expect(ranOn).toBeGreaterThanOrEqual(0);
    expect(
      ranOn,
      'milliseconds the clock ran on: less than the minute the test allows the server to start in',
    ).toBeLessThan(60_000);
  });

  it('counts the demo data from its day: the demo cut is on the first day Palermo opens from two days later (docs/demo.md)', async () => {
    // Two days after Saturday 4 April is Monday, when Palermo is closed: Tuesday 7 April.
    const response = await fetch(`${server.origin}/bookings/edit?confirmation_code=demo-codigo-corte`);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { readonly start: string }).start).toBe('2026-04-07T11:00:00-03:00');
  });
});
