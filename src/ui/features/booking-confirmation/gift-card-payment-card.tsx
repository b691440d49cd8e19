import type { BookingSummaryView } from '#application/ports/client/booking-summaries';
import { formatPrice } from '#domain/money/format-price';
import { useTranslation } from '../../i18n/use-translation';

/**
 * What gift cards paid of the bookings and what is left to pay (issue 31 "Spending"; docs/adr/0107),
 * as the server summed it; nothing when no card paid (or an API older than gift cards said nothing).
 */
export function GiftCardPaymentCard({ summary }: { readonly summary: BookingSummaryView }) {
  const { t } = useTranslation();
  const payment = summary.giftCardPayment;
  if (payment === undefined || payment === null) return null;
  return (
    <section className="card confirmation__gift-card-payment" aria-labelledby="confirmation-gift-card">
      <h2 id="confirmation-gift-card">{t('CONFIRMATION.GIFT_CARD_TITLE')}</h2>
      <dl className="facts">
        <dt>{t('CONFIRMATION.GIFT_CARD')}</dt>
        {payment.lastFour.map((lastFour) => (
          <dd key={lastFour}>{t('CONFIRMATION.GIFT_CARD_ENDING', { lastFour })}</dd>
        ))}
        <dt>{t('CONFIRMATION.GIFT_CARD_PAID')}</dt>
        <dd>{formatPrice(payment.paid, summary.currency)}</dd>
        <dt>{t('CONFIRMATION.GIFT_CARD_LEFT_TO_PAY')}</dt>
        <dd>{formatPrice(payment.leftToPay, summary.currency)}</dd>
      </dl>
    </section>
  );
}
