import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LocalDate } from '#domain/calendar/local-date';
import {
  anyStep,
  catalogue,
  facts,
  ms,
  movingClock,
  answersAsNeverBefore,
  servicesQuestion,
} from './availability-answers.test-support';
import { listAvailableHours, type ListAvailableHoursRequest } from './list-available-hours';
import { inMemoryAgendas } from './location-agenda.test-support';

// The hours answers kept per reading of the agenda and the catalogue (docs/adr/0071): a use case
// that has answered before, reading the same agenda and catalogue objects (as it does through the
// agenda cache until a change is heard), answers whatever is asked at whatever now exactly as one
// that never answered before.

const question = (startDate: LocalDate): ListAvailableHoursRequest => ({
  ...servicesQuestion(),
  startDate,
  endDate: null,
});

describe('the hours answers kept per reading (docs/adr/0071)', () => {
  it('answers as a use case that never answered before, whatever is asked as time goes by', () =>
    answersAsNeverBefore(anyStep, fc.constant(facts), listAvailableHours, (_, { date, ...query }) => ({
      ...query,
      startDate: date,
      endDate: null,
    })));

  it('gives the answer it kept to the same question on the same reading, and works out afresh what now cuts', async () => {
    const clock = movingClock(ms('2026-12-01T10:00:00-03:00'));
    const hours = listAvailableHours({ agendas: inMemoryAgendas([facts]), catalogue, clock });
    const tomorrow = question('2026-12-02' as LocalDate);
    const today = question('2026-12-01' as LocalDate);
    expect((await hours(tomorrow))._unsafeUnwrap()).toBe((await hours(tomorrow))._unsafeUnwrap());
    expect((await hours(today))._unsafeUnwrap()).not.toBe((await hours(today))._unsafeUnwrap());
  });
});
