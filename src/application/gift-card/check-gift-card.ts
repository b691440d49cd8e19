import { errAsync, ResultAsync, err, ok, type Result } from 'neverthrow';
import { timeZone, wallClockAt } from '#domain/availability/time-zone';
import type { LocalDate } from '#domain/calendar/local-date';
import { parseGiftCardCode } from '#domain/gift-card/gift-card-code';
import { spendable, spendRefusal } from '#domain/gift-card/gift-card-ledger';
import type { GiftCardMoney } from '#domain/gift-card/gift-card-money';
import { paymentCurrency } from '#domain/payment/payment-currency';
import type { LocationId } from '#domain/storefront/company';
import type { CompanyDirectory, Location } from '../ports/server/company-directory';
import type { GiftCards, StoredGiftCard } from '../ports/server/gift-cards';
import type { Clock } from '../ports/shared/clock';
import { locationNotFound, type LocationNotFound } from '../shared/not-found';
import { giftCardNotFound, type GiftCardError } from './gift-card-errors';

export interface CheckGiftCardRequest {
  /** The code as the client typed it (parseGiftCardCode). */
  readonly code: string;
  /** Where the client is booking. */
  readonly locationId: LocationId;
}

/** What a card can pay at a location today. */
export interface CheckedGiftCard {
  readonly lastFour: string;
  /** All of its balance: what it can pay of a booking here. */
  readonly usable: GiftCardMoney;
  /** Its last day, in the location's calendar. */
  readonly expiresOn: LocalDate;
}

/** The location's day now, in its own calendar. */
export function locationToday(location: Location, clock: Clock): LocalDate {
  const zone = timeZone(location.timeZone);
  // A location's zone was checked when it was stored; an unknown one is broken data, not input.
  if (zone.isErr())
    throw new Error(`Location ${String(location.id)} records an unknown time zone: ${location.timeZone}`);
  return wallClockAt(zone.value, clock.now()).date;
}

/**
 * The card `card` as the company at `location` takes it: another company's card is no card here,
 * answered as a code of no card is, so that a code tells nothing of cards elsewhere.
 */
export function cardOfLocation(
  card: StoredGiftCard | undefined,
  location: Location,
): Result<StoredGiftCard, GiftCardError> {
  return card === undefined || card.companyId !== location.companyId ? err(giftCardNotFound) : ok(card);
}

/**
 * Checking a gift card code before booking (issue 31 "Spending", "Codes"): what the card can pay
 * at the location today — its whole balance — and its last day; or why not, as the booking's own
 * spend would refuse it (spendRefusal: voided, expired, not taken here, another currency, empty). A
 * malformed code is refused before any lookup; a well-formed code of no card, or of another
 * company's, is GIFT_CARD.NOT_FOUND whatever cards exist. The endpoint is rate-limited as the
 * other code lookups are (rate-limits.ts).
 */
export function checkGiftCard(ports: {
  readonly giftCards: GiftCards;
  readonly companyDirectory: CompanyDirectory;
  readonly clock: Clock;
}) {
  return (request: CheckGiftCardRequest): ResultAsync<CheckedGiftCard, GiftCardError | LocationNotFound> => {
    const code = parseGiftCardCode(request.code);
    if (code.isErr()) return errAsync(code.error);
    return ResultAsync.fromSafePromise(ports.companyDirectory.activeLocation(request.locationId)).andThen(
      (location): ResultAsync<CheckedGiftCard, GiftCardError | LocationNotFound> => {
        if (location === undefined) return errAsync(locationNotFound);
        return ResultAsync.fromSafePromise(ports.giftCards.findByCode(code.value))
          .andThen((found) => cardOfLocation(found, location))
          .andThen((card): Result<CheckedGiftCard, GiftCardError> => {
            const currency = paymentCurrency(location.countryCode) ?? card.terms.face.currency;
            // Asked for as much as can be: the card answers with all it can pay, its balance.
            const everything = { minor: Number.MAX_SAFE_INTEGER, currency };
            const place = { due: everything, at: location.id, today: locationToday(location, ports.clock) };
            const refusal = spendRefusal(card, place);
            if (refusal !== null) return err(refusal);
            return ok({
              lastFour: card.lastFour,
              usable: spendable(card, everything),
              expiresOn: card.terms.expiresOn,
            });
          });
      },
    );
  };
}

export type CheckGiftCard = ReturnType<typeof checkGiftCard>;
