import { shiftMinutes, type ShiftEnd, type WorkingInterval } from '../availability/working-hours';
import type { ClockTime } from '../calendar/clock-time';
import { isoWeekday, type LocalDate } from '../calendar/local-date';
import { WEEKDAYS, type Catalogue, type Workplace } from './catalogue';

// The rule that keeps a catalogue change from silently orphaning bookings (issue 21; docs/adr/0077):
// a confirmed future booking must keep its service, its professional and their hours. A change
// that would take one of those away is refused with the bookings it would leave stranded, unless
// the person applying it forces it, and then those bookings are cancelled (with the usual mails).
// Only what the change breaks counts: a booking the catalogue as it stands already could not hold
// (made before an earlier change of hours, say) is not the new file's doing.

/** A confirmed booking still to come, in its location's wall-clock time, by the catalogue's keys. */
export interface FutureBooking {
  /** The booking's id, as the store knows it. */
  readonly id: number;
  readonly location: string;
  readonly service: string;
  readonly professional: string;
  readonly date: LocalDate;
  readonly startsAt: ClockTime;
  /** The end, on the same day (24:00 for midnight). */
  readonly endsAt: ShiftEnd;
  /** A seat in a class: held by the class's weekly time rather than by working hours. */
  readonly isClass: boolean;
}

/** What a booking would lose. */
export type StrandedReason =
  | 'locationRetired'
  | 'serviceRetired'
  | 'professionalRetired'
  | 'serviceNotOfferedThere'
  | 'professionalNoLongerPerforms'
  | 'professionalNotThere'
  | 'locationClosed'
  | 'outsideHours';

export interface StrandedBooking {
  readonly booking: FutureBooking;
  readonly reason: StrandedReason;
}

/** The professional's intervals at a location on a date: a day off has none, other hours replace the week's. */
function intervalsOn(hours: Workplace, date: LocalDate): readonly WorkingInterval[] {
  if (hours.days_off.includes(date)) return [];
  const other = hours.other_hours.find((each) => each.date === date);
  if (other !== undefined) return other.hours;
  const weekday = WEEKDAYS[isoWeekday(date) - 1];
  return weekday === undefined ? [] : (hours.hours[weekday] ?? []);
}

/** Why `catalogue` could not hold `booking`; null when it can. */
export function whyStranded(catalogue: Catalogue, booking: FutureBooking): StrandedReason | null {
  const location = catalogue.locations.find((each) => each.slug === booking.location);
  if (location === undefined) return 'locationRetired';
  const service = catalogue.services.find((each) => each.slug === booking.service);
  if (service === undefined) return 'serviceRetired';
  const professional = catalogue.professionals.find((each) => each.slug === booking.professional);
  if (professional === undefined) return 'professionalRetired';
  if (!service.offered_at.includes(location.slug)) return 'serviceNotOfferedThere';
  if (!professional.services.includes(service.slug)) return 'professionalNoLongerPerforms';
  const workplace = professional.works_at.find((each) => each.location === location.slug);
  if (workplace === undefined) return 'professionalNotThere';
  if (location.closed_days.includes(booking.date)) return 'locationClosed';
  if (booking.isClass) {
    const weekday = WEEKDAYS[isoWeekday(booking.date) - 1];
    const held = (service.class?.times ?? []).some(
      (time) =>
        time.location === location.slug &&
        time.professional === professional.slug &&
        time.weekday === weekday &&
        time.starts_at === booking.startsAt,
    );
    return held ? null : 'outsideHours';
  }
  const start = shiftMinutes(booking.startsAt);
  const end = shiftMinutes(booking.endsAt);
  const inside = intervalsOn(workplace, booking.date).some(
    ([from, to]) => shiftMinutes(from) <= start && end <= shiftMinutes(to),
  );
  return inside ? null : 'outsideHours';
}

/**
 * The bookings `next` would strand that `current` holds: what applying it would take from them.
 * Empty when `current` is null (a new company has no bookings) or the change breaks none.
 */
export function strandedBookings(
  current: Catalogue | null,
  next: Catalogue,
  bookings: readonly FutureBooking[],
): readonly StrandedBooking[] {
  if (current === null) return [];
  return bookings.flatMap((booking) => {
    if (whyStranded(current, booking) !== null) return [];
    const reason = whyStranded(next, booking);
    return reason === null ? [] : [{ booking, reason }];
  });
}
