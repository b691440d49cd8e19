import { describe, expect, it } from 'vitest';
import { checkWebAddressCountries } from './check-web-address-countries';
import { aCompany, aLocation, inMemoryCompanyDirectory } from './in-memory-directories.test-support';
import { locationId } from '#domain/shared/ids.test-support';

function countriesOf(homeCountry: string, locations: readonly { countryCode: string; active?: boolean }[]) {
  const companyDirectory = inMemoryCompanyDirectory({
    companies: [aCompany({ webAddress: 'barberia-portena', countryCode: homeCountry })],
    locations: locations.map((location, index) =>
      aLocation({ id: locationId(index + 1), countryCode: location.countryCode, active: location.active ?? true }),
    ),
  });
  return checkWebAddressCountries({ companyDirectory })({ webAddress: 'barberia-portena' });
}

describe('checking the countries of a web address (storefront §2 routes, §7 check_web_address_countries)', () => {
  it('answers the home country first, then the other countries with locations alphabetically, each once', async () => {
    const result = await countriesOf('ar', [
      { countryCode: 'uy' },
      { countryCode: 'cl' },
      { countryCode: 'ar' },
      { countryCode: 'uy' },
    ]);
    expect(result._unsafeUnwrap()).toEqual({ webAddress: 'barberia-portena', countries: ['ar', 'cl', 'uy'] });
  });

  it('leaves out the home country when every active location is abroad', async () => {
    const result = await countriesOf('ar', [{ countryCode: 'uy' }, { countryCode: 'ar', active: false }]);
    expect(result._unsafeUnwrap().countries).toEqual(['uy']);
  });

  it('answers the home country for a company without active locations, so the list is never empty', async () => {
    expect((await countriesOf('cl', []))._unsafeUnwrap().countries).toEqual(['cl']);
  });

  it('does not find a web address no company has', async () => {
    const companyDirectory = inMemoryCompanyDirectory({});
    const result = await checkWebAddressCountries({ companyDirectory })({ webAddress: 'nadie' });
    expect(result._unsafeUnwrapErr()._tag).toBe('CompanyNotFound');
  });
});
