import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LocalDate } from '../calendar/local-date';
import type { ProviderId } from '../catalog/service';
import { anyProviderSchedule, anyWorkingInterval } from './availability.arbitraries';
import {
  mergedMinutes,
  parseProviderSchedule,
  parseScheduleException,
  parseWeeklySchedule,
  shiftMinutes,
  workingIntervalsOn,
  workingMinutesOn,
  type ProviderSchedule,
} from './working-hours';

const day = (text: string) => text as LocalDate;

/** A provider as ../shared/bench/make-scenario.mjs writes one. */
const scenarioProvider = {
  id: 3,
  weekly: Object.fromEntries(['1', '2', '3', '4', '5', '6'].map((weekday) => [weekday, [['09:00', '18:00']]])),
  exceptions: [],
};

describe('working hours (booking-wizard §3 Provider providerTimes; issue 3 weekly schedules and exceptions)', () => {
  it('accepts a provider in the benchmark scenario’s shape', () => {
    const schedule = parseProviderSchedule(scenarioProvider)._unsafeUnwrap();
    expect(schedule.weekly['1']).toEqual([['09:00', '18:00']]);
    expect(schedule.weekly['7']).toBeUndefined();
  });

  it('accepts an interval ending at 24:00 and an exception that makes a date a day off', () => {
    expect(parseWeeklySchedule({ '5': [['20:00', '24:00']] }).isOk()).toBe(true);
    expect(parseScheduleException({ date: '2026-12-25', intervals: [] }).isOk()).toBe(true);
  });

  it.each([
    ['a start after its end', { '1': [['18:00', '09:00']] }],
    ['an empty interval', { '1': [['09:00', '09:00']] }],
    ['a time past 24:00', { '1': [['09:00', '24:30']] }],
    ['a start at 24:00', { '1': [['24:00', '24:00']] }],
    ['a time not written HH:mm', { '1': [['9:00', '18:00']] }],
    ['an interval with one end', { '1': [['09:00']] }],
  ])('refuses a weekly schedule with %s, naming where', (_, weekly) => {
    const refused = parseWeeklySchedule(weekly)._unsafeUnwrapErr();
    expect(refused.code).toBe('SCHEMA.INVALID');
    expect(refused.issues[0]?.path[0]).toBe('1');
  });

  it('refuses two exceptions on one date and the id of "first provider available"', () => {
    const twice = {
      ...scenarioProvider,
      exceptions: [
        { date: '2026-12-01', intervals: [] },
        { date: '2026-12-01', intervals: [] },
      ],
    };
    expect(parseProviderSchedule(twice).isErr()).toBe(true);
    expect(parseProviderSchedule({ ...scenarioProvider, id: 0 }).isErr()).toBe(true);
  });

  it('reads a date’s exception instead of its weekday, and a missing weekday as a day off', () => {
    const schedule = parseProviderSchedule({
      ...scenarioProvider,
      exceptions: [{ date: '2026-12-01', intervals: [['10:00', '12:00']] }],
    })._unsafeUnwrap();
    expect(workingIntervalsOn(schedule, day('2026-12-01'))).toEqual([['10:00', '12:00']]);
    expect(workingIntervalsOn(schedule, day('2026-12-02'))).toEqual([['09:00', '18:00']]);
    expect(workingIntervalsOn(schedule, day('2026-12-06'))).toEqual([]);
  });

  it('joins meeting and overlapping intervals into sorted stretches that neither meet nor overlap', () => {
    expect(
      mergedMinutes([
        ['12:00', '18:00'],
        ['09:00', '12:00'],
      ] as never),
    ).toEqual([540, 1080]);
    expect(
      mergedMinutes([
        ['09:00', '13:00'],
        ['12:00', '14:00'],
        ['15:00', '24:00'],
      ] as never),
    ).toEqual([540, 840, 900, 1440]);
    fc.assert(
      fc.property(fc.array(anyWorkingInterval, { maxLength: 5 }), (intervals) => {
        const merged = mergedMinutes(intervals);
        const inMerged = (minute: number) =>
          Array.from({ length: merged.length / 2 }, (_, at) => at).some(
            (at) => (merged[2 * at] ?? 0) <= minute && minute < (merged[2 * at + 1] ?? 0),
          );
        for (let minute = 0; minute < 1440; minute += 5) {
          const inAny = intervals.some(([start, end]) => shiftMinutes(start) <= minute && minute < shiftMinutes(end));
          expect(inMerged(minute)).toBe(inAny);
        }
        for (let at = 1; at < merged.length; at++) expect(merged[at] ?? 0).toBeGreaterThan(merged[at - 1] ?? 0);
      }),
    );
  });

  it('gives the working minutes of any generated schedule as its intervals joined', () => {
    fc.assert(
      fc.property(
        anyProviderSchedule(1 as ProviderId, day('2026-04-04')),
        fc.integer({ min: -3, max: 3 }),
        (schedule: ProviderSchedule, offset) => {
          const date = day(`2026-04-0${String(4 + offset)}`);
          expect(workingMinutesOn(schedule, date)).toEqual(mergedMinutes(workingIntervalsOn(schedule, date)));
          expect(parseProviderSchedule(schedule)._unsafeUnwrap()).toEqual(schedule);
        },
      ),
    );
  });
});
