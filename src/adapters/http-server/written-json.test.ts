import { gunzipSync } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { writtenJson } from './written-json';

describe('JSON bodies written once (docs/adr/0146, 0165)', () => {
  const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
  const anyBody = fc.oneof(fc.array(fc.jsonValue()), fc.dictionary(fc.string(), fc.jsonValue()));

  it("holds a body's JSON as the bytes JSON.stringify's text encodes to, and their gzip", () => {
    fc.assert(
      fc.property(anyBody, (value) => {
        const expected = JSON.stringify(value);
        const written = writtenJson(value);
        expect(text(written.bytes)).toBe(expected);
        expect(text(gunzipSync(written.gzipped()))).toBe(expected);
      }),
    );
  });

  it('writes the body when made: what becomes of the body afterwards is not sent', () => {
    const body = { morning_hours: [{ hour: '10:00', bookings: [{ provider: 1 }] }] };
    const written = writtenJson(body);
    body.morning_hours.push({ hour: '11:00', bookings: [] });
    expect(JSON.parse(text(written.bytes))).toEqual({
      morning_hours: [{ hour: '10:00', bookings: [{ provider: 1 }] }],
    });
    expect(Object.keys(written)).not.toContain('morning_hours');
  });

  it('hands out the same gzip each time, and weighs at least its bytes and their gzip', () => {
    fc.assert(
      fc.property(anyBody, (value) => {
        const written = writtenJson(value);
        const gzipped = written.gzipped();
        expect(written.gzipped()).toBe(gzipped);
        expect(written.weight).toBeGreaterThan(written.bytes.byteLength);
      }),
    );
  });
});
