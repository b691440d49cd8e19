import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { TFunction } from '../i18n/translator';
import { useTranslation } from '../i18n/use-translation';
import type { PaymentOutcome } from '#application/client-side/payment/payment-outcome';
import type { PaymentRejectionReason } from '#application/ports/client/booking-summaries';
import type { Instant } from '#domain/calendar/instant';
import { wallClockAtOffset, writtenOffsetMinutes } from '#domain/calendar/offset-date-time';
import { minutesLeftToPay } from '#domain/payment/payment-lifecycle';
import { useStorefrontServices } from './storefront-services';

// How a failed online payment is told, wherever it shows (booking-wizard §8 "payment rejected
// (insufficient balance, wrong card data, card not enabled)"): the wizard's wait step, the card
// page and the booking's summary. A refused card is not yet a failed payment (ADR 0075): its notice
// says why, and how long the hour stays held for another card. Their words are the payment dictionary's (dictionaries/payment.ts),
// which each of those pages loads.

/** A notice's heading, which takes the focus as the notice shows (when `focusOnShow`) and again whenever `news` changes. */
function useFocusOnShow(focusOnShow: boolean, news: unknown) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnShow) heading.current?.focus();
  }, [focusOnShow, news]);
  return heading;
}

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
  /** What the failure meant, when not a booking's (a gift card purchase's, docs/adr/0114): the booking's words otherwise. */
  readonly consequence?: string;
  readonly children?: ReactNode;
}

/** The payment failed, so the booking was cancelled: why, and what the client can do (the children). */
export function PaymentFailedNotice({
  outcome,
  headingLevel: Heading,
  headingId,
  focusOnShow = false,
  consequence,
  children,
}: PaymentFailedNoticeProps) {
  const { t } = useTranslation();
  const heading = useFocusOnShow(focusOnShow, outcome._tag);
  return (
    <div className="notice notice--failure">
      <Heading ref={heading} tabIndex={-1} {...(headingId === undefined ? {} : { id: headingId })}>
        {outcome._tag === 'PaymentRejected' ? t('PAYMENT.REJECTED_TITLE') : t('PAYMENT.EXPIRED_TITLE')}
      </Heading>
      {outcome._tag === 'PaymentRejected' ? (
        <>
          <p>{paymentRejectedText(t, outcome.reason)}</p>
          <p>{consequence ?? t('PAYMENT.REJECTED_BOOKING')}</p>
        </>
      ) : (
        <p>{consequence ?? t('PAYMENT.EXPIRED')}</p>
      )}
      {children}
    </div>
  );
}

/** How often the minutes left until a hold ends are read again. */
const HOLD_TICK_MS = 15_000;

/** Now, read again every 15 seconds while the component shows: the minutes left until a hold ends follow it. */
export function useHoldClock(): Instant {
  const { clock, timers } = useStorefrontServices();
  const [now, setNow] = useState(() => clock.now());
  useEffect(
    () =>
      timers.every(HOLD_TICK_MS, () => {
        setNow(clock.now());
      }),
    [clock, timers],
  );
  return now;
}

export interface CardRefusedNoticeProps {
  readonly outcome: Extract<PaymentOutcome, { readonly _tag: 'CardRefused' }>;
  readonly headingLevel: 'h2' | 'h3';
  readonly headingId?: string;
  /** The heading takes the focus as the notice shows, so the news is read where the client is. */
  readonly focusOnShow?: boolean;
  /** The words for what stays held, by `time` and `count` (minutes left): the booking's hour unless said (a gift card purchase, docs/adr/0114). */
  readonly holdKey?: string;
  readonly children?: ReactNode;
}

/**
 * The last card was refused, but the hour is still held: why, until when (on the location's clock,
 * the offset the API writes the expiry in) and how many minutes are left, and what the client can do
 * (the children: another card).
 */
export function CardRefusedNotice({
  outcome,
  headingLevel: Heading,
  headingId,
  focusOnShow = false,
  holdKey = 'PAYMENT.CARD_REFUSED_HOLD',
  children,
}: CardRefusedNoticeProps) {
  const { t } = useTranslation();
  const now = useHoldClock();
  // Each refusal is news: a second card refused takes the focus again.
  const heading = useFocusOnShow(focusOnShow, outcome);
  const expiresAt = Date.parse(outcome.expiresAt) as Instant;
  const heldUntil = wallClockAtOffset(expiresAt, writtenOffsetMinutes(outcome.expiresAt) ?? 0);
  return (
    <div className="notice notice--failure">
      <Heading ref={heading} tabIndex={-1} {...(headingId === undefined ? {} : { id: headingId })}>
        {t('PAYMENT.CARD_REFUSED_TITLE')}
      </Heading>
      <p>{paymentRejectedText(t, outcome.reason)}</p>
      <p>{t(holdKey, { time: heldUntil.time, count: minutesLeftToPay(expiresAt, now) })}</p>
      {children}
    </div>
  );
}
