// Every failure the server answers, mapped to its status and Error body in one exhaustive switch
// (ADR 0002, ADR 0014, ADR 0015): a new application error fails the build here until it is given
// a status and a message in every language.
import type { ApplicationError } from '../../application/application-error';
import type { components } from '../http/booking-api.generated';
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
  readonly status: 400 | 404 | 413 | 422 | 500;
  readonly body: ErrorBody;
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

/** The status and Error body of a failure, in `language`. */
export function errorResponse(failure: HttpFailure, language: Language): ErrorResponse {
  switch (failure._tag) {
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
