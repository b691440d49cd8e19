import type { VehicleRegister } from '../../application/ports/vehicle-register';
import { parseVehicle } from '../../domain/workshop/vehicle';
import type { SqlExecutor } from './sql-database';
import { decodedOrThrow, isStorableId, isStorableText } from './stored-rows';

// The workshop's vehicle register over the SQL schema (migration 0006), on PGlite or PostgreSQL.

interface VehicleRow {
  readonly plate: string;
  readonly brand: string;
  readonly model: string;
  readonly year: number;
  readonly client_name: string;
  readonly last_mileage: number;
}

export function sqlVehicleRegister(database: SqlExecutor): VehicleRegister {
  return {
    async vehicleByPlate(companyId, registeredPlate) {
      if (!isStorableId(companyId) || !isStorableText(registeredPlate)) return undefined;
      const [row] = await database.query<VehicleRow>(
        'SELECT plate, brand, model, year, client_name, last_mileage FROM vehicles WHERE company_id = $1 AND plate = $2',
        [companyId, registeredPlate],
      );
      if (row === undefined) return undefined;
      return decodedOrThrow(
        parseVehicle({
          brand: row.brand,
          model: row.model,
          plate: row.plate,
          year: row.year,
          clientName: row.client_name,
          lastMileage: row.last_mileage,
        }),
        `vehicle ${row.plate}`,
      );
    },
  };
}
