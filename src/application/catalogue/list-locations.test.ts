import { describe, expect, it } from 'vitest';
import { aCompany, aLocation, inMemoryCompanyDirectory } from './in-memory-directories.test-support';
import { listLocations } from './list-locations';
import { companyId, locationId } from '#domain/shared/ids.test-support';

const companyDirectory = inMemoryCompanyDirectory({
  companies: [aCompany({ id: companyId(1) }), aCompany({ id: companyId(2), webAddress: 'sin-sucursales' })],
  locations: [
    aLocation({ id: locationId(11), companyId: companyId(1), name: 'Providencia' }),
    aLocation({ id: locationId(12), companyId: companyId(1), name: 'Vitacura', active: false }),
    aLocation({ id: locationId(13), companyId: companyId(1), name: 'Las Condes' }),
  ],
});

describe('listing a company locations (storefront §2 `{country}`, §7 GET /locations)', () => {
  it('answers the active locations in the order the directory keeps', async () => {
    const locations = (await listLocations({ companyDirectory })({ companyId: companyId(1) }))._unsafeUnwrap();
    expect(locations.map((location) => location.name)).toEqual(['Providencia', 'Las Condes']);
  });

  it('answers an empty list for a company without active locations', async () => {
    expect((await listLocations({ companyDirectory })({ companyId: companyId(2) }))._unsafeUnwrap()).toEqual([]);
  });

  it('does not find an unknown company', async () => {
    expect((await listLocations({ companyDirectory })({ companyId: companyId(3) }))._unsafeUnwrapErr()._tag).toBe(
      'CompanyNotFound',
    );
  });
});
