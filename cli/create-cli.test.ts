import { describe, expect, it } from 'vitest';
import { bookingApiClient } from '#adapters/http/booking-api-client';
import type { BookingApiClient } from '#adapters/http/booking-api-client';
import { cliOverDemoServer } from './cli-over-demo-server.test-support';

// The program (issue 6, issue 16): every command's help, usage errors, the version, and how a
// command reaches the API. Each command group's own tests sit beside its module in cli/commands/.

const { reserva } = cliOverDemoServer();

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
  ['vehicles', 'show'],
  ['config', 'set'],
  ['config', 'unset'],
  ['config', 'show'],
  ['completion'],
] as const;

describe('the command tree (issue 6)', () => {
  it.each(COMMANDS.map((command) => command.join(' ')))('shows an example in the help of %s', async (command) => {
    const run = await reserva([...command.split(' '), '--help']);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/Examples?:\n {2}\$ .*reserva /);
  });

  it('prints its version with --version', async () => {
    expect(await reserva(['--version'])).toMatchObject({ code: 0, stdout: '0.1.0-test\n' });
  });

  it('never prints the api-key of the environment in its help, saying where the key comes from instead (issue 16)', async () => {
    const help = await reserva(['--help'], {
      env: { RESERVA_API_KEY: 'secret-staff-key-from-env', RESERVA_API_URL: 'https://reservas.example.com' },
    });
    expect(help.code).toBe(0);
    expect(help.stdout).not.toContain('secret-staff-key-from-env');
    expect(help.stdout).not.toContain('(default: "');
    expect(help.stdout).toMatch(/--api-key <key>\s+the staff api-key \(from RESERVA_API_KEY/);
  });

  it('exits 2 on an unknown command, a missing option or a malformed value, saying why on stderr', async () => {
    expect(await reserva(['bookings', 'fly'])).toMatchObject({
      code: 2,
      stderr: expect.stringContaining("unknown command 'fly'") as unknown,
    });
    expect(await reserva(['services', 'list'])).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('--location') as unknown,
    });
    expect(
      await reserva(['availability', 'hours', '--location', '5', '--service', '51', '--date', '9-12-2026']),
    ).toMatchObject({ code: 2, stderr: expect.stringContaining('YYYY-MM-DD') as unknown });
  });

  it.each([
    [['--json', 'bookings', 'list', '--location', '5', '--colour', 'red'], "unknown option '--colour'"],
    [['bookings', 'list', '--json', '--date', 'today'], "required option '--location <id>' not specified"],
    [['--json', 'bookings', 'fly'], "unknown command 'fly'"],
    [['--json', 'availability', 'hours', '--location', '5', '--service', '51', '--date', '9-12-2026'], 'YYYY-MM-DD'],
    [['--json', 'services', 'list', '--location', '99999999999999999999'], 'must be a positive whole number'],
    [['--json', 'bookings'], 'a command is missing: add --help for the list'],
    [['--json', '--locale', 'es', 'bookings'], 'falta un comando: agrega --help para ver la lista'],
    [
      ['--json', 'bookings', 'cancel', '-AbcdefXYZ'],
      'write it after --, as in "reserva bookings cancel -- -AbcdefXYZ"',
    ],
  ])(
    'with --json, %j writes what commander refuses as the usage error document on stderr alone, exit 2',
    async (argv, message) => {
      const run = await reserva(argv);
      expect(run).toMatchObject({ code: 2, stdout: '' });
      const document = JSON.parse(run.stderr) as { error: { message: string } };
      expect(document).toEqual({
        error: {
          kind: 'usage',
          status: null,
          code: 'USAGE',
          message: expect.stringContaining(message) as unknown,
          fields: [],
        },
      });
      expect(document.error.message).not.toMatch(/^error: /);
      expect(run.stderr).not.toContain('(add --help for usage)');
    },
  );

  it('without --json, or with it after --, commander still says it as text', async () => {
    const run = await reserva(['bookings', 'list', '--location', '5', '--colour', 'red']);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe("error: unknown option '--colour'\n(add --help for usage)\n");
    const afterDashes = await reserva(['bookings', 'list', '--colour', '--', '--json']);
    expect(afterDashes.code).toBe(2);
    expect(afterDashes.stderr).toMatch(/^error: /);
  });

  it('says how to pass a value that starts with a dash, a confirmation code issued before codes never did, and not for a mistyped flag', async () => {
    const run = await reserva(['bookings', 'cancel', '-AbcdefXYZ']);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(
      "error: unknown option '-AbcdefXYZ'\n(add --help for usage)\n" +
        'a value that starts with "-" (a confirmation code can) is read as an option: write it after --, as in "reserva bookings cancel -- -AbcdefXYZ"\n',
    );
    expect((await reserva(['--locale', 'es', 'bookings', 'cancel', '-Ab_c'])).stderr).toContain(
      'escríbelo después de --, como en "reserva bookings cancel -- -Ab_c"',
    );
    for (const mistyped of [
      ['bookings', 'list', '--location', '5', '--colour', 'red'],
      ['bookings', 'list', '-x'],
    ])
      expect((await reserva(mistyped)).stderr).not.toContain('write it after --');
  });

  it('exits 2 on a location, company or booking number that names no id, beyond a safe integer (ADR 0054)', async () => {
    for (const command of [
      ['services', 'list', '--location', '99999999999999999999'],
      ['locations', 'list', '--company', '99999999999999999999'],
      ['bookings', 'show', '99999999999999999999', 'some-access-token'],
    ]) {
      expect(await reserva(command)).toMatchObject({
        code: 2,
        stderr: expect.stringContaining('must be a positive whole number') as unknown,
      });
    }
  });

  it('exits 2 when the api-key is refused, and 3 when the API cannot be reached or fails', async () => {
    expect((await reserva(['--api-key', 'not-a-staff-key-at-all', 'locations', 'list', '--company', '1'])).code).toBe(
      2,
    );
    const down: BookingApiClient = bookingApiClient({
      baseUrl: 'http://reserva.test',
      fetch: () => Promise.reject(new TypeError('fetch failed: connect ECONNREFUSED')),
    });
    const unreachable = await reserva(['locations', 'list', '--company', '1'], { bookingApi: () => down });
    expect(unreachable).toMatchObject({ code: 3, stderr: expect.stringContaining('API.UNREACHABLE') as unknown });
    const broken = bookingApiClient({
      baseUrl: 'http://reserva.test',
      fetch: () =>
        Promise.resolve(new Response(JSON.stringify({ error: 'boom', code: 'SERVER.UNEXPECTED' }), { status: 500 })),
    });
    expect((await reserva(['locations', 'list', '--company', '1'], { bookingApi: () => broken })).code).toBe(3);
  });
});
