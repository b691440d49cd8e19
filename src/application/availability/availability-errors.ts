// What the availability calls answer when a query decodes but a rule beyond the contract refuses
// it (ADR 0014: 422 REQUEST.INVALID naming each field at fault). The server words each reason.

/** Why one field of an availability query is refused. */
export type AvailabilityRefusalReason =
  /** end_date comes before start_date. */
  | 'beforeStartDate'
  /** The day strip spans more than MAX_DAYS_IN_RANGE days. */
  | 'rangeTooLong'
  /** The hours call asks for one day: end_date, when sent, equals start_date. */
  | 'notStartDate'
  /** providers_array has one professional per service. */
  | 'notOnePerService'
  /** The chosen professional does not perform that service at the location. */
  | 'doesNotGiveService'
  /** None of the professionals the search is restricted to performs that service. */
  | 'nobodyGivesService'
  /** bundled=true needs bundle_id. */
  | 'requiredWhenBundled'
  /** bundle_id is sent only with bundled=true. */
  | 'onlyWithBundled'
  /** bundle_id names a service that is not a bundle. */
  | 'notABundle'
  /** With bundled=true, services are the bundle's services in order. */
  | 'notTheBundlesServices'
  /** A bundle is asked for by its services, with bundled=true and bundle_id. */
  | 'bundleNeedsBundled'
  /** A class, or a session of a package, is asked for on its own (booking-wizard §2, §4). */
  | 'mustBeAlone'
  /** An end that is not after its start. */
  | 'notAfterStart'
  /** start and end are sent together, and with the service. */
  | 'requiredWithOther'
  /** A date-time the runtime cannot read as an instant (a leap second). */
  | 'notAnInstant';

export interface AvailabilityFault {
  /** As the wire names it: a parameter (`end_date`), an item (`providers_array[1]`, `dates_and_providers[0].end`). */
  readonly field: string;
  readonly reason: AvailabilityRefusalReason;
}

/** The query decodes, but availability rules refuse some of its fields (422). */
export interface AvailabilityQueryRefused {
  readonly _tag: 'AvailabilityQueryRefused';
  readonly code: 'REQUEST.INVALID';
  readonly faults: readonly AvailabilityFault[];
}

export function availabilityQueryRefused(...faults: readonly AvailabilityFault[]): AvailabilityQueryRefused {
  return { _tag: 'AvailabilityQueryRefused', code: 'REQUEST.INVALID', faults };
}

/** The longest day strip one call may ask for: the contract's "at most 62 days after start_date". */
export const MAX_DAYS_AFTER_START = 62;
