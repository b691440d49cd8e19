import { gunzipSync } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deepFrozen } from '#domain/shared/deep-frozen';
import { keptJson } from './frozen-json';

describe('JSON bodies written once when frozen (docs/adr/0071, 0146)', () => {
  const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

  it("keeps a frozen body's JSON as the bytes JSON.stringify's text encodes to, and their gzip", () => {
    fc.assert(
      fc.property(fc.oneof(fc.array(fc.jsonValue()), fc.dictionary(fc.string(), fc.jsonValue())), (value) => {
        const expected = JSON.stringify(value);
        const kept = keptJson(deepFrozen(structuredClone(value)));
        expect(kept).not.toBeNull();
        expect(text(kept?.bytes ?? new Uint8Array())).toBe(expected);
        expect(text(gunzipSync(kept?.gzipped() ?? new Uint8Array()))).toBe(expected);
      }),
    );
  });

  it('hands out the very same bytes, and the same gzip, for the same frozen body', () => {
    const body = deepFrozen({ morning_hours: [{ hour: '10:00', bookings: [{ provider: 1 }] }] });
    const kept = keptJson(body);
    expect(keptJson(body)).toBe(kept);
    expect(kept?.gzipped()).toBe(kept?.gzipped());
    // Another body with the same content is another answer: its own bytes.
    expect(keptJson(deepFrozen({ morning_hours: [{ hour: '10:00', bookings: [{ provider: 1 }] }] }))).not.toBe(kept);
  });

  it('keeps nothing for a body that is not frozen, nor for a value that is not an object', () => {
    const body = { hours: ['10:00'] };
    expect(keptJson(body)).toBeNull();
    expect(keptJson(null)).toBeNull();
    expect(keptJson('10:00')).toBeNull();
  });

  it('freezes every object and array inside the body', () => {
    const body = deepFrozen({ hours: [{ start: '10:00', bookings: [{ provider: 1 }] }] });
    expect(Object.isFrozen(body.hours)).toBe(true);
    expect(Object.isFrozen(body.hours[0]?.bookings[0])).toBe(true);
  });
});
