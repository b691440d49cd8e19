import { createHash } from 'node:crypto';
import type { IdempotencyKeys } from '#application/ports/client/idempotency-keys';

/** The CLI's keys: `reserva-cli-` and the SHA-256 of the attempt's canonical content, in hex (docs/adr/0023). */
export const sha256IdempotencyKeys: IdempotencyKeys = {
  keyFor: (canonicalContent) => `reserva-cli-${createHash('sha256').update(canonicalContent, 'utf8').digest('hex')}`,
};
