import { describe, expect, it } from 'vitest';
import { cliOverDemoServer } from '../cli-over-demo-server.test-support';

// `reserva providers` over the demo data (storefront §7).

const { reserva } = cliOverDemoServer();

describe('looking things up (storefront §7)', () => {
  it("lists a location's professionals", async () => {
    expect((await reserva(['--json', 'providers', 'list', '--location', '5'])).json()).toEqual([
      { id: 11, name: expect.any(String) as unknown },
    ]);
  });
});
