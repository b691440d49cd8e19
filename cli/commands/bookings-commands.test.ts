import { describe, expect, it } from 'vitest';
import { DEMO_BOOKING } from '#adapters/persistence/demo/demo-bookings';
import { cliOverDemoServer } from '../cli-over-demo-server.test-support';

// `reserva bookings` over the demo data: looking a booking up, booking (chains, the workshop,
// memberships, promotions), confirming, moving, cancelling, listing a day and importing files
// (booking-wizard §4, §5; storefront §2; issue 6).

const { reserva, server } = cliOverDemoServer();

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

describe('looking a booking up (storefront §7)', () => {
  it("shows a booking's summary, and refuses a wrong token with exit 1", async () => {
    const { cutAndShave } = DEMO_BOOKING;
    expect((await reserva(['bookings', 'show', String(cutAndShave.cutId), cutAndShave.accessToken])).stdout).toContain(
      'Corte clásico',
    );
    const wrong = await reserva(['--json', 'bookings', 'show', String(cutAndShave.cutId), 'not-the-token']);
    expect(wrong.code).toBe(1);
    expect(JSON.parse(wrong.stderr)).toMatchObject({
      error: { kind: 'refused', status: 404, code: 'BOOKING.NOT_FOUND' },
    });
  });
});

describe("printing the server's text safely (issue 15 item 4: terminal escape injection)", () => {
  /** A first name that would turn the terminal red, retitle its window and ring its bell. */
  const hostile = 'Esc\u001b[31mRED\u001b]0;pwned\u0007';

  it('lists and shows a booking whose client is named with escape sequences without any reaching the terminal, and gives the exact name in JSON', async () => {
    const booked = (
      await reserva([
        '--json',
        'bookings',
        'create',
        '--location',
        '5',
        '--service',
        '51',
        '--start',
        '2026-12-17 10:00',
        ...sofia.map((arg) => (arg === 'sofia@correo.example' ? 'escape@correo.example' : arg)),
      ])
    ).json() as {
      bookingId: number;
      accessToken: string;
    };
    // Written as the store holds it, whatever the server's own checks accept today: the CLI must be safe with any text it is sent.
    // A booking keeps its booker's typed name (docs/adr/0048), which staff lists show: written there and on the client record.
    await server().database.query(
      'UPDATE clients SET first_name = $1 WHERE id = (SELECT g.client_id FROM booking_groups g JOIN bookings b ON b.group_id = g.id WHERE b.id = $2)',
      [hostile, booked.bookingId],
    );
    await server().database.query(
      'UPDATE booking_groups SET client_first_name = $1 WHERE id = (SELECT group_id FROM bookings WHERE id = $2)',
      [hostile, booked.bookingId],
    );

    const day = ['bookings', 'list', '--location', '5', '--date', '2026-12-17'];
    const listed = await reserva(day);
    expect(listed.code).toBe(0);
    expect(listed.stdout).not.toContain('\u001b');
    expect(listed.stdout).not.toContain('\u0007');
    expect(listed.stdout).toContain(String.raw`Esc\x1b[31mRED\x1b]0;pwned\x07`);
    const shown = await reserva(['bookings', 'show', String(booked.bookingId), booked.accessToken]);
    expect(shown.stdout).not.toContain('\u001b');
    expect(shown.stdout).not.toContain('\u0007');
    expect(shown.stdout).toContain(String.raw`Esc\x1b[31mRED\x1b]0;pwned\x07 Ríos`);

    const names = ((await reserva(['--json', ...day])).json() as { client: { name: string } }[]).map(
      (booking) => booking.client.name,
    );
    expect(names).toContain(`${hostile} Ríos`);
  });
});

describe('booking, confirming, moving and cancelling (booking-wizard §4; storefront §2)', () => {
  it('books a chain for a caller, and answers the same bookings when the same booking is sent again', async () => {
    const argv = [
      '--json',
      'bookings',
      'create',
      '--location',
      '5',
      '--service',
      '51,52',
      '--start',
      '2026-12-10 16:00',
      ...sofia,
    ];
    const booked = await reserva(argv);
    expect(booked.code).toBe(0);
    const first = booked.json() as { replayed: boolean; bookings: { confirmationCode: string; start: string }[] };
    expect(first).toMatchObject({ dryRun: false, replayed: false, status: 'confirmed' });
    expect(first.bookings.map((booking) => booking.start)).toEqual([
      '2026-12-10T16:00:00-03:00',
      '2026-12-10T16:30:00-03:00',
    ]);
    expect((await reserva(argv)).json()).toEqual({ ...first, replayed: true });
  });

  it('names each booked service in the table it prints (issue 16)', async () => {
    const booked = await reserva([
      'bookings',
      'create',
      '--location',
      '5',
      '--service',
      '51,52',
      '--start',
      '2026-12-18 10:00',
      ...sofia,
    ]);
    expect(booked.code).toBe(0);
    expect(booked.stdout).toMatch(/│ \d+ +│ Corte clásico +│ 2026-12-18 │ 10:00–10:30 │/);
    expect(booked.stdout).toMatch(/│ \d+ +│ Afeitado con navaja +│ 2026-12-18 │ 10:30–11:00 │/);
  });

  it('confirms, moves and cancels every booking of a confirmation', async () => {
    const booked = (
      await reserva([
        '--json',
        'bookings',
        'create',
        '--location',
        '5',
        '--service',
        '51,52',
        '--start',
        '2026-12-10 12:00',
        ...sofia,
      ])
    ).json() as { bookings: { confirmationCode: string }[] };
    const code = booked.bookings[0]?.confirmationCode ?? '';
    const confirmed = (await reserva(['--json', 'bookings', 'confirm', code, '--all'])).json() as {
      bookings: { clientConfirmed: boolean }[];
    };
    expect(confirmed.bookings.map((booking) => booking.clientConfirmed)).toEqual([true, true]);
    const moved = await reserva(['--json', 'bookings', 'edit', code, '--start', '2026-12-11 10:00']);
    expect(moved.json()).toMatchObject({
      start: '2026-12-11T10:00:00-03:00',
      end: '2026-12-11T10:30:00-03:00',
      previous: { start: '2026-12-10T12:00:00-03:00' },
    });
    const cancelled = (await reserva(['--json', 'bookings', 'cancel', code, '--all'])).json() as {
      bookings: { status: string }[];
    };
    expect(cancelled.bookings.map((booking) => booking.status)).toEqual(['cancelled', 'cancelled']);
  });

  it("lists a location's day for staff", async () => {
    const day = (await reserva(['--json', 'bookings', 'list', '--location', '5', '--date', '2026-12-03'])).json() as {
      id: number;
      client: { name: string };
    }[];
    expect(day.map((booking) => booking.id)).toEqual([301, 302, 303]);
    expect((await reserva(['bookings', 'list', '--location', '5', '--date', '2026-12-03'])).stdout).toContain(
      day[0]?.client.name ?? '?',
    );
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

  it("exits 1 when the storefront's cart refuses the services together, naming the item and the services on stderr (issue 29)", async () => {
    const refused = await reserva([
      'bookings',
      'create',
      '--location',
      '1',
      '--service',
      '19,1',
      '--start',
      '2026-12-10 10:00',
      '--first-name',
      'Sofía',
      '--last-name',
      'Ríos',
      '--email',
      'sofia@correo.example',
      '--phone',
      '+56912345678',
      '--accept-terms',
    ]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('CART.DISCOUNTED_SERVICE_ALONE');
    expect(refused.stderr).toContain('bookings[1].service_id');
    expect(refused.stderr).toContain('Corte de pelo mujer can’t be booked with Limpieza facial profunda');
  });

  it('exits 1 when the clinic does not let the client book (CLIENT.NOT_ALLOWED_TO_BOOK)', async () => {
    const refused = await reserva([
      '--json',
      'bookings',
      'create',
      '--location',
      '4',
      '--service',
      '41',
      '--provider',
      '9',
      '--start',
      '2026-12-09 10:00',
      '--first-name',
      'Pedro',
      '--last-name',
      'Soto',
      '--email',
      'pedro@correo.example',
      '--phone',
      '+56911112222',
      '--identification-number',
      '9.876.543-3',
      '--birth-date',
      '1980-01-01',
      '--accept-terms',
      '--custom',
      'prevision=Fonasa',
    ]);
    expect(refused.code).toBe(1);
    expect(JSON.parse(refused.stderr)).toMatchObject({
      error: { kind: 'refused', status: 422, code: 'CLIENT.NOT_ALLOWED_TO_BOOK' },
    });
  });

  it("exits 2 for input the company's form refuses, naming each field, before sending anything", async () => {
    const refused = await reserva([
      '--json',
      'bookings',
      'create',
      '--location',
      '1',
      '--service',
      '1',
      '--start',
      '2026-12-09 10:00',
      '--first-name',
      'Ana',
      '--last-name',
      'Paz',
      '--email',
      'ana@',
      '--phone',
      '+56912345678',
      '--identification-number',
      '12.345.678-0',
    ]);
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

  it('tells support the reference to read out to the caller, the one their summary shows (issue 35), in text, JSON and Spanish', async () => {
    const booked = await reserva([
      'bookings',
      'create',
      '--location',
      '5',
      '--service',
      '51',
      '--start',
      '2026-12-18 12:00',
      ...sofia,
    ]);
    expect(booked.code).toBe(0);
    const said = /^Reference: ([2-9A-HJKMNP-TV-Z]{3})-([2-9A-HJKMNP-TV-Z]{3}) — read it to the caller$/m.exec(
      booked.stdout,
    );
    const summary = /^Summary: reserva bookings show (\d+) (\S+)$/m.exec(booked.stdout);
    if (said === null || summary === null) throw new Error(`no reference or summary in:\n${booked.stdout}`);
    const shown = (await reserva(['--json', 'bookings', 'show', summary[1] ?? '', summary[2] ?? ''])).json() as {
      reference: string | null;
    };
    expect(shown.reference).toBe(`${said[1] ?? ''}${said[2] ?? ''}`);

    const inJson = (
      await reserva([
        '--json',
        'bookings',
        'create',
        '--location',
        '5',
        '--service',
        '51',
        '--start',
        '2026-12-18 13:00',
        ...sofia,
      ])
    ).json() as { reference: string | null };
    expect(inJson.reference).toMatch(/^[2-9A-HJKMNP-TV-Z]{6}$/);
    const inSpanish = await reserva([
      '--locale',
      'es',
      'bookings',
      'create',
      '--location',
      '5',
      '--service',
      '51',
      '--start',
      '2026-12-18 14:00',
      ...sofia,
    ]);
    expect(inSpanish.stdout).toMatch(
      /^Referencia: [2-9A-HJKMNP-TV-Z]{3}-[2-9A-HJKMNP-TV-Z]{3} — díctala a quien llama$/m,
    );
  });

  it('speaks Spanish with --locale es, in its own words and the API’s', async () => {
    const invalid = await reserva([
      '--locale',
      'es',
      'bookings',
      'create',
      '--location',
      '5',
      '--service',
      '51',
      '--start',
      '2026-12-09 10:00',
      '--first-name',
      'Ana',
      '--last-name',
      'Paz',
      '--email',
      'ana@',
      '--phone',
      '+5491155550000',
    ]);
    expect(invalid.stderr).toContain('email: no es un correo electrónico válido');
    const missing = await reserva(['--locale', 'es', 'bookings', 'cancel', 'no-such-code']);
    expect(missing).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('No se encontró la reserva.') as unknown,
    });
  });
});

/** Ana Pérez, the Yaris's client on record, as the workshop's form asks for her: email, phone and RUT (docs/demo.md). */
const ana = [
  '--first-name',
  'Ana',
  '--last-name',
  'Pérez',
  '--email',
  'ana.perez@correo.example',
  '--phone',
  '+56922223333',
  '--identification-number',
  '15.555.555-6',
];
/** An oil change (service 33, 45 min) at the demo workshop, Quilicura (location 3), on Thursday 2026-12-10. */
const oilChange = (hour: string) => [
  '--json',
  'bookings',
  'create',
  '--location',
  '3',
  '--service',
  '33',
  '--start',
  `2026-12-10 ${hour}`,
  ...ana,
];

describe('booking a vehicle at the workshop (booking-wizard §3 Vehicle entity, recordHistory; §5 workshop rules)', () => {
  it("books BCDF12 with a mileage above the register's, and the register then shows it", async () => {
    expect((await reserva(['--json', 'vehicles', 'show', '--location', '3', '--plate', 'bc-df 12'])).json()).toEqual({
      plate: 'BCDF12',
      brand: 'Toyota',
      model: 'Yaris',
      year: 2019,
      clientName: 'Ana Pérez',
      lastMileage: 42000,
    });
    const booked = await reserva([
      ...oilChange('09:00'),
      '--plate',
      'BCDF12',
      '--mileage',
      '45000',
      '--repairs',
      'no',
      '--claims',
      'no',
      '--valid-license',
    ]);
    expect(booked.stderr).toBe('');
    expect(booked.code).toBe(0);
    expect(booked.json()).toMatchObject({
      dryRun: false,
      replayed: false,
      status: 'confirmed',
      bookings: [{ serviceId: 33, start: '2026-12-10T09:00:00-03:00', end: '2026-12-10T09:45:00-03:00' }],
    });
    const shown = await reserva(['vehicles', 'show', '--location', '3', '--plate', 'BCDF12']);
    expect(shown).toMatchObject({ code: 0, stdout: expect.stringContaining('45000') as unknown });
    // Sent again, the mileage on record is the one booked: refused locally, nothing booked twice (docs/adr/0023, addendum).
    const again = await reserva([
      ...oilChange('09:00'),
      '--plate',
      'BCDF12',
      '--mileage',
      '45000',
      '--repairs',
      'no',
      '--claims',
      'no',
      '--valid-license',
    ]);
    expect(again.code).toBe(2);
    expect(JSON.parse(again.stderr)).toMatchObject({ error: { fields: [{ field: 'current_mileage' }] } });
  });

  it("refuses a mileage not above the register's before sending anything, naming current_mileage (exit 2)", async () => {
    const refused = await reserva([
      ...oilChange('10:00'),
      '--plate',
      'BCDF12',
      '--mileage',
      '41000',
      '--repairs',
      'no',
      '--claims',
      'no',
    ]);
    expect(refused.code).toBe(2);
    expect(JSON.parse(refused.stderr)).toMatchObject({
      error: {
        kind: 'invalid',
        code: 'INPUT.INVALID',
        fields: [
          {
            field: 'current_mileage',
            messages: [expect.stringContaining('more than the last mileage recorded') as unknown],
          },
        ],
      },
    });
  });

  it('requires the brand, model and year of a plate the register does not hold, then books it and files the vehicle', async () => {
    const withoutVehicle = await reserva([
      ...oilChange('11:00'),
      '--plate',
      'RSTV78',
      '--mileage',
      '8000',
      '--repairs',
      'no',
      '--claims',
      'no',
    ]);
    expect(withoutVehicle.code).toBe(2);
    expect(
      (JSON.parse(withoutVehicle.stderr) as { error: { fields: { field: string }[] } }).error.fields.map(
        (fault) => fault.field,
      ),
    ).toEqual(['brand', 'model', 'year']);
    const booked = await reserva([
      ...oilChange('11:00'),
      '--plate',
      'RSTV78',
      '--brand',
      'Kia',
      '--model',
      'Rio',
      '--year',
      '2022',
      '--mileage',
      '8000',
      '--repairs',
      'no',
      '--claims',
      'yes',
      '--claim-number',
      'SIN-2026-118',
    ]);
    expect(booked).toMatchObject({ code: 0, stderr: '' });
    expect((await reserva(['--json', 'vehicles', 'show', '--location', '3', '--plate', 'RSTV78'])).json()).toEqual({
      plate: 'RSTV78',
      brand: 'Kia',
      model: 'Rio',
      year: 2022,
      clientName: 'Ana Pérez',
      lastMileage: 8000,
    });
  });

  it("says when the register holds no vehicle under a plate (exit 1), and the server's refusal of a workshop booking without one", async () => {
    const missing = await reserva(['--json', 'vehicles', 'show', '--location', '3', '--plate', 'XXXX00']);
    expect(missing.code).toBe(1);
    expect(JSON.parse(missing.stderr)).toMatchObject({
      error: { kind: 'refused', status: 404, code: 'VEHICLE.NOT_FOUND' },
    });
    const noVehicle = await reserva(oilChange('12:00'));
    expect(noVehicle.code).toBe(1);
    expect(JSON.parse(noVehicle.stderr)).toMatchObject({
      error: {
        status: 422,
        fields: expect.arrayContaining([expect.objectContaining({ field: 'bookings[0].record_history' })]) as unknown,
      },
    });
  });
});

describe("paying with a client's membership, or at a landing link's price (booking-wizard §4 Submission; storefront §2 Promo banner)", () => {
  const rosa = [
    '--first-name',
    'Rosa',
    '--last-name',
    'Díaz',
    '--email',
    'rosa.diaz@correo.example',
    '--phone',
    '+56911112222',
    '--identification-number',
    '12.345.678-5',
    '--birth-date',
    '1985-04-12',
    '--accept-terms',
    '--custom',
    'prevision=Fonasa',
  ];
  const cleaning = [
    'bookings',
    'create',
    '--location',
    '4',
    '--service',
    '42',
    '--provider',
    '9',
    '--start',
    '2026-12-09 10:00',
    ...rosa,
  ];

  it("books a clinic cleaning paid by Rosa's membership 301, which a dry run shows covers it", async () => {
    const dryRun = (await reserva(['--json', ...cleaning, '--membership', '301', '--dry-run'])).json();
    expect(dryRun).toMatchObject({
      dryRun: true,
      membership: { available: [{ serviceId: 42, paymentMembershipId: 301 }] },
      bookings: [{ paymentMembershipId: 301 }],
    });
    const booked = await reserva(['--json', ...cleaning, '--membership', '301']);
    expect(booked.stderr).toBe('');
    expect(booked.json()).toMatchObject({
      status: 'confirmed',
      bookings: [{ serviceId: 42, paymentMembershipId: 301, price: null }],
    });
  });

  it('lists the day with what the plan covers of each booking and what is left to pay (issue 29 item 11)', async () => {
    // Rosa's plan's second use, at noon: the hours before are the other tests' of this day.
    const booked = await reserva([
      '--json',
      ...cleaning.map((arg) => (arg === '2026-12-09 10:00' ? '2026-12-09 12:00' : arg)),
      '--membership',
      '301',
    ]);
    expect(booked.stderr).toBe('');
    const day = ['bookings', 'list', '--location', '4', '--date', '2026-12-09'];
    const listed = (await reserva(['--json', ...day])).json() as {
      service: string;
      plan: { name: string; coveredByPlan: number | null; leftToPay: number | null } | null;
    }[];
    expect(listed.find((booking) => booking.service === 'Limpieza dental')?.plan).toEqual({
      name: 'Plan limpiezas 2 al año',
      coveredByPlan: 35000,
      leftToPay: 0,
    });
    const text = (await reserva(day)).stdout;
    expect(text).toContain('Plan limpiezas 2 al año');
    expect(text).toContain('left to pay');
  });

  it('refuses a membership that does not pay the service, naming the item (exit 1)', async () => {
    const refused = await reserva([
      '--json',
      ...cleaning.map((arg) => (arg === '2026-12-09 10:00' ? '2026-12-09 11:00' : arg === '42' ? '41' : arg)),
      '--membership',
      '301',
    ]);
    expect(refused.code).toBe(1);
    expect(JSON.parse(refused.stderr)).toMatchObject({
      error: { status: 422, fields: [{ field: 'bookings[0].payment_membership_id' }] },
    });
  });

  it("books Hidratación profunda at the landing link's price, paid online", async () => {
    const argv = [
      '--json',
      'bookings',
      'create',
      '--location',
      '1',
      '--service',
      '10',
      '--start',
      '2026-12-03 10:00',
      ...sofia.map((arg) => (arg === '+5491155550000' ? '+56912345678' : arg)),
      '--accept-terms',
      '--promotion',
      'aurora-vuelve-ana',
    ];
    const booked = await reserva(argv);
    expect(booked.stderr).toBe('');
    expect(booked.json()).toMatchObject({ status: 'pending_payment', bookings: [{ serviceId: 10, price: 15000 }] });
    const unknown = await reserva([...argv.map((arg) => (arg === 'aurora-vuelve-ana' ? 'no-such-link' : arg))]);
    expect(unknown.code).toBe(1);
    expect(JSON.parse(unknown.stderr)).toMatchObject({ error: { status: 404, code: 'PROMOTION.NOT_FOUND' } });
  });
});

describe('importing bookings (issue 6 "bookings import")', () => {
  const csv = [
    'location,services,provider,start,first_name,last_name,email,phone,notes',
    '5,51,11,2026-12-15 10:00,Sofía,Ríos,sofia@correo.example,+5491155550000,',
    '5,51,,2026-12-15 10:30,Juan,Gómez,not-an-email,+5491155550001,',
    '5,"51,52",0,2026-12-15 11:00,Lucía,Paz,lucia@correo.example,+5491155550002,Barba también',
  ].join('\n');
  const files = {
    readFile: (path: string) =>
      path.endsWith('callers.csv') ? Promise.resolve(csv) : Promise.reject(new Error('missing')),
  };

  it('books each line, carries on past a failed one, reports every line and exits non-zero', async () => {
    const run = await reserva(['bookings', 'import', 'callers.csv'], files);
    expect(run.code).toBe(2);
    expect(run.stdout.split('\n').filter((line) => line.startsWith('line '))).toEqual([
      expect.stringMatching(
        /^line 2: booked — reference [2-9A-Z]{3}-[2-9A-Z]{3}; \d+ 2026-12-15 10:00–10:30 /,
      ) as unknown,
      expect.stringMatching(/^line 3: failed — .*email: is not a valid email address/) as unknown,
      expect.stringMatching(
        /^line 4: booked — reference [2-9A-Z]{3}-[2-9A-Z]{3}; \d+ 2026-12-15 11:00–11:30 \S+; \d+ 2026-12-15 11:30–12:00 /,
      ) as unknown,
    ]);
    expect(run.stdout).not.toMatch(/^line 3: failed — reference/mu);
    expect(run.stdout).toContain('2 booked, 0 already booked, 0 checked, 1 failed.');
  });

  it("books nothing new when the same file is imported again, and says so in JSON with each line's reference", async () => {
    const again = await reserva(['--json', 'bookings', 'import', 'callers.csv'], files);
    const document = again.json() as { lines: { reference?: string | null; trxId?: string }[] };
    const [first, , third] = document.lines;
    expect(first?.reference).toMatch(/^[2-9A-Z]{6}$/u);
    expect(third?.reference).toMatch(/^[2-9A-Z]{6}$/u);
    expect(third?.reference).not.toBe(first?.reference);
    // The reference is the one the booking shows when looked up by it.
    const shown = await reserva([
      '--json',
      'bookings',
      'show',
      first?.reference ?? '',
      '--company',
      'barberia-portena',
    ]);
    expect(shown.json()).toMatchObject({ reference: first?.reference, trxId: first?.trxId });
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
    const run = await reserva(['bookings', 'import', 'callers.csv'], {
      ...files,
      isTTY: true,
      progressBars: () => ({ tick: (label) => ticks.push(label), stop: () => undefined }),
    });
    expect(ticks).toHaveLength(3);
    expect(run.stdout).not.toMatch(/^line 2:/m);
    expect(run.stdout).toMatch(/^│ line │ outcome +│ reference │ detail/mu);
    expect(run.stdout).toMatch(
      /^│ 2 +│ already booked \(replayed\) │ [2-9A-Z]{3}-[2-9A-Z]{3} +│ \d+ 2026-12-15 10:00–10:30/mu,
    );
    expect(run.stdout).toMatch(/^│ 3 +│ failed +│ +│ /mu);
    expect(run.stdout).toContain('1 failed.');
  });

  it('books a workshop line with its vehicle and record, and refuses one whose mileage is not above the register (booking-wizard §5 workshop rules)', async () => {
    const workshop = [
      'location;services;start;first_name;last_name;email;phone;identification_number;plate;current_mileage;presents_repairs;presents_claims;vehicle_documents',
      '3;34;2026-12-11 09:00;Pablo;Soto;pablo@transportes.example;+56933334444;11.111.111-1;KL-PR 34;120.000;sí;no;sí',
      '3;34;2026-12-11 10:00;Pablo;Soto;pablo@transportes.example;+56933334444;11.111.111-1;GHJK56;0;no;no;',
    ].join('\n');
    const run = await reserva(['--json', 'bookings', 'import', 'workshop.csv'], {
      readFile: () => Promise.resolve(workshop),
    });
    expect(run.code).toBe(2);
    expect(run.json()).toMatchObject({
      created: 1,
      failed: 1,
      lines: [
        { line: 2, outcome: 'created' },
        { line: 3, outcome: 'failed', error: { fields: [{ field: 'current_mileage' }] } },
      ],
    });
    expect(
      (await reserva(['--json', 'vehicles', 'show', '--location', '3', '--plate', 'KLPR34'])).json(),
    ).toMatchObject({ lastMileage: 120000 });
  });

  it('refuses a file it cannot read or whose kind it does not know with exit 2', async () => {
    expect((await reserva(['bookings', 'import', 'callers.xlsx'], files)).code).toBe(2);
    expect((await reserva(['bookings', 'import', 'missing.csv'], files)).code).toBe(2);
  });
});

describe('a day that fits the terminal (issue 35: at 80 and 160 columns)', () => {
  const thursday = ['bookings', 'list', '--location', '5', '--date', '2026-12-03'];

  it('at 80 columns no line of bookings list is longer than 80: each booking a block of names and values', async () => {
    const narrow = await reserva(thursday, { columns: 80 });
    expect(narrow.code).toBe(0);
    const out = narrow.stdout.split('\n');
    for (const line of out) expect(line.length).toBeLessThanOrEqual(80);
    // Eleven columns do not fit 80 readably: each booking is written as its own names and values.
    for (const id of ['301', '302', '303']) expect(narrow.stdout).toMatch(new RegExp(`^│ id +│ ${id} +│$`, 'mu'));
    expect(narrow.stdout).toMatch(/^│ service +│ Afeitado con navaja +│$/mu);
    expect(narrow.stdout).toMatch(/^│ left to pay +│ \$9\.000 +│$/mu);
  });

  it('at 160 columns it is drawn one line a booking, as wide as it needs', async () => {
    const wide = (await reserva(thursday, { columns: 160 })).stdout.split('\n');
    expect(Math.max(...wide.map((line) => line.length))).toBeGreaterThan(80);
    expect(wide.filter((line) => line.startsWith('│'))).toHaveLength(4);
  });
});
