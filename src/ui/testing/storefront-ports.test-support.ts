import { companyTracking, type CompanyTracking, type TrackedCompany } from '../shared/company-tracking';
import type { CompanyTrackers } from '#domain/storefront/company-trackers';
import { signal, type Signal } from '@preact/signals-react';
import type { Analytics, AnalyticsEvent } from '#application/ports/client/analytics';
import type { Clock } from '#application/ports/shared/clock';
import type { IdempotencyKeys } from '#application/ports/client/idempotency-keys';
import type { Instant } from '#domain/calendar/instant';
import type { ScreenSize } from '#domain/reservation/reservation';
import type { PageNavigation } from '../shared/page-navigation';
import type { Timers } from '../shared/storefront-services';

// Test support: the storefront's ports besides the Booking API, in memory, for the component
// tests. Time stands still unless a test moves it: the clock reads one instant, the timers run only
// when the test advances them or says the window regained focus. The pause and the human check are
// the application's (src/application/client-side/client-side-ports.test-support.ts).

/** A clock stopped at `iso` (an instant with its offset, e.g. '2026-11-25T09:00:00-03:00'). */
export function fixedClock(iso: string): Clock {
  const instant = Date.parse(iso);
  if (Number.isNaN(instant)) throw new Error(`Not an instant: ${iso}`);
  return { now: () => instant as Instant };
}

/** Timers the test drives: nothing runs until `advance` moves time on or `focusWindow` is called. */
export interface DrivenTimers extends Timers {
  /** Moves time on by `milliseconds`, running every timer that falls due meanwhile, in order. */
  advance(milliseconds: number): void;
  /** The window regained focus. */
  focusWindow(): void;
  /** Timers still waiting (intervals and timeouts not yet run or cancelled). */
  readonly waiting: number;
}

export function drivenTimers(): DrivenTimers {
  let now = 0;
  let lastId = 0;
  const timers = new Map<number, { due: number; interval: number | null; run: () => void }>();
  const focusListeners = new Set<() => void>();
  const schedule = (milliseconds: number, interval: number | null, run: () => void) => {
    const id = ++lastId;
    timers.set(id, { due: now + milliseconds, interval, run });
    return () => {
      timers.delete(id);
    };
  };
  return {
    every: (milliseconds, run) => schedule(milliseconds, milliseconds, run),
    after: (milliseconds, run) => schedule(milliseconds, null, run),
    afterPaint: (run) => {
      // Nothing paints in happy-dom: what waits for the paint runs as soon as the test yields.
      let cancelled = false;
      queueMicrotask(() => {
        if (!cancelled) run();
      });
      return () => {
        cancelled = true;
      };
    },
    onWindowFocus: (run) => {
      const listener = () => {
        run();
      };
      focusListeners.add(listener);
      return () => {
        focusListeners.delete(listener);
      };
    },
    advance: (milliseconds) => {
      const until = now + milliseconds;
      for (;;) {
        const [next] = [...timers.entries()]
          .filter(([, timer]) => timer.due <= until)
          .sort(([idA, a], [idB, b]) => a.due - b.due || idA - idB);
        if (next === undefined) break;
        const [id, timer] = next;
        now = timer.due;
        if (timer.interval === null) timers.delete(id);
        else timers.set(id, { ...timer, due: timer.due + timer.interval });
        timer.run();
      }
      now = until;
    },
    focusWindow: () => {
      for (const listener of [...focusListeners]) listener();
    },
    get waiting() {
      return timers.size;
    },
  };
}

/** Keys numbered in the order contents are first seen: the same content, the same key. */
export function numberedIdempotencyKeys(): IdempotencyKeys {
  const keys = new Map<string, string>();
  return {
    keyFor: (content) => {
      let key = keys.get(content);
      if (key === undefined) {
        key = `test-key-${String(keys.size + 1).padStart(4, '0')}`;
        keys.set(content, key);
      }
      return key;
    },
  };
}

/** Analytics that keeps every event it is told. */
export function recordingAnalytics(): Analytics & { readonly events: readonly AnalyticsEvent[] } {
  const events: AnalyticsEvent[] = [];
  return {
    events,
    track: (event) => {
      events.push(event);
    },
  };
}

/** The screen size the wizard's rules see, set by the test. */
export function screenSize(initial: ScreenSize = 'desktop'): Signal<ScreenSize> {
  return signal<ScreenSize>(initial);
}

/** Where the storefront sent the client off-site: pages assigned and tabs opened; `blockTabs` plays a popup blocker. */
export interface RecordingNavigation extends PageNavigation {
  readonly assigned: readonly string[];
  readonly tabsOpened: readonly string[];
  blockTabs: boolean;
}

export function recordingNavigation(): RecordingNavigation {
  const assigned: string[] = [];
  const tabsOpened: string[] = [];
  const navigation: RecordingNavigation = {
    assigned,
    tabsOpened,
    blockTabs: false,
    assign: (url) => {
      assigned.push(url);
    },
    openInNewTab: (url) => {
      if (navigation.blockTabs) return false;
      tabsOpened.push(url);
      return true;
    },
  };
  return navigation;
}

/** The company's trackers as a test plays them: consents kept in memory, and the trackers it loaded and the conversions they sent recorded. */
export function recordingCompanyTracking(
  consents: Readonly<Record<number, 'granted' | 'denied'>> = {},
): CompanyTracking & {
  readonly loaded: readonly CompanyTrackers[];
  readonly sent: readonly AnalyticsEvent[];
  readonly kept: Readonly<Record<number, 'granted' | 'denied'>>;
} {
  const kept: Record<number, 'granted' | 'denied'> = { ...consents };
  const loaded: CompanyTrackers[] = [];
  const sent: AnalyticsEvent[] = [];
  const tracking = companyTracking(
    {
      read: (companyId) => kept[companyId] ?? null,
      keep: (companyId, answer) => {
        kept[companyId] = answer;
      },
    },
    (trackers) => {
      loaded.push(trackers);
      return Promise.resolve({
        booking: (event) => {
          sent.push(event);
        },
      });
    },
    signal<TrackedCompany | null>(null),
  );
  return Object.assign(tracking, { loaded, sent, kept });
}
