import type { CompanyId } from '#domain/storefront/company';
import type { VehicleVisit } from '#domain/workshop/maintenance-due';

/** A visit as staff read it: with its service's name (null for a visit on record without a service). */
export type NamedVehicleVisit = VehicleVisit & { readonly serviceName: string | null };

/**
 * A workshop vehicle's visits on record (issue 33; docs/adr/0119): what its maintenance history
 * reads. A workshop booking writes its visits in its own transaction (the bookings port); this port
 * only reads. A cancelled booking's visit is never among them. A failing store throws.
 */
export interface VehicleVisits {
  /** The visits of the vehicle under `registeredPlate` at the company, oldest first (by day, then mileage). */
  of(companyId: CompanyId, registeredPlate: string): Promise<readonly NamedVehicleVisit[]>;
}
