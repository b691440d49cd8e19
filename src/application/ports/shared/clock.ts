import type { Instant } from '#domain/calendar/instant';

/** The current time. The core never reads it ambiently, so every rule is deterministic under test. */
export interface Clock {
  now(): Instant;
}
