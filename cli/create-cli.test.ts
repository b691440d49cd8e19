import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingApiClient } from '../src/adapters/http/booking-api-client';
import { fieldErrorMessage } from '../src/adapters/http-server/field-messages';
import { seededTestServer, type TestServer } from '../src/adapters/http-server/test-server.test-support';
import { DEMO_BOOKING, DEMO_STAFF_API_KEY } from '../src/adapters/persistence/demo/demo-bookings';
import type { BookingApi } from '../src/application/ports/booking-api';
import { createCli, type CliDeps } from './create-cli';
import { sha256IdempotencyKeys } from './sha256-idempotency-keys';

// The command tree in process (issue 6): every command over the real app on the demo data
// (seededTestServer, through the HTTP client adapter with an in-process fetch), at a fixed now.

/** Tuesday 2026-12-01, 08:00 in Santiago: the tests' demo day. */
const NOW = Date.parse('2026-12-01T11:00:00Z');

let server: TestServer;

beforeAll(async () => {
  server = await seededTestServer({ clock: { now: () => NOW as never } });
}, 60_000);

afterAll(async () => {
  await server.dispose();
});

interface Run {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
  readonly json: () => unknown;
}

async function reserva(argv: readonly string[], overrides: Partial<CliDeps> = {}): Promise<Run> {
  let stdout = '';
  let stderr = '';
  const cli = createCli({
    bookingApi: ({ apiKey, locale }) =>
      bookingApiClient({ baseUrl: 'http://reserva.test', apiKey, language: locale, fetch: (input, init) => Promise.resolve(server.app.fetch(new Request(input, init))) }),
    idempotencyKeys: sha256IdempotencyKeys,
    clock: { now: () => NOW as never },
    pause: { wait: () => Promise.resolve() },
    stdout: { write: (text) => { stdout += text; } },
    stderr: { write: (text) => { stderr += text; } },
    env: { RESERVA_API_KEY: DEMO_STAFF_API_KEY },
    isTTY: false,
    progressBars: () => ({ tick: () => undefined, stop: () => undefined }),
    readFile: () => Promise.reject(new Error('no files here')),
    describeFieldError: fieldErrorMessage,
    ...overrides,
  });
  const code = await cli.run(argv);
  return { code, stdout, stderr, json: () => JSON.parse(stdout) as unknown };
}

const COMMANDS = [
  ['locations', 'list'],
  ['services', 'list'],
  ['providers', 'list'],
  ['availability', 'days'],
  ['availability', 'hours'],
  ['availability', 'first'],
  ['bookings', 'create'],
  ['bookings', 'show'],
  ['bookings', 'list'],
  ['bookings', 'cancel'],
  ['bookings', 'confirm'],
  ['bookings', 'edit'],
  ['bookings', 'import'],
  ['reviews', 'list'],
  ['completion'],
] as const;

const sofia = ['--first-name', 'Sofía', '--last-name', 'Ríos', '--email', 'sofia@correo.example', '--phone', '+5491155550000'];

describe('the command tree (issue 6)', () => {
  it.each(COMMANDS.map((command) => command.join(' ')))('shows an example in the help of %s', async (command) => {
    const run = await reserva([...command.split(' '), '--help']);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/Examples?:\n {2}\$ .*reserva /);
  });

  it('exits 2 on an unknown command, a missing option or a malformed value, saying why on stderr', async () => {
    expect(await reserva(['bookings', 'fly'])).toMatchObject({ code: 2, stderr: expect.stringContaining("unknown command 'fly'") as unknown });
    expect(await reserva(['services', 'list'])).toMatchObject({ code: 2, stderr: expect.stringContaining('--location') as unknown });
    expect(await reserva(['availability', 'hours', '--location', '5', '--service', '51', '--date', '9-12-2026'])).toMatchObject({ code: 2, stderr: expect.stringContaining('YYYY-MM-DD') as unknown });
  });
});

describe('looking things up (storefront §7)', () => {
  it("lists a company's locations as a table, and as JSON", async () => {
    expect((await reserva(['locations', 'list', '--company', '4'])).stdout).toContain('Palermo');
    expect((await reserva(['--json', 'locations', 'list', '--company', '4'])).json()).toEqual([
      expect.objectContaining({ id: 5, companyId: 4, name: 'Palermo', timeZone: 'America/Argentina/Buenos_Aires' }),
      expect.objectContaining({ id: 6, name: 'Pocitos' }),
    ]);
  });

  it("lists a location's services with bundles' members, and its professionals", async () => {
    const services = (await reserva(['--json', 'services', 'list', '--location', '1'])).json() as { id: number; bundle: number[] }[];
    expect(services.find((service) => service.id === 20)?.bundle).toHaveLength(3);
    expect((await reserva(['--json', 'providers', 'list', '--location', '5'])).json()).toEqual([{ id: 11, name: expect.any(String) as unknown }]);
  });

  it("shows a location's reviews, newest first", async () => {
    const reviews = (await reserva(['--json', 'reviews', 'list', '--location', '1', '--limit', '3'])).json() as { totalReviews: number; reviews: unknown[] };
    expect(reviews.totalReviews).toBe(7);
    expect(reviews.reviews).toHaveLength(3);
  });

  it("shows a booking's summary, and refuses a wrong token with exit 1", async () => {
    const { cutAndShave } = DEMO_BOOKING;
    expect((await reserva(['bookings', 'show', String(cutAndShave.cutId), cutAndShave.accessToken])).stdout).toContain('Corte clásico');
    const wrong = await reserva(['--json', 'bookings', 'show', String(cutAndShave.cutId), 'not-the-token']);
    expect(wrong.code).toBe(1);
    expect(JSON.parse(wrong.stderr)).toMatchObject({ error: { kind: 'refused', status: 404, code: 'BOOKING.NOT_FOUND' } });
  });
});

describe('finding a free hour (booking-wizard §7)', () => {
  const chain = ['--location', '5', '--service', '51,52', '--provider', '11'];

  it('lists free days from today at the location, hours of a day, and the first free hour of a chain', async () => {
    const days = (await reserva(['--json', 'availability', 'days', ...chain, '--to', '2026-12-05'])).json() as { services: unknown[]; days: { date: string; available: boolean }[] };
    expect(days.services).toEqual([
      { id: 51, name: 'Corte clásico', duration: 30, provider: 11 },
      { id: 52, name: 'Afeitado con navaja', duration: 30, provider: 11 },
    ]);
    expect(days.days.map((day) => day.date)).toEqual(['2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05']);
    const hours = (await reserva(['--json', 'availability', 'hours', ...chain, '--date', '2026-12-09'])).json() as { hours: { hour: string; partOfDay: string; bookings: unknown[] }[] };
    expect(hours.hours[0]).toMatchObject({ hour: '10:00', partOfDay: 'morning' });
    expect(hours.hours[0]?.bookings).toHaveLength(2);
    expect((await reserva(['--json', 'availability', 'first', ...chain])).json()).toMatchObject({ date: expect.stringMatching(/^2026-12-0\d$/) as unknown, hour: expect.any(String) as unknown });
    expect((await reserva(['availability', 'first', ...chain])).stdout).toMatch(/^First free hour: 2026-12-\d\d at \d\d:\d\d\.\n$/);
  });
});

describe('booking, confirming, moving and cancelling (booking-wizard §4; storefront §2)', () => {
  it('books a chain for a caller, and answers the same bookings when the same booking is sent again', async () => {
    const argv = ['--json', 'bookings', 'create', '--location', '5', '--service', '51,52', '--start', '2026-12-10 16:00', ...sofia];
    const booked = await reserva(argv);
    expect(booked.code).toBe(0);
    const first = booked.json() as { replayed: boolean; bookings: { confirmationCode: string; start: string }[] };
    expect(first).toMatchObject({ dryRun: false, replayed: false, status: 'confirmed' });
    expect(first.bookings.map((booking) => booking.start)).toEqual(['2026-12-10T16:00:00-03:00', '2026-12-10T16:30:00-03:00']);
    expect((await reserva(argv)).json()).toEqual({ ...first, replayed: true });
  });

  it('confirms, moves and cancels every booking of a confirmation', async () => {
    const booked = (await reserva(['--json', 'bookings', 'create', '--location', '5', '--service', '51,52', '--start', '2026-12-10 12:00', ...sofia])).json() as { bookings: { confirmationCode: string }[] };
    const code = booked.bookings[0]?.confirmationCode ?? '';
    const confirmed = (await reserva(['--json', 'bookings', 'confirm', code, '--all'])).json() as { bookings: { clientConfirmed: boolean }[] };
    expect(confirmed.bookings.map((booking) => booking.clientConfirmed)).toEqual([true, true]);
    const moved = await reserva(['--json', 'bookings', 'edit', code, '--start', '2026-12-11 10:00']);
    expect(moved.json()).toMatchObject({ start: '2026-12-11T10:00:00-03:00', end: '2026-12-11T10:30:00-03:00', previous: { start: '2026-12-10T12:00:00-03:00' } });
    const cancelled = (await reserva(['--json', 'bookings', 'cancel', code, '--all'])).json() as { bookings: { status: string }[] };
    expect(cancelled.bookings.map((booking) => booking.status)).toEqual(['cancelled', 'cancelled']);
  });

  it("lists a location's day for staff", async () => {
    const day = (await reserva(['--json', 'bookings', 'list', '--location', '5', '--date', '2026-12-03'])).json() as { id: number; client: { name: string } }[];
    expect(day.map((booking) => booking.id)).toEqual([301, 302, 303]);
    expect((await reserva(['bookings', 'list', '--location', '5', '--date', '2026-12-03'])).stdout).toContain(day[0]?.client.name ?? '?');
  });

  it('exits 1 when the business refuses: a taken hour, naming the field on stderr', async () => {
    const argv = ['bookings', 'create', '--location', '5', '--service', '51', '--start', '2026-12-03 11:00', ...sofia];
    const taken = await reserva(argv);
    expect(taken.code).toBe(1);
    expect(taken.stderr).toContain('BOOKING.SLOT_TAKEN');
    expect(taken.stderr).toContain('bookings[0].start');
    const dryRun = await reserva([...argv, '--dry-run']);
    expect(dryRun).toMatchObject({ code: 1, stdout: expect.stringContaining('nothing was booked') as unknown });
  });

  it('exits 1 when the clinic does not let the client book (CLIENT.NOT_ALLOWED_TO_BOOK)', async () => {
    const refused = await reserva([
      '--json', 'bookings', 'create', '--location', '4', '--service', '41', '--provider', '9', '--start', '2026-12-09 10:00',
      '--first-name', 'Pedro', '--last-name', 'Soto', '--email', 'pedro@correo.example', '--phone', '+56911112222', '--identification-number', '9.876.543-3',
      '--birth-date', '1980-01-01', '--accept-terms', '--custom', 'prevision=Fonasa',
    ]);
    expect(refused.code).toBe(1);
    expect(JSON.parse(refused.stderr)).toMatchObject({ error: { kind: 'refused', status: 422, code: 'CLIENT.NOT_ALLOWED_TO_BOOK' } });
  });

  it("exits 2 for input the company's form refuses, naming each field, before sending anything", async () => {
    const refused = await reserva(['--json', 'bookings', 'create', '--location', '1', '--service', '1', '--start', '2026-12-09 10:00', '--first-name', 'Ana', '--last-name', 'Paz', '--email', 'ana@', '--phone', '+56912345678', '--identification-number', '12.345.678-0']);
    expect(refused.code).toBe(2);
    expect(JSON.parse(refused.stderr)).toEqual({
      error: {
        kind: 'invalid',
        status: null,
        code: 'INPUT.INVALID',
        message: expect.any(String) as unknown,
        fields: [
          { field: 'email', messages: ['is not a valid email address'] },
          { field: 'identification_number', messages: ['is not a valid RUT'] },
          { field: 'accept_terms', messages: ['is required'] },
        ],
      },
    });
  });

  it('speaks Spanish with --locale es, in its own words and the API’s', async () => {
    const invalid = await reserva(['--locale', 'es', 'bookings', 'create', '--location', '5', '--service', '51', '--start', '2026-12-09 10:00', '--first-name', 'Ana', '--last-name', 'Paz', '--email', 'ana@', '--phone', '+5491155550000']);
    expect(invalid.stderr).toContain('email: no es un correo electrónico válido');
    const missing = await reserva(['--locale', 'es', 'bookings', 'cancel', 'no-such-code']);
    expect(missing).toMatchObject({ code: 1, stderr: expect.stringContaining('No se encontró la reserva.') as unknown });
  });

  it('exits 2 when the api-key is refused, and 3 when the API cannot be reached or fails', async () => {
    expect((await reserva(['--api-key', 'not-a-staff-key-at-all', 'locations', 'list', '--company', '1'])).code).toBe(2);
    const down: BookingApi = bookingApiClient({ baseUrl: 'http://reserva.test', fetch: () => Promise.reject(new TypeError('fetch failed: connect ECONNREFUSED')) });
    const unreachable = await reserva(['locations', 'list', '--company', '1'], { bookingApi: () => down });
    expect(unreachable).toMatchObject({ code: 3, stderr: expect.stringContaining('API.UNREACHABLE') as unknown });
    const broken = bookingApiClient({ baseUrl: 'http://reserva.test', fetch: () => Promise.resolve(new Response(JSON.stringify({ error: 'boom', code: 'SERVER.UNEXPECTED' }), { status: 500 })) });
    expect((await reserva(['locations', 'list', '--company', '1'], { bookingApi: () => broken })).code).toBe(3);
  });
});

describe('importing bookings (issue 6 "bookings import")', () => {
  const csv = [
    'location,services,provider,start,first_name,last_name,email,phone,notes',
    '5,51,11,2026-12-15 10:00,Sofía,Ríos,sofia@correo.example,+5491155550000,',
    '5,51,,2026-12-15 10:30,Juan,Gómez,not-an-email,+5491155550001,',
    '5,"51,52",0,2026-12-15 11:00,Lucía,Paz,lucia@correo.example,+5491155550002,Barba también',
  ].join('\n');
  const files = { readFile: (path: string) => (path.endsWith('callers.csv') ? Promise.resolve(csv) : Promise.reject(new Error('missing'))) };

  it('books each line, carries on past a failed one, reports every line and exits non-zero', async () => {
    const run = await reserva(['bookings', 'import', 'callers.csv'], files);
    expect(run.code).toBe(2);
    expect(run.stdout.split('\n').filter((line) => line.startsWith('line '))).toEqual([
      expect.stringMatching(/^line 2: booked — \d+ 2026-12-15T10:00:00-03:00 /) as unknown,
      expect.stringMatching(/^line 3: failed — .*email: is not a valid email address/) as unknown,
      expect.stringMatching(/^line 4: booked — \d+ 2026-12-15T11:00:00-03:00 \S+; \d+ 2026-12-15T11:30:00-03:00 /) as unknown,
    ]);
    expect(run.stdout).toContain('2 booked, 0 already booked, 0 checked, 1 failed.');
  });

  it('books nothing new when the same file is imported again, and says so in JSON', async () => {
    const again = await reserva(['--json', 'bookings', 'import', 'callers.csv'], files);
    expect(again.json()).toMatchObject({
      created: 0,
      replayed: 2,
      failed: 1,
      lines: [
        { line: 2, outcome: 'replayed' },
        { line: 3, outcome: 'failed', error: { code: 'INPUT.INVALID', fields: [{ field: 'email' }] } },
        { line: 4, outcome: 'replayed' },
      ],
    });
  });

  it('shows a progress bar on a terminal instead of plain lines', async () => {
    const ticks: string[] = [];
    const run = await reserva(['bookings', 'import', 'callers.csv'], { ...files, isTTY: true, progressBars: () => ({ tick: (label) => ticks.push(label), stop: () => undefined }) });
    expect(ticks).toHaveLength(3);
    expect(run.stdout).not.toMatch(/^line 2:/m);
    expect(run.stdout).toContain('1 failed.');
  });

  it('refuses a file it cannot read or whose kind it does not know with exit 2', async () => {
    expect((await reserva(['bookings', 'import', 'callers.xlsx'], files)).code).toBe(2);
    expect((await reserva(['bookings', 'import', 'missing.csv'], files)).code).toBe(2);
  });
});

describe('shell completion (issue 6)', () => {
  it.each(['bash', 'zsh'])('prints a %s script naming every command and its options', async (shell) => {
    const script = (await reserva(['completion', shell])).stdout;
    expect(script).toContain('complete -o default -F _reserva_completion reserva');
    expect(script).toContain('bookings) words="create show list cancel confirm edit import"');
    expect(script).toContain('"bookings cancel"*) words="--all --help');
    if (shell === 'zsh') expect(script).toContain('bashcompinit');
  });
});
