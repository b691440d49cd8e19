import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Instant } from '../calendar/instant';
import { paymentCharge, type ChargedItem } from './payment-charge';
import { paymentCurrency, PAYMENT_COUNTRIES } from './payment-currency';
import {
  acceptsAttempt,
  holdsBookings,
  expiryCutoff,
  isDueToExpire,
  minutesLeftToPay,
  notificationTransition,
  REJECTION_REASONS,
  statusAfter,
  type NotifiedOutcome,
  type PaymentState,
  type PaymentStatus,
} from './payment-lifecycle';
import { passesLuhn, SANDBOX_TEST_CARDS, sandboxCardOutcome } from './sandbox-card';

const cents = fc.integer({ min: 0, max: 10_000_000 }).map((hundredths) => hundredths / 100);
const anyItem: fc.Arbitrary<ChargedItem> = fc.record({
  paidOnline: fc.boolean(),
  payingPrice: fc.option(cents),
  downPayment: fc.option(cents),
});
const anyStatus = fc.constantFrom<PaymentStatus>('pending', 'approved', 'rejected', 'expired');
const anyOutcome: fc.Arbitrary<NotifiedOutcome> = fc.oneof(
  fc.constant({ _tag: 'Approved' as const }),
  fc.constant({ _tag: 'Pending' as const }),
  fc.constantFrom(...REJECTION_REASONS).map((reason) => ({ _tag: 'Rejected' as const, reason })),
);
const anyPayment: fc.Arbitrary<PaymentState> = fc.record({
  status: anyStatus,
  amount: cents,
  currency: fc.constantFrom('CLP', 'ARS', 'COP'),
  expiresAt: fc.integer({ min: 0, max: 2_000_000_000_000 }).map((ms) => ms as Instant),
});

describe('what an online payment charges (booking-wizard §3; ADR 0042)', () => {
  it('charges each online-paid booking its paying price, or its down payment capped at that price, and nothing for the rest', () => {
    fc.assert(
      fc.property(fc.array(anyItem, { maxLength: 6 }), (items) => {
        const charge = paymentCharge(items);
        const expected = items
          .filter((item) => item.paidOnline)
          .reduce(
            (sum, item) => sum + Math.round(Math.min(item.payingPrice ?? 0, item.downPayment ?? Infinity) * 100),
            0,
          );
        expect(Math.round(charge.amount * 100)).toBe(expected);
        expect(charge.amount).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('says a down payment applies exactly when one charges less than its booking’s price', () => {
    fc.assert(
      fc.property(fc.array(anyItem, { maxLength: 6 }), (items) => {
        const smaller = items.some(
          (item) => item.paidOnline && item.downPayment !== null && item.downPayment < (item.payingPrice ?? 0),
        );
        expect(paymentCharge(items).downPayment).toBe(smaller);
      }),
    );
  });

  it('charges nothing when a membership pays every booking', () => {
    fc.assert(
      fc.property(fc.array(anyItem.map((item) => ({ ...item, paidOnline: false }))), (items) => {
        expect(paymentCharge(items)).toEqual({ amount: 0, downPayment: false });
      }),
    );
  });

  it('charges online what a gift card leaves of each booking’s online charge, and never less than nothing', () => {
    const withCard = anyItem.chain((item) =>
      fc
        .integer({ min: 0, max: Math.round(Math.max(0, item.payingPrice ?? 0) * 100) })
        .map((share) => ({ ...item, giftCardPays: share / 100 })),
    );
    fc.assert(
      fc.property(fc.array(withCard, { maxLength: 6 }), (items) => {
        const expected = items
          .filter((item) => item.paidOnline)
          .reduce((sum, item) => {
            const charged = Math.round(Math.min(item.payingPrice ?? 0, item.downPayment ?? Infinity) * 100);
            return sum + Math.max(0, charged - Math.round(item.giftCardPays * 100));
          }, 0);
        const charge = paymentCharge(items);
        expect(Math.round(charge.amount * 100)).toBe(expected);
        expect(charge.amount).toBeLessThanOrEqual(
          paymentCharge(items.map(({ giftCardPays: _, ...item }) => item)).amount,
        );
      }),
    );
  });

  it('charges nothing online for a booking a gift card pays whole', () => {
    expect(paymentCharge([{ paidOnline: true, payingPrice: 150, downPayment: null, giftCardPays: 150 }])).toEqual({
      amount: 0,
      downPayment: false,
    });
  });

  it('adds amounts in hundredths', () => {
    expect(
      paymentCharge([0.1, 0.2].map((payingPrice) => ({ paidOnline: true, payingPrice, downPayment: null }))).amount,
    ).toBe(0.3);
  });
});

describe('the currency clients pay in, per country (booking-wizard §9)', () => {
  it.each([
    ['cl', 'CLP'],
    ['ar', 'ARS'],
    ['uy', 'UYU'],
    ['co', 'COP'],
    ['mx', 'MXN'],
    ['pe', 'PEN'],
  ])('%s pays in %s', (country, currency) => {
    expect(paymentCurrency(country)).toBe(currency);
    expect(paymentCurrency(country.toUpperCase())).toBe(currency);
  });

  it('knows no currency for a country it takes no payments in', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z]{2}$/).filter((code) => !PAYMENT_COUNTRIES.includes(code)),
        (code) => {
          expect(paymentCurrency(code)).toBeNull();
        },
      ),
    );
  });

  it('answers a three-letter upper-case code for every country it knows', () => {
    for (const country of PAYMENT_COUNTRIES) expect(paymentCurrency(country)).toMatch(/^[A-Z]{3}$/);
  });
});

describe('a payment’s lifecycle under notifications (ADR 0042; a refused card keeps the hold, ADR 0075)', () => {
  it('moves a payment that holds its bookings (pending, or its card refused), and an ended one ignores any later notification (out of order)', () => {
    fc.assert(
      fc.property(anyPayment, anyOutcome, (payment, outcome) => {
        const transition = notificationTransition(payment, {
          outcome,
          amount: payment.amount,
          currency: payment.currency,
        })._unsafeUnwrap();
        if (payment.status === 'approved' || payment.status === 'expired') {
          expect(transition).toEqual({ _tag: 'Ignore' });
        } else if (outcome._tag === 'Approved') {
          expect(transition).toEqual({ _tag: 'Approve' });
        } else if (outcome._tag === 'Rejected') {
          expect(transition).toEqual({ _tag: 'Reject', reason: outcome.reason });
        } else {
          expect(transition).toEqual({ _tag: 'Ignore' });
        }
        expect(statusAfter(transition, payment.status)).toBe(
          transition._tag === 'Approve' ? 'approved' : transition._tag === 'Reject' ? 'rejected' : payment.status,
        );
      }),
    );
  });

  it('keeps the hold through any run of refused cards, and the first approval after them pays', () => {
    fc.assert(
      fc.property(
        anyPayment.map((payment) => ({ ...payment, status: 'pending' as const })),
        fc.array(fc.constantFrom(...REJECTION_REASONS)),
        (payment, refusals) => {
          let status: PaymentStatus = payment.status;
          for (const reason of refusals) {
            const notified = {
              outcome: { _tag: 'Rejected' as const, reason },
              amount: payment.amount,
              currency: payment.currency,
            };
            status = statusAfter(notificationTransition({ ...payment, status }, notified)._unsafeUnwrap(), status);
            expect(status).toBe('rejected');
            expect(holdsBookings(status)).toBe(true);
            expect(acceptsAttempt({ status, expiresAt: payment.expiresAt }, (payment.expiresAt - 1) as Instant)).toBe(
              true,
            );
          }
          const approval = {
            outcome: { _tag: 'Approved' as const },
            amount: payment.amount,
            currency: payment.currency,
          };
          status = statusAfter(notificationTransition({ ...payment, status }, approval)._unsafeUnwrap(), status);
          expect(status).toBe('approved');
          expect(holdsBookings(status)).toBe(false);
        },
      ),
    );
  });

  it('refuses a notification of another amount or currency, whatever the payment’s state', () => {
    fc.assert(
      fc.property(
        anyPayment,
        anyOutcome,
        cents,
        fc.constantFrom('CLP', 'USD'),
        (payment, outcome, amount, currency) => {
          fc.pre(Math.round(amount * 100) !== Math.round(payment.amount * 100) || currency !== payment.currency);
          expect(notificationTransition(payment, { outcome, amount, currency })._unsafeUnwrapErr()).toEqual({
            _tag: 'NotificationMismatch',
          });
        },
      ),
    );
  });

  it('expires a payment while it holds its bookings (pending or its card refused) once its time is up', () => {
    fc.assert(
      fc.property(anyPayment, fc.integer({ min: 0, max: 2_000_000_000_000 }), (payment, now) => {
        expect(isDueToExpire(payment, now as Instant)).toBe(
          (payment.status === 'pending' || payment.status === 'rejected') && payment.expiresAt <= now,
        );
      }),
    );
  });

  it('leaves no payment due to expire past the cutoff a store lists the candidates by', () => {
    fc.assert(
      fc.property(anyPayment, fc.integer({ min: 0, max: 2_000_000_000_000 }), (payment, now) => {
        if (isDueToExpire(payment, now as Instant))
          expect(payment.expiresAt).toBeLessThanOrEqual(expiryCutoff(now as Instant));
      }),
    );
  });

  it('tells the minutes left to pay rounded up, never 0 while the payment takes an attempt, and 0 once it is due', () => {
    fc.assert(
      fc.property(anyPayment, fc.integer({ min: 0, max: 2_000_000_000_000 }), (payment, now) => {
        const at = now as Instant;
        const left = minutesLeftToPay(payment.expiresAt, at);
        expect(Number.isInteger(left)).toBe(true);
        if (payment.expiresAt <= at) expect(left).toBe(0);
        else {
          expect(left).toBeGreaterThanOrEqual(1);
          expect(left * 60_000).toBeGreaterThanOrEqual(payment.expiresAt - now);
          expect((left - 1) * 60_000).toBeLessThan(payment.expiresAt - now);
        }
        if (acceptsAttempt(payment, at)) expect(left).toBeGreaterThan(0);
      }),
    );
  });

  it('takes another attempt exactly while the payment holds its bookings and has not expired', () => {
    fc.assert(
      fc.property(anyPayment, fc.integer({ min: 0, max: 2_000_000_000_000 }), (payment, now) => {
        const at = now as Instant;
        expect(acceptsAttempt(payment, at)).toBe(
          (payment.status === 'pending' || payment.status === 'rejected') && now < payment.expiresAt,
        );
        // Never both: a payment either takes an attempt or is for the expiry job (or has ended).
        expect(acceptsAttempt(payment, at) && isDueToExpire(payment, at)).toBe(false);
        expect(acceptsAttempt(payment, at) || isDueToExpire(payment, at)).toBe(holdsBookings(payment.status));
      }),
    );
  });
});

const DIGITS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];

/** `body` followed by the check digit that makes it pass Luhn. */
function withCheckDigit(body: string): string {
  return DIGITS.map((digit) => body + digit).find(passesLuhn) ?? '';
}

describe('the sandbox’s cards (ADR 0042)', () => {
  const now = { year: 2026, month: 6 };
  const card = { cardNumber: SANDBOX_TEST_CARDS.approves, expiry: '12/29', cvv: '123' };

  it('answers the test cards as documented', () => {
    expect(sandboxCardOutcome(card, now)._unsafeUnwrap()).toEqual({ _tag: 'Approved' });
    expect(
      sandboxCardOutcome({ ...card, cardNumber: SANDBOX_TEST_CARDS.insufficientBalance }, now)._unsafeUnwrap(),
    ).toEqual({ _tag: 'Rejected', reason: 'insufficient_balance' });
    expect(sandboxCardOutcome({ ...card, cardNumber: SANDBOX_TEST_CARDS.cardNotEnabled }, now)._unsafeUnwrap()).toEqual(
      { _tag: 'Rejected', reason: 'card_not_enabled' },
    );
    expect(sandboxCardOutcome({ ...card, cvv: '000' }, now)._unsafeUnwrap()).toEqual({
      _tag: 'Rejected',
      reason: 'wrong_card_data',
    });
  });

  it('passes Luhn for exactly one check digit of any number', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{11,18}$/), (body) => {
        expect(DIGITS.filter((digit) => passesLuhn(body + digit))).toHaveLength(1);
        expect(sandboxCardOutcome({ ...card, cardNumber: withCheckDigit(body) }, now).isOk()).toBe(true);
      }),
    );
  });

  it('names a number failing Luhn, a past or malformed expiry and a malformed cvv', () => {
    expect(
      sandboxCardOutcome({ cardNumber: '4111111111111112', expiry: '05/26', cvv: '12' }, now)._unsafeUnwrapErr(),
    ).toEqual(['card_number', 'expiry', 'cvv']);
    expect(sandboxCardOutcome({ ...card, expiry: '13/30' }, now)._unsafeUnwrapErr()).toEqual(['expiry']);
    expect(sandboxCardOutcome({ ...card, expiry: '06/26' }, now).isOk()).toBe(true);
  });
});
