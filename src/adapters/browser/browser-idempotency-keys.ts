import type { IdempotencyKeys } from '#application/ports/client/idempotency-keys';

/**
 * The storefront's Idempotency-Keys: a new random key for each request content, the same key for
 * the same content while the page is open — so a retried submission is replayed by the API — and
 * never the same key on another visit, where the client means a new booking (docs/adr/0025).
 */
export function browserIdempotencyKeys(newId: () => string): IdempotencyKeys {
  const keys = new Map<string, string>();
  return {
    keyFor(content) {
      let key = keys.get(content);
      if (key === undefined) {
        key = `storefront-${newId()}`;
        keys.set(content, key);
      }
      return key;
    },
  };
}
