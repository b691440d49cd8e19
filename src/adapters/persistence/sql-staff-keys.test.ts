import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANY } from './demo/demo-ids';
import { seededDatabase } from './demo/demo-databases.test-support';
import { DEMO_STAFF_API_KEY } from './demo/demo-bookings';
import { sqlCompanySlugs } from './sql-company-slugs';
import { sqlCompanyStaffKeys, sqlStaffKeys } from './sql-staff-keys';
import type { Instant } from '#domain/calendar/instant';
import { testEngines, type TestDatabase } from './test-databases.test-support';

// Staff api-keys per company and companies by their slug (issue 21; migration 0023; docs/adr/0078), on PGlite and PostgreSQL.

const engines = await testEngines();

describe.each(engines)('staff keys and company slugs on $name', (engine) => {
  describe.skipIf(engine.unavailable !== undefined)(`on ${engine.name}`, () => {
    let handle: TestDatabase;

    beforeAll(async () => {
      handle = await seededDatabase(engine);
    });

    afterAll(async () => {
      await handle.dispose();
    });

    it("keeps the demo's key as the operator's, acting for every company", async () => {
      expect(await sqlStaffKeys(handle.database).verify(DEMO_STAFF_API_KEY)).toMatchObject({ companyId: null });
    });

    it('stores an issued key only as its digest, and reads it back as acting for its company', async () => {
      await sqlCompanyStaffKeys(handle.database).issue({
        key: 'a-key-for-the-clinic-only-0123456789',
        label: 'front desk',
        companyId: DEMO_COMPANY.clinic,
      });
      expect(await sqlStaffKeys(handle.database).verify('a-key-for-the-clinic-only-0123456789')).toMatchObject({
        label: 'front desk',
        companyId: DEMO_COMPANY.clinic,
      });
      // A SHA-256 digest (32 bytes), and the key nowhere in the row.
      expect(
        await handle.database.query(
          "SELECT octet_length(key_digest) AS bytes, label FROM staff_api_keys WHERE label = 'front desk'",
        ),
      ).toEqual([{ bytes: 32, label: 'front desk' }]);
    });

    it("lists a company's keys without their digests, and revokes one, which stops verifying at once", async () => {
      const keys = sqlCompanyStaffKeys(handle.database);
      await sqlCompanyStaffKeys(handle.database).issue({
        key: 'the-workshop-key-0123456789abcdef',
        label: 'workshop till',
        companyId: DEMO_COMPANY.workshop,
      });
      const [listed] = await keys.keysOf(DEMO_COMPANY.workshop);
      expect(Object.keys(listed ?? {}).sort()).toEqual(['createdAt', 'id', 'label', 'revokedAt']);
      expect(listed).toMatchObject({ label: 'workshop till', revokedAt: null });
      expect(Math.abs((listed?.createdAt ?? 0) - Date.now())).toBeLessThan(10 * 60_000);
      expect(await keys.keysOf(DEMO_COMPANY.salon)).toEqual([]);
      const id = listed?.id ?? 0;

      expect(await keys.revoke(DEMO_COMPANY.salon, id, 1_000 as Instant)).toBe(false);
      expect(await sqlStaffKeys(handle.database).verify('the-workshop-key-0123456789abcdef')).toBeDefined();
      const at = Date.UTC(2026, 10, 26, 12, 30) as Instant;
      expect(await keys.revoke(DEMO_COMPANY.workshop, id, at)).toBe(true);
      expect(await sqlStaffKeys(handle.database).verify('the-workshop-key-0123456789abcdef')).toBeUndefined();
      expect(await keys.revoke(DEMO_COMPANY.workshop, id, (at + 60_000) as Instant)).toBe(true);
      expect((await keys.keysOf(DEMO_COMPANY.workshop))[0]?.revokedAt).toBe(at);
      expect(await keys.revoke(DEMO_COMPANY.workshop, 987_654, at)).toBe(false);
    });

    it('names a company by its web address, its slug (docs/adr/0070, 0077), and by no other', async () => {
      const slugs = sqlCompanySlugs(handle.database);
      expect(await slugs.companyBySlug('clinica-sonrisa')).toEqual({
        id: DEMO_COMPANY.clinic,
        slug: 'clinica-sonrisa',
        name: 'Clínica Dental Sonrisa',
        // How the company writes its amounts, which the staff's gift card answers carry (docs/adr/0108).
        currency: { unit: '$', delimiter: '.', separator: ',' },
      });
      await handle.database.query("UPDATE companies SET web_address = 'sonrisa' WHERE id = $1", [DEMO_COMPANY.clinic]);
      expect(await slugs.companyBySlug('sonrisa')).toMatchObject({ id: DEMO_COMPANY.clinic, slug: 'sonrisa' });
      expect(await slugs.companyBySlug('clinica-sonrisa')).toBeUndefined();
    });

    it('finds nothing for an unknown slug or one PostgreSQL text cannot hold', async () => {
      const slugs = sqlCompanySlugs(handle.database);
      expect(await slugs.companyBySlug('nadie')).toBeUndefined();
      expect(await slugs.companyBySlug('salon\u0000')).toBeUndefined();
    });

    it('refuses two companies with the same slug, their web address', async () => {
      await handle.database.query("UPDATE companies SET web_address = 'taken' WHERE id = $1", [DEMO_COMPANY.salon]);
      await expect(
        handle.database.query("UPDATE companies SET web_address = 'taken' WHERE id = $1", [DEMO_COMPANY.workshop]),
      ).rejects.toThrow();
    });
  });
});
