import { Schema } from 'effect';
import type { CompanySlugs } from '#application/ports/server/company-slugs';
import { CompanyId } from '#domain/storefront/company';
import type { SqlExecutor } from './sql-database';
import { isStorableText, rowDecoder } from './stored-rows';

// Companies by their slug (docs/adr/0078): a company's slug is its storefront web address (ADR 0070,
// 0077), unique among companies.

const companyRows = rowDecoder(
  Schema.Struct({ id: CompanyId, slug: Schema.String, name: Schema.String }),
  'a company by its slug',
);

export function sqlCompanySlugs(database: SqlExecutor): CompanySlugs {
  return {
    async companyBySlug(slug) {
      if (!isStorableText(slug)) return undefined;
      const [row] = companyRows(
        await database.query('SELECT id, web_address AS slug, name FROM companies WHERE web_address = $1', [slug]),
      );
      return row;
    },
  };
}
