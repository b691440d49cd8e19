import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
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

describe('a vehicle preselected by its plate (issue 33; docs/adr/0120)', () => {
  it('reads the plate as the register keys it', () => {
    expect(preselectionFrom(query('services_id=32&plate=kl-pr%2034')).plate).toBe('KLPR34');
  });

  it('leaves out a plate no register could hold, and an address without one', () => {
    expect(preselectionFrom(query('services_id=32&plate=KL%2FPR')).plate).toBeNull();
    expect(preselectionFrom(query('services_id=32&plate=')).plate).toBeNull();
    expect(preselectionFrom(query(`services_id=32&plate=${'A'.repeat(21)}`)).plate).toBeNull();
    expect(preselectionFrom(query('services_id=32')).plate).toBeNull();
  });

  it('opens the booking at once for a plate with a service preselected, whatever the traffic', () => {
    expect(preselectionFrom(query('services_id=32&plate=KLPR34')).opensBookingAtOnce).toBe(true);
    expect(preselectionFrom(query('services_id=32&plate=KLPR34&creative_source=mail')).opensBookingAtOnce).toBe(true);
    expect(preselectionFrom(query('plate=KLPR34')).opensBookingAtOnce).toBe(false);
    expect(preselectionFrom(query('services_id=32&plate=KL%2FPR')).opensBookingAtOnce).toBe(false);
  });

  it('reads any plate a register could hold back as it was written, whatever separators were typed', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Z0-9]{1,8}$/), fc.constantFrom('', ' ', '-', '.', '·'), (plate, separator) => {
        const typed = `${plate.slice(0, 2)}${separator}${plate.slice(2)}`.toLowerCase();
        expect(preselectionFrom(query(`plate=${encodeURIComponent(typed)}`)).plate).toBe(plate);
      }),
    );
  });
});
