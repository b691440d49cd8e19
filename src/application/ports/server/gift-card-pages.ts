import type { LocalDate } from '#domain/calendar/local-date';
import type { GiftCardId } from '#domain/gift-card/gift-card-ledger';

/** What a card's printable page shows besides its code (docs/adr/0112). */
export interface PrintableGiftCard {
  readonly company: { readonly name: string; readonly colour: string | null; readonly logo: string | null };
  /** The face amount as the company writes prices. */
  readonly amount: string;
  readonly expiresOn: LocalDate;
  readonly consumerName: string;
  readonly buyerName: string;
  readonly message: string | null;
  /** The names of the locations that honour it, in the order of their ids. */
  readonly honouredAt: readonly string[];
  /** The purchase's location's country, whose language the page is written in. */
  readonly countryCode: string;
  readonly voided: boolean;
}

/** The printable pages of cards bought online (issue 31 "Giving"; docs/adr/0112). A failing store throws. */
export interface GiftCardPages {
  /** Card `id` as its page shows it; undefined for no card, and for a card no purchase made. */
  printable(id: GiftCardId): Promise<PrintableGiftCard | undefined>;
}
