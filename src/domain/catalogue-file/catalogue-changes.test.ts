import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LocalDate } from '../calendar/local-date';
import type { Catalogue } from './catalogue';
import { anyValidCatalogueInput } from './catalogue.arbitraries';
import { canonicalCatalogue, CATALOGUE_SECTIONS, planCatalogue, sameData } from './catalogue-changes';
import { strandedBookings, whyStranded, type FutureBooking } from './orphaned-bookings';
import { validateCatalogue } from './validate-catalogue';

// The plan of a catalogue file (docs/adr/0077): what applying it over the catalogue as it stands
// would change, and which future bookings the change would strand.

const anyCatalogue: fc.Arbitrary<Catalogue> = anyValidCatalogueInput.map((input) =>
  validateCatalogue(input)._unsafeUnwrap(),
);

describe('the plan of a catalogue', () => {
  it('is empty when the file says what stands', () => {
    fc.assert(
      fc.property(anyCatalogue, (catalogue) => {
        expect(planCatalogue(catalogue, catalogue)).toEqual([]);
        expect(planCatalogue(canonicalCatalogue(catalogue), catalogue)).toEqual([]);
      }),
    );
  });

  it('creates the company and every entity of a new one', () => {
    fc.assert(
      fc.property(anyCatalogue, (catalogue) => {
        const plan = planCatalogue(null, catalogue);
        expect(plan[0]).toEqual({ kind: 'createCompany', company: catalogue.company.slug });
        const entities = CATALOGUE_SECTIONS.reduce((total, section) => total + catalogue[section].length, 0);
        expect(plan.filter((change) => change.kind === 'create')).toHaveLength(entities);
      }),
    );
  });

  it('is the same whatever order the lists that carry no order come in', () => {
    fc.assert(
      fc.property(anyCatalogue, (catalogue) => {
        const shuffled: Catalogue = {
          ...catalogue,
          locations: catalogue.locations.map((location) => ({
            ...location,
            closed_days: [...location.closed_days].reverse(),
          })),
          services: catalogue.services.map((service) => ({
            ...service,
            offered_at: [...service.offered_at].reverse(),
          })),
          professionals: catalogue.professionals.map((professional) => ({
            ...professional,
            services: [...professional.services].reverse(),
            works_at: [...professional.works_at].reverse(),
          })),
          gift_card_products: catalogue.gift_card_products.map((product) => ({
            ...product,
            honoured_at: [...product.honoured_at].reverse(),
          })),
        };
        expect(planCatalogue(catalogue, shuffled)).toEqual([]);
        expect(sameData(canonicalCatalogue(shuffled), canonicalCatalogue(catalogue))).toBe(true);
      }),
    );
  });

  it('names a moved price as one field of one service, from and to', () => {
    fc.assert(
      fc.property(anyCatalogue, fc.nat(), (catalogue, pick) => {
        const at = pick % catalogue.services.length;
        const service = catalogue.services[at];
        if (service === undefined) return;
        const price = (service.price ?? 0) + 1000;
        const next = { ...catalogue, services: catalogue.services.with(at, { ...service, price }) };
        expect(planCatalogue(catalogue, next)).toEqual([
          {
            kind: 'update',
            section: 'services',
            key: service.slug,
            fields: [{ field: 'price', from: service.price, to: price }],
          },
        ]);
      }),
    );
  });

  it('retires what the file no longer has, and creates what it adds', () => {
    fc.assert(
      fc.property(anyCatalogue, (catalogue) => {
        const dropped = catalogue.professionals.at(-1);
        if (dropped === undefined) return;
        const next: Catalogue = {
          ...catalogue,
          professionals: [...catalogue.professionals.slice(0, -1), { ...dropped, slug: 'newcomer', name: 'Newcomer' }],
        };
        const plan = planCatalogue(catalogue, next);
        expect(plan).toContainEqual({ kind: 'create', section: 'professionals', key: 'newcomer' });
        expect(plan).toContainEqual({ kind: 'retire', section: 'professionals', key: dropped.slug });
        expect(plan).toHaveLength(2);
      }),
    );
  });

  it("names a gift card's changed validity as one field of one product, and retires one the file drops (issue 31)", () => {
    fc.assert(
      fc.property(anyCatalogue, fc.nat(), (catalogue, pick) => {
        const products = catalogue.gift_card_products;
        const at = pick % Math.max(1, products.length);
        const product = products[at];
        fc.pre(product !== undefined);
        const validity_months = (product.validity_months % 120) + 1;
        const changed = { ...catalogue, gift_card_products: products.with(at, { ...product, validity_months }) };
        expect(planCatalogue(catalogue, changed)).toEqual([
          {
            kind: 'update',
            section: 'gift_card_products',
            key: product.slug,
            fields: [{ field: 'validity_months', from: product.validity_months, to: validity_months }],
          },
        ]);
        const dropped = { ...catalogue, gift_card_products: products.filter((each) => each !== product) };
        expect(planCatalogue(catalogue, dropped)).toEqual([
          { kind: 'retire', section: 'gift_card_products', key: product.slug },
        ]);
      }),
    );
  });

  it('names the company’s changed settings', () => {
    fc.assert(
      fc.property(anyCatalogue, (catalogue) => {
        const next = { ...catalogue, company: { ...catalogue.company, name: 'Renamed' } };
        expect(planCatalogue(catalogue, next)).toEqual([
          {
            kind: 'updateCompany',
            company: catalogue.company.slug,
            fields: [{ field: 'name', from: catalogue.company.name, to: 'Renamed' }],
          },
        ]);
      }),
    );
  });
});

describe('the bookings a change would strand', () => {
  /** A booking at the first hour the first professional works in the coming weeks, or none. */
  function bookingIn(catalogue: Catalogue): FutureBooking | undefined {
    for (const professional of catalogue.professionals) {
      for (const workplace of professional.works_at) {
        const service = catalogue.services.find(
          (each) =>
            professional.services.includes(each.slug) &&
            each.offered_at.includes(workplace.location) &&
            each.class === null,
        );
        if (service === undefined) continue;
        for (let day = 1; day <= 28; day += 1) {
          const date = new Date(Date.UTC(2030, 0, day)).toISOString().slice(0, 10) as LocalDate;
          const candidate = (interval: readonly [string, string]): FutureBooking => ({
            id: 1,
            location: workplace.location,
            service: service.slug,
            professional: professional.slug,
            date,
            startsAt: interval[0] as FutureBooking['startsAt'],
            endsAt: interval[1] as FutureBooking['endsAt'],
            isClass: false,
          });
          for (const intervals of Object.values(workplace.hours)) {
            for (const interval of intervals) {
              const booking = candidate(interval);
              if (whyStranded(catalogue, booking) === null) return booking;
            }
          }
        }
      }
    }
    return undefined;
  }

  it('are found in most generated catalogues (so the properties below say something)', () => {
    const found = fc.sample(anyCatalogue, 100).filter((catalogue) => bookingIn(catalogue) !== undefined);
    expect(found.length).toBeGreaterThan(50);
  });

  it('are none when nothing changes', () => {
    fc.assert(
      fc.property(anyCatalogue, (catalogue) => {
        const booking = bookingIn(catalogue);
        if (booking === undefined) return;
        expect(strandedBookings(catalogue, catalogue, [booking])).toEqual([]);
      }),
    );
  });

  it('hold a booking whose professional the file retires, or whose day becomes a closed day', () => {
    fc.assert(
      fc.property(anyCatalogue, (catalogue) => {
        const booking = bookingIn(catalogue);
        if (booking === undefined) return;
        const withoutProfessional = {
          ...catalogue,
          professionals: catalogue.professionals.filter((each) => each.slug !== booking.professional),
        };
        expect(strandedBookings(catalogue, withoutProfessional, [booking])).toEqual([
          { booking, reason: 'professionalRetired' },
        ]);
        const closed = {
          ...catalogue,
          locations: catalogue.locations.map((location) =>
            location.slug === booking.location
              ? { ...location, closed_days: [...location.closed_days, booking.date] }
              : location,
          ),
        };
        expect(strandedBookings(catalogue, closed, [booking])).toEqual([{ booking, reason: 'locationClosed' }]);
      }),
    );
  });

  it('leave out a booking the catalogue as it stands could not hold already', () => {
    fc.assert(
      fc.property(anyCatalogue, (catalogue) => {
        const booking = bookingIn(catalogue);
        if (booking === undefined) return;
        const elsewhere = { ...booking, location: 'nowhere' };
        expect(strandedBookings(catalogue, { ...catalogue, professionals: [] }, [elsewhere])).toEqual([]);
      }),
    );
  });
});
