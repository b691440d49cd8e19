import { errAsync, okAsync } from 'neverthrow';
import type { LocationId } from '#domain/storefront/company';
import { registeredPlate } from '#domain/workshop/vehicle.plain';
import type { ApiFailure, ApiResult } from '../../ports/client/api-result';
import type { VehicleMaintenanceQueries, VehicleMaintenanceView } from '../../ports/client/vehicle-maintenance-queries';

// What a workshop proposes for a vehicle (issue 33; docs/adr/0116, 0120): the register's vehicle,
// its plan and the step the domain's dueStep says is due, asked of the API by plate and, when typed,
// the mileage now. A plate the register does not hold is an answer too: nothing on record.

/** The register's answer for a plate: its vehicle and what it is due for, or nothing on record. */
export type MaintenanceLookup =
  { readonly _tag: 'OnRecord'; readonly maintenance: VehicleMaintenanceView } | { readonly _tag: 'NotOnRecord' };

/** The vehicle under `plate` and the step it is due for at `mileage` (the last on record without it). */
export function lookUpVehicleMaintenance(
  queries: VehicleMaintenanceQueries,
  locationId: LocationId,
  plate: string,
  mileage?: number,
): ApiResult<MaintenanceLookup> {
  return queries
    .findVehicleMaintenance(locationId, registeredPlate(plate), mileage)
    .map((maintenance): MaintenanceLookup => ({ _tag: 'OnRecord', maintenance }))
    .orElse((failure) =>
      failure._tag === 'ApiRefusal' && failure.status === 404 && failure.code === 'VEHICLE.NOT_FOUND'
        ? okAsync<MaintenanceLookup, ApiFailure>({ _tag: 'NotOnRecord' })
        : errAsync<MaintenanceLookup, ApiFailure>(failure),
    );
}

/** Whether the API refused the mileage typed (422, `mileage`): not above the last on record. */
export function refusesMileage(failure: ApiFailure): boolean {
  return (
    failure._tag === 'ApiRefusal' &&
    failure.status === 422 &&
    failure.attributes.some((attribute) => attribute.field === 'mileage')
  );
}
