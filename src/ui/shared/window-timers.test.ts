import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { windowTimers } from './storefront-services';

// The storefront's timers over the window: what waits for a paint runs after the next frame, not before.

describe('the window’s timers', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs what waits for the paint after the next animation frame, and not at all once cancelled', () => {
    const timers = windowTimers(window);
    const ran: string[] = [];
    timers.afterPaint(() => ran.push('kept'));
    const cancel = timers.afterPaint(() => ran.push('cancelled'));
    cancel();
    expect(ran).toEqual([]);
    vi.advanceTimersToNextFrame();
    expect(ran).toEqual([]);
    vi.runAllTimers();
    expect(ran).toEqual(['kept']);
  });
});
