import { describe, expect, it } from 'vitest';
import { getCompanyOverview } from './get-company-overview';
import { aCompany, aLocation, inMemoryCompanyDirectory } from './in-memory-directories.test-support';
import { companyId, locationId } from '#domain/shared/ids.test-support';

const salon = aCompany({ id: companyId(1), webAddress: 'salon-aurora' });
const clinic = aCompany({ id: companyId(2), webAddress: 'clinica-sonrisa', name: 'Clínica Sonrisa' });
const companyDirectory = inMemoryCompanyDirectory({
  companies: [salon, clinic],
  locations: [
    aLocation({ id: locationId(11), companyId: companyId(1), name: 'Providencia', phone: '+56222345678' }),
    aLocation({ id: locationId(12), companyId: companyId(1), name: 'Vitacura', active: false }),
    aLocation({ id: locationId(21), companyId: companyId(2), name: 'Ñuñoa' }),
  ],
});
const overview = getCompanyOverview({ companyDirectory });

describe('getting a company overview (storefront §3 Company overview, §7 GET /companies/overview)', () => {
  it('answers the company a web address belongs to, without a location when none is asked for', async () => {
    const result = await overview({ webAddress: 'salon-aurora', locationId: null });
    expect(result._unsafeUnwrap()).toEqual({ company: salon, location: null });
  });

  it("includes the asked location's name and phone", async () => {
    const result = await overview({ webAddress: 'salon-aurora', locationId: locationId(11) });
    expect(result._unsafeUnwrap().location).toEqual({ id: 11, name: 'Providencia', phone: '+56222345678' });
  });

  it('does not find a web address no company has', async () => {
    const result = await overview({ webAddress: 'nadie', locationId: null });
    expect(result._unsafeUnwrapErr()).toMatchObject({ _tag: 'CompanyNotFound', code: 'COMPANY.NOT_FOUND' });
  });

  it("does not find another company's location, so no page mixes two companies", async () => {
    const result = await overview({ webAddress: 'salon-aurora', locationId: locationId(21) });
    expect(result._unsafeUnwrapErr()).toMatchObject({ _tag: 'LocationNotFound', code: 'LOCATION.NOT_FOUND' });
  });

  it('does not find a closed location', async () => {
    const result = await overview({ webAddress: 'salon-aurora', locationId: locationId(12) });
    expect(result._unsafeUnwrapErr()._tag).toBe('LocationNotFound');
  });
});
