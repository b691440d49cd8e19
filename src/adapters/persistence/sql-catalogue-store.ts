import type { CatalogueStore, CatalogueUnitOfWork } from '#application/ports/server/catalogue-store';
import { cancelStranded, futureBookings, promotionTokensHeldElsewhere } from './sql-catalogue-bookings';
import { readCatalogue } from './sql-catalogue-read';
import { holdCatalogue } from './sql-catalogue-turns';
import { writeCatalogue } from './sql-catalogue-write';
import type { SqlDatabase } from './sql-database';

// Companies' catalogues as documents (issue 21; docs/adr/0077): the CatalogueStore port over the
// tables the storefront reads. Reading (sql-catalogue-read*.ts) assembles the document from the
// rows a company has (not retired), keyed by slugs; writing (sql-catalogue-write*.ts) upserts each
// entity by its slug, retires what the plan retires, and rewrites the company's links (who works
// where and when, what is offered where, a bundle's members, a class's times…) from the document,
// all in the caller's one transaction, after the company's catalogue turn (sql-catalogue-turns.ts).
// Rows made before catalogue files have no slug: they are read as `location-<id>` and so on, and a
// file that names them so adopts them.

/** The CatalogueStore port over the database (or over a transaction already open, as the demo's seeding runs it). */
export function sqlCatalogueStore(database: Pick<SqlDatabase, 'transaction'>): CatalogueStore {
  return {
    transaction: (work) =>
      database.transaction((transaction) => {
        const unit: CatalogueUnitOfWork = {
          holdBookings: (company) => holdCatalogue(transaction, company),
          current: (company) => readCatalogue(transaction, company, true),
          promotionTokensHeldElsewhere: (company, tokens) => promotionTokensHeldElsewhere(transaction, company, tokens),
          futureBookings: (company, from) => futureBookings(transaction, company, from),
          write: (next, plan) => writeCatalogue(transaction, next, plan),
          cancel: (bookings, at) => cancelStranded(transaction, bookings, at),
        };
        return work(unit);
      }),
  };
}
