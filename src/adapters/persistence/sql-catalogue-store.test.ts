import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Schema } from 'effect';
import {
  applyCatalogueFile,
  exportCatalogueFile,
  planCatalogueFile,
} from '#application/catalogue-file/catalogue-file-use-cases';
import type { Instant } from '#domain/calendar/instant';
import { Catalogue, type CatalogueInput } from '#domain/catalogue-file/catalogue';
import { anyValidCatalogueInput } from '#domain/catalogue-file/catalogue.arbitraries';
import { canonicalCatalogue, planCatalogue } from '#domain/catalogue-file/catalogue-changes';
import { catalogueDocument, validateCatalogue } from '#domain/catalogue-file/validate-catalogue';
import type { ProviderId, ServiceId } from '#domain/catalog/service';
import type { CompanyId, LocationId } from '#domain/storefront/company';
import { readFileSync } from 'node:fs';
import { parseYamlFile } from '../catalogue-file/yaml-catalogue';
import { DEMO_STAFF_API_KEY } from './demo/demo-bookings';
import { sqlStaffKeys } from './sql-staff-keys';
import { sqlCompanyDirectory } from './sql-company-directory';
import { aesGcmCodeSealer, DEV_LINK_KEY } from '../security/aes-gcm-code-sealer';
import { DEMO_TODAY, seededDatabase } from './demo/demo-databases.test-support';
import { aBooking, aGroup } from './new-booking-groups.test-support';
import { sqlBookings } from './sql-bookings';
import { sqlCatalogueStore } from './sql-catalogue-store';
import { rowDecoder } from './stored-rows';
import { testEngines, type TestDatabase } from './test-databases.test-support';
import { catalogueStoreContract } from './catalogue-store-contract.test-support';

// The catalogue store's SQL adapter (issue 21; docs/adr/0077), on PGlite and on PostgreSQL: the
// catalogue file's use cases over it, on generated catalogues and on the demo's rows.

const engines = await testEngines();
const anyCatalogue: fc.Arbitrary<Catalogue> = anyValidCatalogueInput.map((input) =>
  validateCatalogue(input)._unsafeUnwrap(),
);
const STAFF = DEMO_STAFF_API_KEY;
const clock = { now: () => Date.parse(`${DEMO_TODAY}T00:00:00Z`) as Instant };
const countRows = rowDecoder(Schema.Struct({ count: Schema.Int }), 'a count');

describe.each(engines)('the catalogue store on $name', (engine) => {
  describe.skipIf(engine.unavailable !== undefined)(`on ${engine.name}`, () => {
    let handle: TestDatabase;
    let ports: Parameters<typeof applyCatalogueFile>[0];

    beforeAll(async () => {
      handle = await seededDatabase(engine);
      ports = {
        catalogueStore: sqlCatalogueStore(handle.database),
        clock,
        staffKeys: sqlStaffKeys(handle.database),
        companyDirectory: sqlCompanyDirectory(handle.database),
      };
    });

    afterAll(async () => {
      await handle.dispose();
    });

    const count = async (sql: string, params: readonly unknown[] = []) =>
      countRows(await handle.database.query(sql, params))[0]?.count;

    it('exports what it applied, and re-applying it changes nothing, one generated catalogue over the other', async () => {
      const apply = applyCatalogueFile(ports);
      const exportFile = exportCatalogueFile(ports);
      const plan = planCatalogueFile(ports);
      await fc.assert(
        fc.asyncProperty(anyCatalogue, async (catalogue) => {
          const company = catalogue.company.slug;
          (
            await apply({ apiKey: STAFF, company, document: catalogueDocument(catalogue), forceCancel: false })
          )._unsafeUnwrap();
          const exported = (await exportFile({ apiKey: STAFF, company }))._unsafeUnwrap();
          expect(validateCatalogue(exported)._unsafeUnwrap()).toEqual(canonicalCatalogue(catalogue));
          expect(
            (await plan({ apiKey: STAFF, company, document: catalogueDocument(catalogue) }))._unsafeUnwrap().changes,
          ).toEqual([]);
          expect(
            (
              await apply({ apiKey: STAFF, company, document: catalogueDocument(catalogue), forceCancel: false })
            )._unsafeUnwrap().changes,
          ).toEqual([]);
        }),
        { numRuns: 12 },
      );
      // What later catalogues dropped is retired, not deleted.
      expect(
        await count(
          `SELECT count(*)::integer AS count FROM services s JOIN companies c ON c.id = s.company_id
            WHERE c.web_address = 'generated-company' AND s.retired_at IS NULL`,
        ),
      ).toBe(
        ((await exportFile({ apiKey: STAFF, company: 'generated-company' }))._unsafeUnwrap().services ?? []).length,
      );
    });

    it('plans, applies and exports the clinic’s plans_for_signed_in_owner, which the booking settings then read (docs/adr/0124)', async () => {
      const company = 'clinica-sonrisa';
      const exported = validateCatalogue(
        (await exportCatalogueFile(ports)({ apiKey: STAFF, company }))._unsafeUnwrap(),
      )._unsafeUnwrap();
      expect(exported.company.booking.plans_for_signed_in_owner).toBe(false);
      const ownerOnly = {
        ...exported,
        company: { ...exported.company, booking: { ...exported.company.booking, plans_for_signed_in_owner: true } },
      };
      const document = catalogueDocument(ownerOnly);
      expect((await planCatalogueFile(ports)({ apiKey: STAFF, company, document }))._unsafeUnwrap().changes).toEqual([
        {
          kind: 'updateCompany',
          company,
          fields: [{ field: 'booking', from: exported.company.booking, to: ownerOnly.company.booking }],
        },
      ]);
      (await applyCatalogueFile(ports)({ apiKey: STAFF, company, document, forceCancel: false }))._unsafeUnwrap();
      const after = (await exportCatalogueFile(ports)({ apiKey: STAFF, company }))._unsafeUnwrap();
      expect(after.company.booking?.plans_for_signed_in_owner).toBe(true);
      expect(
        (await sqlCompanyDirectory(handle.database).bookingSettingsByWebAddress(company))?.plansForSignedInOwner,
      ).toBe(true);
      expect((await planCatalogueFile(ports)({ apiKey: STAFF, company, document }))._unsafeUnwrap().changes).toEqual(
        [],
      );
    });

    it('exports the salon’s WhatsApp number and apps, which the directory answers, and a landline-only location without one (issue 36)', async () => {
      const exported = (await exportCatalogueFile(ports)({ apiKey: STAFF, company: 'salon-aurora' }))._unsafeUnwrap();
      expect(exported.company.apps).toEqual({
        app_store: 'https://apps.apple.com/cl/app/salon-aurora/id6450000001',
        google_play: 'https://play.google.com/store/apps/details?id=cl.salonaurora.app',
      });
      expect(exported.locations.map((location) => [location.slug, location.whatsapp])).toEqual([
        ['providencia', '+56 9 8765 4321'],
        ['las-condes', null],
      ]);
      const directory = sqlCompanyDirectory(handle.database);
      expect((await directory.companyByWebAddress('salon-aurora'))?.apps).toEqual({
        appStore: 'https://apps.apple.com/cl/app/salon-aurora/id6450000001',
        googlePlay: 'https://play.google.com/store/apps/details?id=cl.salonaurora.app',
      });
      const locations = await directory.activeLocationsOf(
        (await directory.companyByWebAddress('salon-aurora'))?.id ?? (0 as CompanyId),
      );
      expect(locations.map((location) => location.whatsapp)).toEqual(['+56 9 8765 4321', null]);
    });

    it('plans, applies and exports a location’s WhatsApp number and the company’s Google Play app (issue 36)', async () => {
      const company = 'taller-andes';
      const exported = validateCatalogue(
        (await exportCatalogueFile(ports)({ apiKey: STAFF, company }))._unsafeUnwrap(),
      )._unsafeUnwrap();
      expect(exported.company.apps).toEqual({ app_store: null, google_play: null });
      const [first, ...others] = exported.locations;
      if (first === undefined) throw new Error('the workshop has a location');
      const withApps = {
        ...exported,
        company: {
          ...exported.company,
          apps: { app_store: null, google_play: 'https://play.google.com/store/apps/details?id=cl.tallerandes' },
        },
        locations: [{ ...first, whatsapp: '+56987650000' }, ...others],
      };
      const document = catalogueDocument(withApps);
      const changes = (await planCatalogueFile(ports)({ apiKey: STAFF, company, document }))._unsafeUnwrap().changes;
      expect(changes).toEqual(
        expect.arrayContaining([
          {
            kind: 'updateCompany',
            company,
            fields: [{ field: 'apps', from: exported.company.apps, to: withApps.company.apps }],
          },
          expect.objectContaining({ fields: [{ field: 'whatsapp', from: null, to: '+56987650000' }] }),
        ]),
      );
      (await applyCatalogueFile(ports)({ apiKey: STAFF, company, document, forceCancel: false }))._unsafeUnwrap();
      const after = validateCatalogue(
        (await exportCatalogueFile(ports)({ apiKey: STAFF, company }))._unsafeUnwrap(),
      )._unsafeUnwrap();
      expect(after.company.apps).toEqual(withApps.company.apps);
      expect(after.locations[0]?.whatsapp).toBe('+56987650000');
      expect((await planCatalogueFile(ports)({ apiKey: STAFF, company, document }))._unsafeUnwrap().changes).toEqual(
        [],
      );
    });

    it('keeps only WhatsApp numbers and the stores’ own addresses, whatever writes the rows (migration 0042)', async () => {
      await expect(
        handle.database.query(`UPDATE locations SET whatsapp = '2345 678' WHERE id = (SELECT min(id) FROM locations)`),
      ).rejects.toThrow(/locations_whatsapp_number/);
      await expect(
        handle.database.query(
          `UPDATE companies SET app_store_url = 'https://apps.apple.com.example/app' WHERE id = (SELECT min(id) FROM companies)`,
        ),
      ).rejects.toThrow(/app_store_url/);
      await expect(
        handle.database.query(
          `UPDATE companies SET google_play_url = 'http://play.google.com/store/apps' WHERE id = (SELECT min(id) FROM companies)`,
        ),
      ).rejects.toThrow(/google_play_url/);
    });

    it('reads rows made before catalogue files (without slugs) as a catalogue, which read back says what stands', async () => {
      // The demo is seeded from files now: its salon's rows lose their slugs, as rows made before files have none.
      for (const table of ['locations', 'service_categories', 'services', 'providers']) {
        await handle.database.query(
          `UPDATE ${table} SET slug = NULL WHERE company_id = (SELECT id FROM companies WHERE web_address = 'salon-aurora')`,
        );
      }
      const exported = (await exportCatalogueFile(ports)({ apiKey: STAFF, company: 'salon-aurora' }))._unsafeUnwrap();
      expect(exported.company.name).toBe('Salón Aurora');
      expect(exported.locations.map((location) => location.slug)).toContain('location-1');
      const read = Schema.decodeUnknownSync(Catalogue)(exported);
      const current = await ports.catalogueStore.transaction((unit) => unit.current('salon-aurora'));
      expect(current).not.toBeNull();
      expect(planCatalogue(current, read)).toEqual([]);
    });

    it('refuses a promotion token another company holds as the file’s problem at its path, writing nothing', async () => {
      const tokenRows = rowDecoder(Schema.Struct({ token: Schema.String }), 'a token');
      const [held] = tokenRows(await handle.database.query('SELECT token FROM promotions ORDER BY id LIMIT 1'));
      expect(held).toBeDefined();
      const catalogue = fc.sample(
        anyCatalogue.filter((each) => each.promotions.length > 0),
        1,
      )[0] as Catalogue;
      const document = catalogueDocument(catalogue);
      const thief = {
        ...document,
        company: { ...document.company, slug: 'token-thief' },
        promotions: (document.promotions ?? []).map((promotion) => ({ ...promotion, token: held?.token ?? '' })),
      };
      const refusal = (
        await applyCatalogueFile(ports)({ apiKey: STAFF, company: 'token-thief', document: thief, forceCancel: false })
      )._unsafeUnwrapErr();
      expect(refusal).toMatchObject({
        _tag: 'CatalogueInvalid',
        problems: [{ _tag: 'PromotionTokenTaken', path: ['promotions', 0, 'token'], token: held?.token }],
      });
      expect(await count("SELECT count(*)::int AS count FROM companies WHERE web_address = 'token-thief'")).toBe(0);
    });

    it('refuses to retire a professional with a confirmed future booking, naming it, unless forced: then cancels it with its mail', async () => {
      const file = readFileSync(new URL('../../../docs/examples/catalogue-salon.yaml', import.meta.url), 'utf8');
      const example = (parseYamlFile(file)._unsafeUnwrap().data ?? {}) as CatalogueInput;
      const company = 'catalogue-salon';
      // Promotion tokens are unique across companies: the demo's salon has the example's.
      const document: CatalogueInput = {
        ...example,
        company: { ...example.company, slug: company },
        promotions: (example.promotions ?? []).map((promotion) => ({ ...promotion, token: `copy-${promotion.token}` })),
      };
      const apply = applyCatalogueFile(ports);
      (await apply({ apiKey: STAFF, company, document, forceCancel: false }))._unsafeUnwrap();

      const idOf = async (table: string, slug: string) =>
        countRows(
          await handle.database.query(
            `SELECT t.id AS count FROM ${table} t JOIN companies c ON c.id = t.company_id WHERE c.web_address = $1 AND t.slug = $2`,
            [company, slug],
          ),
        )[0]?.count ?? 0;
      const [companyRow] = countRows(
        await handle.database.query('SELECT id AS count FROM companies WHERE web_address = $1', [company]),
      );
      const bookings = sqlBookings(handle.database, aesGcmCodeSealer(DEV_LINK_KEY));
      // Wednesday 9 December 2026, 10:00 in Santiago: Camila's hours at Providencia.
      const created = (
        await bookings.create(
          aGroup(
            [
              aBooking({
                serviceId: (await idOf('services', 'womens-cut')) as ServiceId,
                providerId: (await idOf('providers', 'camila')) as ProviderId,
                start: Date.parse('2026-12-09T13:00:00Z') as Instant,
                end: Date.parse('2026-12-09T13:45:00Z') as Instant,
              }),
            ],
            {
              locationId: (await idOf('locations', 'providencia')) as LocationId,
              companyId: (companyRow?.count ?? 0) as CompanyId,
            },
          ),
        )
      )._unsafeUnwrap();
      const bookingId = created.bookings[0]?.id;
      const without: CatalogueInput = {
        ...document,
        professionals: (document.professionals ?? []).filter((each) => each.slug !== 'camila'),
      };

      const planned = (await planCatalogueFile(ports)({ apiKey: STAFF, company, document: without }))._unsafeUnwrap();
      expect(planned.changes).toEqual([{ kind: 'retire', section: 'professionals', key: 'camila' }]);
      expect(planned.stranded).toEqual([
        {
          booking: {
            id: bookingId,
            location: 'providencia',
            service: 'womens-cut',
            professional: 'camila',
            date: '2026-12-09',
            startsAt: '10:00',
            endsAt: '10:45',
            isClass: false,
          },
          reason: 'professionalRetired',
        },
      ]);

      const refusal = (
        await apply({ apiKey: STAFF, company, document: without, forceCancel: false })
      )._unsafeUnwrapErr();
      expect(refusal).toMatchObject({ _tag: 'CatalogueStrandsBookings', stranded: planned.stranded });
      expect(
        await count("SELECT count(*)::integer AS count FROM bookings WHERE id = $1 AND status = 'confirmed'", [
          bookingId,
        ]),
      ).toBe(1);

      const forced = (await apply({ apiKey: STAFF, company, document: without, forceCancel: true }))._unsafeUnwrap();
      expect(forced.cancelled).toEqual(planned.stranded);
      expect(
        await count("SELECT count(*)::integer AS count FROM bookings WHERE id = $1 AND status = 'cancelled'", [
          bookingId,
        ]),
      ).toBe(1);
      expect(
        await count(
          `SELECT count(*)::integer AS count FROM notification_outbox o JOIN bookings b ON b.group_id = o.booking_group_id
            WHERE o.kind = 'booking_cancelled' AND b.id = $1`,
          [bookingId],
        ),
      ).toBe(1);
      // Retired, kept: the row is there with its bookings, and nothing of the storefront reaches it.
      expect(
        await count(
          "SELECT count(*)::integer AS count FROM providers WHERE slug = 'camila' AND retired_at IS NOT NULL",
        ),
      ).toBe(1);
      expect(
        await count(
          `SELECT count(*)::integer AS count FROM provider_weekly_hours h JOIN providers p ON p.id = h.provider_id
            WHERE p.slug = 'camila'`,
        ),
      ).toBe(0);
      const after = (await exportCatalogueFile(ports)({ apiKey: STAFF, company }))._unsafeUnwrap();
      expect(after.professionals?.map((each) => each.slug)).not.toContain('camila');
      // Named again, she is back.
      (await apply({ apiKey: STAFF, company, document, forceCancel: false }))._unsafeUnwrap();
      expect(
        await count("SELECT count(*)::integer AS count FROM providers WHERE slug = 'camila' AND retired_at IS NULL"),
      ).toBe(1);
    });

    // What the in-memory fake keeps too (ADR 0097); last, for the tests above count every company's rows.
    catalogueStoreContract(() =>
      Promise.resolve({
        store: ports.catalogueStore,
        async book(company, booked, start, end) {
          const idOf = async (table: string, slug: string) =>
            (await count(
              `SELECT t.id AS count FROM ${table} t JOIN companies c ON c.id = t.company_id WHERE c.web_address = $1 AND t.slug = $2`,
              [company, slug],
            )) ?? 0;
          const companyRow = await count('SELECT id AS count FROM companies WHERE web_address = $1', [company]);
          const created = await sqlBookings(handle.database, aesGcmCodeSealer(DEV_LINK_KEY)).create(
            aGroup(
              [
                aBooking({
                  serviceId: (await idOf('services', booked.service)) as ServiceId,
                  providerId: (await idOf('providers', booked.professional)) as ProviderId,
                  start,
                  end,
                }),
              ],
              {
                locationId: (await idOf('locations', booked.location)) as LocationId,
                companyId: (companyRow ?? 0) as CompanyId,
              },
            ),
          );
          return created._unsafeUnwrap().bookingId;
        },
      }),
    );
  });
});
