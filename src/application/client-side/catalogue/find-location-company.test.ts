import { describe, expect, it } from 'vitest';
import { locationId } from '#domain/shared/ids.test-support';
import { apiPorts, fakeBookingApi, PALERMO } from '../shared/fake-booking-api.test-support';
import { findLocationCompany } from './find-location-company';

describe('the company behind a location', () => {
  it('is the overview of the company the location names, asked for that location', async () => {
    const company = (await findLocationCompany(apiPorts(fakeBookingApi()))(PALERMO.id))._unsafeUnwrap();
    expect(company.location?.id).toBe(PALERMO.id);
  });

  it('answers an unknown location as the API refused it', async () => {
    expect((await findLocationCompany(apiPorts(fakeBookingApi()))(locationId(999)))._unsafeUnwrapErr()).toMatchObject({
      _tag: 'ApiRefusal',
      status: 404,
    });
  });
});
