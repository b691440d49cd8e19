import type { LocalDate } from '#domain/calendar/local-date';
import type { Instant } from '#domain/calendar/instant';
import type { CompanyId } from '#domain/storefront/company';

/** A user who signs in (storefront §3 Auth user data, §6): their details prefill the client form. */
export interface User {
  readonly id: number;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly phone: string | null;
  readonly secondPhone: string | null;
  readonly identificationNumber: string | null;
  readonly address: string | null;
  readonly birthDate: LocalDate | null;
  readonly city: string | null;
  readonly district: string | null;
  /** 0 unknown, 1 female, 2 male; null when never asked. */
  readonly gender: 0 | 1 | 2 | null;
  /** 1 client, 2 company administrator (storefront §6). */
  readonly roleId: number;
  /** The company the user works for; null for a client. */
  readonly companyId: CompanyId | null;
  /**
   * Whether the user proved the email is theirs (issue 34; docs/adr/0121): by the link mailed at
   * sign-up, a password reset or Google. An unverified account signs in, but bookings do not tie to it.
   */
  readonly emailVerified: boolean;
}

/** A user with what their password is checked against. */
export interface UserWithPassword {
  readonly user: User;
  /** The stored scrypt hash; null for a user who only signs in with an identity provider. */
  readonly passwordHash: string | null;
}

/** A new client account, from an identity provider's profile. */
export interface NewClientUser {
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly googleSubject: string;
}

/**
 * The users who sign in. What does not exist is undefined, and a failing store throws. Codes are
 * secrets: the store keeps only their digests and compares digests.
 */
export interface Users {
  /** The user with this email, compared without regard to case. */
  userByEmail(email: string): Promise<UserWithPassword | undefined>;
  userById(userId: number): Promise<User | undefined>;
  /** The user a personal link's code names, while the code has not expired at `now`. */
  userByCode(code: string, now: Instant): Promise<User | undefined>;
  /** The user who signs in with this Google account (its `sub`). */
  userByGoogleSubject(subject: string): Promise<User | undefined>;
  /**
   * From now on the user also signs in with this Google account; false (and nothing changes) when
   * the user is already linked to another Google account.
   */
  linkGoogleAccount(userId: number, subject: string): Promise<boolean>;
  /**
   * Creates a client (role 1, no company, no password). When another request created the same
   * email meanwhile, answers undefined and creates nothing.
   */
  createClient(user: NewClientUser): Promise<User | undefined>;
}
