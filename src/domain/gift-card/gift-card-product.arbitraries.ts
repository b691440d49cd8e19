import fc from 'fast-check';
import type { ServiceId } from '../catalog/service.plain';
import type { LocationId } from '../storefront/company.plain';
import {
  MAX_VALIDITY_MONTHS,
  type GiftCardProduct,
  type GiftCardProductId,
  type GiftCardWorth,
} from './gift-card-product';

// Gift card products as companies sell them (issue 31), for the product's properties.

/** A positive amount of whole cents, as a company prices in CLP (whole pesos) or ARS (cents). */
export const anyGiftCardAmount: fc.Arbitrary<number> = fc
  .oneof(
    fc.integer({ min: 1, max: 500_000 }),
    fc.integer({ min: 1, max: 50_000_000 }).map((cents) => cents / 100),
  )
  .filter((amount) => amount > 0);

const anyFreeAmount = fc
  .tuple(anyGiftCardAmount, anyGiftCardAmount)
  .map(([one, other]) => ({ minimum: Math.min(one, other), maximum: Math.max(one, other) }));

const anyChosenAmount: fc.Arbitrary<GiftCardWorth> = fc
  .record({
    fixed: fc.uniqueArray(anyGiftCardAmount, { maxLength: 5 }),
    free: fc.option(anyFreeAmount, { nil: null }),
  })
  .filter(({ fixed, free }) => fixed.length > 0 || free !== null)
  .map(({ fixed, free }) => ({ _tag: 'ChosenAmount', fixed, free }));

const anyServiceWorth: fc.Arbitrary<GiftCardWorth> = fc.record({
  _tag: fc.constant('ServiceWorth' as const),
  serviceId: fc.integer({ min: 1, max: 10_000 }).map((id) => id as ServiceId),
  serviceName: fc.constantFrom('Corte de pelo mujer', 'Corte clásico', 'Limpieza facial'),
  price: anyGiftCardAmount,
});

/** A valid product: some way to pick an amount, 1–120 months, honoured somewhere. */
export const anyGiftCardProduct: fc.Arbitrary<GiftCardProduct> = fc.record({
  id: fc.integer({ min: 1, max: 10_000 }).map((id) => id as GiftCardProductId),
  key: fc.constantFrom('tarjeta-regalo', 'gift-card', 'tarjeta-corte'),
  name: fc.constantFrom('Tarjeta de regalo', 'Gift card'),
  worth: fc.oneof({ weight: 3, arbitrary: anyChosenAmount }, { weight: 1, arbitrary: anyServiceWorth }),
  validityMonths: fc.integer({ min: 1, max: MAX_VALIDITY_MONTHS }),
  honouredAt: fc.uniqueArray(
    fc.integer({ min: 1, max: 50 }).map((id) => id as LocationId),
    { minLength: 1, maxLength: 4 },
  ),
  terms: fc.constantFrom('', 'Válida por 12 meses.\nNo canjeable por dinero.'),
});
