import { MS_PER_DAY } from '#domain/calendar/instant.plain';

// The agendas a process keeps (cached-agenda.ts), found by the time they were read for: a create
// adds the time it took to the agendas whose span it falls in, and visiting every agenda kept for
// that — thousands in a marketplace, a year of weeks at a busy salon — cost what the agendas kept
// cost, not what a create changed; each create is heard up to three times (issue 37; docs/adr/0150).

/** Weeks of 7 days counted from the epoch (a Thursday): any fixed cut serves, as two spans that overlap share one. */
const WEEK_MS = 7 * MS_PER_DAY;

/** The first and last week that [from, to) touches. */
function weeksOf(from: number, to: number): readonly [number, number] {
  return [Math.floor(from / WEEK_MS), Math.floor((Math.max(to, from + 1) - 1) / WEEK_MS)];
}

/**
 * A booking longer than this many weeks is looked for among every key: no service lasts a
 * year, but a notification is read from the database's channel, and a span read from it must not
 * make the lookup loop for as long as it says.
 */
const MOST_WEEKS_LOOKED_UP = 60;

/** The keys of kept agendas under the weeks of the time each was read for. */
export class KeysByWeek {
  private readonly spans = new Map<string, readonly [number, number]>();
  private readonly byWeek = new Map<number, Set<string>>();

  /** Files `key`, kept for the held time [from, to); nothing when it is filed already. */
  enter(key: string, from: number, to: number): void {
    if (this.spans.has(key)) return;
    const span = weeksOf(from, to);
    this.spans.set(key, span);
    for (let week = span[0]; week <= span[1]; week += 1) {
      const keys = this.byWeek.get(week);
      if (keys === undefined) this.byWeek.set(week, new Set([key]));
      else keys.add(key);
    }
  }

  /** Unfiles `key`: its agenda is kept no longer. */
  leave(key: string): void {
    const span = this.spans.get(key);
    if (span === undefined) return;
    this.spans.delete(key);
    for (let week = span[0]; week <= span[1]; week += 1) {
      const keys = this.byWeek.get(week);
      keys?.delete(key);
      if (keys?.size === 0) this.byWeek.delete(week);
    }
  }

  /** The keys filed for a span that shares a week with one of `taken`: every agenda it may fall in, and a few it does not. */
  meeting(taken: readonly { readonly start: number; readonly end: number }[]): string[] {
    const found = new Set<string>();
    for (const { start, end } of taken) {
      const [first, last] = weeksOf(start, end);
      if (last - first >= MOST_WEEKS_LOOKED_UP) return [...this.spans.keys()];
      for (let week = first; week <= last; week += 1) for (const key of this.byWeek.get(week) ?? []) found.add(key);
    }
    return [...found];
  }

  /** How many keys are filed. */
  get size(): number {
    return this.spans.size;
  }
}
