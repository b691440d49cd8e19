import { Schema } from 'effect';
import type { GiftCardProducts } from '#application/ports/server/gift-card-products';
import type { ServiceId } from '#domain/catalog/service';
import {
  giftCardProduct,
  type GiftCardProduct,
  type GiftCardProductId,
  type GiftCardWorth,
} from '#domain/gift-card/gift-card-product';
import type { LocationId } from '#domain/storefront/company';
import { GIFT_CARD_AMOUNTS, GIFT_CARD_PRODUCT_FIELDS } from './sql-catalogue-gift-card-products';
import type { SqlExecutor } from './sql-database';
import { rowDecoder } from './stored-rows';

// The gift card products a location's page sells (issue 31; migration 0028, docs/adr/0105): those
// of its company, not retired, whose cards it honours, each with every location that honours it
// (active ones, in the company's order) and, for a card worth a service, the service's name and price.

const honouredProductRows = rowDecoder(
  Schema.Struct({
    ...GIFT_CARD_PRODUCT_FIELDS,
    service_name: Schema.NullOr(Schema.String),
    service_price: Schema.NullOr(Schema.Number),
    honoured_at: Schema.Array(Schema.Int),
  }),
  'a gift card product a location honours',
);
type HonouredProductRow = ReturnType<typeof honouredProductRows>[number];

function worthOf(row: HonouredProductRow): GiftCardWorth {
  if (row.service_id !== null) {
    return {
      _tag: 'ServiceWorth',
      serviceId: row.service_id as ServiceId,
      serviceName: row.service_name ?? '',
      // A product's service has a price (the catalogue file's rule); 0 would be refused below.
      price: row.service_price ?? 0,
    };
  }
  return {
    _tag: 'ChosenAmount',
    fixed: row.fixed_amounts,
    free:
      row.free_minimum === null || row.free_maximum === null
        ? null
        : { minimum: row.free_minimum, maximum: row.free_maximum },
  };
}

function productOf(row: HonouredProductRow): GiftCardProduct {
  const product = giftCardProduct({
    id: row.id as GiftCardProductId,
    key: row.key,
    name: row.name,
    worth: worthOf(row),
    validityMonths: row.validity_months,
    honouredAt: row.honoured_at as readonly LocationId[],
    terms: row.terms,
  });
  if (product.isErr()) {
    throw new Error(`The database holds gift card product ${String(row.id)}, which breaks ${product.error.code}`);
  }
  return product.value;
}

/** The GiftCardProducts port over the database. */
export function sqlGiftCardProducts(executor: SqlExecutor): GiftCardProducts {
  return {
    async honouredAt(location) {
      const rows = honouredProductRows(
        await executor.query(
          `SELECT g.id, g.slug AS key, g.name, ${GIFT_CARD_AMOUNTS}, g.service_id, s.name AS service_name,
                  s.price::float8 AS service_price, g.validity_months, g.terms,
                  COALESCE((SELECT to_jsonb(array_agg(l.id ORDER BY l.position, l.id))
                              FROM gift_card_product_locations every JOIN locations l ON l.id = every.location_id
                             WHERE every.gift_card_product_id = g.id AND l.is_active AND l.retired_at IS NULL),
                           '[]'::jsonb) AS honoured_at
             FROM gift_card_products g
             JOIN gift_card_product_locations here ON here.gift_card_product_id = g.id AND here.location_id = $1
             LEFT JOIN services s ON s.id = g.service_id
            WHERE g.retired_at IS NULL
            ORDER BY g.position, g.id`,
          [location],
        ),
      );
      return rows.map(productOf);
    },
  };
}
