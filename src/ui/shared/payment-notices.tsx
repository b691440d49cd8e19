import { useEffect, useRef, type ReactNode } from 'react';
import type { TFunction } from '../i18n/translator';
import { useTranslation } from '../i18n/use-translation';
import type { PaymentOutcome } from '#application/client-side/payment/payment-outcome';
import type { PaymentRejectionReason } from '#application/ports/booking-summaries';

// How a failed online payment is told, wherever it shows (booking-wizard §8 "payment rejected
// (insufficient balance, wrong card data, card not enabled)"): the wizard's wait step, the card
// page and the booking's summary. Their words are the payment dictionary's (dictionaries/payment.ts),
// which each of those pages loads.

/** The words for a rejection's reason. */
export function paymentRejectedText(t: TFunction, reason: PaymentRejectionReason): string {
  return t(`PAYMENT.REJECTED.${reason}`);
}

export interface PaymentFailedNoticeProps {
  readonly outcome: Extract<PaymentOutcome, { readonly _tag: 'PaymentRejected' | 'PaymentExpired' }>;
  readonly headingLevel: 'h1' | 'h2';
  readonly headingId?: string;
  /** The heading takes the focus as the notice shows, so the news is read where the client is. */
  readonly focusOnShow?: boolean;
  readonly children?: ReactNode;
}

/** The payment failed, so the booking was cancelled: why, and what the client can do (the children). */
export function PaymentFailedNotice({
  outcome,
  headingLevel: Heading,
  headingId,
  focusOnShow = false,
  children,
}: PaymentFailedNoticeProps) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnShow) heading.current?.focus();
  }, [focusOnShow]);
  return (
    <div className="notice notice--failure">
      <Heading ref={heading} tabIndex={-1} {...(headingId === undefined ? {} : { id: headingId })}>
        {outcome._tag === 'PaymentRejected' ? t('PAYMENT.REJECTED_TITLE') : t('PAYMENT.EXPIRED_TITLE')}
      </Heading>
      {outcome._tag === 'PaymentRejected' ? (
        <>
          <p>{paymentRejectedText(t, outcome.reason)}</p>
          <p>{t('PAYMENT.REJECTED_BOOKING')}</p>
        </>
      ) : (
        <p>{t('PAYMENT.EXPIRED')}</p>
      )}
      {children}
    </div>
  );
}
