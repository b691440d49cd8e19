import { InvalidArgumentError, type Command } from 'commander';
import {
  DEFAULT_PROFILE,
  isWellFormedApiKey,
  maskedKey,
  readApiUrl,
  withSetting,
  type ConfigDocument,
  type ProfileSetting,
  type Source,
} from '../cli-config';
import type { Messages } from '../cli-messages';
import { json, table } from '../cli-output';
import { CommandStopped, type CommandKit, type CommandSettings } from '../command-context';
import { joined, lines } from '../terminal-text';

// `reserva config …` (issue 16; docs/adr/0053): the per-user config file's profiles, so the
// api-key need not be typed in flags or kept in the environment. The key is read from a prompt
// that does not show it, or from stdin when piped — never from the command line — and shown only
// masked.

type SettingName = 'api-url' | 'api-key';

const SETTINGS: Readonly<Record<SettingName, ProfileSetting>> = { 'api-url': 'apiUrl', 'api-key': 'apiKey' };

const settingName = (value: string): SettingName => {
  if (value !== 'api-url' && value !== 'api-key') throw new InvalidArgumentError('must be api-url or api-key.');
  return value;
};

/** Where a setting came from, as a person would set it. */
function sourceLabel(m: Messages, source: Source | null, setting: SettingName, profileName: string): string {
  switch (source) {
    case 'flag':
      return `--${setting}`;
    case 'env':
      return setting === 'api-url' ? 'RESERVA_API_URL' : 'RESERVA_API_KEY';
    case 'profile':
      return m.fromProfile(profileName);
    case 'default':
      return m.builtInDefault;
    case null:
      return '';
    default:
      return source satisfies never;
  }
}

export function registerConfigCommands(program: Command, kit: CommandKit): void {
  const { deps } = kit;
  const config = program
    .command('config')
    .description('the profiles of your config file: where the API is and your api-key');

  /** Writes the document, or says why it could not be written (exit 2). */
  const save = async (found: CommandSettings, document: ConfigDocument) => {
    try {
      await deps.configFile.write(document);
    } catch (error) {
      found.usage(
        found.messages.configNotWritten(deps.configFile.path, error instanceof Error ? error.message : String(error)),
      );
      throw new CommandStopped();
    }
  };

  kit
    .subcommand(
      config,
      'set',
      "Set the profile's api-url, or its api-key: typed where it is not shown, or piped, never on the command line",
      'reserva config set api-url https://reservas.example.com   # then: reserva config set api-key',
    )
    .argument('<setting>', 'api-url or api-key', settingName)
    .argument('[value]', 'the api-url (the api-key is asked for, or read from stdin: never given here)')
    .action(async (setting: SettingName, value: string | undefined, _options: unknown, command: Command) => {
      const found = await kit.settings(command);
      const { messages: m, usage, asJson, print, profileName } = found;
      let stored: string;
      if (setting === 'api-url') {
        if (value === undefined) {
          usage(m.apiUrlRequired);
          return;
        }
        const url = readApiUrl(value);
        if (url.isErr()) {
          usage(m.invalidApiUrl(value));
          return;
        }
        stored = url.value;
      } else {
        if (value !== undefined) {
          // Already in the shell's history by now: refusing it at least keeps it out of the file unseen, and says why.
          usage(m.apiKeyNotInArguments);
          return;
        }
        const secret = (await deps.readSecret(m.apiKeyPrompt(profileName)))?.trim() ?? '';
        if (secret === '') {
          usage(m.noApiKeyGiven);
          return;
        }
        if (!isWellFormedApiKey(secret)) {
          usage(m.malformedApiKey);
          return;
        }
        stored = secret;
      }
      await save(found, withSetting(found.document, profileName, SETTINGS[setting], stored));
      const shown = setting === 'api-key' ? maskedKey(stored) : stored;
      if (asJson) deps.stdout.write(json({ profile: profileName, file: deps.configFile.path, setting, value: shown }));
      else print(lines(m.settingSaved(setting, shown, profileName, deps.configFile.path)));
    });

  kit
    .subcommand(
      config,
      'unset',
      "Remove the profile's api-url or api-key from the config file",
      'reserva config unset api-key --profile staging',
    )
    .argument('<setting>', 'api-url or api-key', settingName)
    .action(async (setting: SettingName, _options: unknown, command: Command) => {
      const found = await kit.settings(command);
      const { messages: m, asJson, print, profileName } = found;
      const had = found.profile?.[SETTINGS[setting]] !== undefined;
      if (had) await save(found, withSetting(found.document, profileName, SETTINGS[setting], undefined));
      if (asJson) deps.stdout.write(json({ profile: profileName, file: deps.configFile.path, setting, removed: had }));
      else print(lines(had ? m.settingRemoved(setting, profileName) : m.settingNotSet(setting, profileName)));
    });

  kit
    .subcommand(
      config,
      'show',
      'Show the api-url and api-key in use (the key masked), and where each comes from',
      'reserva config show --profile staging',
    )
    .action(async (_options: unknown, command: Command) => {
      const found = await kit.settings(command);
      const { messages: m, asJson, print, profileName, connection, width } = found;
      const profileSource =
        found.options.profile !== undefined && found.options.profile !== ''
          ? '--profile'
          : found.profileNamed
            ? 'RESERVA_PROFILE'
            : m.builtInDefault;
      const key = connection.apiKey;
      const exists = found.profile !== undefined || profileName === DEFAULT_PROFILE;
      if (asJson) {
        deps.stdout.write(
          json({
            profile: profileName,
            profileExists: found.profile !== undefined,
            profiles: [...found.document.profiles.keys()],
            file: deps.configFile.path,
            fileExists: found.configExists,
            apiUrl: { value: connection.apiUrl.value, source: connection.apiUrl.source },
            apiKey: { value: key === null ? null : maskedKey(key.value), source: key?.source ?? null },
          }),
        );
        return;
      }
      print(
        joined(
          lines(
            m.profileInUse(profileName, profileSource),
            ...(exists ? [] : [m.profileMissing(profileName)]),
            m.configFileAt(deps.configFile.path, found.configExists),
          ),
          table(
            [m.setting, m.value, m.from],
            [
              ['api-url', connection.apiUrl.value, sourceLabel(m, connection.apiUrl.source, 'api-url', profileName)],
              [
                'api-key',
                key === null ? m.notSet : maskedKey(key.value),
                sourceLabel(m, key?.source ?? null, 'api-key', profileName),
              ],
            ],
            width,
          ),
        ),
      );
    });
}
