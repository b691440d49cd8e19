import type { LocationId } from '#domain/storefront/company';
import type { DueReason, DueStatus } from '#domain/workshop/maintenance-due';
import type { Vehicle } from '#domain/workshop/vehicle';
import type { ApiResult } from './api-result';

/** The step of its plan a vehicle is proposed first (docs/adr/0116), as the API answers it. */
export interface MaintenanceDueView {
  /** The service the step is done by, as the location's services list answers its id. */
  readonly serviceId: number;
  readonly serviceName: string;
  /** The milestone the step is due at; null for a step by time only. */
  readonly dueMileage: number | null;
  /** The day it is due by time (YYYY-MM-DD); null for a step by mileage only, or with no visit to count from. */
  readonly dueDate: string | null;
  /** The day the vehicle reaches `dueMileage` at its average use (YYYY-MM-DD); null when that use is unknown. */
  readonly estimatedMileageDate: string | null;
  readonly reason: DueReason;
  readonly status: DueStatus;
}

/** A vehicle on a workshop's register, the plan it follows and the step it is due for. */
export interface VehicleMaintenanceView {
  readonly vehicle: Vehicle;
  /** null when no plan fits the vehicle. */
  readonly plan: { readonly key: string; readonly name: string } | null;
  /** null when no plan fits the vehicle, or its plan has no step. */
  readonly due: MaintenanceDueView | null;
}

/** What maintenance a workshop proposes for a vehicle on its register (issue 33; docs/adr/0116, 0120). */
export interface VehicleMaintenanceQueries {
  /**
   * GET /vehicles/maintenance?location_id&plate&mileage: the vehicle under the plate, its plan and
   * the step it is due for, from the last mileage on record or `mileage` typed now. 404
   * `VEHICLE.NOT_FOUND` for a plate the register does not hold; 422 `REQUEST.INVALID` (`mileage`)
   * for a mileage not above the last on record.
   */
  findVehicleMaintenance(locationId: LocationId, plate: string, mileage?: number): ApiResult<VehicleMaintenanceView>;
}
