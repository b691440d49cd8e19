import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STAFF_API_KEY } from '../persistence/demo/demo-bookings';
import { spawnServer } from '../../../tools/server/spawn-server';
import { pgliteDataDirectoryFromTemplate } from '../../../tools/server/database-templates.test-support';

// Issue 29 item 8 (docs/adr/0087): the server entry as `npm run start:prod` runs it, with
// NODE_ENV=production, never runs the demo unless RESERVA_DEMO=on asks for it.

const secrets = {
  RESERVA_SANDBOX_PAYMENT_SECRET: 'a-sandbox-secret-of-this-test-0123',
  RESERVA_LINK_KEY: 'a-link-key-of-this-test-installation-0123456789',
};

/** Only what the test names, over a clean slate of the settings this file is about. */
const production = (dataDir: string, env: Readonly<Record<string, string | undefined>>) => ({
  NODE_ENV: 'production',
  RESERVA_DATA_DIR: dataDir,
  DATABASE_URL: undefined,
  RESERVA_DEMO: undefined,
  RESERVA_DEMO_DATA: undefined,
  RESERVA_STAFF_API_KEY: undefined,
  RESERVA_SANDBOX_PAYMENT_SECRET: undefined,
  RESERVA_LINK_KEY: undefined,
  RESERVA_TEST_CLOCK: undefined,
  RESERVA_TEST_CLOCK_START: undefined,
  RESERVA_HUMAN_CHECK: undefined,
  RESERVA_MAIL_DIR: undefined,
  SMTP_URL: undefined,
  ...env,
});

let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'reserva-production-'));
  // A new database, migrated as the first production start migrates it (docs/adr/0102).
  await pgliteDataDirectoryFromTemplate(dataDir, { seeded: false });
  // The first file that asks for the template makes it (tools/server/database-templates.test-support.ts).
}, 120_000);

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('starting with NODE_ENV=production (issue 29 item 8, docs/adr/0087)', () => {
  it('exits 1 naming every setting it needs at once when NODE_ENV=production is all it is given', async () => {
    const failure = await spawnServer(production(dataDir, {}), 90_000).then(
      async (started) => {
        await started.stop('SIGKILL');
        return new Error('the server started');
      },
      (error: unknown) => error as Error,
    );
    expect(failure.message).toMatch(/the server exited with 1/);
    expect(failure.message).toContain('RESERVA_SANDBOX_PAYMENT_SECRET must be set with NODE_ENV=production');
    expect(failure.message).toContain('RESERVA_LINK_KEY must be set with NODE_ENV=production');
    expect(failure.message).not.toContain('serving the Booking API');
  }, 120_000);

  it('given only the two secrets, serves no demo company and refuses the demo’s public staff key', async () => {
    const server = await spawnServer(production(dataDir, secrets), 90_000);
    try {
      const overview = await fetch(`${server.origin}/companies/overview?website=salon-aurora`);
      expect(overview.status).toBe(404);
      const withDemoKey = await fetch(`${server.origin}/bookings?location_id=1&date=2026-12-03`, {
        headers: { 'api-key': DEMO_STAFF_API_KEY },
      });
      expect(withDemoKey.status).toBe(401);
      expect(server.output()).not.toContain(DEMO_STAFF_API_KEY);
      expect(server.output()).not.toContain('Demo storefronts');
    } finally {
      await server.stop();
    }
  }, 120_000);

  it('refuses to start on a database a development start seeded with the demo, naming RESERVA_DEMO=on', async () => {
    const development = await spawnServer({ ...production(dataDir, {}), NODE_ENV: 'development' }, 90_000);
    expect(development.output()).toContain('Demo storefronts');
    await development.stop();
    const failure = await spawnServer(production(dataDir, secrets), 90_000).then(
      async (started) => {
        await started.stop('SIGKILL');
        return new Error('the server started');
      },
      (error: unknown) => error as Error,
    );
    expect(failure.message).toMatch(/the server exited with 1/);
    expect(failure.message).toContain(
      'With NODE_ENV=production the database holds the demo data (the demo companies salon-aurora',
    );
    expect(failure.message).toContain('RESERVA_DEMO=on');
  }, 240_000);

  it('runs the demo on that database when RESERVA_DEMO=on asks for it, saying so loudly', async () => {
    const server = await spawnServer(production(dataDir, { RESERVA_DEMO: 'on' }), 90_000);
    try {
      expect(server.output()).toContain('RESERVA_DEMO=on: this production server runs the public demo');
      expect((await fetch(`${server.origin}/companies/overview?website=salon-aurora`)).status).toBe(200);
    } finally {
      await server.stop();
    }
  }, 120_000);
});
