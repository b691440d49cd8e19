import type { FindVehicle } from '#application/booking/find-vehicle';
import type { FindVehicleMaintenance, NamedStepDue } from '#application/booking/find-vehicle-maintenance';
import type { ShowCompanyVehicle } from '#application/booking/show-company-vehicle';
import type { Vehicle } from '#domain/workshop/vehicle';
import { contractRoute, type ContractRoute } from '../contract-route';
import { locationIdFromWire } from '../wire-ids';

export interface VehicleUseCases {
  readonly findVehicle: FindVehicle;
  readonly findVehicleMaintenance: FindVehicleMaintenance;
  readonly showCompanyVehicle: ShowCompanyVehicle;
}

const vehicleEntity = (vehicle: Vehicle) => ({
  marca: vehicle.brand,
  modelo: vehicle.model,
  patente: vehicle.plate,
  anio: vehicle.year,
  nombre: vehicle.clientName,
  km: vehicle.lastMileage,
});

const maintenanceDue = (due: NamedStepDue) => ({
  service_id: due.serviceId,
  service_name: due.serviceName,
  due_mileage: due.dueMileage,
  due_date: due.dueDate,
  estimated_mileage_date: due.estimatedMileageDate,
  reason: due.reason,
  status: due.status,
});

/** The workshop variant's vehicle register (beyond the call catalogue; booking-wizard §3 Vehicle entity). */
export function vehicleRoutes(useCases: VehicleUseCases): readonly ContractRoute[] {
  return [
    contractRoute('findVehicle', ({ query }) =>
      useCases
        .findVehicle({ locationId: locationIdFromWire(query.location_id), plate: query.plate })
        .map((vehicle) => ({ status: 200, body: vehicleEntity(vehicle) })),
    ),
    contractRoute('findVehicleMaintenance', ({ query }) =>
      useCases
        .findVehicleMaintenance({
          locationId: locationIdFromWire(query.location_id),
          plate: query.plate,
          ...(query.mileage === undefined ? {} : { mileage: query.mileage }),
        })
        .map((found) => ({
          status: 200,
          body: {
            vehicle: vehicleEntity(found.vehicle),
            plan: found.plan,
            due: found.due === null ? null : maintenanceDue(found.due),
          },
        })),
    ),
    contractRoute('getCompanyVehicle', ({ path, credentials }) =>
      useCases
        .showCompanyVehicle({ apiKey: credentials.apiKey, companySlug: path.slug, plate: path.plate })
        .map((shown) => ({
          status: 200,
          body: {
            vehicle: vehicleEntity(shown.vehicle),
            plan: shown.plan,
            schedule: shown.schedule.map(maintenanceDue),
            visits: shown.visits.map((visit) => ({
              date: visit.date,
              mileage: visit.mileage,
              service_id: visit.serviceId,
              service_name: visit.serviceName,
            })),
          },
        })),
    ),
  ];
}
