import { describe, expect, it } from 'vitest';
import { preselectionFrom } from './preselection';

const query = (search: string) => {
  const parameters = new URLSearchParams(search);
  return (name: string) => parameters.get(name);
};

describe('preselection from the address (booking-wizard §4, storefront §4)', () => {
  it('reads services_id then bundle_services_id, leaving out what is not an id', () => {
    expect(preselectionFrom(query('services_id=1, 13,x,0&bundle_services_id=20')).serviceIds).toEqual([1, 13, 20]);
  });

  it('opens the booking at once for marketplace traffic with something preselected, and only then', () => {
    expect(preselectionFrom(query('services_id=1&creative_source=marketplace')).opensBookingAtOnce).toBe(true);
    expect(preselectionFrom(query('services_id=1&creative_source=instagram')).opensBookingAtOnce).toBe(false);
    expect(preselectionFrom(query('creative_source=marketplace')).opensBookingAtOnce).toBe(false);
    // A reserve token makes the source google_appointments, not the marketplace.
    expect(preselectionFrom(query('services_id=1&creative_source=marketplace&rwg_token=abc')).opensBookingAtOnce).toBe(
      false,
    );
  });
});
