import { describe, expect, it } from 'vitest';
import { demoStorefronts } from '../persistence/demo/demo-catalogue-files';
import { readServerConfig } from './server-config';
import { startUpBanner } from './start-up-banner';

// What `npm start` prints once it listens (issue 3): the banner, a function of the configuration and
// of what start-up found, apart from serving.

const origin = 'http://localhost:3000';
const storefronts = demoStorefronts();

describe('the start-up banner', () => {
  it('names the address and the database, the demo storefronts and the demo staff key on the defaults', () => {
    const banner = startUpBanner(readServerConfig({}, '/work')._unsafeUnwrap(), {
      origin,
      storefrontOrigin: origin,
      storefronts,
      staffKey: { source: 'existing' },
      heapLimitBytes: 368 * 1024 * 1024,
    });
    expect(banner).toMatch(
      /^Reserva is serving the Booking API at http:\/\/localhost:3000 \(PGlite in \/work\/\.reserva-data\)\.$/m,
    );
    expect(banner).toContain(`${origin}/cl/sucursal/1`);
    expect(banner).toContain('http://salon-aurora.localhost:3000/cl');
    expect(banner).toContain("Staff api-key: the demo's, reserva-demo-staff-key (docs/demo.md).");
    expect(banner).toContain("Memory: V8's heap holds at most 368 MiB (node --max-old-space-size");
    expect(banner.endsWith('Press Ctrl+C to stop.')).toBe(true);
  });

  it('shows a generated staff key once, and on PostgreSQL without demo data lists no storefronts', () => {
    const config = readServerConfig(
      { DATABASE_URL: 'postgres://reserva@db/reserva', REDIS_URL: 'redis://cache:6379' },
      '/work',
    )._unsafeUnwrap();
    const banner = startUpBanner(config, {
      origin,
      storefrontOrigin: origin,
      storefronts,
      staffKey: { source: 'generated', key: 'made-now-0123456789' },
      heapLimitBytes: 4144 * 1024 * 1024,
    });
    expect(banner).toContain('(PostgreSQL (DATABASE_URL)).');
    expect(banner).toContain('Abuse limits count in Redis (REDIS_URL)');
    expect(banner).toContain('Staff api-key (shown only now; only its digest is kept): made-now-0123456789');
    expect(banner).not.toContain('Demo storefronts');
    expect(banner).toContain("Memory: V8's heap holds at most 4144 MiB");
  });

  it('says in production that the embedded database serves one process, and, with RESERVA_DEMO=on, that this is the public demo (docs/adr/0087)', () => {
    const secrets = {
      NODE_ENV: 'production',
      RESERVA_SANDBOX_PAYMENT_SECRET: 'a-long-enough-sandbox-secret',
      RESERVA_LINK_KEY: 'a-link-key-of-this-installation-0123456789',
    };
    const facts = {
      origin,
      storefrontOrigin: origin,
      storefronts,
      staffKey: { source: 'existing' },
      heapLimitBytes: 368 * 1024 * 1024,
    } as const;
    const production = startUpBanner(readServerConfig(secrets, '/work')._unsafeUnwrap(), facts);
    expect(production).toContain('The embedded database (PGlite) serves this one process only: set DATABASE_URL');
    expect(production).not.toContain('RESERVA_DEMO=on');
    expect(production).not.toContain('Demo storefronts');
    const demo = startUpBanner(readServerConfig({ ...secrets, RESERVA_DEMO: 'on' }, '/work')._unsafeUnwrap(), facts);
    expect(demo.split('\n')[1]).toMatch(/^⚠ RESERVA_DEMO=on: this production server runs the public demo/);
    expect(demo).toContain('Demo storefronts');
    const development = startUpBanner(readServerConfig({}, '/work')._unsafeUnwrap(), facts);
    expect(development).not.toMatch(/RESERVA_DEMO=on|embedded database/);
  });
});
