import { describe, expect, it } from 'vitest';
import type { LocationAgenda } from '../ports/server/agenda';
import type { LocationCatalogue } from '../ports/server/catalogue';
import { hoursAnswers, hoursAnswerWeight, type AvailableHours } from './list-available-hours';

// The hours answers kept by the readings they were worked out from, within a budget of estimated
// bytes (docs/adr/0071, docs/adr/0135). Readings are objects known by identity; answers are made
// of as many offered hours as asked.

const reading = () => ({}) as LocationAgenda;
const catalogue = {} as LocationCatalogue;

function answerOf(hours: number): AvailableHours {
  const hour = { hour: '10:00', startBlock: 0, endBlock: 1, bookings: [{}], seatsLeft: null };
  return {
    timeZone: {} as never,
    hours: { morningHours: Array.from({ length: hours }, () => hour), afternoonHours: [], nightHours: [] },
  } as unknown as AvailableHours;
}

describe('the hours answers kept (issue 37)', () => {
  it('answers a question asked again over the same readings from what it kept, counting a miss then a hit', () => {
    const answers = hoursAnswers();
    const agenda = reading();
    const first = answers.answered(agenda, catalogue, 'q', () => answerOf(3));

    expect(answers.answered(agenda, catalogue, 'q', () => answerOf(3))).toBe(first);
    expect(answers.figures()).toMatchObject({ entries: 1, hits: 1, misses: 1, weight: hoursAnswerWeight(first) });
  });

  it('never answers over a new reading what was worked out over the one it replaced', () => {
    const answers = hoursAnswers();
    const before = answers.answered(reading(), catalogue, 'q', () => answerOf(3));

    expect(answers.answered(reading(), catalogue, 'q', () => answerOf(3))).not.toBe(before);
  });

  it('keeps within its budget, the least recently used answers dropped first for a question asked again', () => {
    const budget = 3 * hoursAnswerWeight(answerOf(10));
    const answers = hoursAnswers(budget);
    const agenda = reading();
    for (const question of ['a', 'b', 'c']) answers.answered(agenda, catalogue, question, () => answerOf(10));
    const a = answers.answered(agenda, catalogue, 'a', () => answerOf(10));
    // Full: a question asked for the first time is answered and not kept; asked again, it is.
    answers.answered(agenda, catalogue, 'd', () => answerOf(10));
    expect(answers.figures()).toMatchObject({ entries: 3, evictions: 0, turnedAway: 1, weight: budget });
    const d = answers.answered(agenda, catalogue, 'd', () => answerOf(10));

    expect(answers.figures()).toMatchObject({ entries: 3, evictions: 1, turnedAway: 1, weight: budget });
    expect(answers.answered(agenda, catalogue, 'a', () => answerOf(10))).toBe(a);
    expect(answers.answered(agenda, catalogue, 'd', () => answerOf(10))).toBe(d);
    expect(answers.figures().hits).toBe(3);
    answers.answered(agenda, catalogue, 'b', () => answerOf(10));
    expect(answers.figures().misses).toBe(6);
  });

  it('keeps and hands out an answer as it is presented, worked out and presented once while kept', () => {
    let presented = 0;
    const answers = hoursAnswers(1_000, {
      present: (answer: AvailableHours) => ((presented += 1), { count: answer.hours.morningHours.length }),
      weigh: (shown) => shown.count * 100,
    });
    const agenda = reading();
    const first = answers.answered(agenda, catalogue, 'q', () => answerOf(3));

    expect(first).toEqual({ count: 3 });
    expect(answers.answered(agenda, catalogue, 'q', () => answerOf(4))).toBe(first);
    expect(presented).toBe(1);
    expect(answers.figures()).toMatchObject({ entries: 1, hits: 1, misses: 1, weight: 300 });
  });

  it('presents afresh and keeps nothing for an answer without a question (one that changes with every request)', () => {
    const answers = hoursAnswers(1_000, { present: (answer: AvailableHours) => ({ answer }), weigh: () => 100 });
    const agenda = reading();
    const first = answers.answered(agenda, catalogue, null, () => answerOf(3));

    expect(answers.answered(agenda, catalogue, null, () => answerOf(3))).not.toBe(first);
    expect(answers.figures()).toMatchObject({ entries: 0, hits: 0, misses: 0, weight: 0 });
  });

  it('weighs an answer by the hours and bookings it offers', () => {
    expect(hoursAnswerWeight(answerOf(20))).toBeGreaterThan(hoursAnswerWeight(answerOf(2)) * 5);
  });
});
