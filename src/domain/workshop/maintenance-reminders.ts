import type { LocalDate } from '../calendar/local-date.plain';
import type { ServiceId } from '../catalog/service.plain';
import { maintenanceSchedule, servicesDoing, type StepDue, type VehicleHistory } from './maintenance-due';
import type { MaintenancePlan } from './maintenance-plan';

// Which maintenance steps a driver is reminded of (issue 33; docs/adr/0119): those that fell due,
// by time or by the mileage estimated at the vehicle's average use (maintenanceSchedule without a
// typed mileage), unless a booking ahead is for the step's service or a larger one doing its work;
// a step whose work a larger step also due does is left to that one's reminder (one mail, not two,
// for the 40.000 km visit). Each reminder is owed once per vehicle, step and milestone: the milestone is its key.

/** A step the driver is owed a reminder of, with the milestone that keys it. */
export interface MaintenanceReminderDue {
  readonly due: StepDue & { readonly status: 'due' | 'overdue' };
  /** "120000 km" for a step by mileage, the due day for one by time only. */
  readonly milestone: string;
}

/** The key of a step's milestone: its due mileage, or the due day of a step by time only. */
export function reminderMilestone(due: Pick<StepDue, 'dueMileage' | 'dueDate'>): string {
  if (due.dueMileage !== null) return `${String(due.dueMileage)} km`;
  return due.dueDate ?? '';
}

/**
 * The reminders owed today for a vehicle following `plan`, most urgent first: every step due or
 * overdue, but none whose work a booking ahead (`bookedAhead`: its services) will do.
 */
export function maintenanceRemindersDue(
  plan: MaintenancePlan,
  history: VehicleHistory,
  bookedAhead: ReadonlySet<ServiceId>,
  today: LocalDate,
): readonly MaintenanceReminderDue[] {
  // Without a typed mileage nothing is refused.
  const schedule = maintenanceSchedule(plan, history, undefined, today).unwrapOr([]);
  const fallen = schedule.filter((due) => due.status !== 'upcoming');
  return fallen.flatMap((due): MaintenanceReminderDue[] => {
    const step = plan.steps[due.step];
    if (step === undefined || due.status === 'upcoming') return [];
    const doing = servicesDoing(step, plan);
    if ([...bookedAhead].some((serviceId) => doing.has(serviceId))) return [];
    if (fallen.some((other) => other.serviceId !== step.serviceId && doing.has(other.serviceId))) return [];
    const milestone = reminderMilestone(due);
    return milestone === '' ? [] : [{ due: { ...due, status: due.status }, milestone }];
  });
}
