import type { LocalDate } from '#domain/calendar/local-date';
import type { ServiceId } from '#domain/catalog/service';
import type { DueReason, DueStatus } from '#domain/workshop/maintenance-due';
import type { Vehicle } from '#domain/workshop/vehicle';
import type { ApiResult } from './api-result';

/** A step of a vehicle's maintenance plan as the staff call answers it (docs/adr/0116). */
export interface ScheduledMaintenanceStep {
  readonly serviceId: ServiceId;
  readonly serviceName: string;
  /** The milestone the step is due at; null for a step by time only. */
  readonly dueMileage: number | null;
  readonly dueDate: LocalDate | null;
  /** When the vehicle reaches `dueMileage` at its average use; null when unknown. */
  readonly estimatedMileageDate: LocalDate | null;
  readonly reason: DueReason;
  readonly status: DueStatus;
}

/** A visit on the vehicle's record (docs/adr/0119). */
export interface RecordedVisit {
  readonly date: LocalDate;
  readonly mileage: number;
  readonly serviceId: ServiceId | null;
  readonly serviceName: string | null;
}

/** A vehicle on a company's register as staff see it: its plan, every step with when it is due, its visits. */
export interface CompanyVehicleRecord {
  readonly vehicle: Vehicle;
  readonly plan: { readonly key: string; readonly name: string } | null;
  /** Most urgent first; empty without a plan. */
  readonly schedule: readonly ScheduledMaintenanceStep[];
  /** Oldest first. */
  readonly visits: readonly RecordedVisit[];
}

/** A workshop's vehicles as its staff see them (issue 33), with a staff key. */
export interface CompanyVehicles {
  /**
   * GET /staff/companies/{slug}/vehicles/{plate}: the vehicle on the company's register under the
   * plate, with its maintenance plan, schedule and visits (404 `COMPANY.NOT_FOUND`,
   * `VEHICLE.NOT_FOUND`; 401/403 without a key that acts for the company).
   */
  showCompanyVehicle(companySlug: string, plate: string): ApiResult<CompanyVehicleRecord>;
}
