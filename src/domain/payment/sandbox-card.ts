import { err, ok, type Result } from 'neverthrow';
import type { RejectionReason } from './payment-lifecycle';

// The sandbox's card rules (ADR 0042), standing in for dLocal's: the test cards a tester pays with
// on the storefront's card page, and the checks any card number and expiry must pass first.

export interface SandboxCard {
  readonly cardNumber: string;
  /** `MM/YY`. */
  readonly expiry: string;
  readonly cvv: string;
}

export type SandboxCardField = 'card_number' | 'expiry' | 'cvv';

export type SandboxCardOutcome =
  { readonly _tag: 'Approved' } | { readonly _tag: 'Rejected'; readonly reason: RejectionReason };

/** The Luhn check digit test every card number passes. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let position = 0; position < digits.length; position += 1) {
    let digit = Number(digits[digits.length - 1 - position]);
    if (position % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Test cards and what the sandbox answers for them; any other valid card approves. */
export const SANDBOX_TEST_CARDS = {
  approves: '4111111111111111',
  insufficientBalance: '4000000000000002',
  cardNotEnabled: '4000000000000069',
  /** Any card with this cvv is rejected for wrong card data. */
  wrongDataCvv: '000',
} as const;

/**
 * The sandbox's answer to `card` in month `current` (`{ year, month }`, four-digit year), or the
 * fields at fault: a number failing Luhn, an expiry not `MM/YY` or before this month, a cvv not 3–4 digits.
 */
export function sandboxCardOutcome(
  card: SandboxCard,
  current: { readonly year: number; readonly month: number },
): Result<SandboxCardOutcome, readonly SandboxCardField[]> {
  const faults: SandboxCardField[] = [];
  if (!passesLuhn(card.cardNumber)) faults.push('card_number');
  const expiry = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(card.expiry);
  const expiresIn = expiry === null ? null : 2000 + Number(expiry[2]);
  if (expiry === null || expiresIn === null || expiresIn * 12 + Number(expiry[1]) < current.year * 12 + current.month)
    faults.push('expiry');
  if (!/^\d{3,4}$/.test(card.cvv)) faults.push('cvv');
  if (faults.length > 0) return err(faults);
  if (card.cvv === SANDBOX_TEST_CARDS.wrongDataCvv) return ok({ _tag: 'Rejected', reason: 'wrong_card_data' });
  if (card.cardNumber === SANDBOX_TEST_CARDS.insufficientBalance)
    return ok({ _tag: 'Rejected', reason: 'insufficient_balance' });
  if (card.cardNumber === SANDBOX_TEST_CARDS.cardNotEnabled)
    return ok({ _tag: 'Rejected', reason: 'card_not_enabled' });
  return ok({ _tag: 'Approved' });
}
