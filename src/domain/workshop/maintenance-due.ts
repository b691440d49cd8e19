import { err, ok, type Result } from 'neverthrow';
import { addDays, addMonths, daysBetween, type LocalDate } from '../calendar/local-date.plain';
import type { ServiceId } from '../catalog/service.plain';
import type { FieldError } from '../validation/field-error';
import type { MaintenancePlan, MaintenanceStep } from './maintenance-plan';
import { validateCurrentMileage } from './record-history';

// Which step of a maintenance plan a vehicle is due for (issue 33; docs/adr/0116). Pure: the clock
// is the `today` given, the history the one recorded.
//
// By mileage, a step every N km is due at its milestones N, 2N, 3N… A recorded visit of the step's
// service at mileage m *does* every milestone up to m + toleranceKm (a visit within the tolerance
// before a milestone does it; one past it does it too, late). The next milestone is the first above
// that. A vehicle with no visit of the service on record is taken as done up to its tolerance before
// today's mileage: it is proposed the milestone nearest ahead, never an overdue one nobody can know
// was skipped. Milestones skipped meanwhile are not proposed: the latest one reached is.
// A visit of a larger step by mileage whose interval is a multiple of a step's (the 20.000 km service
// for the one every 10.000 km) does that step's work too: it counts as the step's visit
// (servicesDoing; docs/adr/0119), so a vehicle just serviced is not proposed the smaller service
// at the same milestone.
// By time, a step every M months is due M months after its service's last visit, or, with none,
// after the vehicle's first recorded visit; without either it has no date.
// Status: overdue past the due point by more than the tolerance, due within the tolerance of it on
// either side, upcoming before. A step's reason is the interval that is the more urgent (by status,
// then by the earlier date, the mileage's date being estimated from the vehicle's average use).

/** A visit on the vehicle's record: when, at what mileage, and which service it was for (null: none of a plan's). */
export interface VehicleVisit {
  readonly date: LocalDate;
  readonly mileage: number;
  readonly serviceId: ServiceId | null;
}

export interface VehicleHistory {
  /** The register's last mileage, which may be older than any visit on record; null for a new vehicle. */
  readonly lastMileage: number | null;
  /** Oldest first; the register refuses a lower mileage after a higher one. */
  readonly visits: readonly VehicleVisit[];
}

export type DueStatus = 'overdue' | 'due' | 'upcoming';
export type DueReason = 'mileage' | 'time';

export interface StepDue {
  /** The step's index in its plan. */
  readonly step: number;
  readonly serviceId: ServiceId;
  /** The milestone the step is due at; null for a step by time only. */
  readonly dueMileage: number | null;
  /** The date the step is due by time; null for a step by mileage only or without a visit to count from. */
  readonly dueDate: LocalDate | null;
  /** The date the vehicle reaches `dueMileage` at its average use; null when that use is unknown. */
  readonly estimatedMileageDate: LocalDate | null;
  readonly reason: DueReason;
  readonly status: DueStatus;
}

/** The odometer as last read: typed now (today) or the last on record (at its visit's date, or today if unknown). */
interface Reading {
  readonly mileage: number;
  readonly date: LocalDate;
}

/** The highest mileage on record: the register's or a visit's. Null for a vehicle with none. */
export function lastRecordedMileage(history: VehicleHistory): number | null {
  const mileages = [
    ...(history.lastMileage === null ? [] : [history.lastMileage]),
    ...history.visits.map((visit) => visit.mileage),
  ];
  return mileages.length === 0 ? null : Math.max(...mileages);
}

/**
 * The vehicle's average use in km a day, from its first visit on record to its latest reading (a
 * mileage typed today counts as today's). Null with fewer than two readings a day or more apart, or
 * no distance driven between them.
 */
export function averageKmPerDay(history: VehicleHistory, latest?: Reading): number | null {
  const first = history.visits[0];
  const last = latest ?? history.visits.at(-1);
  if (first === undefined || last === undefined) return null;
  const days = daysBetween(first.date, last.date);
  const driven = last.mileage - first.mileage;
  return days >= 1 && driven > 0 ? driven / days : null;
}

/** The farthest an estimate looks ahead: ten years; a vehicle that slow has no date worth telling. */
export const ESTIMATE_HORIZON_DAYS = 3653;

/**
 * When the vehicle is estimated to reach `mileage`, at `kmPerDay` from `reading`; null without a
 * use, or beyond the horizon.
 */
export function estimatedDateAt(mileage: number, reading: Reading, kmPerDay: number | null): LocalDate | null {
  if (kmPerDay === null) return null;
  const days = Math.max(0, Math.ceil((mileage - reading.mileage) / kmPerDay));
  return days > ESTIMATE_HORIZON_DAYS ? null : addDays(reading.date, days);
}

function statusOf(position: number, due: number, tolerance: number): DueStatus {
  if (position > due + tolerance) return 'overdue';
  return position >= due - tolerance ? 'due' : 'upcoming';
}

/** The milestone a step by mileage is due at, given the current mileage; see the module's comment. */
export function dueMilestone(everyKm: number, toleranceKm: number, doneAt: number | null, current: number): number {
  const firstOpen =
    doneAt === null
      ? Math.max(everyKm, Math.ceil(Math.max(0, current - toleranceKm) / everyKm) * everyKm)
      : (Math.floor((doneAt + toleranceKm) / everyKm) + 1) * everyKm;
  if (current + toleranceKm < firstOpen) return firstOpen;
  return Math.max(firstOpen, Math.floor((current + toleranceKm) / everyKm) * everyKm);
}

const urgency: Record<DueStatus, number> = { overdue: 0, due: 1, upcoming: 2 };

/**
 * The services whose visits do `step`'s milestones: its own, and those of the plan's steps by
 * mileage every a multiple of its kilometres, more of them (a larger service includes a smaller one).
 */
export function servicesDoing(step: MaintenanceStep, plan: MaintenancePlan): ReadonlySet<ServiceId> {
  const everyKm = step.everyKm;
  const larger =
    everyKm === null
      ? []
      : plan.steps.filter(
          (other) => other.everyKm !== null && other.everyKm > everyKm && other.everyKm % everyKm === 0,
        );
  return new Set([step.serviceId, ...larger.map((other) => other.serviceId)]);
}

interface StepContext {
  readonly plan: MaintenancePlan;
  readonly history: VehicleHistory;
  readonly reading: Reading;
  readonly kmPerDay: number | null;
  readonly current: number;
  readonly today: LocalDate;
}

function lastVisitOf(services: ReadonlySet<ServiceId>, visits: readonly VehicleVisit[]): VehicleVisit | undefined {
  return visits
    .filter((visit) => visit.serviceId !== null && services.has(visit.serviceId))
    .reduce<VehicleVisit | undefined>(
      (latest, visit) =>
        latest === undefined || visit.mileage > latest.mileage || visit.date > latest.date ? visit : latest,
      undefined,
    );
}

function stepDue(step: MaintenanceStep, index: number, context: StepContext): StepDue {
  const done = lastVisitOf(servicesDoing(step, context.plan), context.history.visits);
  const byMileage =
    step.everyKm === null ? null : dueMilestone(step.everyKm, step.toleranceKm, done?.mileage ?? null, context.current);
  const timeBase = done?.date ?? context.history.visits[0]?.date;
  const dueDate = step.everyMonths === null || timeBase === undefined ? null : addMonths(timeBase, step.everyMonths);
  const mileageStatus = byMileage === null ? null : statusOf(context.current, byMileage, step.toleranceKm);
  const timeStatus = dueDate === null ? null : statusOf(daysBetween(dueDate, context.today), 0, step.toleranceDays);
  const estimatedMileageDate =
    byMileage === null ? null : estimatedDateAt(byMileage, context.reading, context.kmPerDay);
  const reason = moreUrgent(mileageStatus, estimatedMileageDate, timeStatus, dueDate);
  return {
    step: index,
    serviceId: step.serviceId,
    dueMileage: byMileage,
    dueDate,
    estimatedMileageDate,
    reason,
    status: (reason === 'mileage' ? mileageStatus : timeStatus) ?? 'upcoming',
  };
}

function moreUrgent(
  mileage: DueStatus | null,
  mileageDate: LocalDate | null,
  time: DueStatus | null,
  timeDate: LocalDate | null,
): DueReason {
  if (time === null) return 'mileage';
  if (mileage === null) return 'time';
  if (urgency[mileage] !== urgency[time]) return urgency[mileage] < urgency[time] ? 'mileage' : 'time';
  return mileageDate !== null && timeDate !== null && timeDate < mileageDate ? 'time' : 'mileage';
}

/** The order of urgency: status, then the earlier date known, then the lower milestone, then the later (larger) step. */
function compareDue(a: StepDue, b: StepDue): number {
  const byStatus = urgency[a.status] - urgency[b.status];
  if (byStatus !== 0) return byStatus;
  const when = (due: StepDue) => (due.reason === 'time' ? due.dueDate : due.estimatedMileageDate) ?? '9999-12-31';
  const byDate = when(a).localeCompare(when(b));
  if (byDate !== 0) return byDate;
  const byMileage = (a.dueMileage ?? Number.MAX_SAFE_INTEGER) - (b.dueMileage ?? Number.MAX_SAFE_INTEGER);
  return byMileage !== 0 ? byMileage : b.step - a.step;
}

/**
 * Every step of the plan with what it is due for, most urgent first — the staff's view. A typed
 * mileage at or below the last on record is refused as the booking's record refuses it
 * (`validateCurrentMileage`, ERRORS.VALIDATION_MILEAGE). Without a typed mileage, today's is the last
 * on record moved on at the vehicle's average use.
 */
export function maintenanceSchedule(
  plan: MaintenancePlan,
  history: VehicleHistory,
  typedMileage: number | undefined,
  today: LocalDate,
): Result<readonly StepDue[], FieldError> {
  const previous = lastRecordedMileage(history);
  if (typedMileage !== undefined) {
    const checked = validateCurrentMileage(String(typedMileage), previous);
    if (checked.isErr()) return err(checked.error);
  }
  const lastVisit = history.visits.at(-1);
  const reading: Reading =
    typedMileage !== undefined
      ? { mileage: typedMileage, date: today }
      : lastVisit !== undefined && lastVisit.mileage === previous
        ? { mileage: lastVisit.mileage, date: lastVisit.date }
        : { mileage: previous ?? 0, date: today };
  const kmPerDay = averageKmPerDay(history, typedMileage === undefined ? undefined : reading);
  const elapsed = Math.max(0, daysBetween(reading.date, today));
  const current = reading.mileage + (kmPerDay === null ? 0 : Math.floor(kmPerDay * elapsed));
  const context: StepContext = { plan, history, reading, kmPerDay, current, today };
  return ok(plan.steps.map((step, index) => stepDue(step, index, context)).sort(compareDue));
}

/**
 * The step the wizard proposes first: the most urgent one (overdue, then due, then the next
 * upcoming), never one whose milestone a recorded visit already did. Undefined for a plan without steps.
 */
export function dueStep(
  plan: MaintenancePlan,
  history: VehicleHistory,
  typedMileage: number | undefined,
  today: LocalDate,
): Result<StepDue | undefined, FieldError> {
  return maintenanceSchedule(plan, history, typedMileage, today).map((steps) => steps[0]);
}
