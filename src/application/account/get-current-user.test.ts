import { describe, expect, it } from 'vitest';
import type { Instant } from '#domain/calendar/instant';
import { getCurrentUser } from './get-current-user';
import { aUser, DAY_MS, fixedClock, inMemorySessions, inMemoryUsers, NOW } from './in-memory-accounts.test-support';
import { signOut } from './sign-out';
import { viewingUser } from './signed-in-user';
import { companyId } from '#domain/shared/ids.test-support';

const admin = aUser({ id: 7, email: 'admin@salon-aurora.example', roleId: 2, companyId: companyId(1) });
const users = inMemoryUsers([{ user: admin }]);

describe('the signed-in user (storefront §7 get_user; ADR 0019)', () => {
  it('is the user the session belongs to, with their role and company', async () => {
    const sessions = inMemorySessions();
    const token = await sessions.open(7, NOW, (NOW + DAY_MS) as Instant);
    expect(
      (await getCurrentUser({ users, sessions, clock: fixedClock() })({ sessionToken: token }))._unsafeUnwrap(),
    ).toEqual(admin);
  });

  it('requires signing in without a session cookie, with a token that names no session, or after it expired', async () => {
    const sessions = inMemorySessions();
    const clock = fixedClock();
    const token = await sessions.open(7, NOW, (NOW + DAY_MS) as Instant);
    const current = getCurrentUser({ users, sessions, clock });
    for (const sessionToken of [null, '', 'invented']) {
      expect((await current({ sessionToken }))._unsafeUnwrapErr()).toEqual({
        _tag: 'SignInRequired',
        code: 'AUTH.UNAUTHENTICATED',
      });
    }
    clock.set((NOW + DAY_MS) as Instant);
    expect((await current({ sessionToken: token }))._unsafeUnwrapErr()._tag).toBe('SignInRequired');
  });

  it('is nobody once signed out: the session ends on the server, not only in the browser', async () => {
    const sessions = inMemorySessions();
    const token = await sessions.open(7, NOW, (NOW + DAY_MS) as Instant);
    await signOut({ sessions })({ sessionToken: token });
    expect(
      (await getCurrentUser({ users, sessions, clock: fixedClock() })({ sessionToken: token }))._unsafeUnwrapErr()._tag,
    ).toBe('SignInRequired');
  });

  it('signs out without a session too, as there is nothing to end', async () => {
    expect((await signOut({ sessions: inMemorySessions() })({ sessionToken: null })).isOk()).toBe(true);
  });

  it('reads an ended session as a visitor where a session is optional', async () => {
    expect(
      (await viewingUser({ users, sessions: inMemorySessions(), clock: fixedClock() })('ended'))._unsafeUnwrap(),
    ).toBeNull();
  });
});
