import { describe, expect, it } from 'vitest';
import { takenTogether } from './taken-together';

/** A run that is held until released, recording the items of each run. */
function heldRuns() {
  const runs: (readonly number[])[] = [];
  const releases: (() => void)[] = [];
  const run = async (items: readonly number[]) => {
    runs.push(items);
    await new Promise<void>((release) => releases.push(release));
    return items.map((item) => item * 10);
  };
  const releaseNext = async () => {
    // Let the queued runs start before releasing.
    await new Promise((resolve) => setImmediate(resolve));
    releases.shift()?.();
  };
  return { runs, run, releaseNext };
}

describe('work taken together (docs/adr/0163)', () => {
  it('runs a lone call at once, alone', async () => {
    const { runs, run, releaseNext } = heldRuns();
    const call = takenTogether(run, 16);
    const answer = call(1);
    expect(runs).toEqual([[1]]);
    await releaseNext();
    expect(await answer).toBe(10);
  });

  it('runs the calls made during a run together once it ends, in their order, each answered its own result', async () => {
    const { runs, run, releaseNext } = heldRuns();
    const call = takenTogether(run, 16);
    const answers = [call(1), call(2), call(3), call(4)];
    expect(runs).toEqual([[1]]);
    await releaseNext();
    await releaseNext();
    expect(runs).toEqual([[1], [2, 3, 4]]);
    expect(await Promise.all(answers)).toEqual([10, 20, 30, 40]);
  });

  it('takes at most so many together, the rest in the runs after', async () => {
    const { runs, run, releaseNext } = heldRuns();
    const call = takenTogether(run, 2);
    const answers = [1, 2, 3, 4, 5, 6].map(call);
    for (let released = 0; released < 4; released++) await releaseNext();
    expect(runs).toEqual([[1], [2, 3], [4, 5], [6]]);
    expect(await Promise.all(answers)).toEqual([10, 20, 30, 40, 50, 60]);
  });

  it("fails a run's calls with its error, and runs the next ones all the same", async () => {
    let runsSoFar = 0;
    const call = takenTogether(async (items: readonly string[]) => {
      runsSoFar += 1;
      await new Promise((resolve) => setImmediate(resolve));
      if (items.includes('bad')) throw new Error('refused');
      return items.map((item) => item.toUpperCase());
    }, 16);
    const first = call('first');
    const bad = [call('bad'), call('other')];
    const later = bad.map((answer) => answer.catch((error: unknown) => (error as Error).message));
    expect(await first).toBe('FIRST');
    expect(await Promise.all(later)).toEqual(['refused', 'refused']);
    expect(await call('after')).toBe('AFTER');
    expect(runsSoFar).toBe(3);
  });

  it('fails the calls of a run that answers the wrong number of results', async () => {
    const call = takenTogether((items: readonly number[]) => Promise.resolve(items.slice(1)), 16);
    await expect(call(1)).rejects.toThrow('0 results for 1 items');
  });

  it('refuses a bound below one', () => {
    expect(() => takenTogether((items: readonly number[]) => Promise.resolve(items), 0)).toThrow();
  });
});
