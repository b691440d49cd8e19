import { computed, effect, signal, type ReadonlySignal } from '@preact/signals-react';
import type { ClientSideFailure } from '#application/client-side/shared/client-side-errors';
import { failureText, type FailureText } from '#application/client-side/booking/failure-text';
import { listDateStepDays, type DateStepDay } from '#application/client-side/availability/list-date-step-days';
import { listHoursOfDay } from '#application/client-side/availability/list-date-step-hours';
import { moveBooking } from '#application/client-side/booking/move-booking';
import type { Clock } from '#application/ports/shared/clock';
import type { AvailabilityQueries, AvailabilityQuery } from '#application/ports/client/availability-queries';
import type { BookingChanges, EditableBookingView } from '#application/ports/client/booking-changes';
import type { LocationDirectory, LocationView } from '#application/ports/client/location-directory';
import { editOffer, type EditOffer } from '#domain/booking/edit-offer';
import { localDateAt, timeZone } from '#domain/availability/time-zone';
import type { ClockTime } from '#domain/calendar/clock-time';
import type { Instant } from '#domain/calendar/instant';
import type { LocalDate } from '#domain/calendar/local-date';
import { bookableDays, dayStrip, pageBack, pageForward, startShowing } from '#domain/reservation/day-strip';
import type { ScreenSize } from '#domain/reservation/reservation';
import type { Timers } from '../../shared/storefront-services';
import { dayHoursLoader, HOURS_REFRESH_MS, stripDaysLoader, type DayHours } from '../../shared/days-and-hours-loaders';
import { IDLE, LOADING, type Loadable } from '../../shared/loadable';

// The modify page (storefront §2 `bookings/edit/{confirmationCode}`, §4 "Implied by texts", §8
// "booking cannot be modified this way", "selected hours no longer available"): the booking the
// code names and its location, what may still change (edit-offer.ts), a strip of days and the
// chosen day's hours with the booking's own professional — asked with the wizard's date-step use
// cases, refetched every 30 s and on focus as the wizard's are — and the move, a POST sent only by
// the button (move-booking.ts, as the CLI sends it). Each answer is kept only if it answers the
// latest question.

/** How far ahead the strip pages: the API says which of those days the company still takes bookings on. */
export const EDIT_MONTHS_AHEAD = 3;

/** The booking and where it is. */
export interface BookingToEdit {
  readonly booking: EditableBookingView;
  readonly location: LocationView;
}

/** Why the server refused the move for good: asking again cannot help. */
export type MoveRefusal = 'notModifiable' | 'started' | 'cancelled' | 'notFound';

export type MoveState =
  | { readonly _tag: 'Choosing' }
  | { readonly _tag: 'Moving' }
  | { readonly _tag: 'Moved'; readonly booking: EditableBookingView }
  | { readonly _tag: 'Refused'; readonly reason: MoveRefusal }
  /** 409: the hour was taken meanwhile; the day's hours are asked again, the day kept. */
  | { readonly _tag: 'HourTaken' }
  /** Anything else: in the API's words, the button kept to try again. */
  | { readonly _tag: 'Failed'; readonly text: FailureText };

const REFUSALS: Readonly<Record<string, MoveRefusal>> = {
  'BOOKING.NOT_MODIFIABLE': 'notModifiable',
  'BOOKING.START_PASSED': 'started',
  'BOOKING.CANCELLED': 'cancelled',
  'BOOKING.NOT_FOUND': 'notFound',
};

/** What the move's failure leaves on the page. */
export function moveOutcome(failure: ClientSideFailure): MoveState {
  if (failure._tag === 'ApiRefusal') {
    if (failure.status === 409 && failure.code === 'BOOKING.SLOT_TAKEN') return { _tag: 'HourTaken' };
    const reason = REFUSALS[failure.code] ?? (failure.status === 404 ? 'notFound' : undefined);
    if (reason !== undefined) return { _tag: 'Refused', reason };
  }
  return { _tag: 'Failed', text: failureText(failure) };
}

export interface BookingEditPorts {
  readonly availability: AvailabilityQueries;
  readonly bookingChanges: BookingChanges;
  readonly locations: LocationDirectory;
  readonly clock: Clock;
  readonly timers: Timers;
  readonly screen: ReadonlySignal<ScreenSize>;
}

export function createBookingEditModel(ports: BookingEditPorts, confirmationCode: string) {
  const { bookingChanges, locations, clock, timers } = ports;
  const daysOf = listDateStepDays(ports.availability);
  const hoursOf = listHoursOfDay(ports.availability);
  const move = moveBooking(ports);

  const loaded = signal<Loadable<BookingToEdit>>(LOADING);
  const state = signal<MoveState>({ _tag: 'Choosing' });
  const stripStart = signal<LocalDate | null>(null);
  const days = signal<Loadable<readonly DateStepDay[]>>(IDLE);
  const hours = signal<Loadable<DayHours>>(IDLE);
  const selectedDay = signal<LocalDate | null>(null);
  const selectedHour = signal<ClockTime | null>(null);

  const zone = computed(() => {
    const current = loaded.value;
    if (current.status !== 'ready') return null;
    const named = timeZone(current.value.location.timeZone);
    return named.isOk() ? named.value : null;
  });
  const offer = computed((): EditOffer | null => {
    const current = loaded.value;
    if (current.status !== 'ready') return null;
    const { booking } = current.value;
    const at = (text: string | null) => (text === null ? null : (Date.parse(text) as Instant));
    return editOffer(
      {
        status: booking.status,
        start: at(booking.start) ?? (0 as Instant),
        modificationsLeft: booking.modificationsLeft,
        modifiableUntil: at(booking.modifiableUntil),
        isClass: booking.isClass ?? false,
      },
      clock.now(),
    );
  });
  const choosing = computed(
    () => offer.value?._tag === 'Offered' && state.value._tag !== 'Moved' && state.value._tag !== 'Refused',
  );
  /** The booking's service with its own professional: the hours it could move to. */
  const query = computed((): AvailabilityQuery | null => {
    const current = loaded.value;
    if (current.status !== 'ready') return null;
    const { booking } = current.value;
    return {
      locationId: booking.locationId,
      serviceIds: [booking.service.id],
      providerChoices: [booking.provider.id],
      bundleId: null,
    };
  });
  const bounds = computed(() => {
    const where = zone.value;
    return where === null ? null : bookableDays(localDateAt(where, clock.now()), EDIT_MONTHS_AHEAD);
  });
  const strip = computed(() => {
    const limits = bounds.value;
    return limits === null ? null : dayStrip(stripStart.value ?? limits.today, ports.screen.value, limits);
  });

  function load(): void {
    loaded.value = LOADING;
    void bookingChanges
      .getBookingForEdit(confirmationCode)
      .andThen((booking) => locations.getLocation(booking.locationId).map((location) => ({ booking, location })))
      .match(
        (found) => {
          loaded.value = { status: 'ready', value: found };
        },
        (failure: ClientSideFailure) => {
          loaded.value = { status: 'failed', failure };
        },
      );
  }

  function chooseDay(day: LocalDate): void {
    const limits = bounds.peek();
    if (limits === null) return;
    stripStart.value = startShowing(day, stripStart.peek() ?? limits.today, ports.screen.peek(), limits);
    if (selectedDay.peek() !== day) selectedHour.value = null;
    selectedDay.value = day;
  }

  const loadStripDays = stripDaysLoader({
    days,
    question: () => query.peek(),
    ask: daysOf,
    day: () => selectedDay.peek(),
    chooseDay,
  });
  const loadDays = (): void => {
    loadStripDays(strip.peek()?.days ?? []);
  };

  const loadHours = dayHoursLoader({
    hours,
    question: () => query.peek(),
    day: () => selectedDay.peek(),
    ask: hoursOf,
    onHours: (answer) => {
      // An hour no longer offered is no longer chosen.
      const hour = selectedHour.peek();
      if (hour !== null && ![...answer.morning, ...answer.afternoon, ...answer.night].includes(hour))
        selectedHour.value = null;
    },
  });

  function perform(): void {
    const day = selectedDay.peek();
    const hour = selectedHour.peek();
    if (day === null || hour === null || state.peek()._tag === 'Moving') return;
    state.value = { _tag: 'Moving' };
    void move({ confirmationCode, date: day, hour, providerChoice: null }).match(
      ({ after }) => {
        state.value = { _tag: 'Moved', booking: after };
        // The page shows the booking at its new hour, not the one it was read at (issue 18).
        const current = loaded.peek();
        if (current.status === 'ready') loaded.value = { status: 'ready', value: { ...current.value, booking: after } };
      },
      (failure) => {
        const outcome = moveOutcome(failure);
        state.value = outcome;
        if (outcome._tag === 'HourTaken') {
          selectedHour.value = null;
          loadHours(false);
          loadDays();
        }
      },
    );
  }

  const disposers: (() => void)[] = [
    effect(() => {
      // Days: once the booking may move, and whenever the strip moves.
      if (!choosing.value || strip.value === null) return;
      loadDays();
    }),
    effect(() => {
      // Hours: whenever the chosen day changes.
      if (!choosing.value || selectedDay.value === null) {
        hours.value = IDLE;
        return;
      }
      loadHours(false);
    }),
    timers.every(HOURS_REFRESH_MS, () => {
      if (choosing.peek()) loadHours(true);
    }),
    timers.onWindowFocus(() => {
      if (choosing.peek()) loadHours(true);
    }),
  ];

  return {
    loaded: loaded as ReadonlySignal<Loadable<BookingToEdit>>,
    state: state as ReadonlySignal<MoveState>,
    offer,
    choosing,
    strip,
    days: days as ReadonlySignal<Loadable<readonly DateStepDay[]>>,
    hours: hours as ReadonlySignal<Loadable<DayHours>>,
    selectedDay: selectedDay as ReadonlySignal<LocalDate | null>,
    selectedHour: selectedHour as ReadonlySignal<ClockTime | null>,
    load,
    chooseDay,
    chooseHour: (hour: ClockTime): void => {
      selectedHour.value = hour;
      if (state.peek()._tag !== 'Moving') state.value = { _tag: 'Choosing' };
    },
    pageBack: (): void => {
      const limits = bounds.peek();
      if (limits !== null) stripStart.value = pageBack(stripStart.peek() ?? limits.today, ports.screen.peek(), limits);
    },
    pageForward: (): void => {
      const limits = bounds.peek();
      if (limits !== null)
        stripStart.value = pageForward(stripStart.peek() ?? limits.today, ports.screen.peek(), limits);
    },
    perform,
    retry: (): void => {
      loadDays();
      loadHours(false);
    },
    dispose: (): void => {
      for (const dispose of disposers) dispose();
    },
  };
}

export type BookingEditModel = ReturnType<typeof createBookingEditModel>;
