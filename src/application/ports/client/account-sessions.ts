import type { CompanyId } from '#domain/storefront/company';
import type { ApiResult } from './api-result';

/** A signed-in user, whose details prefill the client form (storefront §3 Auth user data, §6). */
export interface UserView {
  readonly id: number;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly phone: string | null;
  readonly secondPhone: string | null;
  readonly identificationNumber: string | null;
  readonly address: string | null;
  /** YYYY-MM-DD; null when unknown. */
  readonly birthDate: string | null;
  readonly city: string | null;
  readonly district: string | null;
  /** 0 unknown, 1 female, 2 male; null when never asked. */
  readonly gender: 0 | 1 | 2 | null;
  /** 1 client, 2 company administrator (storefront §6). */
  readonly roleId: number;
  /** The company the user works for; null for a client. */
  readonly companyId: CompanyId | null;
}

/** A page a booking in My bookings offers: what it does, and the storefront path that does it. */
export interface MyBookingActionView {
  readonly kind: 'view' | 'confirm' | 'confirmAll' | 'change' | 'cancel' | 'cancelAll';
  readonly path: string;
}

/** One booking of the signed-in client, as My bookings shows it (issue 34; docs/adr/0122). */
export interface MyBookingView {
  readonly id: number;
  readonly status: 'pending_payment' | 'confirmed' | 'cancelled';
  /** Offset date-times in the location's zone. */
  readonly start: string;
  readonly end: string;
  readonly clientConfirmed: boolean;
  readonly serviceName: string;
  readonly professionalName: string;
  readonly price: number | null;
  readonly planName: string | null;
  readonly companyName: string;
  readonly location: {
    readonly id: number;
    readonly name: string;
    readonly address: string | null;
    readonly countryCode: string;
    readonly timeZone: string;
  };
  readonly actions: readonly MyBookingActionView[];
  readonly bookAgainPath: string;
}

export interface MyBookingsView {
  readonly upcoming: readonly MyBookingView[];
  readonly past: readonly MyBookingView[];
}

/** What a client's account keeps of them for My details (issue 34; docs/adr/0122). */
export interface AccountDetailsView {
  readonly firstName: string;
  readonly lastName: string;
  readonly phone: string | null;
  readonly identificationNumber: string | null;
  readonly language: 'en' | 'es' | null;
}

/** Signing in to and out of the Booking API, and who is signed in (storefront §4 Login, Google login, §6). */
export interface AccountSessions {
  /**
   * POST /users/sign_in: the user, the session opened in the `authorization` cookie, which the
   * browser keeps (HttpOnly); 401 `AUTH.BAD_CREDENTIALS` for a wrong email or password.
   */
  signIn(email: string, password: string): ApiResult<UserView>;
  /**
   * POST /users/oauth with device 'google' (storefront §4 Google login): the user the identity
   * provider's token names, the session opened as signIn opens it; 401 `AUTH.BAD_CREDENTIALS` when
   * the provider does not vouch for the token, 503 `AUTH.OAUTH_NOT_CONFIGURED` when the server
   * cannot ask it (docs/adr/0037).
   */
  signInWithOAuth(device: 'google', token: string): ApiResult<UserView>;
  /** DELETE /users/sign_out: ends the session, if any, and clears the cookie. */
  signOut(): ApiResult<void>;
  /** GET /api/views/admin/v1/users/get_user: the signed-in user; 401 `AUTH.UNAUTHENTICATED` without a session. */
  getCurrentUser(): ApiResult<UserView>;
  /** GET /users/me/bookings: the signed-in client's bookings, upcoming and past; 401 `AUTH.UNAUTHENTICATED` without a session. */
  listMyBookings(): ApiResult<MyBookingsView>;
  /** GET /users/me: the signed-in client's details; 401 `AUTH.UNAUTHENTICATED` without a session. */
  getMyDetails(): ApiResult<AccountDetailsView>;
  /**
   * PATCH /users/me: replaces the details (a blank phone or id number clears it) and answers them as
   * kept; 422 `REQUEST.INVALID` naming each refused field, and nothing is kept.
   */
  updateMyDetails(details: AccountDetailsView): ApiResult<AccountDetailsView>;
  /**
   * DELETE /users/me: erases the account and clears the cookie; the bookings stay with their
   * businesses. 403 `AUTH.FORBIDDEN` for an account that works for a company.
   */
  deleteMyAccount(): ApiResult<void>;
  /** POST /users/me/email: asks to change the email; 204 always, a link is mailed to the new address (ADR 0121). */
  requestEmailChange(email: string, country: string | null): ApiResult<void>;
}
