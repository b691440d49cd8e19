import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VehicleRegister } from '#application/ports/server/vehicle-register';
import { DEMO_COMPANY } from './demo/demo-ids';
import { seededDatabase } from './demo/demo-databases.test-support';
import { DEMO_VEHICLE_PLATE } from './demo/demo-vehicles';
import { recordVehicleMileage, sqlVehicleRegister } from './sql-vehicle-register';
import { testEngines, type TestDatabase } from './test-databases.test-support';
import { companyId } from '#domain/shared/ids.test-support';

// The vehicle register's SQL adapter (migration 0006) on PGlite and on PostgreSQL.

const engines = await testEngines();

describe.each(engines)('the vehicle register on $name', (engine) => {
  describe.skipIf(engine.unavailable !== undefined)(`on ${engine.name}`, () => {
    let handle: TestDatabase;
    let register: VehicleRegister;

    beforeAll(async () => {
      handle = await seededDatabase(engine);
      register = sqlVehicleRegister(handle.database);
    });

    afterAll(async () => {
      await handle.dispose();
    });

    it('reads a vehicle by company and registered plate, with its last mileage', async () => {
      expect(await register.vehicleByPlate(DEMO_COMPANY.workshop, DEMO_VEHICLE_PLATE.hilux)).toEqual({
        brand: 'Toyota',
        model: 'Hilux',
        plate: 'KLPR34',
        year: 2021,
        clientName: 'Transportes Quilicura SpA',
        lastMileage: 118_500,
      });
    });

    it('finds nothing under another company, an unknown plate, or keys no row can hold', async () => {
      expect(await register.vehicleByPlate(DEMO_COMPANY.salon, DEMO_VEHICLE_PLATE.hilux)).toBeUndefined();
      expect(await register.vehicleByPlate(DEMO_COMPANY.workshop, 'ZZZZ99')).toBeUndefined();
      expect(await register.vehicleByPlate(companyId(2 ** 40), DEMO_VEHICLE_PLATE.hilux)).toBeUndefined();
      expect(await register.vehicleByPlate(DEMO_COMPANY.workshop, 'KLPR\u000034')).toBeUndefined();
    });

    it('records a higher mileage for a plate it holds, keeping the rest of its record (docs/adr/0022)', async () => {
      const hilux = await register.vehicleByPlate(DEMO_COMPANY.workshop, DEMO_VEHICLE_PLATE.hilux);
      if (hilux === undefined) throw new Error('the demo Hilux is missing');
      expect(
        await handle.database.transaction((transaction) =>
          recordVehicleMileage(transaction, DEMO_COMPANY.workshop, { ...hilux, brand: 'Otra', lastMileage: 120_000 }),
        ),
      ).toBe(true);
      expect(await register.vehicleByPlate(DEMO_COMPANY.workshop, DEMO_VEHICLE_PLATE.hilux)).toEqual({
        ...hilux,
        lastMileage: 120_000,
      });
    });

    it('records nothing when the mileage does not exceed the one recorded meanwhile', async () => {
      const hilux = await register.vehicleByPlate(DEMO_COMPANY.workshop, DEMO_VEHICLE_PLATE.hilux);
      if (hilux === undefined) throw new Error('the demo Hilux is missing');
      expect(
        await handle.database.transaction((transaction) =>
          recordVehicleMileage(transaction, DEMO_COMPANY.workshop, hilux),
        ),
      ).toBe(false);
      expect(await register.vehicleByPlate(DEMO_COMPANY.workshop, DEMO_VEHICLE_PLATE.hilux)).toEqual(hilux);
    });

    it('files a plate it does not hold, for that company only', async () => {
      const swift = {
        brand: 'Suzuki',
        model: 'Swift',
        plate: 'ZXWV77',
        year: 2020,
        clientName: '',
        lastMileage: 15_000,
      };
      expect(
        await handle.database.transaction((transaction) =>
          recordVehicleMileage(transaction, DEMO_COMPANY.workshop, swift),
        ),
      ).toBe(true);
      expect(await register.vehicleByPlate(DEMO_COMPANY.workshop, 'ZXWV77')).toEqual(swift);
      expect(await register.vehicleByPlate(DEMO_COMPANY.salon, 'ZXWV77')).toBeUndefined();
    });

    it('refuses a plate written otherwise than the register keys it', async () => {
      await expect(
        handle.database.query(
          "INSERT INTO vehicles (company_id, plate, brand, model, year) VALUES ($1, 'kl-pr 35', 'Kia', 'Rio', 2020)",
          [DEMO_COMPANY.workshop],
        ),
      ).rejects.toMatchObject({ code: '23514' });
    });
  });
});
