import type { AvailabilityQuery } from './location-agenda';
import type { LocationAgenda } from '../ports/server/agenda';
import type { LocationCatalogue } from '../ports/server/catalogue';
import { WeightedLru, type CacheFigures } from '../shared/weighted-lru';

// Availability answers kept by the readings they were worked out from (docs/adr/0071, 0135, 0147):
// the hours of a day (list-available-hours.ts) and the strip of days (list-available-days.ts). An
// answer is a function of the agenda's and the catalogue's readings, the question, and what of now
// it depends on, which its use case writes into the question; so it is kept under those, the
// readings by their identity, which the agenda cache keeps until it hears a change and which a
// store read afresh replaces with every request. A reading gets a number the first time it is
// seen, and is never asked about again once replaced: its answers are never handed out again,
// nothing here is ever stale longer than the reading is, and they are the least recently used, the
// first dropped. Handing out the very same answer is also what lets the HTTP adapter send its body
// as bytes written once and replay it (docs/adr/0146).

/**
 * Answers kept by the readings they were worked out from, within a budget of estimated bytes, as
 * the driving adapter presents them: the HTTP adapter keeps an answer as the bytes it sends
 * (docs/adr/0165), which weigh a fraction of the answer's objects and are never collected while kept.
 */
export interface KeptAnswers<A, P = A> {
  /**
   * The answer kept for `question` over these readings, or `work()`'s presented and kept; with no
   * question (an answer that changes with every request), `work()`'s presented and not kept.
   */
  answered(facts: LocationAgenda, catalogue: LocationCatalogue, question: string | null, work: () => A): P;
  /** What is kept, its weight, and the lookups answered from it (for /metrics). */
  readonly figures: () => CacheFigures;
}

/** How answers are handed out and kept: as `present` makes them, each weighing `weigh`'s estimate. */
export interface Presented<A, P> {
  readonly present: (answer: A) => P;
  readonly weigh: (presented: P) => number;
}

/** Answers kept as they are, each weighing `weigh`'s estimate. */
export const asTheyAre = <A>(weigh: (answer: A) => number): Presented<A, A> => ({ present: (answer) => answer, weigh });

/**
 * Answers kept within `budgetBytes` of their estimated weights, the least recently used dropped
 * first; once the budget is spent, an answer is kept only when its question was asked lately
 * (docs/adr/0169): most questions of a marketplace's long tail are asked once.
 */
export function keptAnswers<A, P>(budgetBytes: number, { present, weigh }: Presented<A, P>): KeptAnswers<A, P> {
  const kept = new WeightedLru<P>(budgetBytes, Number.POSITIVE_INFINITY, undefined, 'secondSight');
  const readingNumbers = new WeakMap<object, number>();
  let readingsSeen = 0;
  const numberOf = (reading: object): number => {
    let number = readingNumbers.get(reading);
    if (number === undefined) {
      readingsSeen += 1;
      number = readingsSeen;
      readingNumbers.set(reading, number);
    }
    return number;
  };
  return {
    answered(facts, catalogue, question, work) {
      if (question === null) return present(work());
      const key = `${String(numberOf(facts))}/${String(numberOf(catalogue))}/${question}`;
      const found = kept.get(key);
      kept.counted(found !== undefined);
      if (found !== undefined) return found;
      const answer = present(work());
      kept.set(key, answer, weigh(answer));
      return answer;
    },
    figures: () => kept.figures(),
  };
}

/**
 * A question as the answers are kept under it: `dated` (the dates asked, and what of now the answer
 * reads), then everything of the query that the readings do not say: the services it places, by
 * whom, and the times the reservation already holds. The location is the readings'.
 */
export function questionKey(query: AvailabilityQuery, dated: readonly unknown[]): string {
  return JSON.stringify([
    ...dated,
    query.serviceIds,
    query.restrictTo,
    query.chosenProviders,
    query.bundled,
    query.bundleId,
    query.chosenTimes,
  ]);
}
