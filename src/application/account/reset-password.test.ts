import { describe, expect, it } from 'vitest';
import type { Instant } from '#domain/calendar/instant';
import { sequentialTokens } from '../booking/in-memory-bookings.test-support';
import { inMemoryAccountStore } from './in-memory-account-store.test-support';
import { fakePasswordHasher, fixedClock, NOW } from './in-memory-accounts.test-support';
import { requestPasswordReset } from './request-password-reset';
import { resetPassword } from './reset-password';
import { signIn } from './sign-in';

// A forgotten password: the reset link by mail, then a new password (issue 34; docs/adr/0121).

function world() {
  const store = inMemoryAccountStore();
  const clock = fixedClock();
  const ports = { ...store, passwordHasher: fakePasswordHasher, tokenGenerator: sequentialTokens('reset'), clock };
  const ana = store.add({ email: 'ana@correo.example' }, 'scrypt$fake$la-vieja-1');
  return {
    store,
    clock,
    ana,
    request: requestPasswordReset(ports),
    reset: resetPassword(ports),
    signIn: signIn(ports),
  };
}

describe('asking for a password reset (issue 34)', () => {
  it('mails a reset link to an address with an account, in the language asked', async () => {
    const w = world();
    expect((await w.request({ email: 'ANA@correo.example', language: 'en', country: null })).isOk()).toBe(true);
    expect(w.store.mails).toMatchObject([
      { kind: 'reset_password', to: 'ana@correo.example', language: 'en', secret: 'reset-1' },
    ]);
  });

  it('answers an address without an account the same, and mails nothing', async () => {
    const w = world();
    expect((await w.request({ email: 'nadie@correo.example', language: 'es', country: null })).isOk()).toBe(true);
    expect(w.store.mails).toEqual([]);
  });

  it('refuses a malformed address, naming the field', async () => {
    const w = world();
    expect((await w.request({ email: 'ana', language: 'es', country: null }))._unsafeUnwrapErr().fields[0]?.field).toBe(
      'email',
    );
  });
});

describe('setting a new password with the reset link (issue 34)', () => {
  it('sets the password, ends every other session and signs this browser in', async () => {
    const w = world();
    const before = (await w.signIn({ email: 'ana@correo.example', password: 'la-vieja-1' }))._unsafeUnwrap();
    await w.request({ email: 'ana@correo.example', language: 'es', country: null });
    const opened = (await w.reset({ secret: 'reset-1', password: 'la-nueva-1' }))._unsafeUnwrap();
    expect(await w.store.sessions.userIdOf(before.sessionToken, NOW)).toBeUndefined();
    expect(await w.store.sessions.userIdOf(opened.sessionToken, NOW)).toBe(w.ana.id);
    expect((await w.signIn({ email: 'ana@correo.example', password: 'la-vieja-1' })).isErr()).toBe(true);
    expect((await w.signIn({ email: 'ana@correo.example', password: 'la-nueva-1' })).isOk()).toBe(true);
  });

  it('refuses the link a second time', async () => {
    const w = world();
    await w.request({ email: 'ana@correo.example', language: 'es', country: null });
    await w.reset({ secret: 'reset-1', password: 'la-nueva-1' });
    const again = await w.reset({ secret: 'reset-1', password: 'otra-nueva-2' });
    expect(again._unsafeUnwrapErr().code).toBe('ACCOUNT.LINK_UNUSABLE');
    expect((await w.signIn({ email: 'ana@correo.example', password: 'la-nueva-1' })).isOk()).toBe(true);
  });

  it('refuses the link an hour after it was mailed, keeping the old password', async () => {
    const w = world();
    await w.request({ email: 'ana@correo.example', language: 'es', country: null });
    w.clock.set((NOW + 3_600_000) as Instant);
    expect((await w.reset({ secret: 'reset-1', password: 'la-nueva-1' })).isErr()).toBe(true);
    expect((await w.signIn({ email: 'ana@correo.example', password: 'la-vieja-1' })).isOk()).toBe(true);
  });

  it('refuses a short password, naming the field, without using the link', async () => {
    const w = world();
    await w.request({ email: 'ana@correo.example', language: 'es', country: null });
    const refused = await w.reset({ secret: 'reset-1', password: 'corta' });
    expect(refused._unsafeUnwrapErr()).toMatchObject({ code: 'REQUEST.INVALID', fields: [{ field: 'password' }] });
    expect((await w.reset({ secret: 'reset-1', password: 'la-nueva-1' })).isOk()).toBe(true);
  });

  it('does not take a link of another purpose', async () => {
    const w = world();
    await w.store.accountLinks.issue({
      secret: 'verify-1',
      purpose: 'verify_email',
      userId: w.ana.id,
      newEmail: null,
      issuedAt: NOW,
      expiresAt: (NOW + 60_000) as Instant,
    });
    expect((await w.reset({ secret: 'verify-1', password: 'la-nueva-1' })).isErr()).toBe(true);
  });
});
