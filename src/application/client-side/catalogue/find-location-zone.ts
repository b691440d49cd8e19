import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { timeZone, type TimeZone } from '#domain/availability/time-zone';
import type { LocationDirectory } from '../../ports/client/location-directory';
import type { ClientSideFailure } from '../shared/client-side-errors';
import type { LocationId } from '#domain/storefront/company';

/**
 * The time zone of a location (GET /locations/{id}), which its dates are read in — "today" there
 * is `localDateAt(zone, now)`. A zone the runtime does not know is the API misbehaving.
 */
export function findLocationZone(locations: LocationDirectory) {
  return (locationId: LocationId): ResultAsync<TimeZone, ClientSideFailure> =>
    locations.getLocation(locationId).andThen((location) =>
      timeZone(location.timeZone).match(
        (zone) => okAsync<TimeZone, ClientSideFailure>(zone),
        () =>
          errAsync<TimeZone, ClientSideFailure>({
            _tag: 'ApiMisbehaved',
            status: 200,
            message: `The API named an unknown time zone, ${location.timeZone}.`,
          }),
      ),
    );
}
