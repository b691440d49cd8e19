import type { BookingId } from '#domain/booking/booking-id';
import type { LocationId } from '#domain/storefront/company';
import type { ApiResult } from './api-result';
import type { ProviderRefView } from './professional-directory';

/** A piece of a professional's day (issue 35; docs/adr/0125); times carry the location's offset. */
export type AgendaPieceView =
  | {
      readonly kind: 'booking';
      readonly start: string;
      readonly end: string;
      readonly bookingId: BookingId;
      readonly status: 'pending_payment' | 'confirmed';
      readonly clientFirstName: string;
      readonly serviceName: string;
    }
  | {
      readonly kind: 'class';
      readonly start: string;
      readonly end: string;
      readonly serviceName: string;
      readonly seatsTaken: number;
      /** Null when the class time is no longer in the schedule. */
      readonly seats: number | null;
    }
  | { readonly kind: 'free'; readonly start: string; readonly end: string };

export interface AgendaProfessionalView {
  readonly provider: ProviderRefView;
  readonly working: readonly { readonly start: string; readonly end: string }[];
  readonly pieces: readonly AgendaPieceView[];
}

/** A location's day at a glance, per professional. */
export interface LocationAgendaView {
  readonly locationId: LocationId;
  readonly locationName: string;
  readonly timeZone: string;
  readonly date: string;
  readonly professionals: readonly AgendaProfessionalView[];
}

/** A location's day at a glance, for support staff holding an api-key. */
export interface LocationAgendas {
  /** GET /staff/locations/{id}/agenda?date: the location's day per professional. */
  getLocationAgenda(locationId: LocationId, date: string): ApiResult<LocationAgendaView>;
}
