import { okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { locationId } from '#domain/shared/ids.test-support';
import type { LocationView } from '../../ports/client/location-directory';
import { apiPorts, COMPANY_OVERVIEW, fakeBookingApi, PALERMO } from '../shared/fake-booking-api.test-support';
import { loadBranchList } from './load-branch-list';

// The branch list's data (storefront §2 `{country}`, §4 Site availability; docs/adr/0033).

const POCITOS: LocationView = { ...PALERMO, id: locationId(6), locationName: 'Pocitos', countryCode: 'uy' };
const BELGRANO: LocationView = { ...PALERMO, id: locationId(7), locationName: 'Belgrano' };

describe('loading a company’s branch list', () => {
  it('lists the company’s branches in the route’s country, in its order', async () => {
    const asked: number[] = [];
    const api = fakeBookingApi({
      listLocations: (companyId) => {
        asked.push(companyId);
        return okAsync([PALERMO, POCITOS, BELGRANO]);
      },
    });
    const list = (await loadBranchList(apiPorts(api))(PALERMO.companyWebAddress, 'ar'))._unsafeUnwrap();
    expect(list).toEqual({ _tag: 'Branches', company: COMPANY_OVERVIEW, branches: [PALERMO, BELGRANO] });
    expect(asked).toEqual([COMPANY_OVERVIEW.id]);
    expect((await loadBranchList(apiPorts(api))(PALERMO.companyWebAddress, 'uy'))._unsafeUnwrap()).toMatchObject({
      branches: [POCITOS],
    });
  });

  it('names the countries the company serves when the route’s is not one, without asking for branches', async () => {
    const asked: number[] = [];
    const api = fakeBookingApi({
      listLocations: (companyId) => {
        asked.push(companyId);
        return okAsync([PALERMO]);
      },
    });
    expect((await loadBranchList(apiPorts(api))(PALERMO.companyWebAddress, 'cl'))._unsafeUnwrap()).toEqual({
      _tag: 'OtherCountries',
      company: COMPANY_OVERVIEW,
      countries: ['ar', 'uy'],
    });
    expect(asked).toEqual([]);
  });

  it('gives an inactive company’s notice instead of its branches (storefront §4 Site availability)', async () => {
    const api = fakeBookingApi({ getCompanyOverview: () => okAsync({ ...COMPANY_OVERVIEW, minisiteIsActive: false }) });
    expect((await loadBranchList(apiPorts(api))(PALERMO.companyWebAddress, 'ar'))._unsafeUnwrap()).toMatchObject({
      _tag: 'Unavailable',
      reason: 'notTakingReservations',
    });
    const inactive = fakeBookingApi({
      getCompanyOverview: () => okAsync({ ...COMPANY_OVERVIEW, companyIsActive: false }),
    });
    expect((await loadBranchList(apiPorts(inactive))(PALERMO.companyWebAddress, 'ar'))._unsafeUnwrap()).toMatchObject({
      _tag: 'Unavailable',
      reason: 'inactiveCompany',
    });
  });

  it('fails with the API’s 404 when no company has the web address', async () => {
    const failure = (await loadBranchList(apiPorts(fakeBookingApi()))('nadie', 'ar'))._unsafeUnwrapErr();
    expect(failure).toMatchObject({ _tag: 'ApiRefusal', status: 404, code: 'COMPANY.NOT_FOUND' });
  });
});
