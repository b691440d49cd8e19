import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Instant } from '#domain/calendar/instant';
import { DEMO_PASSWORD, DEMO_USER } from '../persistence/demo/demo-accounts-and-reviews';
import { readBack } from '../persistence/read-back.test-support';
import {
  aesGcmAccountLinkSealer,
  aesGcmCodeSealer,
  aesGcmGiftCardCodeSealer,
  DEV_LINK_KEY,
} from '../security/aes-gcm-code-sealer';
import { DEMO_NOW, requester, sessionFrom } from './account-endpoints.test-support';
import { expectFailure, seededTestServer, type TestServer } from './test-server.test-support';
import { dispatchNotifications } from '#application/notification/dispatch-notifications';
import { recordingMailSender } from '#application/notification/recording-mail-sender.test-support';
import { sqlNotificationOutbox } from '../persistence/sql-outbox';
import { reactMailRenderer } from '../mail/react-mail-renderer';
import { dispatchMailWords } from '#i18n/dispatch-mail-words';

// Sign-up with a verified email, a forgotten password and a change of email, end to end (issue 34;
// docs/adr/0121): through the Hono app, the use cases and the SQL adapters on a PGlite holding the
// demo data, every response checked against the contract. The links' secrets are read as the mail
// dispatcher reads them: from the outbox, opened from their seals.

let server: TestServer;
let now = DEMO_NOW;
const api = requester(() => server);
const sealer = aesGcmAccountLinkSealer(DEV_LINK_KEY);
const HOUR = 3_600_000;

beforeAll(async () => {
  server = await seededTestServer({ clock: { now: () => now as Instant } });
}, 60_000);

afterAll(async () => {
  await server.dispose();
});

interface OwedMail {
  readonly mail: string;
  readonly to: string;
  readonly language: string;
  readonly secret: string | null;
}

/** The account mails owed to `to`, oldest first, their secrets opened. */
async function mailsTo(to: string): Promise<readonly OwedMail[]> {
  const rows = await readBack(server.database).query<{
    user_id: number;
    payload: { mail: string; to: string; language: string; sealedSecret: string | null };
  }>(
    "SELECT user_id, payload FROM notification_outbox WHERE kind = 'account_mail' AND payload ->> 'to' = $1 ORDER BY id",
    [to],
  );
  return rows.map(({ user_id, payload }) => ({
    mail: payload.mail,
    to: payload.to,
    language: payload.language,
    secret: payload.sealedSecret === null ? null : sealer.open(Buffer.from(payload.sealedSecret, 'base64url'), user_id),
  }));
}

async function lastSecret(to: string): Promise<string> {
  const secret = (await mailsTo(to)).at(-1)?.secret;
  if (secret === null || secret === undefined) throw new Error(`No link mailed to ${to}`);
  return secret;
}

const signIn = (email: string, password: string) => api.post('/users/sign_in', { user: { email, password } });

describe('POST /users (sign up) and POST /users/email_verification/{token} (issue 34)', () => {
  it('creates an unverified account, mails a link whose POST verifies it and signs in, and refuses the link again', async () => {
    const signedUp = await api.post('/users', {
      user: { email: 'nueva.clienta@correo.example', password: 'secreta-123' },
    });
    expect(signedUp.status).toBe(204);
    expect(signedUp.headers.get('set-cookie')).toBeNull();
    const unverified = await signIn('nueva.clienta@correo.example', 'secreta-123');
    expect(unverified.body).toMatchObject({ email: 'nueva.clienta@correo.example', email_verified: false });
    const [mail] = await mailsTo('nueva.clienta@correo.example');
    expect(mail).toMatchObject({ mail: 'verify_email', language: 'en' });
    const secret = await lastSecret('nueva.clienta@correo.example');
    expect(secret.length).toBeGreaterThanOrEqual(22);
    const verified = await api.post(`/users/email_verification/${secret}`, undefined);
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({ email: 'nueva.clienta@correo.example', email_verified: true });
    const current = await api.get('/api/views/admin/v1/users/get_user', sessionFrom(verified));
    expect(current.body).toMatchObject({ email_verified: true });
    expectFailure(await api.post(`/users/email_verification/${secret}`, undefined), 404, 'ACCOUNT.LINK_UNUSABLE');
  });

  it('answers an email that has an account as a new one, and mails its owner that someone tried', async () => {
    const answer = await api.post('/users', { user: { email: 'ANA.PEREZ@correo.example', password: 'otra-clave-9' } });
    expect(answer.status).toBe(204);
    expect(answer.headers.get('set-cookie')).toBeNull();
    expect((await mailsTo('ana.perez@correo.example')).at(-1)).toMatchObject({
      mail: 'sign_up_attempted',
      secret: null,
    });
    expect((await signIn('ana.perez@correo.example', DEMO_PASSWORD)).status).toBe(200);
    expect((await signIn('ana.perez@correo.example', 'otra-clave-9')).status).toBe(401);
  });

  it('refuses a malformed email and a short password with 422 naming both fields', async () => {
    const refused = await api.post('/users', { user: { email: 'no-es-correo', password: 'corta' } });
    expect(refused.status).toBe(422);
    expect((refused.body as { attributes: { field: string }[] }).attributes.map((each) => each.field)).toEqual([
      'user.email',
      'user.password',
    ]);
  });

  it('refuses an unknown link with the same 404', async () => {
    expectFailure(
      await api.post('/users/email_verification/no-such-link-secret', undefined),
      404,
      'ACCOUNT.LINK_UNUSABLE',
    );
  });
});

describe('POST /users/password_reset and POST /users/password_reset/{token} (issue 34)', () => {
  it('answers an address with and without an account alike, mailing only the one with an account', async () => {
    const known = await api.post('/users/password_reset', { user: { email: 'admin@salon-aurora.example' } });
    const unknown = await api.post('/users/password_reset', { user: { email: 'nadie@correo.example' } });
    expect([known.status, unknown.status]).toEqual([204, 204]);
    expect(known.body).toEqual(unknown.body);
    expect((await mailsTo('admin@salon-aurora.example')).at(-1)?.mail).toBe('reset_password');
    expect(await mailsTo('nadie@correo.example')).toEqual([]);
  });

  it('sets the new password, ends the other sessions, signs this browser in, and refuses the link again', async () => {
    const before = sessionFrom(await signIn('admin@clinica-sonrisa.example', DEMO_PASSWORD));
    await api.post('/users/password_reset', { user: { email: 'admin@clinica-sonrisa.example' } });
    const secret = await lastSecret('admin@clinica-sonrisa.example');
    const reset = await api.post(`/users/password_reset/${secret}`, { user: { password: 'nueva-clave-1' } });
    expect(reset.status).toBe(200);
    expect(reset.body).toMatchObject({ id: DEMO_USER.clinicAdmin });
    expectFailure(await api.get('/api/views/admin/v1/users/get_user', before), 401, 'AUTH.UNAUTHENTICATED');
    expect((await api.get('/api/views/admin/v1/users/get_user', sessionFrom(reset))).status).toBe(200);
    expect((await signIn('admin@clinica-sonrisa.example', DEMO_PASSWORD)).status).toBe(401);
    expect((await signIn('admin@clinica-sonrisa.example', 'nueva-clave-1')).status).toBe(200);
    const again = await api.post(`/users/password_reset/${secret}`, { user: { password: 'otra-clave-2' } });
    expectFailure(again, 404, 'ACCOUNT.LINK_UNUSABLE');
  });

  it('refuses the link an hour after it was mailed', async () => {
    await api.post('/users/password_reset', { user: { email: 'nueva.clienta@correo.example' } });
    const secret = await lastSecret('nueva.clienta@correo.example');
    now = DEMO_NOW + HOUR;
    try {
      const late = await api.post(`/users/password_reset/${secret}`, { user: { password: 'nueva-clave-1' } });
      expectFailure(late, 404, 'ACCOUNT.LINK_UNUSABLE');
    } finally {
      now = DEMO_NOW;
    }
  });

  it('refuses a short password with 422 naming user.password', async () => {
    const refused = await api.post('/users/password_reset/any-secret-at-all', { user: { password: 'corta' } });
    expectFailure(refused, 422, 'REQUEST.INVALID');
  });
});

describe('POST /users/me/email and POST /users/email_change/{token} (issue 34)', () => {
  it('needs a session', async () => {
    expectFailure(
      await api.post('/users/me/email', { user: { email: 'otra@correo.example' } }),
      401,
      'AUTH.UNAUTHENTICATED',
    );
  });

  it('mails the new address, keeps the old until the link is followed, then uses the new one verified', async () => {
    await api.post('/users', { user: { email: 'cambia@correo.example', password: 'secreta-123' } });
    const session = sessionFrom(await signIn('cambia@correo.example', 'secreta-123'));
    const asked = await api.post('/users/me/email', { user: { email: 'cambiada@correo.example' } }, session);
    expect(asked.status).toBe(204);
    expect((await api.get('/api/views/admin/v1/users/get_user', session)).body).toMatchObject({
      email: 'cambia@correo.example',
    });
    const secret = await lastSecret('cambiada@correo.example');
    const changed = await api.post(`/users/email_change/${secret}`, undefined);
    expect(changed.body).toMatchObject({ email: 'cambiada@correo.example', email_verified: true });
    expectFailure(await api.post(`/users/email_change/${secret}`, undefined), 404, 'ACCOUNT.LINK_UNUSABLE');
  });

  it('answers an address another account holds alike, and refuses it with 409 when the link is followed', async () => {
    const session = sessionFrom(await signIn('admin@salon-aurora.example', DEMO_PASSWORD));
    const asked = await api.post('/users/me/email', { user: { email: 'ana.perez@correo.example' } }, session);
    expect(asked.status).toBe(204);
    const secret = await lastSecret('ana.perez@correo.example');
    expectFailure(await api.post(`/users/email_change/${secret}`, undefined), 409, 'ACCOUNT.EMAIL_TAKEN');
  });
});

function dispatcher() {
  const sender = recordingMailSender();
  const dispatch = dispatchNotifications(
    {
      notificationOutbox: sqlNotificationOutbox(server.database),
      mailSender: sender,
      mailRenderer: reactMailRenderer,
      clock: { now: () => now as Instant },
      codeSealer: aesGcmCodeSealer(DEV_LINK_KEY),
      giftCardCodeSealer: aesGcmGiftCardCodeSealer(DEV_LINK_KEY),
      accountLinkSealer: sealer,
    },
    {
      calendarOwner: { email: 'reservas@reserva.example' },
      storefrontOrigin: () => 'https://reservas.example',
      ...dispatchMailWords,
      batchSize: 500,
    },
  );
  return { sender, dispatch };
}

describe('dispatching the accounts’ mails (issue 34)', () => {
  it('sends the verification mail owed, its link leading to the page that verifies the account', async () => {
    const { sender, dispatch } = dispatcher();
    await api.post('/users', { user: { email: 'por.correo@correo.example', password: 'secreta-123' } });
    await dispatch();
    const mail = sender.sent.find((each) => each.to.email === 'por.correo@correo.example');
    expect(mail?.subject).toBe('Confirm your email');
    const secret = /\/us\/users\/verify\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
    expect(secret).toBe(await lastSecret('por.correo@correo.example'));
    const verified = await api.post(`/users/email_verification/${secret}`, undefined);
    expect(verified.body).toMatchObject({ email: 'por.correo@correo.example', email_verified: true });
  });

  it("links the storefront of the country the request was made on, in the request's language", async () => {
    const { sender, dispatch } = dispatcher();
    await api.post(
      '/users',
      { user: { email: 'desde.argentina@correo.example', password: 'secreta-123' }, country: 'ar' },
      undefined,
      { 'Accept-Language': 'es-AR' },
    );
    await api.post('/users/password_reset', { user: { email: 'admin@salon-aurora.example' }, country: 'mx' });
    await dispatch();
    const verify = sender.sent.find((each) => each.to.email === 'desde.argentina@correo.example');
    expect(verify?.subject).toBe('Confirma tu correo');
    expect(verify?.text).toMatch(/https:\/\/reservas\.example\/ar\/users\/verify\/[A-Za-z0-9_-]+/);
    const reset = sender.sent.filter((each) => each.to.email === 'admin@salon-aurora.example').at(-1);
    expect(reset?.text).toMatch(/https:\/\/reservas\.example\/mx\/users\/password\/[A-Za-z0-9_-]+/);
  });

  it('refuses a country that is not a storefront segment with 422', async () => {
    const answer = await api.post('/users/password_reset', { user: { email: 'ana@correo.example' }, country: 'ARG' });
    expect(answer.status).toBe(422);
  });
});
