import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, type LocalDate } from '#domain/calendar/local-date';
import {
  anyStep,
  catalogue,
  facts,
  ms,
  movingClock,
  answersAsNeverBefore,
  servicesQuestion,
} from './availability-answers.test-support';
import { daysAnswers, daysAnswerWeight, listAvailableDays, type ListAvailableDaysRequest } from './list-available-days';
import { inMemoryAgendas } from './location-agenda.test-support';

// The days answers kept per reading of the agenda and the catalogue (docs/adr/0147): a use case that
// has answered before, reading the same agenda and catalogue objects (as it does through the agenda
// cache until a change is heard), answers whatever is asked at whatever now exactly as one that
// never answered before; the dates now cuts are worked out afresh, and the answer kept is handed
// out again only while they answer the same.

const strip = (startDate: LocalDate, days = 14): ListAvailableDaysRequest => ({
  ...servicesQuestion(),
  startDate,
  endDate: addDays(startDate, days - 1),
});

describe('the days answers kept per reading (docs/adr/0147)', () => {
  it('answers as a use case that never answered before, whatever is asked as time goes by', () =>
    answersAsNeverBefore(
      anyStep.chain((step) => fc.constantFrom(0, 2, 13).map((span) => ({ ...step, span }))),
      // A notice of an hour, or of two days: now then cuts the hours of up to three dates.
      fc.constantFrom(60, 2 * 24 * 60).map((minimumNoticeMinutes) => ({ ...facts, minimumNoticeMinutes })),
      listAvailableDays,
      ({ span }, { date, ...query }) => ({ ...query, startDate: addDays(date, -1), endDate: addDays(date, span) }),
    ));

  it('gives the answer it kept to the same question while what now cuts answers the same, and not after', async () => {
    const clock = movingClock(ms('2026-12-01T10:00:00-03:00'));
    const days = listAvailableDays({ agendas: inMemoryAgendas([facts]), catalogue, clock });
    const fromToday = strip('2026-12-01' as LocalDate);
    const first = (await days(fromToday))._unsafeUnwrap();
    expect(first[0]).toEqual({ date: '2026-12-01', available: true });
    clock.set(ms('2026-12-01T12:00:00-03:00'));
    expect((await days(fromToday))._unsafeUnwrap()).toBe(first);
    // Past the day's last hour (18:00 less the notice and the 45 minutes), today has nothing left.
    clock.set(ms('2026-12-01T17:00:00-03:00'));
    const late = (await days(fromToday))._unsafeUnwrap();
    expect(late).not.toBe(first);
    expect(late[0]).toEqual({ date: '2026-12-01', available: false });
    expect(late.slice(1)).toEqual(first.slice(1));
  });

  it('never answers over a new reading what was worked out over the one it replaced', async () => {
    const clock = movingClock(ms('2026-12-01T10:00:00-03:00'));
    // A store read afresh: a new reading for every request.
    const readAfresh = inMemoryAgendas([facts]);
    const agendas = {
      agendaOf: async (...asked: Parameters<typeof readAfresh.agendaOf>) => {
        const read = await readAfresh.agendaOf(...asked);
        return read === undefined ? undefined : { ...read };
      },
    };
    const days = listAvailableDays({ agendas, catalogue, clock });
    const tomorrow = strip('2026-12-02' as LocalDate);
    expect((await days(tomorrow))._unsafeUnwrap()).not.toBe((await days(tomorrow))._unsafeUnwrap());
  });

  it('keeps within its budget, counting what it answered from it', async () => {
    const clock = movingClock(ms('2026-12-01T10:00:00-03:00'));
    const answers = daysAnswers(2 * daysAnswerWeight(new Array(14)));
    const days = listAvailableDays({ agendas: inMemoryAgendas([facts]), catalogue, clock }, answers);
    // Full after two: the third strip is kept when asked for again, dropping the least recently used.
    for (const first of ['2026-12-02', '2026-12-03', '2026-12-04', '2026-12-03', '2026-12-04'] as LocalDate[])
      await days(strip(first));
    expect(answers.figures()).toMatchObject({ entries: 2, hits: 1, misses: 4, evictions: 1, turnedAway: 1 });
  });
});
