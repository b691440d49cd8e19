import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Instant } from '#domain/calendar/instant';
import type { LocalDate } from '#domain/calendar/local-date';
import type { Catalogue } from '#domain/catalogue-file/catalogue';
import { anyValidCatalogueInput } from '#domain/catalogue-file/catalogue.arbitraries';
import { canonicalCatalogue } from '#domain/catalogue-file/catalogue-changes';
import type { FutureBooking } from '#domain/catalogue-file/orphaned-bookings';
import { catalogueDocument, validateCatalogue } from '#domain/catalogue-file/validate-catalogue';
import { applyCatalogueFile, exportCatalogueFile, planCatalogueFile } from './catalogue-file-use-cases';
import { inMemoryCatalogueStore } from './in-memory-catalogue-store.test-support';
import { companyId } from '#domain/shared/ids.test-support';
import type { Company } from '../ports/server/company-directory';

// The catalogue file's use cases (docs/adr/0077) over a store in memory; the SQL store answers the
// same properties in sql-catalogue-store.test.ts.

const anyCatalogue: fc.Arbitrary<Catalogue> = anyValidCatalogueInput.map((input) =>
  validateCatalogue(input)._unsafeUnwrap(),
);
const clock = { now: () => Date.UTC(2026, 0, 1) as Instant };

const OPERATOR = 'operator-key';
const OTHER_COMPANY = 'other-company-key';

function useCases(bookings: FutureBooking[] = []) {
  const memory = inMemoryCatalogueStore(bookings);
  const ports = {
    catalogueStore: memory.store,
    clock,
    staffKeys: {
      verify: (presented: string) =>
        Promise.resolve(
          presented === OPERATOR
            ? { id: 1, label: 'operator', companyId: null }
            : presented === OTHER_COMPANY
              ? { id: 2, label: 'another company', companyId: companyId(99) }
              : undefined,
        ),
    },
    companyDirectory: {
      companyByWebAddress: async (slug: string) =>
        (await memory.store.transaction((unit) => unit.current(slug))) === null
          ? undefined
          : ({ id: companyId(1) } as Company),
    },
  };
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
        const first = (
          await apply({ apiKey: OPERATOR, company, document: catalogueDocument(catalogue), forceCancel: false })
        )._unsafeUnwrap();
        expect(first.changes[0]).toEqual({ kind: 'createCompany', company });
        const exported = (await exportFile({ apiKey: OPERATOR, company }))._unsafeUnwrap();
        expect(validateCatalogue(exported)._unsafeUnwrap()).toEqual(canonicalCatalogue(catalogue));
        expect(
          (await plan({ apiKey: OPERATOR, company, document: catalogueDocument(catalogue) }))._unsafeUnwrap().changes,
        ).toEqual([]);
        expect(
          (
            await apply({ apiKey: OPERATOR, company, document: catalogueDocument(catalogue), forceCancel: false })
          )._unsafeUnwrap().changes,
        ).toEqual([]);
        expect(memory.writes()).toBe(1);
      }),
      { numRuns: 50 },
    );
  });

  it('plans without writing', async () => {
    const catalogue = fc.sample(anyCatalogue, 1)[0] as Catalogue;
    const { plan, exportFile, memory } = useCases();
    const company = catalogue.company.slug;
    const view = (await plan({ apiKey: OPERATOR, company, document: catalogueDocument(catalogue) }))._unsafeUnwrap();
    expect(view.creates).toBe(true);
    expect(memory.writes()).toBe(0);
    expect((await exportFile({ apiKey: OPERATOR, company }))._unsafeUnwrapErr()).toMatchObject({
      _tag: 'CompanyNotFound',
    });
  });

  it('holds the company’s bookings before reading what stands and its future bookings, when applying only (docs/adr/0085)', async () => {
    const catalogue = fc.sample(anyCatalogue, 1)[0] as Catalogue;
    const { plan, apply, memory } = useCases();
    const company = catalogue.company.slug;
    await apply({ apiKey: OPERATOR, company, document: catalogueDocument(catalogue), forceCancel: false });
    expect(memory.calls.slice(-2)).toEqual([`holdBookings ${company}`, `current ${company}`]);
    memory.calls.length = 0;
    await plan({ apiKey: OPERATOR, company, document: catalogueDocument(catalogue) });
    await apply({ apiKey: OPERATOR, company, document: catalogueDocument(catalogue), forceCancel: false });
    expect(memory.calls.filter((call) => call.startsWith('holdBookings'))).toEqual([`holdBookings ${company}`]);
  });

  it('refuses a file for another company than the address names', async () => {
    const catalogue = fc.sample(anyCatalogue, 1)[0] as Catalogue;
    const { apply } = useCases();
    const document = catalogueDocument(catalogue);
    const refusal = (
      await apply({ apiKey: OPERATOR, company: 'other', document, forceCancel: false })
    )._unsafeUnwrapErr();
    expect(refusal).toMatchObject({
      _tag: 'CatalogueCompanyMismatch',
      addressed: 'other',
      described: catalogue.company.slug,
    });
  });

  it('asks for a staff key, and lets only the operator’s create a company or a company’s key touch its own', async () => {
    const catalogue = fc.sample(anyCatalogue, 1)[0] as Catalogue;
    const { apply, exportFile } = useCases();
    const company = catalogue.company.slug;
    const document = catalogueDocument(catalogue);
    expect((await apply({ apiKey: null, company, document, forceCancel: false }))._unsafeUnwrapErr()._tag).toBe(
      'ApiKeyRequired',
    );
    expect((await apply({ apiKey: 'wrong', company, document, forceCancel: false }))._unsafeUnwrapErr()._tag).toBe(
      'InvalidApiKey',
    );
    expect(
      (await apply({ apiKey: OTHER_COMPANY, company, document, forceCancel: false }))._unsafeUnwrapErr()._tag,
    ).toBe('Forbidden');
    (await apply({ apiKey: OPERATOR, company, document, forceCancel: false }))._unsafeUnwrap();
    expect((await exportFile({ apiKey: OTHER_COMPANY, company }))._unsafeUnwrapErr()._tag).toBe('Forbidden');
  });

  it('refuses an invalid document with every problem and its path', async () => {
    const catalogue = fc.sample(anyCatalogue, 1)[0] as Catalogue;
    const { apply } = useCases();
    const document = catalogueDocument(catalogue);
    const broken = { ...document, services: (document.services ?? []).map((service) => ({ ...service, duration: 7 })) };
    const refusal = (
      await apply({ apiKey: OPERATOR, company: catalogue.company.slug, document: broken, forceCancel: false })
    )._unsafeUnwrapErr();
    expect(refusal._tag).toBe('CatalogueInvalid');
    if (refusal._tag === 'CatalogueInvalid') {
      expect(refusal.problems.map((problem) => problem.path.join('.'))).toContain('services.0.duration');
    }
  });

  it('refuses a promotion token another company holds, at its path, before writing anything', async () => {
    const catalogue = fc.sample(
      anyCatalogue.filter((each) => each.promotions.length > 0),
      1,
    )[0] as Catalogue;
    const { apply, plan, memory } = useCases();
    const document = catalogueDocument(catalogue);
    (await apply({ apiKey: OPERATOR, company: catalogue.company.slug, document, forceCancel: false }))._unsafeUnwrap();
    const writes = memory.writes();
    const thief = { ...document, company: { ...document.company, slug: 'another-company' } };
    for (const refusal of [
      (
        await apply({ apiKey: OPERATOR, company: 'another-company', document: thief, forceCancel: false })
      )._unsafeUnwrapErr(),
      (await plan({ apiKey: OPERATOR, company: 'another-company', document: thief }))._unsafeUnwrapErr(),
    ]) {
      expect(refusal).toMatchObject({
        _tag: 'CatalogueInvalid',
        problems: [
          { _tag: 'PromotionTokenTaken', path: ['promotions', 0, 'token'], token: catalogue.promotions[0]?.token },
        ],
      });
    }
    expect(memory.writes()).toBe(writes);
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
        await apply({ apiKey: OPERATOR, company, document: catalogueDocument(catalogue), forceCancel: false });
        // Another professional takes the first one's place (so every service keeps someone to perform it).
        const without = {
          ...catalogue,
          professionals: [{ ...professional, slug: 'newcomer' }, ...catalogue.professionals.slice(1)],
        };

        const refusal = (
          await apply({ apiKey: OPERATOR, company, document: catalogueDocument(without), forceCancel: false })
        )._unsafeUnwrapErr();
        expect(refusal).toMatchObject({
          _tag: 'CatalogueStrandsBookings',
          stranded: [{ booking, reason: 'professionalRetired' }],
        });
        expect(memory.writes()).toBe(1);
        expect(memory.cancelled).toEqual([]);

        const forced = (
          await apply({ apiKey: OPERATOR, company, document: catalogueDocument(without), forceCancel: true })
        )._unsafeUnwrap();
        expect(forced.cancelled).toEqual([{ booking, reason: 'professionalRetired' }]);
        expect(memory.cancelled).toEqual([7]);
        expect(memory.retired(company)['professionals']).toEqual([professional.slug]);
      }),
      { numRuns: 50 },
    );
  });
});
