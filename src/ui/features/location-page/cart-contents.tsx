import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { localDateAt } from '#domain/availability/time-zone';
import type { LocalDate } from '#domain/calendar/local-date';
import { cartTotal } from '#domain/money/cart-total';
import type { Service } from '#domain/catalog/service';
import { formatPrice } from '#domain/money/format-price';
import { useStorefrontServices } from '../../shared/storefront-services';
import type { LocationPageModel } from './location-page-model';

// What the location page's cart holds (issue 20): each chosen service with its price (and its
// count when chosen more than once), the total, and on a phone the button that opens them as a
// sheet above the cart's bar. Loaded with the first service added: the first page's JavaScript
// has a budget, and an empty cart shows none of it. Each line's price is drawn by the services
// list's own price tag, handed in, so this module shares no code with the page it is not already sharing.

export function CartContents({
  model,
  open,
  onToggle,
  priceOf,
}: {
  readonly model: LocationPageModel;
  readonly open: boolean;
  readonly onToggle: (open: boolean) => void;
  /** A service's price as the services list shows it on `day`, the location's today. */
  readonly priceOf: (service: Service, day: LocalDate) => ReactNode;
}) {
  useSignals();
  const { t } = useTranslation();
  const { clock } = useStorefrontServices();
  const storefront = model.storefront.value;
  if (storefront.status !== 'ready') return null;
  const { currency, zone } = storefront.value;
  // Priced as the services list prices them: as on today, the location's day (listed-price.ts).
  const today = localDateAt(zone, clock.now());
  const total = cartTotal(model.cart.value, today);
  const totalText = total._tag === 'Total' ? formatPrice(total.amount, currency) : t('PRICE_TO_DETERMINE');
  return (
    <>
      <button
        type="button"
        className="button button--quiet cart__toggle"
        aria-expanded={open}
        aria-controls="cart-lines"
        onClick={() => {
          onToggle(!open);
        }}
      >
        {t(open ? 'LOCATION.CART_HIDE' : 'LOCATION.CART_SHOW')}
        <span aria-hidden="true">{open ? ' ▾' : ' ▴'}</span>
      </button>
      <ul id="cart-lines" className="cart__lines" aria-label={t('LOCATION.CART_LINES')}>
        {model.cart.value.lines.map((line) => (
          <li key={line.service.id} className="cart__line">
            <span className="cart__name">
              {line.service.name}
              {line.count > 1 ? (
                <span className="cart__times"> {t('LOCATION.CART_TIMES', { count: line.count })}</span>
              ) : null}
            </span>
            {priceOf(line.service, today)}
          </li>
        ))}
      </ul>
      <p className="cart__total">
        <span>{t('LOCATION.CART_TOTAL')}</span> <strong>{totalText}</strong>
      </p>
      {total._tag === 'Total' && total.online !== null ? (
        <p className="cart__total cart__total--online">
          <span>{t('PRICE.ONLINE')}</span> <strong>{formatPrice(total.online, currency)}</strong>
        </p>
      ) : null}
    </>
  );
}
