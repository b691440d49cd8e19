import type { Context, MiddlewareHandler } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { AdmitRequest, LimitedCalls } from '#application/abuse/admit-request';
import type { CheckPresentedStaffKey } from '#application/account/authorize-staff';
import type { OperationId } from './contract-route';
import { errorResponse } from './error-responses';
import { preferredLanguage } from './language';

// The abuse limits at the HTTP edge (issue 8; ADR 0038): which operations are limited together,
// which client identifier each request carries, and who the client is on the network. Counting
// happens before the request is validated, so malformed attempts count too; a request presenting a
// valid staff api-key is the business's own and is not limited.

/** How an operation is limited: its kind of call, and where its request names a client. */
interface LimitedOperation {
  readonly calls: LimitedCalls;
  readonly clientIdentifier?: (c: Context) => Promise<string | null>;
}

/** The JSON body's value at `path`, when the body is JSON and the value a string; null otherwise. */
function bodyText(...path: readonly string[]) {
  return async (c: Context): Promise<string | null> => {
    let value: unknown;
    try {
      value = JSON.parse(await c.req.text());
    } catch {
      return null;
    }
    for (const key of path)
      value = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
    return typeof value === 'string' && value.trim() !== '' ? value : null;
  };
}

const firstOf =
  (...readers: readonly ((c: Context) => Promise<string | null>)[]) =>
  async (c: Context): Promise<string | null> => {
    for (const read of readers) {
      const found = await read(c);
      if (found !== null) return found;
    }
    return null;
  };

const tokenLookup: LimitedOperation = { calls: 'tokenLookup' };

/**
 * Booking creation, the client check, signing in, and every route that reads or changes something
 * by a capability token or code (issue 8). The other operations are not limited.
 */
export const LIMITED_OPERATIONS: Readonly<Partial<Record<OperationId, LimitedOperation>>> = {
  createBooking: {
    calls: 'bookingCreate',
    clientIdentifier: firstOf(bodyText('client', 'email'), bodyText('client', 'identification_number')),
  },
  // Buying a gift card is counted as a booking is, its buyer by the email they typed (issue 31).
  createGiftCardPurchase: { calls: 'bookingCreate', clientIdentifier: bodyText('buyer', 'email') },
  getGiftCardPurchase: tokenLookup,
  checkClientCompany: {
    calls: 'clientCheck',
    clientIdentifier: (c) => Promise.resolve(c.req.query('identificador')?.trim() || null),
  },
  signIn: { calls: 'signIn', clientIdentifier: bodyText('user', 'email') },
  signInWithOAuth: { calls: 'signIn' },
  // Each of these mails an address: counted as signing in is, by the address typed (docs/adr/0121).
  signUp: { calls: 'signIn', clientIdentifier: bodyText('user', 'email') },
  requestPasswordReset: { calls: 'signIn', clientIdentifier: bodyText('user', 'email') },
  requestEmailChange: { calls: 'signIn', clientIdentifier: bodyText('user', 'email') },
  // A mailed link's secret is a capability, counted with the other codes.
  verifyEmail: tokenLookup,
  resetPassword: tokenLookup,
  confirmEmailChange: tokenLookup,
  getBookingSummary: tokenLookup,
  getBookingCalendar: tokenLookup,
  getBookingForEdit: tokenLookup,
  editBooking: tokenLookup,
  cancelBooking: tokenLookup,
  cancelAllBookings: tokenLookup,
  confirmBooking: tokenLookup,
  confirmAllBookings: tokenLookup,
  getPromotionInfo: tokenLookup,
  checkReview: tokenLookup,
  fillReview: tokenLookup,
  checkReviewV2: tokenLookup,
  fillReviewV2: tokenLookup,
  getUserWithUserCode: tokenLookup,
  // The payment's transaction (`b`) and the card page's token_data name a payment (ADR 0042).
  paymentCheckout: tokenLookup,
  decideSandboxPayment: tokenLookup,
  paySandboxCard: tokenLookup,
  // A gift card's code, read out by a caller to staff (docs/adr/0108).
  lookUpGiftCard: tokenLookup,
  // A gift card code is a capability too (issue 31 "Codes"): its checks count with the other codes'.
  checkGiftCard: tokenLookup,
  // A card's printable page is read by its link's token (docs/adr/0112).
  printGiftCard: tokenLookup,
  // A consent's code (issue 32; docs/adr/0115): single purpose, counted with the other codes.
  getConsent: tokenLookup,
  signConsent: tokenLookup,
  getConsentPdf: tokenLookup,
};

/** The socket's peer, when the request came through one (not in `app.request` tests without env). */
function socketAddress(c: Context): string | null {
  try {
    return getConnInfo(c).remote.address ?? null;
  } catch {
    return null;
  }
}

/**
 * Who sent the request on the network. With no trusted proxy, the socket's peer: X-Forwarded-For is
 * anyone's to write. Behind `trustedProxies` proxies, each appending the address it was reached
 * from, the client is the entry the outermost one appended; a request that reached the server
 * without passing them all has no such entry and is known by its socket.
 */
export function clientAddress(c: Context, trustedProxies: number): string | null {
  const socket = socketAddress(c);
  if (trustedProxies === 0) return socket;
  const forwarded = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  return forwarded[forwarded.length - trustedProxies] ?? socket;
}

/** The middleware counting a request to `operation` against its limits; 429 RATE.LIMITED with Retry-After once over. */
export function rateLimited(
  operation: LimitedOperation,
  admit: AdmitRequest,
  checkApiKey: CheckPresentedStaffKey,
  trustedProxies: number,
): MiddlewareHandler {
  return async (c, next) => {
    const apiKey = c.req.header('api-key');
    // Only the operator's key skips the limits: a company's key is counted like anyone's, since its
    // company is not known before the request is read (docs/adr/0081).
    const checked = apiKey === undefined ? undefined : await checkApiKey(apiKey);
    if (checked !== undefined && checked.isOk() && checked.value.skipsAbuseLimits) {
      await next();
      return;
    }
    const admitted = await admit({
      calls: operation.calls,
      address: clientAddress(c, trustedProxies),
      clientIdentifier: operation.clientIdentifier === undefined ? null : await operation.clientIdentifier(c),
    });
    if (admitted.isErr()) {
      const response = errorResponse(admitted.error, preferredLanguage(c.req.header('accept-language')));
      for (const [name, value] of Object.entries(response.headers ?? {})) c.header(name, value);
      return c.json(response.body, response.status);
    }
    await next();
    return;
  };
}
