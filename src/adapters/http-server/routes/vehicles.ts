import type { FindVehicle } from '#application/booking/find-vehicle';
import { contractRoute, type ContractRoute } from '../contract-route';
import { locationIdFromWire } from '../wire-ids';

export interface VehicleUseCases {
  readonly findVehicle: FindVehicle;
}

/** The workshop variant's vehicle register (beyond the call catalogue; booking-wizard §3 Vehicle entity). */
export function vehicleRoutes(useCases: VehicleUseCases): readonly ContractRoute[] {
  return [
    contractRoute('findVehicle', ({ query }) =>
      useCases
        .findVehicle({ locationId: locationIdFromWire(query.location_id), plate: query.plate })
        .map((vehicle) => ({
          status: 200,
          body: {
            marca: vehicle.brand,
            modelo: vehicle.model,
            patente: vehicle.plate,
            anio: vehicle.year,
            nombre: vehicle.clientName,
            km: vehicle.lastMileage,
          },
        })),
    ),
  ];
}
