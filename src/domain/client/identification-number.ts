import { err, ok } from 'neverthrow';
import { fieldError } from '../validation/field-error';
import { ID_MIN_LENGTH, isBlank, required, type FieldRule } from '../validation/field-rules';
import { formatRut, parseRut } from './rut';

/**
 * An identification number: in Chile a RUT, kept in its dots-and-dash display form since that is
 * what the field shows; elsewhere at least 2 characters. No country allows spaces in it.
 */
export function identificationNumber(countryCode: string): FieldRule<string> {
  return (typed) => {
    if (isBlank(typed)) return required();
    if (countryCode.toLowerCase() === 'cl') return parseRut(typed).map(formatRut);
    if (/\s/.test(typed)) return err(fieldError('ERRORS.VALIDATION_NO_SPACES'));
    if (typed.length < ID_MIN_LENGTH) return err(fieldError('ERRORS.VALIDATION_ID_TOO_SHORT', { min: ID_MIN_LENGTH }));
    return ok(typed);
  };
}
