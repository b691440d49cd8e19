import fc from 'fast-check';
import { addDays, type LocalDate } from '../calendar/local-date.plain';
import type { ServiceId } from '../catalog/service.plain';
import type { VehicleHistory, VehicleVisit } from './maintenance-due';
import type { MaintenancePlan, MaintenanceStep } from './maintenance-plan';

// Generated maintenance plans and vehicle histories (issue 33): a few services so that visits often
// are of a plan's step, dates and mileages that only go forward as the register keeps them.

export const planServiceIds = [31, 32, 33] as unknown as readonly ServiceId[];

export const anyMaintenanceStep: fc.Arbitrary<MaintenanceStep> = fc
  .record({
    serviceId: fc.constantFrom(...planServiceIds),
    everyKm: fc.option(
      fc.integer({ min: 1, max: 60 }).map((thousands) => thousands * 1_000),
      { nil: null },
    ),
    everyMonths: fc.option(fc.integer({ min: 1, max: 48 }), { nil: null }),
    toleranceKm: fc.integer({ min: 0, max: 3_000 }),
    toleranceDays: fc.integer({ min: 0, max: 60 }),
  })
  .filter((step) => step.everyKm !== null || step.everyMonths !== null)
  .map((step) => ({
    ...step,
    // A tolerance below half the interval, as the catalogue file requires.
    toleranceKm:
      step.everyKm === null ? step.toleranceKm : Math.min(step.toleranceKm, Math.floor(step.everyKm / 2) - 1),
  }));

export const anyMaintenancePlan: fc.Arbitrary<MaintenancePlan> = fc.record({
  key: fc.constantFrom('toyota', 'general', 'hilux'),
  name: fc.constantFrom('Pauta Toyota', 'Pauta general'),
  brand: fc.constantFrom('Toyota', null),
  model: fc.constant(null),
  steps: fc.array(anyMaintenanceStep, { minLength: 1, maxLength: 4 }),
});

const start = '2018-01-01' as LocalDate;

/** Visits oldest first, days and kilometres only going forward, from 2018 on. */
export const anyVehicleHistory: fc.Arbitrary<VehicleHistory> = fc
  .record({
    firstMileage: fc.integer({ min: 0, max: 150_000 }),
    steps: fc.array(
      fc.record({
        days: fc.integer({ min: 1, max: 400 }),
        km: fc.integer({ min: 1, max: 30_000 }),
        serviceId: fc.option(fc.constantFrom(...planServiceIds), { nil: null }),
      }),
      { maxLength: 8 },
    ),
    registerAhead: fc.option(fc.integer({ min: 0, max: 5_000 }), { nil: null }),
  })
  .map(({ firstMileage, steps, registerAhead }) => {
    let date = start;
    let mileage = firstMileage;
    const visits: VehicleVisit[] = steps.map((step) => {
      date = addDays(date, step.days);
      mileage += step.km;
      return { date, mileage, serviceId: step.serviceId };
    });
    const lastMileage = registerAhead === null ? (visits.length === 0 ? null : mileage) : mileage + registerAhead;
    return { lastMileage, visits };
  });
