import { describe, expect, it } from 'vitest';
import { giftCardCodeFromBytes } from './gift-card-code';
import { decideResend } from './gift-card-resend';

// Issue 31 "Staff": a card is resent with its own code, opened from its seal, never when voided.

const code = giftCardCodeFromBytes(new Uint8Array(10).fill(7));

describe('resending a gift card', () => {
  it('sends the code its seal opened to', () => {
    expect(decideResend({ voided: false }, code)._unsafeUnwrap()).toBe(code);
  });

  it('refuses a card whose seal opened to nothing: none kept, or another key', () => {
    expect(decideResend({ voided: false }, null)._unsafeUnwrapErr().code).toBe('GIFT_CARD.NOT_RESENDABLE');
  });

  it('refuses a voided card, whatever its seal', () => {
    expect(decideResend({ voided: true }, code)._unsafeUnwrapErr().code).toBe('GIFT_CARD.VOIDED');
    expect(decideResend({ voided: true }, null)._unsafeUnwrapErr().code).toBe('GIFT_CARD.VOIDED');
  });
});
