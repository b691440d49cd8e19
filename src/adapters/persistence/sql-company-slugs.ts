import { Schema } from 'effect';
import type { CompanySlugs } from '#application/ports/company-slugs';
import { CompanyId } from '#domain/storefront/company';
import type { SqlExecutor } from './sql-database';
import { isStorableText, rowDecoder } from './stored-rows';

// Companies by their slug (migration 0023; docs/adr/0078). A company written without a slug (the
// demo's seed, rows older than the column) is named by its storefront web address, which ADR 0070
// makes its slug; a company's own slug wins over another's web address.

const companyRows = rowDecoder(
  Schema.Struct({ id: CompanyId, slug: Schema.String, name: Schema.String }),
  'a company by its slug',
);

export function sqlCompanySlugs(database: SqlExecutor): CompanySlugs {
  return {
    async companyBySlug(slug) {
      if (!isStorableText(slug)) return undefined;
      const [row] = companyRows(
        await database.query(
          `SELECT id, COALESCE(slug, web_address) AS slug, name FROM companies
            WHERE slug = $1 OR (slug IS NULL AND web_address = $1)
            ORDER BY slug IS NULL LIMIT 1`,
          [slug],
        ),
      );
      return row;
    },
  };
}
