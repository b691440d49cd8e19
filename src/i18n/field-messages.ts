import type { FieldError } from '#domain/validation/field-error';
import type { TextFlaw } from '#domain/shared/plain-text';
import { fieldTexts } from './fields';
import type { Language } from './languages';
import { translations } from './translator';

// The message a field's refusal shows under it (storefront §5, §8; booking-wizard §5), in the
// server's answers and in the CLI's output for input refused before sending (ADR 0058). The
// storefront shows its own dictionary's text for the same keys. A key that means what a contract
// problem means is worded by that problem, so the two never drift apart.

/** Why a field was refused, in terms a message can be written from in any language. */
export type FieldProblem =
  | { readonly kind: 'missing' }
  | { readonly kind: 'unknownField' }
  | { readonly kind: 'unknownParameter' }
  | { readonly kind: 'repeated' }
  /** A key written twice in one object of a JSON body (ADR 0091). */
  | { readonly kind: 'duplicateKey' }
  | { readonly kind: 'notJson' }
  | { readonly kind: 'type'; readonly expected: readonly string[] }
  | { readonly kind: 'oneOf'; readonly allowed: readonly unknown[] }
  | { readonly kind: 'minLength' | 'maxLength' | 'minItems' | 'maxItems'; readonly limit: number }
  | { readonly kind: 'minimum' | 'maximum' | 'exclusiveMinimum' | 'exclusiveMaximum'; readonly limit: number }
  | { readonly kind: 'pattern' }
  | { readonly kind: 'format'; readonly format: string }
  /** Not plain text (ADR 0050): a control character, a line break in a field of one line, half a surrogate pair. */
  | { readonly kind: TextFlaw }
  | { readonly kind: 'invalid' };

const fields = translations('fields', fieldTexts);

const TYPES = ['integer', 'number', 'string', 'boolean', 'array', 'object', 'null'] as const;
const FORMATS = ['date', 'date-time', 'email', 'uri'] as const;

function isOneOf<Known extends string>(known: readonly Known[], value: string): value is Known {
  return (known as readonly string[]).includes(value);
}

/** The message a form shows under a field, in `language`. */
export function problemMessage(problem: FieldProblem, language: Language): string {
  const t = fields(language);
  switch (problem.kind) {
    case 'type': {
      const names = problem.expected
        .map((type) => (isOneOf(TYPES, type) ? t(`type.${type}`) : type))
        .join(t('problem.type.or'));
      return t('problem.type', { names });
    }
    case 'oneOf':
      return t('problem.oneOf', { allowed: problem.allowed.map((value) => JSON.stringify(value)).join(', ') });
    case 'minLength':
    case 'maxLength':
    case 'minItems':
    case 'maxItems':
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return t(`problem.${problem.kind}`, { limit: problem.limit });
    case 'format':
      return t('problem.format', {
        name: isOneOf(FORMATS, problem.format) ? t(`format.${problem.format}`) : problem.format,
      });
    case 'missing':
    case 'unknownField':
    case 'unknownParameter':
    case 'repeated':
    case 'duplicateKey':
    case 'notJson':
    case 'pattern':
    case 'controlCharacter':
    case 'lineBreak':
    case 'unpairedSurrogate':
    case 'invalid':
      return t(`problem.${problem.kind}`);
    default:
      return problem satisfies never;
  }
}

/** The message a field's refusal shows under it, in `language`. */
export function fieldErrorMessage(error: FieldError, language: Language): string {
  const t = fields(language);
  switch (error.key) {
    case 'ERRORS.VALIDATION_MILEAGE':
      return t(error.key, { previous: String(error.params.previous) });
    case 'ERRORS.VALIDATION_MAX_LENGTH':
      return problemMessage({ kind: 'maxLength', limit: error.params.max }, language);
    case 'ERRORS.VALIDATION_PHONE_TOO_SHORT':
    case 'ERRORS.VALIDATION_ID_TOO_SHORT':
    case 'ERRORS.VALIDATION_PASSWORD_TOO_SHORT':
      return problemMessage({ kind: 'minLength', limit: error.params.min }, language);
    case 'ERRORS.VALIDATION_MIN_VALUE':
      return problemMessage({ kind: 'minimum', limit: error.params.min }, language);
    case 'ERRORS.VALIDATION_INTEGER_TOO_LARGE':
      return problemMessage({ kind: 'maximum', limit: error.params.max }, language);
    case 'ERRORS.VALIDATION_OPTION_INVALID':
      return t(error.key, { options: error.params.options.join(', ') });
    case 'ERRORS.VALIDATION_RATING_OUT_OF_RANGE':
      return t(error.key, { min: String(error.params.min), max: String(error.params.max) });
    case 'ERRORS.VALIDATION_GIFT_CARD_BELOW_MINIMUM':
      return t(error.key, { min: String(error.params.min) });
    case 'ERRORS.VALIDATION_GIFT_CARD_ABOVE_MAXIMUM':
      return t(error.key, { max: String(error.params.max) });
    case 'ERRORS.VALIDATION_GIFT_CARD_NOT_LISTED':
      return t(error.key, { options: error.params.options.join(', ') });
    case 'ERRORS.VALIDATION_REQUIRED':
    case 'ERRORS.VALIDATION_RUT_INVALID':
    case 'ERRORS.VALIDATION_EMAIL_INVALID':
    case 'ERRORS.VALIDATION_NO_SPACES':
    case 'ERRORS.VALIDATION_NOT_A_NUMBER':
    case 'ERRORS.VALIDATION_NOT_AN_INTEGER':
    case 'ERRORS.VALIDATION_DATE_INVALID':
    case 'ERRORS.VALIDATION_DATETIME_INVALID':
    case 'ERRORS.VALIDATION_DATE_INCOMPLETE':
    case 'ERRORS.VALIDATION_GIFT_CARD_WORTH_A_SERVICE':
    case 'ERRORS.VALIDATION_GIFT_CARD_AMOUNT_REQUIRED':
    case 'ERRORS.VALIDATION_GIFT_CARD_NOT_MONEY':
      return t(error.key);
    default:
      return error satisfies never;
  }
}
