import { ResultAsync } from 'neverthrow';
import { registeredPlate, type Vehicle } from '#domain/workshop/vehicle';
import {
  found,
  locationNotFound,
  vehicleNotFound,
  type LocationNotFound,
  type VehicleNotFound,
} from '../shared/not-found';
import type { CompanyDirectory } from '../ports/server/company-directory';
import type { VehicleRegister } from '../ports/server/vehicle-register';
import type { LocationId } from '#domain/storefront/company';

export interface FindVehicleRequest {
  readonly locationId: LocationId;
  /** The plate as the client typed it. */
  readonly plate: string;
}

/**
 * The vehicle the location's company has on record under a plate, however the client separated
 * and cased it (booking-wizard §3 Vehicle entity; storefront §8 "plate not found").
 */
export function findVehicle(ports: {
  readonly companyDirectory: CompanyDirectory;
  readonly vehicleRegister: VehicleRegister;
}) {
  return (request: FindVehicleRequest): ResultAsync<Vehicle, LocationNotFound | VehicleNotFound> =>
    ResultAsync.fromSafePromise(ports.companyDirectory.activeLocation(request.locationId))
      .andThen((location) => found(location, locationNotFound))
      .andThen((location) =>
        ResultAsync.fromSafePromise(
          ports.vehicleRegister.vehicleByPlate(location.companyId, registeredPlate(request.plate)),
        ),
      )
      .andThen((vehicle) => found(vehicle, vehicleNotFound));
}

export type FindVehicle = ReturnType<typeof findVehicle>;
