/** Erasing an account (issue 34; docs/adr/0122). */
export interface AccountErasure {
  /**
   * In one transaction: the user's sessions, personal links' codes and the user are deleted, and
   * their bookings untied from them (kept, with the client details they were made with).
   */
  erase(userId: number): Promise<void>;
}
