import type { Vehicle } from '#domain/workshop/vehicle';
import type { LocationId } from '#domain/storefront/company';
import type { ApiResult } from './api-result';

/** The vehicles a workshop location has on record, by plate (booking-wizard §3 Vehicle entity). */
export interface VehicleRecords {
  /** GET /vehicles?location_id&plate: the vehicle the location's workshop has on record under the plate (404 `VEHICLE.NOT_FOUND` when none). */
  findVehicle(locationId: LocationId, plate: string): ApiResult<Vehicle>;
}
