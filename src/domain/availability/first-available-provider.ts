import { err, ok, type Result } from 'neverthrow';
import { minutesOfDay, type ClockTime } from '../calendar/clock-time';
import type { LocalDate } from '../calendar/local-date';
import type { ProviderId, ServiceId } from '../catalog/service';
import type { Agenda } from './agenda';
import { bookableStart, chainTiming, indexAgenda, providersFreeFor, type DayIndex } from './agenda-index';
import type { HourNotAvailable } from './availability-error';
import type { Instant } from '../calendar/instant';
import type { ServiceChain } from './service-chain';

// Booking turns "first provider available" (id 0, booking-wizard §3 Provider) into a real
// professional: of those allowed for the service and free for it, the one with the fewest bookings
// that day, the lowest id on a tie (docs/adr/0013), which spreads the day's work. A chosen
// professional is kept when free. Every service of a chain is placed in turn, each starting when
// the previous one ends, possibly with a different professional.

/** A service of the chain placed on the agenda with a real professional. */
export interface AssignedService {
  readonly serviceId: ServiceId;
  readonly providerId: ProviderId;
  readonly start: Instant;
  readonly end: Instant;
}

/**
 * Whether a professional with `bookings` that day is given the booking over one with `fewest`, met
 * before them in id order: only with fewer, so that the first is kept on a tie.
 */
export function hasFewerBookings(bookings: number, fewest: number): boolean {
  return bookings < fewest;
}

/** Of `candidates` (free, in id order), the one with the fewest bookings on the day; the first on a tie. */
export function leastBookedProvider(day: DayIndex, candidates: readonly ProviderId[]): ProviderId | undefined {
  let chosen: ProviderId | undefined;
  let fewest = Number.POSITIVE_INFINITY;
  for (const candidate of candidates) {
    const count = day.bookingCountOf(candidate);
    if (hasFewerBookings(count, fewest)) {
      chosen = candidate;
      fewest = count;
    }
  }
  return chosen;
}

/**
 * A real professional for every service of the chain started at `hour` on `date`, or
 * HourNotAvailable when any service has nobody free (or the start itself is not bookable).
 */
export function assignProviders(
  agenda: Agenda,
  chain: ServiceChain,
  date: LocalDate,
  hour: ClockTime,
): Result<readonly AssignedService[], HourNotAvailable> {
  const refused = err<never, HourNotAvailable>({
    _tag: 'HourNotAvailable',
    code: 'AVAILABILITY.HOUR_NOT_AVAILABLE',
    date,
    hour,
  });
  const start = bookableStart(indexAgenda(agenda), date, minutesOfDay(hour));
  if (start === null) return refused;
  const timing = chainTiming(chain);
  const assigned: AssignedService[] = [];
  for (const [position, service] of chain.entries()) {
    const from = start.start + (timing.offsets[position] ?? 0);
    const to = from + (timing.durations[position] ?? 0);
    const providerId = leastBookedProvider(start.day, providersFreeFor(start.day, service.providerIds, from, to));
    if (providerId === undefined) return refused;
    assigned.push({ serviceId: service.serviceId, providerId, start: from as Instant, end: to as Instant });
  }
  return ok(assigned);
}
