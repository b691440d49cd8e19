// Every failure the server answers, mapped to its status and Error body in one exhaustive switch
// (ADR 0002, ADR 0014, ADR 0015): a new application error fails the build here until it is given
// a status and a message in every language.
import type { ApplicationError } from '../../application/application-error';
import { MAX_DAYS_AFTER_START, type AvailabilityQueryRefused, type AvailabilityRefusalReason } from '../../application/availability-errors';
import type { RefusalReason } from '../../application/booking-errors';
import type { InvalidFields } from '../../application/invalid-fields';
import type { components } from '../http/booking-api.generated';
import { fieldErrorMessage, problemMessage } from './field-messages';
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
export const serverUnavailable: ServerUnavailable = { _tag: 'ServerUnavailable', code: 'SERVER.UNAVAILABLE', retryAfterSeconds: UNAVAILABLE_RETRY_AFTER_SECONDS };

export type HttpFailure = ApplicationError | RequestRejection | RouteNotFound | RequestTooLarge | UnexpectedFailure | ServerUnavailable;

export interface ErrorResponse {
  readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 500 | 503;
  readonly body: ErrorBody;
  /** Headers the failure sends (`Retry-After` with IDEMPOTENCY.IN_FLIGHT, RATE.LIMITED and SERVER.UNAVAILABLE). */
  readonly headers?: Readonly<Record<string, string>>;
}

const messages: Readonly<Record<Language, Readonly<Record<HttpFailure['code'], string>>>> = {
  en: {
    'REQUEST.MALFORMED_JSON': 'The request body is not JSON (send it as application/json).',
    'REQUEST.UNDECODABLE': 'The request could not be read.',
    'REQUEST.INVALID': 'Some fields are not valid.',
    'COMPANY.NOT_FOUND': 'The company was not found.',
    'LOCATION.NOT_FOUND': 'The location was not found.',
    'PROMOTION.NOT_FOUND': 'The promotion was not found.',
    'PROVIDER.NOT_FOUND': 'The professional was not found.',
    'VEHICLE.NOT_FOUND': 'No vehicle is registered under this plate.',
    'SERVICE.NOT_FOUND': 'The service was not found at this location.',
    'BOOKING.NOT_FOUND': 'The booking was not found.',
    'BOOKING.SLOT_TAKEN': 'The selected hours are no longer available.',
    'BOOKING.PRICE_CHANGED': 'A price has changed since it was shown. Please review your booking.',
    'PROMOTION.EXPIRED': 'The promotion has ended. Confirm to book at the regular price.',
    'CLIENT.NOT_ALLOWED_TO_BOOK': 'You cannot book online with this business. Please contact them.',
    'BOOKING.CANCELLED': 'The booking is cancelled.',
    'BOOKING.START_PASSED': 'The booking could not be confirmed: its start hour has passed.',
    'BOOKING.PAYMENT_PENDING': 'The booking is waiting for its online payment.',
    'BOOKING.NOT_CANCELLABLE': 'The booking can no longer be cancelled.',
    'BOOKING.NOT_MODIFIABLE': 'The booking cannot be modified this way.',
    'IDEMPOTENCY.IN_FLIGHT': 'Wait for an answer before retrying.',
    'IDEMPOTENCY.KEY_REUSED': 'This Idempotency-Key was already used for another booking request.',
    'HUMAN_CHECK.FAILED': 'We could not verify that you are a person. Please try again.',
    'HUMAN_CHECK.NO_CHALLENGE': 'This server\'s human check issues no challenges.',
    'AUTH.INVALID_API_KEY': 'The api-key is not valid.',
    'AUTH.UNAUTHENTICATED': 'Please sign in.',
    'AUTH.FORBIDDEN': 'You are not allowed to do this.',
    'AUTH.BAD_CREDENTIALS': 'Invalid email or password.',
    'AUTH.OAUTH_NOT_CONFIGURED': 'Signing in with this provider is not available on this server.',
    'AUTH.OAUTH_UNAVAILABLE': 'The sign-in provider could not be reached. Please try again in a moment.',
    'USER.NOT_FOUND': 'The user was not found.',
    'REVIEW.NOT_FOUND': 'The review was not found.',
    'REVIEW.UNAVAILABLE': 'This review is no longer available: it was already filled in or has expired.',
    'ROUTE.NOT_FOUND': 'Nothing answers at this address.',
    'REQUEST.TOO_LARGE': 'The request is too large.',
    'RATE.LIMITED': 'Too many attempts. Please wait a moment and try again.',
    'SERVER.UNEXPECTED': 'Something went wrong on our side. Please try again later.',
    'SERVER.UNAVAILABLE': 'The service is briefly unavailable. Please try again in a few seconds.',
    'PAYMENT.NOT_FOUND': 'The payment was not found.',
    'PAYMENT.SETTLED': 'This payment has already ended.',
    'PAYMENT.SIGNATURE_INVALID': 'The notification’s signature is not valid.',
    'PAYMENT.NOTIFICATION_STALE': 'The notification was signed too long ago.',
    'PAYMENT.NOTIFICATION_MALFORMED': 'The notification could not be read.',
    'PAYMENT.NOTIFICATION_REPLAYED': 'This notification was already received.',
    'PAYMENT.NOTIFICATION_MISMATCH': 'The notification’s amount or currency is not the payment’s.',
    'PAYMENT.TOO_MANY_PENDING': 'You already have bookings waiting for their payment. Pay or let them expire before booking again.',
  },
  es: {
    'REQUEST.MALFORMED_JSON': 'El cuerpo de la solicitud no es JSON (envíalo como application/json).',
    'REQUEST.UNDECODABLE': 'No se pudo leer la solicitud.',
    'REQUEST.INVALID': 'Algunos campos no son válidos.',
    'COMPANY.NOT_FOUND': 'No se encontró la empresa.',
    'LOCATION.NOT_FOUND': 'No se encontró la sucursal.',
    'PROMOTION.NOT_FOUND': 'No se encontró la promoción.',
    'PROVIDER.NOT_FOUND': 'No se encontró el profesional.',
    'VEHICLE.NOT_FOUND': 'No hay un vehículo registrado con esta patente.',
    'SERVICE.NOT_FOUND': 'No se encontró el servicio en esta sucursal.',
    'BOOKING.NOT_FOUND': 'No se encontró la reserva.',
    'BOOKING.SLOT_TAKEN': 'Las horas seleccionadas ya no están disponibles.',
    'BOOKING.PRICE_CHANGED': 'Un precio cambió desde que se mostró. Revisa tu reserva.',
    'PROMOTION.EXPIRED': 'La promoción terminó. Confirma para reservar al precio normal.',
    'CLIENT.NOT_ALLOWED_TO_BOOK': 'No puedes reservar en línea con esta empresa. Contáctala, por favor.',
    'BOOKING.CANCELLED': 'La reserva está anulada.',
    'BOOKING.START_PASSED': 'No se pudo confirmar la reserva: su hora de inicio ya pasó.',
    'BOOKING.PAYMENT_PENDING': 'La reserva está esperando su pago en línea.',
    'BOOKING.NOT_CANCELLABLE': 'La reserva ya no se puede anular.',
    'BOOKING.NOT_MODIFIABLE': 'La reserva no se puede modificar de esta forma.',
    'IDEMPOTENCY.IN_FLIGHT': 'Espera una respuesta antes de reintentar.',
    'IDEMPOTENCY.KEY_REUSED': 'Esta Idempotency-Key ya se usó para otra solicitud de reserva.',
    'HUMAN_CHECK.FAILED': 'No pudimos verificar que eres una persona. Vuelve a intentarlo.',
    'HUMAN_CHECK.NO_CHALLENGE': 'La verificación humana de este servidor no emite desafíos.',
    'AUTH.INVALID_API_KEY': 'La api-key no es válida.',
    'AUTH.UNAUTHENTICATED': 'Inicia sesión, por favor.',
    'AUTH.BAD_CREDENTIALS': 'Correo o contraseña inválidos.',
    'AUTH.OAUTH_NOT_CONFIGURED': 'Iniciar sesión con este proveedor no está disponible en este servidor.',
    'AUTH.OAUTH_UNAVAILABLE': 'No pudimos comunicarnos con el proveedor de inicio de sesión. Inténtalo de nuevo en un momento.',
    'USER.NOT_FOUND': 'No se encontró el usuario.',
    'REVIEW.NOT_FOUND': 'No se encontró la reseña.',
    'REVIEW.UNAVAILABLE': 'Esta reseña ya no está disponible: ya se completó o expiró.',
    'AUTH.FORBIDDEN': 'No tienes permiso para hacer esto.',
    'ROUTE.NOT_FOUND': 'No hay nada en esta dirección.',
    'REQUEST.TOO_LARGE': 'La solicitud es demasiado grande.',
    'RATE.LIMITED': 'Demasiados intentos. Espera un momento y vuelve a intentarlo.',
    'SERVER.UNEXPECTED': 'Algo salió mal de nuestro lado. Vuelve a intentarlo más tarde.',
    'SERVER.UNAVAILABLE': 'El servicio no está disponible por un momento. Vuelve a intentarlo en unos segundos.',
    'PAYMENT.NOT_FOUND': 'No se encontró el pago.',
    'PAYMENT.SETTLED': 'Este pago ya terminó.',
    'PAYMENT.SIGNATURE_INVALID': 'La firma de la notificación no es válida.',
    'PAYMENT.NOTIFICATION_STALE': 'La notificación se firmó hace demasiado tiempo.',
    'PAYMENT.NOTIFICATION_MALFORMED': 'No se pudo leer la notificación.',
    'PAYMENT.NOTIFICATION_REPLAYED': 'Esta notificación ya se recibió.',
    'PAYMENT.NOTIFICATION_MISMATCH': 'El monto o la moneda de la notificación no son los del pago.',
    'PAYMENT.TOO_MANY_PENDING': 'Ya tienes reservas esperando su pago. Págalas o deja que venzan antes de volver a reservar.',
  },
};


/** Faults grouped by field, in the order fields were first named, as the Error body lists them. */
function withFaults(status: 400 | 422, code: (UndecodableRequest | InvalidRequest)['code'], faults: readonly FieldFault[], language: Language): ErrorResponse {
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
      error: messages[language][code],
      code,
      errors: attributes.flatMap((attribute) => attribute.messages.map((message) => `${attribute.field}: ${message}`)),
      attributes,
    },
  };
}

function plain(status: ErrorResponse['status'], failure: HttpFailure, language: Language): ErrorResponse {
  return { status, body: { error: messages[language][failure.code], code: failure.code } };
}

/** A request path as the wire names it: `client.identificationNumber` → `client.identification_number`. */
function wireField(field: string): string {
  return field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

const refusalMessages: Readonly<Record<Language, Readonly<Record<RefusalReason | 'taken' | 'changed' | 'expired', string>>>> = {
  en: {
    missing: 'is required',
    invalid: 'is not valid',
    unknown: 'names nothing here',
    notOffered: 'is not an hour offered',
    wrongEnd: "must be the start plus the service's duration",
    notPayable: 'does not pay for this booking',
    usedUp: 'has no use left',
    notAboveLast: 'must exceed the last recorded mileage',
    taken: 'is no longer available',
    changed: 'is not the price or discount offered now',
    expired: "is a promotion's price, and the promotion has ended",
  },
  es: {
    missing: 'es obligatorio',
    invalid: 'no es válido',
    unknown: 'no corresponde a nada aquí',
    notOffered: 'no es una hora disponible',
    wrongEnd: 'debe ser el inicio más la duración del servicio',
    notPayable: 'no paga esta reserva',
    usedUp: 'ya no le quedan usos',
    notAboveLast: 'debe ser mayor que el último kilometraje registrado',
    taken: 'ya no está disponible',
    changed: 'no es el precio o descuento vigente',
    expired: 'es el precio de una promoción que ya terminó',
  },
};

/** A booking failure naming its fields, each with one reason. */
function withReasons(
  status: 409 | 422,
  failure: HttpFailure,
  fields: readonly { readonly field: string; readonly reason: RefusalReason | 'taken' | 'changed' | 'expired' }[],
  language: Language,
): ErrorResponse {
  const attributes = fields.map((each) => ({ field: wireField(each.field), messages: [refusalMessages[language][each.reason]] }));
  const body: ErrorBody = { error: messages[language][failure.code], code: failure.code };
  if (attributes.length === 0) return { status, body };
  return {
    status,
    body: { ...body, errors: attributes.map((attribute) => `${attribute.field}: ${attribute.messages.join(', ')}`), attributes },
  };
}

const availabilityRefusals: Readonly<Record<Language, Readonly<Record<AvailabilityRefusalReason, string>>>> = {
  en: {
    beforeStartDate: 'must not be before start_date',
    rangeTooLong: `must be at most ${String(MAX_DAYS_AFTER_START)} days after start_date`,
    notStartDate: 'must equal start_date (the hours of one day are asked at a time)',
    notOnePerService: 'must name one professional (or 0) for each service',
    doesNotGiveService: 'does not perform this service here',
    nobodyGivesService: 'none of these professionals performs one of the services here',
    requiredWhenBundled: 'is required when bundled is true',
    onlyWithBundled: 'must be true when bundle_id is given',
    notABundle: 'is not a bundle',
    notTheBundlesServices: "must be the bundle's services, in order",
    bundleNeedsBundled: 'is a bundle: ask for its services with bundled=true and bundle_id',
    mustBeAlone: 'is a class or a session, asked for on its own',
    notAfterStart: 'must be after the start',
    requiredWithOther: 'is required together with the slot',
    notAnInstant: 'must be a date and time with its offset (RFC 3339)',
  },
  es: {
    beforeStartDate: 'no debe ser anterior a start_date',
    rangeTooLong: `debe ser como máximo ${String(MAX_DAYS_AFTER_START)} días después de start_date`,
    notStartDate: 'debe ser igual a start_date (las horas se piden de a un día)',
    notOnePerService: 'debe indicar un profesional (o 0) por cada servicio',
    doesNotGiveService: 'no realiza este servicio aquí',
    nobodyGivesService: 'ninguno de estos profesionales realiza uno de los servicios aquí',
    requiredWhenBundled: 'es obligatorio cuando bundled es true',
    onlyWithBundled: 'debe ser true cuando se indica bundle_id',
    notABundle: 'no es un pack',
    notTheBundlesServices: 'deben ser los servicios del pack, en orden',
    bundleNeedsBundled: 'es un pack: pide sus servicios con bundled=true y bundle_id',
    mustBeAlone: 'es una clase o una sesión, que se pide sola',
    notAfterStart: 'debe ser posterior al inicio',
    requiredWithOther: 'es obligatorio junto con el horario',
    notAnInstant: 'debe ser una fecha y hora con su desfase (RFC 3339)',
  },
};

/** An availability query refused by rules beyond the contract: 422 naming each field (docs/adr/0016). */
function withAvailabilityFaults(failure: AvailabilityQueryRefused, language: Language): ErrorResponse {
  const attributes = failure.faults.map((fault) => ({ field: fault.field, messages: [availabilityRefusals[language][fault.reason]] }));
  return {
    status: 422,
    body: {
      error: messages[language][failure.code],
      code: failure.code,
      errors: attributes.map((attribute) => `${attribute.field}: ${attribute.messages.join(', ')}`),
      attributes,
    },
  };
}

/** Domain field refusals: 422 naming each field with its message (ADR 0014). */
function withFieldErrors(failure: InvalidFields, language: Language): ErrorResponse {
  const attributes = failure.fields.map((each) => ({ field: each.field, messages: [fieldErrorMessage(each.error, language)] }));
  return {
    status: 422,
    body: {
      error: messages[language][failure.code],
      code: failure.code,
      errors: attributes.map((attribute) => `${attribute.field}: ${attribute.messages.join(', ')}`),
      attributes,
    },
  };
}

/** "Too many attempts", with how long to wait, rounded up to whole minutes from a minute on. */
export function rateLimitedMessage(retryAfterSeconds: number, language: Language): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  if (language === 'es') {
    const wait = retryAfterSeconds < 60 ? `${String(retryAfterSeconds)} ${retryAfterSeconds === 1 ? 'segundo' : 'segundos'}` : `${String(minutes)} ${minutes === 1 ? 'minuto' : 'minutos'}`;
    return `Demasiados intentos. Espera ${wait} y vuelve a intentarlo.`;
  }
  const wait = retryAfterSeconds < 60 ? `${String(retryAfterSeconds)} ${retryAfterSeconds === 1 ? 'second' : 'seconds'}` : `${String(minutes)} ${minutes === 1 ? 'minute' : 'minutes'}`;
  return `Too many attempts. Please wait ${wait} and try again.`;
}

/** The status and Error body of a failure, in `language`. */
export function errorResponse(failure: HttpFailure, language: Language): ErrorResponse {
  switch (failure._tag) {
    // 400: the input does not decode.
    case 'MalformedJson':
      return plain(400, failure, language);
    case 'UndecodableRequest':
      return withFaults(400, failure.code, failure.faults, language);
    // 401, 403: who is asking.
    case 'InvalidApiKey':
    case 'ApiKeyRequired':
    case 'BadCredentials':
    case 'SignInRequired':
      return plain(401, failure, language);
    case 'Forbidden':
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
    case 'ReviewNotFound':
    case 'RouteNotFound':
    case 'HumanCheckNoChallenge':
    case 'PaymentNotFound':
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
      return withReasons(409, failure, failure.fields.map((field) => ({ field, reason: 'taken' as const })), language);
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
      return withReasons(422, failure, failure.fields.map((each) => ({ field: each.field, reason: each.problem })), language);
    case 'PriceChanged':
      return withReasons(422, failure, failure.fields.map((field) => ({ field, reason: 'changed' as const })), language);
    case 'PromotionExpired':
      return withReasons(422, failure, failure.fields.map((field) => ({ field, reason: 'expired' as const })), language);
    case 'InvalidFields':
      return withFieldErrors(failure, language);
    case 'IdempotencyKeyReused': {
      const message = language === 'en' ? 'was already used with a different body' : 'ya se usó con otro cuerpo';
      return {
        status: 422,
        body: {
          error: messages[language][failure.code],
          code: failure.code,
          errors: [`Idempotency-Key: ${message}`],
          attributes: [{ field: 'Idempotency-Key', messages: [message] }],
        },
      };
    }
    case 'ClientMayNotBook':
    case 'HumanCheckFailed':
    case 'BookingCancelled':
    case 'BookingStartPassed':
    case 'BookingPaymentPending':
    case 'BookingNotCancellable':
    case 'BookingNotModifiable':
    case 'ReviewUnavailable':
      return plain(422, failure, language);
    // 500, 503: the server's side.
    case 'UnexpectedFailure':
      return plain(500, failure, language);
    case 'ServerUnavailable':
      return { ...plain(503, failure, language), headers: { 'Retry-After': String(failure.retryAfterSeconds) } };
    case 'OAuthNotConfigured':
    case 'OAuthUnavailable':
      return plain(503, failure, language);
    default:
      return failure satisfies never;
  }
}
