import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VehicleVisits } from '#application/ports/server/vehicle-visits';
import type { Instant } from '#domain/calendar/instant';
import type { ProviderId, ServiceId } from '#domain/catalog/service';
import { aesGcmCodeSealer, DEV_LINK_KEY } from '../security/aes-gcm-code-sealer';
import { seededDatabase } from './demo/demo-databases.test-support';
import { DEMO_COMPANY, DEMO_LOCATION, DEMO_PROVIDER, DEMO_SERVICE } from './demo/demo-ids';
import { DEMO_VEHICLE_PLATE } from './demo/demo-vehicles';
import { aBooking, aGroup } from './new-booking-groups.test-support';
import { sqlBookings } from './sql-bookings';
import { moveVehicleVisit, sqlVehicleVisits } from './sql-vehicle-visits';
import { testEngines, type TestDatabase } from './test-databases.test-support';

// A workshop vehicle's visits (migration 0037; docs/adr/0119) on PGlite and on PostgreSQL: the
// demo's past ones, those a workshop booking writes in its transaction, on the booking's local day.

const engines = await testEngines();
const at = (iso: string) => Date.parse(iso) as Instant;

describe.each(engines)('the vehicle visits on $name', (engine) => {
  describe.skipIf(engine.unavailable !== undefined)(`on ${engine.name}`, () => {
    let handle: TestDatabase;
    let visits: VehicleVisits;

    beforeAll(async () => {
      handle = await seededDatabase(engine);
      visits = sqlVehicleVisits(handle.database);
    });

    afterAll(async () => {
      await handle.dispose();
    });

    const bookYaris = async (start: string, mileage: number) => {
      const created = await sqlBookings(handle.database, aesGcmCodeSealer(DEV_LINK_KEY)).create(
        aGroup(
          [
            aBooking({
              serviceId: DEMO_SERVICE.service10000 as ServiceId,
              providerId: DEMO_PROVIDER.bayOne as ProviderId,
              start: at(start),
              end: (at(start) + 90 * 60_000) as Instant,
              price: 89_000,
              vehicle: {
                brand: 'Toyota',
                model: 'Yaris',
                plate: DEMO_VEHICLE_PLATE.yaris,
                year: 2019,
                clientName: 'Ana Pérez',
                lastMileage: mileage,
              },
            }),
          ],
          { locationId: DEMO_LOCATION.quilicura, companyId: DEMO_COMPANY.workshop },
        ),
      );
      return created._unsafeUnwrap().bookingId;
    };

    it("reads the demo Yaris's past visits oldest first, and none for a plate or company without any", async () => {
      expect(await visits.of(DEMO_COMPANY.workshop, DEMO_VEHICLE_PLATE.yaris)).toEqual([
        {
          date: '2025-03-01',
          mileage: 20_300,
          serviceId: DEMO_SERVICE.service20000,
          serviceName: 'Mantención 20.000 km',
        },
        {
          date: '2026-02-04',
          mileage: 31_000,
          serviceId: DEMO_SERVICE.service10000,
          serviceName: 'Mantención 10.000 km',
        },
      ]);
      expect(await visits.of(DEMO_COMPANY.workshop, DEMO_VEHICLE_PLATE.sail)).toEqual([]);
      expect(await visits.of(DEMO_COMPANY.salon, DEMO_VEHICLE_PLATE.yaris)).toEqual([]);
      expect(await visits.of(DEMO_COMPANY.workshop, 'BCDF\u000012')).toEqual([]);
    });

    it("records a workshop booking's visit on the day it starts at its location, and moves it with the booking", async () => {
      // 23:00 in Santiago on 2026-12-09 is already the 10th in UTC.
      const bookingId = await bookYaris('2026-12-10T02:00:00Z', 43_000);
      expect((await visits.of(DEMO_COMPANY.workshop, DEMO_VEHICLE_PLATE.yaris)).at(-1)).toEqual({
        date: '2026-12-09',
        mileage: 43_000,
        serviceId: DEMO_SERVICE.service10000,
        serviceName: 'Mantención 10.000 km',
      });
      await handle.database.transaction(async (transaction) => {
        await transaction.query(
          `UPDATE bookings SET during = tstzrange('2026-12-11T12:00:00Z', '2026-12-11T13:30:00Z', '[)') WHERE id = $1`,
          [bookingId],
        );
        await moveVehicleVisit(transaction, bookingId);
      });
      expect((await visits.of(DEMO_COMPANY.workshop, DEMO_VEHICLE_PLATE.yaris)).at(-1)?.date).toBe('2026-12-11');
    });

    it("reads no visit of a cancelled booking, which keeps its row (the booking's status is its mark)", async () => {
      const bookingId = await bookYaris('2026-12-15T12:00:00Z', 44_000);
      expect(await visits.of(DEMO_COMPANY.workshop, DEMO_VEHICLE_PLATE.yaris)).toHaveLength(4);
      await handle.database.query(`UPDATE bookings SET status = 'cancelled', cancelled_at = now() WHERE id = $1`, [
        bookingId,
      ]);
      expect((await visits.of(DEMO_COMPANY.workshop, DEMO_VEHICLE_PLATE.yaris)).map((visit) => visit.mileage)).toEqual([
        20_300, 31_000, 43_000,
      ]);
    });
  });
});
