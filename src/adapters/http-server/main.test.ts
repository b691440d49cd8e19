import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingApiValidator } from './contract-validation';

// `npm ci && npm start` on a fresh clone serves the API and prints its URLs (issue 3, Done when):
// the start command, run as npm start runs it, on a free port with an empty data directory.

const repository = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const tsx = path.join(repository, 'node_modules', '.bin', 'tsx');

let server: ChildProcess;
let dataDir: string;
let output = '';
let origin: string;
const exited = () =>
  new Promise<number | null>((resolve) => {
    if (server.exitCode !== null) resolve(server.exitCode);
    else server.once('exit', (code) => { resolve(code); });
  });

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'reserva-data-'));
  const env: Record<string, string | undefined> = { ...process.env, PORT: '0', HOST: '127.0.0.1', RESERVA_DATA_DIR: dataDir };
  delete env['DATABASE_URL'];
  delete env['RESERVA_DEMO_DATA'];
  server = spawn(tsx, ['src/adapters/http-server/main.ts'], { cwd: repository, env, stdio: ['ignore', 'pipe', 'pipe'] });
  origin = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => { reject(new Error(`no URL printed within 45 s:\n${output}`)); }, 45_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const printed = /serving the Booking API at (http:\/\/\S+) /.exec(output);
      if (printed?.[1] !== undefined) {
        clearTimeout(timer);
        resolve(printed[1]);
      }
    };
    server.stdout?.on('data', read);
    server.stderr?.on('data', read);
    server.once('exit', (code) => { reject(new Error(`the server exited with ${String(code)}:\n${output}`)); });
  });
}, 60_000);

afterAll(async () => {
  if (server.exitCode === null) {
    server.kill('SIGKILL');
    await exited();
  }
  await rm(dataDir, { recursive: true, force: true });
});

describe('npm start (issue 3, Done when)', () => {
  it('prints the storefront address of every demo location', () => {
    expect(output).toContain(`${origin}/cl/sucursal/1`);
    expect(output).toContain(`${origin}/ar/sucursal/5`);
    expect(output).toContain(`${origin}/uy/sucursal/6`);
  });

  it('serves the demo salon’s overview, as the contract says, at the printed address', async () => {
    const response = await fetch(`${origin}/companies/overview?website=salon-aurora`);
    const body: unknown = await response.json();
    expect(response.status).toBe(200);
    expect(bookingApiValidator().validateResponse('getCompanyOverview', { status: 200, headers: Object.fromEntries(response.headers), body })).toEqual([]);
    expect(body).toMatchObject({ name: 'Salón Aurora', delimiter: '.' });
  });

  it('answers a printed storefront address with a page', async () => {
    const response = await fetch(`${origin}/cl/sucursal/1`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Reserva');
  });

  it('stops cleanly on SIGTERM, closing the server and the database', async () => {
    server.kill('SIGTERM');
    expect(await exited()).toBe(0);
    expect(output).toContain('SIGTERM: stopping');
  }, 20_000);
});
