import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Schema } from 'effect';
import {
  applyCatalogueFile,
  exportCatalogueFile,
  planCatalogueFile,
} from '#application/catalogue-file/catalogue-file-use-cases';
import type { Instant } from '#domain/calendar/instant';
import { Catalogue } from '#domain/catalogue-file/catalogue';
import { anyValidCatalogueInput } from '#domain/catalogue-file/catalogue.arbitraries';
import { canonicalCatalogue } from '#domain/catalogue-file/catalogue-changes';
import { validateCatalogue } from '#domain/catalogue-file/validate-catalogue';
import { aesGcmCodeSealer, DEV_LINK_KEY } from '../security/aes-gcm-code-sealer';
import { DEMO_TODAY, seededDatabase } from './demo/demo-databases.test-support';
import { aBooking, aGroup } from './new-booking-groups.test-support';
import { sqlBookings } from './sql-bookings';
import { sqlCatalogueStore } from './sql-catalogue-store';
import { rowDecoder } from './stored-rows';
import { testEngines, type TestDatabase } from './test-databases.test-support';

// The catalogue store's SQL adapter (issue 21; docs/adr/0077), on PGlite and on PostgreSQL: the
// catalogue file's use cases over it, on generated catalogues and on the demo's rows.

const engines = await testEngines();
const anyCatalogue: fc.Arbitrary<Catalogue> = anyValidCatalogueInput.map((input) =>
  validateCatalogue(input)._unsafeUnwrap(),
);
const clock = { now: () => Date.parse(`${DEMO_TODAY}T00:00:00Z`) as Instant };
const countRows = rowDecoder(Schema.Struct({ count: Schema.Int }), 'a count');

describe.each(engines)('the catalogue store on $name', (engine) => {
  describe.skipIf(engine.unavailable !== undefined)(`on ${engine.name}`, () => {
    let handle: TestDatabase;
    let ports: Parameters<typeof applyCatalogueFile>[0];

    beforeAll(async () => {
      handle = await seededDatabase(engine);
      ports = { catalogueStore: sqlCatalogueStore(handle.database), clock };
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
          (await apply({ company, catalogue, forceCancel: false }))._unsafeUnwrap();
          const exported = (await exportFile({ company }))._unsafeUnwrap();
          expect(validateCatalogue(exported)._unsafeUnwrap()).toEqual(canonicalCatalogue(catalogue));
          expect((await plan({ company, catalogue }))._unsafeUnwrap().changes).toEqual([]);
          expect((await apply({ company, catalogue, forceCancel: false }))._unsafeUnwrap().changes).toEqual([]);
        }),
        { numRuns: 12 },
      );
      // What later catalogues dropped is retired, not deleted.
      expect(
        await count(
          `SELECT count(*)::integer AS count FROM services s JOIN companies c ON c.id = s.company_id
            WHERE c.web_address = 'generated-company' AND s.retired_at IS NULL`,
        ),
      ).toBe(((await exportFile({ company: 'generated-company' }))._unsafeUnwrap().services ?? []).length);
    });

    it('reads the demo’s rows made before catalogue files as a catalogue, which applied again changes nothing', async () => {
      const exported = (await exportCatalogueFile(ports)({ company: 'salon-aurora' }))._unsafeUnwrap();
      expect(exported.company.name).toBe('Salón Aurora');
      expect(exported.locations.length).toBeGreaterThan(0);
      const current = Schema.decodeUnknownSync(Catalogue)(exported);
      const applied = (
        await applyCatalogueFile(ports)({ company: 'salon-aurora', catalogue: current, forceCancel: false })
      )._unsafeUnwrap();
      expect(applied.changes).toEqual([]);
    });

    it('refuses to retire a professional with a confirmed future booking, naming it, unless forced: then cancels it with its mail', async () => {
      const bookings = sqlBookings(handle.database, aesGcmCodeSealer(DEV_LINK_KEY));
      const created = (
        await bookings.create(
          aGroup([
            aBooking({
              start: Date.parse('2026-12-09T13:00:00Z') as Instant,
              end: Date.parse('2026-12-09T13:45:00Z') as Instant,
            }),
          ]),
        )
      )._unsafeUnwrap();
      const bookingId = created.bookings[0]?.id;
      const exported = (await exportCatalogueFile(ports)({ company: 'salon-aurora' }))._unsafeUnwrap();
      const current = Schema.decodeUnknownSync(Catalogue)(exported);
      const camila = current.professionals.find((professional) => professional.name.startsWith('Camila'));
      if (camila === undefined) throw new Error('The demo has Camila');
      const without = { ...current, professionals: current.professionals.filter((each) => each !== camila) };
      const apply = applyCatalogueFile(ports);

      const refusal = (
        await apply({ company: 'salon-aurora', catalogue: without, forceCancel: false })
      )._unsafeUnwrapErr();
      expect(refusal._tag).toBe('StrandsBookings');
      const stranded = refusal._tag === 'StrandsBookings' ? refusal.stranded : [];
      expect(stranded.find((each) => each.booking.id === bookingId)?.reason).toBe('professionalRetired');
      expect(
        await count("SELECT count(*)::integer AS count FROM bookings WHERE id = $1 AND status = 'confirmed'", [
          bookingId,
        ]),
      ).toBe(1);

      const forced = (await apply({ company: 'salon-aurora', catalogue: without, forceCancel: true }))._unsafeUnwrap();
      expect(forced.cancelled.map((each) => each.booking.id)).toContain(bookingId);
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
          'SELECT count(*)::integer AS count FROM providers WHERE public_name = $1 AND retired_at IS NOT NULL',
          [camila.name],
        ),
      ).toBe(1);
      expect(
        await count(
          `SELECT count(*)::integer AS count FROM provider_weekly_hours h JOIN providers p ON p.id = h.provider_id
            WHERE p.public_name = $1`,
          [camila.name],
        ),
      ).toBe(0);
      const after = (await exportCatalogueFile(ports)({ company: 'salon-aurora' }))._unsafeUnwrap();
      expect(after.professionals?.map((each) => each.slug)).not.toContain(camila.slug);
    });
  });
});
