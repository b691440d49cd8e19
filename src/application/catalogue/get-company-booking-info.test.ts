import { describe, expect, it } from 'vitest';
import { getCompanyBookingInfo } from './get-company-booking-info';
import { inMemoryCompanyDirectory, someBookingSettings } from './in-memory-directories.test-support';

const companyDirectory = inMemoryCompanyDirectory({
  bookingSettings: {
    'clinica-sonrisa': someBookingSettings({ clientExclusive: true, clientExclusiveBy: 0, showProviders: 1 }),
    'salon-aurora': someBookingSettings({ clientExclusive: false, clientExclusiveBy: 2 }),
  },
});
const bookingInfo = getCompanyBookingInfo({ companyDirectory });

describe('getting a company booking info (booking-wizard §3 companyBookingInfo, storefront §7 GET /companies/booking_info)', () => {
  it('answers how the clients of a client-exclusive company identify themselves', async () => {
    const settings = (await bookingInfo({ webAddress: 'clinica-sonrisa' }))._unsafeUnwrap();
    expect(settings).toMatchObject({ clientExclusive: true, clientExclusiveBy: 0, showProviders: 1 });
  });

  it('answers no identification for a company that is not client-exclusive, whatever was once recorded', async () => {
    const settings = (await bookingInfo({ webAddress: 'salon-aurora' }))._unsafeUnwrap();
    expect(settings.clientExclusiveBy).toBeNull();
  });

  it('does not find a web address no company has', async () => {
    expect((await bookingInfo({ webAddress: 'nadie' }))._unsafeUnwrapErr()._tag).toBe('CompanyNotFound');
  });
});
