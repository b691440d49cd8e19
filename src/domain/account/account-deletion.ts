import type { UserRights } from './user';

// Deleting one's own account (issue 34 "My details"; docs/adr/0122). What is erased is the account:
// its sign-in, sessions and personal links, and the tie of its bookings to it. The bookings stay the
// business's, with the client details they were made with (ADR 0048), which never came from it.

/**
 * Whether a user may delete their own account from the storefront: a client may; an account that
 * works for a company may not — it is the company's, answers its reviews and keys, and the
 * management area removes it.
 */
export function canDeleteOwnAccount(user: Pick<UserRights, 'companyId'>): boolean {
  return user.companyId === null;
}
