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
