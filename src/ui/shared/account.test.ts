import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import type { UserView } from '#application/ports/client/account-sessions';
import type { ApiFailure } from '#application/ports/client/api-result';
import { refusal, SIGNED_IN_CLIENT, storefrontApi } from '../testing/storefront-api.test-support';
import { createAccount } from './storefront-services';

// storefront §4 Login, §6: who is signed in, asked of the API once and then kept as the visitor
// signs in and out — what the booking wizard's client form is prefilled from.

const VISITOR = () => errAsync(refusal(401, 'AUTH.UNAUTHENTICATED', 'Please sign in.'));

function accountOver(getCurrentUser: () => ResultAsync<UserView, ApiFailure>) {
  let asked = 0;
  const account = createAccount({
    ...storefrontApi(),
    getCurrentUser: () => {
      asked += 1;
      return getCurrentUser();
    },
  });
  return { account, asked: () => asked };
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
});
