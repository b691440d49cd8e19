import type { Instant } from '#domain/calendar/instant';
import type { User } from './users';

/** A client account someone signs up for with an email and a password. */
export interface NewSignedUpClient {
  readonly email: string;
  readonly passwordHash: string;
}

/**
 * What signing up, verifying an address, resetting a password and changing the email change in the
 * users' store (issue 34; docs/adr/0121), beside the Users port sign-in reads. A failing store throws.
 */
export interface UserAccounts {
  /**
   * Creates a client (role 1, no company) with a password and an unverified address; undefined, and
   * nothing created, when the email is taken in any case.
   */
  createSignedUpClient(client: NewSignedUpClient): Promise<User | undefined>;
  /** When the user verified their address; null while not verified, undefined for nobody. */
  emailVerifiedAt(userId: number): Promise<Instant | null | undefined>;
  /** The address is the user's from `at` on (kept from the first time when verified again). */
  markEmailVerified(userId: number, at: Instant): Promise<void>;
  setPasswordHash(userId: number, passwordHash: string): Promise<void>;
  /**
   * The user's address is now `email`, verified at `at`; false, and nothing changed, when another
   * user holds that email in any case.
   */
  changeEmail(userId: number, email: string, at: Instant): Promise<boolean>;
  /** Ends every session the user has open, on every device. */
  endEverySession(userId: number): Promise<void>;
}
