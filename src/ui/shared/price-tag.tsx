import { useTranslation } from '../i18n/use-translation';
import type { LocalDate } from '#domain/calendar/local-date';
import { listedPrice, type ListedPricing } from '#domain/money/listed-price';
import type { CurrencyFormat } from '#domain/money/currency-format';
import { formatPrice } from '#domain/money/format-price';

// A service's price as the services lists show it, by the domain's rule (listed-price.ts,
// booking-wizard §2 "crossed-out regular price and online-paying price when discounted", §5 price
// display): nothing when the service hides its price, the regular price otherwise, and beside it
// the lower price paid online that day — a promotion's special discount included — with the
// regular one struck through. Screen readers hear both prices named, not a strike-through.

export function PriceTag({
  service,
  day,
  currency,
}: {
  readonly service: ListedPricing;
  /** The day chosen for the service, or today where none is chosen yet (the location's services list). */
  readonly day: LocalDate | null;
  readonly currency: CurrencyFormat;
}) {
  const { t } = useTranslation();
  const listed = listedPrice(service, day);
  switch (listed._tag) {
    case 'HiddenPrice':
      return null;
    case 'RegularPrice':
      return <span className="price">{formatPrice(listed.amount, currency)}</span>;
    case 'DiscountedOnline':
      return (
        <span className="price price--discounted">
          <del className="price__regular">
            <span className="visually-hidden">{t('PRICE.REGULAR')} </span>
            {formatPrice(listed.regular, currency)}
          </del>{' '}
          <ins className="price__online">
            <span className="visually-hidden">{t('PRICE.ONLINE')} </span>
            {formatPrice(listed.online, currency)}
          </ins>
        </span>
      );
  }
}
