import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inMemoryOAuthVerifier } from '#application/account/in-memory-accounts.test-support';
import type { Instant } from '#domain/calendar/instant';
import { DEMO_PASSWORD, DEMO_USER, DEMO_USER_CODE } from '../persistence/demo/demo-accounts-and-reviews';
import { DEMO_COMPANY } from '../persistence/demo/demo-ids';
import { googleIdTokenVerifier } from '../security/google-id-token-verifier';
import { DEMO_NOW, requester, sessionFrom, type Schemas } from './account-endpoints.test-support';
import { expectFailure, seededTestServer, unchanged, type TestServer } from './test-server.test-support';
import { readBack } from '../persistence/read-back.test-support';

// The account calls end to end (issue 3 Auth; storefront §4 Login, §6, §7; ADR 0014, ADR 0019):
// through the Hono app, the use cases and the SQL adapters on a PGlite holding the demo data, every
// response checked against the contract.

let server: TestServer;
const api = requester(() => server);
const signIn = (email: string, password: string) => api.post('/users/sign_in', { user: { email, password } });

beforeAll(async () => {
  server = await seededTestServer({
    clock: { now: () => DEMO_NOW as Instant },
    oauthVerifier: inMemoryOAuthVerifier({
      'google-token-ana': {
        subject: 'google-ana',
        email: 'ana.perez@correo.example',
        emailVerified: true,
        firstName: 'Ana',
        lastName: 'Pérez',
      },
      'google-token-new': {
        subject: 'google-new',
        email: 'nueva@correo.example',
        emailVerified: true,
        firstName: 'Nueva',
        lastName: 'Clienta',
      },
    }),
  });
}, 60_000);

afterAll(async () => {
  await server.dispose();
});

describe('POST /users/sign_in (storefront §4 Login)', () => {
  it('signs the administrator in, answering the user and setting the HttpOnly, Secure, SameSite=Lax cookie for 5000 days', async () => {
    const response = await signIn('admin@salon-aurora.example', DEMO_PASSWORD);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: DEMO_USER.salonAdmin,
      role_id: 2,
      company_id: DEMO_COMPANY.salon,
      first_name: 'Carolina',
    });
    const [session, ...others] = response.headers.getSetCookie();
    expect(session).toMatch(
      /^authorization=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; Secure; SameSite=Lax; Max-Age=432000000$/,
    );
    // The session cookie alone, as the contract says: the next storefront page sets its companion (docs/adr/0130, Amendment).
    expect(others).toEqual([]);
  });

  it('answers a wrong password and an unknown email with the same 401 AUTH.BAD_CREDENTIALS, setting no cookie', async () => {
    const wrong = await signIn('admin@salon-aurora.example', 'no-es-la-clave');
    const unknown = await signIn('nadie@correo.example', DEMO_PASSWORD);
    expectFailure(wrong, 401, 'AUTH.BAD_CREDENTIALS');
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.body).toEqual({ error: 'Invalid email or password.', code: 'AUTH.BAD_CREDENTIALS' });
    expect([wrong.headers.get('set-cookie'), unknown.headers.get('set-cookie')]).toEqual([null, null]);
  });

  it('says so in Spanish when Spanish is preferred', async () => {
    const response = await api.post('/users/sign_in', {
      user: { email: 'nadie@correo.example', password: DEMO_PASSWORD },
    });
    expect(response.status).toBe(401);
    const spanish = await server.client.request('/users/sign_in', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'es-CL' },
      body: JSON.stringify({ user: { email: 'nadie@correo.example', password: DEMO_PASSWORD } }),
    });
    expect((spanish.body as Schemas['Error']).error).toBe('Correo o contraseña inválidos.');
  });

  it('refuses a malformed body with 400 and a short password or bad email with 422, naming each field, changing nothing', async () => {
    await unchanged(server, async () => {
      expectFailure(
        await api.post('/users/sign_in', { email: 'a@b.cl', password: DEMO_PASSWORD }),
        400,
        'REQUEST.UNDECODABLE',
        'user',
      );
      expectFailure(
        await api.post('/users/sign_in', { user: { email: 'a@b.cl' } }),
        400,
        'REQUEST.UNDECODABLE',
        'user.password',
      );
      expectFailure(
        await api.post('/users/sign_in', { user: { email: 'a@b.cl', password: DEMO_PASSWORD, remember: true } }),
        400,
        'REQUEST.UNDECODABLE',
        'user.remember',
      );
      expectFailure(await signIn('admin@salon-aurora.example', 'corta'), 422, 'REQUEST.INVALID', 'user.password');
      expectFailure(await signIn('no-es-correo', DEMO_PASSWORD), 422, 'REQUEST.INVALID', 'user.email');
    });
  });
});

describe('the session (ADR 0014 Sessions; storefront §7 get_user, DELETE users/sign_out)', () => {
  it('reads the signed-in user with the cookie, and 401 AUTH.UNAUTHENTICATED without it or with an invented one', async () => {
    const session = sessionFrom(await signIn('ana.perez@correo.example', DEMO_PASSWORD));
    const me = await api.get('/api/views/admin/v1/users/get_user', session);
    expect(me.status).toBe(200);
    expect(me.body).toEqual({
      id: DEMO_USER.ana,
      email: 'ana.perez@correo.example',
      first_name: 'Ana',
      last_name: 'Pérez',
      phone: '+56 9 8765 4321',
      second_phone: null,
      identification_number: '15.555.555-6',
      address: 'Los Leones 123, Providencia',
      birth_date: '1990-04-12',
      city: 'Santiago',
      district: 'Providencia',
      gender: 1,
      role_id: 1,
      company_id: null,
      email_verified: true,
    } satisfies Schemas['User']);
    expectFailure(await api.get('/api/views/admin/v1/users/get_user'), 401, 'AUTH.UNAUTHENTICATED');
    expectFailure(await api.get('/api/views/admin/v1/users/get_user', 'invented-token'), 401, 'AUTH.UNAUTHENTICATED');
  });

  it('clears both cookies on a 401 for a session it does not know, and the companion alone when it comes without one (docs/adr/0130, Amendment)', async () => {
    const unknown = await api.get('/api/views/admin/v1/users/get_user', 'invented-token');
    expectFailure(unknown, 401, 'AUTH.UNAUTHENTICATED');
    expect(unknown.headers.getSetCookie()).toEqual([
      'authorization=; Path=/; HttpOnly; Secure; SameSite=Lax; Max-Age=0',
      'reserva_session=; Path=/; Secure; SameSite=Lax; Max-Age=0',
    ]);
    const hintAlone = await api.get('/api/views/admin/v1/users/get_user', undefined, { cookie: 'reserva_session=1' });
    expectFailure(hintAlone, 401, 'AUTH.UNAUTHENTICATED');
    expect(hintAlone.headers.getSetCookie()).toEqual(['reserva_session=; Path=/; Secure; SameSite=Lax; Max-Age=0']);
    // Without either cookie the 401 sets none; a session it knows answers 200 and sets none.
    expect((await api.get('/api/views/admin/v1/users/get_user')).headers.getSetCookie()).toEqual([]);
    const session = sessionFrom(await signIn('ana.perez@correo.example', DEMO_PASSWORD));
    const me = await api.get('/api/views/admin/v1/users/get_user', session);
    expect(me.status).toBe(200);
    expect(me.headers.getSetCookie()).toEqual([]);
  });

  it('signs out with 204, clearing the cookie and ending the session on the server, so a copied cookie no longer works', async () => {
    const session = sessionFrom(await signIn('ana.perez@correo.example', DEMO_PASSWORD));
    const openSessions = async () =>
      (
        await readBack(server.database).query<{ n: number }>(
          'SELECT count(*)::integer AS n FROM user_sessions WHERE user_id = $1',
          [DEMO_USER.ana],
        )
      )[0]?.n;
    const before = await openSessions();
    const out = await api.delete('/users/sign_out', session);
    expect(out.status).toBe(204);
    expect(out.headers.getSetCookie()).toEqual(['authorization=; Path=/; HttpOnly; Secure; SameSite=Lax; Max-Age=0']);
    expectFailure(await api.get('/api/views/admin/v1/users/get_user', session), 401, 'AUTH.UNAUTHENTICATED');
    expect(await openSessions()).toBe((before ?? 0) - 1);
  });

  it('signs out without a session too, with 204, changing nothing', async () => {
    await unchanged(server, async () => {
      expect((await api.delete('/users/sign_out')).status).toBe(204);
    });
  });
});

describe('POST /users/oauth (storefront §4 Google login; ADR 0019)', () => {
  it('signs in the user whose email Google verified, setting the session cookie', async () => {
    const response = await api.post('/users/oauth', { device: 'google', access_token: 'google-token-ana' });
    expect(response.status).toBe(200);
    expect((response.body as Schemas['User']).id).toBe(DEMO_USER.ana);
    const me = await api.get('/api/views/admin/v1/users/get_user', sessionFrom(response));
    expect((me.body as Schemas['User']).id).toBe(DEMO_USER.ana);
  });

  it('creates a client account for a Google user nobody knows', async () => {
    const response = await api.post('/users/oauth', { device: 'google', access_token: 'google-token-new' });
    expect(response.body).toMatchObject({
      email: 'nueva@correo.example',
      first_name: 'Nueva',
      role_id: 1,
      company_id: null,
    });
  });

  it('answers a token Google rejects with 401 AUTH.BAD_CREDENTIALS, and a device it does not know with 400, changing nothing', async () => {
    await unchanged(server, async () => {
      expectFailure(
        await api.post('/users/oauth', { device: 'google', access_token: 'forged' }),
        401,
        'AUTH.BAD_CREDENTIALS',
      );
      expectFailure(
        await api.post('/users/oauth', { device: 'facebook', access_token: 'x' }),
        400,
        'REQUEST.UNDECODABLE',
        'device',
      );
      expectFailure(
        await api.post('/users/oauth', { device: 'google', access_token: '' }),
        422,
        'REQUEST.INVALID',
        'access_token',
      );
    });
  });

  it('answers 503 AUTH.OAUTH_NOT_CONFIGURED on a server not given Google’s credentials', async () => {
    const unconfigured = await seededTestServer();
    try {
      const response = await unconfigured.client.request('/users/oauth', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ device: 'google', access_token: 'anything' }),
      });
      expect(response.status).toBe(503);
      expect(response.body).toEqual({
        error: 'Signing in with this provider is not available on this server.',
        code: 'AUTH.OAUTH_NOT_CONFIGURED',
      });
    } finally {
      await unconfigured.dispose();
    }
  });

  it('signs in with a Google ID token through the real verifier: Google played by a key pair made here (ADR 0039)', async () => {
    const clientId = '1234-reserva.apps.googleusercontent.com';
    const clock = { now: () => DEMO_NOW as Instant };
    const google = await generateKeyPair('RS256');
    const keys = createLocalJWKSet({ keys: [{ ...(await exportJWK(google.publicKey)), kid: 'k1', alg: 'RS256' }] });
    const withGoogle = await seededTestServer({
      clock,
      oauthVerifier: googleIdTokenVerifier({ clientIds: [clientId], clock, keys }),
    });
    const token = (audience: string) =>
      new SignJWT({ email: 'ana.perez@correo.example', email_verified: true, given_name: 'Ana', family_name: 'Pérez' })
        .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
        .setIssuer('https://accounts.google.com')
        .setAudience(audience)
        .setSubject('google-ana-real')
        .setIssuedAt(DEMO_NOW / 1000)
        .setExpirationTime(DEMO_NOW / 1000 + 3600)
        .sign(google.privateKey);
    const post = (accessToken: string) =>
      withGoogle.client.request('/users/oauth', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ device: 'google', access_token: accessToken }),
      });
    try {
      const signedIn = await post(await token(clientId));
      expect(signedIn.status).toBe(200);
      expect(signedIn.body).toMatchObject({ email: 'ana.perez@correo.example', first_name: 'Ana' });
      expect(signedIn.headers.get('set-cookie')).toMatch(/^authorization=/);
      const otherApp = await post(await token('someone-else.apps.googleusercontent.com'));
      expect(otherApp.status).toBe(401);
      expect(otherApp.body).toMatchObject({ code: 'AUTH.BAD_CREDENTIALS' });
      expect(otherApp.headers.get('set-cookie')).toBeNull();
    } finally {
      await withGoogle.dispose();
    }
  });

  it('answers 503 AUTH.OAUTH_UNAVAILABLE when Google cannot be asked about the token, in the client’s language', async () => {
    const cutOff = await seededTestServer({
      oauthVerifier: { verify: () => Promise.resolve({ outcome: 'unavailable' }) },
    });
    try {
      const response = await cutOff.client.request('/users/oauth', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': 'es-CL' },
        body: JSON.stringify({ device: 'google', access_token: 'anything' }),
      });
      expect(response.status).toBe(503);
      expect(response.body).toEqual({
        error: 'No pudimos comunicarnos con el proveedor de inicio de sesión. Inténtalo de nuevo en un momento.',
        code: 'AUTH.OAUTH_UNAVAILABLE',
      });
    } finally {
      await cutOff.dispose();
    }
  });
});

describe('GET /api/views/admin/v1/users/user_with_user_code (ADR 0019 user codes)', () => {
  it('answers the user a personal link’s code names, without a session', async () => {
    const response = await api.get(`/api/views/admin/v1/users/user_with_user_code?user_code=${DEMO_USER_CODE}`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: DEMO_USER.ana,
      first_name: 'Ana',
      identification_number: '15.555.555-6',
    });
  });

  it('answers an unknown code with 404 USER.NOT_FOUND, a missing one with 400 and an over-long one with 422, changing nothing', async () => {
    await unchanged(server, async () => {
      expectFailure(
        await api.get(`/api/views/admin/v1/users/user_with_user_code?user_code=${DEMO_USER_CODE}x`),
        404,
        'USER.NOT_FOUND',
      );
      expectFailure(
        await api.get('/api/views/admin/v1/users/user_with_user_code'),
        400,
        'REQUEST.UNDECODABLE',
        'user_code',
      );
      expectFailure(
        await api.get(`/api/views/admin/v1/users/user_with_user_code?user_code=${'x'.repeat(129)}`),
        422,
        'REQUEST.INVALID',
        'user_code',
      );
    });
  });
});
