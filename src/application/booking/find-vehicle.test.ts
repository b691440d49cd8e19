import { describe, expect, it } from 'vitest';
import type { Vehicle } from '#domain/workshop/vehicle';
import { findVehicle } from './find-vehicle';
import {
  aCompany,
  aLocation,
  inMemoryCompanyDirectory,
  inMemoryVehicleRegister,
} from '../catalogue/in-memory-directories.test-support';
import { companyId, locationId } from '#domain/shared/ids.test-support';

const yaris: Vehicle = {
  brand: 'Toyota',
  model: 'Yaris',
  plate: 'BCDF12',
  year: 2019,
  clientName: 'Ana Pérez',
  lastMileage: 42_000,
};

const find = findVehicle({
  companyDirectory: inMemoryCompanyDirectory({
    companies: [
      aCompany({ id: companyId(2), webAddress: 'taller-andes' }),
      aCompany({ id: companyId(3), webAddress: 'otro-taller' }),
    ],
    locations: [
      aLocation({ id: locationId(3), companyId: companyId(2) }),
      aLocation({ id: locationId(4), companyId: companyId(3) }),
      aLocation({ id: locationId(5), companyId: companyId(2), active: false }),
    ],
  }),
  vehicleRegister: inMemoryVehicleRegister({ companyId: 2, vehicles: [yaris] }),
});

describe('finding a vehicle by its plate (booking-wizard §3 Vehicle entity; storefront §8 "plate not found")', () => {
  it("finds the vehicle on the location's company register however the plate was typed", async () => {
    for (const plate of ['BCDF12', 'bcdf12', 'BC-DF 12', 'bc.df.12']) {
      expect((await find({ locationId: locationId(3), plate }))._unsafeUnwrap()).toEqual(yaris);
    }
  });

  it('does not find a plate the register does not hold: "plate not found"', async () => {
    expect((await find({ locationId: locationId(3), plate: 'ZZZZ99' }))._unsafeUnwrapErr()).toMatchObject({
      code: 'VEHICLE.NOT_FOUND',
    });
  });

  it("does not find another company's vehicle", async () => {
    expect((await find({ locationId: locationId(4), plate: 'BCDF12' }))._unsafeUnwrapErr()).toMatchObject({
      code: 'VEHICLE.NOT_FOUND',
    });
  });

  it('does not find the location when it is closed or unknown', async () => {
    expect((await find({ locationId: locationId(5), plate: 'BCDF12' }))._unsafeUnwrapErr()).toMatchObject({
      code: 'LOCATION.NOT_FOUND',
    });
    expect((await find({ locationId: locationId(9), plate: 'BCDF12' }))._unsafeUnwrapErr()).toMatchObject({
      code: 'LOCATION.NOT_FOUND',
    });
  });
});
