import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyClockTime } from './calendar.arbitraries';
import { clockTimeFromMinutes, minutesOfDay, parseClockTime } from './clock-time';

describe('clock times (booking-wizard §3: hourSelected is HH:mm)', () => {
  it.each(['00:00', '09:30', '23:59'])('accepts %s', (text) => {
    expect(parseClockTime(text).isOk()).toBe(true);
  });

  it.each(['24:00', '9:30', '09:60', '09:30:00', '', 930])('refuses %j', (input) => {
    expect(parseClockTime(input).isErr()).toBe(true);
  });

  it('round-trips every time through its minutes since midnight', () => {
    fc.assert(
      fc.property(anyClockTime, (time) => {
        expect(clockTimeFromMinutes(minutesOfDay(time))).toBe(time);
      }),
    );
  });

  it('wraps minutes past midnight to the next day’s time', () => {
    expect(clockTimeFromMinutes(24 * 60 + 30)).toBe('00:30');
    expect(clockTimeFromMinutes(23 * 60 + 90)).toBe('00:30');
  });
});
