import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decodeConfig,
  DEFAULT_API_URL,
  EMPTY_CONFIG,
  firstGiven,
  isProfileName,
  maskedKey,
  readApiUrl,
  resolveConnection,
  SOURCES,
  withSetting,
} from './cli-config';

// The CLI's settings (issue 16; docs/adr/0053): a flag, then the environment, then the profile, then the default.

const anySetting = fc.option(fc.string({ minLength: 1, maxLength: 12 }), { nil: undefined });

describe('which setting wins', () => {
  it('takes the first source that gives it: flag, environment, profile, default', () => {
    fc.assert(
      fc.property(
        fc.record({ flag: anySetting, env: anySetting, profile: anySetting, default: anySetting }),
        (candidates) => {
          const expected = SOURCES.find((source) => candidates[source] !== undefined);
          expect(firstGiven(candidates)).toEqual(
            expected === undefined ? null : { value: candidates[expected], source: expected },
          );
        },
      ),
    );
  });

  it('takes an empty variable as not given', () => {
    expect(
      resolveConnection({
        flags: {},
        env: { RESERVA_API_URL: '', RESERVA_API_KEY: '' },
        profile: { apiUrl: 'https://p.example', apiKey: 'profile-key' },
      }),
    ).toEqual({
      apiUrl: { value: 'https://p.example', source: 'profile' },
      apiKey: { value: 'profile-key', source: 'profile' },
    });
  });

  it('reads the URL and the key from the flags, the environment and the profile, and the URL from the default last', () => {
    const env = { RESERVA_API_URL: 'https://env.example', RESERVA_API_KEY: 'env-key' };
    const profile = { apiUrl: 'https://profile.example', apiKey: 'profile-key' };
    expect(resolveConnection({ flags: { apiUrl: 'https://flag.example', apiKey: 'flag-key' }, env, profile })).toEqual({
      apiUrl: { value: 'https://flag.example', source: 'flag' },
      apiKey: { value: 'flag-key', source: 'flag' },
    });
    expect(resolveConnection({ flags: {}, env, profile })).toEqual({
      apiUrl: { value: 'https://env.example', source: 'env' },
      apiKey: { value: 'env-key', source: 'env' },
    });
    expect(resolveConnection({ flags: {}, env: {}, profile: undefined })).toEqual({
      apiUrl: { value: DEFAULT_API_URL, source: 'default' },
      apiKey: null,
    });
  });
});

describe("the config file's content", () => {
  it('sets and removes one setting of one profile, keeping everything else written there', () => {
    const read = decodeConfig({
      editor: 'vim',
      profiles: { default: { apiUrl: 'https://a.example', note: 'mine' }, staging: { apiKey: 'old-key' } },
    })._unsafeUnwrap();
    const set = withSetting(read, 'default', 'apiKey', 'new-key');
    expect(set.raw).toEqual({
      editor: 'vim',
      profiles: {
        default: { apiUrl: 'https://a.example', note: 'mine', apiKey: 'new-key' },
        staging: { apiKey: 'old-key' },
      },
    });
    expect(set.profiles.get('default')).toEqual({ apiUrl: 'https://a.example', apiKey: 'new-key' });
    const removed = withSetting(set, 'staging', 'apiKey', undefined);
    expect(removed.raw['profiles']).toMatchObject({ staging: {} });
    expect(removed.profiles.get('staging')).toEqual({});
    expect(decodeConfig(JSON.parse(JSON.stringify(removed.raw)))._unsafeUnwrap().profiles).toEqual(removed.profiles);
  });

  it('creates the profile in an empty file', () => {
    expect(withSetting(EMPTY_CONFIG, 'staging', 'apiUrl', 'https://s.example').raw).toEqual({
      profiles: { staging: { apiUrl: 'https://s.example' } },
    });
  });

  it('names what is wrong with a file it cannot read as profiles', () => {
    expect(decodeConfig([])._unsafeUnwrapErr()).toBe('the file must hold one JSON object');
    expect(decodeConfig({ profiles: 'x' })._unsafeUnwrapErr()).toBe('"profiles" must be an object');
    expect(decodeConfig({ profiles: { default: { apiKey: 42 } } })._unsafeUnwrapErr()).toBe(
      '"profiles.default.apiKey" must be a string',
    );
  });

  it('takes profile names of letters, digits, dots, underscores and hyphens', () => {
    expect(['default', 'staging', 'cl-prod_2', 'a.b'].every(isProfileName)).toBe(true);
    expect(['', '-x', '__proto__', 'a b', 'x'.repeat(65), '../etc'].some(isProfileName)).toBe(false);
  });
});

describe('showing and reading settings', () => {
  it('never shows a key whole: at most its last four characters, and only of a long one', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', 'b', 'c', '1', '-'), minLength: 1, maxLength: 40 }), (key) => {
        const shown = maskedKey(key);
        const revealed = shown.slice('****'.length);
        expect(shown.startsWith('****')).toBe(true);
        expect(key.endsWith(revealed)).toBe(true);
        expect(revealed.length).toBeLessThanOrEqual(4);
        // At least twelve characters stay hidden; a key shorter than that is hidden whole.
        expect(key.length - revealed.length).toBeGreaterThanOrEqual(Math.min(key.length, 12));
      }),
    );
    expect(maskedKey('reserva-demo-staff-key')).toBe('****-key');
  });

  it('takes an http(s) address without a user or password as the api-url', () => {
    expect(readApiUrl(' https://reservas.example.com ')._unsafeUnwrap()).toBe('https://reservas.example.com');
    expect(readApiUrl('http://localhost:3917')._unsafeUnwrap()).toBe('http://localhost:3917');
    for (const refused of ['localhost:3000', 'ftp://x.example', 'https://user:secret@x.example', 'not a url', ''])
      expect(readApiUrl(refused).isErr()).toBe(true);
  });
});
