import fc from 'fast-check';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { camelCase, camelized, snakeCase, snaked, type Camelized } from './wire-case';

// ADR 0005: snake_case on the wire, camelCase in the application, converted only in the HTTP client.

const snakeKey = fc.stringMatching(/^[a-z][a-z0-9]{0,6}(_[a-z][a-z0-9]{0,6}){0,3}$/);

describe('converting keys between the wire and the application (booking-wizard §7: keys sent in snake_case, read in camelCase)', () => {
  it('turns any snake_case key into camelCase and back unchanged', () => {
    fc.assert(
      fc.property(snakeKey, (key) => {
        expect(snakeCase(camelCase(key))).toBe(key);
      }),
    );
  });

  it('converts every key of nested objects and arrays, and never a value', () => {
    const wire = {
      booking_groups: [{ trx_id: 'TRX_1', bookings: [{ service_provider: { public_name: 'Camila_R' } }] }],
      custom_como_nos_conociste: 'insta_gram',
    };
    const application = camelized(wire);
    expect(application).toEqual({
      bookingGroups: [{ trxId: 'TRX_1', bookings: [{ serviceProvider: { publicName: 'Camila_R' } }] }],
      customComoNosConociste: 'insta_gram',
    });
    expect(snaked(application)).toEqual(wire);
  });

  it('converts any JSON as converting each key with a fresh regular expression does, "__proto__" kept an own key', () => {
    const reference = (value: unknown, convert: (key: string) => string): unknown =>
      Array.isArray(value)
        ? value.map((item) => reference(item, convert))
        : typeof value === 'object' && value !== null
          ? Object.fromEntries(Object.entries(value).map(([key, item]) => [convert(key), reference(item, convert)]))
          : value;
    const toCamel = (key: string) => key.replace(/_([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase());
    const toSnake = (key: string) => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
    const anyKey = fc.oneof(snakeKey, fc.string(), fc.constantFrom('__proto__', '_', 'a__b', 'constructor', 'aB_c'));
    const anyJson = fc.letrec((tie) => ({
      value: fc.oneof({ depthSize: 'small' }, fc.jsonValue({ maxDepth: 1 }), tie('array'), tie('object')),
      array: fc.array(tie('value'), { maxLength: 4 }),
      object: fc.dictionary(anyKey, tie('value'), { maxKeys: 5 }),
    })).value;
    fc.assert(
      fc.property(anyJson, (wire) => {
        const camel = camelized<unknown>(wire);
        // As JSON, keys in order ("constructor" is a key like any other here, which toStrictEqual reads as a type).
        expect(JSON.stringify(camel)).toBe(JSON.stringify(reference(wire, toCamel)));
        expect(JSON.stringify(snaked(camel))).toBe(JSON.stringify(reference(camel, toSnake)));
      }),
      { numRuns: 500 },
    );
    // A key that converts to "__proto__" is an own key, never the object's prototype.
    const polluted = snaked(JSON.parse('{"__proto__": {"isAdmin": true}}') as object) as Record<string, unknown>;
    expect(Object.keys(polluted)).toEqual(['__proto__']);
    expect(Object.getPrototypeOf(polluted)).toBe(Object.prototype);
    expect((polluted as { is_admin?: unknown }).is_admin).toBeUndefined();
  });

  it('leaves nulls, numbers and booleans as they are', () => {
    expect(camelized({ price: null, is_video: false, duration: 45 })).toEqual({
      price: null,
      isVideo: false,
      duration: 45,
    });
  });

  it('types the converted value by its converted keys', () => {
    expectTypeOf(camelized({ first_name: 'Ana', bookings: [{ start_at: 'x' }] })).toEqualTypeOf<
      Camelized<{ first_name: string; bookings: { start_at: string }[] }>
    >();
    expectTypeOf<Camelized<{ first_name: string }>>().toEqualTypeOf<{ readonly firstName: string }>();
  });
});
