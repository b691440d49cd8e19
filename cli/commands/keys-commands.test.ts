import { describe, expect, it } from 'vitest';
import { cliOverDemoServer } from '../cli-over-demo-server.test-support';
import { EXIT } from '../exit-codes';

// `reserva keys create --company SLUG` over the demo data (issue 21; docs/adr/0078): the key is
// printed once, alone on stdout, and acts for its company only.

const { reserva } = cliOverDemoServer();

describe('issuing a company’s api-key from the CLI', () => {
  it('prints a new key alone on stdout, with a note on stderr, and the key reads only its company’s days', async () => {
    const issued = await reserva(['keys', 'create', '--company', 'barberia-portena', '--label', 'front desk']);
    expect(issued.code).toBe(EXIT.ok);
    const key = issued.stdout.trim();
    expect(key).toMatch(/^[A-Za-z0-9_-]{32,}$/);
    expect(issued.stderr).toContain('Barbería Porteña (barberia-portena)');
    expect(issued.stderr).toContain('shown only now');

    const asBarbershop = { env: { RESERVA_API_KEY: key } };
    const palermo = await reserva(['bookings', 'list', '--location', '5', '--date', '2026-12-03'], asBarbershop);
    expect(palermo.code).toBe(EXIT.ok);
    const providencia = await reserva(['bookings', 'list', '--location', '1', '--date', '2026-12-03'], asBarbershop);
    expect(providencia.code).toBe(EXIT.refused);
    expect(providencia.stderr).toContain('AUTH.OTHER_COMPANY');
    // A company's key issues no keys, not even for its own company.
    const again = await reserva(['keys', 'create', '--company', 'barberia-portena'], asBarbershop);
    expect(again.code).toBe(EXIT.refused);
    expect(again.stderr).toContain('AUTH.OPERATOR_KEY_REQUIRED');
  });

  it('answers --json with the key and its company', async () => {
    const issued = await reserva(['--json', 'keys', 'create', '--company', 'salon-aurora']);
    expect(issued.json()).toEqual({
      apiKey: expect.stringMatching(/^[A-Za-z0-9_-]{32,}$/) as unknown,
      label: 'issued with reserva keys create',
      company: { id: 1, slug: 'salon-aurora', name: 'Salón Aurora' },
    });
  });

  it('refuses a slug that is no slug before asking, and one no company has', async () => {
    expect((await reserva(['keys', 'create', '--company', 'Salón Aurora'])).code).toBe(EXIT.usage);
    const unknown = await reserva(['keys', 'create', '--company', 'no-such-company']);
    expect(unknown.code).toBe(EXIT.refused);
    expect(unknown.stderr).toContain('COMPANY.NOT_FOUND');
  });
});

describe('listing and revoking a company’s api-keys from the CLI (docs/adr/0081)', () => {
  it('lists the keys by id and label without the keys, revokes one, which is refused at once', async () => {
    const key = (await reserva(['keys', 'create', '--company', 'taller-andes', '--label', 'till'])).stdout.trim();
    const asWorkshop = { env: { RESERVA_API_KEY: key } };
    const listed = await reserva(['--json', 'keys', 'list', '--company', 'taller-andes'], asWorkshop);
    expect(listed.code).toBe(EXIT.ok);
    const list = listed.json() as { apiKeys: { id: number; label: string; revokedAt: string | null }[] };
    const till = list.apiKeys.find((each) => each.label === 'till');
    expect(till?.revokedAt).toBeNull();
    expect(listed.stdout).not.toContain(key);

    const table = await reserva(['keys', 'list', '--company', 'taller-andes']);
    expect(table.stdout).toMatch(new RegExp(`${String(till?.id)}\\s.*till`));

    const revoked = await reserva(['keys', 'revoke', '--company', 'taller-andes', String(till?.id)], asWorkshop);
    expect(revoked.code).toBe(EXIT.ok);
    expect(revoked.stdout).toContain('revoked');
    const refused = await reserva(['keys', 'list', '--company', 'taller-andes'], asWorkshop);
    // A key that is not accepted is a usage problem (401, ADR 0014's table).
    expect(refused.code).toBe(EXIT.usage);
    expect(refused.stderr).toContain('AUTH.INVALID_API_KEY');
    const after = (await reserva(['--json', 'keys', 'list', '--company', 'taller-andes'])).json() as typeof list;
    expect(after.apiKeys.find((each) => each.id === till?.id)?.revokedAt).toEqual(expect.any(String));
  });

  it("refuses another company's key, an id the company does not have, and an id that is no id", async () => {
    const clinic = (await reserva(['keys', 'create', '--company', 'clinica-sonrisa'])).stdout.trim();
    const other = await reserva(['keys', 'list', '--company', 'salon-aurora'], { env: { RESERVA_API_KEY: clinic } });
    expect(other.code).toBe(EXIT.refused);
    expect(other.stderr).toContain('AUTH.OTHER_COMPANY');
    const missing = await reserva(['keys', 'revoke', '--company', 'salon-aurora', '987654']);
    expect(missing.code).toBe(EXIT.refused);
    expect(missing.stderr).toContain('STAFF_KEY.NOT_FOUND');
    expect((await reserva(['keys', 'revoke', '--company', 'salon-aurora', 'seven'])).code).toBe(EXIT.usage);
  });
});
