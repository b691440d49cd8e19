import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { cliOverDemoServer } from '../cli-over-demo-server.test-support';

// Tables people read (issue 35): times on the location's wall clock, prices the company's way,
// every column headed, each error said once.

const { reserva } = cliOverDemoServer();

const sofia = [
  '--first-name',
  'Sofía',
  '--last-name',
  'Ríos',
  '--email',
  'sofia@correo.example',
  '--phone',
  '+5491155550000',
];
/** An RFC 3339 instant, which a table should never show whole. */
const timestamp = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/u;

describe('tables people read (issue 35)', () => {
  it("shows a booking's day and its hours at the location, and its price the company's way", async () => {
    const booked = await reserva([
      'bookings',
      'create',
      '--location',
      '5',
      '--service',
      '51,52',
      '--start',
      '2026-12-10 16:00',
      ...sofia,
    ]);
    expect(booked.code).toBe(0);
    expect(booked.stdout).not.toMatch(timestamp);
    expect(booked.stdout).toMatch(/│ Corte clásico +│ 2026-12-10 │ 16:00–16:30 │ \S+ +│ \$12\.000 +│/u);
    expect(booked.stdout).toMatch(/│ Afeitado con navaja │ 2026-12-10 │ 16:30–17:00 │ \S+ +│ \$9\.000 +│/u);
  });

  it("lists a day's bookings with their hours and what is left to pay the company's way", async () => {
    const day = await reserva(['bookings', 'list', '--location', '5', '--date', '2026-12-10']);
    expect(day.stdout).not.toMatch(timestamp);
    expect(day.stdout).toMatch(/│ 16:00–16:30 │ Corte clásico .*│ \$12\.000 +│/u);
  });

  it('heads every column of the import table: no reference column in a dry run, which books nothing', async () => {
    const csv = [
      'location,services,provider,start,first_name,last_name,email,phone',
      '5,51,11,2026-12-16 10:00,Ana,Uno,ana.uno@correo.example,+5491155550001',
    ].join('\n');
    const run = await reserva(['bookings', 'import', 'day.csv', '--dry-run'], {
      readFile: () => Promise.resolve(csv),
      isTTY: true,
    });
    const heading = run.stdout.split('\n').find((line) => line.includes('outcome')) ?? '';
    const cells = heading
      .split('│')
      .slice(1, -1)
      .map((cell) => cell.trim());
    expect(cells).toEqual(['line', 'outcome', 'detail']);
  });

  it('says each field at fault once, under one message', async () => {
    const refused = await reserva([
      'bookings',
      'create',
      '--location',
      '5',
      '--service',
      '51',
      '--start',
      '2026-12-10 17:00',
      '--first-name',
      'Ana',
      '--email',
      'ana@',
    ]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toBe(
      [
        'error: Not sent: these details are not valid (INPUT.INVALID)',
        '  last_name: is required',
        '  email: is not a valid email address',
        '',
      ].join('\n'),
    );
  });
});

describe('honest repeats (issue 35)', () => {
  /** A booking of its own for each test, on a day no other test books. */
  const bookOne = async (start: string) =>
    (
      (
        await reserva([
          '--json',
          'bookings',
          'create',
          '--location',
          '5',
          '--service',
          '51',
          '--start',
          start,
          ...sofia,
        ])
      ).json() as { bookings: { id: number; confirmationCode: string }[] }
    ).bookings[0] ?? { id: 0, confirmationCode: '' };

  it('says "already cancelled" when a booking is cancelled twice, exit 0, and names it in JSON', async () => {
    const booking = await bookOne('2026-12-17 10:00');
    const first = await reserva(['bookings', 'cancel', booking.confirmationCode]);
    expect(first.code).toBe(0);
    expect(first.stdout).not.toContain('Already cancelled');
    const again = await reserva(['bookings', 'cancel', booking.confirmationCode]);
    expect(again.code).toBe(0);
    expect(again.stdout.split('\n')[0]).toBe('Already cancelled: nothing changed.');
    expect((await reserva(['--json', 'bookings', 'cancel', booking.confirmationCode])).json()).toMatchObject({
      unchanged: [booking.id],
    });
  });

  it('says "already confirmed" when attendance is confirmed twice, in Spanish too', async () => {
    const booking = await bookOne('2026-12-17 11:00');
    expect((await reserva(['bookings', 'confirm', booking.confirmationCode])).stdout).not.toContain('Already');
    const again = await reserva(['bookings', 'confirm', booking.confirmationCode]);
    expect(again.code).toBe(0);
    expect(again.stdout.split('\n')[0]).toBe('Already confirmed: nothing changed.');
    const enEspanol = await reserva(['--locale', 'es', 'bookings', 'confirm', booking.confirmationCode]);
    expect(enEspanol.stdout.split('\n')[0]).toBe('Ya estaba confirmada: no cambió nada.');
  });
});

describe('onboarding that says where the business lives (issue 35)', () => {
  const example = readFileSync(new URL('../../docs/examples/catalogue-salon.yaml', import.meta.url), 'utf8');
  // A new company: another slug, and promotion tokens of its own (tokens are unique across companies).
  const newSalon = example
    .replace('slug: salon-aurora', 'slug: salon-donde')
    .replace(/token: ([A-Za-z0-9_-]+)/gu, 'token: donde-$1');
  const readFile = () => Promise.resolve(newSalon);

  it('lists each location the catalogue created with its id and storefront address', async () => {
    const applied = await reserva(['catalogue', 'apply', 'salon.yaml', '--yes'], { readFile });
    expect(applied.code).toBe(0);
    const listed = (await reserva(['--json', 'locations', 'list', '--company', 'salon-donde'])).json() as {
      id: number;
      name: string;
    }[];
    expect(listed.map((location) => location.name).sort()).toEqual(['Las Condes', 'Providencia']);
    for (const location of listed)
      expect(applied.stdout).toMatch(
        new RegExp(
          `│ ${String(location.id)} +│ ${location.name} +│ http://localhost:3000/cl/sucursal/${String(location.id)} +│`,
          'u',
        ),
      );
  });

  it("lists a company's locations by its slug as by its id, and a slug no company has as not found (exit 1)", async () => {
    const bySlug = await reserva(['--json', 'locations', 'list', '--company', 'salon-aurora']);
    expect(bySlug.code).toBe(0);
    expect(bySlug.json()).toEqual((await reserva(['--json', 'locations', 'list', '--company', '1'])).json());
    const unknown = await reserva(['--json', 'locations', 'list', '--company', 'no-such-salon']);
    expect(unknown.code).toBe(1);
    expect(JSON.parse(unknown.stderr)).toMatchObject({ error: { status: 404 } });
  });
});

describe('an import dry run finds two lines for the same professional and time (issue 35)', () => {
  const csv = [
    'location,services,provider,start,first_name,last_name,email,phone',
    '5,51,11,2026-12-16 10:00,Ana,Uno,ana.uno@correo.example,+5491155550001',
    '5,51,11,2026-12-16 10:15,Bea,Dos,bea.dos@correo.example,+5491155550002',
    '5,51,11,2026-12-16 10:30,Carla,Tres,carla.tres@correo.example,+5491155550003',
    '5,51,11,2026-12-16 10:00,Dora,Cuatro,dora.cuatro@correo.example,+5491155550004',
  ].join('\n');
  const readFile = () => Promise.resolve(csv);

  it('names each line that asks the same professional for an overlapping time, with the other lines, and exits 1', async () => {
    const run = await reserva(['bookings', 'import', 'day.csv', '--dry-run'], { readFile });
    // Each line alone can be booked: the exit code is the clash's.
    expect(run.stdout).toMatch(/^line 5: checked — Every hour can be booked/mu);
    expect(run.code).toBe(1);
    const clashes = run.stdout.split('\n').filter((line) => line.includes('the same professional'));
    expect(clashes).toEqual([
      'line 2: the same professional at the same time as line 3, 5; booking the file would refuse all but the first',
      'line 3: the same professional at the same time as line 2, 4, 5; booking the file would refuse all but the first',
      'line 4: the same professional at the same time as line 3; booking the file would refuse all but the first',
      'line 5: the same professional at the same time as line 2, 3; booking the file would refuse all but the first',
    ]);
    expect(
      (await reserva(['--json', 'bookings', 'import', 'day.csv', '--dry-run'], { readFile })).json(),
    ).toMatchObject({
      clashes: [
        { line: 2, clashesWith: [3, 5] },
        { line: 3, clashesWith: [2, 4, 5] },
        { line: 4, clashesWith: [3] },
        { line: 5, clashesWith: [2, 3] },
      ],
    });
  });
});
