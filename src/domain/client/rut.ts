import { err, ok, type Result } from 'neverthrow';
import { fieldError, type FieldError } from '../validation/field-error';

// The Chilean RUT (Rol Único Tributario), the identification number of clients in country 'cl'
// (booking-wizard §5, storefront §5): a body of 7 to 9 digits and a check digit computed modulo 11,
// shown as 12.345.678-5. People type it with or without dots and dash, and with a lower-case k.

/** A RUT whose check digit matches its body, kept as body, dash and upper-case check digit ("12345678-5"). */
export type Rut = string & { readonly Rut: unique symbol };

const bodyPattern = /^\d{7,9}$/;
const checkDigitPattern = /^[\dK]$/;

/** The check digit of a RUT body: modulo 11 over the digits from the right, weighted 2…7 cyclically. */
export function rutCheckDigit(body: string): string {
  let sum = 0;
  let weight = 2;
  for (let index = body.length - 1; index >= 0; index -= 1) {
    sum += Number(body.charAt(index)) * weight;
    weight = weight === 7 ? 2 : weight + 1;
  }
  const digit = 11 - (sum % 11);
  if (digit === 11) return '0';
  if (digit === 10) return 'K';
  return String(digit);
}

/** Removes spaces as they are typed: a RUT never holds one (booking-wizard §5 "Spaces blocked"). */
export function removeSpaces(typed: string): string {
  return typed.replace(/\s/g, '');
}

/**
 * A RUT from what was typed, dots and dash optional, k in either case; refuses a blank value
 * (ERRORS.VALIDATION_REQUIRED), any space (ERRORS.VALIDATION_NO_SPACES) and anything else that is
 * not a 7–9 digit body with its own check digit (ERRORS.VALIDATION_RUT_INVALID).
 */
export function parseRut(typed: string): Result<Rut, FieldError> {
  if (typed.trim() === '') return err(fieldError('ERRORS.VALIDATION_REQUIRED'));
  if (/\s/.test(typed)) return err(fieldError('ERRORS.VALIDATION_NO_SPACES'));
  const compact = typed.replace(/[.-]/g, '').toUpperCase();
  const body = compact.slice(0, -1);
  const checkDigit = compact.slice(-1);
  // Dots and a dash may only separate, never stand alone or trail the check digit.
  const wellPlaced = /^[\d.]+-?[\dkK]$/.test(typed);
  if (
    !wellPlaced ||
    !bodyPattern.test(body) ||
    !checkDigitPattern.test(checkDigit) ||
    rutCheckDigit(body) !== checkDigit
  ) {
    return err(fieldError('ERRORS.VALIDATION_RUT_INVALID'));
  }
  return ok(`${body}-${checkDigit}` as Rut);
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/** The display form of a RUT: thousands dots and a dash before the check digit ("12.345.678-5"). */
export function formatRut(rut: Rut): string {
  const [body = '', checkDigit = ''] = rut.split('-');
  return `${groupThousands(body)}-${checkDigit}`;
}

/**
 * Formats a RUT while it is being typed (booking-wizard §5 "auto-formatted with dots and dash"):
 * spaces and stray characters go, the last character typed is taken as the check digit, and the
 * digits before it are grouped. A single character is left alone since no dash can be placed yet.
 */
export function formatRutAsTyped(typed: string): string {
  const kept = typed.replace(/[^\dkK]/g, '');
  if (kept.length <= 1) return kept.toUpperCase();
  const body = kept.slice(0, -1).replace(/\D/g, '');
  return `${groupThousands(body)}-${kept.slice(-1).toUpperCase()}`;
}
