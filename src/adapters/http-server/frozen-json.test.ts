import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deepFrozen } from '#domain/shared/deep-frozen';
import { jsonText } from './frozen-json';

describe('JSON bodies written once when frozen (docs/adr/0071)', () => {
  it('writes any body as JSON.stringify does, frozen or not, again and again', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const expected = JSON.stringify(value);
        expect(jsonText(value)).toBe(expected);
        const frozen = deepFrozen(structuredClone(value));
        expect(jsonText(frozen)).toBe(expected);
        expect(jsonText(frozen)).toBe(expected);
      }),
    );
  });

  it('freezes every object and array inside the body', () => {
    const body = deepFrozen({ hours: [{ start: '10:00', bookings: [{ provider: 1 }] }] });
    expect(Object.isFrozen(body.hours)).toBe(true);
    expect(Object.isFrozen(body.hours[0]?.bookings[0])).toBe(true);
  });

  it('writes a body that is not frozen afresh each time, so a change to it is written', () => {
    const body = { hours: ['10:00'] };
    expect(jsonText(body)).toBe('{"hours":["10:00"]}');
    body.hours.push('10:30');
    expect(jsonText(body)).toBe('{"hours":["10:00","10:30"]}');
  });
});
