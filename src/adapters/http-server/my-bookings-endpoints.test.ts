import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Instant } from '#domain/calendar/instant';
import { DEMO_PASSWORD, DEMO_USER } from '../persistence/demo/demo-accounts-and-reviews';
import { readBack } from '../persistence/read-back.test-support';
import { DEMO_LOCATION } from '../persistence/demo/demo-ids';
import { DEMO_NOW, requester, sessionFrom, type Schemas } from './account-endpoints.test-support';
import { bookingClient, bookingItem, createBookingBody } from './booking-requests.test-support';
import { expectFailure, seededTestServer, type TestServer } from './test-server.test-support';

// "My bookings" end to end (issue 34; docs/adr/0122): a booking made signed in is tied to the
// account, and GET /users/me/bookings shows it to its owner alone, with the pages it offers.

let server: TestServer;
const api = requester(() => server);
const signIn = async (email: string) =>
  sessionFrom(await api.post('/users/sign_in', { user: { email, password: DEMO_PASSWORD } }));
const myBookings = async (session: string) => {
  const response = await api.get('/users/me/bookings', session);
  expect(response.status).toBe(200);
  return response.body as Schemas['MyBookings'];
};
const book = (session: string | undefined, start: string, email = 'otra.direccion@correo.example') =>
  server.client.request('/bookings', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(session === undefined ? {} : { cookie: `authorization=${session}` }),
    },
    body: JSON.stringify(
      createBookingBody({
        bookings: [bookingItem({ start, end: start.replace(/T(\d\d):00/, (_, hour: string) => `T${hour}:45`) })],
        client: bookingClient({ email }),
      }),
    ),
  });

beforeAll(async () => {
  server = await seededTestServer({ clock: { now: () => DEMO_NOW as Instant } });
}, 60_000);

afterAll(async () => {
  await server.dispose();
});

describe('GET /users/me/bookings (issue 34 My bookings)', () => {
  it('answers 401 AUTH.UNAUTHENTICATED without a session', async () => {
    expectFailure(await api.get('/users/me/bookings'), 401, 'AUTH.UNAUTHENTICATED');
  });

  it('ties a booking made signed in to the account, and shows it upcoming with the pages it offers and its place', async () => {
    const ana = await signIn('ana.perez@correo.example');
    const before = await myBookings(ana);
    const created = await book(ana, '2026-12-03T11:00:00-03:00');
    expect(created.status).toBe(201);
    const [tied] = await readBack(server.database).query<{ user_id: number | null }>(
      'SELECT g.user_id FROM booking_groups g JOIN bookings b ON b.group_id = g.id WHERE b.id = $1',
      [(created.body as Schemas['CreateBookingResponse']).booking.id],
    );
    expect(tied?.user_id).toBe(DEMO_USER.ana);
    const after = await myBookings(ana);
    expect(after.upcoming).toHaveLength(before.upcoming.length + 1);
    const mine = after.upcoming.find((booking) => booking.start === '2026-12-03T11:00:00-03:00');
    expect(mine).toMatchObject({
      status: 'confirmed',
      location: { id: DEMO_LOCATION.providencia, country_code: 'cl' },
      book_again_path: `/cl/sucursal/${String(DEMO_LOCATION.providencia)}`,
      price: 18000,
      plan_name: null,
    });
    expect(mine?.actions.map((action) => action.kind)).toEqual(['view', 'confirm', 'change', 'cancel']);
    expect(mine?.actions[0]?.path).toMatch(/^\/cl\/bookings\/view\/[A-Za-z0-9_-]+$/);
  });

  it('cancels through the code its cancel page carries, and then offers no page but booking again', async () => {
    const ana = await signIn('ana.perez@correo.example');
    await book(ana, '2026-12-04T12:00:00-03:00');
    const mine = (await myBookings(ana)).upcoming.find((booking) => booking.start === '2026-12-04T12:00:00-03:00');
    const cancelPath = mine?.actions.find((action) => action.kind === 'cancel')?.path ?? '';
    const code = decodeURIComponent(cancelPath.split('/').pop() ?? '');
    expect((await api.post('/bookings/cancel_booking', { confirmation_code: code })).status).toBe(200);
    const cancelled = (await myBookings(ana)).upcoming.find((booking) => booking.id === mine?.id);
    expect(cancelled).toMatchObject({ status: 'cancelled', actions: [] });
  });

  it('shows nobody else the booking, nor its code', async () => {
    const ana = await signIn('ana.perez@correo.example');
    await book(ana, '2026-12-05T10:00:00-03:00');
    const admin = await signIn('admin@salon-aurora.example');
    const theirs = await myBookings(admin);
    expect([...theirs.upcoming, ...theirs.past].some((b) => b.start === '2026-12-05T10:00:00-03:00')).toBe(false);
  });

  it('claims a booking made signed out with the account’s email only once the email is verified', async () => {
    await book(undefined, '2026-12-07T10:00:00-03:00', 'admin@salon-aurora.example');
    const admin = await signIn('admin@salon-aurora.example');
    const unverify = (verifiedAt: string | null) =>
      readBack(server.database).query(
        "UPDATE users SET email_verified_at = $1::timestamptz WHERE lower(email) = 'admin@salon-aurora.example'",
        [verifiedAt],
      );
    await unverify(null);
    try {
      const theirs = await myBookings(admin);
      expect(theirs.upcoming.some((b) => b.start === '2026-12-07T10:00:00-03:00')).toBe(false);
    } finally {
      await unverify('2026-11-01T00:00:00Z');
    }
    // Once verified, the booking made with that email is the account's.
    const verified = await myBookings(admin);
    expect(verified.upcoming.some((b) => b.start === '2026-12-07T10:00:00-03:00')).toBe(true);
  });
});

describe('GET and PATCH /users/me (issue 34 My details)', () => {
  it('answers 401 AUTH.UNAUTHENTICATED without a session', async () => {
    expectFailure(await api.get('/users/me'), 401, 'AUTH.UNAUTHENTICATED');
    expectFailure(await api.patch('/users/me', { first_name: 'A', last_name: 'B' }), 401, 'AUTH.UNAUTHENTICATED');
  });

  it('reads the client’s details, and keeps the changed ones trimmed, clearing a blank phone', async () => {
    const ana = await signIn('ana.perez@correo.example');
    expect((await api.get('/users/me', ana)).body).toEqual({
      first_name: 'Ana',
      last_name: 'Pérez',
      phone: '+56 9 8765 4321',
      identification_number: '15.555.555-6',
      language: null,
    });
    const changed = await api.patch(
      '/users/me',
      { first_name: ' Ana María ', last_name: 'Pérez', phone: '', identification_number: 'AB123456', language: 'en' },
      ana,
    );
    expect(changed.status).toBe(200);
    const kept = {
      first_name: 'Ana María',
      last_name: 'Pérez',
      phone: null,
      identification_number: 'AB123456',
      language: 'en',
    };
    expect(changed.body).toEqual(kept);
    expect((await api.get('/users/me', ana)).body).toEqual(kept);
  });

  it('names each refused field with 422 REQUEST.INVALID and keeps nothing', async () => {
    const ana = await signIn('ana.perez@correo.example');
    const before = (await api.get('/users/me', ana)).body;
    const refused = await api.patch(
      '/users/me',
      { first_name: ' ', last_name: 'Pérez', phone: '123', identification_number: 'x' },
      ana,
    );
    expect(refused.status).toBe(422);
    expect(((refused.body as Schemas['Error']).attributes ?? []).map((each) => each.field).sort()).toEqual([
      'first_name',
      'identification_number',
      'phone',
    ]);
    expect((await api.get('/users/me', ana)).body).toEqual(before);
  });
});

describe('DELETE /users/me (issue 34 My details: deleting the account)', () => {
  it('answers 401 AUTH.UNAUTHENTICATED without a session', async () => {
    expectFailure(await api.delete('/users/me'), 401, 'AUTH.UNAUTHENTICATED');
  });

  it('refuses an account that works for a company with 403 AUTH.FORBIDDEN, erasing nothing', async () => {
    const admin = await signIn('admin@salon-aurora.example');
    expectFailure(await api.delete('/users/me', admin), 403, 'AUTH.FORBIDDEN');
    expect((await api.get('/users/me/bookings', admin)).status).toBe(200);
  });

  it('erases a client’s account and sessions, keeping the bookings for the business with the details they were made with', async () => {
    const ana = await signIn('ana.perez@correo.example');
    const created = await book(ana, '2026-12-09T10:00:00-03:00', 'ana.otra@correo.example');
    const bookingId = (created.body as Schemas['CreateBookingResponse']).booking.id;

    const deleted = await api.delete('/users/me', ana);
    expect(deleted.status).toBe(204);
    expect(deleted.headers.get('set-cookie')).toMatch(/^authorization=;/);
    expectFailure(await api.get('/users/me/bookings', ana), 401, 'AUTH.UNAUTHENTICATED');
    expectFailure(
      await api.post('/users/sign_in', { user: { email: 'ana.perez@correo.example', password: DEMO_PASSWORD } }),
      401,
      'AUTH.BAD_CREDENTIALS',
    );
    const [kept] = await readBack(server.database).query<{ user_id: number | null; client_email: string }>(
      'SELECT g.user_id, g.client_email FROM booking_groups g JOIN bookings b ON b.group_id = g.id WHERE b.id = $1',
      [bookingId],
    );
    expect(kept).toEqual({ user_id: null, client_email: 'ana.otra@correo.example' });
  });
});
