import { describe, expect, it } from 'vitest';
import { cliOverDemoServer } from '../cli-over-demo-server.test-support';
import { EXIT } from '../exit-codes';

// `reserva agenda` and the day words of every `--date` (issue 35; docs/adr/0125) over the demo data,
// at the tests' now: Tuesday 2026-12-01, 08:00 in Santiago and in Buenos Aires. Palermo (location
// 5, Buenos Aires) has Juan's two bookings with Lucas on Thursday 2026-12-03 at 11:00 and 11:30.

const { reserva } = cliOverDemoServer();

const thursday = ['agenda', '--location', '5', '--date', '2026-12-03'];
const agendaDate = async (...argv: string[]) =>
  ((await reserva(['--json', 'agenda', '--location', '5', ...argv])).json() as { date: string }).date;

describe("reserva agenda: a location's day at a glance", () => {
  it('at 80 columns: a bar per professional under an hour ruler, then each booking with the first name and service, and the free gaps', async () => {
    const run = await reserva(thursday, { columns: 80 });
    expect(run.code).toBe(EXIT.ok);
    const out = run.stdout.split('\n');
    expect(out[0]).toBe('Palermo · 2026-12-03 · America/Argentina/Buenos_Aires');
    expect(out[1]).toMatch(/^ +10 +11 +12 .* 20$/);
    expect(out[2]).toMatch(/^Lucas Benítez {2}·+█+·+$/);
    expect(out.slice(3, 7)).toEqual([
      '  10:00–11:00  free',
      '  11:00–11:30  Juan · Corte clásico',
      '  11:30–12:00  Juan · Afeitado con navaja',
      '  12:00–20:00  free',
    ]);
    for (const line of out) expect(line.length).toBeLessThanOrEqual(80);
    // Ten hours on the bar, one of them booked: a tenth of it, give or take a column.
    const bar = out[2]?.slice('Lucas Benítez  '.length) ?? '';
    expect(bar.length).toBe(80 - 'Lucas Benítez  '.length);
    expect(Math.abs(bar.split('█').length - 1 - bar.length / 10)).toBeLessThanOrEqual(1);
  });

  it('at 160 columns the bar takes the width, and the lines say the same', async () => {
    const wide = (await reserva(thursday, { columns: 160 })).stdout.split('\n');
    const narrow = (await reserva(thursday, { columns: 80 })).stdout.split('\n');
    expect(wide[2]?.length).toBe(160);
    expect(wide.slice(3, 7)).toEqual(narrow.slice(3, 7));
    expect(wide[1]).toMatch(/ 15 /);
  });

  it('too narrow for a bar, writes the lines alone; without a terminal it fits 80 columns', async () => {
    const narrow = (await reserva(thursday, { columns: 30 })).stdout.split('\n');
    expect(narrow[1]).toBe('Lucas Benítez');
    expect(narrow).toContain('  11:00–11:30  Juan · Corte c…');
    expect(narrow.every((line) => line.length <= 30)).toBe(true);
    const piped = (await reserva(thursday)).stdout.split('\n');
    expect(piped[2]?.length).toBe(80);
  });

  it('speaks Spanish with --locale es', async () => {
    const out = (await reserva(['--locale', 'es', ...thursday], { columns: 80 })).stdout;
    expect(out).toContain('  10:00–11:00  libre');
    expect(out).toContain('█ reserva  ▒ clase  · libre');
  });

  it('shows a class with its seats taken of its seats', async () => {
    const out = (await reserva(['agenda', '--location', '1', '--date', '2026-12-05'], { columns: 80 })).stdout;
    expect(out).toContain('  10:30–12:00  Taller de autopeinado · 0/8 seats');
    expect(out).toMatch(/Francisca Vidal {2}·*▒+·*/);
  });

  it('--json prints the structured day', async () => {
    const day = (await reserva(['--json', ...thursday])).json() as {
      locationId: number;
      date: string;
      professionals: { provider: { publicName: string }; pieces: { kind: string; clientFirstName?: string }[] }[];
    };
    expect(day).toMatchObject({ locationId: 5, date: '2026-12-03' });
    expect(day.professionals[0]?.provider.publicName).toBe('Lucas Benítez');
    expect(day.professionals[0]?.pieces.map((piece) => piece.kind)).toEqual(['free', 'booking', 'booking', 'free']);
    expect(day.professionals[0]?.pieces[1]?.clientFirstName).toBe('Juan');
  });
});

describe('reserva agenda --location SLUG --company SLUG|ID (issue 35)', () => {
  it("reads a location's slug within its company, named by slug or by id, as its id", async () => {
    const byId = await reserva(['--json', ...thursday]);
    const bySlug = await reserva([
      '--json',
      'agenda',
      '--location',
      'palermo',
      '--company',
      'barberia-portena',
      '--date',
      '2026-12-03',
    ]);
    expect(bySlug.code).toBe(EXIT.ok);
    expect(bySlug.json()).toEqual(byId.json());
    // The barbershop is company 4; a slug is read whatever its case.
    const byCompanyId = await reserva([
      '--json',
      'agenda',
      '--location',
      'Palermo',
      '--company',
      '4',
      '--date',
      '2026-12-03',
    ]);
    expect(byCompanyId.json()).toMatchObject({ locationId: 5, date: '2026-12-03' });
  });

  it('reads the day words in the zone of the location the slug names', async () => {
    const run = await reserva([
      '--json',
      'agenda',
      '--location',
      'providencia',
      '--company',
      'salon-aurora',
      '--date',
      'sábado',
    ]);
    expect(run.json()).toMatchObject({ locationId: 1, date: '2026-12-05' });
  });

  it('refuses a slug without --company as a usage error (exit 2), in either language and as JSON', async () => {
    const run = await reserva(['agenda', '--location', 'palermo']);
    expect(run).toMatchObject({ code: EXIT.usage, stdout: '' });
    expect(run.stderr).toContain('a location slug needs --company');
    expect((await reserva(['--locale', 'es', 'agenda', '--location', 'palermo'])).stderr).toContain(
      'el slug de una sucursal necesita --company',
    );
    const asJson = await reserva(['--json', 'agenda', '--location', 'palermo']);
    expect(asJson.code).toBe(EXIT.usage);
    expect(JSON.parse(asJson.stderr)).toMatchObject({ error: { kind: 'usage', code: 'USAGE' } });
  });

  it("says not found (exit 1) for a slug the company has no location under, another company's included", async () => {
    for (const [location, company] of [
      ['recoleta', 'barberia-portena'],
      ['providencia', 'barberia-portena'],
    ] as const) {
      const run = await reserva(['--json', 'agenda', '--location', location, '--company', company]);
      expect(run.code).toBe(EXIT.refused);
      expect(JSON.parse(run.stderr)).toMatchObject({
        error: {
          kind: 'refused',
          status: 404,
          code: 'LOCATION.NOT_FOUND',
          message: `The company has no location "${location}".`,
        },
      });
    }
    const text = await reserva(['agenda', '--location', 'recoleta', '--company', 'barberia-portena']);
    expect(text).toMatchObject({ code: EXIT.refused, stdout: '' });
    expect(text.stderr).toContain('LOCATION.NOT_FOUND');
  });

  it('says not found for a company no one has, and refuses what is neither an id nor a slug (exit 2)', async () => {
    const company = await reserva(['agenda', '--location', 'palermo', '--company', 'no-such-company']);
    expect(company.code).toBe(EXIT.refused);
    expect(company.stderr).toContain('COMPANY.NOT_FOUND');
    const malformed = await reserva(['agenda', '--location', 'palermo norte', '--company', 'barberia-portena']);
    expect(malformed.code).toBe(EXIT.usage);
    expect(malformed.stderr).toContain('must be a location id (a positive whole number) or its slug');
  });
});

describe('--date as people say it, at the location', () => {
  it.each([
    [[], '2026-12-01'],
    [['--date', 'today'], '2026-12-01'],
    [['--date', 'hoy'], '2026-12-01'],
    [['--date', 'tomorrow'], '2026-12-02'],
    [['--date', 'mañana'], '2026-12-02'],
    [['--date', 'tuesday'], '2026-12-01'],
    [['--date', 'jueves'], '2026-12-03'],
    [['--date', 'Monday'], '2026-12-07'],
    [['--date', '2026-12-24'], '2026-12-24'],
  ])('agenda %j on Tuesday 2026-12-01 is %s', async (argv, date) => {
    expect(await agendaDate(...argv)).toBe(date);
  });

  it("reads today in the location's zone, not the machine's: at 23:30 in Buenos Aires it is still that day there", async () => {
    const lateNight = { clock: { now: () => Date.parse('2026-12-02T02:30:00Z') as never } };
    const run = await reserva(['--json', 'agenda', '--location', '5', '--date', 'today'], lateNight);
    expect((run.json() as { date: string }).date).toBe('2026-12-01');
  });

  it('refuses what names no day as a usage error (exit 2)', async () => {
    const run = await reserva(['agenda', '--location', '5', '--date', 'yesterday']);
    expect(run.code).toBe(EXIT.usage);
    expect(run.stderr).toContain('today, tomorrow, a weekday');
  });

  it('bookings list means today without --date, and takes the words', async () => {
    const listed = async (...argv: string[]) =>
      (await reserva(['--json', 'bookings', 'list', '--location', '5', ...argv])).json() as { id: number }[];
    expect(await listed()).toEqual(await listed('--date', '2026-12-01'));
    expect((await listed('--date', 'thursday')).map((booking) => booking.id)).toEqual([301, 302, 303]);
  });

  it('consents list and availability hours take the words too', async () => {
    const consents = await reserva(['--json', 'consents', 'list', '--location', '4', '--date', 'tomorrow']);
    expect(consents.code).toBe(EXIT.ok);
    const hours = async (date: string) =>
      (
        await reserva([
          '--json',
          'availability',
          'hours',
          '--location',
          '5',
          '--service',
          '51',
          '--provider',
          '11',
          '--date',
          date,
        ])
      ).json() as { date: string; hours: unknown[] };
    expect(await hours('jueves')).toEqual(await hours('2026-12-03'));
    expect((await hours('jueves')).date).toBe('2026-12-03');
  });
});
