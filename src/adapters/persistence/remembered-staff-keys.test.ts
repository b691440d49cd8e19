import { describe, expect, it } from 'vitest';
import type { StaffKey, StaffKeyVerifier } from '#application/ports/server/staff-key-verifier';
import type { Instant } from '#domain/calendar/instant';
import type { CompanyId } from '#domain/storefront/company';
import { forgettingRevoked, rememberedStaffKeys } from './remembered-staff-keys';

const stored: StaffKey = { id: 1, label: 'front desk', companyId: null };

/** Keys over a mutable set of valid ones, counting what they are asked. */
function countedKeys(valid: Map<string, StaffKey>) {
  const asked: string[] = [];
  const keys: StaffKeyVerifier = {
    verify(presented) {
      asked.push(presented);
      return Promise.resolve(valid.get(presented));
    },
  };
  return { keys, asked };
}

describe('remembered staff keys', () => {
  it('asks about a valid key once within the moment it is remembered', async () => {
    const { keys, asked } = countedKeys(new Map([['key-a', stored]]));
    let clock = 0;
    const remembered = rememberedStaffKeys(keys, { rememberMs: 1000, now: () => clock });
    expect(await remembered.verify('key-a')).toEqual(stored);
    clock = 999;
    expect(await remembered.verify('key-a')).toEqual(stored);
    expect(asked).toEqual(['key-a']);
  });

  it('asks again once the moment has passed, and then sees a revoked key', async () => {
    const valid = new Map([['key-a', stored]]);
    const { keys, asked } = countedKeys(valid);
    let clock = 0;
    const remembered = rememberedStaffKeys(keys, { rememberMs: 1000, now: () => clock });
    await remembered.verify('key-a');
    valid.delete('key-a');
    clock = 1000;
    expect(await remembered.verify('key-a')).toBeUndefined();
    expect(asked).toEqual(['key-a', 'key-a']);
  });

  it('never remembers a key that does not verify, so one issued later works at once', async () => {
    const valid = new Map<string, StaffKey>();
    const { keys, asked } = countedKeys(valid);
    const remembered = rememberedStaffKeys(keys, { rememberMs: 1000, now: () => 0 });
    expect(await remembered.verify('key-b')).toBeUndefined();
    valid.set('key-b', stored);
    expect(await remembered.verify('key-b')).toEqual(stored);
    expect(asked).toEqual(['key-b', 'key-b']);
  });

  it('tells keys apart', async () => {
    const other: StaffKey = { id: 2, label: 'integration', companyId: null };
    const { keys } = countedKeys(
      new Map([
        ['key-a', stored],
        ['key-c', other],
      ]),
    );
    const remembered = rememberedStaffKeys(keys, { rememberMs: 1000, now: () => 0 });
    expect(await remembered.verify('key-a')).toEqual(stored);
    expect(await remembered.verify('key-c')).toEqual(other);
    expect(await remembered.verify('key-x')).toBeUndefined();
  });
});

describe('forgetting revoked keys', () => {
  it("makes a key revoked through this process refused by the process's next request", async () => {
    const valid = new Map([['key-a', stored]]);
    const { keys, asked } = countedKeys(valid);
    const remembered = rememberedStaffKeys(keys, { rememberMs: 60_000, now: () => 0 });
    const companyKeys = forgettingRevoked(
      {
        issue: () => Promise.resolve(),
        keysOf: () => Promise.resolve([]),
        revoke: () => {
          valid.delete('key-a');
          return Promise.resolve(true);
        },
      },
      remembered,
    );
    expect(await remembered.verify('key-a')).toEqual(stored);
    expect(await remembered.verify('key-a')).toEqual(stored);
    expect(asked).toEqual(['key-a']);
    expect(await companyKeys.revoke(1 as CompanyId, 1, 0 as Instant)).toBe(true);
    expect(await remembered.verify('key-a')).toBeUndefined();
    expect(asked).toEqual(['key-a', 'key-a']);
  });
});
