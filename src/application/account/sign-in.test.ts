import { describe, expect, it } from 'vitest';
import { SESSION_LIFETIME_SECONDS } from '#domain/account/session';
import {
  aUser,
  fakePasswordHasher,
  fixedClock,
  inMemorySessions,
  inMemoryUsers,
  NOW,
} from './in-memory-accounts.test-support';
import { signIn } from './sign-in';
import { signedInUser } from './signed-in-user';

const users = inMemoryUsers([
  { user: aUser({ id: 1, email: 'Ana.Perez@correo.cl' }), password: 'contraseña-segura' },
  { user: aUser({ id: 2, email: 'solo.google@correo.cl' }) },
]);
const sessions = inMemorySessions();
const clock = fixedClock();
const signingIn = signIn({ users, sessions, passwordHasher: fakePasswordHasher, clock });

describe('signing in with email and password (storefront §4 Login, §7 POST /users/sign_in)', () => {
  it('opens a session lasting as long as the 5000-day cookie, which then names the user', async () => {
    const opened = (await signingIn({ email: 'ana.perez@correo.cl', password: 'contraseña-segura' }))._unsafeUnwrap();
    expect(opened.user.id).toBe(1);
    expect(opened.expiresAt - NOW).toBe(SESSION_LIFETIME_SECONDS * 1000);
    expect((await signedInUser({ users, sessions, clock })(opened.sessionToken))._unsafeUnwrap().id).toBe(1);
  });

  it('finds the email whatever its case and surrounding spaces', async () => {
    expect((await signingIn({ email: '  ANA.PEREZ@correo.cl ', password: 'contraseña-segura' })).isOk()).toBe(true);
  });

  it('answers a wrong password and an unknown email alike, after checking a password either way', async () => {
    const before = fakePasswordHasher.verifiedWithoutHash;
    const wrongPassword = (
      await signingIn({ email: 'ana.perez@correo.cl', password: 'otra-contraseña' })
    )._unsafeUnwrapErr();
    const unknownEmail = (
      await signingIn({ email: 'nadie@correo.cl', password: 'contraseña-segura' })
    )._unsafeUnwrapErr();
    expect(wrongPassword).toEqual({ _tag: 'BadCredentials', code: 'AUTH.BAD_CREDENTIALS' });
    expect(unknownEmail).toEqual(wrongPassword);
    expect(fakePasswordHasher.verifiedWithoutHash).toBe(before + 1);
  });

  it('never lets a user without a password in with one', async () => {
    expect(
      (await signingIn({ email: 'solo.google@correo.cl', password: 'cualquier-cosa' }))._unsafeUnwrapErr()._tag,
    ).toBe('BadCredentials');
  });

  it('refuses a form the login rules refuse (§5: a valid email, a password of at least 8), naming each field', async () => {
    const refusal = (await signingIn({ email: 'no-es-un-correo', password: 'corta' }))._unsafeUnwrapErr();
    expect(refusal).toMatchObject({ _tag: 'InvalidFields', code: 'REQUEST.INVALID' });
    expect(refusal._tag === 'InvalidFields' && refusal.fields.map((field) => [field.field, field.error.key])).toEqual([
      ['email', 'ERRORS.VALIDATION_EMAIL_INVALID'],
      ['password', 'ERRORS.VALIDATION_PASSWORD_TOO_SHORT'],
    ]);
  });
});
