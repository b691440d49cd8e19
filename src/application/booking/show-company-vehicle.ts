import { ResultAsync } from 'neverthrow';
import { fromDayNumber, type LocalDate } from '#domain/calendar/local-date.plain';
import { maintenanceSchedule } from '#domain/workshop/maintenance-due';
import { planFor } from '#domain/workshop/maintenance-plan';
import { registeredPlate, type Vehicle } from '#domain/workshop/vehicle';
import { companyOfPresentedKey, type CompanyKeysRefusal } from '../account/list-staff-keys';
import { locationToday } from '../gift-card/check-gift-card';
import type { CompanyDirectory } from '../ports/server/company-directory';
import type { CompanySlugs } from '../ports/server/company-slugs';
import type { MaintenancePlans, NamedMaintenancePlan } from '../ports/server/maintenance-plans';
import type { StaffKeyVerifier } from '../ports/server/staff-key-verifier';
import type { VehicleRegister } from '../ports/server/vehicle-register';
import type { NamedVehicleVisit, VehicleVisits } from '../ports/server/vehicle-visits';
import type { Clock } from '../ports/shared/clock';
import { found, vehicleNotFound, type VehicleNotFound } from '../shared/not-found';
import type { NamedStepDue } from './find-vehicle-maintenance';

// A vehicle on a workshop's register as staff see it (issue 33; docs/adr/0116), with the
// operator's key or the company's own (docs/adr/0081): its plan, every step with when it is due,
// and its visits on record (docs/adr/0119), which the schedule reads as the vehicle's history.

export interface CompanyVehicle {
  readonly vehicle: Vehicle;
  readonly plan: Pick<NamedMaintenancePlan, 'key' | 'name'> | null;
  /** Every step of the plan, most urgent first; empty without a plan. */
  readonly schedule: readonly NamedStepDue[];
  readonly visits: readonly NamedVehicleVisit[];
}

export function showCompanyVehicle(ports: {
  readonly staffKeys: StaffKeyVerifier;
  readonly companySlugs: CompanySlugs;
  readonly companyDirectory: CompanyDirectory;
  readonly vehicleRegister: VehicleRegister;
  readonly maintenancePlans: MaintenancePlans;
  readonly vehicleVisits: VehicleVisits;
  readonly clock: Clock;
}) {
  return (request: {
    readonly apiKey: string | null;
    readonly companySlug: string;
    readonly plate: string;
  }): ResultAsync<CompanyVehicle, CompanyKeysRefusal | VehicleNotFound> =>
    companyOfPresentedKey(ports, request.apiKey, request.companySlug).andThen((company) =>
      ResultAsync.fromSafePromise(ports.vehicleRegister.vehicleByPlate(company.id, registeredPlate(request.plate)))
        .andThen((vehicle) => found(vehicle, vehicleNotFound))
        .andThen((vehicle) =>
          ResultAsync.fromSafePromise(
            Promise.all([
              ports.maintenancePlans.ofCompany(company.id),
              ports.companyDirectory.activeLocationsOf(company.id),
              ports.vehicleVisits.of(company.id, vehicle.plate),
            ]),
          ).map(([plans, locations, visits]) => {
            const [first] = locations;
            // The company's day as its first location counts it (a workshop's locations share a country).
            const today =
              first === undefined
                ? fromDayNumber(Math.floor(ports.clock.now() / 86_400_000))
                : locationToday(first, ports.clock);
            return scheduleOf(vehicle, planFor(plans, vehicle), visits, today);
          }),
        ),
    );
}

function scheduleOf(
  vehicle: Vehicle,
  plan: NamedMaintenancePlan | undefined,
  visits: readonly NamedVehicleVisit[],
  today: LocalDate,
): CompanyVehicle {
  if (plan === undefined) return { vehicle, plan: null, schedule: [], visits };
  const schedule = maintenanceSchedule(plan, { lastMileage: vehicle.lastMileage, visits }, undefined, today);
  return {
    vehicle,
    plan: { key: plan.key, name: plan.name },
    // Without a typed mileage nothing is refused.
    schedule: schedule.isOk()
      ? schedule.value.map((due) => ({ ...due, serviceName: plan.steps[due.step]?.serviceName ?? '' }))
      : [],
    visits,
  };
}

export type ShowCompanyVehicle = ReturnType<typeof showCompanyVehicle>;
