// Test support: the instants the browser suites pin their clocks to (docs/adr/0047). Each file's
// server starts its test clock at one of them (RESERVA_TEST_CLOCK_START) and seeds the demo data
// from it; every page the file opens starts its own clock (playwright's clock) where the server's
// is by then. Both run on at the machine's pace, so a file sees the same days, hours and
// professionals whatever the machine's date and hour.

/**
 * Where a browser suite's clocks start, at the demo's Santiago locations' wall clock (the
 * Buenos Aires and Montevideo ones are on the same offset on these days).
 */
export const PINNED = {
  /** Wednesday 25 November 2026, 08:00: before the salon, the clinic and the workshop open; both dentists work that day. */
  weekdayMorning: '2026-11-25T08:00:00-03:00',
  /** Sunday 29 November 2026, 15:00: nothing opens before Monday. */
  sundayAfternoon: '2026-11-29T15:00:00-03:00',
  /** Thursday 26 November 2026, 22:30: every place is closed for the day, and in UTC it is Friday already. */
  lateEvening: '2026-11-26T22:30:00-03:00',
  /**
   * Saturday 4 April 2026, 16:30 (-03:00), after the salon closes: at midnight Santiago's clocks go
   * back to 23:00 (-04:00), so the next hours on offer, Monday's, are at the other offset.
   */
  acrossTheDstChange: '2026-04-04T16:30:00-03:00',
} as const;

export type PinnedInstant = (typeof PINNED)[keyof typeof PINNED];

/** The environment that starts a server's test clock at `at` (ADR 0042, ADR 0047). */
export function pinnedClockEnv(at: PinnedInstant): Readonly<Record<string, string>> {
  return { RESERVA_TEST_CLOCK: '1', RESERVA_TEST_CLOCK_START: at };
}

/** A test server's clock, as the test process reckons it. */
export interface ServerClock {
  /** The server's time now: its clock's last reading, run on by the test process's since. */
  now(): Date;
  /** Moves the server's clock `minutes` on (POST /testing/clock), and this reckoning with it. */
  advance(minutes: number): Promise<Date>;
}

/**
 * The clock of the server at `origin`, started with `pinnedClockEnv`: read once now, then run on at
 * the machine's pace — which is the server's, so the two stay together whatever day the machine says.
 */
export async function serverClockAt(origin: string): Promise<ServerClock> {
  let offsetMs = 0;
  const move = async (minutes: number): Promise<Date> => {
    const sent = Date.now();
    const response = await fetch(`${origin}/testing/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ advance_minutes: minutes }),
    });
    if (response.status !== 200)
      throw new Error(
        `POST /testing/clock answered ${String(response.status)}: ${await response.text()} — was the server started with its test clock?`,
      );
    const { now } = (await response.json()) as { readonly now: string };
    // The server read its clock about halfway through the round trip.
    offsetMs = Date.parse(now) - (sent + Date.now()) / 2;
    return new Date(now);
  };
  await move(0);
  return {
    now: () => new Date(Date.now() + offsetMs),
    advance: move,
  };
}
