import type { FieldError } from '../../domain/validation/field-error';

// The domain's validation keys (storefront §5, §8; booking-wizard §5) worded for an Error's
// `attributes`, in each language the server answers in. The storefront shows its own dictionary's
// text for the same keys; these are for every other client of the API.

/** The message a field's refusal shows under it, in `language`. */
export function fieldErrorMessage(error: FieldError, language: 'en' | 'es'): string {
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
      return en ? `must be at most ${String(error.params.max)} characters long` : `debe tener como máximo ${String(error.params.max)} caracteres`;
    case 'ERRORS.VALIDATION_PHONE_TOO_SHORT':
      return en ? `must be at least ${String(error.params.min)} characters long` : `debe tener al menos ${String(error.params.min)} caracteres`;
    case 'ERRORS.VALIDATION_ID_TOO_SHORT':
      return en ? `must be at least ${String(error.params.min)} characters long` : `debe tener al menos ${String(error.params.min)} caracteres`;
    case 'ERRORS.VALIDATION_NO_SPACES':
      return en ? 'must not contain spaces' : 'no debe contener espacios';
    case 'ERRORS.VALIDATION_NOT_A_NUMBER':
      return en ? 'must be a number' : 'debe ser un número';
    case 'ERRORS.VALIDATION_NOT_AN_INTEGER':
      return en ? 'must be a whole number' : 'debe ser un número entero';
    case 'ERRORS.VALIDATION_MIN_VALUE':
      return en ? `must be at least ${String(error.params.min)}` : `debe ser al menos ${String(error.params.min)}`;
    case 'ERRORS.VALIDATION_INTEGER_TOO_LARGE':
      return en ? `must be at most ${String(error.params.max)}` : `debe ser como máximo ${String(error.params.max)}`;
    case 'ERRORS.VALIDATION_DATE_INVALID':
      return en ? 'is not a valid date' : 'no es una fecha válida';
    case 'ERRORS.VALIDATION_DATETIME_INVALID':
      return en ? 'is not a valid date and time' : 'no es una fecha y hora válida';
    case 'ERRORS.VALIDATION_OPTION_INVALID':
      return en ? `must be one of ${error.params.options.join(', ')}` : `debe ser una de ${error.params.options.join(', ')}`;
    case 'ERRORS.VALIDATION_PASSWORD_TOO_SHORT':
      return en ? `must be at least ${String(error.params.min)} characters long` : `debe tener al menos ${String(error.params.min)} caracteres`;
    case 'ERRORS.VALIDATION_RATING_OUT_OF_RANGE':
      return en
        ? `must be a whole number from ${String(error.params.min)} to ${String(error.params.max)}`
        : `debe ser un número entero de ${String(error.params.min)} a ${String(error.params.max)}`;
    default:
      return error satisfies never;
  }
}
