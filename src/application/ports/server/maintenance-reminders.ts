import type { Instant } from '#domain/calendar/instant';
import type { ServiceId } from '#domain/catalog/service';
import type { NoticeCompany, NoticePlace } from '#domain/notification/booking-notice';
import type { MaintenanceReminderNotice } from '#domain/notification/maintenance-reminder-notice';
import type { CompanyId, LocationId } from '#domain/storefront/company';
import type { Vehicle } from '#domain/workshop/vehicle';

/**
 * A vehicle whose driver may be owed a maintenance reminder (issue 33; docs/adr/0119): on the
 * register of a company that sends them, with a booking whose client has an email.
 */
export interface MaintenanceReminderCandidate {
  readonly companyId: CompanyId;
  readonly company: NoticeCompany;
  readonly vehicle: Vehicle;
  /** The client of the vehicle's last booking at the company (the latest to start, not cancelled). */
  readonly driver: { readonly name: string; readonly email: string };
  /** That booking's location: where the reminder's link books, and whose day is today. */
  readonly locationId: LocationId;
  readonly location: NoticePlace;
  /** The services of the plate's bookings ahead (starting after now, not cancelled). */
  readonly bookedAhead: readonly ServiceId[];
}

/** Where a sweep's page of candidates ended: the next starts after it. */
export interface CandidateCursor {
  readonly companyId: CompanyId;
  readonly plate: string;
}

/** A reminder the domain decided is owed, keyed by the vehicle, the step's service and its milestone. */
export interface OwedMaintenanceReminder {
  readonly companyId: CompanyId;
  readonly plate: string;
  readonly serviceId: ServiceId;
  readonly milestone: string;
  readonly notice: MaintenanceReminderNotice;
}

/**
 * The drivers' maintenance reminders (docs/adr/0119). Every server process sweeps at once: a
 * reminder's key is claimed in the store, so each is owed once. A failing store throws.
 */
export interface MaintenanceReminders {
  /** Up to `limit` candidates in (company, plate) order after `after` (null: from the first), as of `now`. */
  candidates(
    now: Instant,
    after: CandidateCursor | null,
    limit: number,
  ): Promise<readonly MaintenanceReminderCandidate[]>;
  /**
   * Claims the reminder's key and writes its notice to the outbox, in one transaction, at `at`;
   * false, and nothing written, when another sweep claimed it first.
   */
  owe(reminder: OwedMaintenanceReminder, at: Instant): Promise<boolean>;
}
