import { ResultAsync } from 'neverthrow';
import type { ApiFailure } from '#application/ports/client/api-result';
import type { BookingApiClient } from './booking-api-client';

// The storefront's client in two parts (docs/adr/0080): the calls its first page paints from,
// loaded with it, and the rest of bookingApiClient (the wizard's, the account's and the staff's),
// whose code loads at the first call of any of them, once.

type Calls = { readonly [Name in keyof BookingApiClient]: (...args: never[]) => ResultAsync<unknown, ApiFailure> };

/**
 * `BookingApiClient` answering `loaded`'s calls from `loaded` and every other call from the client
 * `load` resolves to, asked for at the first such call. A client that cannot be loaded answers that
 * call as an unreachable API, as a failed request would; the next call tries again.
 */
export function lazyBookingApiClient(
  loaded: Partial<BookingApiClient>,
  load: () => Promise<BookingApiClient>,
): BookingApiClient {
  let client: Promise<BookingApiClient> | null = null;
  const loadOnce = () =>
    ResultAsync.fromPromise(
      (client ??= load().catch((error: unknown) => {
        client = null;
        throw error;
      })),
      (error): ApiFailure => ({
        _tag: 'ApiUnreachable',
        reason: 'network',
        message: error instanceof Error ? error.message : String(error),
      }),
    );
  const calls = new Map<PropertyKey, unknown>(Object.entries(loaded));
  return new Proxy({} as BookingApiClient, {
    get(_target, name) {
      if (!calls.has(name))
        calls.set(name, (...args: never[]) =>
          loadOnce().andThen((api) => (api as unknown as Calls)[name as keyof Calls](...args)),
        );
      return calls.get(name);
    },
  });
}
