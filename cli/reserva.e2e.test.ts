import { readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repository } from '../tools/server/spawn-server';
import { DEMO_STAFF_API_KEY } from '#adapters/persistence/demo/demo-bookings';
import { spawnedCli, type CliRun } from './spawned-cli.test-support';

// The real binary against a real server (issue 6): the CLI the run built (or `node
// cli/bin/reserva.mjs`, spawned-cli.test-support.ts) spawned against the Booking API started as
// `npm start` starts it, on a fresh PGlite with the demo data, once for the whole file. It finds an
// hour, books it, lists the day, confirms, cancels, and imports a CSV twice.

const cli = spawnedCli('reserva-cli-e2e-');
const run = cli.run;
type Run = CliRun;

const reserva = (...argv: readonly string[]): Promise<Run> => run(argv);

/** The command's JSON answer; a command that wrote none fails the test with its exit code and stderr, so the cause shows. */
const json = (run: Run): unknown => {
  if (run.stdout.trim() === '') throw new Error(`the command wrote no JSON (exit ${String(run.code)}): ${run.stderr}`);
  return JSON.parse(run.stdout);
};
const minutes = (hour: string) => Number(hour.slice(0, 2)) * 60 + Number(hour.slice(3, 5));

describe('the reserva binary against the Booking API (issue 6)', () => {
  it('finds an hour, books it, lists the day, confirms, cancels, and imports a file twice without booking twice', async () => {
    // Find the first free hour of a classic cut at Palermo from tomorrow there (today may have too
    // few hours left once the afternoon is under way), and the other free hours of that day.
    const tomorrow = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Argentina/Buenos_Aires' }).format(
      Date.now() + 24 * 60 * 60 * 1000,
    );
    const first = json(
      await reserva('--json', 'availability', 'first', '--location', '5', '--service', '51', '--from', tomorrow),
    ) as {
      date: string;
      hour: string;
    };
    expect(first.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const free = (
      json(
        await reserva('--json', 'availability', 'hours', '--location', '5', '--service', '51', '--date', first.date),
      ) as { hours: { hour: string }[] }
    ).hours.map((block) => block.hour);
    expect(free[0]).toBe(first.hour);

    // Book it for a caller.
    const booked = await reserva(
      '--json',
      'bookings',
      'create',
      '--location',
      '5',
      '--service',
      '51',
      '--start',
      `${first.date} ${first.hour}`,
      '--first-name',
      'Sofía',
      '--last-name',
      'Ríos',
      '--email',
      'sofia@correo.example',
      '--phone',
      '+5491155550000',
    );
    expect(booked).toMatchObject({ code: 0, stderr: '' });
    const { bookings } = json(booked) as { bookings: { id: number; confirmationCode: string }[] };
    const [booking] = bookings;
    if (booking === undefined) throw new Error('nothing booked');

    // Confirm and find it in the day's list.
    expect(
      (
        json(await reserva('--json', 'bookings', 'confirm', booking.confirmationCode)) as {
          bookings: { clientConfirmed: boolean }[];
        }
      ).bookings[0]?.clientConfirmed,
    ).toBe(true);
    const day = () =>
      reserva('--json', 'bookings', 'list', '--location', '5', '--date', first.date).then(
        (run) => json(run) as { id: number; status: string }[],
      );
    expect((await day()).find((item) => item.id === booking.id)).toMatchObject({ status: 'confirmed' });

    // Import three callers on later free hours of the same day, one of them with a broken email.
    const later = free.filter((hour) => minutes(hour) >= minutes(first.hour) + 30);
    const hours = [
      later[0],
      later.find((hour) => minutes(hour) >= minutes(later[0] ?? '') + 30),
      later.find((hour) => minutes(hour) >= minutes(later[0] ?? '') + 60),
    ];
    if (hours.some((hour) => hour === undefined))
      throw new Error(`not enough free hours on ${first.date}: ${free.join(', ')}`);
    const csv = [
      'location,services,provider,start,first_name,last_name,email,phone',
      `5,51,0,${first.date} ${hours[0] ?? ''},Juan,Gómez,juan@correo.example,+5491155550001`,
      `5,51,0,${first.date} ${hours[1] ?? ''},Pedro,Luna,pedro-at-correo,+5491155550002`,
      `5,51,0,${first.date} ${hours[2] ?? ''},Lucía,Paz,lucia@correo.example,+5491155550003`,
    ].join('\n');
    await writeFile(path.join(cli.directory, 'callers.csv'), `${csv}\n`);
    const before = (await day()).length;
    const imported = await reserva('bookings', 'import', 'callers.csv');
    expect(imported.code).not.toBe(0);
    expect(imported.stdout).toMatch(/^line 2: booked — /m);
    expect(imported.stdout).toMatch(/^line 3: failed — .*email/m);
    expect(imported.stdout).toMatch(/^line 4: booked — /m);
    expect(await day()).toHaveLength(before + 2);

    // The same file again creates nothing new: the booked lines are replayed.
    const again = await reserva('--json', 'bookings', 'import', 'callers.csv');
    expect(again.code).not.toBe(0);
    expect(json(again)).toMatchObject({ created: 0, replayed: 2, failed: 1 });
    expect(await day()).toHaveLength(before + 2);

    // Cancel the first booking and see it cancelled in the day.
    expect(
      (
        json(await reserva('--json', 'bookings', 'cancel', booking.confirmationCode, '--all')) as {
          bookings: { status: string }[];
        }
      ).bookings[0]?.status,
    ).toBe('cancelled');
    expect((await day()).find((item) => item.id === booking.id)).toMatchObject({ status: 'cancelled' });
  }, 180_000);

  it('prints its version, keeps the api-key out of its help, and stores a piped api-key in a private config file that later commands use (issue 16)', async () => {
    const { version } = JSON.parse(await readFile(path.join(repository, 'package.json'), 'utf8')) as {
      version: string;
    };
    // The package's `bin` itself, as `npx reserva` runs it in a checkout (the other commands run the built CLI).
    expect(await run(['--version'], { through: 'binary' })).toMatchObject({ code: 0, stdout: `${version}\n` });
    expect(await reserva('--version')).toMatchObject({ code: 0, stdout: `${version}\n` });
    const help = await reserva('--help');
    expect(help.code).toBe(0);
    expect(help.stdout).not.toContain(DEMO_STAFF_API_KEY);

    const withoutKey = { RESERVA_API_KEY: undefined };
    const day = ['--json', 'bookings', 'list', '--location', '5', '--date', '2026-12-03'];
    expect((await run(day, { env: withoutKey })).code).toBe(2);
    const stored = await run(['config', 'set', 'api-key'], { env: withoutKey, input: `${DEMO_STAFF_API_KEY}\n` });
    expect(stored).toMatchObject({ code: 0, stderr: '' });
    expect(stored.stdout).not.toContain(DEMO_STAFF_API_KEY);
    const file = path.join(cli.directory, 'config', 'config.json');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await stat(path.dirname(file))).mode & 0o777).toBe(0o700);
    expect(await run(day, { env: withoutKey })).toMatchObject({ code: 0, stderr: '' });
  }, 120_000);
});
