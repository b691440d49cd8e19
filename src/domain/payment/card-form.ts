import { err, ok, type Result } from 'neverthrow';
import { dateParts, type LocalDate } from '../calendar/local-date';
import { passesLuhn } from './sandbox-card';

// The card payment page's form (storefront §5 "Card name, number, expiry and CVV required"; the
// payment route {country}/dlocal/…): every field required; the number checked by its Luhn digit,
// the expiry a month of this year or later, the CVV three or four digits. What the client typed is
// kept as typed; these rules read it.

/** As long as the card call takes it (SandboxCardRequest.holder_name). */
export const HOLDER_NAME_MAX_LENGTH = 60;
export const CARD_NUMBER_MAX_DIGITS = 19;

/** Why a card field was refused; the UI words each code (CARD.ERRORS.*). */
export type CardFieldErrorCode =
  'REQUIRED' | 'TOO_LONG' | 'NUMBER_INVALID' | 'EXPIRY_INVALID' | 'EXPIRED' | 'CVV_INVALID';

export type CardField = 'holderName' | 'cardNumber' | 'expiry' | 'cvv';

/** What the client typed, field by field. */
export type CardFormValues = Readonly<Record<CardField, string>>;

export const EMPTY_CARD_FORM: CardFormValues = { holderName: '', cardNumber: '', expiry: '', cvv: '' };

/** The card as the sandbox card call takes it: the number's digits only, the expiry as MM/YY. */
export interface CardDetails {
  readonly holderName: string;
  readonly cardNumber: string;
  /** MM/YY. */
  readonly expiry: string;
  readonly cvv: string;
}

/** The digits of a typed card number; spaces and dashes are how people group them. */
export function cardNumberDigits(typed: string): string {
  return typed.replace(/[\s-]/g, '');
}

/** The number grouped by four for display ("4111 1111 1111 1111"); anything not a digit dropped, at most 19 digits. */
export function groupedCardNumber(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, CARD_NUMBER_MAX_DIGITS);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** The expiry as typed becomes MM/YY: the slash comes by itself after the month. */
export function typedExpiry(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

type Rule = (typed: string) => Result<string, CardFieldErrorCode>;

const holderName: Rule = (typed) => {
  const name = typed.trim().replace(/\s+/g, ' ');
  if (name === '') return err('REQUIRED');
  return name.length > HOLDER_NAME_MAX_LENGTH ? err('TOO_LONG') : ok(name);
};

const cardNumber: Rule = (typed) => {
  const digits = cardNumberDigits(typed);
  if (digits === '') return err('REQUIRED');
  // 12 to 19 digits whose check digit holds, as the sandbox checks it.
  return passesLuhn(digits) ? ok(digits) : err('NUMBER_INVALID');
};

function expiryOn(today: LocalDate): Rule {
  return (typed) => {
    const text = typed.trim();
    if (text === '') return err('REQUIRED');
    const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(text);
    const month = Number(match?.[1]);
    if (match === null || month < 1 || month > 12) return err('EXPIRY_INVALID');
    const year = 2000 + Number(match[2]);
    const now = dateParts(today);
    // A card is valid through the last day of its month.
    if (year < now.year || (year === now.year && month < now.month)) return err('EXPIRED');
    return ok(`${match[1] ?? ''}/${match[2] ?? ''}`);
  };
}

const cvv: Rule = (typed) => {
  const text = typed.trim();
  if (text === '') return err('REQUIRED');
  return /^\d{3,4}$/.test(text) ? ok(text) : err('CVV_INVALID');
};

export type CardFormErrors = Partial<Readonly<Record<CardField, CardFieldErrorCode>>>;

/** The card, or each field's refusal; `today` is the client's day, which an expiry may not be before. */
export function validCard(values: CardFormValues, today: LocalDate): Result<CardDetails, CardFormErrors> {
  const rules: Readonly<Record<CardField, Rule>> = { holderName, cardNumber, expiry: expiryOn(today), cvv };
  const errors: Partial<Record<CardField, CardFieldErrorCode>> = {};
  const valid: Partial<Record<CardField, string>> = {};
  for (const field of Object.keys(rules) as CardField[]) {
    rules[field](values[field]).match(
      (value) => {
        valid[field] = value;
      },
      (code) => {
        errors[field] = code;
      },
    );
  }
  const { holderName: name, cardNumber: number, expiry, cvv: code } = valid;
  if (name === undefined || number === undefined || expiry === undefined || code === undefined) return err(errors);
  return ok({ holderName: name, cardNumber: number, expiry, cvv: code });
}
