import { Schema } from 'effect';
import type { Catalogue, GiftCardProductEntry } from '#domain/catalogue-file/catalogue';
import { groupBy, known, pairRows, type CatalogueKeys } from './sql-catalogue-rows';
import { upsert, type Links } from './sql-catalogue-write-rows';
import type { CatalogueIds } from './sql-catalogue-write-entities';
import type { SqlExecutor } from './sql-database';
import { rowDecoder } from './stored-rows';

// A company's gift card products in its catalogue (issue 31; migration 0028, docs/adr/0105): read
// into the document and written from it as services are (docs/adr/0077) — upserted by slug in the
// file's order, retired when the file drops them, the locations that honour each rewritten.

/** A product's own columns, as the catalogue and the public read both decode them (with GIFT_CARD_AMOUNTS). */
export const GIFT_CARD_PRODUCT_FIELDS = {
  id: Schema.Int,
  key: Schema.String,
  name: Schema.String,
  fixed_amounts: Schema.Array(Schema.Number),
  free_minimum: Schema.NullOr(Schema.Number),
  free_maximum: Schema.NullOr(Schema.Number),
  service_id: Schema.NullOr(Schema.Int),
  validity_months: Schema.Int,
  terms: Schema.String,
};

const giftCardProductRows = rowDecoder(Schema.Struct(GIFT_CARD_PRODUCT_FIELDS), "a catalogue's gift card product");

/** The amounts columns as the catalogue and the public read both select them. */
export const GIFT_CARD_AMOUNTS = `to_jsonb(g.fixed_amounts::float8[]) AS fixed_amounts,
  g.free_amount_minimum::float8 AS free_minimum, g.free_amount_maximum::float8 AS free_maximum`;

/** The company's gift card products that are not retired, in its order, with the locations that honour each. */
export async function readGiftCardProducts(executor: SqlExecutor, companyId: number) {
  const rows = giftCardProductRows(
    await executor.query(
      `SELECT g.id, g.slug AS key, g.name, ${GIFT_CARD_AMOUNTS}, g.service_id, g.validity_months, g.terms
         FROM gift_card_products g WHERE g.company_id = $1 AND g.retired_at IS NULL ORDER BY g.position, g.id`,
      [companyId],
    ),
  );
  const honoured = groupBy(
    pairRows(
      await executor.query(
        `SELECT h.gift_card_product_id AS owner, h.location_id AS other
           FROM gift_card_product_locations h JOIN gift_card_products g ON g.id = h.gift_card_product_id
          WHERE g.company_id = $1`,
        [companyId],
      ),
    ),
    (link) => link.owner,
  );
  return { rows, honoured };
}

type GiftCardProductRows = Awaited<ReturnType<typeof readGiftCardProducts>>;

export function giftCardProductEntries(
  { rows, honoured }: GiftCardProductRows,
  keys: CatalogueKeys,
): GiftCardProductEntry[] {
  return rows.map((product) => ({
    slug: product.key,
    name: product.name,
    fixed_amounts: product.fixed_amounts,
    free_amount:
      product.free_minimum === null || product.free_maximum === null
        ? null
        : { minimum: product.free_minimum, maximum: product.free_maximum },
    service: product.service_id === null ? null : (known(keys.service, product.service_id)[0] ?? null),
    validity_months: product.validity_months,
    honoured_at: (honoured.get(product.id) ?? []).flatMap((link) => known(keys.location, link.other)),
    terms: product.terms,
  }));
}

/** The company's gift card products and the locations that honour each. */
export async function writeGiftCardProducts(
  executor: SqlExecutor,
  companyId: number,
  products: Catalogue['gift_card_products'],
  { links, ids }: { readonly links: Links; readonly ids: CatalogueIds },
): Promise<void> {
  for (const [position, product] of products.entries()) {
    const id = await upsert(executor, 'gift_card_products', ['company_id', 'slug'], {
      company_id: companyId,
      slug: product.slug,
      name: product.name,
      fixed_amounts: product.fixed_amounts,
      free_amount_minimum: product.free_amount?.minimum ?? null,
      free_amount_maximum: product.free_amount?.maximum ?? null,
      service_id: product.service === null ? null : ids.service(product.service),
      validity_months: product.validity_months,
      terms: product.terms,
      position,
      retired_at: null,
    });
    for (const location of new Set(product.honoured_at)) {
      links.add('gift_card_product_locations', 'gift_card_product_id integer, location_id integer', [
        id,
        ids.location(location),
      ]);
    }
  }
}
