import { describe, expect, it } from 'vitest';
import type { LocalDate } from '#domain/calendar/local-date';
import { inMemoryBookings, inMemoryStaffKeys } from './in-memory-bookings.test-support';
import { aCompany, aLocation, inMemoryCompanyDirectory } from '../catalogue/in-memory-directories.test-support';
import { listLocationBookings } from './list-location-bookings';
import { companyId, locationId } from '#domain/shared/ids.test-support';

// A location's day for support staff (the contract's Staff call; ADR 0014, ADR 0018): an api-key
// is required, checked before anything is looked up, and must act for the location's company.

const list = listLocationBookings({
  staffKeys: inMemoryStaffKeys({
    operator: { id: 1, label: 'operator', companyId: null },
    'other-company': { id: 2, label: 'barbershop', companyId: companyId(4) },
  }),
  companyDirectory: inMemoryCompanyDirectory({
    companies: [aCompany({ id: companyId(1) })],
    locations: [aLocation({ id: locationId(1), companyId: companyId(1) })],
  }),
  bookings: inMemoryBookings(),
});

const day = '2026-12-02' as LocalDate;

describe("listing a location's day for staff", () => {
  it('requires an api-key, and a valid one, before saying whether the location exists', async () => {
    expect((await list({ apiKey: null, locationId: locationId(99), date: day }))._unsafeUnwrapErr()._tag).toBe(
      'ApiKeyRequired',
    );
    expect((await list({ apiKey: 'guess', locationId: locationId(99), date: day }))._unsafeUnwrapErr()._tag).toBe(
      'InvalidApiKey',
    );
    expect((await list({ apiKey: 'operator', locationId: locationId(99), date: day }))._unsafeUnwrapErr()._tag).toBe(
      'LocationNotFound',
    );
  });

  it("forbids a key of another company, and lets the operator's key list any company's day", async () => {
    expect(
      (await list({ apiKey: 'other-company', locationId: locationId(1), date: day }))._unsafeUnwrapErr()._tag,
    ).toBe('OtherCompanysKey');
    expect((await list({ apiKey: 'operator', locationId: locationId(1), date: day }))._unsafeUnwrap().bookings).toEqual(
      [],
    );
  });
});
