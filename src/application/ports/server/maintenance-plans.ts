import type { CompanyId } from '#domain/storefront/company';
import type { MaintenancePlan, MaintenanceStep } from '#domain/workshop/maintenance-plan';

/** A plan's step with its service's name, as the storefront and the staff name it. */
export interface NamedMaintenanceStep extends MaintenanceStep {
  readonly serviceName: string;
}

export interface NamedMaintenancePlan extends MaintenancePlan {
  readonly steps: readonly NamedMaintenanceStep[];
}

/**
 * Workshops' vehicle maintenance plans (issue 33; docs/adr/0116), as their catalogue files wrote
 * them. Reads only; a failing store throws.
 */
export interface MaintenancePlans {
  /** The company's plans, without those retired, in its order, each step in the plan's. */
  ofCompany(companyId: CompanyId): Promise<readonly NamedMaintenancePlan[]>;
}
