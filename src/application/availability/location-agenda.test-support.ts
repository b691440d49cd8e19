import type { Instant } from '#domain/calendar/instant';
import type { AgendaWindow, Agendas, LocationAgenda } from '../ports/server/agenda';
import type { Clock } from '../ports/shared/clock';
import type { PromotionGreetings, RecordedPromotionGreeting } from '../ports/server/promotion-greetings';

// In-memory implementations of the availability slice's ports, for the use cases' tests and the
// server's skeleton tests (the architecture keeps application tests away from adapters).

/** A clock stopped at `iso` (an RFC 3339 instant). */
export function fixedClock(iso: string): Clock {
  const now = Date.parse(iso) as Instant;
  return { now: () => now };
}

/** Agendas read from `agendas` by location id; the window is recorded so tests can see what was asked. */
export function inMemoryAgendas(
  agendas: readonly LocationAgenda[] = [],
): Agendas & { readonly windows: AgendaWindow[] } {
  const windows: AgendaWindow[] = [];
  return {
    windows,
    agendaOf: (locationId, window) => {
      windows.push(window);
      return Promise.resolve(agendas.find((agenda) => agenda.locationId === locationId));
    },
  };
}

/** Promotion greetings by token. */
export function inMemoryPromotionGreetings(
  greetings: Readonly<Record<string, RecordedPromotionGreeting>> = {},
): PromotionGreetings {
  return { greetingByToken: (token) => Promise.resolve(greetings[token]) };
}
