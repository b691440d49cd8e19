import type { GiftCardCode } from '#domain/gift-card/gift-card-code';
import type { GiftCardId } from '#domain/gift-card/gift-card-ledger';

/**
 * Seals a gift card's code so that it can be kept at rest beside its digest and opened again only
 * by the server holding the link key (issue 31 "Giving"; docs/adr/0108, docs/adr/0112), as
 * CodeSealer does for bookings' confirmation codes (docs/adr/0065): the mail owed for a later
 * day, a staff resend and the card's printable page need the code, and the database alone gives
 * nobody one. A sealed code is bound to its card: it opens only for the card it was sealed for.
 */
export interface GiftCardCodeSealer {
  /** `code` sealed for card `id`: unreadable without the key, and different each time. */
  seal(code: GiftCardCode, id: GiftCardId): Uint8Array;
  /**
   * The code `sealed` holds, or null when it cannot be opened: sealed under another key, for
   * another card, altered, or not a code. Never throws for what it is given.
   */
  open(sealed: Uint8Array, id: GiftCardId): GiftCardCode | null;
  /**
   * `code` sealed as card `id`'s printable page's link (docs/adr/0112): bound to the page
   * (`gift-card-page:<id>`), so the seal the database keeps is not a page's link, and a page's
   * link is not what the database keeps.
   */
  sealPageToken(code: GiftCardCode, id: GiftCardId): Uint8Array;
  /** The code a page's link holds for card `id`, or null (as `open`). */
  openPageToken(sealed: Uint8Array, id: GiftCardId): GiftCardCode | null;
}
