import { signal, type ReadonlySignal } from '@preact/signals-react';
import { paymentOutcome, type PaymentOutcome } from '#application/client-side/payment/payment-outcome';
import type { StorefrontPorts } from '../../shared/storefront-services';
import type { BookingId } from '#domain/booking/booking-id';

// The iframePostPay step's waiting (booking-wizard §2 payment-wait view; docs/adr/0045): the
// payment runs in another tab, so the frame asks the booking's summary every few seconds how it
// stands — through the Booking API port and the timers, so tests drive both — and goes to the
// booking's page once it is paid, or says why it failed. A refused card is news but not the end: the
// client may try another in the payment's tab until the hold ends (ADR 0075), so the frame says so
// and keeps asking.

/** How often the frame asks whether the payment went through. */
export const PAYMENT_POLL_MS = 5000;

/** The payment the frame waits for, opened in another tab. */
export interface PaymentInOtherTab {
  readonly bookingId: BookingId;
  readonly accessToken: string;
  /** The checkout page, for the link the view offers when the browser blocked the new tab. */
  readonly checkoutAddress: string;
  readonly tabOpened: boolean;
  /** The booking's page, where the frame goes once the payment is made. */
  readonly summaryPath: string;
}

export function createPaymentWait(
  ports: Pick<StorefrontPorts, 'bookingSummaries' | 'timers' | 'router' | 'announcer'>,
  payment: PaymentInOtherTab,
) {
  const outcome = signal<PaymentOutcome>({ _tag: 'AwaitingPayment' });
  let asking = false;

  function ask(stop: () => void): void {
    // One question at a time: a slow answer is not asked again over itself.
    if (asking) return;
    asking = true;
    void ports.bookingSummaries.getBookingSummary(payment.bookingId, payment.accessToken).match(
      (summary) => {
        asking = false;
        const now = paymentOutcome(summary);
        if (now._tag === 'AwaitingPayment') return;
        if (now._tag === 'CardRefused') {
          // A new refusal (another card, or another reason) is told; the same one is not retold.
          const before = outcome.value;
          if (before._tag !== 'CardRefused' || before.reason !== now.reason) outcome.value = now;
          return;
        }
        stop();
        if (now._tag === 'Paid') ports.router.navigate(payment.summaryPath);
        else outcome.value = now;
      },
      () => {
        // Unreachable for a moment: the next tick asks again.
        asking = false;
      },
    );
  }

  return {
    outcome: outcome as ReadonlySignal<PaymentOutcome>,
    /** Starts asking; the returned function stops it (the view calls it when it goes away). */
    start(): () => void {
      let stopped = false;
      let cancel: () => void = () => undefined;
      const stop = () => {
        stopped = true;
        cancel();
      };
      cancel = ports.timers.every(PAYMENT_POLL_MS, () => {
        if (!stopped) ask(stop);
      });
      return stop;
    },
  };
}

export type PaymentWait = ReturnType<typeof createPaymentWait>;
