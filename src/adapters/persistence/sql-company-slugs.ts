import { Schema } from 'effect';
import type { CompanySlugs } from '#application/ports/server/company-slugs';
import { CompanyId } from '#domain/storefront/company';
import type { SqlExecutor } from './sql-database';
import { isStorableText, rowDecoder } from './stored-rows';

// Companies by their slug (docs/adr/0078): a company's slug is its storefront web address (ADR 0070,
// 0077), unique among companies.

const companyRows = rowDecoder(
  Schema.Struct({
    id: CompanyId,
    slug: Schema.String,
    name: Schema.String,
    currency_unit: Schema.String,
    currency_delimiter: Schema.String,
    currency_separator: Schema.String,
  }),
  'a company by its slug',
);

export function sqlCompanySlugs(database: SqlExecutor): CompanySlugs {
  return {
    async companyBySlug(slug) {
      if (!isStorableText(slug)) return undefined;
      const [row] = companyRows(
        await database.query(
          `SELECT id, web_address AS slug, name, currency_unit, currency_delimiter, currency_separator
             FROM companies WHERE web_address = $1`,
          [slug],
        ),
      );
      if (row === undefined) return undefined;
      const { id, name } = row;
      const currency = {
        unit: row.currency_unit,
        delimiter: row.currency_delimiter,
        separator: row.currency_separator,
      };
      return { id, slug: row.slug, name, currency };
    },
  };
}
