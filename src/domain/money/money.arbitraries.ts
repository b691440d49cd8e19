import fc from 'fast-check';
import { anyNearLocalDate } from '../calendar/calendar.arbitraries';
import type { LocalDate } from '../calendar/local-date';
import { parseService, type Service } from '../catalog/service';
import { anyService } from '../catalog/service.arbitraries';
import { anyDayAround } from '../promotion/promotion.arbitraries';
import { anySelection, anyWizardContext } from '../reservation/reservation.arbitraries';
import { servicesToReserveFor, sessionOf, type ServiceToReserve, type WizardContext } from '../reservation/reservation';
import type { CurrencyFormat } from './currency-format';

const delimiters = ['.', ',', ' ', '\u00a0', "'", '’'];

/** A currency format as companies set them: a symbol and a delimiter and separator that differ. */
export const anyCurrencyFormat: fc.Arbitrary<CurrencyFormat> = fc
  .record({
    unit: fc.constantFrom('$', 'S/', '€', 'Bs.', 'US$', 'Q', 'R$', ''),
    marks: fc.uniqueArray(fc.constantFrom(...delimiters), { minLength: 2, maxLength: 2 }),
  })
  .map(({ unit, marks: [delimiter = '.', separator = ','] }) => ({ unit, delimiter, separator }));

/**
 * An amount written as a decimal literal with three or more decimals, together with the cents it
 * rounds to half away from zero, worked out from its digits (so 1.005 comes with 101 cents).
 * At most 14 significant digits, so the number reads back as the literal.
 */
export const anyWrittenAmount: fc.Arbitrary<{ readonly amount: number; readonly cents: number }> = fc
  .record({
    cents: fc.integer({ min: 0, max: 999_999_999 }),
    moreDecimals: fc.stringMatching(/^\d{1,4}$/),
    negative: fc.boolean(),
  })
  .map(({ cents, moreDecimals, negative }) => {
    const literal = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}${moreDecimals}`;
    const rounded = moreDecimals >= '5' ? cents + 1 : cents;
    if (!negative) return { amount: Number(literal), cents: rounded };
    return { amount: -Number(literal), cents: rounded === 0 ? 0 : -rounded };
  });

/** A reserved selection: the catalogue services the client chose and the services to reserve they became. */
export interface ReservedSelection {
  readonly selection: readonly Service[];
  readonly servicesToReserve: readonly ServiceToReserve[];
}

function withDays(
  items: readonly ServiceToReserve[],
  days: fc.Arbitrary<LocalDate | null>,
): fc.Arbitrary<readonly ServiceToReserve[]> {
  return fc.tuple(...items.map((item) => days.map((daySelected) => ({ ...item, daySelected }))));
}

/**
 * Any cart (plain services, one bundle, one session package with any number of sessions added, or
 * one special-discount service), turned into services to reserve, each with or without a day.
 */
export const anyReservedSelection: fc.Arbitrary<ReservedSelection> = fc
  .record({
    context: anyWizardContext,
    selection: fc.oneof(anySelection, anyService({ kind: 'service', specialDiscount: true }).map((special) => [special])),
    sessionsAdded: fc.nat(5),
  })
  .chain(({ context, selection, sessionsAdded }) => {
    const opened = servicesToReserveFor(selection, context, null);
    const first = selection[0];
    const sessionsAmount = first?.sessionsAmount ?? null;
    const sessions =
      first === undefined || sessionsAmount === null
        ? []
        : Array.from({ length: Math.min(sessionsAdded, sessionsAmount - 1) }, (_, index) =>
            sessionOf(first, index + 2, context, null),
          );
    const day = first === undefined ? anyNearLocalDate : anyDayAround(first);
    return withDays([...opened, ...sessions], fc.option(day, { nil: null })).map((servicesToReserve) => ({
      selection,
      servicesToReserve,
    }));
  });

/** Every wizard rule at its most permissive, for examples whose context doesn't matter. */
export const openContext: WizardContext = {
  canChooseProvider: 'CAN',
  clientExclusive: false,
  workshopVariant: false,
  professionalPath: false,
  fromMarketplace: false,
  screen: 'desktop',
};

/**
 * A haircut at $15000 ($13500 paying online, 10% off), changed by `overrides` and validated, for
 * examples that pin a few fields. Throws on an invalid service: that is a bug in the example.
 */
export function exampleService(overrides: Readonly<Record<string, unknown>> = {}): Service {
  return parseService({
    id: 7,
    name: 'Haircut',
    description: '',
    categoryId: null,
    price: 15000,
    payingPrice: 13500,
    payingPriceCharly: null,
    discount: 10,
    charlyDiscount: 0,
    charlyPromotionStartDate: null,
    charlyPromotionEndDate: null,
    durationMinutes: 45,
    showDuration: true,
    showPrice: true,
    onlinePayable: true,
    mustBePaidOnline: false,
    onlineDownPayment: false,
    onlineDownPaymentAmount: 0,
    classService: false,
    bundle: [],
    sessionsAmount: null,
    isVideo: false,
    outcall: false,
    serviceProviders: [{ id: 1, publicName: 'Ana' }],
    ...overrides,
  })._unsafeUnwrap();
}

/** A bundled service to put in an example bundle's `bundle` list. */
export function exampleBundleMember(id: number, name: string): Readonly<Record<string, unknown>> {
  return {
    id,
    name,
    durationMinutes: 15,
    serviceProviders: [],
    onlinePayable: true,
    mustBePaidOnline: false,
    onlineDownPayment: false,
    onlineDownPaymentAmount: 0,
  };
}

/** The services to reserve for example services selected in that order. */
export function reserved(...selection: readonly Service[]): readonly ServiceToReserve[] {
  return servicesToReserveFor(selection, openContext, null);
}
