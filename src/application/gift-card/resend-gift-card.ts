import { err, errAsync, okAsync, ResultAsync } from 'neverthrow';
import type { GiftCardId, GiftCardRefusal } from '#domain/gift-card/gift-card-ledger';
import { decideResend, giftCardNotResendable, type GiftCardNotResendable } from '#domain/gift-card/gift-card-resend';
import type { CompanyKeysRefusal } from '../account/list-staff-keys';
import type { GiftCardCodeSealer } from '../ports/server/gift-card-code-sealer';
import type { GiftCardPurchasePorts } from '../ports/server/gift-card-purchases';
import type { Transactions } from '../ports/server/transactions';
import type { GiftCardNotFound } from './gift-card-errors';
import {
  showGiftCard,
  type ShownGiftCard,
  type StaffGiftCardPorts,
  type StaffGiftCardRequest,
} from './staff-gift-cards';

export interface ResendGiftCardPorts extends StaffGiftCardPorts {
  readonly giftCardPurchases: Transactions<GiftCardPurchasePorts>;
  readonly giftCardCodeSealer: GiftCardCodeSealer;
}

export type ResendGiftCardError =
  CompanyKeysRefusal | GiftCardNotFound | GiftCardNotResendable | Extract<GiftCardRefusal, { _tag: 'GiftCardVoided' }>;

/**
 * Staff send one of the company's cards to the person it is for again (issue 31 "Staff";
 * docs/adr/0108, docs/adr/0112): the card is found as `showGiftCard` finds it (another company's
 * is not found), its seal is opened, the domain decides (decideResend: never a voided card, only a
 * code that opens), and the same mail that gave it is owed again at once through the outbox, with
 * the code sealed afresh — in one transaction, so a refusal owes nothing. The code never leaves
 * the server but in that mail.
 */
export function resendGiftCard(ports: ResendGiftCardPorts) {
  const show = showGiftCard(ports);
  return (
    request: StaffGiftCardRequest & { readonly cardId: GiftCardId },
  ): ResultAsync<ShownGiftCard, ResendGiftCardError> =>
    show(request).andThen((shown) =>
      ResultAsync.fromSafePromise(
        ports.giftCardPurchases.inTransaction(async ({ giftCards, giftCardNotices }) => {
          const sealed = await giftCards.sealedCode(shown.card.id);
          const opened =
            sealed === undefined || sealed === null ? null : ports.giftCardCodeSealer.open(sealed, shown.card.id);
          const decided = decideResend({ voided: shown.card.voided }, opened);
          if (decided.isErr()) return decided;
          const owed = await giftCardNotices.oweGivenAgain(
            shown.card.id,
            ports.giftCardCodeSealer.seal(decided.value, shown.card.id),
          );
          // A seal with no purchase behind it has nobody to go to: not resendable either.
          return owed ? decided : err(giftCardNotResendable);
        }),
      ).andThen((decided) => (decided.isErr() ? errAsync(decided.error) : okAsync(shown))),
    );
}

export type ResendGiftCard = ReturnType<typeof resendGiftCard>;
