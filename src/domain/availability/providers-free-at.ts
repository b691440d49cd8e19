import { minutesOfDay, type ClockTime } from '../calendar/clock-time';
import type { LocalDate } from '../calendar/local-date';
import type { ProviderId } from '../catalog/service';
import type { Agenda } from './agenda';
import { bookableStart, indexAgenda, providersFreeFor } from './agenda-index';
import { MS_PER_MINUTE } from '../calendar/instant';
import type { ChainService } from './service-chain';

// The professionals free to give a service at a given day and hour (booking-wizard §7
// GET /service_providers): those allowed for it whose working hours hold the whole service and
// whose bookings leave it free. Services the client already chose elsewhere in the reservation
// are passed as bookings of the agenda.

/** The professionals allowed for `service` who are free for all of it from `hour` on `date`, in id order. */
export function providersFreeAt(
  agenda: Agenda,
  service: ChainService,
  date: LocalDate,
  hour: ClockTime,
): readonly ProviderId[] {
  const start = bookableStart(indexAgenda(agenda), date, minutesOfDay(hour));
  if (start === null) return [];
  return providersFreeFor(
    start.day,
    service.providerIds,
    start.start,
    start.start + service.durationMinutes * MS_PER_MINUTE,
  );
}
