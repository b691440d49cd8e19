import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cliOverDemoServer } from '../cli-over-demo-server.test-support';

// `reserva catalogue` over the demo server (issue 21; docs/adr/0077): a new company from the
// example file, planned then applied, changed, exported; the file's problems with their lines.

const { reserva } = cliOverDemoServer();

const example = readFileSync(new URL('../../docs/examples/catalogue-salon.yaml', import.meta.url), 'utf8');
// A new company: another slug, and promotion tokens of its own (tokens are unique across companies).
const newSalon = example
  .replace('slug: salon-aurora', 'slug: salon-nuevo')
  .replace(/token: ([A-Za-z0-9_-]+)/gu, 'token: nuevo-$1');
const files: Record<string, string> = {
  'salon.yaml': newSalon,
  'salon-v2.yaml': newSalon.replace('price: 18000', 'price: 19500'),
  'broken.yaml': newSalon.replace('duration: 45', 'duration: 7'),
};
const readFile = (path: string) =>
  files[path] === undefined ? Promise.reject(new Error('no such file')) : Promise.resolve(files[path]);

describe('reserva catalogue', () => {
  it('plans a new company, applies it, re-applies it to no change, and moves a price', async () => {
    const plan = await reserva(['catalogue', 'plan', 'salon.yaml'], { readFile });
    expect(plan.code).toBe(0);
    expect(plan.stdout).toContain('Creates company salon-nuevo.');
    expect(plan.stdout).toContain('+ services.womens-cut');

    const withoutYes = await reserva(['catalogue', 'apply', 'salon.yaml'], { readFile });
    expect(withoutYes.code).toBe(1);
    expect(withoutYes.stderr).toContain('--yes');

    const applied = await reserva(['catalogue', 'apply', 'salon.yaml', '--yes'], { readFile });
    expect(applied.code).toBe(0);
    expect(applied.stdout).toMatch(/Applied \d+ changes\./u);

    const again = await reserva(['catalogue', 'apply', 'salon.yaml', '--yes'], { readFile });
    expect(again.stdout).toContain('Nothing to change');

    const moved = await reserva(['--json', 'catalogue', 'plan', 'salon-v2.yaml'], { readFile });
    expect(moved.json()).toEqual({
      creates: false,
      changes: [
        {
          kind: 'update',
          section: 'services',
          key: 'womens-cut',
          fields: [{ field: 'price', from: 18000, to: 19500 }],
        },
      ],
      stranded: [],
    });

    const exported = await reserva(['catalogue', 'export', '--company', 'salon-nuevo']);
    expect(exported.code).toBe(0);
    // YAML by default, which plans back to no change; JSON with --json.
    expect(exported.stdout).toMatch(/^version: 1\ncompany:\n {2}slug: salon-nuevo\n/);
    const replanned = await reserva(['--json', 'catalogue', 'plan', 'exported.yaml'], {
      readFile: () => Promise.resolve(exported.stdout),
    });
    expect((replanned.json() as { changes: unknown[] }).changes).toEqual([]);
    const asJson = await reserva(['--json', 'catalogue', 'export', '--company', 'salon-nuevo']);
    expect(JSON.parse(asJson.stdout)).toMatchObject({ company: { slug: 'salon-nuevo' } });
  });

  it('names each problem of a file with its line, and sends nothing (exit 2)', async () => {
    const broken = await reserva(['catalogue', 'plan', 'broken.yaml'], { readFile });
    expect(broken.code).toBe(2);
    expect(broken.stderr).toMatch(/\d+: services\[0\]\.duration: /u);
  });

  it('prints the JSON Schema of the file', async () => {
    const schema = await reserva(['catalogue', 'schema']);
    expect(JSON.parse(schema.stdout)).toMatchObject({ title: 'Reserva catalogue' });
  });
});
