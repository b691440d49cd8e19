import { describe, expect, it } from 'vitest';
import { repeatEvery } from './repeating-task';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a task repeated beside the server (ADR 0044 dispatcher loop)', () => {
  it('runs every interval without overlapping runs, goes on after a failing run, and stops after the run in progress', async () => {
    let runs = 0;
    let inFlight = 0;
    let overlapped = false;
    let finished = 0;
    const errors: unknown[] = [];
    const task = repeatEvery(
      5,
      async () => {
        runs += 1;
        inFlight += 1;
        overlapped ||= inFlight > 1;
        await pause(15);
        inFlight -= 1;
        finished += 1;
        if (runs === 1) throw new Error('the mail server is down');
      },
      (error) => errors.push(error),
    );
    await pause(300);
    await task.stop();
    const stoppedAt = runs;
    expect(runs).toBeGreaterThanOrEqual(3);
    expect(overlapped).toBe(false);
    expect(finished).toBe(runs);
    expect(errors).toEqual([new Error('the mail server is down')]);
    await pause(40);
    expect(runs).toBe(stoppedAt);
  });
});
