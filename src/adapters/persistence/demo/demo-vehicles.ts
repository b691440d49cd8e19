import { addDays, type LocalDate } from '#domain/calendar/local-date.plain';
import { DEMO_COMPANY, DEMO_SERVICE } from './demo-ids';
import type { DemoDataPart } from './seed-demo-data';

// The demo workshop's vehicle register (Taller Automotriz Andes, the workshop variant): plates a
// tester can type on its booking form, one of them without a client on record; and the Yaris's and
// the Hilux's past visits (docs/adr/0119), from before the demo's bookings, so their average use is
// known and their next steps have dates — both still due for their major service by mileage.

/** Plates on the demo workshop's register, as the register writes them. */
export const DEMO_VEHICLE_PLATE = { yaris: 'BCDF12', hilux: 'KLPR34', sail: 'GHJK56' } as const;

export function demoVehicles(today: LocalDate): DemoDataPart {
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
      {
        table: 'vehicle_visits',
        // Fixed ids: a later start seeds none twice.
        rows: DEMO_VEHICLE_VISITS.map((visit, index) => ({
          id: index + 1,
          company_id: DEMO_COMPANY.workshop,
          plate: visit.plate,
          booking_id: null,
          service_id: visit.serviceId,
          visited_on: addDays(today, -visit.daysAgo),
          mileage: visit.mileage,
        })),
      },
    ],
  };
}

/**
 * The demo vehicles' past visits: the Yaris's 20.000 km service at 20.300 km and its 30.000 km one at
 * 31.000 km (31,5 km a day); the Hilux's 100.000 km service at 100.500 km and its 110.000 km one at
 * 110.200 km (about 46 km a day). Their next milestones by time are months ahead, so both stay due
 * for their major service by mileage (the Yaris at 40.000 km, the Hilux at 120.000 km).
 */
export const DEMO_VEHICLE_VISITS = [
  { plate: DEMO_VEHICLE_PLATE.yaris, serviceId: DEMO_SERVICE.service20000, mileage: 20_300, daysAgo: 640 },
  { plate: DEMO_VEHICLE_PLATE.yaris, serviceId: DEMO_SERVICE.service10000, mileage: 31_000, daysAgo: 300 },
  { plate: DEMO_VEHICLE_PLATE.hilux, serviceId: DEMO_SERVICE.service20000, mileage: 100_500, daysAgo: 420 },
  { plate: DEMO_VEHICLE_PLATE.hilux, serviceId: DEMO_SERVICE.service10000, mileage: 110_200, daysAgo: 210 },
] as const;
