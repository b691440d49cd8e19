import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Instant } from '#domain/calendar/instant';
import type { LocalDate } from '#domain/calendar/local-date';
import type { Catalogue } from '#domain/catalogue-file/catalogue';
import { anyValidCatalogueInput } from '#domain/catalogue-file/catalogue.arbitraries';
import { canonicalCatalogue } from '#domain/catalogue-file/catalogue-changes';
import type { FutureBooking } from '#domain/catalogue-file/orphaned-bookings';
import { validateCatalogue } from '#domain/catalogue-file/validate-catalogue';
import { applyCatalogueFile, exportCatalogueFile, planCatalogueFile } from './catalogue-file-use-cases';
import { inMemoryCatalogueStore } from './in-memory-catalogue-store.test-support';

// The catalogue file's use cases (docs/adr/0077) over a store in memory; the SQL store answers the
// same properties in sql-catalogue-store.test.ts.

const anyCatalogue: fc.Arbitrary<Catalogue> = anyValidCatalogueInput.map((input) =>
  validateCatalogue(input)._unsafeUnwrap(),
);
const clock = { now: () => Date.UTC(2026, 0, 1) as Instant };

function useCases(bookings: FutureBooking[] = []) {
  const memory = inMemoryCatalogueStore(bookings);
  const ports = { catalogueStore: memory.store, clock };
  return {
    memory,
    plan: planCatalogueFile(ports),
    apply: applyCatalogueFile(ports),
    exportFile: exportCatalogueFile(ports),
  };
}

describe('the catalogue file’s use cases', () => {
  it('export after apply gives back the catalogue applied, and re-applying it changes nothing', async () => {
    await fc.assert(
      fc.asyncProperty(anyCatalogue, async (catalogue) => {
        const { apply, exportFile, plan, memory } = useCases();
        const company = catalogue.company.slug;
        const first = (await apply({ company, catalogue, forceCancel: false }))._unsafeUnwrap();
        expect(first.changes[0]).toEqual({ kind: 'createCompany', company });
        const exported = (await exportFile({ company }))._unsafeUnwrap();
        expect(validateCatalogue(exported)._unsafeUnwrap()).toEqual(canonicalCatalogue(catalogue));
        expect((await plan({ company, catalogue }))._unsafeUnwrap().changes).toEqual([]);
        expect((await apply({ company, catalogue, forceCancel: false }))._unsafeUnwrap().changes).toEqual([]);
        expect(memory.writes()).toBe(1);
      }),
      { numRuns: 50 },
    );
  });

  it('plans without writing', async () => {
    const catalogue = fc.sample(anyCatalogue, 1)[0] as Catalogue;
    const { plan, exportFile, memory } = useCases();
    const company = catalogue.company.slug;
    const view = (await plan({ company, catalogue }))._unsafeUnwrap();
    expect(view.creates).toBe(true);
    expect(memory.writes()).toBe(0);
    expect((await exportFile({ company }))._unsafeUnwrapErr()).toEqual({ _tag: 'UnknownCompany', company });
  });

  it('refuses a file for another company than the address names', async () => {
    const catalogue = fc.sample(anyCatalogue, 1)[0] as Catalogue;
    const { apply } = useCases();
    const refusal = (await apply({ company: 'other', catalogue, forceCancel: false }))._unsafeUnwrapErr();
    expect(refusal).toEqual({ _tag: 'CompanyMismatch', addressed: 'other', described: catalogue.company.slug });
  });

  it('retires a removed professional, and refuses while that strands a booking unless forced, then cancels it', async () => {
    await fc.assert(
      fc.asyncProperty(anyCatalogue, async (catalogue) => {
        const professional = catalogue.professionals[0];
        const workplace = professional?.works_at[0];
        const service = catalogue.services.find(
          (each) =>
            each.class === null &&
            professional?.services.includes(each.slug) === true &&
            each.offered_at.includes(workplace?.location ?? ''),
        );
        const monday = workplace?.hours.monday?.[0];
        if (professional === undefined || workplace === undefined || service === undefined || monday === undefined)
          return;
        const booking: FutureBooking = {
          id: 7,
          location: workplace.location,
          service: service.slug,
          professional: professional.slug,
          date: '2030-01-07' as LocalDate, // a Monday
          startsAt: monday[0],
          endsAt: monday[1],
          isClass: false,
        };
        if (workplace.days_off.includes(booking.date)) return;
        const { apply, memory } = useCases([booking]);
        const company = catalogue.company.slug;
        await apply({ company, catalogue, forceCancel: false });
        const without = { ...catalogue, professionals: catalogue.professionals.slice(1) };

        const refusal = (await apply({ company, catalogue: without, forceCancel: false }))._unsafeUnwrapErr();
        expect(refusal).toMatchObject({
          _tag: 'StrandsBookings',
          stranded: [{ booking, reason: 'professionalRetired' }],
        });
        expect(memory.writes()).toBe(1);
        expect(memory.cancelled).toEqual([]);

        const forced = (await apply({ company, catalogue: without, forceCancel: true }))._unsafeUnwrap();
        expect(forced.cancelled).toEqual([{ booking, reason: 'professionalRetired' }]);
        expect(memory.cancelled).toEqual([7]);
        expect(memory.retired(company)['professionals']).toEqual([professional.slug]);
      }),
      { numRuns: 50 },
    );
  });
});
