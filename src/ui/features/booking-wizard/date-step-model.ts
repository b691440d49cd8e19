import { computed, effect, signal, type ReadonlySignal } from '@preact/signals-react';
import type { ClientSideFailure } from '#application/client-side/shared/client-side-errors';
import { dateStepQuery } from '#application/client-side/availability/date-step-query';
import type { DateStepDay } from '#application/client-side/availability/list-date-step-days';
import type { Storefront } from '#application/client-side/catalogue/load-storefront';
import { localDateAt } from '#domain/availability/time-zone';
import type { ClockTime } from '#domain/calendar/clock-time';
import { addDays, type LocalDate } from '#domain/calendar/local-date.plain';
import { promotionReminder } from '#domain/promotion/special-discount';
import {
  adjacentDay,
  bookableDays,
  dayStrip,
  pageBack,
  pageForward,
  startShowing,
} from '#domain/reservation/day-strip';
import { removePreSelectedProvider } from '#domain/reservation/removal';
import { serviceOnTheDateStep, type ReservationState } from '#domain/reservation/reservation';
import { chooseDay, chooseHour } from '#domain/reservation/selection';
import { canonicalText } from '#domain/shared/canonical-text';
import type { WizardServices } from './wizard-use-cases';
import { dayHoursLoader, HOURS_REFRESH_MS, stripDaysLoader, type DayHours } from '../../shared/days-and-hours-loaders';
import { IDLE, type Loadable } from '../../shared/loadable';
import type { UpdateReservation } from './wizard-types';

// The date step (booking-wizard §2 Date selection, §5, §7): the strip of days and which have hours,
// the hours of the chosen day by part of the day — refetched every 30 s and whenever the window
// regains focus, so a client who waited does not pick an hour someone else took — and the no-hours
// and no-days states. Each answer is kept only if it answers the latest question.

export function createDateStepModel(
  services: WizardServices,
  storefront: Storefront,
  reservation: ReadonlySignal<ReservationState>,
  update: UpdateReservation,
) {
  const { useCases } = services;
  const today = localDateAt(storefront.zone, services.clock.now());
  const bounds = bookableDays(today, storefront.bookingInfo.afterBooking);
  const stripStart = signal<LocalDate>(today);
  const days = signal<Loadable<readonly DateStepDay[]>>(IDLE);
  /** The hours shown, with the day they are of: a view rendering them later never pairs them with another day. */
  const hours = signal<Loadable<DayHours>>(IDLE);
  /** No day of the whole bookable range has a free hour for these services. */
  const noDaysAtAll = signal(false);
  const searchingNextDay = signal(false);

  const onDateStep = computed(() => reservation.value.step === 'dateSelection');
  const query = computed(() => dateStepQuery(reservation.value, storefront.location.id, storefront.zone));
  const queryKey = computed(() => (query.value === null ? null : canonicalText(query.value)));
  const screen = computed(() => reservation.value.context.screen);
  const strip = computed(() => dayStrip(stripStart.value, screen.value, bounds));
  const service = computed(() => serviceOnTheDateStep(reservation.value));
  const selectedDay = computed(() => service.value?.daySelected ?? null);
  const selectedHour = computed(() => service.value?.hourSelected ?? null);
  const reminder = computed(() => {
    const item = service.value;
    return item === undefined ? null : promotionReminder(item.bundle ?? item.service, selectedDay.value);
  });
  const previousDay = computed(() => (selectedDay.value === null ? null : adjacentDay(selectedDay.value, -1, bounds)));
  const nextDay = computed(() => (selectedDay.value === null ? null : adjacentDay(selectedDay.value, 1, bounds)));

  function pickDay(day: LocalDate): void {
    stripStart.value = startShowing(day, stripStart.peek(), screen.peek(), bounds);
    update((state) => chooseDay(state, day).unwrapOr(state));
  }

  /** The first day from `from` with a free hour, chosen and shown; the no-days state when there is none. */
  function goToFirstAvailableFrom(from: LocalDate): void {
    const asked = query.peek();
    if (asked === null) return;
    searchingNextDay.value = true;
    void useCases.findNextAvailableDay(asked, from).match(
      (found) => {
        searchingNextDay.value = false;
        if (found === null) {
          noDaysAtAll.value = true;
          return;
        }
        pickDay(found);
      },
      (failure: ClientSideFailure) => {
        searchingNextDay.value = false;
        days.value = { status: 'failed', failure };
      },
    );
  }

  const loadDays = stripDaysLoader({
    days,
    question: () => query.peek(),
    ask: (asked, first, last) => useCases.listDateStepDays(asked, first, last),
    day: () => selectedDay.peek(),
    chooseDay: pickDay,
    noDayAvailable: goToFirstAvailableFrom,
  });

  const loadHours = dayHoursLoader({
    hours,
    question: () => query.peek(),
    day: () => selectedDay.peek(),
    ask: (asked, day) => useCases.listDateStepHours(asked, day, () => reservation.peek()),
  });

  const disposers: (() => void)[] = [
    effect(() => {
      // Days: whenever the step shows, the question changes or the strip moves.
      if (!onDateStep.value || queryKey.value === null) return;
      const shown = strip.value.days;
      noDaysAtAll.value = false;
      loadDays(shown);
    }),
    effect(() => {
      // Hours: whenever the chosen day or the question changes.
      if (!onDateStep.value || queryKey.value === null || selectedDay.value === null) {
        hours.value = IDLE;
        return;
      }
      loadHours(false);
    }),
    services.timers.every(HOURS_REFRESH_MS, () => {
      if (onDateStep.peek()) loadHours(true);
    }),
    services.timers.onWindowFocus(() => {
      if (onDateStep.peek()) loadHours(true);
    }),
  ];

  return {
    today,
    bounds,
    strip,
    days: days as ReadonlySignal<Loadable<readonly DateStepDay[]>>,
    hours: hours as ReadonlySignal<Loadable<DayHours>>,
    service,
    selectedDay,
    selectedHour,
    noDaysAtAll: noDaysAtAll as ReadonlySignal<boolean>,
    searchingNextDay: searchingNextDay as ReadonlySignal<boolean>,
    reminder,
    previousDay,
    nextDay,
    pageBack: (): void => {
      stripStart.value = pageBack(stripStart.peek(), screen.peek(), bounds);
    },
    pageForward: (): void => {
      stripStart.value = pageForward(stripStart.peek(), screen.peek(), bounds);
    },
    chooseDay: pickDay,
    chooseHour: (hour: ClockTime): void => {
      update((state) => chooseHour(state, hour).unwrapOr(state));
    },
    /** The no-hours state's first action: the next day with hours after the chosen one. */
    goToNextAvailableDay: (): void => {
      const day = selectedDay.peek();
      goToFirstAvailableFrom(day === null ? today : addDays(day, 1));
    },
    /** The no-hours state's second action, offered when a professional was pre-selected. */
    removePreSelectedProvider: (): void => {
      update(removePreSelectedProvider);
    },
    retry: (): void => {
      loadDays(strip.peek().days);
      loadHours(false);
    },
    dispose: (): void => {
      for (const dispose of disposers) dispose();
    },
  };
}

export type DateStepModel = ReturnType<typeof createDateStepModel>;
