import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PROVIDER } from '../persistence/demo/demo-ids';
import { DEMO_STAFF_API_KEY } from '../persistence/demo/demo-bookings';
import { openPostgresDatabase } from '../persistence/pg-database';
import type { SqlDatabase } from '../persistence/sql-database';
import { testEngines } from '../persistence/test-databases.test-support';
import { readMime } from '../mail/mime-reader.test-support';
import { spawnServer, type SpawnedServer } from '../../../tools/server/spawn-server';
import { bookingClient, bookingItem, createBookingBody } from './booking-requests.test-support';

// "Reminder and review invitation on the test clock, with two server processes on PostgreSQL:
// exactly one of each" (issue 18 Tests; docs/adr/0067). Two servers started as `npm start` starts
// them share one database and one mail folder, each running the mail scheduler and the dispatcher
// every second; both test clocks are moved past a booking's reminder time, then past its review
// invitation time. A booking cancelled before its window gets no reminder, one made inside its
// window none either; the mails are in Spanish, as the salon's country reads.

const adminUrl = process.env['RESERVA_TEST_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const postgres = (await testEngines()).find((engine) => engine.name === 'PostgreSQL');

const SANTIAGO = 'America/Santiago';
const HOUR_MS = 3_600_000;

/** `date` (YYYY-MM-DD) at `time` in Santiago, written with its offset that day. */
function santiago(date: string, time: string): string {
  const offset =
    new Intl.DateTimeFormat('en-US', { timeZone: SANTIAGO, timeZoneName: 'longOffset' })
      .formatToParts(new Date(`${date}T12:00:00Z`))
      .find((part) => part.type === 'timeZoneName')
      ?.value.replace('GMT', '') ?? '';
  return `${date}T${time}:00${offset}`;
}

interface Made {
  readonly id: number;
  readonly code: string;
  readonly email: string;
  readonly start: number;
}

describe.skipIf(postgres?.unavailable !== undefined)(
  'two server processes on one PostgreSQL send each reminder and review invitation once',
  () => {
    const name = `reserva_scheduled_${String(process.pid)}_${randomBytes(4).toString('hex')}`;
    const run = randomBytes(3).toString('hex');
    let admin: SqlDatabase;
    let database: SqlDatabase;
    let mailDirectory: string;
    let servers: readonly SpawnedServer[] = [];

    const book = async (server: SpawnedServer, start: string, email: string): Promise<Made | null> => {
      const end = new Date(Date.parse(start) + 45 * 60_000).toISOString();
      const response = await fetch(`${server.origin}/bookings`, {
        method: 'POST',
        // The staff key skips the human check (ADR 0018).
        headers: { 'content-type': 'application/json', 'api-key': DEMO_STAFF_API_KEY },
        body: JSON.stringify(
          createBookingBody({
            bookings: [bookingItem({ start, end, provider_id: DEMO_PROVIDER.camila })],
            client: bookingClient({
              email,
              phone: `+5698${String(Math.floor(Math.random() * 9_000_000) + 1_000_000)}`,
              identification_number: null,
            }),
          }),
        ),
      });
      // Taken by a demo booking, say: the caller tries another day.
      if (response.status !== 201) return null;
      const body = (await response.json()) as {
        readonly bookings: readonly { readonly id: number; readonly confirmation_code: string }[];
      };
      const [made] = body.bookings;
      return made === undefined ? null : { id: made.id, code: made.confirmation_code, email, start: Date.parse(start) };
    };

    /** Moves both servers' test clocks to `to` (each runs a clock of its own). */
    const moveClocksTo = async (to: number) => {
      for (const server of servers) {
        const read = async (minutes: number) => {
          const response = await fetch(`${server.origin}/testing/clock`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ advance_minutes: minutes }),
          });
          return Date.parse(((await response.json()) as { readonly now: string }).now);
        };
        const now = await read(0);
        await read(Math.ceil((to - now) / 60_000));
      }
    };

    const mailsTo = async (email: string) => {
      const files = (await readdir(mailDirectory).catch(() => [])).filter((file) => file.includes(email));
      return Promise.all(files.map(async (file) => readMime(await readFile(path.join(mailDirectory, file), 'utf8'))));
    };
    const subjectsTo = async (email: string) =>
      (await mailsTo(email)).map((mail) => mail.headers.get('subject') ?? '').sort();

    /** Waits until `ready` holds, checking every quarter second for up to a minute. */
    const until = async (what: string, ready: () => Promise<boolean>) => {
      for (let waited = 0; waited < 60_000; waited += 250) {
        if (await ready()) return;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      // What the scheduler decided and what is still owed, to tell why.
      const state = {
        decided: await database.query('SELECT * FROM scheduled_mails'),
        owed: await database.query(
          'SELECT id, kind, attempts, last_error, available_at FROM notification_outbox WHERE sent_at IS NULL',
        ),
        clocks: await Promise.all(
          servers.map(async (server) =>
            (
              await fetch(`${server.origin}/testing/clock`, {
                method: 'POST',
                headers: { 'content-type': 'application/json' },
                body: '{"advance_minutes":0}',
              })
            ).text(),
          ),
        ),
      };
      throw new Error(`${what} did not happen within a minute: ${JSON.stringify(state).slice(0, 3000)}`);
    };
    const decided = async (bookingId: number, kind: string) =>
      (await database.query(`SELECT 1 FROM scheduled_mails WHERE booking_id = $1 AND kind = $2`, [bookingId, kind]))
        .length > 0;
    const outboxDrained = async () =>
      (await database.query('SELECT 1 FROM notification_outbox WHERE sent_at IS NULL AND failed_at IS NULL')).length ===
      0;

    beforeAll(async () => {
      admin = openPostgresDatabase(adminUrl, { maxConnections: 1 });
      await admin.exec(`CREATE DATABASE ${name}`);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      mailDirectory = await mkdtemp(path.join(tmpdir(), 'reserva-scheduled-mails-'));
      const env = {
        DATABASE_URL: url.toString(),
        REDIS_URL: undefined,
        RESERVA_DEMO_DATA: 'true',
        RESERVA_STAFF_API_KEY: undefined,
        RESERVA_TEST_CLOCK: '1',
        RESERVA_TEST_CLOCK_START: undefined,
        SMTP_URL: undefined,
        RESERVA_MAIL_DIR: mailDirectory,
        RESERVA_MAIL_DISPATCH_INTERVAL: '1',
      };
      // One after the other: the first migrates and seeds the demo data, the second finds them there.
      const first = await spawnServer(env);
      servers = [first, await spawnServer(env)];
      database = openPostgresDatabase(url.toString(), { maxConnections: 2 });
    }, 180_000);

    afterAll(async () => {
      await Promise.all(servers.map((server) => server.stop()));
      await database.close();
      await admin.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.close();
      await rm(mailDirectory, { recursive: true, force: true });
    }, 30_000);

    it('reminds once, invites once, and neither a cancelled booking nor one made inside its window', async () => {
      const [one, two] = servers;
      if (one === undefined || two === undefined) throw new Error('the servers did not start');
      // A weekday at least three days ahead when Camila can take 09:00 and 10:00 (the demo's
      // bookings take some of her hours): 09:00 is reminded; 10:00 is held, then cancelled before
      // its window, and taken again inside it.
      let reminded: Made | null = null;
      let cancelled: Made | null = null;
      let date = '';
      for (let days = 3; days < 30 && cancelled === null; days += 1) {
        date = new Date(Date.now() + days * 86_400_000).toLocaleDateString('en-CA', { timeZone: SANTIAGO });
        reminded = await book(one, santiago(date, '09:00'), `recordada-${run}-${String(days)}@correo.example`);
        if (reminded !== null)
          cancelled = await book(two, santiago(date, '10:00'), `anulada-${run}-${String(days)}@correo.example`);
      }
      if (reminded === null || cancelled === null) throw new Error('no two hours could be booked');
      const cancel = await fetch(`${two.origin}/bookings/cancel_booking`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'api-key': DEMO_STAFF_API_KEY },
        body: JSON.stringify({ confirmation_code: cancelled.code }),
      });
      expect(cancel.status).toBe(200);
      // The confirmations and the cancellation's mail sent before the clocks move: a mail claimed
      // by one server at its time and still being written when the clocks jump a day would look
      // abandoned to the other, whose clock is then past the claim's lease, and be sent twice.
      await until('the confirmations and the cancellation mailed', outboxDrained);

      // 22½ hours before the 09:00 booking: its reminder is due, and 10:00, booked now, is 23½ hours
      // away — inside its window.
      await moveClocksTo(reminded.start - 22.5 * HOUR_MS);
      const inside = await book(one, santiago(date, '10:00'), `dentro-${run}@correo.example`);
      if (inside === null) throw new Error('the cancelled hour could not be booked again');
      await until(
        'the reminder and the decision on the booking made inside its window',
        async () =>
          (await decided(reminded.id, 'reminder')) && (await decided(inside.id, 'reminder')) && (await outboxDrained()),
      );
      // Subjects name the company and the booking's day and hour (docs/adr/0066).
      expect(await subjectsTo(reminded.email)).toEqual([
        expect.stringMatching(/^Salón Aurora: recordatorio de tu reserva del \S+ \d+ \S+, \d\d:\d\d$/),
        expect.stringMatching(/^Salón Aurora: tu reserva del \S+ \d+ \S+, \d\d:\d\d$/),
      ]);
      expect(await subjectsTo(cancelled.email)).toEqual([
        expect.stringMatching(/^Salón Aurora: tu reserva del .+, \d\d:\d\d$/),
        expect.stringMatching(/^Salón Aurora: tu reserva del .+ fue anulada$/),
      ]);
      expect(await subjectsTo(inside.email)).toEqual([expect.stringMatching(/^Salón Aurora: tu reserva del /)]);
      // The reminder carries the links its booking still allows: confirm attendance, change, cancel.
      const [reminder] = (await mailsTo(reminded.email)).filter((mail) =>
        (mail.headers.get('subject') ?? '').includes('recordatorio'),
      );
      const reminderText = reminder?.parts.find((part) => part.contentType.startsWith('text/plain'))?.body ?? '';
      for (const page of ['view', 'confirm', 'edit', 'cancel'])
        expect(reminderText, `the reminder links to its ${page} page`).toMatch(
          new RegExp(`/cl/bookings/${page}/[A-Za-z0-9_-]+`),
        );

      // Past the 09:00 booking's end (09:45) and two hours more: its review invitation is due.
      await moveClocksTo(reminded.start + 3 * HOUR_MS);
      await until(
        'the review invitation',
        async () => (await decided(reminded.id, 'review_invitation')) && (await outboxDrained()),
      );
      const invitations = (await mailsTo(reminded.email)).filter(
        (mail) => mail.headers.get('subject') === 'Salón Aurora: ¿cómo fue tu visita?',
      );
      expect(invitations).toHaveLength(1);
      const text = invitations[0]?.parts.find((part) => part.contentType.startsWith('text/plain'))?.body ?? '';
      const link = /Escribir mi reseña: (\S+)/.exec(text)?.[1] ?? '';
      // At either server's own origin, whichever dispatched it (no RESERVA_PUBLIC_URL here).
      expect(servers.some((server) => link.startsWith(`${server.origin}/cl/reviews/`))).toBe(true);
      // The code the link carries fills the review: the reviews service knows it.
      const code = link.split('/').pop() ?? '';
      const check = await fetch(`${one.origin}/reviews/check_review/${code}`);
      expect(check.status).toBe(200);
      // Nothing more went to the reminded client, and the cancelled booking was invited to nothing.
      expect((await subjectsTo(reminded.email)).length).toBe(3);
      expect(await subjectsTo(cancelled.email)).toHaveLength(2);
    }, 240_000);
  },
);
