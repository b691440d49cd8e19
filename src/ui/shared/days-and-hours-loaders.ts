import type { Signal } from '@preact/signals-react';
import type { ResultAsync } from 'neverthrow';
import type { ClientSideFailure } from '#application/client-side/shared/client-side-errors';
import type { DateStepDay } from '#application/client-side/availability/list-date-step-days';
import type { DateStepHours } from '#application/client-side/availability/list-date-step-hours';
import type { LocalDate } from '#domain/calendar/local-date';
import { latestAnswer } from './latest-answer';
import { LOADING, type Loadable } from './loadable';

// The strip's days and the chosen day's hours, as the wizard's date step and the modify page ask
// for them. Only the latest question's answer lands. Hours are shown with the day they are of, so a
// view rendering them later never pairs them with another day; a quiet ask for them (the 30 s
// refresh, the window regaining focus) keeps what is shown until the answer comes, and keeps it on
// a failure.

/** A day's hours, and the day. */
export interface DayHours {
  readonly day: LocalDate;
  readonly hours: DateStepHours;
}

/** How often the hours of the chosen day are asked for again (booking-wizard §7). */
export const HOURS_REFRESH_MS = 30_000;

export interface StripDaysLoader<Question> {
  /** Where the days are shown. */
  readonly days: Signal<Loadable<readonly DateStepDay[]>>;
  /** The question asked now; null while there is none. */
  readonly question: () => Question | null;
  readonly ask: (
    question: Question,
    first: LocalDate,
    last: LocalDate,
  ) => ResultAsync<readonly DateStepDay[], ClientSideFailure>;
  /** The chosen day; null while there is none. */
  readonly day: () => LocalDate | null;
  /** Chooses a day: with no day chosen yet, the page opens on the first day with hours. */
  readonly chooseDay: (day: LocalDate) => void;
  /** What the page does when no day shown, from `first` on, has hours; nothing unless given. */
  readonly noDayAvailable?: (first: LocalDate) => void;
}

/** Asks which of the days `shown` have hours, each time it is called. */
export function stripDaysLoader<Question>(loader: StripDaysLoader<Question>): (shown: readonly LocalDate[]) => void {
  const askDays = latestAnswer();
  return (shown) => {
    const asked = loader.question();
    const [first] = shown;
    const last = shown.at(-1);
    if (asked === null || first === undefined || last === undefined) return;
    loader.days.value = LOADING;
    askDays(
      loader.ask(asked, first, last),
      (answer) => {
        loader.days.value = { status: 'ready', value: answer };
        // The page opens on the first day with hours, as the client would look for it anyway.
        if (loader.day() === null) {
          const available = answer.find((day) => day.available);
          if (available !== undefined) loader.chooseDay(available.date);
          else loader.noDayAvailable?.(first);
        }
      },
      (failure) => {
        loader.days.value = { status: 'failed', failure };
      },
    );
  };
}

export interface DayHoursLoader<Question, Hours> {
  /** Where the hours are shown. */
  readonly hours: Signal<Loadable<{ readonly day: LocalDate; readonly hours: Hours }>>;
  /** The question asked now; null while there is none. */
  readonly question: () => Question | null;
  /** The chosen day; null while there is none. */
  readonly day: () => LocalDate | null;
  readonly ask: (question: Question, day: LocalDate) => ResultAsync<Hours, ClientSideFailure>;
  /** What else a page does with fresh hours (the modify page lets go of a chosen hour no longer offered). */
  readonly onHours?: (hours: Hours) => void;
}

/** Asks for the chosen day's hours, loudly or quietly, each time it is called. */
export function dayHoursLoader<Question, Hours>(loader: DayHoursLoader<Question, Hours>): (quietly: boolean) => void {
  const askHours = latestAnswer();
  return (quietly) => {
    const asked = loader.question();
    const day = loader.day();
    if (asked === null || day === null) return;
    if (!quietly) loader.hours.value = LOADING;
    askHours(
      loader.ask(asked, day),
      (answer) => {
        loader.hours.value = { status: 'ready', value: { day, hours: answer } };
        loader.onHours?.(answer);
      },
      (failure) => {
        if (!quietly) loader.hours.value = { status: 'failed', failure };
      },
    );
  };
}
