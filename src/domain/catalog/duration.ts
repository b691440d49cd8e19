// How long a service takes, as the services list and booking summary write it (booking-wizard §9:
// "1 hrs 30 min"). The words come from the caller so a UI can translate them. One hour takes the
// singular word ("1 hr", "1 hr 30 min"): the spec's example shows the hours-and-minutes shape, and
// "1 hrs" read as unfinished to the people who tried the storefront (issue 20; docs/adr/0073).

export interface DurationLabels {
  /** The word after exactly one hour ("hr"; Spanish writes its symbol "h" either way). */
  readonly hour: string;
  readonly hours: string;
  readonly minutes: string;
}

/** The spec's words, with the singular for one hour. */
export const DEFAULT_DURATION_LABELS: DurationLabels = { hour: 'hr', hours: 'hrs', minutes: 'min' };

/**
 * "45 min", "2 hrs", "1 hr 30 min": hours only from one hour up, minutes only when some are left.
 * A duration of no minutes reads "0 min" rather than nothing; a negative or non-numeric one is
 * no duration and reads the same; fractions of a minute round to the nearest minute.
 */
export function formatDuration(minutes: number, labels: DurationLabels = DEFAULT_DURATION_LABELS): string {
  const total = Number.isFinite(minutes) && minutes > 0 ? Math.round(minutes) : 0;
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  const hoursPart = hours >= 1 ? [`${String(hours)} ${hours === 1 ? labels.hour : labels.hours}`] : [];
  const minutesPart = rest > 0 || hours === 0 ? [`${rest} ${labels.minutes}`] : [];
  return [...hoursPart, ...minutesPart].join(' ');
}
