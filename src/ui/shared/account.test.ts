import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import type { UserView } from '#application/ports/client/account-sessions';
import type { ApiFailure } from '#application/ports/client/api-result';
import { refusal, SIGNED_IN_CLIENT, storefrontApi } from '../testing/storefront-api.test-support';
import { memorySignIns } from '../testing/render-storefront.test-support';
import { createAccount } from './storefront-services';

// storefront §4 Login, §6: who is signed in, asked of the API once and then kept as the visitor
// signs in and out — what the booking wizard's client form is prefilled from.

const VISITOR = () => errAsync(refusal(401, 'AUTH.UNAUTHENTICATED', 'Please sign in.'));

/** The account over `getCurrentUser`, in a browser that holds the session hint unless said (docs/adr/0130). */
function accountOver(getCurrentUser: () => ResultAsync<UserView, ApiFailure>, hinted = true) {
  let asked = 0;
  const hints = memorySignIns(null, hinted);
  const account = createAccount(
    {
      ...storefrontApi(),
      getCurrentUser: () => {
        asked += 1;
        return getCurrentUser();
      },
    },
    hints,
  );
  return { account, asked: () => asked, hints };
}

describe('the account store', () => {
  it('asks the API once, however often who is signed in is wanted', async () => {
    const { account, asked } = accountOver(() => okAsync(SIGNED_IN_CLIENT));
    account.load();
    await expect(account.known()).resolves.toEqual(SIGNED_IN_CLIENT);
    await expect(account.known()).resolves.toEqual(SIGNED_IN_CLIENT);
    expect(asked()).toBe(1);
    expect(account.user.value).toEqual(SIGNED_IN_CLIENT);
  });

  it('knows a visitor as null', async () => {
    const { account } = accountOver(VISITOR);
    await expect(account.known()).resolves.toBeNull();
    expect(account.user.value).toBeNull();
  });

  it('knows who signed in after the page asked, so a later booking is prefilled with them', async () => {
    const { account, asked } = accountOver(VISITOR);
    await expect(account.known()).resolves.toBeNull();
    account.signedIn(SIGNED_IN_CLIENT);
    await expect(account.known()).resolves.toEqual(SIGNED_IN_CLIENT);
    account.signedOut();
    await expect(account.known()).resolves.toBeNull();
    expect(asked()).toBe(1);
  });

  it('keeps a sign-in made while the API was still being asked, over the older answer', async () => {
    let answer: (user: UserView | null) => void = () => undefined;
    const pending = new Promise<UserView | null>((resolve) => {
      answer = resolve;
    });
    const { account } = accountOver(() =>
      ResultAsync.fromSafePromise(pending).andThen((user) => (user === null ? VISITOR() : okAsync(user))),
    );
    const known = account.known();
    account.signedIn(SIGNED_IN_CLIENT);
    answer(null);
    await expect(known).resolves.toEqual(SIGNED_IN_CLIENT);
    expect(account.user.value).toEqual(SIGNED_IN_CLIENT);
  });

  it('does not ask the API once a sign-in has told it who is there', async () => {
    const { account, asked } = accountOver(VISITOR);
    account.signedIn(SIGNED_IN_CLIENT);
    await expect(account.known()).resolves.toEqual(SIGNED_IN_CLIENT);
    expect(asked()).toBe(0);
  });

  describe('asked only where a session was opened in this browser (docs/adr/0130)', () => {
    it('knows a visitor without a session hint as null without asking the API, so nothing is refused with a 401', async () => {
      const { account, asked } = accountOver(VISITOR, false);
      account.load();
      await expect(account.known()).resolves.toBeNull();
      expect(account.user.value).toBeNull();
      expect(asked()).toBe(0);
    });

    it('sets the hint on signing in and clears it on signing out', () => {
      const { account, hints } = accountOver(VISITOR, false);
      account.signedIn(SIGNED_IN_CLIENT);
      expect(hints.hinted).toBe(true);
      account.signedOut();
      expect(hints.hinted).toBe(false);
    });

    it('clears the hint when the API says the session has ended, so the next page asks nothing', async () => {
      const { account, hints, asked } = accountOver(VISITOR);
      await expect(account.known()).resolves.toBeNull();
      expect(asked()).toBe(1);
      expect(hints.hinted).toBe(false);
    });

    it('keeps the hint when the API could not be reached', async () => {
      const { account, hints } = accountOver(() =>
        errAsync({ _tag: 'ApiUnreachable', reason: 'network', message: 'offline' } as const),
      );
      await expect(account.known()).resolves.toBeNull();
      expect(hints.hinted).toBe(true);
    });
  });
});
