import type { Catalogue } from '#domain/catalogue-file/catalogue';
import {
  canonicalCatalogue,
  CATALOGUE_SECTIONS,
  type CatalogueSection,
} from '#domain/catalogue-file/catalogue-changes';
import type { FutureBooking } from '#domain/catalogue-file/orphaned-bookings';
import type { CatalogueStore, CatalogueUnitOfWork } from '../ports/server/catalogue-store';

/** A CatalogueStore in memory, with its writes undone when a transaction throws; bookings are set by the test. */
export function inMemoryCatalogueStore(bookings: FutureBooking[] = []) {
  let companies = new Map<string, Catalogue>();
  /** What was retired, by company and section: kept, never deleted. */
  let retired = new Map<string, Map<CatalogueSection, Set<string>>>();
  const cancelled: number[] = [];
  /** Each company whose bookings a transaction held, and what it asked next. */
  const calls: string[] = [];
  let writes = 0;

  const store: CatalogueStore = {
    async transaction(work) {
      const saved = { companies: new Map(companies), retired: structuredClone(retired), writes };
      const unit: CatalogueUnitOfWork = {
        holdBookings: (company) => {
          calls.push(`holdBookings ${company}`);
          return Promise.resolve();
        },
        current: (company) => {
          calls.push(`current ${company}`);
          return Promise.resolve(companies.get(company) ?? null);
        },
        promotionTokensHeldElsewhere: (company, tokens) =>
          Promise.resolve(
            new Set(
              [...companies.values()]
                .filter((catalogue) => catalogue.company.slug !== company)
                .flatMap((catalogue) => catalogue.promotions.map((promotion) => promotion.token))
                .filter((token) => tokens.includes(token)),
            ),
          ),
        futureBookings: () => {
          calls.push('futureBookings');
          return Promise.resolve(bookings.filter((booking) => !cancelled.includes(booking.id)));
        },
        write: (next, plan) => {
          writes += 1;
          const byKind = retired.get(next.company.slug) ?? new Map<CatalogueSection, Set<string>>();
          for (const change of plan) {
            if (change.kind === 'retire')
              byKind.set(change.section, (byKind.get(change.section) ?? new Set()).add(change.key));
            if (change.kind === 'create') byKind.get(change.section)?.delete(change.key);
          }
          retired.set(next.company.slug, byKind);
          companies.set(next.company.slug, canonicalCatalogue(next));
          return Promise.resolve();
        },
        cancel: (stranded) => {
          cancelled.push(...stranded.map((booking) => booking.id));
          return Promise.resolve();
        },
      };
      try {
        return await work(unit);
      } catch (error) {
        companies = saved.companies;
        retired = saved.retired;
        writes = saved.writes;
        throw error;
      }
    },
  };
  return {
    store,
    cancelled,
    calls,
    writes: () => writes,
    retired: (company: string) =>
      Object.fromEntries(
        CATALOGUE_SECTIONS.map((section) => [section, [...(retired.get(company)?.get(section) ?? [])]]),
      ),
  };
}
