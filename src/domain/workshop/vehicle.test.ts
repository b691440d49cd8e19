import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseVehicle, parseWorkshopVehicle } from './vehicle';
import { anyVehicle } from './workshop.arbitraries';

const yaris = { brand: 'Toyota', model: 'Yaris', plate: 'BCDF12', year: 2019, clientName: 'Ana Pérez', lastMileage: 42_000 };

describe('a workshop vehicle (booking-wizard §3 "Vehicle entity")', () => {
  it('accepts every vehicle the arbitraries generate, unchanged', () => {
    fc.assert(
      fc.property(anyVehicle, (vehicle) => {
        expect(parseVehicle(vehicle)._unsafeUnwrap()).toEqual(vehicle);
      }),
    );
  });

  it('reads the workshop record’s Spanish field names: marca, modelo, patente, anio, nombre, km', () => {
    fc.assert(
      fc.property(anyVehicle, (vehicle) => {
        const record = {
          marca: vehicle.brand,
          modelo: vehicle.model,
          patente: vehicle.plate,
          anio: vehicle.year,
          nombre: vehicle.clientName,
          km: vehicle.lastMileage,
        };
        expect(parseWorkshopVehicle(record)._unsafeUnwrap()).toEqual(vehicle);
      }),
    );
  });

  it('trims the text it is given', () => {
    expect(parseVehicle({ ...yaris, brand: ' Toyota ', plate: 'BCDF12 ' })._unsafeUnwrap()).toEqual(yaris);
  });

  it('refuses bad input naming every field at fault', () => {
    const refused = parseVehicle({ ...yaris, brand: ' ', plate: '', year: 1850, lastMileage: -1 })._unsafeUnwrapErr();
    expect(refused.issues.map((issue) => issue.path.join('.'))).toEqual(['brand', 'plate', 'year', 'lastMileage']);
  });

  it('refuses a mileage that is not whole kilometres', () => {
    expect(parseVehicle({ ...yaris, lastMileage: 42_000.5 }).isErr()).toBe(true);
  });
});
