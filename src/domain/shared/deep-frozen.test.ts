import { describe, expect, it } from 'vitest';
import { deepFrozen } from './deep-frozen';

describe('a value frozen through and through', () => {
  it('freezes every object and array inside the value, and hands the same value back', () => {
    const value = { hours: [{ start: '10:00', bookings: [{ provider: 1 }] }] };
    const frozen = deepFrozen(value);
    expect(frozen).toBe(value);
    expect(Object.isFrozen(frozen)).toBe(true);
    expect(Object.isFrozen(frozen.hours)).toBe(true);
    expect(Object.isFrozen(frozen.hours[0]?.bookings[0])).toBe(true);
  });

  it('leaves a value that is not an object as it is', () => {
    expect(deepFrozen('10:00')).toBe('10:00');
    expect(deepFrozen(null)).toBeNull();
  });
});
