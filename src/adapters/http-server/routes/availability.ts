import { errAsync, type ResultAsync } from 'neverthrow';
import { availabilityQueryRefused, type AvailabilityQueryRefused } from '#application/availability/availability-errors';
import type { FindSoonerAvailableHour } from '#application/availability/find-sooner-available-hour';
import type { GetPromotionInfo } from '#application/catalogue/get-promotion-info';
import type { ListAvailableDays } from '#application/availability/list-available-days';
import type { Day } from '#domain/availability/available-days';
import type { AvailableHours, ListAvailableHours, OfferedHour } from '#application/availability/list-available-hours';
import type { ListProvidersFreeAt, ListServiceProviders } from '#application/catalogue/list-service-providers';
import type { ChosenTime, ServicesQuery } from '#application/availability/location-agenda';
import { mapSync } from '#application/shared/one-step';
import type { Professional } from '#application/ports/server/catalogue';
import { formatOffsetDateTime, type TimeZone } from '#domain/availability/time-zone';
import type { Instant } from '#domain/calendar/instant';
import type { LocalDate } from '#domain/calendar/local-date';
import type { components } from '../../http/booking-api.generated';
import { contractRoute, type ContractRoute } from '../contract-route';
import { writtenAs, type WrittenJson } from '../written-json';
import type { Language } from '../language';
import { scheduleDays } from './schedule-days';
import { locationIdFromWire } from '../wire-ids';
import type { LocationId } from '#domain/storefront/company';

// The availability calls and the promotion greeting (booking-wizard §7 availability calls,
// storefront §7 GET /service_providers, date_time and charly_discount; ADR 0014, docs/adr/0016).
// Instants arrive as RFC 3339 texts with any offset and leave with the location's offset.

type Schemas = components['schemas'];

export interface AvailabilityUseCases {
  readonly listServiceProviders: ListServiceProviders;
  readonly listAvailableDays: ListAvailableDays<WrittenDays>;
  readonly listAvailableHours: ListAvailableHours<WrittenHours>;
  readonly findSoonerAvailableHour: FindSoonerAvailableHour;
  readonly listProvidersFreeAt: ListProvidersFreeAt;
  readonly getPromotionInfo: GetPromotionInfo;
}

/** Availability changes with every booking: no answer may be cached (booking-wizard §7 "Cached 0"). */
const NOT_CACHEABLE = { 'Cache-Control': 'no-store' } as const;

/** An RFC 3339 text the contract already checked, as an instant; a fault naming `field` when the runtime cannot read it (a leap second). */
function instantOf(text: string, field: string): Instant | AvailabilityQueryRefused {
  const milliseconds = Date.parse(text.toUpperCase());
  return Number.isNaN(milliseconds)
    ? availabilityQueryRefused({ field, reason: 'notAnInstant' })
    : (milliseconds as Instant);
}

const isRefusal = (value: unknown): value is AvailabilityQueryRefused =>
  typeof value === 'object' && value !== null && (value as { _tag?: unknown })._tag === 'AvailabilityQueryRefused';

/**
 * `dates_and_providers` as the validator left it: JSON parsed and checked against the contract's
 * list of ChosenTime (the generated type says string, the percent-encoded text it travels as).
 */
function chosenTimes(value: unknown): readonly ChosenTime[] | AvailabilityQueryRefused {
  const times = (value ?? []) as readonly Schemas['ChosenTime'][];
  const chosen: ChosenTime[] = [];
  for (const [index, time] of times.entries()) {
    const field = `dates_and_providers[${String(index)}]`;
    const start = instantOf(time.start, `${field}.start`);
    if (isRefusal(start)) return start;
    const end = instantOf(time.end, `${field}.end`);
    if (isRefusal(end)) return end;
    chosen.push({ start, end, providerId: time.provider_id });
  }
  return chosen;
}

interface CartParameters {
  readonly local: number;
  readonly services: readonly number[];
  readonly providers?: readonly number[];
  readonly providers_array?: readonly number[];
  readonly bundled?: boolean;
  readonly bundle_id?: number;
}

const servicesQuery = (query: CartParameters): ServicesQuery & { readonly locationId: LocationId } => ({
  locationId: locationIdFromWire(query.local),
  serviceIds: query.services,
  restrictTo: query.providers ?? null,
  chosenProviders: query.providers_array ?? null,
  bundled: query.bundled ?? false,
  bundleId: query.bundle_id ?? null,
});

function wireProvider(professional: Professional, language: Language): Schemas['Provider'] {
  return {
    id: professional.id,
    public_name: professional.publicName,
    image: professional.image,
    biography: professional.biography,
    provider_times: scheduleDays(professional.weeklyHours, language),
  };
}

function wireHour(written: (instant: Instant) => string, hour: OfferedHour): Schemas['HourBlock'] {
  const start_block = written(hour.startBlock);
  const end_block = written(hour.endBlock);
  const bookings = hour.bookings.map((booking) => ({
    service: booking.serviceId,
    start: written(booking.start),
    end: written(booking.end),
    provider: booking.providerId,
  }));
  // Two literals rather than a spread of an empty object: one object an hour, not three.
  return hour.seatsLeft === null
    ? { start_block, end_block, hour: hour.hour, bookings }
    : { start_block, end_block, hour: hour.hour, bookings, seats_left: hour.seatsLeft };
}

/**
 * formatOffsetDateTime in `zone`, each instant written once: an hour's professionals mostly share
 * its start and end, so a day's answer names some eighty instants in nine hundred places (issue 37),
 * each formatted once.
 */
function writtenOnce(zone: TimeZone): (instant: Instant) => string {
  const written = new Map<Instant, string>();
  return (instant) => {
    let text = written.get(instant);
    if (text === undefined) {
      text = formatOffsetDateTime(zone, instant);
      written.set(instant, text);
    }
    return text;
  };
}

/** An hours answer as the HTTP adapter keeps and sends it: its wire body's JSON, written once. */
export type WrittenHours = WrittenJson<Schemas['DayHours']>;

/**
 * An hours answer as sent and kept (docs/adr/0165): listAvailableHours hands out the same one while
 * the agenda it was worked out from is unchanged (docs/adr/0071), so its body is written, encoded
 * and weighed once, and replayed (docs/adr/0146); the answer's objects and its wire body are not kept.
 */
export const writtenHours = writtenAs<AvailableHours, Schemas['DayHours']>(({ timeZone, hours }) => {
  const written = writtenOnce(timeZone);
  return {
    morning_hours: hours.morningHours.map((hour) => wireHour(written, hour)),
    afternoon_hours: hours.afternoonHours.map((hour) => wireHour(written, hour)),
    night_hours: hours.nightHours.map((hour) => wireHour(written, hour)),
  };
});

/** A days answer as the HTTP adapter keeps and sends it: its wire body's JSON, written once. */
export type WrittenDays = WrittenJson<readonly Schemas['Day'][]>;

/** A days answer as sent and kept, as the hours' are (docs/adr/0147, 0165). */
export const writtenDays = writtenAs<readonly Day[], readonly Schemas['Day'][]>((days) =>
  days.map((day) => ({ date: day.date, available: day.available })),
);

/** Runs `work` once the chosen times decode, or answers their refusal. */
function withChosenTimes<T, E>(
  value: unknown,
  work: (chosen: readonly ChosenTime[]) => ResultAsync<T, E>,
): ResultAsync<T, E | AvailabilityQueryRefused> {
  const chosen = chosenTimes(value);
  return isRefusal(chosen) ? errAsync(chosen) : work(chosen);
}

/** The days and the hours: the reads a marketplace asks most, each answered in one step (one-step.ts, docs/adr/0170). */
function marketplaceReads(useCases: AvailabilityUseCases): readonly ContractRoute[] {
  return [
    contractRoute('listAvailableDays', ({ query }) =>
      mapSync(
        withChosenTimes(query.dates_and_providers, (chosen) =>
          useCases.listAvailableDays({
            ...servicesQuery(query),
            chosenTimes: chosen,
            startDate: query.start_date as LocalDate,
            endDate: query.end_date as LocalDate,
          }),
        ),
        (days) => ({ status: 200 as const, body: days, headers: NOT_CACHEABLE }),
      ),
    ),

    contractRoute('listAvailableHours', ({ query }) =>
      mapSync(
        withChosenTimes(query.dates_and_providers, (chosen) =>
          useCases.listAvailableHours({
            ...servicesQuery(query),
            chosenTimes: chosen,
            startDate: query.start_date as LocalDate,
            endDate: (query.end_date ?? null) as LocalDate | null,
          }),
        ),
        (available) => ({ status: 200 as const, body: available, headers: NOT_CACHEABLE }),
      ),
    ),
  ];
}

/** The availability calls (booking-wizard §7) and the promotion greeting (storefront §7 GET charly_discount). */
export function availabilityRoutes(useCases: AvailabilityUseCases): readonly ContractRoute[] {
  return [
    contractRoute('listServiceProviders', ({ query, language }) => {
      const start = query.start === undefined ? null : instantOf(query.start, 'start');
      const end = query.end === undefined ? null : instantOf(query.end, 'end');
      if (isRefusal(start)) return errAsync(start);
      if (isRefusal(end)) return errAsync(end);
      return withChosenTimes(query.dates_and_providers, (chosen) =>
        useCases.listServiceProviders({
          locationId: locationIdFromWire(query.location_id),
          serviceId: query.id ?? null,
          slot: { start, end },
          availableOnly: query.available_only ?? true,
          chosenTimes: chosen,
          promotionToken: query.charly_token ?? null,
        }),
      ).map((professionals) => ({
        status: 200,
        body: professionals.map((professional) => wireProvider(professional, language)),
        headers: NOT_CACHEABLE,
      }));
    }),

    ...marketplaceReads(useCases),

    // Never 202: the search runs to its end within the request (docs/adr/0016).
    contractRoute('findSoonerAvailableHour', ({ query }) =>
      withChosenTimes(query.dates_and_providers, (chosen) =>
        useCases.findSoonerAvailableHour({
          ...servicesQuery(query),
          chosenTimes: chosen,
          startDate: query.start_date as LocalDate,
          endDate: (query.end_date ?? null) as LocalDate | null,
        }),
      ).map((sooner) => ({ status: 200, body: { date: sooner.date, hour: sooner.hour }, headers: NOT_CACHEABLE })),
    ),

    contractRoute('listProvidersFreeAtDateTime', ({ query, language }) => {
      const start = instantOf(query.start_at, 'start_at');
      const end = instantOf(query.end_at, 'end_at');
      if (isRefusal(start)) return errAsync(start);
      if (isRefusal(end)) return errAsync(end);
      return withChosenTimes(query.dates_and_providers, (chosen) =>
        useCases.listProvidersFreeAt({
          locationId: locationIdFromWire(query.location_id),
          serviceId: query.service_id,
          slot: { start, end },
          chosenTimes: chosen,
        }),
      ).map((professionals) => ({
        status: 200,
        body: professionals.map((professional) => wireProvider(professional, language)),
        headers: NOT_CACHEABLE,
      }));
    }),

    contractRoute('getPromotionInfo', ({ query }) =>
      useCases.getPromotionInfo({ token: query.token }).map((info) => ({
        status: 200,
        body: { full_name: info.fullName, promotion_type: info.promotionType, end_date: info.endDate },
      })),
    ),
  ];
}
