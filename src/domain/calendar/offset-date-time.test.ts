import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyZone } from '../availability/availability.arbitraries';
import { formatOffsetDateTime, wallClockAt } from '../availability/time-zone';
import type { Instant } from './instant';
import { wallClockAtOffset, writtenOffsetMinutes } from './offset-date-time';

// A date-time the API writes with the location's offset, read back as the location's wall clock.

const anyInstant = fc
  .integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 11, 31) })
  .map((ms) => (ms - (ms % 60_000)) as Instant);

describe('date-times written with their offset', () => {
  it('reads the offset a date-time is written with, UTC for Z, and none when it names none', () => {
    expect(writtenOffsetMinutes('2026-11-25T10:30:00-03:00')).toBe(-180);
    expect(writtenOffsetMinutes('2026-09-27T03:45:00+13:45')).toBe(825);
    expect(writtenOffsetMinutes('2026-11-25T13:30:00Z')).toBe(0);
    expect(writtenOffsetMinutes('2026-11-25T13:30:00')).toBeNull();
  });

  it('shows the wall clock of the offset, on the day before or after UTC’s when the offset crosses midnight', () => {
    const instant = Date.parse('2026-12-01T02:15:00Z') as Instant;
    expect(wallClockAtOffset(instant, -180)).toEqual({ date: '2026-11-30', time: '23:15' });
    expect(wallClockAtOffset(instant, 0)).toEqual({ date: '2026-12-01', time: '02:15' });
    expect(wallClockAtOffset((instant + 20 * 3_600_000) as Instant, 330)).toEqual({
      date: '2026-12-02',
      time: '03:45',
    });
  });

  it('reads what the location’s clocks showed from a time the location’s zone wrote', () => {
    fc.assert(
      fc.property(anyZone, anyInstant, (zone, instant) => {
        const written = formatOffsetDateTime(zone, instant);
        expect(wallClockAtOffset(Date.parse(written) as Instant, writtenOffsetMinutes(written) ?? Number.NaN)).toEqual(
          wallClockAt(zone, instant),
        );
      }),
      { numRuns: 200 },
    );
  });
});
