import fc from 'fast-check';
import { anyNearLocalDate } from '../calendar/calendar.arbitraries';
import { fromDayNumber, dayNumber, type LocalDate } from '../calendar/local-date';
import { bookingId, locationId } from '../shared/ids.test-support';
import type { BookingId } from '../booking/booking-id';
import type { LocationId } from '../storefront/company';
import { GIFT_CARD_CODE_BYTES, giftCardCodeFromBytes, type GiftCardCode } from './gift-card-code';
import type { GiftCardTerms } from './gift-card-ledger';

/** Any code the generator can draw: 80 random bits. */
export const anyGiftCardCode: fc.Arbitrary<GiftCardCode> = fc
  .uint8Array({ minLength: GIFT_CARD_CODE_BYTES, maxLength: GIFT_CARD_CODE_BYTES })
  .map(giftCardCodeFromBytes);

const READ_AS: Readonly<Record<string, readonly string[]>> = { '0': ['0', 'O', 'o'], '1': ['1', 'I', 'i', 'L', 'l'] };
const separators = fc.constantFrom('', '', '', ' ', '-', '  ', ' - ', '\u2013', '\u00a0');

/**
 * `code` as a person may type it: any letter in either case, 0 typed as O and 1 as I or L, spaces
 * and dashes before, between and after its symbols.
 */
export function typedAs(code: GiftCardCode): fc.Arbitrary<string> {
  return fc
    .tuple(
      ...Array.from(code, (symbol) =>
        fc.tuple(separators, fc.constantFrom(...(READ_AS[symbol] ?? [symbol.toUpperCase(), symbol.toLowerCase()]))),
      ),
      separators,
    )
    .map((parts) => parts.map((part) => (typeof part === 'string' ? part : part.join(''))).join(''));
}

export const CURRENCIES = ['CLP', 'ARS', 'USD'] as const;

/** The locations the ledger's properties spend at: a card honours some of them. */
export const LOCATIONS: readonly LocationId[] = [1, 2, 3, 4].map(locationId);

/** The bookings the ledger's properties spend for: few, so that they return and spend again. */
export const BOOKINGS: readonly BookingId[] = [1, 2, 3].map(bookingId);

export const anyGiftCardTerms: fc.Arbitrary<GiftCardTerms> = fc.record({
  face: fc.record({ minor: fc.integer({ min: 1, max: 50_000_000 }), currency: fc.constantFrom(...CURRENCIES) }),
  expiresOn: anyNearLocalDate,
  honouredAt: fc.uniqueArray(fc.constantFrom(...LOCATIONS), { minLength: 1, maxLength: LOCATIONS.length }),
});

/** Days around `expiresOn`: before, on and after it. */
export function dayAround(expiresOn: LocalDate): fc.Arbitrary<LocalDate> {
  return fc.integer({ min: -40, max: 40 }).map((offset) => fromDayNumber(dayNumber(expiresOn) + offset));
}

/** What happens to a card, as the ledger's properties replay it; amounts in hundredths, possibly 0, possibly in another currency. */
export type CardOperation =
  | {
      readonly _tag: 'spend';
      readonly bookingId: BookingId;
      readonly due: number;
      readonly currency: string;
      readonly at: LocationId;
      readonly dayOffset: number;
    }
  | { readonly _tag: 'return'; readonly bookingId: BookingId; readonly share: 'all' | 'part' | 'more' }
  | { readonly _tag: 'void' };

export const anyCardOperation: fc.Arbitrary<CardOperation> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      _tag: fc.constant('spend' as const),
      bookingId: fc.constantFrom(...BOOKINGS),
      due: fc.oneof(fc.integer({ min: -5, max: 5 }), fc.integer({ min: 1, max: 60_000_000 })),
      currency: fc.oneof({ weight: 9, arbitrary: fc.constant('same') }, fc.constantFrom(...CURRENCIES)),
      at: fc.constantFrom(...LOCATIONS),
      dayOffset: fc.integer({ min: -30, max: 5 }),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      _tag: fc.constant('return' as const),
      bookingId: fc.constantFrom(...BOOKINGS),
      share: fc.constantFrom('all' as const, 'part' as const, 'more' as const),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ _tag: 'void' as const }) },
);
