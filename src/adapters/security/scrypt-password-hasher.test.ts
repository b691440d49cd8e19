import { describe, expect, it } from 'vitest';
import { scryptHash, scryptPasswordHasher } from './scrypt-password-hasher';

// Cheap parameters keep the suite fast; the cost is part of each hash, so the rules are the same.
const cheap = { N: 1024, r: 8, p: 1 };
const hasher = scryptPasswordHasher(cheap);

describe('passwords hashed with scrypt (issue 3 Auth; ADR 0019)', () => {
  it('accepts the password a hash was made from, and no other', async () => {
    const hash = await hasher.hash('contraseña-segura');
    expect(await hasher.verify('contraseña-segura', hash)).toBe(true);
    expect(await hasher.verify('contraseña-Segura', hash)).toBe(false);
    expect(await hasher.verify('', hash)).toBe(false);
  });

  it('salts each hash: the same password twice gives two hashes, both valid', async () => {
    const [first, second] = await Promise.all([hasher.hash('misma-clave'), hasher.hash('misma-clave')]);
    expect(first).not.toBe(second);
    expect(await hasher.verify('misma-clave', first)).toBe(true);
    expect(await hasher.verify('misma-clave', second)).toBe(true);
  });

  it('keeps the parameters in the hash, so a hash made at another cost still verifies', async () => {
    const older = await scryptHash('clave-antigua', Buffer.from('0123456789abcdef'), { N: 2048, r: 8, p: 1 });
    expect(older).toMatch(/^scrypt\$2048\$8\$1\$/);
    expect(await hasher.verify('clave-antigua', older)).toBe(true);
  });

  it('answers false, without throwing, for no hash or a hash it cannot read', async () => {
    expect(await hasher.verify('contraseña-segura', null)).toBe(false);
    expect(await hasher.verify('contraseña-segura', 'md5$abc')).toBe(false);
    expect(await hasher.verify('contraseña-segura', 'scrypt$3$8$1$c2FsdA$a2V5')).toBe(false);
  });

  it('treats the same text in either Unicode normal form as the same password', async () => {
    const hash = await hasher.hash('contrasen\u0303a-1');
    expect(await hasher.verify('contraseña-1', hash)).toBe(true);
  });
});
