import { describe, expect, it } from 'vitest';
import type { Instant } from '#domain/calendar/instant';
import { getUserWithUserCode } from './get-user-with-user-code';
import { aUser, DAY_MS, fixedClock, inMemoryUsers, NOW } from './in-memory-accounts.test-support';

const users = inMemoryUsers([
  {
    user: aUser({ id: 4 }),
    codes: [
      { code: 'live-code', expiresAt: (NOW + DAY_MS) as Instant },
      { code: 'expired-code', expiresAt: NOW },
    ],
  },
]);
const byCode = getUserWithUserCode({ users, clock: fixedClock() });

describe('the user a personal link’s code names (storefront §7 user_with_user_code; ADR 0019)', () => {
  it('answers the user, as often as the link is opened while the code lasts', async () => {
    expect((await byCode({ userCode: 'live-code' }))._unsafeUnwrap().id).toBe(4);
    expect((await byCode({ userCode: 'live-code' }))._unsafeUnwrap().id).toBe(4);
  });

  it('does not find an unknown or expired code, answering both alike', async () => {
    const unknown = (await byCode({ userCode: 'nope' }))._unsafeUnwrapErr();
    expect(unknown).toEqual({ _tag: 'UserNotFound', code: 'USER.NOT_FOUND' });
    expect((await byCode({ userCode: 'expired-code' }))._unsafeUnwrapErr()).toEqual(unknown);
  });
});
