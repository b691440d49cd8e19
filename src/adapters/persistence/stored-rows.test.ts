import { Schema } from 'effect';
import { describe, expect, it } from 'vitest';
import { LocationId } from '#domain/storefront/company';
import { rowDecoder } from './stored-rows';

const locationRows = rowDecoder(
  Schema.Struct({ id: LocationId, time_zone: Schema.String, address: Schema.NullOr(Schema.String) }),
  'a location',
);

describe('rowDecoder', () => {
  it('answers the rows in the shape of their schema, extra columns left out', () => {
    const rows = locationRows([
      { id: 3, time_zone: 'America/Santiago', address: null, position: 1 },
      { id: 4, time_zone: 'Europe/Madrid', address: 'Gran Vía 1' },
    ]);
    expect(rows).toEqual([
      { id: 3, time_zone: 'America/Santiago', address: null },
      { id: 4, time_zone: 'Europe/Madrid', address: 'Gran Vía 1' },
    ]);
  });

  it('answers no rows for none', () => {
    expect(locationRows([])).toEqual([]);
  });

  it('refuses a row of another shape, naming the row and the column', () => {
    expect(() =>
      locationRows([
        { id: 3, time_zone: 'America/Santiago', address: null },
        { id: 4, time_zone: 7, address: null },
      ]),
    ).toThrow(/a location \(row 2\).*time_zone/);
  });

  it('refuses a missing column and an id out of its brand, naming each', () => {
    expect(() => locationRows([{ id: 0, address: null }])).toThrow(/id.*time_zone|time_zone.*id/);
  });
});
