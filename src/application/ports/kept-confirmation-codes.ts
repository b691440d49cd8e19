/**
 * The confirmation codes of the bookings this visit made, as the create answer gave them (issue 18):
 * the confirmation view reads its bookings by the summary's access token, which carries no code, yet
 * offers each booking's cancel and change pages, which take one (docs/adr/0068).
 */
export interface KeptConfirmationCodes {
  /** Keeps each booking's code, replacing what was kept for it. */
  keep(codes: readonly { readonly id: number; readonly confirmationCode: string }[]): void;
  /** The code kept for a booking; null when this visit did not make it. */
  codeOf(bookingId: number): string | null;
}
