import { describe, expect, it } from 'vitest';
import {
  aUser,
  fixedClock,
  inMemoryOAuthVerifier,
  inMemorySessions,
  inMemoryUsers,
} from './in-memory-accounts.test-support';
import type { OAuthIdentity } from '../ports/server/oauth-verifier';
import { signInWithOAuth } from './sign-in-with-oauth';

const google = (overrides: Partial<OAuthIdentity>): OAuthIdentity => ({
  subject: 'google-sub-1',
  email: 'ana.perez@correo.cl',
  emailVerified: true,
  firstName: 'Ana',
  lastName: 'Pérez',
  ...overrides,
});

function setUp(identities: Readonly<Record<string, OAuthIdentity>> | null) {
  const users = inMemoryUsers([
    { user: aUser({ id: 1, email: 'ana.perez@correo.cl' }), password: 'contraseña-segura' },
    { user: aUser({ id: 2, email: 'linked@correo.cl' }), googleSubject: 'google-sub-linked' },
    { user: aUser({ id: 3, email: 'other-google@correo.cl' }), googleSubject: 'google-sub-other' },
  ]);
  const sessions = inMemorySessions();
  return {
    users,
    sessions,
    signIn: signInWithOAuth({ users, sessions, oauthVerifier: inMemoryOAuthVerifier(identities), clock: fixedClock() }),
  };
}

describe('signing in with Google (storefront §4 Google login, §7 POST /users/oauth; ADR 0019)', () => {
  it('signs in the user already linked to the Google account', async () => {
    const { signIn } = setUp({ 'token-linked': google({ subject: 'google-sub-linked', email: 'changed@correo.cl' }) });
    expect((await signIn({ device: 'google', accessToken: 'token-linked' }))._unsafeUnwrap().user.id).toBe(2);
  });

  it('links an existing user by the email Google verified, then signs them in', async () => {
    const { signIn, users } = setUp({ 'token-ana': google({}) });
    expect((await signIn({ device: 'google', accessToken: 'token-ana' }))._unsafeUnwrap().user.id).toBe(1);
    expect((await users.userByGoogleSubject('google-sub-1'))?.id).toBe(1);
  });

  it('creates a client account (role 1, no company) for a Google user nobody knows', async () => {
    const { signIn } = setUp({
      'token-new': google({
        subject: 'google-sub-new',
        email: 'nuevo@correo.cl',
        firstName: 'Nuevo',
        lastName: 'Cliente',
      }),
    });
    const { user } = (await signIn({ device: 'google', accessToken: 'token-new' }))._unsafeUnwrap();
    expect(user).toMatchObject({
      email: 'nuevo@correo.cl',
      firstName: 'Nuevo',
      lastName: 'Cliente',
      roleId: 1,
      companyId: null,
    });
  });

  it('never reaches an account, nor creates one, through an email Google did not verify', async () => {
    const { signIn, users } = setUp({
      'token-unverified': google({ subject: 'google-sub-x', emailVerified: false }),
      'token-unverified-new': google({ subject: 'google-sub-y', email: 'nuevo@correo.cl', emailVerified: false }),
    });
    expect((await signIn({ device: 'google', accessToken: 'token-unverified' }))._unsafeUnwrapErr()._tag).toBe(
      'BadCredentials',
    );
    expect((await signIn({ device: 'google', accessToken: 'token-unverified-new' }))._unsafeUnwrapErr()._tag).toBe(
      'BadCredentials',
    );
    expect(users.all()).toHaveLength(3);
  });

  it('does not take over a user already linked to another Google account', async () => {
    const { signIn } = setUp({ 'token-hijack': google({ subject: 'google-sub-z', email: 'other-google@correo.cl' }) });
    expect((await signIn({ device: 'google', accessToken: 'token-hijack' }))._unsafeUnwrapErr()._tag).toBe(
      'BadCredentials',
    );
  });

  it('answers a token Google rejects as bad credentials, opening no session', async () => {
    const { signIn, sessions } = setUp({});
    expect((await signIn({ device: 'google', accessToken: 'forged' }))._unsafeUnwrapErr()).toEqual({
      _tag: 'BadCredentials',
      code: 'AUTH.BAD_CREDENTIALS',
    });
    expect(sessions.open_()).toBe(0);
  });

  it('says Google could not be asked, not that the token is bad, when its keys are out of reach', async () => {
    const users = inMemoryUsers([]);
    const sessions = inMemorySessions();
    const signIn = signInWithOAuth({
      users,
      sessions,
      oauthVerifier: { verify: () => Promise.resolve({ outcome: 'unavailable' }) },
      clock: fixedClock(),
    });
    expect((await signIn({ device: 'google', accessToken: 'a-good-token-maybe' }))._unsafeUnwrapErr()).toEqual({
      _tag: 'OAuthUnavailable',
      code: 'AUTH.OAUTH_UNAVAILABLE',
    });
    expect(sessions.open_()).toBe(0);
  });

  it('says so when the server was not given Google’s credentials', async () => {
    const { signIn } = setUp(null);
    expect((await signIn({ device: 'google', accessToken: 'anything' }))._unsafeUnwrapErr()).toEqual({
      _tag: 'OAuthNotConfigured',
      code: 'AUTH.OAUTH_NOT_CONFIGURED',
    });
  });
});
