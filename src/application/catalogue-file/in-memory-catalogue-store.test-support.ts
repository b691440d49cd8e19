import type { Instant } from '#domain/calendar/instant';
import type { Catalogue } from '#domain/catalogue-file/catalogue';
import {
  canonicalCatalogue,
  CATALOGUE_SECTIONS,
  type CatalogueSection,
} from '#domain/catalogue-file/catalogue-changes';
import type { FutureBooking } from '#domain/catalogue-file/orphaned-bookings';
import type { CatalogueStore, CatalogueUnitOfWork } from '../ports/server/catalogue-store';

/**
 * A booking the test sets: when it names its company and its start, futureBookings answers it only
 * for that company from that instant on (otherwise for any, always).
 */
export type BookingInStore = FutureBooking & { readonly company?: string; readonly start?: Instant };

/**
 * A CatalogueStore in memory, with its writes undone when a transaction throws; bookings are set
 * by the test. Kept to the SQL adapter's contract (catalogue-store-contract.test-support.ts, ADR
 * 0097).
 */
export function inMemoryCatalogueStore(bookings: BookingInStore[] = []) {
  let companies = new Map<string, Catalogue>();
  /** Every promotion token each company's catalogues named, retired ones included: a token names one promotion for good. */
  let tokens = new Map<string, ReadonlySet<string>>();
  /** What was retired, by company and section: kept, never deleted. */
  let retired = new Map<string, Map<CatalogueSection, Set<string>>>();
  const cancelled: number[] = [];
  /** Each company whose bookings a transaction held, and what it asked next. */
  const calls: string[] = [];
  let writes = 0;

  const store: CatalogueStore = {
    async transaction(work) {
      const saved = {
        companies: new Map(companies),
        tokens: new Map(tokens),
        retired: structuredClone(retired),
        writes,
      };
      const unit: CatalogueUnitOfWork = {
        holdBookings: (company) => {
          calls.push(`holdBookings ${company}`);
          return Promise.resolve();
        },
        current: (company) => {
          calls.push(`current ${company}`);
          return Promise.resolve(companies.get(company) ?? null);
        },
        promotionTokensHeldElsewhere: (company, asked) =>
          Promise.resolve(
            new Set(
              [...tokens.entries()]
                .filter(([holder]) => holder !== company)
                .flatMap(([, held]) => [...held])
                .filter((token) => asked.includes(token)),
            ),
          ),
        futureBookings: (company, from) => {
          calls.push('futureBookings');
          return Promise.resolve(
            bookings
              .filter(
                (booking) =>
                  !cancelled.includes(booking.id) &&
                  (booking.company === undefined || booking.company === company) &&
                  (booking.start === undefined || booking.start >= from),
              )
              .map(({ company: _company, start: _start, ...booking }) => booking),
          );
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
          tokens.set(
            next.company.slug,
            new Set([...(tokens.get(next.company.slug) ?? []), ...next.promotions.map((promotion) => promotion.token)]),
          );
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
        tokens = saved.tokens;
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
