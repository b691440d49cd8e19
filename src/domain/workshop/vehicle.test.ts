import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isRegistrablePlate, parseVehicle, parseWorkshopVehicle, registeredPlate } from './vehicle';
import { anyVehicle } from './workshop.arbitraries';

const yaris = {
  brand: 'Toyota',
  model: 'Yaris',
  plate: 'BCDF12',
  year: 2019,
  clientName: 'Ana Pérez',
  lastMileage: 42_000,
};

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

describe('a licence plate as the register keys it (storefront §8 "plate not found")', () => {
  const separator = fc.constantFrom(' ', '.', '-', '·', '•', '\t');
  const plateGroup = fc.stringMatching(/^[A-Za-z0-9]{1,4}$/);

  it('reads the same plate however its groups are separated and whatever its case', () => {
    fc.assert(
      fc.property(
        fc.array(plateGroup, { minLength: 1, maxLength: 4 }),
        fc.array(separator, { maxLength: 4 }),
        (groups, separators) => {
          const typed = groups.map((group, index) => group.toLowerCase() + (separators[index] ?? '')).join('');
          expect(registeredPlate(typed)).toBe(groups.join('').toUpperCase());
        },
      ),
    );
  });

  it('can keep on the register every plate typed as groups of letters and digits (docs/adr/0022)', () => {
    fc.assert(
      fc.property(
        fc.array(plateGroup, { minLength: 1, maxLength: 4 }),
        fc.array(separator, { maxLength: 4 }),
        (groups, separators) => {
          const typed = groups.map((group, index) => group + (separators[index] ?? '')).join('');
          expect(isRegistrablePlate(registeredPlate(typed))).toBe(true);
        },
      ),
    );
  });

  it('cannot keep a plate that is blank or holds other signs', () => {
    expect(isRegistrablePlate(registeredPlate(' - '))).toBe(false);
    expect(isRegistrablePlate(registeredPlate('BC/DF12'))).toBe(false);
    expect(isRegistrablePlate(registeredPlate('ÑANDÚ1'))).toBe(false);
  });

  it('registers a registered plate unchanged', () => {
    fc.assert(
      fc.property(fc.string(), (typed) => {
        expect(registeredPlate(registeredPlate(typed))).toBe(registeredPlate(typed));
      }),
    );
  });

  it('keeps the letters and digits themselves', () => {
    expect(registeredPlate(' bc-df 12 ')).toBe('BCDF12');
    expect(registeredPlate('AB·123·CD')).toBe('AB123CD');
    expect(registeredPlate('BCDF13')).not.toBe(registeredPlate('BCDF12'));
  });
});
