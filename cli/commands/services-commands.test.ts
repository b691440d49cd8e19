import { describe, expect, it } from 'vitest';
import { cliOverDemoServer } from '../cli-over-demo-server.test-support';

// `reserva services` over the demo data (storefront §7).

const { reserva } = cliOverDemoServer();

describe('looking things up (storefront §7)', () => {
  it("lists a location's services with bundles' members", async () => {
    const services = (await reserva(['--json', 'services', 'list', '--location', '1'])).json() as {
      id: number;
      bundle: number[];
    }[];
    expect(services.find((service) => service.id === 20)?.bundle).toHaveLength(3);
  });

  it("names a service's professionals and a bundle's members in the table, their ids staying in --json (issue 16)", async () => {
    const listed = await reserva(['services', 'list', '--location', '1']);
    const row = (name: string) => listed.stdout.split('\n').find((line) => line.includes(name)) ?? '';
    expect(row('Corte de pelo mujer')).toContain('Camila Rojas');
    expect(listed.stdout).toMatch(/│ bundle of:\s+│/);
    const services = (await reserva(['--json', 'services', 'list', '--location', '1'])).json() as {
      id: number;
      providers: number[];
    }[];
    expect(services.find((service) => service.id === 1)?.providers.every((id) => typeof id === 'number')).toBe(true);
  });
});
