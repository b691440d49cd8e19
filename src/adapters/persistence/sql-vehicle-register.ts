import { Schema } from 'effect';
import type { VehicleRegister } from '#application/ports/server/vehicle-register';
import type { CompanyId } from '#domain/storefront/company';
import { parseVehicle, type Vehicle } from '#domain/workshop/vehicle';
import type { SqlExecutor } from './sql-database';
import { decodedOrThrow, isStorableId, isStorableText, rowDecoder } from './stored-rows';

// The workshop's vehicle register over the SQL schema (migration 0006), on PGlite or PostgreSQL.

const vehicleRows = rowDecoder(
  Schema.Struct({
    plate: Schema.String,
    brand: Schema.String,
    model: Schema.String,
    year: Schema.Int,
    client_name: Schema.String,
    last_mileage: Schema.Number,
  }),
  'a vehicle',
);

export function sqlVehicleRegister(database: SqlExecutor): VehicleRegister {
  return {
    async vehicleByPlate(companyId, registeredPlate) {
      if (!isStorableId(companyId) || !isStorableText(registeredPlate)) return undefined;
      const [row] = vehicleRows(
        await database.query(
          'SELECT plate, brand, model, year, client_name, last_mileage FROM vehicles WHERE company_id = $1 AND plate = $2',
          [companyId, registeredPlate],
        ),
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

/**
 * Records a booked vehicle's new mileage on its company's register, inside the booking's
 * transaction (docs/adr/0022): a plate the register holds takes the new mileage only while it
 * exceeds the one recorded — a booking for the same vehicle that recorded as much meanwhile wins,
 * and this one answers false; a plate it does not hold is filed as the booking describes it.
 */
export async function recordVehicleMileage(
  transaction: SqlExecutor,
  companyId: CompanyId,
  vehicle: Vehicle,
): Promise<boolean> {
  const recorded = await transaction.query(
    `INSERT INTO vehicles (company_id, plate, brand, model, year, client_name, last_mileage)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (company_id, plate) DO UPDATE SET last_mileage = EXCLUDED.last_mileage
     WHERE vehicles.last_mileage < EXCLUDED.last_mileage
     RETURNING id`,
    [companyId, vehicle.plate, vehicle.brand, vehicle.model, vehicle.year, vehicle.clientName, vehicle.lastMileage],
  );
  return recorded.length > 0;
}
