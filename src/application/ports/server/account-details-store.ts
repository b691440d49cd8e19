import type { AccountDetails } from '#domain/account/account-details';

/** What an account keeps of its holder for "My details" (issue 34; docs/adr/0122). */
export interface AccountDetailsStore {
  /** The user's details; undefined when there is no such user. */
  read(userId: number): Promise<AccountDetails | undefined>;
  /** Replaces the user's details with `details`. */
  update(userId: number, details: AccountDetails): Promise<void>;
}
