import { describe, expect, it } from 'vitest';
import type { Instant } from '#domain/calendar/instant';
import { sequentialTokens } from '../booking/in-memory-bookings.test-support';
import { inMemoryAccountStore } from './in-memory-account-store.test-support';
import { fakePasswordHasher, fixedClock, NOW } from './in-memory-accounts.test-support';
import { signIn } from './sign-in';
import { signUp } from './sign-up';
import { verifyEmail } from './verify-email';

// Signing up with an email and a password, and verifying the address (issue 34; docs/adr/0121).

function world() {
  const store = inMemoryAccountStore();
  const clock = fixedClock();
  const ports = { ...store, passwordHasher: fakePasswordHasher, tokenGenerator: sequentialTokens('link'), clock };
  return { store, clock, signUp: signUp(ports), verifyEmail: verifyEmail(ports), signIn: signIn(ports) };
}

describe('signing up (issue 34)', () => {
  it('creates an unverified client with the password hashed and mails a link to verify the address', async () => {
    const w = world();
    expect(
      (await w.signUp({ email: 'nueva@correo.example', password: 'secreta123', language: 'es', country: 'ar' })).isOk(),
    ).toBe(true);
    const account = await w.store.users.userByEmail('nueva@correo.example');
    expect(account?.passwordHash).toBe('scrypt$fake$secreta123');
    expect(await w.store.userAccounts.emailVerifiedAt(account?.user.id ?? 0)).toBeNull();
    expect(w.store.mails).toMatchObject([
      { kind: 'verify_email', to: 'nueva@correo.example', language: 'es', country: 'ar', secret: 'link-1' },
    ]);
  });

  it('refuses a malformed email and a short password as sign-in does, naming both, and writes nothing', async () => {
    const w = world();
    const refused = await w.signUp({ email: 'no-es-correo', password: 'corta', language: 'en', country: null });
    expect(refused._unsafeUnwrapErr().fields.map((each) => each.field)).toEqual(['email', 'password']);
    expect(w.store.mails).toEqual([]);
  });

  it('answers a taken address as a new one, creates nothing and tells its owner someone tried', async () => {
    const w = world();
    const ana = w.store.add({ email: 'Ana@Correo.example' }, 'scrypt$fake$la-de-ana-1');
    const answer = await w.signUp({
      email: 'ana@correo.example',
      password: 'otra-clave-1',
      language: 'en',
      country: null,
    });
    expect(answer.isOk()).toBe(true);
    expect((await w.store.users.userByEmail('ana@correo.example'))?.passwordHash).toBe('scrypt$fake$la-de-ana-1');
    expect(w.store.mails).toEqual([
      { kind: 'sign_up_attempted', userId: ana.id, to: 'Ana@Correo.example', language: 'en' },
    ]);
  });

  it('lets an unverified account sign in', async () => {
    const w = world();
    await w.signUp({ email: 'nueva@correo.example', password: 'secreta123', language: 'es', country: null });
    expect((await w.signIn({ email: 'nueva@correo.example', password: 'secreta123' })).isOk()).toBe(true);
  });
});

describe('verifying a new account’s address (issue 34)', () => {
  it('marks the address verified and signs the browser in', async () => {
    const w = world();
    await w.signUp({ email: 'nueva@correo.example', password: 'secreta123', language: 'es', country: null });
    const opened = (await w.verifyEmail('link-1'))._unsafeUnwrap();
    expect(opened.user).toMatchObject({ email: 'nueva@correo.example', emailVerified: true });
    expect(await w.store.sessions.userIdOf(opened.sessionToken, NOW)).toBe(opened.user.id);
    expect(await w.store.userAccounts.emailVerifiedAt(opened.user.id)).toBe(NOW);
  });

  it('refuses the same link a second time', async () => {
    const w = world();
    await w.signUp({ email: 'nueva@correo.example', password: 'secreta123', language: 'es', country: null });
    await w.verifyEmail('link-1');
    expect((await w.verifyEmail('link-1'))._unsafeUnwrapErr().code).toBe('ACCOUNT.LINK_UNUSABLE');
  });

  it('refuses a link once a day has passed, and leaves the address unverified', async () => {
    const w = world();
    await w.signUp({ email: 'nueva@correo.example', password: 'secreta123', language: 'es', country: null });
    w.clock.set((NOW + 24 * 3_600_000) as Instant);
    expect((await w.verifyEmail('link-1'))._unsafeUnwrapErr().code).toBe('ACCOUNT.LINK_UNUSABLE');
    const account = await w.store.users.userByEmail('nueva@correo.example');
    expect(await w.store.userAccounts.emailVerifiedAt(account?.user.id ?? 0)).toBeNull();
  });

  it('refuses an unknown link as it refuses a used one', async () => {
    const w = world();
    expect((await w.verifyEmail('link-nobody'))._unsafeUnwrapErr().code).toBe('ACCOUNT.LINK_UNUSABLE');
    expect(w.store.openSessions().size).toBe(0);
  });
});
