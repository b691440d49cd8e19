import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { bookingApiClient } from '#adapters/http/booking-api-client';
import { DEMO_STAFF_API_KEY } from '#adapters/persistence/demo/demo-bookings';
import type { ApiConnection, CliDeps } from '../cli-deps';
import { cliOverDemoServer } from '../cli-over-demo-server.test-support';

// `reserva config` and the profiles it keeps (issue 16; docs/adr/0053), against the demo data: the
// key stored once is the one the commands present, unless a flag or the environment says otherwise.

const { reserva, configDirectory, server } = cliOverDemoServer();

const configFile = () => path.join(configDirectory(), 'config.json');
const mode = async (file: string) => (await stat(file)).mode & 0o777;
/** Types `key` at the prompt. */
const typing = (key: string): Partial<CliDeps> => ({ readSecret: () => Promise.resolve(key) });
/** No key in the environment. */
const noEnv: Partial<CliDeps> = { env: {} };
/** The staff's day at Palermo: only a staff api-key may list it. */
const staffDay = ['bookings', 'list', '--location', '5', '--date', '2026-12-03'];

beforeEach(async () => {
  await rm(configDirectory(), { recursive: true, force: true });
});

describe('storing settings in a profile', () => {
  it.skipIf(process.platform === 'win32')(
    'stores the api-url and the api-key typed at the prompt, in a file only its owner can read',
    async () => {
      const url = await reserva(['config', 'set', 'api-url', 'https://reservas.example.com']);
      expect(url).toMatchObject({ code: 0, stderr: '' });
      const key = await reserva(['config', 'set', 'api-key'], typing(DEMO_STAFF_API_KEY));
      expect(key).toMatchObject({ code: 0, stderr: '' });
      expect(key.stdout).not.toContain(DEMO_STAFF_API_KEY);
      expect(key.stdout).toContain('****-key');
      expect(JSON.parse(await readFile(configFile(), 'utf8'))).toEqual({
        profiles: { default: { apiUrl: 'https://reservas.example.com', apiKey: DEMO_STAFF_API_KEY } },
      });
      expect(await mode(configFile())).toBe(0o600);
      expect(await mode(configDirectory())).toBe(0o700);
    },
  );

  it('refuses an api-key given on the command line, and stores nothing', async () => {
    const refused = await reserva(['config', 'set', 'api-key', DEMO_STAFF_API_KEY]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('not taken from the command line');
    await expect(stat(configFile())).rejects.toThrow();
  });

  it('refuses an empty or malformed key, and an address that is not http(s), changing nothing', async () => {
    await reserva(['config', 'set', 'api-url', 'https://reservas.example.com']);
    const before = await readFile(configFile(), 'utf8');
    expect((await reserva(['config', 'set', 'api-key'], typing('  '))).code).toBe(2);
    expect((await reserva(['config', 'set', 'api-key'], typing('two words'))).code).toBe(2);
    expect(await reserva(['config', 'set', 'api-url', 'reservas.example.com'])).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('not an http:// or https:// address') as unknown,
    });
    expect(await readFile(configFile(), 'utf8')).toBe(before);
  });

  it('keeps profiles apart, chosen by --profile or RESERVA_PROFILE, and removes one setting on unset', async () => {
    await reserva(['--profile', 'staging', 'config', 'set', 'api-url', 'https://staging.example.com']);
    await reserva(['config', 'set', 'api-key', '--profile', 'staging'], typing('staging-staff-key-0001'));
    await reserva(['config', 'set', 'api-url', 'https://prod.example.com'], { env: { RESERVA_PROFILE: 'prod' } });
    expect(JSON.parse(await readFile(configFile(), 'utf8'))).toEqual({
      profiles: {
        staging: { apiUrl: 'https://staging.example.com', apiKey: 'staging-staff-key-0001' },
        prod: { apiUrl: 'https://prod.example.com' },
      },
    });
    expect(await reserva(['--profile', 'staging', 'config', 'unset', 'api-key'])).toMatchObject({
      code: 0,
      stdout: 'Removed api-key from profile "staging".\n',
    });
    expect(JSON.parse(await readFile(configFile(), 'utf8'))).toMatchObject({
      profiles: { staging: { apiUrl: 'https://staging.example.com' } },
    });
    expect(
      (JSON.parse(await readFile(configFile(), 'utf8')) as { profiles: { staging: object } }).profiles.staging,
    ).not.toHaveProperty('apiKey');
  });
});

describe('which settings a command uses: a flag, then the environment, then the profile, then the default', () => {
  it('presents the profile’s key when neither a flag nor the environment gives one', async () => {
    expect((await reserva(staffDay, noEnv)).code).toBe(2);
    await reserva(['config', 'set', 'api-key'], typing(DEMO_STAFF_API_KEY));
    expect(await reserva(staffDay, noEnv)).toMatchObject({ code: 0, stderr: '' });
  });

  it('lets the environment win over the profile, and a flag over both', async () => {
    await reserva(['config', 'set', 'api-key'], typing(DEMO_STAFF_API_KEY));
    const wrongInEnv = { env: { RESERVA_API_KEY: 'not-a-staff-key-at-all' } };
    expect((await reserva(staffDay, wrongInEnv)).code).toBe(2);
    expect((await reserva(['--api-key', DEMO_STAFF_API_KEY, ...staffDay], wrongInEnv)).code).toBe(0);
    await reserva(['config', 'set', 'api-key'], typing('not-a-staff-key-either'));
    expect((await reserva(staffDay)).code).toBe(0);
  });

  it('talks to the address of the flag, else the environment, else the profile, else localhost:3000', async () => {
    const asked: string[] = [];
    const recording = (env: Readonly<Record<string, string>>): Partial<CliDeps> => ({
      env,
      bookingApi: (connection: ApiConnection) => {
        asked.push(connection.baseUrl);
        return bookingApiClient({
          baseUrl: connection.baseUrl,
          apiKey: connection.apiKey,
          fetch: (input, init) => Promise.resolve(server().app.fetch(new Request(input, init))),
        });
      },
    });
    const run = (argv: readonly string[], env: Readonly<Record<string, string>> = {}) =>
      reserva([...argv, 'locations', 'list', '--company', '4'], recording(env));
    await run([]);
    await reserva(['config', 'set', 'api-url', 'https://profile.example']);
    await run([]);
    await run([], { RESERVA_API_URL: 'https://env.example' });
    await run(['--api-url', 'https://flag.example'], { RESERVA_API_URL: 'https://env.example' });
    expect(asked).toEqual([
      'http://localhost:3000',
      'https://profile.example',
      'https://env.example',
      'https://flag.example',
    ]);
  });

  it('refuses a profile named that the file lacks, rather than quietly using the defaults', async () => {
    await reserva(['config', 'set', 'api-url', 'https://reservas.example.com']);
    const typo = await reserva(['--profile', 'stagign', 'locations', 'list', '--company', '4']);
    expect(typo.code).toBe(2);
    expect(typo.stderr).toContain('no profile "stagign"');
    expect((await reserva(['--profile', '../etc', 'locations', 'list', '--company', '4'])).code).toBe(2);
  });
});

describe('showing the settings in use', () => {
  it('shows each setting, where it comes from, and the key only masked', async () => {
    await reserva(['config', 'set', 'api-url', 'https://reservas.example.com']);
    await reserva(['config', 'set', 'api-key'], typing(DEMO_STAFF_API_KEY));
    const shown = await reserva(['config', 'show'], noEnv);
    expect(shown.code).toBe(0);
    expect(shown.stdout).not.toContain(DEMO_STAFF_API_KEY);
    expect(shown.stdout).toMatch(/api-url .*https:\/\/reservas\.example\.com .*profile "default"/);
    expect(shown.stdout).toMatch(/api-key .*\*\*\*\*-key .*profile "default"/);
    const fromEnv = (await reserva(['--json', 'config', 'show'])).json();
    expect(fromEnv).toEqual({
      profile: 'default',
      profileExists: true,
      profiles: ['default'],
      file: configFile(),
      fileExists: true,
      apiUrl: { value: 'https://reservas.example.com', source: 'profile' },
      apiKey: { value: '****-key', source: 'env' },
    });
  });

  it('shows the defaults before anything is stored', async () => {
    expect((await reserva(['--json', 'config', 'show'], noEnv)).json()).toMatchObject({
      fileExists: false,
      profileExists: false,
      apiUrl: { value: 'http://localhost:3000', source: 'default' },
      apiKey: { value: null, source: null },
    });
  });
});

describe('a config file it cannot read', () => {
  it('names the file and what is wrong, and neither uses nor overwrites it', async () => {
    await mkdir(configDirectory(), { recursive: true });
    const broken = '{ "profiles": { "default": { "apiKey": "half-written';
    await writeFile(configFile(), broken);
    const set = await reserva(['config', 'set', 'api-url', 'https://reservas.example.com']);
    expect(set.code).toBe(2);
    expect(set.stderr).toContain(`The config file ${configFile()} cannot be read (not JSON`);
    expect((await reserva(['locations', 'list', '--company', '4'])).code).toBe(2);
    expect(await readFile(configFile(), 'utf8')).toBe(broken);
  });

  it.skipIf(process.platform === 'win32')('warns when others may read a file holding a key', async () => {
    await mkdir(configDirectory(), { recursive: true });
    await writeFile(configFile(), JSON.stringify({ profiles: { default: { apiKey: DEMO_STAFF_API_KEY } } }), {
      mode: 0o644,
    });
    const listed = await reserva(staffDay, noEnv);
    expect(listed.code).toBe(0);
    expect(listed.stderr).toContain(`chmod 600 ${configFile()}`);
  });
});
