import { randomBytes } from 'node:crypto';

// Session tokens and other account secrets (ADR 0019): drawn from the operating system's CSPRNG,
// here and not in the core (ADR 0001). Stores keep only their SHA-256 digest (`secretDigest`).

/** 32 random bytes: 256 bits, 43 URL-safe characters, well within the contract's 128. */
export function newAccountSecret(): string {
  return randomBytes(32).toString('base64url');
}
