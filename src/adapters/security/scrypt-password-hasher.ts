import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import type { PasswordHasher } from '#application/ports/server/password-hasher';

// Passwords hashed with scrypt (ADR 0019), a salt of its own per password, written
// `scrypt$N$r$p$salt$hash` (base64url) so that the cost can rise later without invalidating the
// hashes already stored: each is checked with the parameters it was made with.

export interface ScryptCost {
  /** CPU and memory cost, a power of 2. */
  readonly N: number;
  readonly r: number;
  readonly p: number;
}

/** OWASP's recommended minimum for scrypt (2^17, 8, 1): about 128 MiB and a tenth of a second a hash. */
export const RECOMMENDED_SCRYPT_COST: ScryptCost = { N: 2 ** 17, r: 8, p: 1 };

const KEY_LENGTH = 32;
const SALT_BYTES = 16;

function derive(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  const options: ScryptOptions = { N: cost.N, r: cost.r, p: cost.p, maxmem: 256 * cost.N * cost.r };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (error, key) => {
      if (error === null) resolve(key);
      else reject(error);
    });
  });
}

interface ParsedHash {
  readonly cost: ScryptCost;
  readonly salt: Buffer;
  readonly key: Buffer;
}

function parse(hash: string): ParsedHash | undefined {
  const match = /^scrypt\$(\d+)\$(\d+)\$(\d+)\$([A-Za-z0-9_-]+)\$([A-Za-z0-9_-]+)$/.exec(hash);
  if (match === null) return undefined;
  const [, n, r, p, salt, key] = match;
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  const powerOfTwo = Number.isSafeInteger(cost.N) && cost.N > 1 && (cost.N & (cost.N - 1)) === 0;
  if (!powerOfTwo || cost.N > 2 ** 20 || cost.r < 1 || cost.r > 32 || cost.p < 1 || cost.p > 16) return undefined;
  return { cost, salt: Buffer.from(salt ?? '', 'base64url'), key: Buffer.from(key ?? '', 'base64url') };
}

/** Writes a hash of `password` with `salt` at `cost` (the demo data uses it to write its fixed hash). */
export async function scryptHash(password: string, salt: Buffer, cost: ScryptCost): Promise<string> {
  const key = await derive(password, salt, cost);
  return `scrypt$${String(cost.N)}$${String(cost.r)}$${String(cost.p)}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

/** The password hasher over node:crypto's scrypt, hashing new passwords at `cost`. */
export function scryptPasswordHasher(cost: ScryptCost = RECOMMENDED_SCRYPT_COST): PasswordHasher {
  // Checked against when there is no hash, so an unknown email costs what a wrong password does.
  const stand_in = { cost, salt: randomBytes(SALT_BYTES), key: Buffer.alloc(KEY_LENGTH) };
  return {
    hash: (password) => scryptHash(password, randomBytes(SALT_BYTES), cost),
    async verify(password, hash) {
      const parsed = (hash === null ? undefined : parse(hash)) ?? stand_in;
      const key = await derive(password, parsed.salt, parsed.cost);
      const matches = key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
      return matches && parsed !== stand_in;
    },
  };
}
