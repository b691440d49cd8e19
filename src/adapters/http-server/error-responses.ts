// Every failure the server answers, mapped to its status and Error body in one exhaustive switch
// (ADR 0002, ADR 0014, ADR 0015): a new application error fails the build here until it is given
// a status and a message in every language.
import type { ApplicationError } from '#application/shared/application-error';
import {
  MAX_DAYS_AFTER_START,
  type AvailabilityQueryRefused,
  type AvailabilityRefusalReason,
} from '#application/availability/availability-errors';
import type { BookingSelectionRefused, RefusalReason } from '#application/booking/booking-errors';
import type { InvalidFields } from '#application/shared/invalid-fields';
import type { components } from '../http/booking-api.generated';
import { errorTexts } from '#i18n/errors';
import { catalogueProblemLine, catalogueProblemMessage, yamlSyntaxLine } from '#i18n/catalogue';
import { formatCataloguePath } from '#domain/catalogue-file/catalogue-problem';
import { fieldErrorMessage, problemMessage } from '#i18n/field-messages';
import { translations } from '#i18n/translator';
import type { Language } from './language';
import type { FieldFault, InvalidRequest, RequestRejection, UndecodableRequest } from './contract-validation';

export type ErrorBody = components['schemas']['Error'];

/** No route answers the request's method and path. */
export interface RouteNotFound {
  readonly _tag: 'RouteNotFound';
  readonly code: 'ROUTE.NOT_FOUND';
}

/** A bug or broken infrastructure: logged in full on the server, never described to the client. */
export interface UnexpectedFailure {
  readonly _tag: 'UnexpectedFailure';
  readonly code: 'SERVER.UNEXPECTED';
}

/**
 * The database cannot be reached now (docs/adr/0049): nothing the client did, and nothing it must
 * change; the same request may succeed after `Retry-After` seconds.
 */
export interface ServerUnavailable {
  readonly _tag: 'ServerUnavailable';
  readonly code: 'SERVER.UNAVAILABLE';
  readonly retryAfterSeconds: number;
}

/** How long a client waits before retrying while the database is out of reach: a restart or a failover takes seconds. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/** A body over the server's limit, refused before it is read. */
export interface RequestTooLarge {
  readonly _tag: 'RequestTooLarge';
  readonly code: 'REQUEST.TOO_LARGE';
}

export const routeNotFound: RouteNotFound = { _tag: 'RouteNotFound', code: 'ROUTE.NOT_FOUND' };
export const requestTooLarge: RequestTooLarge = { _tag: 'RequestTooLarge', code: 'REQUEST.TOO_LARGE' };
export const unexpectedFailure: UnexpectedFailure = { _tag: 'UnexpectedFailure', code: 'SERVER.UNEXPECTED' };
export const serverUnavailable: ServerUnavailable = {
  _tag: 'ServerUnavailable',
  code: 'SERVER.UNAVAILABLE',
  retryAfterSeconds: UNAVAILABLE_RETRY_AFTER_SECONDS,
};

export type HttpFailure =
  ApplicationError | RequestRejection | RouteNotFound | RequestTooLarge | UnexpectedFailure | ServerUnavailable;

export interface ErrorResponse {
  readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 500 | 503;
  readonly body: ErrorBody;
  /** Headers the failure sends (`Retry-After` with IDEMPOTENCY.IN_FLIGHT, RATE.LIMITED and SERVER.UNAVAILABLE). */
  readonly headers?: Readonly<Record<string, string>>;
}

/** The texts of every code, reason and wait (src/i18n/errors.ts): a code without a text fails the typecheck. */
const errors = translations('errors', errorTexts);

function message(failure: { readonly code: HttpFailure['code'] }, language: Language): string {
  return errors(language)(failure.code);
}

/** Faults grouped by field, in the order fields were first named, as the Error body lists them. */
function withFaults(
  status: 400 | 422,
  code: (UndecodableRequest | InvalidRequest)['code'],
  faults: readonly FieldFault[],
  language: Language,
): ErrorResponse {
  const byField = new Map<string, string[]>();
  for (const fault of faults) {
    const messagesOfField = byField.get(fault.field) ?? [];
    messagesOfField.push(problemMessage(fault.problem, language));
    byField.set(fault.field, messagesOfField);
  }
  const attributes = [...byField].map(([field, fieldMessages]) => ({ field, messages: fieldMessages }));
  return {
    status,
    body: {
      error: message({ code }, language),
      code,
      errors: attributes.flatMap((attribute) => attribute.messages.map((message) => `${attribute.field}: ${message}`)),
      attributes,
    },
  };
}

function plain(status: ErrorResponse['status'], failure: HttpFailure, language: Language): ErrorResponse {
  return { status, body: { error: message(failure, language), code: failure.code } };
}

/** A request path as the wire names it: `client.identificationNumber` → `client.identification_number`. */
function wireField(field: string): string {
  return field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

/** A booking failure naming its fields, each with one reason. */
function withReasons(
  status: 409 | 422,
  failure: HttpFailure,
  fields: readonly { readonly field: string; readonly reason: RefusalReason | 'taken' | 'changed' | 'expired' }[],
  language: Language,
): ErrorResponse {
  const attributes = fields.map((each) => ({
    field: wireField(each.field),
    messages: [errors(language)(`refusal.${each.reason}`)],
  }));
  const body: ErrorBody = { error: message(failure, language), code: failure.code };
  if (attributes.length === 0) return { status, body };
  return {
    status,
    body: {
      ...body,
      errors: attributes.map((attribute) => `${attribute.field}: ${attribute.messages.join(', ')}`),
      attributes,
    },
  };
}

/**
 * A booking's services the storefront's cart refuses (issue 29, docs/adr/0088): 422 with the cart's
 * code, the service refused and those it can't go with named in `error`, and the request's field
 * naming it (`bookings[1].service_id`) in `attributes`.
 */
function withSelectionRefused(failure: BookingSelectionRefused, language: Language): ErrorResponse {
  const t = errors(language);
  const { serviceName, conflictsWith } = failure.conflict;
  const others = conflictsWith.join(', ');
  const field = wireField(failure.field);
  const notWith = t('cart.notWith', { others });
  return {
    status: 422,
    body: {
      error: t('cart.refused', { service: serviceName, others, reason: message(failure, language) }),
      code: failure.code,
      errors: [`${field}: ${notWith}`],
      attributes: [{ field, messages: [notWith] }],
    },
  };
}

/** An availability query refused by rules beyond the contract: 422 naming each field (docs/adr/0016). */
function withAvailabilityFaults(failure: AvailabilityQueryRefused, language: Language): ErrorResponse {
  const t = errors(language);
  const refusal = (reason: AvailabilityRefusalReason): string =>
    reason === 'rangeTooLong'
      ? t('availability.rangeTooLong', { days: MAX_DAYS_AFTER_START })
      : t(`availability.${reason}`);
  const attributes = failure.faults.map((fault) => ({ field: fault.field, messages: [refusal(fault.reason)] }));
  return {
    status: 422,
    body: {
      error: message(failure, language),
      code: failure.code,
      errors: attributes.map((attribute) => `${attribute.field}: ${attribute.messages.join(', ')}`),
      attributes,
    },
  };
}

/** Domain field refusals: 422 naming each field with its message (ADR 0014). */
function withFieldErrors(failure: InvalidFields, language: Language): ErrorResponse {
  const attributes = failure.fields.map((each) => ({
    field: each.field,
    messages: [fieldErrorMessage(each.error, language)],
  }));
  return {
    status: 422,
    body: {
      error: message(failure, language),
      code: failure.code,
      errors: attributes.map((attribute) => `${attribute.field}: ${attribute.messages.join(', ')}`),
      attributes,
    },
  };
}

/** "Too many attempts", with how long to wait, rounded up to whole minutes from a minute on. */
export function rateLimitedMessage(retryAfterSeconds: number, language: Language): string {
  const t = errors(language);
  const minutes = Math.ceil(retryAfterSeconds / 60);
  const wait =
    retryAfterSeconds < 60
      ? t(retryAfterSeconds === 1 ? 'wait.second' : 'wait.seconds', { number: retryAfterSeconds })
      : t(minutes === 1 ? 'wait.minute' : 'wait.minutes', { number: minutes });
  return t('rateLimited.wait', { wait });
}

/** The status and Error body of a failure, in `language`. */
export function errorResponse(failure: HttpFailure, language: Language): ErrorResponse {
  switch (failure._tag) {
    // 400: the input does not decode.
    case 'MalformedJson':
      return plain(400, failure, language);
    case 'MalformedYaml':
      return {
        status: 400,
        body: {
          error: message(failure, language),
          code: failure.code,
          errors: failure.errors.map((error) => yamlSyntaxLine(error, language)),
        },
      };
    case 'UndecodableRequest':
      return withFaults(400, failure.code, failure.faults, language);
    // 401, 403: who is asking.
    case 'InvalidApiKey':
    case 'ApiKeyRequired':
    case 'BadCredentials':
    case 'SignInRequired':
      return plain(401, failure, language);
    case 'Forbidden':
    case 'OtherCompanysKey':
    case 'OperatorKeyRequired':
      return plain(403, failure, language);
    // 404: nothing answers to what the path, the query or a capability names.
    case 'CompanyNotFound':
    case 'LocationNotFound':
    case 'PromotionNotFound':
    case 'ProviderNotFound':
    case 'VehicleNotFound':
    case 'ServiceNotFound':
    case 'BookingNotFound':
    case 'UserNotFound':
    case 'AccountLinkUnusable':
    case 'ReviewNotFound':
    case 'StaffKeyNotFound':
    case 'GiftCardNotFound':
    case 'RouteNotFound':
    case 'NothingAtPath':
    case 'HumanCheckNoChallenge':
    case 'PaymentNotFound':
    case 'GiftCardProductNotFound':
    case 'GiftCardPurchaseNotFound':
      return plain(404, failure, language);
    case 'PaymentSignatureInvalid':
    case 'PaymentNotificationStale':
      return plain(401, failure, language);
    case 'PaymentNotificationMalformed':
      return plain(400, failure, language);
    case 'PaymentNotificationReplayed':
    case 'PaymentSettled':
      return plain(409, failure, language);
    case 'PaymentNotificationMismatch':
      return plain(422, failure, language);
    case 'TooManyPendingPayments':
      return { ...plain(429, failure, language), headers: { 'Retry-After': String(failure.retryAfterSeconds) } };
    // 409: another request got there first.
    case 'SlotTaken':
      return withReasons(
        409,
        failure,
        failure.fields.map((field) => ({ field, reason: 'taken' as const })),
        language,
      );
    case 'IdempotencyInFlight':
      return { ...plain(409, failure, language), headers: { 'Retry-After': String(failure.retryAfterSeconds) } };
    case 'RequestTooLarge':
      return plain(413, failure, language);
    // 429: too many requests for the abuse limits (ADR 0038).
    case 'RateLimited':
      return {
        status: 429,
        body: { error: rateLimitedMessage(failure.retryAfterSeconds, language), code: failure.code },
        headers: { 'Retry-After': String(failure.retryAfterSeconds) },
      };
    // 422: the input decodes, and a rule refuses it.
    case 'InvalidRequest':
      return withFaults(422, failure.code, failure.faults, language);
    case 'AvailabilityQueryRefused':
      return withAvailabilityFaults(failure, language);
    case 'BookingRequestInvalid':
      return withReasons(
        422,
        failure,
        failure.fields.map((each) => ({ field: each.field, reason: each.problem })),
        language,
      );
    case 'BookingSelectionRefused':
      return withSelectionRefused(failure, language);
    case 'PriceChanged':
      return withReasons(
        422,
        failure,
        failure.fields.map((field) => ({ field, reason: 'changed' as const })),
        language,
      );
    case 'PromotionExpired':
      return withReasons(
        422,
        failure,
        failure.fields.map((field) => ({ field, reason: 'expired' as const })),
        language,
      );
    case 'InvalidFields':
      return withFieldErrors(failure, language);
    case 'IdempotencyKeyReused': {
      const reused = errors(language)('idempotencyKeyReused.field');
      return {
        status: 422,
        body: {
          error: message(failure, language),
          code: failure.code,
          errors: [`Idempotency-Key: ${reused}`],
          attributes: [{ field: 'Idempotency-Key', messages: [reused] }],
        },
      };
    }
    // Gift cards (issue 31; docs/adr/0107). A well-formed code of no card — or of another
    // company's — is one answer, whatever cards exist (GiftCardNotFound, 404 with the other
    // unknowns above); the rest speak of the card the code opens.
    // A card with no code to send again (docs/adr/0112): the request is right, the card's state refuses it.
    case 'GiftCardNotResendable':
    case 'GiftCardBalanceChanged':
      return plain(409, failure, language);
    // Consents (issue 32; docs/adr/0115): a wrong code is a missing consent, whatever consents exist.
    case 'ConsentNotFound':
      return plain(404, failure, language);
    case 'ConsentAlreadySigned':
    case 'ConsentNotSigned':
    case 'EmailTaken':
      return plain(409, failure, language);
    case 'ConsentSignatureInvalid':
      return {
        status: 422,
        body: {
          error: message(failure, language),
          code: failure.code,
          attributes: failure.fields.map((each) => ({
            field: each.field,
            messages: [errors(language)(`consentRefusal.${each.problem}`)],
          })),
        },
      };
    case 'MalformedGiftCardCode':
    case 'MalformedBookingReference':
    case 'GiftCardExpired':
    case 'GiftCardNotHonouredHere':
    case 'GiftCardVoided':
    case 'GiftCardCurrencyMismatch':
    case 'GiftCardAmountNotPositive':
    case 'GiftCardEmpty':
    case 'GiftCardNothingSpentByBooking':
    case 'GiftCardAlreadyReturned':
    case 'GiftCardReturnExceedsSpend':
      return plain(422, failure, language);
    case 'ClientMayNotBook':
    case 'HumanCheckFailed':
    case 'BookingCancelled':
    case 'BookingStartPassed':
    case 'BookingPaymentPending':
    case 'BookingNotCancellable':
    case 'BookingNotModifiable':
    case 'ReviewUnavailable':
    case 'GiftCardNotPayable':
      return plain(422, failure, language);
    // A gift card and a service never share the cart (issue 31): the services named beside the card.
    case 'CartPurchaseRefused': {
      const services = failure.services.join(', ');
      return {
        status: 422,
        body: {
          error: message(failure, language),
          code: failure.code,
          errors: [`services: ${services}`],
          attributes: [{ field: 'services', messages: [...failure.services] }],
        },
      };
    }
    // 500, 503: the server's side.
    case 'UnexpectedFailure':
      return plain(500, failure, language);
    case 'ServerUnavailable':
      return { ...plain(503, failure, language), headers: { 'Retry-After': String(failure.retryAfterSeconds) } };
    case 'OAuthNotConfigured':
    case 'OAuthUnavailable':
      return plain(503, failure, language);
    // The catalogue file's refusals (docs/adr/0077): every problem at its path in the file; the
    // bookings a change would strand, one line each.
    case 'CatalogueInvalid': {
      const attributes = failure.problems.map((problem) => ({
        field: formatCataloguePath(problem.path),
        messages: [catalogueProblemMessage(problem, language)],
      }));
      return {
        status: 422,
        body: {
          error: message(failure, language),
          code: failure.code,
          // A file sent as YAML says on which line each problem is, as the CLI does (ADR 0077).
          errors: failure.problems.map((problem, index) => {
            const line = failure.lines?.[index] ?? null;
            return `${line === null ? '' : `${errors(language)('line', { line })}: `}${catalogueProblemLine(problem, language)}`;
          }),
          attributes,
        },
      };
    }
    case 'CatalogueCompanyMismatch':
      return {
        status: 422,
        body: {
          error: message(failure, language),
          code: failure.code,
          attributes: [{ field: 'company.slug', messages: [`${failure.described} ≠ ${failure.addressed}`] }],
        },
      };
    case 'CatalogueStrandsBookings':
      return {
        status: 409,
        body: {
          error: message(failure, language),
          code: failure.code,
          errors: failure.stranded.map(
            ({ booking, reason }) =>
              `#${String(booking.id)} ${booking.date} ${booking.startsAt}–${booking.endsAt} ${booking.location} ` +
              `(${booking.service}, ${booking.professional}): ${errors(language)(`stranded.${reason}`)}`,
          ),
        },
      };
    default:
      return failure satisfies never;
  }
}
