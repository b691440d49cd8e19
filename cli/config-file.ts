import { randomUUID } from 'node:crypto';
import { chmod, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { decodeConfig, type ConfigDocument } from './cli-config';

// The per-user config file (issue 16; docs/adr/0053): `config.json` in RESERVA_CONFIG_DIR, else
// in `$XDG_CONFIG_HOME/reserva`, else in `~/.config/reserva`, as the XDG base directory
// specification places it. It may hold api-keys, so it is written readable by its owner only
// (0600) in a directory only its owner enters (0700, when this creates it), and replaced whole by
// a rename, so a crash mid-write never leaves half a file.

/** What reading the config file found. */
export type ConfigRead =
  | { readonly _tag: 'Missing' }
  | { readonly _tag: 'Found'; readonly document: ConfigDocument; readonly readableByOthers: boolean }
  | { readonly _tag: 'Unreadable'; readonly reason: string };

export interface ConfigFile {
  /** The file's path, as messages name it. */
  readonly path: string;
  read(): Promise<ConfigRead>;
  /** Replaces the file with `document` (mode 0600); rejects with the system's error when it cannot. */
  write(document: ConfigDocument): Promise<void>;
}

/** The directory of the CLI's config: RESERVA_CONFIG_DIR, `$XDG_CONFIG_HOME/reserva` (an absolute one only, as the specification says), or `~/.config/reserva`. */
export function configDirectory(env: Readonly<Record<string, string | undefined>>, homeDirectory: string): string {
  const own = env['RESERVA_CONFIG_DIR'];
  if (own !== undefined && own !== '') return path.resolve(own);
  const xdg = env['XDG_CONFIG_HOME'];
  if (xdg !== undefined && path.isAbsolute(xdg)) return path.join(xdg, 'reserva');
  return path.join(homeDirectory, '.config', 'reserva');
}

const OWNER_ONLY_FILE = 0o600;
const OWNER_ONLY_DIRECTORY = 0o700;

/** `config.json` in `directory`, on the machine's file system. */
export function configFileIn(directory: string): ConfigFile {
  const file = path.join(directory, 'config.json');
  return {
    path: file,
    read: async () => {
      let text: string;
      try {
        text = await readFile(file, 'utf8');
      } catch (error) {
        if (isSystemError(error, 'ENOENT')) return { _tag: 'Missing' };
        return { _tag: 'Unreadable', reason: error instanceof Error ? error.message : String(error) };
      }
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch (error) {
        return { _tag: 'Unreadable', reason: `not JSON: ${error instanceof Error ? error.message : String(error)}` };
      }
      const mode = (await stat(file)).mode;
      // Mode bits mean nothing on Windows, where the user's profile directory is already private.
      const readableByOthers = process.platform !== 'win32' && (mode & 0o077) !== 0;
      return decodeConfig(parsed).match(
        (document): ConfigRead => ({ _tag: 'Found', document, readableByOthers }),
        (reason): ConfigRead => ({ _tag: 'Unreadable', reason }),
      );
    },
    write: async (document) => {
      // Only a directory made here is made private: RESERVA_CONFIG_DIR may name a shared one.
      await mkdir(directory, { recursive: true, mode: OWNER_ONLY_DIRECTORY });
      const temporary = path.join(directory, `.config.json.${randomUUID()}.tmp`);
      try {
        await writeFile(temporary, `${JSON.stringify(document.raw, null, 2)}\n`, { mode: OWNER_ONLY_FILE, flag: 'wx' });
        // The umask may take bits away from the mode asked for, never add; set it exactly.
        await chmod(temporary, OWNER_ONLY_FILE);
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
  };
}

function isSystemError(error: unknown, code: string): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === code;
}
