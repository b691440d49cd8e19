import { describe, expect, it } from 'vitest';
import { planFor, type MaintenancePlan } from './maintenance-plan';

const plan = (key: string, brand: string | null, model: string | null): MaintenancePlan => ({
  key,
  name: key,
  brand,
  model,
  steps: [],
});

describe('the plan a vehicle follows (issue 33)', () => {
  const plans = [plan('any', null, null), plan('toyota', 'Toyota', null), plan('hilux', 'TOYOTA', 'Hilux')];

  it('is the one for its brand and model, else its brand, else any vehicle', () => {
    expect(planFor(plans, { brand: 'toyota', model: 'hílux ' })?.key).toBe('hilux');
    expect(planFor(plans, { brand: 'Toyota', model: 'Yaris' })?.key).toBe('toyota');
    expect(planFor(plans, { brand: 'Chevrolet', model: 'Sail' })?.key).toBe('any');
  });

  it('is none when no plan names the vehicle and none is for any', () => {
    expect(planFor(plans.slice(1), { brand: 'Chevrolet', model: 'Sail' })).toBeUndefined();
  });
});
