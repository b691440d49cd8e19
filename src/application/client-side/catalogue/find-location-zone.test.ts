import { okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { timeZone } from '#domain/availability/time-zone';
import { locationId } from '#domain/shared/ids.test-support';
import { fakeBookingApi, PALERMO } from '../shared/fake-booking-api.test-support';
import { findLocationZone } from './find-location-zone';

// The zone a location's dates are read in (storefront §3 Location timeZone).

describe('a location’s time zone', () => {
  it('is the zone the API names for the location', async () => {
    const named = timeZone('America/Argentina/Buenos_Aires')._unsafeUnwrap();
    expect((await findLocationZone(fakeBookingApi())(PALERMO.id))._unsafeUnwrap().name).toBe(named.name);
  });

  it('answers a zone the runtime does not know as the API misbehaving', async () => {
    const api = fakeBookingApi({ getLocation: () => okAsync({ ...PALERMO, timeZone: 'Mars/Olympus_Mons' }) });
    expect((await findLocationZone(api)(PALERMO.id))._unsafeUnwrapErr()).toMatchObject({
      _tag: 'ApiMisbehaved',
      status: 200,
    });
  });

  it('answers an unknown location as the API refused it', async () => {
    expect((await findLocationZone(fakeBookingApi())(locationId(999)))._unsafeUnwrapErr()).toMatchObject({
      _tag: 'ApiRefusal',
      status: 404,
    });
  });
});
