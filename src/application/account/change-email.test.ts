import { describe, expect, it } from 'vitest';
import type { Instant } from '#domain/calendar/instant';
import { sequentialTokens } from '../booking/in-memory-bookings.test-support';
import { confirmEmailChange, requestEmailChange } from './change-email';
import { inMemoryAccountStore } from './in-memory-account-store.test-support';
import { fixedClock, NOW } from './in-memory-accounts.test-support';

// Changing the email verifies the new one (issue 34; docs/adr/0121).

function world() {
  const store = inMemoryAccountStore();
  const clock = fixedClock();
  const ports = { ...store, tokenGenerator: sequentialTokens('change'), clock };
  const ana = store.add({ email: 'ana@correo.example' }, 'scrypt$fake$clave-de-ana');
  return { store, clock, ana, request: requestEmailChange(ports), confirm: confirmEmailChange(ports) };
}

describe('changing the email (issue 34)', () => {
  it('mails a link to the new address and keeps the old one until it is followed', async () => {
    const w = world();
    expect((await w.request(w.ana, { email: 'ana.nueva@correo.example', language: 'es', country: null })).isOk()).toBe(
      true,
    );
    expect(w.store.mails).toMatchObject([
      { kind: 'change_email', to: 'ana.nueva@correo.example', language: 'es', secret: 'change-1' },
    ]);
    expect((await w.store.users.userById(w.ana.id))?.email).toBe('ana@correo.example');
  });

  it('makes the new address the account’s, verified, when the link is followed once', async () => {
    const w = world();
    await w.request(w.ana, { email: 'ana.nueva@correo.example', language: 'es', country: null });
    expect((await w.confirm('change-1'))._unsafeUnwrap().email).toBe('ana.nueva@correo.example');
    expect(await w.store.userAccounts.emailVerifiedAt(w.ana.id)).toBe(NOW);
    expect((await w.confirm('change-1'))._unsafeUnwrapErr().code).toBe('ACCOUNT.LINK_UNUSABLE');
  });

  it('answers an address another account holds as any other, and refuses it when the link is followed', async () => {
    const w = world();
    w.store.add({ email: 'rosa@correo.example' }, null);
    expect((await w.request(w.ana, { email: 'rosa@correo.example', language: 'en', country: null })).isOk()).toBe(true);
    expect((await w.confirm('change-1'))._unsafeUnwrapErr().code).toBe('ACCOUNT.EMAIL_TAKEN');
    expect((await w.store.users.userById(w.ana.id))?.email).toBe('ana@correo.example');
  });

  it('refuses a malformed address, naming the field', async () => {
    const w = world();
    const refused = await w.request(w.ana, { email: 'ana@', language: 'es', country: null });
    expect(refused._unsafeUnwrapErr().fields[0]?.field).toBe('email');
    expect(w.store.mails).toEqual([]);
  });

  it('refuses the link after a day', async () => {
    const w = world();
    await w.request(w.ana, { email: 'ana.nueva@correo.example', language: 'es', country: null });
    w.clock.set((NOW + 24 * 3_600_000) as Instant);
    expect((await w.confirm('change-1')).isErr()).toBe(true);
  });
});
