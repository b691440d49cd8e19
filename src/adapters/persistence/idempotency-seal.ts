import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

// How an idempotent request's outcome is kept (ADR 0017). The outcome of POST /bookings carries
// the summary's access token, which the database must never hold in clear. So the key column holds
// the Idempotency-Key's SHA-256, and the outcome is sealed (AES-256-GCM) under a key derived from
// the Idempotency-Key itself: only a client that knows the key can have the outcome replayed, and a
// leaked table reveals neither.

/** The idempotency keys of POST /bookings live in this scope of idempotent_requests. */
export const CREATE_BOOKING_SCOPE = 'POST /bookings';

/** The value of the `key` column for an Idempotency-Key. */
export function storedIdempotencyKey(key: string): string {
  return createHash('sha256').update(`reserva idempotency key\u0000${key}`, 'utf8').digest('hex');
}

function sealingKey(key: string): Buffer {
  return createHash('sha256').update(`reserva idempotency seal\u0000${key}`, 'utf8').digest();
}

/** The jsonb value an outcome is kept as. */
export interface SealedOutcome {
  readonly sealed: string;
}

export function sealOutcome(key: string, outcome: unknown): SealedOutcome {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealingKey(key), iv);
  const text = Buffer.concat([cipher.update(JSON.stringify(outcome), 'utf8'), cipher.final()]);
  return { sealed: Buffer.concat([iv, cipher.getAuthTag(), text]).toString('base64') };
}

/** The outcome sealed under `key`; throws when it was not (a tampered row is a bug, not an answer). */
export function unsealOutcome(key: string, stored: SealedOutcome): unknown {
  const bytes = Buffer.from(stored.sealed, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', sealingKey(key), bytes.subarray(0, 12));
  decipher.setAuthTag(bytes.subarray(12, 28));
  return JSON.parse(Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8')) as unknown;
}
