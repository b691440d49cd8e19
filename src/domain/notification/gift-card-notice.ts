import { Schema } from 'effect';
import type { Result } from 'neverthrow';
import { LocalDate } from '../calendar/local-date';
import { decodeWith, type SchemaViolation } from '../shared/decode';
import { NoticeCompany, NoticeLanguage, NoticePlace } from './booking-notice';

// The notices a paid gift card purchase owes (issue 31 "Giving"; docs/adr/0112), as the outbox
// keeps them: written in the transaction that approves the purchase's payment, from what the
// purchase, its card, its location and its company held then, as a booking's notices are
// (booking-notice.ts). The card's code is never in clear here: the card given to the person it is
// for carries it sealed (GiftCardCodeSealer), which the dispatcher opens as it writes the mail.

/** The card as every giving mail names it: amounts already in the company's currency format. */
export const GiftCardNoticeCard = Schema.Struct({
  id: Schema.Int,
  lastFour: Schema.String,
  /** The face amount as the company writes prices ("$25.000"). */
  amount: Schema.String,
  /** The last day it can be spent, in the location's calendar. */
  expiresOn: LocalDate,
  /** The names of the locations that honour it, in the order of their ids. */
  honouredAt: Schema.Array(Schema.String),
});
export type GiftCardNoticeCard = typeof GiftCardNoticeCard.Type;

const Person = Schema.Struct({ name: Schema.String, email: Schema.String });

const about = {
  purchaseId: Schema.Int,
  language: NoticeLanguage,
  company: NoticeCompany,
  location: NoticePlace,
  locationId: Schema.Int,
  productName: Schema.String,
  card: GiftCardNoticeCard,
  consumer: Person,
  /** The buyer's full name, as the card's giver. */
  buyerName: Schema.String,
  /** What the buyer wrote to the person it is for, as typed (plain text: the renderer escapes it). */
  message: Schema.NullOr(Schema.String),
  /** The day the buyer chose to send it; null: as soon as it was paid. */
  sendOn: Schema.NullOr(LocalDate),
};

/** The card given to the person it is for: its code sealed, base64url. */
export const GiftCardGivenNotice = Schema.Struct({
  kind: Schema.Literal('gift_card_given'),
  ...about,
  sealedCode: Schema.String,
});
export type GiftCardGivenNotice = typeof GiftCardGivenNotice.Type;

/** The buyer's receipt: what they bought, for whom, and when it goes; the card's last four only. */
export const GiftCardReceiptNotice = Schema.Struct({
  kind: Schema.Literal('gift_card_receipt'),
  ...about,
  buyer: Person,
});
export type GiftCardReceiptNotice = typeof GiftCardReceiptNotice.Type;

/** The business told of a card sold: to the location's mailbox, with the buyer's contact details. */
export const GiftCardBusinessNotice = Schema.Struct({
  kind: Schema.Literal('gift_card_business'),
  ...about,
  to: Person,
  buyer: Schema.Struct({
    name: Schema.String,
    email: Schema.String,
    phone: Schema.String,
    identificationNumber: Schema.NullOr(Schema.String),
  }),
});
export type GiftCardBusinessNotice = typeof GiftCardBusinessNotice.Type;

export const GiftCardNotice = Schema.Union([GiftCardGivenNotice, GiftCardReceiptNotice, GiftCardBusinessNotice]);
export type GiftCardNotice = typeof GiftCardNotice.Type;

/** A stored payload read back as a gift card notice. */
export const parseGiftCardNotice: (input: unknown) => Result<GiftCardNotice, SchemaViolation> =
  decodeWith(GiftCardNotice);

/**
 * Whether the business is told of a card sold, as of a booking booked (who-is-told.ts): unless the
 * company turned its notices off, and only where the location has a mailbox.
 */
export function giftCardBusinessIsTold(business: {
  readonly notifyBusiness: boolean;
  readonly email: string | null;
}): boolean {
  return business.notifyBusiness && (business.email?.trim() ?? '') !== '';
}
