import { chmod, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { decodeConfig, EMPTY_CONFIG, withSetting } from './cli-config';
import { configDirectory, configFileIn } from './config-file';

// The per-user config file on the machine's file system (issue 16; docs/adr/0053).

let root: string;

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'reserva-config-'));
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

const mode = async (file: string) => (await stat(file)).mode & 0o777;

describe('where the config file is (XDG base directories)', () => {
  it('is in RESERVA_CONFIG_DIR, else in $XDG_CONFIG_HOME/reserva, else in ~/.config/reserva', () => {
    expect(configDirectory({ RESERVA_CONFIG_DIR: '/srv/reserva-config', XDG_CONFIG_HOME: '/x' }, '/home/ana')).toBe(
      '/srv/reserva-config',
    );
    expect(configDirectory({ XDG_CONFIG_HOME: '/home/ana/.xdg' }, '/home/ana')).toBe('/home/ana/.xdg/reserva');
    expect(configDirectory({}, '/home/ana')).toBe('/home/ana/.config/reserva');
  });

  it('ignores an empty or relative XDG_CONFIG_HOME, as the specification says', () => {
    expect(configDirectory({ XDG_CONFIG_HOME: '' }, '/home/ana')).toBe('/home/ana/.config/reserva');
    expect(configDirectory({ XDG_CONFIG_HOME: 'relative/dir' }, '/home/ana')).toBe('/home/ana/.config/reserva');
  });
});

describe('reading and writing it', () => {
  it.skipIf(process.platform === 'win32')(
    'writes the file readable by its owner only, in a directory only its owner enters',
    async () => {
      const directory = path.join(root, 'nested', 'reserva');
      const file = configFileIn(directory);
      await file.write(withSetting(EMPTY_CONFIG, 'default', 'apiKey', 'secret-staff-key'));
      expect(await mode(file.path)).toBe(0o600);
      expect(await mode(directory)).toBe(0o700);
      expect(await file.read()).toMatchObject({ _tag: 'Found', readableByOthers: false });
    },
  );

  it.skipIf(process.platform === 'win32')(
    'makes a file others could read private again when it writes it',
    async () => {
      const file = configFileIn(root);
      await writeFile(file.path, JSON.stringify({ profiles: { default: { apiKey: 'secret-staff-key' } } }), {
        mode: 0o644,
      });
      await chmod(file.path, 0o644);
      const read = await file.read();
      expect(read).toMatchObject({ _tag: 'Found', readableByOthers: true });
      if (read._tag !== 'Found') return;
      await file.write(withSetting(read.document, 'default', 'apiUrl', 'https://reservas.example.com'));
      expect(await mode(file.path)).toBe(0o600);
    },
  );

  it('reads back what it wrote, keeping what else was in the file, and leaves no temporary file', async () => {
    const file = configFileIn(root);
    await writeFile(
      file.path,
      JSON.stringify({ editor: 'vim', profiles: { staging: { apiUrl: 'https://s.example' } } }),
    );
    const read = await file.read();
    if (read._tag !== 'Found') throw new Error(`not read: ${read._tag}`);
    await file.write(withSetting(read.document, 'default', 'apiKey', 'secret-staff-key'));
    expect(JSON.parse(await readFile(file.path, 'utf8'))).toEqual({
      editor: 'vim',
      profiles: { staging: { apiUrl: 'https://s.example' }, default: { apiKey: 'secret-staff-key' } },
    });
    expect(await readdir(root)).toEqual(['config.json']);
  });

  it('says the file is missing, or why it cannot be read, without changing it', async () => {
    const file = configFileIn(root);
    expect(await file.read()).toEqual({ _tag: 'Missing' });
    await writeFile(file.path, '{ "profiles": { "default": { "apiKey": "k" }');
    expect(await file.read()).toMatchObject({
      _tag: 'Unreadable',
      reason: expect.stringMatching(/^not JSON/) as unknown,
    });
    await writeFile(file.path, JSON.stringify({ profiles: { default: { apiUrl: 3000 } } }));
    expect(await file.read()).toEqual({ _tag: 'Unreadable', reason: '"profiles.default.apiUrl" must be a string' });
    expect(decodeConfig(JSON.parse(await readFile(file.path, 'utf8'))).isErr()).toBe(true);
  });

  it('rejects a write it cannot make, leaving no temporary file behind', async () => {
    // A directory where the file should be: the new file cannot replace it.
    await mkdir(path.join(root, 'config.json'));
    await expect(configFileIn(root).write(EMPTY_CONFIG)).rejects.toThrow();
    expect(await readdir(root)).toEqual(['config.json']);
  });
});
