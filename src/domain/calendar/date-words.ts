import { ok, type Result } from 'neverthrow';
import { addDays, isoWeekday, parseLocalDate, type LocalDate } from './local-date.plain';

// Days as people say them (issue 35; docs/adr/0125): "today", "tomorrow", a weekday or an ISO
// date, in English or Spanish, read against the day it is now where the day is meant (the
// location's date, which the caller works out from its clock and the location's zone). A weekday
// names the next such day, today included: on a Tuesday "tuesday" is today, "monday" next Monday.

/** The text names no day: not a day word, not a real date written YYYY-MM-DD. */
export interface NotADayWord {
  readonly _tag: 'NotADayWord';
  readonly code: 'DATE.NOT_A_DAY';
  readonly text: string;
}

const relative: Readonly<Record<string, number>> = {
  today: 0,
  hoy: 0,
  tomorrow: 1,
  manana: 1,
};

/** ISO weekday (1 Monday … 7 Sunday) by its English and Spanish names, full and short. */
const weekdays: Readonly<Record<string, number>> = {
  monday: 1,
  mon: 1,
  lunes: 1,
  lun: 1,
  tuesday: 2,
  tue: 2,
  martes: 2,
  mar: 2,
  wednesday: 3,
  wed: 3,
  miercoles: 3,
  mie: 3,
  thursday: 4,
  thu: 4,
  jueves: 4,
  jue: 4,
  friday: 5,
  fri: 5,
  viernes: 5,
  vie: 5,
  saturday: 6,
  sat: 6,
  sabado: 6,
  sab: 6,
  sunday: 7,
  sun: 7,
  domingo: 7,
  dom: 7,
};

/** The words `dayNamed` understands besides ISO dates, as they are written for help texts. */
export const DAY_WORDS = ['today', 'tomorrow', 'monday … sunday', 'hoy', 'mañana', 'lunes … domingo'] as const;

/** Lower case, trimmed, accents dropped: "Miércoles" and "MIERCOLES" are one word. */
const folded = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '');

/** The date `weekday` (ISO) falls on next, `today` included. */
export function nextWeekday(today: LocalDate, weekday: number): LocalDate {
  return addDays(today, (weekday - isoWeekday(today) + 7) % 7);
}

/** The day `text` names, `today` being the date now where the day is meant. */
export function dayNamed(text: string, today: LocalDate): Result<LocalDate, NotADayWord> {
  const word = folded(text);
  const ahead = relative[word];
  if (ahead !== undefined) return ok(addDays(today, ahead));
  const weekday = weekdays[word];
  if (weekday !== undefined) return ok(nextWeekday(today, weekday));
  return parseLocalDate(text.trim()).mapErr(() => ({ _tag: 'NotADayWord', code: 'DATE.NOT_A_DAY', text }) as const);
}

/** Whether `text` needs today to be resolved (a word rather than an ISO date). */
export function isDayWord(text: string): boolean {
  const word = folded(text);
  return word in relative || word in weekdays;
}
