import { err, errAsync, ok, okAsync, ResultAsync, type Result } from 'neverthrow';
import { providersFreeAt } from '#domain/availability/providers-free-at';
import { wallClockAt } from '#domain/availability/time-zone';
import { MS_PER_DAY, MS_PER_MINUTE, type Instant } from '#domain/calendar/instant';
import { addDays, fromDayNumber, type LocalDate } from '#domain/calendar/local-date';
import type { ProviderId, Service, ServiceId } from '#domain/catalog/service';
import {
  availabilityQueryRefused,
  type AvailabilityFault,
  type AvailabilityQueryRefused,
} from '../availability/availability-errors';
import {
  chosenTimeFaults,
  chosenTimesAsBookings,
  loadLocationAgenda,
  type ChosenTime,
  type LoadedAgenda,
} from '../availability/location-agenda';
import {
  found,
  promotionNotFound,
  serviceNotFound,
  type LocationNotFound,
  type PromotionNotFound,
  type ServiceNotFound,
} from '../shared/not-found';
import type { Agendas } from '../ports/server/agenda';
import type { Catalogue, LocationCatalogue, Professional, SpecialDiscountPromotion } from '../ports/server/catalogue';
import type { Clock } from '../ports/shared/clock';
import type { CompanyId, LocationId } from '#domain/storefront/company';

/** A slot the professionals must be free for, from start (included) to end (excluded). */
export interface Slot {
  readonly start: Instant;
  readonly end: Instant;
}

export interface ListServiceProvidersRequest {
  /** `location_id`. */
  readonly locationId: LocationId;
  /** `id`: the service whose professionals are asked for; null for every professional of the location. */
  readonly serviceId: number | null;
  /** `start` and `end`, sent together; null when neither is. */
  readonly slot: { readonly start: Instant | null; readonly end: Instant | null };
  /** With a slot: true lists only the professionals free for all of it; false lists them all. */
  readonly availableOnly: boolean;
  /** `dates_and_providers`: the reservation's chosen times, taken for their professionals. */
  readonly chosenTimes: readonly ChosenTime[];
  /** `charly_token`: only the professionals of the promotion's services are listed. */
  readonly promotionToken: string | null;
}

/** How the wire names the slot's fields: `start`/`end` on /service_providers, `start_at`/`end_at` on date_time. */
export interface SlotFields {
  readonly service: string;
  readonly start: string;
  readonly end: string;
}

export type ListServiceProvidersError =
  LocationNotFound | ServiceNotFound | PromotionNotFound | AvailabilityQueryRefused;

const SERVICE_PROVIDERS_FIELDS: SlotFields = { service: 'id', start: 'start', end: 'end' };

/** The slot, or faults naming what is missing or out of order. */
function checkedSlot(
  request: ListServiceProvidersRequest,
  fields: SlotFields,
): Result<Slot | null, AvailabilityQueryRefused> {
  const { start, end } = request.slot;
  const faults: AvailabilityFault[] = [...chosenTimeFaults(request.chosenTimes)];
  if (start === null && end !== null) faults.push({ field: fields.start, reason: 'requiredWithOther' });
  if (start !== null && end === null) faults.push({ field: fields.end, reason: 'requiredWithOther' });
  if (start !== null && end !== null && end <= start) faults.push({ field: fields.end, reason: 'notAfterStart' });
  if (start !== null && request.serviceId === null) faults.push({ field: fields.service, reason: 'requiredWithOther' });
  if (faults.length > 0) return err(availabilityQueryRefused(...faults));
  return ok(start !== null && end !== null ? { start, end } : null);
}

/** The local dates a slot may fall on in any zone, around its UTC dates (the port reads a day's margin more). */
function windowAround(slot: Slot | null, now: Instant): { firstDate: LocalDate; lastDate: LocalDate } {
  const utcDate = (instant: number) => fromDayNumber(Math.floor(instant / MS_PER_DAY));
  if (slot === null) return { firstDate: utcDate(now), lastDate: utcDate(now) };
  return { firstDate: addDays(utcDate(slot.start), -1), lastDate: addDays(utcDate(slot.end), 1) };
}

/** The professionals allowed by the promotion: those who perform one of its services here. */
function underPromotion(
  ids: readonly ProviderId[],
  catalogue: LocationCatalogue,
  promotion: SpecialDiscountPromotion | null,
  service: Service | null,
) {
  if (promotion === null) return ids;
  const promoted = new Set<ServiceId>(promotion.prices.map((price) => price.serviceId));
  if (service !== null && !promoted.has(service.id)) return [];
  const performers = new Set(
    catalogue.services
      .filter((offered) => promoted.has(offered.service.id))
      .flatMap((offered) => offered.service.serviceProviders.map((provider) => provider.id)),
  );
  return ids.filter((id) => performers.has(id));
}

/** Of `ids`, those free for the whole slot to give `service` (providers-free-at.ts, docs/adr/0013). */
function freeForSlot(
  loaded: LoadedAgenda,
  service: Service,
  ids: readonly ProviderId[],
  slot: Slot,
): readonly ProviderId[] {
  const { date, time } = wallClockAt(loaded.zone, slot.start);
  const durationMinutes = Math.max(1, Math.ceil((slot.end - slot.start) / MS_PER_MINUTE));
  const free = new Set(
    providersFreeAt(loaded.agenda, { serviceId: service.id, durationMinutes, providerIds: [...ids] }, date, time),
  );
  return ids.filter((id) => free.has(id));
}

/**
 * The professionals of a location, or of one service there, in the company's order
 * (booking-wizard §7 "Available providers for a service at a time", storefront §7
 * GET /service_providers): with a slot and availableOnly, only those free for all of it once the
 * reservation's chosen times are taken. "First provider available" (id 0) is never listed.
 */
export function listServiceProviders(
  ports: { readonly agendas: Agendas; readonly clock: Clock; readonly catalogue: Catalogue },
  fields: SlotFields = SERVICE_PROVIDERS_FIELDS,
) {
  const load = loadLocationAgenda(ports);

  const promotionFor = (
    companyId: CompanyId,
    token: string | null,
  ): ResultAsync<SpecialDiscountPromotion | null, PromotionNotFound> =>
    token === null
      ? okAsync(null)
      : ResultAsync.fromSafePromise(ports.catalogue.promotionByToken(token)).andThen((promotion) =>
          found(promotion?.companyId === companyId ? promotion : undefined, promotionNotFound),
        );

  return (request: ListServiceProvidersRequest): ResultAsync<readonly Professional[], ListServiceProvidersError> => {
    const slot = checkedSlot(request, fields);
    if (slot.isErr()) return errAsync(slot.error);
    return load(
      request.locationId,
      windowAround(slot.value, ports.clock.now()),
      chosenTimesAsBookings(request.chosenTimes),
    )
      .andThen((loaded) =>
        promotionFor(loaded.facts.companyId, request.promotionToken).andThen((promotion) =>
          ResultAsync.fromSafePromise(ports.catalogue.catalogueOf(request.locationId)).andThen((catalogue) => {
            const service =
              request.serviceId === null
                ? null
                : catalogue.services.find((offered) => offered.service.id === request.serviceId)?.service;
            if (service === undefined)
              return errAsync<readonly ProviderId[], ListServiceProvidersError>(serviceNotFound);
            const candidates =
              service === null
                ? loaded.facts.providers.map((provider) => provider.id)
                : service.serviceProviders.map((provider) => provider.id);
            const promoted = underPromotion(candidates, catalogue, promotion, service);
            const listed =
              slot.value !== null && service !== null && request.availableOnly
                ? freeForSlot(loaded, service, promoted, slot.value)
                : promoted;
            return okAsync<readonly ProviderId[], ListServiceProvidersError>(listed);
          }),
        ),
      )
      .andThen((ids) =>
        ResultAsync.fromSafePromise(Promise.all(ids.map((id) => ports.catalogue.professional(id)))).map(
          (professionals) =>
            professionals.filter((professional): professional is Professional => professional !== undefined),
        ),
      );
  };
}

export type ListServiceProviders = ReturnType<typeof listServiceProviders>;

export interface ListProvidersFreeAtRequest {
  readonly locationId: LocationId;
  readonly serviceId: number;
  readonly slot: Slot;
  readonly chosenTimes: readonly ChosenTime[];
}

/**
 * The professionals who perform the service at the location and are free for the whole slot, once
 * the reservation's chosen times are taken (booking-wizard §7 GET /api/v2/sites/service_providers/date_time).
 */
export function listProvidersFreeAt(ports: {
  readonly agendas: Agendas;
  readonly clock: Clock;
  readonly catalogue: Catalogue;
}) {
  const list = listServiceProviders(ports, { service: 'service_id', start: 'start_at', end: 'end_at' });
  return (request: ListProvidersFreeAtRequest): ResultAsync<readonly Professional[], ListServiceProvidersError> =>
    list({ ...request, slot: request.slot, availableOnly: true, promotionToken: null });
}

export type ListProvidersFreeAt = ReturnType<typeof listProvidersFreeAt>;
