import { InvalidArgumentError } from 'commander';
import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { LocationDirectory } from '#application/ports/client/location-directory';
import type { Clock } from '#application/ports/shared/clock';
import { localDateAt, timeZone } from '#domain/availability/time-zone';
import { dayNamed, isDayWord } from '#domain/calendar/date-words';
import { parseLocalDate, type LocalDate } from '#domain/calendar/local-date';
import type { LocationId } from '#domain/storefront/company';
import type { CliFailure } from './exit-codes';

// Every `--date` (issue 35; docs/adr/0125): `today`, `tomorrow`, a weekday (the next such day,
// today included) or YYYY-MM-DD, in English or Spanish. The option reads the text and refuses what
// names no day (a usage error, exit 2); the command then resolves it in the LOCATION's time zone,
// from the CLI's clock — the day it is at the location, not on the support person's laptop.

declare const dayText: unique symbol;

/** What a `--date` option was given, known to name a day. */
export type DayText = string & { readonly [dayText]: true };

/** The help line of every `--date`. */
export const DAY_HELP =
  'the day at the location: today, tomorrow, a weekday (the next one, today included) or YYYY-MM-DD';

/** Commander's reader of a `--date`: a day word or a real date, else a usage error. */
export const dayOption = (value: string): DayText => {
  if (isDayWord(value) || parseLocalDate(value.trim()).isOk()) return value.trim() as DayText;
  throw new InvalidArgumentError(
    'must be today, tomorrow, a weekday (monday … sunday, lunes … domingo) or YYYY-MM-DD.',
  );
};

/**
 * The date `text` names at the location: an ISO date as it is (no call), a word against the
 * location's date now (one call for its time zone).
 */
export function dayAtLocation(
  ports: { readonly locations: LocationDirectory },
  clock: Clock,
  locationId: LocationId,
  text: DayText,
): ResultAsync<LocalDate, CliFailure> {
  const written = parseLocalDate(text);
  if (written.isOk()) return okAsync(written.value);
  return ports.locations.getLocation(locationId).andThen((location) => {
    const zone = timeZone(location.timeZone);
    if (zone.isErr())
      return errAsync({
        _tag: 'ApiMisbehaved',
        status: 200,
        message: `The API answered a time zone this machine does not know: ${location.timeZone}`,
      } as const);
    const today = localDateAt(zone.value, clock.now());
    return dayNamed(text, today).match(
      (date) => okAsync(date),
      // dayOption lets through only day words and dates: this is a bug, not an answer.
      () => {
        throw new Error(`--date ${text} passed the option's check but names no day`);
      },
    );
  });
}
