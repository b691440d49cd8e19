import { describe, expect, it, vi } from 'vitest';
import { oneAtATimeWhenIdle, type IdleWindow } from './one-at-a-time-when-idle';

/** A window whose idle callbacks and timers run only when the test says. */
function fakeWindow(withIdle: boolean) {
  const queued = new Map<number, { readonly run: () => void; readonly delay: number | 'idle' }>();
  let next = 1;
  const add = (run: () => void, delay: number | 'idle') => {
    queued.set(next, { run, delay });
    return next++;
  };
  const window: IdleWindow = {
    setTimeout: ((run: () => void, delay: number) => add(run, delay)) as Window['setTimeout'],
    clearTimeout: (handle) => {
      if (handle !== undefined) queued.delete(handle);
    },
    ...(withIdle
      ? {
          requestIdleCallback: (run: IdleRequestCallback) =>
            add(() => {
              run({ didTimeout: false, timeRemaining: () => 10 });
            }, 'idle'),
          cancelIdleCallback: (handle: number) => {
            queued.delete(handle);
          },
        }
      : {}),
  };
  return {
    window,
    queued: () => [...queued.values()].map(({ delay }) => delay),
    /** Runs what is queued now, as one turn of the browser each. */
    turn: () => {
      const [first] = queued;
      if (first === undefined) throw new Error('nothing queued');
      queued.delete(first[0]);
      first[1].run();
    },
  };
}

describe('work run one piece a turn when the browser is idle', () => {
  it('runs each piece in an idle callback of its own, in order', () => {
    const browser = fakeWindow(true);
    const ran: string[] = [];
    oneAtATimeWhenIdle(
      ['mode', 'provider', 'form'].map((name) => () => ran.push(name)),
      browser.window,
      { timeoutMs: 4000, fallbackMs: 2000 },
    );
    expect(ran).toEqual([]);
    expect(browser.queued()).toEqual(['idle']);
    browser.turn();
    expect(ran).toEqual(['mode']);
    expect(browser.queued()).toEqual(['idle']);
    browser.turn();
    browser.turn();
    expect(ran).toEqual(['mode', 'provider', 'form']);
    expect(browser.queued()).toEqual([]);
  });

  it('waits the fallback for the first piece where the browser has no idle callbacks, then one a task', () => {
    const browser = fakeWindow(false);
    const ran: number[] = [];
    oneAtATimeWhenIdle(
      [1, 2].map((piece) => () => ran.push(piece)),
      browser.window,
      {
        timeoutMs: 4000,
        fallbackMs: 2000,
      },
    );
    expect(browser.queued()).toEqual([2000]);
    browser.turn();
    expect(ran).toEqual([1]);
    expect(browser.queued()).toEqual([0]);
    browser.turn();
    expect(ran).toEqual([1, 2]);
    expect(browser.queued()).toEqual([]);
  });

  it('runs nothing more once cancelled', () => {
    for (const withIdle of [true, false]) {
      const browser = fakeWindow(withIdle);
      const piece = vi.fn();
      const cancel = oneAtATimeWhenIdle([piece, piece, piece], browser.window, { timeoutMs: 4000, fallbackMs: 2000 });
      browser.turn();
      cancel();
      expect(browser.queued()).toEqual([]);
      expect(piece).toHaveBeenCalledTimes(1);
    }
  });
});
