import { err, ok, ResultAsync } from 'neverthrow';
import { dayShape, type DayPiece } from '#domain/availability/day-shape';
import { instantAt, timeZone, type TimeZone } from '#domain/availability/time-zone';
import { shiftMinutes, workingIntervalsOn } from '#domain/availability/working-hours';
import type { BookingId } from '#domain/booking/booking-id';
import type { BookingStatus } from '#domain/booking/booking-lifecycle';
import type { Instant } from '#domain/calendar/instant';
import { addDays, isoWeekday, type LocalDate } from '#domain/calendar/local-date';
import type { ProviderId, ProviderRef, Service, ServiceId } from '#domain/catalog/service';
import type { LocationId } from '#domain/storefront/company';
import { otherCompanysKey, type OtherCompanysKey } from '../account/account-errors';
import { actsFor, requiredStaffKey } from '../account/authorize-staff';
import type { Agendas, WeeklyClassTime } from '../ports/server/agenda';
import type { Bookings, StaffListedBooking } from '../ports/server/bookings';
import type { Catalogue } from '../ports/server/catalogue';
import type { CompanyDirectory, Location } from '../ports/server/company-directory';
import type { StaffKeyVerifier } from '../ports/server/staff-key-verifier';
import { found, locationNotFound, type LocationNotFound } from '../shared/not-found';
import type { ApiKeyRequired, InvalidApiKey } from './booking-errors';

// The day at a glance for support staff (issue 35; docs/adr/0125): a location's day per
// professional — their bookings there (client's first name, service), their classes there (seats
// taken of the seats there are) and the free gaps of their working time, shaped by the domain's
// `dayShape`. Cancelled bookings take no time and are left out.

/** A booking that holds its professional's time. */
export interface AgendaBooking {
  readonly _tag: 'Booking';
  readonly start: Instant;
  readonly end: Instant;
  readonly bookingId: BookingId;
  readonly status: Exclude<BookingStatus, 'cancelled'>;
  readonly clientFirstName: string;
  readonly serviceId: ServiceId;
  readonly serviceName: string;
}

/** A class held at one time, with its seats taken and the seats it has. */
export interface AgendaClass {
  readonly _tag: 'Class';
  readonly start: Instant;
  readonly end: Instant;
  readonly serviceId: ServiceId;
  readonly serviceName: string;
  readonly seatsTaken: number;
  /** Null when the class time is no longer in the location's schedule (its seats are not known). */
  readonly seats: number | null;
}

export type AgendaEntry = AgendaBooking | AgendaClass;

export interface ProfessionalDay {
  readonly provider: ProviderRef;
  /** Their working time on the day at the location, as instants, in order. */
  readonly working: readonly { readonly start: Instant; readonly end: Instant }[];
  /** Bookings, classes and free gaps, in start order. */
  readonly pieces: readonly DayPiece<AgendaEntry>[];
}

export interface LocationAgendaDay {
  readonly location: Location;
  readonly zone: TimeZone;
  readonly date: LocalDate;
  /** Who works at the location that day or has something there, in the company's order. */
  readonly professionals: readonly ProfessionalDay[];
}

export interface GetLocationAgendaRequest {
  /** The `api-key` header, null when none was sent. */
  readonly apiKey: string | null;
  readonly locationId: LocationId;
  readonly date: LocalDate;
}

const holding = (
  booking: StaffListedBooking,
): booking is StaffListedBooking & { readonly status: Exclude<BookingStatus, 'cancelled'> } =>
  booking.status !== 'cancelled';

/**
 * A location's day at a glance: an api-key is required (checked before anything is looked up) and
 * must act for the location's company, as for the day's list.
 */
export function getLocationAgenda(ports: {
  readonly staffKeys: StaffKeyVerifier;
  readonly companyDirectory: CompanyDirectory;
  readonly agendas: Agendas;
  readonly bookings: Bookings;
  readonly catalogue: Catalogue;
}) {
  return (
    request: GetLocationAgendaRequest,
  ): ResultAsync<LocationAgendaDay, InvalidApiKey | ApiKeyRequired | LocationNotFound | OtherCompanysKey> =>
    requiredStaffKey(ports.staffKeys, request.apiKey).andThen((key) =>
      ResultAsync.fromSafePromise(ports.companyDirectory.activeLocation(request.locationId))
        .andThen((location) => found(location, locationNotFound))
        .andThen((location) => (actsFor(key, location.companyId) ? ok(location) : err(otherCompanysKey)))
        .andThen((location) => ResultAsync.fromSafePromise(dayOf(ports, location, request.date))),
    );
}

async function dayOf(
  ports: { readonly agendas: Agendas; readonly bookings: Bookings; readonly catalogue: Catalogue },
  location: Location,
  date: LocalDate,
): Promise<LocationAgendaDay> {
  const named = timeZone(location.timeZone);
  // A location's zone was checked when it was stored; an unknown one is broken data, not an answer.
  if (named.isErr())
    throw new Error(`Location ${String(location.id)} records an unknown time zone: ${location.timeZone}`);
  const zone = named.value;
  const [agenda, listed, catalogue] = await Promise.all([
    ports.agendas.agendaOf(location.id, { firstDate: date, lastDate: date }),
    ports.bookings.startingBetween(location.id, instantAt(zone, date, 0), instantAt(zone, addDays(date, 1), 0)),
    ports.catalogue.catalogueOf(location.id),
  ]);
  const bookings = listed.filter(holding);
  const services = new Map(catalogue.services.map(({ service }) => [service.id, service]));
  const names = new Map<ProviderId, string>();
  for (const { service } of catalogue.services)
    for (const provider of service.serviceProviders) names.set(provider.id, provider.publicName);
  for (const booking of bookings) names.set(booking.provider.id, booking.provider.publicName);

  // Who: the location's professionals in the company's order, then anyone else booked there that day.
  const order: ProviderId[] = [...(agenda?.providers.map((schedule) => schedule.id) ?? [])];
  for (const booking of bookings) if (!order.includes(booking.provider.id)) order.push(booking.provider.id);

  const weekday = isoWeekday(date);
  const classTimes = (agenda?.classTimes ?? []).filter((time) => time.isoWeekday === weekday);

  const professionals: ProfessionalDay[] = [];
  for (const providerId of order) {
    const schedule = agenda?.providers.find((candidate) => candidate.id === providerId);
    const working = (schedule === undefined ? [] : workingIntervalsOn(schedule, date)).map(([start, end]) => ({
      start: instantAt(zone, date, shiftMinutes(start)),
      end: instantAt(zone, date, shiftMinutes(end)),
    }));
    const own = bookings.filter((booking) => booking.provider.id === providerId);
    const entries: AgendaEntry[] = own
      .filter((booking) => !booking.isClass)
      .map((booking) => ({
        _tag: 'Booking',
        start: booking.start,
        end: booking.end,
        bookingId: booking.id,
        status: booking.status,
        clientFirstName: booking.clientFirstName,
        serviceId: booking.serviceId,
        serviceName: booking.serviceName,
      }));
    entries.push(
      ...classesOf(
        zone,
        date,
        classTimes.filter((time) => time.providerId === providerId),
        own,
        services,
      ),
    );
    if (working.length === 0 && entries.length === 0) continue;
    professionals.push({
      provider: {
        id: providerId,
        publicName: names.get(providerId) ?? (await ports.catalogue.professional(providerId))?.publicName ?? '',
      },
      working,
      pieces: dayShape(working, entries),
    });
  }
  return { location, zone, date, professionals };
}

/** A professional's classes that day: each weekly class time of theirs, and any held with seats taken off the schedule. */
function classesOf(
  zone: TimeZone,
  date: LocalDate,
  classTimes: readonly WeeklyClassTime[],
  own: readonly StaffListedBooking[],
  services: ReadonlyMap<ServiceId, Service>,
): readonly AgendaClass[] {
  const classes = new Map<string, AgendaClass>();
  for (const time of classTimes) {
    const service = services.get(time.serviceId);
    const start = instantAt(zone, date, shiftMinutes(time.start));
    classes.set(`${String(time.serviceId)}@${String(start)}`, {
      _tag: 'Class',
      start,
      end: (start + (service?.durationMinutes ?? 0) * 60_000) as Instant,
      serviceId: time.serviceId,
      serviceName: service?.name ?? '',
      seatsTaken: 0,
      seats: time.capacity,
    });
  }
  for (const seat of own.filter((booking) => booking.isClass)) {
    const at = `${String(seat.serviceId)}@${String(seat.start)}`;
    const held = classes.get(at);
    classes.set(at, {
      _tag: 'Class',
      start: seat.start,
      end: held === undefined || held.end <= held.start ? seat.end : held.end,
      serviceId: seat.serviceId,
      serviceName: held?.serviceName || seat.serviceName,
      seatsTaken: (held?.seatsTaken ?? 0) + 1,
      seats: held?.seats ?? null,
    });
  }
  return [...classes.values()].filter((held) => held.start < held.end);
}

export type GetLocationAgenda = ReturnType<typeof getLocationAgenda>;
