import { err, ok, type Result } from 'neverthrow';

// The CLI's own settings (issue 16): where the Booking API is and the staff api-key, each taken from
// the first of `--api-url`/`--api-key`, RESERVA_API_URL/RESERVA_API_KEY, the chosen profile of the
// per-user config file, and the default — so a key need not sit in shell history or a process list
// (docs/adr/0053). This module is the pure part: the file's content, the precedence, the masking.
// config-file.ts reads and writes the file.

export const DEFAULT_API_URL = 'http://localhost:3000';
export const DEFAULT_PROFILE = 'default';

/** A profile's settings as the file holds them. */
export interface Profile {
  readonly apiUrl?: string;
  readonly apiKey?: string;
}

export type ProfileSetting = keyof Profile;

/**
 * The config file's content: its profiles by name, and the whole document as it was read, so that
 * writing one setting keeps everything else someone wrote there.
 */
export interface ConfigDocument {
  readonly profiles: ReadonlyMap<string, Profile>;
  readonly raw: Readonly<Record<string, unknown>>;
}

export const EMPTY_CONFIG: ConfigDocument = { profiles: new Map(), raw: {} };

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The document a config file's parsed JSON holds, or what is wrong with it (named by its path in the file). */
export function decodeConfig(raw: unknown): Result<ConfigDocument, string> {
  if (!isRecord(raw)) return err('the file must hold one JSON object');
  const profiles = raw['profiles'] ?? {};
  if (!isRecord(profiles)) return err('"profiles" must be an object');
  const decoded = new Map<string, Profile>();
  for (const [name, profile] of Object.entries(profiles)) {
    if (!isRecord(profile)) return err(`"profiles.${name}" must be an object`);
    for (const setting of ['apiUrl', 'apiKey'] as const) {
      if (profile[setting] !== undefined && typeof profile[setting] !== 'string')
        return err(`"profiles.${name}.${setting}" must be a string`);
    }
    const apiUrl = profile['apiUrl'];
    const apiKey = profile['apiKey'];
    decoded.set(name, {
      ...(typeof apiUrl === 'string' ? { apiUrl } : {}),
      ...(typeof apiKey === 'string' ? { apiKey } : {}),
    });
  }
  return ok({ profiles: decoded, raw });
}

/** The document with one setting of one profile set (a value) or removed (undefined), the rest as it was. */
export function withSetting(
  document: ConfigDocument,
  profileName: string,
  setting: ProfileSetting,
  value: string | undefined,
): ConfigDocument {
  const rawProfiles = isRecord(document.raw['profiles']) ? document.raw['profiles'] : {};
  const rawProfile =
    Object.hasOwn(rawProfiles, profileName) && isRecord(rawProfiles[profileName]) ? rawProfiles[profileName] : {};
  const { [setting]: _previous, ...rest } = rawProfile;
  const profile = value === undefined ? rest : { ...rest, [setting]: value };
  const raw = { ...document.raw, profiles: { ...rawProfiles, [profileName]: profile } };
  const current = document.profiles.get(profileName) ?? {};
  const { [setting]: _old, ...kept } = current;
  const profiles = new Map(document.profiles);
  profiles.set(profileName, value === undefined ? kept : { ...kept, [setting]: value });
  return { profiles, raw };
}

/** Whether any profile of the document holds an api-key. */
export function holdsAnApiKey(document: ConfigDocument): boolean {
  return [...document.profiles.values()].some((profile) => profile.apiKey !== undefined);
}

/** A profile's name: letters, digits, `.`, `_` and `-`, starting with a letter or digit, at most 64. */
export function isProfileName(name: string): boolean {
  return /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/.test(name);
}

/** Where a setting came from, highest precedence first. */
export const SOURCES = ['flag', 'env', 'profile', 'default'] as const;
export type Source = (typeof SOURCES)[number];

export interface Resolved {
  readonly value: string;
  readonly source: Source;
}

/** One setting's candidates by source; an absent or empty one is not given. */
export type Candidates = Partial<Readonly<Record<Source, string | undefined>>>;

/** The setting from the first source that gives it: a flag, then the environment, then the profile, then the default. */
export function firstGiven(candidates: Candidates): Resolved | null {
  for (const source of SOURCES) {
    const value = candidates[source];
    if (value !== undefined && value !== '') return { value, source };
  }
  return null;
}

export interface ConnectionSettings {
  readonly apiUrl: Resolved;
  /** null: no api-key anywhere; the API then answers as to anyone. */
  readonly apiKey: Resolved | null;
}

/** Where the API is and which key to present, by the precedence above. */
export function resolveConnection(given: {
  readonly flags: { readonly apiUrl?: string | undefined; readonly apiKey?: string | undefined };
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly profile: Profile | undefined;
}): ConnectionSettings {
  const apiUrl = firstGiven({
    flag: given.flags.apiUrl,
    env: given.env['RESERVA_API_URL'],
    profile: given.profile?.apiUrl,
    default: DEFAULT_API_URL,
  });
  const apiKey = firstGiven({
    flag: given.flags.apiKey,
    env: given.env['RESERVA_API_KEY'],
    profile: given.profile?.apiKey,
  });
  return { apiUrl: apiUrl ?? { value: DEFAULT_API_URL, source: 'default' }, apiKey };
}

/** An api-key as `config show` prints it: never whole; its last four characters when it is long enough to keep most hidden. */
export function maskedKey(key: string): string {
  return key.length >= 16 ? `****${key.slice(-4)}` : '****';
}

/** An api-key as it can be sent in a header: printable ASCII without spaces. */
export function isWellFormedApiKey(key: string): boolean {
  return /^[\x21-\x7e]{1,512}$/.test(key);
}

/** The Booking API's address as a profile keeps it: an http(s) URL carrying no user or password (the key has its own place). */
export function readApiUrl(text: string): Result<string, 'INVALID'> {
  const trimmed = text.trim();
  if (!URL.canParse(trimmed)) return err('INVALID');
  const url = new URL(trimmed);
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username !== '' || url.password !== '')
    return err('INVALID');
  return ok(trimmed);
}
