import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingApiValidator } from './contract-validation';
import { bookingItem, createBookingBody } from './booking-requests.test-support';
import { readMime } from '../mail/mime-reader.test-support';
import { DEMO_STAFF_API_KEY } from '../persistence/demo/demo-bookings';
import { spawnServer, type SpawnedServer } from '../../../tools/server/spawn-server';
import { pgliteDataDirectoryFromTemplate } from '../../../tools/server/database-templates.test-support';

// `npm ci && npm start` on a fresh clone serves the API and prints its URLs (issue 3, Done when):
// the start command, run as npm start runs it, on a free port with an empty data directory.

let server: SpawnedServer;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'reserva-data-'));
  server = await spawnServer(
    {
      RESERVA_DATA_DIR: dataDir,
      DATABASE_URL: undefined,
      RESERVA_DEMO_DATA: undefined,
      RESERVA_STAFF_API_KEY: undefined,
      RESERVA_FRAME_ANCESTORS: 'https://salon-aurora.example',
      SMTP_URL: undefined,
      RESERVA_MAIL_DIR: undefined,
      MAIL_FROM: 'Salón Aurora <reservas@salon-aurora.example>',
      RESERVA_MAIL_DISPATCH_INTERVAL: '1',
      // The released-hours mail follows a refused card only once the payment expires (ADR 0075).
      RESERVA_TEST_CLOCK: '1',
    },
    45_000,
  );
}, 60_000);

afterAll(async () => {
  await server.stop('SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
});

describe('npm start (issue 3, Done when)', () => {
  it('prints the storefront address of every demo location', () => {
    expect(server.output()).toContain(`${server.origin}/cl/sucursal/1`);
    expect(server.output()).toContain(`${server.origin}/ar/sucursal/5`);
    expect(server.output()).toContain(`${server.origin}/uy/sucursal/6`);
  });

  it('prints the branch list of each demo company, on the host its web address names (docs/adr/0033)', () => {
    const { port } = new URL(server.origin);
    expect(server.output()).toContain(`http://salon-aurora.localhost:${port}/cl`);
    expect(server.output()).toContain(`http://barberia-portena.localhost:${port}/uy`);
  });

  it("prints the staff api-key, the demo's (issue 3: demo key printed on start)", () => {
    expect(server.output()).toContain("Staff api-key: the demo's, reserva-demo-staff-key");
  });

  it('serves the demo salon’s overview, as the contract says, at the printed address', async () => {
    const response = await fetch(`${server.origin}/companies/overview?website=salon-aurora`);
    const body: unknown = await response.json();
    expect(response.status).toBe(200);
    expect(
      bookingApiValidator().validateResponse('getCompanyOverview', {
        status: 200,
        headers: Object.fromEntries(response.headers),
        body,
      }),
    ).toEqual([]);
    expect(body).toMatchObject({ name: 'Salón Aurora', delimiter: '.' });
  });

  it('answers a printed storefront address with a page', async () => {
    const response = await fetch(`${server.origin}/cl/sucursal/1`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Reserva');
  });

  it('lets the sites RESERVA_FRAME_ANCESTORS names embed the storefront (storefront §2 iframe)', async () => {
    const response = await fetch(`${server.origin}/cl/iframe/sucursal/1`);
    expect(response.headers.get('content-security-policy')).toContain(
      "frame-ancestors 'self' https://salon-aurora.example",
    );
  });

  it('writes the confirmation mail of a booking made through the API into the data folder as an .eml file (ADR 0044)', async () => {
    expect(server.output()).toContain(
      `Mails are written as .eml files into ${path.join(dataDir, 'mail')} (no SMTP_URL)`,
    );
    // The first weekday hour at least a week ahead that the demo salon takes, at its own offset.
    let booked = false;
    for (let days = 7; days < 21 && !booked; days += 1) {
      const day = new Date(Date.now() + days * 86_400_000);
      const date = day.toLocaleDateString('en-CA', { timeZone: 'America/Santiago' });
      const offset =
        new Intl.DateTimeFormat('en-US', { timeZone: 'America/Santiago', timeZoneName: 'longOffset' })
          .formatToParts(day)
          .find((part) => part.type === 'timeZoneName')
          ?.value.replace('GMT', '') ?? '';
      const item = bookingItem({ start: `${date}T11:00:00${offset}`, end: `${date}T11:45:00${offset}` });
      const response = await fetch(`${server.origin}/bookings`, {
        method: 'POST',
        // The staff key skips the human check (ADR 0018).
        headers: { 'content-type': 'application/json', 'api-key': DEMO_STAFF_API_KEY },
        body: JSON.stringify(
          createBookingBody({ bookings: [item], client: { ...createBookingBody().client, first_name: 'Ana <i>' } }),
        ),
      });
      booked = response.status === 201;
    }
    expect(booked).toBe(true);
    const folder = path.join(dataDir, 'mail');
    let files: string[] = [];
    // The client's mail; the salon's location is told too, in a mail of its own (ADR 0067).
    for (let waited = 0; files.length === 0 && waited < 15_000; waited += 250) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      files = (await readdir(folder).catch(() => [])).filter((file) => file.includes('ana.perez@correo.example'));
    }
    expect(files).toHaveLength(1);
    const message = await readFile(path.join(folder, files[0] ?? ''), 'utf8');
    expect(message).toMatch(/^From: =\?UTF-8\?Q\?Sal=C3=B3n_Aurora\?= <reservas@salon-aurora\.example>\r$/m);
    expect(message).toMatch(/^To: .*<ana\.perez@correo\.example>\r$/m);
    expect(message).toContain('Content-Type: text/calendar; charset=utf-8; method=REQUEST');
    const html = readMime(message).parts.find((part) => part.contentType.startsWith('text/html'))?.body;
    expect(html).toContain('Hola Ana &lt;i&gt; Pérez:');
    expect(html).toContain('Tu reserva está confirmada.');
    expect(html).not.toContain('<i>');
  }, 40_000);

  it('writes, when a card is rejected and no other pays before the payment expires, the mail saying the hour was released and linking to the location’s page at the server’s own origin (ADR 0052, ADR 0075)', async () => {
    expect(server.output()).toContain(
      `their links start with ${server.origin} (set RESERVA_PUBLIC_URL to the address clients reach)`,
    );
    const client = {
      ...createBookingBody().client,
      email: 'sin.pago@correo.example',
      phone: '+56987654321',
      identification_number: null,
    };
    /** The first weekday 15:00 at least a week ahead the demo salon takes, booked paying online through dLocal (the sandbox's card page). */
    const bookPaidOnline = async (): Promise<{ readonly trx_id: string; readonly access_token: string }> => {
      for (let days = 7; days < 21; days += 1) {
        const day = new Date(Date.now() + days * 86_400_000);
        const date = day.toLocaleDateString('en-CA', { timeZone: 'America/Santiago' });
        const offset =
          new Intl.DateTimeFormat('en-US', { timeZone: 'America/Santiago', timeZoneName: 'longOffset' })
            .formatToParts(day)
            .find((part) => part.type === 'timeZoneName')
            ?.value.replace('GMT', '') ?? '';
        const response = await fetch(`${server.origin}/bookings`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'api-key': DEMO_STAFF_API_KEY },
          body: JSON.stringify(
            createBookingBody({
              payment_dlocal: 'dlocal',
              payment_pago_facil: 'dlocal',
              bookings: [bookingItem({ start: `${date}T15:00:00${offset}`, end: `${date}T15:45:00${offset}` })],
              client,
            }),
          ),
        });
        if (response.status === 201)
          return (
            (await response.json()) as { readonly booking: { readonly trx_id: string; readonly access_token: string } }
          ).booking;
      }
      throw new Error('no hour could be booked');
    };
    const booking = await bookPaidOnline();
    // Through the checkout, with the booking's access token, to the card page; the sandbox's cvv 000 is refused.
    const checkout = await fetch(
      `${server.origin}/payments/checkout?p=dlocal&b=${booking.trx_id}&t=${booking.access_token}`,
      { redirect: 'manual' },
    );
    const tokenData = decodeURIComponent((checkout.headers.get('location') ?? '').split('/')[3] ?? '');
    const card = await fetch(`${server.origin}/payments/sandbox/card`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        token_data: tokenData,
        access_token: booking.access_token,
        holder_name: 'Ana',
        card_number: '4111111111111111',
        expiry: '12/35',
        cvv: '000',
      }),
    });
    expect(await card.json()).toMatchObject({ status: 'rejected', rejection_reason: 'wrong_card_data' });
    const folder = path.join(dataDir, 'mail');
    const releasedMails = async () =>
      (await readdir(folder).catch(() => [])).filter((file) => file.includes('sin.pago@correo.example'));
    // The refused card keeps the hold for another: nothing is released yet.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(await releasedMails()).toEqual([]);
    const moved = await fetch(`${server.origin}/testing/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ advance_minutes: 31 }),
    });
    expect(moved.status).toBe(200);
    let released: string[] = [];
    for (let waited = 0; released.length === 0 && waited < 15_000; waited += 250) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      released = await releasedMails();
    }
    expect(released).toHaveLength(1);
    const message = readMime(await readFile(path.join(folder, released[0] ?? ''), 'utf8'));
    expect(message.headers.get('subject')).toMatch(
      /^Salón Aurora: tu tarjeta fue rechazada y se acabó el tiempo para pagar la hora del .+$/,
    );
    const text = message.parts.find((part) => part.contentType.startsWith('text/plain'))?.body ?? '';
    expect(text).toContain(
      'Tu tarjeta fue rechazada porque sus datos eran incorrectos y ninguna otra pagó a tiempo, así que liberamos la hora que te guardábamos y no quedó reservada:',
    );
    expect(text).toContain(`Reservar de nuevo: ${server.origin}/cl/sucursal/1`);
  }, 40_000);

  it('answers GET /healthz and GET /readyz with 200, and GET /metrics with 404 while RESERVA_METRICS is off (docs/adr/0061)', async () => {
    expect((await fetch(`${server.origin}/healthz`)).status).toBe(200);
    const ready = await fetch(`${server.origin}/readyz`);
    expect({ status: ready.status, body: (await ready.json()) as unknown }).toEqual({
      status: 200,
      body: { status: 'ready', checks: { database: 'ok', migrations: 'applied' } },
    });
    expect((await fetch(`${server.origin}/metrics`)).status).toBe(404);
    expect(server.output()).toContain('metrics off (RESERVA_METRICS=on serves them)');
  });

  it('stops cleanly on SIGTERM, closing the server and the database', async () => {
    expect(await server.stop('SIGTERM')).toBe(0);
    expect(server.output()).toContain('SIGTERM: stopping');
  }, 20_000);
});

describe('npm start with RESERVA_METRICS=on and RESERVA_METRICS_TOKEN (docs/adr/0061)', () => {
  it('serves the metrics to a scrape presenting the token, and only to it', async () => {
    const metricsDir = await mkdtemp(path.join(tmpdir(), 'reserva-data-'));
    await pgliteDataDirectoryFromTemplate(metricsDir, { seeded: true });
    const token = 'scraper-token-0123456789abcdef';
    const metered = await spawnServer(
      {
        RESERVA_DATA_DIR: metricsDir,
        DATABASE_URL: undefined,
        RESERVA_METRICS: 'on',
        RESERVA_METRICS_TOKEN: token,
        RESERVA_SHUTDOWN_GRACE_SECONDS: '8',
        RESERVA_AGENDA_CACHE_MB: '8',
      },
      90_000,
    );
    try {
      expect((await fetch(`${metered.origin}/metrics`)).status).toBe(401);
      const scraped = await fetch(`${metered.origin}/metrics`, { headers: { authorization: `Bearer ${token}` } });
      expect(scraped.status).toBe(200);
      const text = await scraped.text();
      for (const name of [
        'reserva_http_request_duration_seconds',
        'reserva_bookings_created_total',
        'reserva_outbox_backlog',
        'process_resident_memory_bytes',
      ]) {
        expect(text).toContain(`# TYPE ${name} `);
      }
      expect(text).toContain('reserva_metrics_database_up 1');
      // Each cache reported under its budget, RESERVA_AGENDA_CACHE_MB's and the defaults (ADR 0135).
      expect(text).toContain('reserva_cache_budget_bytes{cache="agendas"} 8388608');
      expect(text).toContain('reserva_cache_budget_bytes{cache="hours"} 16777216');
      expect(text).toContain('reserva_cache_budget_bytes{cache="pages"} 16777216');
      expect(text).toContain('# TYPE reserva_cache_evictions_total counter');
      // The answers kept on second sight say how many they turned away (ADR 0169): none yet.
      expect(text).toContain('reserva_cache_turned_away_total{cache="replays"} 0');

      // SIGTERM: /readyz answers 503 at once while requests are still served for the grace period,
      // so a load balancer takes the process out before it stops listening; then it exits cleanly.
      const stopped = metered.stop('SIGTERM');
      for (let waited = 0; !metered.output().includes('SIGTERM: stopping') && waited < 5_000; waited += 50) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const draining = await fetch(`${metered.origin}/readyz`);
      expect({ status: draining.status, body: (await draining.json()) as unknown }).toEqual({
        status: 503,
        body: { status: 'draining' },
      });
      expect((await fetch(`${metered.origin}/healthz`)).status).toBe(200);
      expect(await stopped).toBe(0);
    } finally {
      await metered.stop('SIGTERM');
      await rm(metricsDir, { recursive: true, force: true });
    }
  }, 150_000);
});

describe('npm start with a payment provider half configured (ADR 0043)', () => {
  it('refuses to start, naming what is missing, rather than leave the provider to the sandbox', async () => {
    const emptyDir = await mkdtemp(path.join(tmpdir(), 'reserva-data-'));
    try {
      await expect(
        spawnServer(
          { RESERVA_DATA_DIR: emptyDir, DATABASE_URL: undefined, RESERVA_DLOCAL_LOGIN: 'reserva-login' },
          45_000,
        ),
      ).rejects.toThrow(/the server exited with 1:[\s\S]*RESERVA_DLOCAL_TRANS_KEY/);
    } finally {
      await rm(emptyDir, { recursive: true, force: true });
    }
  }, 60_000);
});
