// Why a value typed into a form was refused, as data the UI translates (booking-wizard §5 and §8,
// storefront §5 and §8). The key is the i18n key; the params fill its placeholders, so a message
// can say "at most 280 characters" without the domain knowing any language.

/** The params of a message without placeholders. */
type NoParams = Readonly<Record<string, never>>;

/** Every validation key and the parameters its message takes. */
interface ValidationParams {
  readonly 'ERRORS.VALIDATION_REQUIRED': NoParams;
  /** The mileage typed is not above the last one recorded for the vehicle. */
  readonly 'ERRORS.VALIDATION_MILEAGE': { readonly previous: number };
  readonly 'ERRORS.VALIDATION_RUT_INVALID': NoParams;
  readonly 'ERRORS.VALIDATION_EMAIL_INVALID': NoParams;
  readonly 'ERRORS.VALIDATION_MAX_LENGTH': { readonly max: number };
  readonly 'ERRORS.VALIDATION_PHONE_TOO_SHORT': { readonly min: number };
  readonly 'ERRORS.VALIDATION_ID_TOO_SHORT': { readonly min: number };
  readonly 'ERRORS.VALIDATION_NO_SPACES': NoParams;
  readonly 'ERRORS.VALIDATION_NOT_A_NUMBER': NoParams;
  readonly 'ERRORS.VALIDATION_NOT_AN_INTEGER': NoParams;
  readonly 'ERRORS.VALIDATION_MIN_VALUE': { readonly min: number };
  readonly 'ERRORS.VALIDATION_INTEGER_TOO_LARGE': { readonly max: number };
  readonly 'ERRORS.VALIDATION_DATE_INVALID': NoParams;
  readonly 'ERRORS.VALIDATION_DATETIME_INVALID': NoParams;
  /** A day typed in part (issue 20): complete it or clear it. */
  readonly 'ERRORS.VALIDATION_DATE_INCOMPLETE': NoParams;
  readonly 'ERRORS.VALIDATION_OPTION_INVALID': { readonly options: readonly string[] };
  readonly 'ERRORS.VALIDATION_PASSWORD_TOO_SHORT': { readonly min: number };
  readonly 'ERRORS.VALIDATION_RATING_OUT_OF_RANGE': { readonly min: number; readonly max: number };
  // A gift card's amount the product refuses (docs/adr/0113), each refusal its own key.
  /** A free amount below the product's minimum. */
  readonly 'ERRORS.VALIDATION_GIFT_CARD_BELOW_MINIMUM': { readonly min: number };
  /** A free amount above the product's maximum. */
  readonly 'ERRORS.VALIDATION_GIFT_CARD_ABOVE_MAXIMUM': { readonly max: number };
  /** An amount a product of fixed amounts does not list. */
  readonly 'ERRORS.VALIDATION_GIFT_CARD_NOT_LISTED': { readonly options: readonly number[] };
  /** An amount for a card worth a service, which is worth the service's price. */
  readonly 'ERRORS.VALIDATION_GIFT_CARD_WORTH_A_SERVICE': NoParams;
  /** No amount for a card of an amount. */
  readonly 'ERRORS.VALIDATION_GIFT_CARD_AMOUNT_REQUIRED': NoParams;
  /** Not money: not positive, or a fraction of a cent. */
  readonly 'ERRORS.VALIDATION_GIFT_CARD_NOT_MONEY': NoParams;
}

/** The i18n key of a validation message; the UI's dictionaries must translate each one. */
export type ValidationKey = keyof ValidationParams;

/** One field's refusal: which message to show and what to fill it with. */
export type FieldError = {
  readonly [K in ValidationKey]: { readonly _tag: 'FieldError'; readonly key: K; readonly params: ValidationParams[K] };
}[ValidationKey];

/** The parameters the message of `key` takes. */
export type FieldErrorParams<K extends ValidationKey> = ValidationParams[K];

// A table rather than an array so the compiler refuses a list that misses or invents a key.
const everyKey: { readonly [K in ValidationKey]: null } = {
  'ERRORS.VALIDATION_REQUIRED': null,
  'ERRORS.VALIDATION_MILEAGE': null,
  'ERRORS.VALIDATION_RUT_INVALID': null,
  'ERRORS.VALIDATION_EMAIL_INVALID': null,
  'ERRORS.VALIDATION_MAX_LENGTH': null,
  'ERRORS.VALIDATION_PHONE_TOO_SHORT': null,
  'ERRORS.VALIDATION_ID_TOO_SHORT': null,
  'ERRORS.VALIDATION_NO_SPACES': null,
  'ERRORS.VALIDATION_NOT_A_NUMBER': null,
  'ERRORS.VALIDATION_NOT_AN_INTEGER': null,
  'ERRORS.VALIDATION_MIN_VALUE': null,
  'ERRORS.VALIDATION_INTEGER_TOO_LARGE': null,
  'ERRORS.VALIDATION_DATE_INVALID': null,
  'ERRORS.VALIDATION_DATETIME_INVALID': null,
  'ERRORS.VALIDATION_DATE_INCOMPLETE': null,
  'ERRORS.VALIDATION_OPTION_INVALID': null,
  'ERRORS.VALIDATION_PASSWORD_TOO_SHORT': null,
  'ERRORS.VALIDATION_RATING_OUT_OF_RANGE': null,
  'ERRORS.VALIDATION_GIFT_CARD_BELOW_MINIMUM': null,
  'ERRORS.VALIDATION_GIFT_CARD_ABOVE_MAXIMUM': null,
  'ERRORS.VALIDATION_GIFT_CARD_NOT_LISTED': null,
  'ERRORS.VALIDATION_GIFT_CARD_WORTH_A_SERVICE': null,
  'ERRORS.VALIDATION_GIFT_CARD_AMOUNT_REQUIRED': null,
  'ERRORS.VALIDATION_GIFT_CARD_NOT_MONEY': null,
};

/** Every validation key, so a dictionary can be checked for completeness. */
export const VALIDATION_KEYS = Object.keys(everyKey) as readonly ValidationKey[];

/** The error for `key`; keys whose message has no placeholders need no params. */
export function fieldError<K extends ValidationKey>(
  key: K,
  ...params: ValidationParams[K] extends NoParams ? [] : [ValidationParams[K]]
): FieldError {
  const [given] = params;
  return { _tag: 'FieldError', key, params: given ?? {} } as FieldError;
}
