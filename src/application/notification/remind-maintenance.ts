import { ResultAsync } from 'neverthrow';
import { timeZone, wallClockAt } from '#domain/availability/time-zone';
import type { ServiceId } from '#domain/catalog/service';
import { noticeLanguage } from '#domain/notification/booking-notice';
import type { MaintenanceReminderNotice } from '#domain/notification/maintenance-reminder-notice';
import type { CompanyId } from '#domain/storefront/company';
import { planFor } from '#domain/workshop/maintenance-plan';
import { maintenanceRemindersDue, type MaintenanceReminderDue } from '#domain/workshop/maintenance-reminders';
import type { Clock } from '../ports/shared/clock';
import type { MaintenancePlans, NamedMaintenancePlan } from '../ports/server/maintenance-plans';
import type {
  CandidateCursor,
  MaintenanceReminderCandidate,
  MaintenanceReminders,
} from '../ports/server/maintenance-reminders';
import type { VehicleVisits } from '../ports/server/vehicle-visits';

/** What one sweep did. */
export interface MaintenanceReminderReport {
  readonly vehicles: number;
  readonly owed: number;
}

const DEFAULT_PAGE_SIZE = 100;

function noticeOf(
  candidate: MaintenanceReminderCandidate,
  owed: MaintenanceReminderDue,
  serviceName: string,
): MaintenanceReminderNotice {
  const { vehicle } = candidate;
  return {
    kind: 'maintenance_reminder',
    language: noticeLanguage(candidate.location.countryCode),
    company: candidate.company,
    location: candidate.location,
    locationId: candidate.locationId,
    driver: candidate.driver,
    vehicle: { plate: vehicle.plate, brand: vehicle.brand, model: vehicle.model, year: vehicle.year },
    serviceId: owed.due.serviceId,
    serviceName,
    dueMileage: owed.due.dueMileage,
    // A milestone already passed has no day to tell: the estimate is only for one still ahead.
    dueDate:
      owed.due.reason === 'time'
        ? owed.due.dueDate
        : owed.due.status === 'overdue'
          ? null
          : owed.due.estimatedMileageDate,
    reason: owed.due.reason,
    status: owed.due.status,
  };
}

/**
 * Owes drivers the maintenance reminders that fell due (issue 33; docs/adr/0119): for each vehicle
 * of a company that sends them, its plan (planFor) and its visits decide which steps are due or
 * overdue today at its location, by time or by the mileage estimated at its average use, none a
 * booking ahead will do (maintenanceRemindersDue); each is owed once per vehicle, step and milestone
 * — the store refuses a second claim, so every server process sweeps at once. The dispatcher sends
 * what is owed.
 */
export function remindMaintenance(
  ports: {
    readonly maintenanceReminders: MaintenanceReminders;
    readonly maintenancePlans: MaintenancePlans;
    readonly vehicleVisits: VehicleVisits;
    readonly clock: Clock;
  },
  settings: { readonly pageSize?: number } = {},
) {
  const pageSize = settings.pageSize ?? DEFAULT_PAGE_SIZE;
  const remindOne = async (
    candidate: MaintenanceReminderCandidate,
    plans: readonly NamedMaintenancePlan[],
  ): Promise<number> => {
    const plan = planFor(plans, candidate.vehicle);
    const zone = timeZone(candidate.location.timeZone);
    if (plan === undefined || zone.isErr()) return 0;
    const now = ports.clock.now();
    const visits = await ports.vehicleVisits.of(candidate.companyId, candidate.vehicle.plate);
    const owed = maintenanceRemindersDue(
      plan,
      { lastMileage: candidate.vehicle.lastMileage, visits },
      new Set<ServiceId>(candidate.bookedAhead),
      wallClockAt(zone.value, now).date,
    );
    let count = 0;
    for (const each of owed) {
      const notice = noticeOf(candidate, each, plan.steps[each.due.step]?.serviceName ?? '');
      const reminder = {
        companyId: candidate.companyId,
        plate: candidate.vehicle.plate,
        serviceId: each.due.serviceId,
        milestone: each.milestone,
        notice,
      };
      if (await ports.maintenanceReminders.owe(reminder, now)) count += 1;
    }
    return count;
  };
  return (): ResultAsync<MaintenanceReminderReport, never> =>
    ResultAsync.fromSafePromise(
      (async () => {
        const plansOf = new Map<CompanyId, readonly NamedMaintenancePlan[]>();
        const report = { vehicles: 0, owed: 0 };
        let after: CandidateCursor | null = null;
        for (;;) {
          const page = await ports.maintenanceReminders.candidates(ports.clock.now(), after, pageSize);
          for (const candidate of page) {
            const plans =
              plansOf.get(candidate.companyId) ?? (await ports.maintenancePlans.ofCompany(candidate.companyId));
            plansOf.set(candidate.companyId, plans);
            report.vehicles += 1;
            report.owed += await remindOne(candidate, plans);
          }
          const last = page.at(-1);
          if (last === undefined || page.length < pageSize) return report;
          after = { companyId: last.companyId, plate: last.vehicle.plate };
        }
      })(),
    );
}

export type RemindMaintenance = ReturnType<typeof remindMaintenance>;
