import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dispatchNotifications } from '#application/notification/dispatch-notifications';
import type { Instant } from '#domain/calendar/instant';
import type { components } from '../http/booking-api.generated';
import { fileMailSender } from '../mail/nodemailer-mail-senders';
import { readMime } from '../mail/mime-reader.test-support';
import { DEMO_STAFF_API_KEY } from '../persistence/demo/demo-bookings';
import { DEMO_LOCATION } from '../persistence/demo/demo-ids';
import { seededDatabase } from '../persistence/demo/demo-databases.test-support';
import { sqlNotificationOutbox } from '../persistence/sql-outbox';
import { testEngines, type TestDatabase } from '../persistence/test-databases.test-support';
import type { CheckedResponse } from './contract-checked-client.test-support';
import { bookingClient, bookingItem, createBookingBody } from './booking-requests.test-support';
import { seededTestServer, type TestServer } from './test-server.test-support';
import { reactMailRenderer } from '../mail/react-mail-renderer';
import { readBack } from '../persistence/read-back.test-support';
import { aesGcmCodeSealer, aesGcmGiftCardCodeSealer, DEV_LINK_KEY } from '../security/aes-gcm-code-sealer';
import { dispatchMailWords } from '#i18n/dispatch-mail-words';

// Booking under another person's identity (issue 15 item 1; docs/adr/0048). Sofía books; then
// Ana books with her own email but Sofía's phone, and Carla with Sofía's email but her own name
// and phone. Each booking carries what its booker typed — in the summary behind its link (email
// and phone masked), the staff's list and the confirmation mail (.eml) — and is filed under a
// client record of its own: an email or a phone never makes someone else's record theirs. Through
// the Hono app and the SQL adapters, on PGlite and on PostgreSQL.

type Schemas = components['schemas'];

/** Tuesday 2026-12-01, 08:00 in Santiago: the demo's today. */
const NOW = Date.parse('2026-12-01T11:00:00Z') as Instant;

const SOFIA = { first_name: 'Sofía', last_name: 'Ríos', email: 'sofia.rios@correo.example', phone: '+56 9 8765 4321' };
const ANA = { first_name: 'Ana', last_name: 'Pérez', email: 'ana.perez@correo.example', phone: SOFIA.phone };
const CARLA = { first_name: 'Carla', last_name: 'Soto', email: SOFIA.email, phone: '+56 9 1111 2222' };

/** A women's cut at Providencia on Wednesday 2026-12-02 at `hour`, for `client`, who typed no id number. */
const bookingOf = (client: typeof SOFIA, hour: string) =>
  createBookingBody({
    bookings: [
      bookingItem({ start: `2026-12-02T${hour}:00-03:00`, end: `2026-12-02T${hour.replace(':00', ':45')}:00-03:00` }),
    ],
    client: bookingClient({ ...client, identification_number: null }),
  });

const engines = await testEngines();

describe.each(engines)('a booking with another client’s phone or email, on $name', (engine) => {
  describe.skipIf(engine.unavailable !== undefined)(`on ${engine.name}`, () => {
    let handle: TestDatabase;
    let server: TestServer;
    let mailDirectory: string;
    const made = new Map<string, Schemas['CreateBookingResponse']>();

    beforeAll(async () => {
      handle = await seededDatabase(engine);
      // The clients' mails only; the business's (ADR 0067) are sql-business-notices.test.ts's.
      await handle.database.query('UPDATE companies SET notify_business = false');
      server = await seededTestServer({ database: handle.database, clock: { now: () => NOW } });
      mailDirectory = await mkdtemp(path.join(tmpdir(), 'reserva-identity-mail-'));
      for (const [name, client, hour] of [
        ['Sofía', SOFIA, '10:00'],
        ['Ana', ANA, '12:00'],
        ['Carla', CARLA, '14:00'],
      ] as const) {
        const response = await server.client.request('/bookings', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(bookingOf(client, hour)),
        });
        expect(response.status, `${name}'s booking`).toBe(201);
        made.set(name, response.body as Schemas['CreateBookingResponse']);
      }
    }, 120_000);

    afterAll(async () => {
      await rm(mailDirectory, { recursive: true, force: true });
      await handle.dispose();
    });

    const bookingOfName = (name: string) => {
      const booking = made.get(name);
      if (booking === undefined) throw new Error(`${name} booked nothing`);
      return booking;
    };

    const summaryOf = async (name: string): Promise<CheckedResponse> => {
      const { booking } = bookingOfName(name);
      return server.client.get(`/bookings/${String(booking.id)}/${booking.access_token}`);
    };

    it('shows behind each booking’s link the name its booker typed, and their email and phone masked', async () => {
      const shown = await Promise.all(
        ['Sofía', 'Ana', 'Carla'].map(async (name) => {
          const response = await summaryOf(name);
          expect(response.status).toBe(200);
          const summary = response.body as Schemas['BookingSummary'];
          return [summary.client_full_name, summary.client_email, summary.client_phone];
        }),
      );
      expect(shown).toEqual([
        ['Sofía Ríos', 'so***@correo.example', '+56 9 **** 4321'],
        ['Ana Pérez', 'an***@correo.example', '+56 9 **** 4321'],
        ['Carla Soto', 'so***@correo.example', '+56 9 **** 2222'],
      ]);
    });

    it('files each booking under a client record of its own, holding what its booker typed', async () => {
      const filed = await readBack(server.database).query<{
        trx_id: string;
        client_id: number;
        first_name: string;
        email: string | null;
        phone: string | null;
      }>(
        `SELECT g.trx_id, g.client_id, cl.first_name, cl.email, cl.phone FROM booking_groups g JOIN clients cl ON cl.id = g.client_id
         WHERE g.trx_id = ANY($1::text[])`,
        [['Sofía', 'Ana', 'Carla'].map((name) => bookingOfName(name).booking.trx_id)],
      );
      const byName = (name: string) => filed.find((row) => row.trx_id === bookingOfName(name).booking.trx_id);
      expect(
        ['Sofía', 'Ana', 'Carla'].map((name) => [byName(name)?.first_name, byName(name)?.email, byName(name)?.phone]),
      ).toEqual([
        ['Sofía', SOFIA.email, SOFIA.phone],
        ['Ana', ANA.email, ANA.phone],
        ['Carla', CARLA.email, CARLA.phone],
      ]);
      expect(new Set(filed.map((row) => row.client_id)).size).toBe(3);
    });

    it('lists each booking for the staff with what its booker typed, whole', async () => {
      const response = await server.client.get(
        `/bookings?location_id=${String(DEMO_LOCATION.providencia)}&date=2026-12-02`,
        { 'api-key': DEMO_STAFF_API_KEY },
      );
      expect(response.status).toBe(200);
      const day = response.body as Schemas['StaffBookingListItem'][];
      const listed = (name: string) => day.find((booking) => booking.trx_id === bookingOfName(name).booking.trx_id);
      expect(
        ['Sofía', 'Ana', 'Carla'].map((name) => [
          listed(name)?.client_full_name,
          listed(name)?.client_email,
          listed(name)?.client_phone,
        ]),
      ).toEqual([
        ['Sofía Ríos', SOFIA.email, SOFIA.phone],
        ['Ana Pérez', ANA.email, ANA.phone],
        ['Carla Soto', CARLA.email, CARLA.phone],
      ]);
    });

    it('mails each confirmation to the email its booker typed, greeting them by the name they typed and naming nobody else', async () => {
      const dispatch = dispatchNotifications(
        {
          notificationOutbox: sqlNotificationOutbox(server.database),
          mailSender: fileMailSender({ directory: mailDirectory, from: 'reservas@reserva.example' }),
          mailRenderer: reactMailRenderer,
          clock: { now: () => NOW },
          codeSealer: aesGcmCodeSealer(DEV_LINK_KEY),
          giftCardCodeSealer: aesGcmGiftCardCodeSealer(DEV_LINK_KEY),
        },
        {
          calendarOwner: { email: 'reservas@reserva.example' },
          storefrontOrigin: () => 'https://reservas.example',
          ...dispatchMailWords,
        },
      );
      expect((await dispatch())._unsafeUnwrap()).toEqual({ sent: 3, retried: 0, givenUp: 0 });
      const mails = await Promise.all(
        (await readdir(mailDirectory)).map(async (file) =>
          readMime(await readFile(path.join(mailDirectory, file), 'utf8')),
        ),
      );
      const read = mails.map((mail) => {
        const html = mail.parts.find((part) => part.contentType.startsWith('text/html'))?.body ?? '';
        const greeting = /Hola ([^:<]+):/.exec(html)?.[1];
        const others = ['Sofía', 'Ana', 'Carla'].filter(
          (name) => name !== greeting?.split(' ')[0] && html.includes(name),
        );
        return { to: mail.headers.get('to'), greeting, others };
      });
      expect(read.sort((a, b) => (a.greeting ?? '').localeCompare(b.greeting ?? ''))).toEqual([
        { to: `Ana Pérez <${ANA.email}>`, greeting: 'Ana Pérez', others: [] },
        { to: `Carla Soto <${CARLA.email}>`, greeting: 'Carla Soto', others: [] },
        { to: `Sofía Ríos <${SOFIA.email}>`, greeting: 'Sofía Ríos', others: [] },
      ]);
    });
  });
});
