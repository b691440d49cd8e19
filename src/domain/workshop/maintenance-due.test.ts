import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, type LocalDate } from '../calendar/local-date.plain';
import type { ServiceId } from '../catalog/service.plain';
import { fieldError } from '../validation/field-error';
import {
  averageKmPerDay,
  dueMilestone,
  dueStep,
  ESTIMATE_HORIZON_DAYS,
  lastRecordedMileage,
  maintenanceSchedule,
  servicesDoing,
  type VehicleHistory,
} from './maintenance-due';
import type { MaintenancePlan } from './maintenance-plan';
import { validateCurrentMileage } from './record-history';
import { anyMaintenancePlan, anyVehicleHistory } from './maintenance.arbitraries';

const minor = 31 as ServiceId;
const major = 32 as ServiceId;
const day = (text: string) => text as LocalDate;

/** Taller Andes's Toyota plan: the minor service every 10.000 km or 12 months, the major every 20.000 km or 24 months. */
const toyota: MaintenancePlan = {
  key: 'toyota',
  name: 'Pauta Toyota',
  brand: 'Toyota',
  model: null,
  steps: [
    { serviceId: minor, everyKm: 10_000, everyMonths: 12, toleranceKm: 2_000, toleranceDays: 30 },
    { serviceId: major, everyKm: 20_000, everyMonths: 24, toleranceKm: 2_000, toleranceDays: 30 },
  ],
};

const hiluxHistory: VehicleHistory = {
  lastMileage: 29_800,
  visits: [
    { date: day('2024-06-03'), mileage: 10_100, serviceId: minor },
    { date: day('2025-06-02'), mileage: 20_300, serviceId: major },
    { date: day('2026-02-02'), mileage: 29_800, serviceId: minor },
  ],
};

/** A history, a day on or after its last visit, and a typed mileage above the last on record (or none). */
const anySituation = anyVehicleHistory.chain((history) =>
  fc.record({
    history: fc.constant(history),
    today: fc
      .integer({ min: 0, max: 900 })
      .map((days) => addDays(history.visits.at(-1)?.date ?? day('2018-01-01'), days)),
    typed: fc.option(
      fc.integer({ min: 1, max: 60_000 }).map((more) => (lastRecordedMileage(history) ?? 0) + more),
      { nil: undefined },
    ),
  }),
);

describe('the step a vehicle is due for (issue 33)', () => {
  it('proposes the Hilux 2021 at 38.500 km the 40.000 km service, within its tolerance', () => {
    const due = dueStep(toyota, hiluxHistory, 38_500, day('2026-11-30'))._unsafeUnwrap();
    expect(due).toMatchObject({ serviceId: major, dueMileage: 40_000, reason: 'mileage', status: 'due' });
  });

  it('says the 40.000 km service is upcoming at 37.000 km, and overdue at 42.500', () => {
    const at = (mileage: number) => dueStep(toyota, hiluxHistory, mileage, day('2026-06-01'))._unsafeUnwrap();
    expect(at(37_000)).toMatchObject({ dueMileage: 40_000, status: 'upcoming' });
    expect(at(42_500)).toMatchObject({ serviceId: major, dueMileage: 40_000, status: 'overdue' });
  });

  it('proposes a service by time when its months ran out before its kilometres', () => {
    const due = dueStep(toyota, hiluxHistory, 31_000, day('2027-03-15'))._unsafeUnwrap();
    expect(due).toMatchObject({ serviceId: minor, dueDate: '2027-02-02', reason: 'time', status: 'overdue' });
  });

  it('proposes a vehicle new to the workshop the milestone nearest ahead, never an overdue one', () => {
    const fresh: VehicleHistory = { lastMileage: 118_500, visits: [] };
    expect(dueStep(toyota, fresh, undefined, day('2026-12-01'))._unsafeUnwrap()).toMatchObject({
      serviceId: major,
      dueMileage: 120_000,
      dueDate: null,
      status: 'due',
    });
    expect(
      dueStep(toyota, { lastMileage: 42_000, visits: [] }, undefined, day('2026-12-01'))._unsafeUnwrap(),
    ).toMatchObject({ serviceId: major, dueMileage: 40_000, status: 'due' });
  });

  it('estimates when the next milestone is reached from the average use', () => {
    // 19.700 km in 609 days: about 32,3 km a day; 10.200 km to go from 29.800 on 2026-02-02, 316 days.
    const [first] = maintenanceSchedule(toyota, hiluxHistory, undefined, day('2026-03-01'))._unsafeUnwrap();
    expect(first).toMatchObject({ serviceId: major, dueMileage: 40_000, estimatedMileageDate: '2026-12-15' });
  });

  it('refuses an odometer reading at or below the last recorded, as the booking record does', () => {
    expect(dueStep(toyota, hiluxHistory, 29_000, day('2026-06-01'))._unsafeUnwrapErr()).toEqual(
      fieldError('ERRORS.VALIDATION_MILEAGE', { previous: 29_800 }),
    );
  });

  it('never proposes a milestone a recorded visit of its service, or of a larger service including it, already did', () => {
    fc.assert(
      fc.property(anyMaintenancePlan, anySituation, (plan, { history, today, typed }) => {
        for (const due of maintenanceSchedule(plan, history, typed, today)._unsafeUnwrap()) {
          const step = plan.steps[due.step];
          if (step === undefined || due.dueMileage === null) continue;
          const doing = servicesDoing(step, plan);
          for (const visit of history.visits.filter((each) => each.serviceId !== null && doing.has(each.serviceId))) {
            expect(visit.mileage).toBeLessThan(due.dueMileage - step.toleranceKm);
          }
        }
      }),
    );
  });

  it("dates a step by time after its service's last visit, by its months", () => {
    fc.assert(
      fc.property(anyMaintenancePlan, anySituation, (plan, { history, today, typed }) => {
        for (const due of maintenanceSchedule(plan, history, typed, today)._unsafeUnwrap()) {
          const step = plan.steps[due.step];
          const visits = history.visits.filter((each) => each.serviceId === step?.serviceId);
          if (due.dueDate === null) continue;
          expect(due.dueDate > (visits.at(-1)?.date ?? history.visits[0]?.date ?? '')).toBe(true);
        }
      }),
    );
  });

  it('places mileage milestones on multiples of the interval, no farther than one interval ahead', () => {
    fc.assert(
      fc.property(anyMaintenancePlan, anySituation, (plan, { history, today, typed }) => {
        fc.pre(typed !== undefined);
        for (const due of maintenanceSchedule(plan, history, typed, today)._unsafeUnwrap()) {
          const step = plan.steps[due.step];
          if (step?.everyKm == null || due.dueMileage === null) continue;
          expect(due.dueMileage % step.everyKm).toBe(0);
          expect(due.dueMileage).toBeGreaterThanOrEqual(step.everyKm);
          expect(due.dueMileage - step.toleranceKm).toBeLessThanOrEqual(typed + step.everyKm);
        }
      }),
    );
  });

  it('calls a step by mileage due exactly within its tolerance of the milestone, overdue beyond it', () => {
    fc.assert(
      fc.property(anyMaintenancePlan, anySituation, (plan, { history, today, typed }) => {
        fc.pre(typed !== undefined);
        for (const due of maintenanceSchedule(plan, history, typed, today)._unsafeUnwrap()) {
          const step = plan.steps[due.step];
          if (step === undefined || due.reason !== 'mileage' || due.dueMileage === null) continue;
          const distance = typed - due.dueMileage;
          const expected = distance > step.toleranceKm ? 'overdue' : distance >= -step.toleranceKm ? 'due' : 'upcoming';
          expect(due.status).toBe(expected);
        }
      }),
    );
  });

  it('proposes the most urgent step of the schedule, one for every step of the plan', () => {
    const rank = { overdue: 0, due: 1, upcoming: 2 };
    fc.assert(
      fc.property(anyMaintenancePlan, anySituation, (plan, { history, today, typed }) => {
        const schedule = maintenanceSchedule(plan, history, typed, today)._unsafeUnwrap();
        const proposed = dueStep(plan, history, typed, today)._unsafeUnwrap();
        expect(schedule.map((due) => due.step).sort()).toEqual(plan.steps.map((_, index) => index));
        expect(proposed).toEqual(schedule[0]);
        for (const due of schedule)
          expect(rank[due.status]).toBeGreaterThanOrEqual(rank[proposed?.status ?? 'overdue']);
      }),
    );
  });

  it('refuses every typed mileage the booking record refuses, with its error', () => {
    fc.assert(
      fc.property(
        anyMaintenancePlan,
        anyVehicleHistory,
        fc.integer({ min: 0, max: 10_000 }),
        (plan, history, below) => {
          const last = lastRecordedMileage(history);
          fc.pre(last !== null);
          const typed = Math.max(0, last - below);
          expect(dueStep(plan, history, typed, day('2030-01-01'))._unsafeUnwrapErr()).toEqual(
            validateCurrentMileage(String(typed), last)._unsafeUnwrapErr(),
          );
        },
      ),
    );
  });

  it('gives no date for a vehicle so little used that the milestone is beyond ten years', () => {
    const idle: VehicleHistory = {
      lastMileage: 71_160,
      visits: [{ date: day('2018-08-13'), mileage: 71_160, serviceId: null }],
    };
    const schedule = maintenanceSchedule(toyota, idle, 71_161, day('2019-07-09'))._unsafeUnwrap();
    // The minor service's 70.000 km milestone is reached already (today); the major's 80.000 km, at 1 km a year, never in ten years.
    expect(schedule.map((due) => [due.dueMileage, due.estimatedMileageDate])).toEqual([
      [70_000, '2019-07-09'],
      [80_000, null],
    ]);
  });

  it('estimates the milestone no earlier than the last reading, and within ten years of it', () => {
    fc.assert(
      fc.property(anyMaintenancePlan, anySituation, (plan, { history, today, typed }) => {
        for (const due of maintenanceSchedule(plan, history, typed, today)._unsafeUnwrap()) {
          if (due.estimatedMileageDate === null) continue;
          const from = typed === undefined ? (history.visits.at(-1)?.date ?? today) : today;
          expect(due.estimatedMileageDate >= from).toBe(true);
          // Every reading is on or before today: no estimate looks beyond the horizon from it.
          expect(due.estimatedMileageDate <= addDays(today, ESTIMATE_HORIZON_DAYS)).toBe(true);
        }
      }),
    );
  });
});

describe('the average use (issue 33)', () => {
  it('is the distance over the days from the first visit to the latest reading', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200 }), fc.integer({ min: 1, max: 1_000 }), (kmPerDay, days) => {
        const history: VehicleHistory = {
          lastMileage: null,
          visits: [
            { date: day('2025-01-01'), mileage: 1_000, serviceId: null },
            { date: addDays(day('2025-01-01'), days), mileage: 1_000 + kmPerDay * days, serviceId: null },
          ],
        };
        expect(averageKmPerDay(history)).toBeCloseTo(kmPerDay);
      }),
    );
  });

  it('is unknown with a single visit or none driven', () => {
    expect(
      averageKmPerDay({ lastMileage: 5, visits: [{ date: day('2025-01-01'), mileage: 5, serviceId: null }] }),
    ).toBeNull();
    expect(averageKmPerDay({ lastMileage: null, visits: [] })).toBeNull();
  });
});

describe('a new visit moves the schedule on (docs/adr/0119)', () => {
  const hilux: VehicleHistory = {
    lastMileage: 118_500,
    visits: [
      { date: day('2025-10-07'), mileage: 100_500, serviceId: major },
      { date: day('2026-05-05'), mileage: 110_200, serviceId: minor },
    ],
  };

  it('proposes the Hilux its 120.000 km major service, then, once it is booked at 119.000 km, the 130.000 km minor one', () => {
    expect(dueStep(toyota, hilux, undefined, day('2026-12-01'))._unsafeUnwrap()).toMatchObject({
      serviceId: major,
      dueMileage: 120_000,
      status: 'due',
    });
    const visited: VehicleHistory = {
      lastMileage: 119_000,
      visits: [...hilux.visits, { date: day('2026-12-16'), mileage: 119_000, serviceId: major }],
    };
    const schedule = maintenanceSchedule(toyota, visited, undefined, day('2026-12-16'))._unsafeUnwrap();
    expect(schedule.map(({ serviceId, dueMileage, status }) => ({ serviceId, dueMileage, status }))).toEqual([
      { serviceId: minor, dueMileage: 130_000, status: 'upcoming' },
      { serviceId: major, dueMileage: 140_000, status: 'upcoming' },
    ]);
  });

  it('counts a larger service whose interval is a multiple as doing the smaller one, never the other way round', () => {
    const [minorStep, majorStep] = toyota.steps;
    if (minorStep === undefined || majorStep === undefined) throw new Error('the Toyota plan has two steps');
    expect(servicesDoing(minorStep, toyota)).toEqual(new Set([minor, major]));
    expect(servicesDoing(majorStep, toyota)).toEqual(new Set([major]));
  });

  it('never leaves the step a visit was for due at the milestone it did', () => {
    fc.assert(
      fc.property(anyMaintenancePlan, anySituation, fc.nat(), (plan, { history, today }, pick) => {
        const index = pick % plan.steps.length;
        const step = plan.steps[index];
        if (step === undefined || step.everyKm === null) return;
        const mileage = (lastRecordedMileage(history) ?? 0) + 1;
        const visited: VehicleHistory = {
          lastMileage: mileage,
          visits: [...history.visits, { date: today, mileage, serviceId: step.serviceId }],
        };
        for (const due of maintenanceSchedule(plan, visited, undefined, today)._unsafeUnwrap()) {
          if (due.step !== index || due.dueMileage === null) continue;
          expect(due.dueMileage).toBeGreaterThan(mileage + step.toleranceKm);
          if (due.reason === 'mileage') expect(due.status).toBe('upcoming');
        }
      }),
    );
  });
});

describe('the milestone of a step by mileage', () => {
  it('moves on past the milestone a visit did, tolerance included', () => {
    expect(dueMilestone(10_000, 1_000, 9_200, 12_000)).toBe(20_000);
    expect(dueMilestone(10_000, 1_000, 8_900, 9_500)).toBe(10_000);
    expect(dueMilestone(10_000, 1_000, 10_000, 35_500)).toBe(30_000);
  });
});
