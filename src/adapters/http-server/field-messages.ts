import type { FieldError } from '../../domain/validation/field-error';
import type { FieldProblem } from './contract-validation';
import type { Language } from './language';

// The words an Error's `attributes` put under a field, in each language the server answers in:
// for the problems the contract's validation finds, and for the domain's validation keys
// (storefront §5, §8; booking-wizard §5). The storefront shows its own dictionary's text for the
// same keys; these are for every other client of the API. A key that means what a contract
// problem means is worded by that problem, so the two never drift apart.

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
    case 'controlCharacter':
      return en ? 'must not contain control characters (such as NUL)' : 'no debe contener caracteres de control (como NUL)';
    case 'lineBreak':
      return en ? 'must be a single line, without tabs or line breaks' : 'debe ser una sola línea, sin tabulaciones ni saltos de línea';
    case 'unpairedSurrogate':
      return en ? 'must not contain half of a character (an unpaired surrogate)' : 'no debe contener medio carácter (un sustituto sin pareja)';
    case 'invalid':
      return en ? 'is not valid' : 'no es válido';
    default:
      return problem satisfies never;
  }
}


/** The message a field's refusal shows under it, in `language`. */
export function fieldErrorMessage(error: FieldError, language: Language): string {
  const en = language === 'en';
  switch (error.key) {
    case 'ERRORS.VALIDATION_REQUIRED':
      return en ? 'is required' : 'es obligatorio';
    case 'ERRORS.VALIDATION_MILEAGE':
      return en ? `must be more than the last mileage recorded (${String(error.params.previous)})` : `debe ser mayor que el último kilometraje registrado (${String(error.params.previous)})`;
    case 'ERRORS.VALIDATION_RUT_INVALID':
      return en ? 'is not a valid RUT' : 'no es un RUT válido';
    case 'ERRORS.VALIDATION_EMAIL_INVALID':
      return en ? 'is not a valid email address' : 'no es un correo electrónico válido';
    case 'ERRORS.VALIDATION_MAX_LENGTH':
      return problemMessage({ kind: 'maxLength', limit: error.params.max }, language);
    case 'ERRORS.VALIDATION_PHONE_TOO_SHORT':
    case 'ERRORS.VALIDATION_ID_TOO_SHORT':
    case 'ERRORS.VALIDATION_PASSWORD_TOO_SHORT':
      return problemMessage({ kind: 'minLength', limit: error.params.min }, language);
    case 'ERRORS.VALIDATION_NO_SPACES':
      return en ? 'must not contain spaces' : 'no debe contener espacios';
    case 'ERRORS.VALIDATION_NOT_A_NUMBER':
      return en ? 'must be a number' : 'debe ser un número';
    case 'ERRORS.VALIDATION_NOT_AN_INTEGER':
      return en ? 'must be a whole number' : 'debe ser un número entero';
    case 'ERRORS.VALIDATION_MIN_VALUE':
      return problemMessage({ kind: 'minimum', limit: error.params.min }, language);
    case 'ERRORS.VALIDATION_INTEGER_TOO_LARGE':
      return problemMessage({ kind: 'maximum', limit: error.params.max }, language);
    case 'ERRORS.VALIDATION_DATE_INVALID':
      return en ? 'is not a valid date' : 'no es una fecha válida';
    case 'ERRORS.VALIDATION_DATETIME_INVALID':
      return en ? 'is not a valid date and time' : 'no es una fecha y hora válida';
    case 'ERRORS.VALIDATION_OPTION_INVALID':
      return en ? `must be one of ${error.params.options.join(', ')}` : `debe ser una de ${error.params.options.join(', ')}`;
    case 'ERRORS.VALIDATION_RATING_OUT_OF_RANGE':
      return en
        ? `must be a whole number from ${String(error.params.min)} to ${String(error.params.max)}`
        : `debe ser un número entero de ${String(error.params.min)} a ${String(error.params.max)}`;
    default:
      return error satisfies never;
  }
}
