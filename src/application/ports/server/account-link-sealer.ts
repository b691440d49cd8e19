/**
 * Seals an account link's secret for the mail owed with it (issue 34; docs/adr/0121), as
 * CodeSealer does for bookings' codes (docs/adr/0065): the outbox keeps the mail until it is sent,
 * and the database alone opens no account. A seal is bound to its account: it opens only for it.
 */
export interface AccountLinkSealer {
  seal(secret: string, userId: number): Uint8Array;
  /** The secret `sealed` holds for `userId`, or null (another key, another account, altered). Never throws. */
  open(sealed: Uint8Array, userId: number): string | null;
}
