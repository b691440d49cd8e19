import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import type { LocalDate } from '#domain/calendar/local-date';
import { dueStep, type StepDue, type VehicleHistory } from '#domain/workshop/maintenance-due';
import { planFor } from '#domain/workshop/maintenance-plan';
import { registeredPlate, type Vehicle } from '#domain/workshop/vehicle';
import type { LocationId } from '#domain/storefront/company';
import { locationToday } from '../gift-card/check-gift-card';
import type { Clock } from '../ports/shared/clock';
import type { CompanyDirectory } from '../ports/server/company-directory';
import type { MaintenancePlans, NamedMaintenancePlan } from '../ports/server/maintenance-plans';
import type { VehicleRegister } from '../ports/server/vehicle-register';
import type { VehicleVisits } from '../ports/server/vehicle-visits';
import {
  found,
  locationNotFound,
  vehicleNotFound,
  type LocationNotFound,
  type VehicleNotFound,
} from '../shared/not-found';
import { bookingRequestInvalid, type BookingRequestInvalid } from './booking-errors';

export interface FindVehicleMaintenanceRequest {
  readonly locationId: LocationId;
  /** The plate as the client typed it. */
  readonly plate: string;
  /** The mileage typed now, whole kilometres; undefined for the last on record. */
  readonly mileage?: number;
}

/** The step proposed first, with its service's name. */
export type NamedStepDue = StepDue & { readonly serviceName: string };

export interface VehicleMaintenance {
  readonly vehicle: Vehicle;
  /** The plan the vehicle follows; null when none fits it. */
  readonly plan: Pick<NamedMaintenancePlan, 'key' | 'name'> | null;
  readonly due: NamedStepDue | null;
}

/**
 * What maintenance a vehicle on the location's company's register is due for (issue 33;
 * docs/adr/0116): its plan (planFor) and the step dueStep proposes, from the register's last mileage,
 * the mileage typed now and the location's today. A typed mileage at or below the last on record is
 * refused as a booking's is (`mileage`, notAboveLast). The history is the register's last mileage
 * and the vehicle's visits on record (docs/adr/0119).
 */
export function findVehicleMaintenance(ports: {
  readonly companyDirectory: CompanyDirectory;
  readonly vehicleRegister: VehicleRegister;
  readonly maintenancePlans: MaintenancePlans;
  readonly vehicleVisits: VehicleVisits;
  readonly clock: Clock;
}) {
  return (
    request: FindVehicleMaintenanceRequest,
  ): ResultAsync<VehicleMaintenance, LocationNotFound | VehicleNotFound | BookingRequestInvalid> =>
    ResultAsync.fromSafePromise(ports.companyDirectory.activeLocation(request.locationId))
      .andThen((location) => found(location, locationNotFound))
      .andThen((location) =>
        ResultAsync.fromSafePromise(
          ports.vehicleRegister.vehicleByPlate(location.companyId, registeredPlate(request.plate)),
        )
          .andThen((vehicle) => found(vehicle, vehicleNotFound))
          .andThen((vehicle) =>
            ResultAsync.fromSafePromise(
              Promise.all([
                ports.maintenancePlans.ofCompany(location.companyId),
                ports.vehicleVisits.of(location.companyId, vehicle.plate),
              ]),
            ).andThen(([plans, visits]) =>
              maintenanceOf(
                vehicle,
                planFor(plans, vehicle),
                { lastMileage: vehicle.lastMileage, visits },
                request.mileage,
                locationToday(location, ports.clock),
              ),
            ),
          ),
      );
}

function maintenanceOf(
  vehicle: Vehicle,
  plan: NamedMaintenancePlan | undefined,
  history: VehicleHistory,
  mileage: number | undefined,
  today: LocalDate,
): ResultAsync<VehicleMaintenance, BookingRequestInvalid> {
  if (plan === undefined) return okAsync({ vehicle, plan: null, due: null });
  const due = dueStep(plan, history, mileage, today);
  if (due.isErr()) {
    const problem = due.error.key === 'ERRORS.VALIDATION_MILEAGE' ? 'notAboveLast' : 'invalid';
    return errAsync(bookingRequestInvalid([{ field: 'mileage', problem }]));
  }
  const step = due.value === undefined ? undefined : plan.steps[due.value.step];
  return okAsync({
    vehicle,
    plan: { key: plan.key, name: plan.name },
    due: due.value === undefined || step === undefined ? null : { ...due.value, serviceName: step.serviceName },
  });
}

export type FindVehicleMaintenance = ReturnType<typeof findVehicleMaintenance>;
