import { DEMO_COMPANY } from './demo-ids';
import type { DemoDataPart } from './seed-demo-data';

// The demo workshop's vehicle register (Taller Automotriz Andes, the workshop variant): plates a
// tester can type on its booking form, one of them without a client on record.

/** Plates on the demo workshop's register, as the register writes them. */
export const DEMO_VEHICLE_PLATE = { yaris: 'BCDF12', hilux: 'KLPR34', sail: 'GHJK56' } as const;

export function demoVehicles(): DemoDataPart {
  return {
    name: 'workshop vehicles',
    tables: [
      {
        table: 'vehicles',
        rows: [
          {
            id: 1,
            company_id: DEMO_COMPANY.workshop,
            plate: DEMO_VEHICLE_PLATE.yaris,
            brand: 'Toyota',
            model: 'Yaris',
            year: 2019,
            client_name: 'Ana Pérez',
            last_mileage: 42_000,
          },
          {
            id: 2,
            company_id: DEMO_COMPANY.workshop,
            plate: DEMO_VEHICLE_PLATE.hilux,
            brand: 'Toyota',
            model: 'Hilux',
            year: 2021,
            client_name: 'Transportes Quilicura SpA',
            last_mileage: 118_500,
          },
          {
            id: 3,
            company_id: DEMO_COMPANY.workshop,
            plate: DEMO_VEHICLE_PLATE.sail,
            brand: 'Chevrolet',
            model: 'Sail',
            year: 2016,
            client_name: '',
            last_mileage: 0,
          },
        ],
      },
    ],
  };
}
