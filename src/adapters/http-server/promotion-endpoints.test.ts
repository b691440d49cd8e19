import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '#application/availability/location-agenda.test-support';
import type { components } from '../http/booking-api.generated';
import { DEMO_PROMOTION_TOKEN } from '../persistence/demo/demo-ids';
import { databaseFingerprint } from '../persistence/demo/demo-databases.test-support';
import { seededTestServer, type TestServer } from './test-server.test-support';

// GET /charly_discount end to end (storefront §2 Promo banner, §3 Promotion info, §7; docs/adr/0016):
// the demo promotion greets Ana Pérez, a lost client, until 15 December 2026 (DEMO_TODAY + 14).

type Schemas = components['schemas'];

describe('GET /charly_discount (storefront §3 Promotion info)', () => {
  let running: TestServer;
  let ended: TestServer;

  // Two seeded databases: generous on a busy machine.
  beforeAll(async () => {
    [running, ended] = await Promise.all([
      seededTestServer({ clock: fixedClock('2026-12-15T23:30:00-03:00') }),
      // Past midnight in Santiago on the day after the promotion's last day.
      seededTestServer({ clock: fixedClock('2026-12-16T00:30:00-03:00') }),
    ]);
  }, 60_000);

  afterAll(async () => {
    await running.dispose();
    await ended.dispose();
  });

  it('answers who the promotion greets, why it was offered and its last day, up to that day included', async () => {
    const response = await running.client.get(`/charly_discount?token=${DEMO_PROMOTION_TOKEN}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ full_name: 'Ana Pérez', promotion_type: 'lost_client', end_date: '2026-12-15' });
  });

  it('still answers an ended promotion, as expired, once its last day is over where the company is', async () => {
    const response = await ended.client.get(`/charly_discount?token=${DEMO_PROMOTION_TOKEN}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ full_name: 'Ana Pérez', promotion_type: 'expired', end_date: '2026-12-15' });
  });

  it('answers 404 PROMOTION.NOT_FOUND for a token that names nothing, and refuses a missing or empty token, changing nothing', async () => {
    const before = await databaseFingerprint(running.database);
    const unknown = await running.client.get('/charly_discount?token=nadie', { 'accept-language': 'es' });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ error: 'No se encontró la promoción.', code: 'PROMOTION.NOT_FOUND' });
    const missing = await running.client.get('/charly_discount');
    expect(missing.status).toBe(400);
    expect((missing.body as Schemas['Error']).attributes?.map((attribute) => attribute.field)).toEqual(['token']);
    const empty = await running.client.get('/charly_discount?token=');
    expect(empty.status).toBe(422);
    expect((empty.body as Schemas['Error']).attributes?.map((attribute) => attribute.field)).toEqual(['token']);
    const tooLong = await running.client.get(`/charly_discount?token=${'x'.repeat(129)}`);
    expect(tooLong.status).toBe(422);
    expect(await databaseFingerprint(running.database)).toEqual(before);
  });
});
