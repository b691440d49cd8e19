import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Instant } from '#domain/calendar/instant';
import { DEMO_CLIENT, DEMO_PASSWORD } from '../persistence/demo/demo-accounts-and-reviews';
import { DEMO_COMPANY, DEMO_LOCATION, DEMO_PROVIDER, DEMO_SERVICE } from '../persistence/demo/demo-ids';
import { seededDatabase } from '../persistence/demo/demo-databases.test-support';
import { readBack } from '../persistence/read-back.test-support';
import { testEngines, type TestDatabase } from '../persistence/test-databases.test-support';
import { requester, sessionFrom, type Schemas } from './account-endpoints.test-support';
import { bookingClient, bookingItem, createBookingBody } from './booking-requests.test-support';
import { seededTestServer, type TestServer } from './test-server.test-support';

// A company whose plans and memberships only their signed-in owner spends (issue 34; docs/adr/0124),
// through the Hono app, the use cases and the SQL adapters, on PGlite and PostgreSQL. The clinic
// turns the setting on, and its patient Ana Pérez — whose demo account's verified email is her
// record's — holds a plan of cleanings. Typing her RUT signed out, or signed in to another account,
// quotes and books at the normal price and reveals nothing; signed in as Ana, the plan pays.

/** Tuesday 2026-12-01, 08:00 in Santiago: the demo's today. */
const NOW = Date.parse('2026-12-01T11:00:00Z') as Instant;

/** Ana as the clinic's client form sends her: her RUT names her record (the clinic identifies its patients by it). */
const ana = (email = 'ana.perez@correo.example') =>
  bookingClient({
    first_name: 'Ana',
    last_name: 'Pérez',
    email,
    phone: '+56987654321',
    identification_number: '15.555.555-6',
    birth_day: 12,
    birth_month: 4,
    birth_year: 1990,
    custom_prevision: 'Fonasa',
  });
/** Someone the clinic knows, with no plan. */
const rosaWithoutPlan = () =>
  bookingClient({
    first_name: 'Rosa',
    last_name: 'Díaz',
    email: 'rosa.diaz@correo.example',
    phone: '+56911112222',
    identification_number: '12.345.678-5',
    birth_day: 1,
    birth_month: 2,
    birth_year: 1980,
    custom_prevision: 'Fonasa',
  });

/** A dental cleaning with Paula at Ñuñoa on a December day at `hour`, maybe paid by `membership`. */
const cleaning = (day: string, hour: string, membership: number | null = null) =>
  bookingItem({
    service_id: DEMO_SERVICE.dentalCleaning,
    price: 35000,
    start: `2026-12-${day}T${hour}:00-03:00`,
    end: `2026-12-${day}T${hour.replace(':00', ':45')}:00-03:00`,
    provider_id: DEMO_PROVIDER.paula,
    payment_membership_id: membership,
  });

const engines = await testEngines();

describe.each(engines)('plans spent only by their signed-in owner, on $name', (engine) => {
  describe.skipIf(engine.unavailable !== undefined)(`on ${engine.name}`, () => {
    let handle: TestDatabase;
    let server: TestServer;
    let plan: number;
    const api = requester(() => server);
    const signIn = async (email: string) =>
      sessionFrom(await api.post('/users/sign_in', { user: { email, password: DEMO_PASSWORD } }));
    const usesLeft = async () =>
      (
        await readBack(handle.database).query<{ uses_left: number }>(
          'SELECT uses_left FROM memberships WHERE id = $1',
          [plan],
        )
      )[0]?.uses_left;
    const check = async (client: Schemas['ClientPayload'], session?: string, hour = '09:00') => {
      const { recaptcha_token: _token, ...body } = createBookingBody({
        location_id: DEMO_LOCATION.nunoa,
        client,
        bookings: [cleaning('02', hour)],
      });
      const response = await api.post('/bookings/check_bookings', { ...body, booking_group: null }, session);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      const checked = response.body as Schemas['CheckBookingsResponse'];
      // The hour is free, so a plan that may pay would be listed.
      expect(checked.bookings_data.available).toHaveLength(1);
      return checked.bookings_membership;
    };
    const book = (client: Schemas['ClientPayload'], item: Schemas['BookingRequestItem'], session?: string) =>
      api.post('/bookings', createBookingBody({ location_id: DEMO_LOCATION.nunoa, client, bookings: [item] }), session);
    const setting = (on: boolean) =>
      readBack(handle.database).query('UPDATE companies SET plans_for_signed_in_owner = $1 WHERE id = $2', [
        on,
        DEMO_COMPANY.clinic,
      ]);

    beforeAll(async () => {
      handle = await seededDatabase(engine);
      server = await seededTestServer({ database: handle.database, clock: { now: () => NOW } });
      await setting(true);
      const [row] = await readBack(handle.database).query<{ id: number }>(
        `INSERT INTO memberships (company_id, client_id, name, uses_left, valid_from, valid_until)
         VALUES ($1, $2, 'Plan limpiezas de Ana', 3, '2026-11-01', '2027-11-01') RETURNING id`,
        [DEMO_COMPANY.clinic, DEMO_CLIENT.ana],
      );
      plan = row?.id ?? 0;
      await readBack(handle.database).query(
        'INSERT INTO membership_services (membership_id, service_id) VALUES ($1, $2)',
        [plan, DEMO_SERVICE.dentalCleaning],
      );
    }, 120_000);

    afterAll(async () => {
      await handle.dispose();
    });

    it('answers the setting on the company’s booking info', async () => {
      const info = await api.get('/companies/booking_info?website=clinica-sonrisa');
      expect((info.body as Schemas['CompanyBookingInfo']).plans_for_signed_in_owner).toBe(true);
      const other = await api.get('/companies/booking_info?website=barberia-portena');
      expect((other.body as Schemas['CompanyBookingInfo']).plans_for_signed_in_owner).toBe(false);
    });

    it('signed out with the owner’s RUT: lists no plan — the same answer as for a patient with none — and books at the normal price', async () => {
      const anonymous = await check(ana());
      expect(anonymous).toEqual({ available: [], unavailable: [{ service_id: DEMO_SERVICE.dentalCleaning }] });
      expect(await check(rosaWithoutPlan())).toEqual(anonymous);
      // Naming the plan is refused as any membership that is not the client's, and spends nothing.
      const spending = await book(ana(), cleaning('02', '09:00', plan));
      expect(spending.status).toBe(422);
      expect((spending.body as Schemas['Error']).attributes).toEqual([
        { field: 'bookings[0].payment_membership_id', messages: ['does not pay for this booking'] },
      ]);
      const notTheirs = await book(rosaWithoutPlan(), cleaning('02', '09:00', plan));
      expect(notTheirs.body).toEqual(spending.body);
      const booked = await book(ana(), cleaning('02', '09:00'));
      expect(booked.status, JSON.stringify(booked.body)).toBe(201);
      const [charged] = await readBack(handle.database).query<{
        price: string | null;
        payment_membership_id: number | null;
      }>('SELECT price::text AS price, payment_membership_id FROM bookings WHERE id = $1', [
        (booked.body as Schemas['CreateBookingResponse']).booking.id,
      ]);
      expect(charged).toEqual({ price: '35000.00', payment_membership_id: null });
      expect(await usesLeft()).toBe(3);
    });

    it('signed in as the owner: lists the plan and spends one use of it', async () => {
      const session = await signIn('ana.perez@correo.example');
      expect(await check(ana(), session, '10:00')).toEqual({
        available: [{ service_id: DEMO_SERVICE.dentalCleaning, payment_membership_id: plan }],
        unavailable: [],
      });
      const booked = await book(ana(), cleaning('02', '10:00', plan), session);
      expect(booked.status, JSON.stringify(booked.body)).toBe(201);
      expect(await usesLeft()).toBe(2);
    });

    it('signed in to another account, or to the owner’s with its email unverified: no plan', async () => {
      const other = await signIn('admin@clinica-sonrisa.example');
      expect((await check(ana(), other, '11:00')).available).toEqual([]);
      expect((await book(ana(), cleaning('02', '11:00', plan), other)).status).toBe(422);
      const owner = await signIn('ana.perez@correo.example');
      const verified = (at: string | null) =>
        readBack(handle.database).query(
          "UPDATE users SET email_verified_at = $1::timestamptz WHERE email = 'ana.perez@correo.example'",
          [at],
        );
      await verified(null);
      try {
        expect((await check(ana(), owner, '11:00')).available).toEqual([]);
      } finally {
        await verified('2026-01-01T00:00:00Z');
      }
      expect(await usesLeft()).toBe(2);
    });

    it('with the setting off, whoever types the RUT spends the plan, as before (docs/adr/0048)', async () => {
      await setting(false);
      try {
        // The server keeps the company's settings until it hears the change (docs/adr/0071): a moment on PostgreSQL.
        let listed: readonly Schemas['CheckBookingsResponse']['bookings_membership']['available'][number][] = [];
        for (let attempt = 0; attempt < 40 && listed.length === 0; attempt += 1) {
          if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 100));
          listed = (await check(ana(), undefined, '11:00')).available;
        }
        expect(listed).toEqual([{ service_id: DEMO_SERVICE.dentalCleaning, payment_membership_id: plan }]);
      } finally {
        await setting(true);
      }
    });
  });
});
