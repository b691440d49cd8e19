import { useTranslation } from 'react-i18next';
import type { LocalDate } from '#domain/calendar/local-date';
import type { Service } from '#domain/catalog/service';
import type { CurrencyFormat } from '#domain/money/currency-format';
import { formatPrice } from '#domain/money/format-price';
import { payingPriceOn } from '#domain/promotion/special-discount';

// A service's price as the services list shows it (booking-wizard §2 "crossed-out regular price
// and online-paying price when discounted", §5 price display): nothing when the service hides its
// price, the regular price otherwise, and beside it the lower price paid online, with the regular
// one struck through. Screen readers hear both prices named, not a strike-through.

export function PriceTag({
  service,
  day,
  currency,
}: {
  readonly service: Service;
  readonly day: LocalDate | null;
  readonly currency: CurrencyFormat;
}) {
  const { t } = useTranslation();
  if (!service.showPrice) return null;
  const regular = formatPrice(service.price, currency);
  const paying = payingPriceOn(service, day).amount;
  const discounted =
    paying !== null &&
    service.price !== null &&
    paying < service.price &&
    (service.onlinePayable || service.mustBePaidOnline);
  if (!discounted) return <span className="price">{regular}</span>;
  return (
    <span className="price price--discounted">
      <del className="price__regular">
        <span className="visually-hidden">{t('PRICE.REGULAR')} </span>
        {regular}
      </del>{' '}
      <ins className="price__online">
        <span className="visually-hidden">{t('PRICE.ONLINE')} </span>
        {formatPrice(paying, currency)}
      </ins>
    </span>
  );
}
