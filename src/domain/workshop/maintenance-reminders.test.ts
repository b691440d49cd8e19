import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, type LocalDate } from '../calendar/local-date.plain';
import type { ServiceId } from '../catalog/service.plain';
import { servicesDoing, type VehicleHistory } from './maintenance-due';
import type { MaintenancePlan } from './maintenance-plan';
import { maintenanceRemindersDue, reminderMilestone } from './maintenance-reminders';
import { anyMaintenancePlan, anyVehicleHistory, planServiceIds } from './maintenance.arbitraries';

const minor = 31 as ServiceId;
const major = 32 as ServiceId;
const day = (text: string) => text as LocalDate;

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

/** The demo Hilux: its 100.000 km service at 100.500 km, its 110.000 km one at 110.200, 118.500 km on the register. */
const hilux: VehicleHistory = {
  lastMileage: 118_500,
  visits: [
    { date: day('2025-10-07'), mileage: 100_500, serviceId: major },
    { date: day('2026-05-05'), mileage: 110_200, serviceId: minor },
  ],
};

describe('the maintenance reminders a driver is owed (docs/adr/0119)', () => {
  it('reminds the Hilux of its 120.000 km major service once, its minor one being part of it', () => {
    const owed = maintenanceRemindersDue(toyota, hilux, new Set(), day('2026-12-01'));
    expect(owed).toHaveLength(1);
    expect(owed[0]).toMatchObject({
      milestone: '120000 km',
      due: { serviceId: major, dueMileage: 120_000, status: 'due', reason: 'mileage' },
    });
  });

  it('reminds nothing when that service, or a larger one doing its work, is booked ahead', () => {
    expect(maintenanceRemindersDue(toyota, hilux, new Set([major]), day('2026-12-01'))).toEqual([]);
  });

  it('reminds a step by time of its due day once its months ran out', () => {
    const byTime: MaintenancePlan = {
      ...toyota,
      steps: [{ serviceId: minor, everyKm: null, everyMonths: 12, toleranceKm: 0, toleranceDays: 30 }],
    };
    const [owed] = maintenanceRemindersDue(byTime, hilux, new Set(), day('2027-05-10'));
    expect(owed).toMatchObject({ milestone: '2027-05-05', due: { reason: 'time', status: 'due' } });
    expect(maintenanceRemindersDue(byTime, hilux, new Set(), day('2027-03-01'))).toEqual([]);
  });

  it('names each milestone by its mileage, else its day', () => {
    expect(reminderMilestone({ dueMileage: 40_000, dueDate: day('2027-01-01') })).toBe('40000 km');
    expect(reminderMilestone({ dueMileage: null, dueDate: day('2027-01-01') })).toBe('2027-01-01');
  });

  it('owes only steps fallen due, none booked ahead, none whose work another owed does, each step once', () => {
    fc.assert(
      fc.property(
        anyMaintenancePlan,
        anyVehicleHistory,
        fc.integer({ min: 0, max: 2_000 }),
        fc.subarray([...planServiceIds]),
        (plan, history, later, ahead) => {
          const today = addDays(history.visits.at(-1)?.date ?? day('2018-01-01'), later);
          const bookedAhead = new Set(ahead);
          const owed = maintenanceRemindersDue(plan, history, bookedAhead, today);
          for (const { due, milestone } of owed) {
            const step = plan.steps[due.step];
            if (step === undefined) throw new Error('a reminder of no step');
            expect(['due', 'overdue']).toContain(due.status);
            expect(milestone).toBe(reminderMilestone(due));
            const doing = servicesDoing(step, plan);
            expect([...bookedAhead].some((service) => doing.has(service))).toBe(false);
            expect(owed.some((other) => other.due.serviceId !== step.serviceId && doing.has(other.due.serviceId))).toBe(
              false,
            );
          }
          expect(new Set(owed.map(({ due }) => due.step)).size).toBe(owed.length);
        },
      ),
    );
  });
});
