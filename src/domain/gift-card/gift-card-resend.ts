import { err, ok, type Result } from 'neverthrow';
import type { GiftCardCode } from './gift-card-code';
import type { GiftCardRefusal } from './gift-card-ledger';

// Whether staff may send a card to the person it is for again (issue 31 "Staff"; docs/adr/0108,
// docs/adr/0112): only the same code, opened from its seal, and never a voided card's — a mail
// would hand out a code that buys nothing. A card spent or past its last day may be resent: the
// person asks for their statement, and the mail tells the truth of its terms.

/** The card keeps no code that opens: not issued from a purchase, or sealed under another key. */
export interface GiftCardNotResendable {
  readonly _tag: 'GiftCardNotResendable';
  readonly code: 'GIFT_CARD.NOT_RESENDABLE';
}

export const giftCardNotResendable: GiftCardNotResendable = {
  _tag: 'GiftCardNotResendable',
  code: 'GIFT_CARD.NOT_RESENDABLE',
};

/** The code to send again, given whether the card is voided and the code its seal opened to (null: none). */
export function decideResend(
  card: { readonly voided: boolean },
  opened: GiftCardCode | null,
): Result<GiftCardCode, GiftCardNotResendable | Extract<GiftCardRefusal, { _tag: 'GiftCardVoided' }>> {
  if (card.voided) return err({ _tag: 'GiftCardVoided', code: 'GIFT_CARD.VOIDED' });
  return opened === null ? err(giftCardNotResendable) : ok(opened);
}
