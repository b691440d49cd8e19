// Every failure the server answers, mapped to its status and Error body in one exhaustive switch
// (ADR 0002, ADR 0014, ADR 0015): a new application error fails the build here until it is given
// a status and a message in every language.
import type { ApplicationError } from '../../application/application-error';
import { MAX_DAYS_AFTER_START, type AvailabilityQueryRefused, type AvailabilityRefusalReason } from '../../application/availability-errors';
import type { RefusalReason } from '../../application/booking-errors';
import type { InvalidFields } from '../../application/invalid-fields';
import type { components } from '../http/booking-api.generated';
import { fieldErrorMessage } from './field-error-messages';
import type { FieldFault, FieldProblem, InvalidRequest, RequestRejection, UndecodableRequest } from './contract-validation';

export type ErrorBody = components['schemas']['Error'];

/** The languages error messages and day names are written in; English unless the request prefers Spanish. */
export type Language = 'en' | 'es';

/** The language an `Accept-Language` header prefers among those we write (ADR 0014: English by default). */
export function preferredLanguage(acceptLanguage: string | undefined): Language {
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((entry, index) => {
      const [tag = '', ...parameters] = entry.trim().toLowerCase().split(';');
      const quality = parameters.map((parameter) => /^\s*q=([0-9.]+)\s*$/.exec(parameter)?.[1]).find((value) => value !== undefined);
      return { language: tag.split('-')[0] ?? '', quality: quality === undefined ? 1 : Number(quality), index };
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  const preferred = ranked.find((entry) => entry.language === 'en' || entry.language === 'es');
  return preferred?.language === 'es' ? 'es' : 'en';
}

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

/** A body over the server's limit, refused before it is read. */
export interface RequestTooLarge {
  readonly _tag: 'RequestTooLarge';
  readonly code: 'REQUEST.TOO_LARGE';
}

export const routeNotFound: RouteNotFound = { _tag: 'RouteNotFound', code: 'ROUTE.NOT_FOUND' };
export const requestTooLarge: RequestTooLarge = { _tag: 'RequestTooLarge', code: 'REQUEST.TOO_LARGE' };
export const unexpectedFailure: UnexpectedFailure = { _tag: 'UnexpectedFailure', code: 'SERVER.UNEXPECTED' };

export type HttpFailure = ApplicationError | RequestRejection | RouteNotFound | RequestTooLarge | UnexpectedFailure;

export interface ErrorResponse {
  readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 422 | 500 | 503;
  readonly body: ErrorBody;
  /** Headers the failure sends (`Retry-After` with IDEMPOTENCY.IN_FLIGHT). */
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
    'BOOKING.CANCELLED': 'The booking is cancelled.',
    'BOOKING.START_PASSED': 'The booking could not be confirmed: its start hour has passed.',
    'BOOKING.PAYMENT_PENDING': 'The booking is waiting for its online payment.',
    'BOOKING.NOT_CANCELLABLE': 'The booking can no longer be cancelled.',
    'BOOKING.NOT_MODIFIABLE': 'The booking cannot be modified this way.',
    'IDEMPOTENCY.IN_FLIGHT': 'Wait for an answer before retrying.',
    'IDEMPOTENCY.KEY_REUSED': 'This Idempotency-Key was already used for another booking request.',
    'HUMAN_CHECK.FAILED': 'We could not verify that you are a person. Please try again.',
    'AUTH.INVALID_API_KEY': 'The api-key is not valid.',
    'AUTH.UNAUTHENTICATED': 'Please sign in.',
    'AUTH.FORBIDDEN': 'You are not allowed to do this.',
    'AUTH.BAD_CREDENTIALS': 'Invalid email or password.',
    'AUTH.OAUTH_NOT_CONFIGURED': 'Signing in with this provider is not available on this server.',
    'USER.NOT_FOUND': 'The user was not found.',
    'REVIEW.NOT_FOUND': 'The review was not found.',
    'REVIEW.UNAVAILABLE': 'This review is no longer available: it was already filled in or has expired.',
    'ROUTE.NOT_FOUND': 'Nothing answers at this address.',
    'REQUEST.TOO_LARGE': 'The request is too large.',
    'SERVER.UNEXPECTED': 'Something went wrong on our side. Please try again later.',
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
    'BOOKING.CANCELLED': 'La reserva está anulada.',
    'BOOKING.START_PASSED': 'No se pudo confirmar la reserva: su hora de inicio ya pasó.',
    'BOOKING.PAYMENT_PENDING': 'La reserva está esperando su pago en línea.',
    'BOOKING.NOT_CANCELLABLE': 'La reserva ya no se puede anular.',
    'BOOKING.NOT_MODIFIABLE': 'La reserva no se puede modificar de esta forma.',
    'IDEMPOTENCY.IN_FLIGHT': 'Espera una respuesta antes de reintentar.',
    'IDEMPOTENCY.KEY_REUSED': 'Esta Idempotency-Key ya se usó para otra solicitud de reserva.',
    'HUMAN_CHECK.FAILED': 'No pudimos verificar que eres una persona. Vuelve a intentarlo.',
    'AUTH.INVALID_API_KEY': 'La api-key no es válida.',
    'AUTH.UNAUTHENTICATED': 'Inicia sesión, por favor.',
    'AUTH.BAD_CREDENTIALS': 'Correo o contraseña inválidos.',
    'AUTH.OAUTH_NOT_CONFIGURED': 'Iniciar sesión con este proveedor no está disponible en este servidor.',
    'USER.NOT_FOUND': 'No se encontró el usuario.',
    'REVIEW.NOT_FOUND': 'No se encontró la reseña.',
    'REVIEW.UNAVAILABLE': 'Esta reseña ya no está disponible: ya se completó o expiró.',
    'AUTH.FORBIDDEN': 'No tienes permiso para hacer esto.',
    'ROUTE.NOT_FOUND': 'No hay nada en esta dirección.',
    'REQUEST.TOO_LARGE': 'La solicitud es demasiado grande.',
    'SERVER.UNEXPECTED': 'Algo salió mal de nuestro lado. Vuelve a intentarlo más tarde.',
  },
};

const typeNames: Readonly<Record<Language, Readonly<Record<string, string>>>> = {
  en: { integer: 'an integer', number: 'a number', string: 'a text', boolean: 'true or false', array: 'a list', object: 'an object', null: 'null' },
  es: { integer: 'un número entero', number: 'un número', string: 'un texto', boolean: 'true o false', array: 'una lista', object: 'un objeto', null: 'null' },
};

const formatNames: Readonly<Record<Language, Readonly<Record<string, string>>>> = {
  en: {
    date: 'a date written YYYY-MM-DD',
    'date-time': 'a date and time with its offset (RFC 3339)',
    email: 'an email address',
    uri: 'an absolute URL',
  },
  es: {
    date: 'una fecha escrita AAAA-MM-DD',
    'date-time': 'una fecha y hora con su desfase (RFC 3339)',
    email: 'un correo electrónico',
    uri: 'una URL absoluta',
  },
};

/** The message a form shows under a field, in `language`. */
export function problemMessage(problem: FieldProblem, language: Language): string {
  const en = language === 'en';
  switch (problem.kind) {
    case 'missing':
      return en ? 'is missing' : 'falta';
    case 'unknownField':
      return en ? 'is not a field of this request' : 'no es un campo de esta solicitud';
    case 'unknownParameter':
      return en ? 'is not a parameter of this call' : 'no es un parámetro de esta llamada';
    case 'repeated':
      return en ? 'must be given once (lists are comma-separated)' : 'debe indicarse una sola vez (las listas van separadas por comas)';
    case 'notJson':
      return en ? 'must be JSON' : 'debe ser JSON';
    case 'type': {
      const names = problem.expected.map((type) => typeNames[language][type] ?? type).join(en ? ' or ' : ' o ');
      return en ? `must be ${names}` : `debe ser ${names}`;
    }
    case 'oneOf': {
      const allowed = problem.allowed.map((value) => JSON.stringify(value)).join(', ');
      return en ? `must be one of ${allowed}` : `debe ser uno de ${allowed}`;
    }
    case 'minLength':
      return en ? `must be at least ${problem.limit} characters long` : `debe tener al menos ${problem.limit} caracteres`;
    case 'maxLength':
      return en ? `must be at most ${problem.limit} characters long` : `debe tener como máximo ${problem.limit} caracteres`;
    case 'minItems':
      return en ? `must have at least ${problem.limit} items` : `debe tener al menos ${problem.limit} elementos`;
    case 'maxItems':
      return en ? `must have at most ${problem.limit} items` : `debe tener como máximo ${problem.limit} elementos`;
    case 'minimum':
      return en ? `must be at least ${problem.limit}` : `debe ser al menos ${problem.limit}`;
    case 'maximum':
      return en ? `must be at most ${problem.limit}` : `debe ser como máximo ${problem.limit}`;
    case 'exclusiveMinimum':
      return en ? `must be more than ${problem.limit}` : `debe ser mayor que ${problem.limit}`;
    case 'exclusiveMaximum':
      return en ? `must be less than ${problem.limit}` : `debe ser menor que ${problem.limit}`;
    case 'pattern':
      return en ? 'is not written the expected way' : 'no está escrito de la forma esperada';
    case 'format': {
      const name = formatNames[language][problem.format] ?? problem.format;
      return en ? `must be ${name}` : `debe ser ${name}`;
    }
    case 'invalid':
      return en ? 'is not valid' : 'no es válido';
    default:
      return problem satisfies never;
  }
}

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

const refusalMessages: Readonly<Record<Language, Readonly<Record<RefusalReason | 'taken', string>>>> = {
  en: {
    missing: 'is required',
    invalid: 'is not valid',
    unknown: 'names nothing here',
    notOffered: 'is not an hour offered',
    wrongEnd: "must be the start plus the service's duration",
    notPayable: 'does not pay for this booking',
    taken: 'is no longer available',
  },
  es: {
    missing: 'es obligatorio',
    invalid: 'no es válido',
    unknown: 'no corresponde a nada aquí',
    notOffered: 'no es una hora disponible',
    wrongEnd: 'debe ser el inicio más la duración del servicio',
    notPayable: 'no paga esta reserva',
    taken: 'ya no está disponible',
  },
};

/** A booking failure naming its fields, each with one reason. */
function withReasons(
  status: 409 | 422,
  failure: HttpFailure,
  fields: readonly { readonly field: string; readonly reason: RefusalReason | 'taken' }[],
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

/** The status and Error body of a failure, in `language`. */
export function errorResponse(failure: HttpFailure, language: Language): ErrorResponse {
  switch (failure._tag) {
    case 'AvailabilityQueryRefused':
      return withAvailabilityFaults(failure, language);
    case 'BookingRequestInvalid':
      return withReasons(
        422,
        failure,
        failure.fields.map((each) => ({ field: each.field, reason: each.problem })),
        language,
      );
    case 'SlotTaken':
      return withReasons(409, failure, failure.fields.map((field) => ({ field, reason: 'taken' as const })), language);
    case 'IdempotencyInFlight':
      return { ...plain(409, failure, language), headers: { 'Retry-After': String(failure.retryAfterSeconds) } };
    case 'IdempotencyKeyReused':
      return {
        status: 422,
        body: {
          error: messages[language][failure.code],
          code: failure.code,
          errors: [`Idempotency-Key: ${language === 'en' ? 'was already used with a different body' : 'ya se usó con otro cuerpo'}`],
          attributes: [
            { field: 'Idempotency-Key', messages: [language === 'en' ? 'was already used with a different body' : 'ya se usó con otro cuerpo'] },
          ],
        },
      };
    case 'HumanCheckFailed':
    case 'BookingCancelled':
    case 'BookingStartPassed':
    case 'BookingPaymentPending':
    case 'BookingNotCancellable':
    case 'BookingNotModifiable':
      return plain(422, failure, language);
    case 'InvalidApiKey':
    case 'ApiKeyRequired':
      return plain(401, failure, language);
    case 'StaffForbidden':
      return plain(403, failure, language);
    case 'BadCredentials':
    case 'SignInRequired':
      return plain(401, failure, language);
    case 'Forbidden':
      return plain(403, failure, language);
    case 'UserNotFound':
    case 'ReviewNotFound':
      return plain(404, failure, language);
    case 'ReviewUnavailable':
      return plain(422, failure, language);
    case 'InvalidFields':
      return withFieldErrors(failure, language);
    case 'OAuthNotConfigured':
      return plain(503, failure, language);
    case 'BookingNotFound':
      return plain(404, failure, language);
    case 'MalformedJson':
      return plain(400, failure, language);
    case 'UndecodableRequest':
      return withFaults(400, failure.code, failure.faults, language);
    case 'InvalidRequest':
      return withFaults(422, failure.code, failure.faults, language);
    case 'CompanyNotFound':
    case 'LocationNotFound':
    case 'PromotionNotFound':
    case 'ProviderNotFound':
    case 'VehicleNotFound':
    case 'ServiceNotFound':
    case 'RouteNotFound':
      return plain(404, failure, language);
    case 'RequestTooLarge':
      return plain(413, failure, language);
    case 'UnexpectedFailure':
      return plain(500, failure, language);
    default:
      return failure satisfies never;
  }
}
