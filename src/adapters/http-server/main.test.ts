import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingApiValidator } from './contract-validation';
import { spawnServer, type SpawnedServer } from '../../../tools/server/spawn-server';

// `npm ci && npm start` on a fresh clone serves the API and prints its URLs (issue 3, Done when):
// the start command, run as npm start runs it, on a free port with an empty data directory.

let server: SpawnedServer;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'reserva-data-'));
  server = await spawnServer(
    { RESERVA_DATA_DIR: dataDir, DATABASE_URL: undefined, RESERVA_DEMO_DATA: undefined, RESERVA_STAFF_API_KEY: undefined, RESERVA_FRAME_ANCESTORS: 'https://salon-aurora.example' },
    45_000,
  );
}, 60_000);

afterAll(async () => {
  await server.stop('SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
});

describe('npm start (issue 3, Done when)', () => {
  it('prints the storefront address of every demo location', () => {
    expect(server.output()).toContain(`${server.origin}/cl/sucursal/1`);
    expect(server.output()).toContain(`${server.origin}/ar/sucursal/5`);
    expect(server.output()).toContain(`${server.origin}/uy/sucursal/6`);
  });

  it('prints the branch list of each demo company, on the host its web address names (docs/adr/0033)', () => {
    const { port } = new URL(server.origin);
    expect(server.output()).toContain(`http://salon-aurora.localhost:${port}/cl`);
    expect(server.output()).toContain(`http://barberia-portena.localhost:${port}/uy`);
  });

  it("prints the staff api-key, the demo's (issue 3: demo key printed on start)", () => {
    expect(server.output()).toContain("Staff api-key: the demo's, reserva-demo-staff-key");
  });

  it('serves the demo salon’s overview, as the contract says, at the printed address', async () => {
    const response = await fetch(`${server.origin}/companies/overview?website=salon-aurora`);
    const body: unknown = await response.json();
    expect(response.status).toBe(200);
    expect(bookingApiValidator().validateResponse('getCompanyOverview', { status: 200, headers: Object.fromEntries(response.headers), body })).toEqual([]);
    expect(body).toMatchObject({ name: 'Salón Aurora', delimiter: '.' });
  });

  it('answers a printed storefront address with a page', async () => {
    const response = await fetch(`${server.origin}/cl/sucursal/1`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Reserva');
  });

  it('lets the sites RESERVA_FRAME_ANCESTORS names embed the storefront (storefront §2 iframe)', async () => {
    const response = await fetch(`${server.origin}/cl/iframe/sucursal/1`);
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'self' https://salon-aurora.example");
  });

  it('stops cleanly on SIGTERM, closing the server and the database', async () => {
    expect(await server.stop('SIGTERM')).toBe(0);
    expect(server.output()).toContain('SIGTERM: stopping');
  }, 20_000);
});

describe('npm start with a payment provider half configured (ADR 0043)', () => {
  it('refuses to start, naming what is missing, rather than leave the provider to the sandbox', async () => {
    const emptyDir = await mkdtemp(path.join(tmpdir(), 'reserva-data-'));
    try {
      await expect(spawnServer({ RESERVA_DATA_DIR: emptyDir, DATABASE_URL: undefined, RESERVA_DLOCAL_LOGIN: 'reserva-login' }, 45_000)).rejects.toThrow(
        /the server exited with 1:[\s\S]*RESERVA_DLOCAL_TRANS_KEY/,
      );
    } finally {
      await rm(emptyDir, { recursive: true, force: true });
    }
  }, 60_000);
});
