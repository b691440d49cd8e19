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
