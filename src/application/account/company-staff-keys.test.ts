import { describe, expect, it } from 'vitest';
import type { Instant } from '#domain/calendar/instant';
import { companyId } from '#domain/shared/ids.test-support';
import type { CompanyStaffKeys, ListedStaffKey } from '../ports/server/company-staff-keys';
import type { StaffKey, StaffKeyVerifier } from '../ports/server/staff-key-verifier';
import { listStaffKeys } from './list-staff-keys';
import { revokeStaffKey } from './revoke-staff-key';

const PESOS = { unit: '$', delimiter: '.', separator: ',' };

// Listing and revoking a company's staff api-keys (issue 21; docs/adr/0081) over keys in memory,
// where a revoked key stops verifying as the SQL adapter's does.

const SALON = companyId(1);
const CLINIC = companyId(2);
const NOW = Date.UTC(2026, 10, 26, 12) as Instant;

function setUp() {
  const keys = new Map<string, StaffKey & { createdAt: Instant; revokedAt: Instant | null }>([
    ['operator', { id: 1, label: 'operator', companyId: null, createdAt: 0 as Instant, revokedAt: null }],
    ['salon-desk', { id: 2, label: 'front desk', companyId: SALON, createdAt: 10 as Instant, revokedAt: null }],
    ['salon-web', { id: 3, label: 'website', companyId: SALON, createdAt: 20 as Instant, revokedAt: null }],
    ['clinic', { id: 4, label: 'clinic', companyId: CLINIC, createdAt: 30 as Instant, revokedAt: null }],
  ]);
  const staffKeys: StaffKeyVerifier = {
    verify: (presented) => {
      const key = keys.get(presented);
      return Promise.resolve(key === undefined || key.revokedAt !== null ? undefined : key);
    },
  };
  const companyStaffKeys: Pick<CompanyStaffKeys, 'keysOf' | 'revoke'> = {
    keysOf: (company) =>
      Promise.resolve(
        [...keys.values()]
          .filter((key) => key.companyId === company)
          .map(({ id, label, createdAt, revokedAt }): ListedStaffKey => ({ id, label, createdAt, revokedAt })),
      ),
    revoke: (company, keyId, at) => {
      const key = [...keys.values()].find((each) => each.id === keyId && each.companyId === company);
      if (key !== undefined) key.revokedAt ??= at;
      return Promise.resolve(key !== undefined);
    },
  };
  const companySlugs = {
    companyBySlug: (slug: string) =>
      Promise.resolve(
        slug === 'salon-aurora'
          ? { id: SALON, slug, name: 'Salón Aurora', currency: PESOS }
          : slug === 'clinica-sonrisa'
            ? { id: CLINIC, slug, name: 'Clínica Sonrisa', currency: PESOS }
            : undefined,
      ),
  };
  const ports = { staffKeys, companyStaffKeys, companySlugs, clock: { now: () => NOW } };
  return { list: listStaffKeys(ports), revoke: revokeStaffKey(ports), staffKeys };
}

describe("a company's staff api-keys", () => {
  it('lists its keys with labels, ids and dates to the operator and to its own key, never a key', async () => {
    const { list } = setUp();
    for (const apiKey of ['operator', 'salon-desk']) {
      const listed = (await list({ apiKey, companySlug: 'salon-aurora' }))._unsafeUnwrap();
      expect(listed.keys).toEqual([
        { id: 2, label: 'front desk', createdAt: 10, revokedAt: null },
        { id: 3, label: 'website', createdAt: 20, revokedAt: null },
      ]);
    }
  });

  it("refuses another company's key as another company's, whether the slug exists or not", async () => {
    const { list, revoke } = setUp();
    const code = async (apiKey: string | null, companySlug: string) =>
      (await list({ apiKey, companySlug }))._unsafeUnwrapErr().code;
    expect(await code('clinic', 'salon-aurora')).toBe('AUTH.OTHER_COMPANY');
    expect(await code('clinic', 'nadie')).toBe('AUTH.OTHER_COMPANY');
    expect(await code('operator', 'nadie')).toBe('COMPANY.NOT_FOUND');
    expect(await code(null, 'salon-aurora')).toBe('AUTH.UNAUTHENTICATED');
    expect(await code('guess', 'salon-aurora')).toBe('AUTH.INVALID_API_KEY');
    expect((await revoke({ apiKey: 'clinic', companySlug: 'salon-aurora', keyId: 2 }))._unsafeUnwrapErr().code).toBe(
      'AUTH.OTHER_COMPANY',
    );
  });

  it('revokes a key, which stops acting at once and is listed as revoked; revoking it again keeps its time', async () => {
    const { list, revoke, staffKeys } = setUp();
    (await revoke({ apiKey: 'operator', companySlug: 'salon-aurora', keyId: 3 }))._unsafeUnwrap();
    expect(await staffKeys.verify('salon-web')).toBeUndefined();
    expect(await staffKeys.verify('salon-desk')).toBeDefined();
    (await revoke({ apiKey: 'salon-desk', companySlug: 'salon-aurora', keyId: 3 }))._unsafeUnwrap();
    const listed = (await list({ apiKey: 'operator', companySlug: 'salon-aurora' }))._unsafeUnwrap();
    expect(listed.keys.find((key) => key.id === 3)?.revokedAt).toBe(NOW);
  });

  it("lets a company's key revoke itself, after which it is refused", async () => {
    const { list, revoke } = setUp();
    (await revoke({ apiKey: 'salon-desk', companySlug: 'salon-aurora', keyId: 2 }))._unsafeUnwrap();
    expect((await list({ apiKey: 'salon-desk', companySlug: 'salon-aurora' }))._unsafeUnwrapErr().code).toBe(
      'AUTH.INVALID_API_KEY',
    );
  });

  it("answers not found for a key id the company does not have, another company's included", async () => {
    const { revoke, staffKeys } = setUp();
    for (const keyId of [4, 1, 99]) {
      expect((await revoke({ apiKey: 'operator', companySlug: 'salon-aurora', keyId }))._unsafeUnwrapErr().code).toBe(
        'STAFF_KEY.NOT_FOUND',
      );
    }
    expect(await staffKeys.verify('clinic')).toBeDefined();
    expect(await staffKeys.verify('operator')).toBeDefined();
  });
});
