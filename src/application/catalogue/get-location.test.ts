import { describe, expect, it } from 'vitest';
import { getLocation } from './get-location';
import { aCompany, aLocation, inMemoryCompanyDirectory } from './in-memory-directories.test-support';
import { companyId, locationId } from '#domain/shared/ids.test-support';

const companyDirectory = inMemoryCompanyDirectory({
  companies: [aCompany({ id: companyId(1) })],
  locations: [
    aLocation({ id: locationId(12), companyId: companyId(1), name: 'Vitacura', active: false }),
    aLocation({ id: locationId(13), companyId: companyId(1), name: 'Las Condes' }),
  ],
});

describe('getting one location (storefront §7 GET /locations/{id})', () => {
  it('answers an active location', async () => {
    expect((await getLocation({ companyDirectory })({ locationId: locationId(13) }))._unsafeUnwrap().name).toBe(
      'Las Condes',
    );
  });

  it('does not find a closed location, nor an unknown one', async () => {
    expect((await getLocation({ companyDirectory })({ locationId: locationId(12) }))._unsafeUnwrapErr()._tag).toBe(
      'LocationNotFound',
    );
    expect((await getLocation({ companyDirectory })({ locationId: locationId(99) }))._unsafeUnwrapErr()._tag).toBe(
      'LocationNotFound',
    );
  });
});
