import type { Catalogue, GiftCardProductEntry, ServiceEntry } from './catalogue';
import type { CatalogueProblem, CataloguePath } from './catalogue-problem';
import { duplicateKeys, unknownReference } from './catalogue-rule-problems';

// The rules of a catalogue file's gift card products (issue 31; docs/adr/0105), each problem at
// its path in the file: unique keys; some way to pick what a card is worth — fixed amounts, a free
// amount, or a service, never a service and amounts; a free amount's minimum at most its maximum;
// no fixed amount twice; a service and locations the file has; a service with a price, offered
// wherever the card is honoured. Amounts are positive and validity at least a month by the schema.

/** The file's locations and services by key, as validate-catalogue.ts indexes them. */
interface CatalogueIndex {
  readonly locations: ReadonlyMap<string, unknown>;
  readonly services: ReadonlyMap<string, ServiceEntry>;
}

/** Every rule the file's gift card products break, in the file's order. */
export function giftCardProductProblems(catalogue: Catalogue, index: CatalogueIndex): CatalogueProblem[] {
  return [
    ...duplicateKeys(
      'giftCardProduct',
      catalogue.gift_card_products,
      (product) => product.slug,
      ['gift_card_products'],
      'slug',
    ),
    ...catalogue.gift_card_products.flatMap((product, position) =>
      productProblems(product, ['gift_card_products', position], index),
    ),
  ];
}

function productProblems(product: GiftCardProductEntry, base: CataloguePath, index: CatalogueIndex) {
  const problems: CatalogueProblem[] = [...worthProblems(product, base, index)];
  product.honoured_at.forEach((location, at) => {
    if (!index.locations.has(location)) {
      problems.push(unknownReference([...base, 'honoured_at', at], 'location', location));
      return;
    }
    const service = product.service === null ? undefined : index.services.get(product.service);
    if (service !== undefined && !service.offered_at.includes(location)) {
      problems.push({
        _tag: 'GiftCardServiceNotOffered',
        code: 'CATALOGUE.GIFT_CARD_SERVICE_NOT_OFFERED',
        path: [...base, 'honoured_at', at],
        service: service.slug,
        location,
      });
    }
  });
  problems.push(
    ...duplicateKeys('location', product.honoured_at, (location) => location, [...base, 'honoured_at'], null),
  );
  return problems;
}

function worthProblems(product: GiftCardProductEntry, base: CataloguePath, index: CatalogueIndex) {
  const problems: CatalogueProblem[] = [];
  const amounts = product.fixed_amounts.length > 0 || product.free_amount !== null;
  if (product.service === null && !amounts) {
    problems.push({
      _tag: 'GiftCardWithoutAmount',
      code: 'CATALOGUE.GIFT_CARD_WITHOUT_AMOUNT',
      path: base,
      product: product.slug,
    });
  }
  if (product.service !== null) {
    const service = index.services.get(product.service);
    const path = [...base, 'service'];
    if (amounts) {
      problems.push({
        _tag: 'GiftCardWorthMixed',
        code: 'CATALOGUE.GIFT_CARD_WORTH_MIXED',
        path,
        product: product.slug,
      });
    }
    if (service === undefined) problems.push(unknownReference(path, 'service', product.service));
    else if (service.price === null || service.price <= 0) {
      problems.push({
        _tag: 'GiftCardServiceWithoutPrice',
        code: 'CATALOGUE.GIFT_CARD_SERVICE_WITHOUT_PRICE',
        path,
        service: service.slug,
      });
    }
  }
  const free = product.free_amount;
  if (free !== null && free.minimum > free.maximum) {
    problems.push({
      _tag: 'FreeAmountReversed',
      code: 'CATALOGUE.FREE_AMOUNT_REVERSED',
      path: [...base, 'free_amount', 'maximum'],
      minimum: free.minimum,
      maximum: free.maximum,
    });
  }
  product.fixed_amounts.forEach((amount, at) => {
    if (product.fixed_amounts.indexOf(amount) < at) {
      problems.push({
        _tag: 'RepeatedAmount',
        code: 'CATALOGUE.REPEATED_AMOUNT',
        path: [...base, 'fixed_amounts', at],
        amount,
      });
    }
  });
  return problems;
}
