import type { Vehicle } from '#domain/workshop/vehicle';
import type { CompanyId } from '#domain/storefront/company';

/**
 * The workshop variant's register of vehicles, per company, keyed by plate as `registeredPlate`
 * writes it (booking-wizard §3 Vehicle entity). Reads only; an unknown plate is undefined, and a
 * failing store throws.
 */
export interface VehicleRegister {
  vehicleByPlate(companyId: CompanyId, registeredPlate: string): Promise<Vehicle | undefined>;
}
