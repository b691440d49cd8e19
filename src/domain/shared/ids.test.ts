import { describe, expect, it } from 'vitest';
import { BookingId, isBookingId } from '../booking/booking-id';
import { ClientId, isClientId } from '../client/client-id';
import { CompanyId, LocationId, isCompanyId, isLocationId } from '../storefront/company';
import { decodeWith } from './decode';

const brands = [
  { name: 'CompanyId', schema: CompanyId, is: isCompanyId },
  { name: 'LocationId', schema: LocationId, is: isLocationId },
  { name: 'BookingId', schema: BookingId, is: isBookingId },
  { name: 'ClientId', schema: ClientId, is: isClientId },
] as const;

describe.each(brands)('$name', ({ schema, is }) => {
  it('accepts a positive integer, unchanged', () => {
    expect(decodeWith(schema)(42)._unsafeUnwrap()).toBe(42);
    expect(is(1)).toBe(true);
  });

  it.each([0, -3, 1.5, Number.NaN, '7', null])('refuses %s', (value) => {
    expect(decodeWith(schema)(value).isErr()).toBe(true);
    expect(is(value)).toBe(false);
  });
});
