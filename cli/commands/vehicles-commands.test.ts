import { describe, expect, it } from 'vitest';
import { cliOverDemoServer } from '../cli-over-demo-server.test-support';

// `reserva vehicles show` over the demo data (issue 33; docs/adr/0116, 0119): the demo workshop's
// Hilux as its staff see it — its plan, every step with when it is due, its visits — as a table and
// as JSON, and the register's record by location as before.

const { reserva } = cliOverDemoServer();

describe('reserva vehicles show PLATE --company SLUG', () => {
  it("shows the Hilux's plan, its steps most urgent first and its visits, as readable tables", async () => {
    const shown = await reserva(['vehicles', 'show', 'kl-pr 34', '--company', 'taller-andes']);
    expect(shown).toMatchObject({ code: 0, stderr: '' });
    const text = shown.stdout;
    expect(text).toContain('KLPR34');
    expect(text).toContain('Pauta de mantención Toyota (pauta-toyota)');
    expect(text.indexOf('Mantención 20.000 km')).toBeLessThan(text.indexOf('Mantención 10.000 km'));
    expect(text).toMatch(/Mantención 20\.000 km\s*│\s*due\s*│\s*mileage\s*│\s*120000/);
    expect(text).toContain('Visits on record:');
    expect(text).toMatch(/2025-10-07\s*│\s*100500\s*│\s*Mantención 20\.000 km/);
  });

  it('answers the same as one JSON document, and in Spanish with --locale es', async () => {
    const shown = (await reserva(['--json', 'vehicles', 'show', 'KLPR34', '--company', 'taller-andes'])).json();
    expect(shown).toMatchObject({
      vehicle: { plate: 'KLPR34', brand: 'Toyota', model: 'Hilux', lastMileage: 118_500 },
      plan: { key: 'pauta-toyota', name: 'Pauta de mantención Toyota' },
      schedule: [
        { serviceId: 32, serviceName: 'Mantención 20.000 km', dueMileage: 120_000, status: 'due', reason: 'mileage' },
        { serviceId: 31, dueMileage: 120_000, status: 'due' },
      ],
      visits: [
        { date: '2025-10-07', mileage: 100_500, serviceId: 32, serviceName: 'Mantención 20.000 km' },
        { date: '2026-05-05', mileage: 110_200, serviceId: 31, serviceName: 'Mantención 10.000 km' },
      ],
    });
    const spanish = await reserva(['--locale', 'es', 'vehicles', 'show', 'KLPR34', '--company', 'taller-andes']);
    expect(spanish.stdout).toContain('Visitas registradas:');
    expect(spanish.stdout).toContain('corresponde');
  });

  it('refuses a plate the company does not hold (exit 1), and asks for the plate or the workshop (exit 2)', async () => {
    const missing = await reserva(['--json', 'vehicles', 'show', 'ZZZZ99', '--company', 'taller-andes']);
    expect(missing.code).toBe(1);
    expect(JSON.parse(missing.stderr)).toMatchObject({ error: { code: 'VEHICLE.NOT_FOUND' } });
    expect((await reserva(['vehicles', 'show', '--company', 'taller-andes'])).code).toBe(2);
    expect((await reserva(['vehicles', 'show', 'KLPR34'])).code).toBe(2);
  });

  it('still shows the register’s record with --location and --plate', async () => {
    expect((await reserva(['--json', 'vehicles', 'show', '--location', '3', '--plate', 'bc-df 12'])).json()).toEqual({
      plate: 'BCDF12',
      brand: 'Toyota',
      model: 'Yaris',
      year: 2019,
      clientName: 'Ana Pérez',
      lastMileage: 42000,
    });
  });
});
