import { err, ok, type Result } from 'neverthrow';
import type { ClockTime } from '../calendar/clock-time.plain';
import type { LocalDate } from '../calendar/local-date.plain';
import { isFirstAvailable, type ProviderRef } from '../catalog/service.plain';
import {
  isChained,
  isSession,
  serviceOnTheDateStep,
  updateServices,
  type InternalId,
  type ReservationState,
  type ServiceToReserve,
} from './reservation';
import { scheduleChain } from './scheduling';

// What the client chooses for each service: which one is being reserved, its day, its hour and
// its professional (booking-wizard §4). A chain (consecutive mode or a bundle) is chosen as one
// block: one day and one start hour for all of its services.

/** The service named is not part of this reservation. */
export interface ServiceNotInReservation {
  readonly _tag: 'ServiceNotInReservation';
  readonly code: 'RESERVATION.SERVICE_NOT_FOUND';
  readonly internalId: InternalId;
}

/** The date step has no service to schedule: nothing is being reserved outside a chain. */
export interface NoServiceOnTheDateStep {
  readonly _tag: 'NoServiceOnTheDateStep';
  readonly code: 'RESERVATION.NO_SERVICE_ON_DATE_STEP';
}

/** An hour was chosen before its day. */
export interface DayNotChosen {
  readonly _tag: 'DayNotChosen';
  readonly code: 'RESERVATION.DAY_NOT_CHOSEN';
}

/** The professional doesn't perform this service. */
export interface ProviderNotOffered {
  readonly _tag: 'ProviderNotOffered';
  readonly code: 'RESERVATION.PROVIDER_NOT_OFFERED';
  readonly internalId: InternalId;
  readonly provider: ProviderRef;
}

export function findService(
  state: ReservationState,
  internalId: InternalId,
): Result<ServiceToReserve, ServiceNotInReservation> {
  const item = state.servicesToReserve.find((candidate) => candidate.internalId === internalId);
  return item === undefined
    ? err({ _tag: 'ServiceNotInReservation', code: 'RESERVATION.SERVICE_NOT_FOUND', internalId })
    : ok(item);
}

const unscheduled = (item: ServiceToReserve): ServiceToReserve => ({ ...item, daySelected: null, hourSelected: null });

/**
 * Makes a service the one being reserved and clears its day and hour (booking-wizard §4). In a
 * chain the whole chain is cleared: its services share one start, so rescheduling one reschedules
 * them all, and leaving the others' hours would leave a block with a hole in it.
 */
export function setServiceBeingReserved(
  state: ReservationState,
  internalId: InternalId,
): Result<ReservationState, ServiceNotInReservation> {
  return findService(state, internalId).map(() => {
    const chained = isChained(state);
    return {
      ...updateServices(state, (item) => chained || item.internalId === internalId, unscheduled),
      serviceBeingReserved: internalId,
    };
  });
}

/** The internalIds the date step schedules now: the whole chain, or the service on the date step. */
function scheduledTogether(
  state: ReservationState,
  onTheDateStep: ServiceToReserve,
): (item: ServiceToReserve) => boolean {
  return isChained(state) ? () => true : (item) => item.internalId === onTheDateStep.internalId;
}

/**
 * Chooses the day of the service on the date step, or of every service of a chain, and clears the
 * hour(s): hours are offered per day (booking-wizard §4 "Choosing a day clears the hour").
 */
export function chooseDay(state: ReservationState, day: LocalDate): Result<ReservationState, NoServiceOnTheDateStep> {
  const onTheDateStep = serviceOnTheDateStep(state);
  if (onTheDateStep === undefined)
    return err({ _tag: 'NoServiceOnTheDateStep', code: 'RESERVATION.NO_SERVICE_ON_DATE_STEP' });
  return ok(
    updateServices(state, scheduledTogether(state, onTheDateStep), (item) => ({
      ...item,
      daySelected: day,
      hourSelected: null,
    })),
  );
}

/**
 * Chooses the hour of the service on the date step. In a chain the first service starts at that
 * hour and each following one starts when the previous ends, on the next day if the chain runs
 * past midnight.
 */
export function chooseHour(
  state: ReservationState,
  hour: ClockTime,
): Result<ReservationState, NoServiceOnTheDateStep | DayNotChosen> {
  const onTheDateStep = serviceOnTheDateStep(state);
  if (onTheDateStep === undefined)
    return err({ _tag: 'NoServiceOnTheDateStep', code: 'RESERVATION.NO_SERVICE_ON_DATE_STEP' });
  const day = onTheDateStep.daySelected;
  if (day === null) return err({ _tag: 'DayNotChosen', code: 'RESERVATION.DAY_NOT_CHOSEN' });
  if (isChained(state)) return ok({ ...state, servicesToReserve: scheduleChain(state.servicesToReserve, day, hour) });
  return ok(
    updateServices(
      state,
      (item) => item.internalId === onTheDateStep.internalId,
      (item) => ({ ...item, hourSelected: hour }),
    ),
  );
}

/**
 * Chooses a service's professional: one who performs it, or "first provider available".
 *
 * Where the professional comes before the day (a chain — consecutive mode or a bundle — and a
 * session package: docs/adr/0007), choosing a different one clears the hour: it was offered for the
 * old professional's agenda and may not be free in the new one's; in a chain every hour of the
 * chain is cleared, since the block's hours were offered for all its professionals together. The
 * day is kept: the date step shows at once whether it still has hours and offers the next available
 * day if not. Where the day and hour come first (separate services, a single service), the provider
 * step offers only the professionals free at that hour, so the hour stays.
 */
export function chooseProvider(
  state: ReservationState,
  internalId: InternalId,
  provider: ProviderRef,
): Result<ReservationState, ServiceNotInReservation | ProviderNotOffered> {
  return findService(state, internalId).andThen((chosenFor) => {
    const performs = isFirstAvailable(provider) || chosenFor.service.serviceProviders.some((p) => p.id === provider.id);
    if (!performs)
      return err({
        _tag: 'ProviderNotOffered' as const,
        code: 'RESERVATION.PROVIDER_NOT_OFFERED' as const,
        internalId,
        provider,
      });
    if (chosenFor.provider?.id === provider.id) return ok(state);
    const chained = isChained(state);
    const dateFirst = !chained && !isSession(state);
    return ok(
      updateServices(
        state,
        (item) => chained || item.internalId === internalId,
        (item) => ({
          ...item,
          provider: item.internalId === internalId ? provider : item.provider,
          hourSelected: dateFirst ? item.hourSelected : null,
        }),
      ),
    );
  });
}
