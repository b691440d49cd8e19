import { timeZone, type TimeZone } from '#domain/availability/time-zone';
import type { ClockTime } from '#domain/calendar/clock-time';
import type { LocalDate } from '#domain/calendar/local-date';
import { FIRST_AVAILABLE_PROVIDER, type ProviderId, type ProviderRef, type Service } from '#domain/catalog/service';
import { openContext } from '#domain/reservation/reservation.arbitraries';
import { servicesToReserveFor, type ReservationState, type ServiceToReserve } from '#domain/reservation/reservation';
import type { ServiceView } from '../../ports/client/offered-services';
import { serviceFromView } from '../catalogue/load-storefront';

// Test support: reservations of the fake API's services as the wizard builds them, for the
// storefront's client-side use cases' tests. Each test changes only what its sentence is about.

/** The domain's Service for a service the fake API lists. */
export function serviceOf(view: ServiceView): Service {
  return serviceFromView(view)._unsafeUnwrap();
}

/** A professional by id and name. */
export const professional = (id: number, publicName: string): ProviderRef => ({ id: id as ProviderId, publicName });

export const LUCAS_REF = professional(11, 'Lucas');
export const FIRST_AVAILABLE = FIRST_AVAILABLE_PROVIDER;

export const day = (text: string) => text as LocalDate;
export const hour = (text: string) => text as ClockTime;

export const SANTIAGO: TimeZone = timeZone('America/Santiago')._unsafeUnwrap();
export const BUENOS_AIRES: TimeZone = timeZone('America/Argentina/Buenos_Aires')._unsafeUnwrap();

/**
 * A reservation of `selection`, in that order, with every wizard rule at its most permissive, the
 * first service being reserved, nothing chosen yet; `changes` replaces whatever else the test is about.
 */
export function reservationOf(
  selection: readonly Service[],
  changes: Partial<ReservationState> = {},
): ReservationState {
  const servicesToReserve = servicesToReserveFor(selection, openContext, null);
  return {
    context: openContext,
    servicesToReserve,
    step: 'dateSelection',
    bookingMode: 'none',
    serviceBeingReserved: servicesToReserve[0]?.internalId ?? null,
    providerPreSelected: null,
    isEditing: false,
    ...changes,
  };
}

/** The service with its professional, day and hour chosen. */
export function scheduled(
  item: ServiceToReserve,
  on: string,
  at: string,
  provider: ProviderRef | null = LUCAS_REF,
): ServiceToReserve {
  return { ...item, provider, daySelected: day(on), hourSelected: hour(at) };
}

/** The reservation with each service changed by the change at its position (none: unchanged). */
export function withServices(
  state: ReservationState,
  ...changes: readonly (((item: ServiceToReserve) => ServiceToReserve) | null)[]
): ReservationState {
  return { ...state, servicesToReserve: state.servicesToReserve.map((item, index) => changes[index]?.(item) ?? item) };
}

/** The reserved service at `index`; a test naming one that is not there is wrong. */
export function nth(state: ReservationState, index: number): ServiceToReserve {
  const item = state.servicesToReserve[index];
  if (item === undefined) throw new Error(`The reservation has no service at ${String(index)}`);
  return item;
}
