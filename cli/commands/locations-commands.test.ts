import { describe, expect, it } from 'vitest';
import { cliOverDemoServer } from '../cli-over-demo-server.test-support';

// `reserva locations` over the demo data (storefront §7).

const { reserva } = cliOverDemoServer();

describe('looking things up (storefront §7)', () => {
  it("lists a company's locations as a table, and as JSON", async () => {
    expect((await reserva(['locations', 'list', '--company', '4'])).stdout).toContain('Palermo');
    expect((await reserva(['--json', 'locations', 'list', '--company', '4'])).json()).toEqual([
      expect.objectContaining({ id: 5, companyId: 4, name: 'Palermo', timeZone: 'America/Argentina/Buenos_Aires' }),
      expect.objectContaining({ id: 6, name: 'Pocitos' }),
    ]);
  });
});
