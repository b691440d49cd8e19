import type { DayPiece } from '#domain/availability/day-shape';
import { formatOffsetDateTime, type TimeZone } from '#domain/availability/time-zone';
import type { Instant } from '#domain/calendar/instant';
import type { LocalDate } from '#domain/calendar/local-date';
import type { AgendaEntry, GetLocationAgenda, LocationAgendaDay } from '#application/booking/get-location-agenda';
import type { components } from '../../http/booking-api.generated';
import { contractRoute, type ContractRoute } from '../contract-route';
import { locationIdFromWire } from '../wire-ids';

// The day at a glance for staff (issue 35; docs/adr/0125): GET /staff/locations/{id}/agenda.

type Schemas = components['schemas'];

export interface LocationAgendaUseCases {
  readonly getLocationAgenda: GetLocationAgenda;
}

function wirePiece(zone: TimeZone, piece: DayPiece<AgendaEntry>): Schemas['AgendaPiece'] {
  const at = (instant: number) => formatOffsetDateTime(zone, instant as Instant);
  switch (piece._tag) {
    case 'Free':
      return { kind: 'free', start: at(piece.start), end: at(piece.end) };
    case 'Taken': {
      const entry = piece.taken;
      switch (entry._tag) {
        case 'Booking':
          return {
            kind: 'booking',
            start: at(entry.start),
            end: at(entry.end),
            booking_id: entry.bookingId,
            status: entry.status,
            client_first_name: entry.clientFirstName,
            service_id: entry.serviceId,
            service_name: entry.serviceName,
          };
        case 'Class':
          return {
            kind: 'class',
            start: at(entry.start),
            end: at(entry.end),
            service_id: entry.serviceId,
            service_name: entry.serviceName,
            seats_taken: entry.seatsTaken,
            seats: entry.seats,
          };
      }
    }
  }
}

export function wireLocationAgenda(day: LocationAgendaDay): Schemas['LocationAgenda'] {
  return {
    location_id: day.location.id,
    location_name: day.location.name,
    time_zone: day.location.timeZone,
    date: day.date,
    professionals: day.professionals.map((professional) => ({
      provider: { id: professional.provider.id, public_name: professional.provider.publicName },
      working: professional.working.map((span) => ({
        start: formatOffsetDateTime(day.zone, span.start),
        end: formatOffsetDateTime(day.zone, span.end),
      })),
      pieces: professional.pieces.map((piece) => wirePiece(day.zone, piece)),
    })),
  };
}

export function locationAgendaRoutes(useCases: LocationAgendaUseCases): readonly ContractRoute[] {
  return [
    contractRoute('getLocationAgenda', ({ path, query, credentials }) =>
      useCases
        .getLocationAgenda({
          apiKey: credentials.apiKey,
          locationId: locationIdFromWire(path.locationId),
          date: query.date as LocalDate,
        })
        .map((day) => ({ status: 200 as const, body: wireLocationAgenda(day) })),
    ),
  ];
}
