import { useEffect, type ReactNode } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import type { Storefront } from '#application/client-side/catalogue/load-storefront';
import type { GiftCardProductView } from '#application/ports/client/gift-card-offers';
import { formatPrice } from '#domain/money/format-price';
import { servicesToReserveFrom } from '#domain/reservation/cart';
import { Button } from '../../components/button';
import * as giftCardWords from '../../i18n/dictionaries/gift-cards';
import { useDictionary } from '../../i18n/i18n';
import { useTranslation } from '../../i18n/use-translation';
import type { GiftCardPurchaseOpening } from '../../shared/gift-card-purchase-opening';
import { giftCardCartConflict } from './gift-card-cart-conflict';
import type { GiftCardOffersModel } from './gift-card-offers-model';
import type { LocationPageModel } from './location-page-model';

// The location page's tabs (issue 31; storefront spec "tabs for online booking and gift cards"):
// "Book online" holds the services and the cart, "Gift cards" the cards the location sells, each
// with a Buy button where the deployment can sell them. Its code loads only for a location that
// sells some.

function amountsText(product: GiftCardProductView, storefront: Storefront, t: ReturnType<typeof useTranslation>['t']) {
  const price = (amount: number) => formatPrice(amount, storefront.currency);
  if (product.service !== null)
    return [t('GIFT_CARDS.WORTH', { service: product.service.name, price: price(product.service.price) })];
  return [
    ...(product.fixedAmounts.length === 0
      ? []
      : [t('GIFT_CARDS.AMOUNTS', { amounts: product.fixedAmounts.map(price).join(', ') })]),
    ...(product.freeAmount === null
      ? []
      : [
          t('GIFT_CARDS.FREE_AMOUNT', {
            minimum: price(product.freeAmount.minimum),
            maximum: price(product.freeAmount.maximum),
          }),
        ]),
  ];
}

/** Where a card is honoured: here only, the locations' names once known, else how many. */
export function honouredText(
  product: GiftCardProductView,
  here: Storefront['location']['id'],
  names: readonly string[],
  t: ReturnType<typeof useTranslation>['t'],
): string {
  if (product.honouredAt.length === 1 && product.honouredAt[0] === here) return t('GIFT_CARDS.HONOURED_HERE');
  if (names.length === product.honouredAt.length) return t('GIFT_CARDS.HONOURED_AT', { locations: names.join(', ') });
  return t('GIFT_CARDS.HONOURED_AT_COUNT', { count: product.honouredAt.length });
}

function GiftCardList({
  model,
  offers,
  storefront,
  onBuy,
}: {
  readonly model: LocationPageModel;
  readonly offers: GiftCardOffersModel;
  readonly storefront: Storefront;
  readonly onBuy: ((opening: GiftCardPurchaseOpening) => void) | null;
}) {
  useSignals();
  const { t } = useTranslation();
  useEffect(() => {
    offers.nameHonouringLocations(storefront);
  }, [offers, storefront]);
  const buy = (product: GiftCardProductView) => {
    if (onBuy === null) return;
    const inCart = servicesToReserveFrom(model.cart.peek());
    const emptyCart = () => {
      for (const service of servicesToReserveFrom(model.cart.peek())) model.remove(service);
    };
    onBuy({
      storefront,
      product,
      honouredAtNames: offers.honouredAtNames(product),
      cartConflict: giftCardCartConflict(inCart, product, emptyCart),
      tracking: model.tracking,
    });
  };
  return (
    <section className="gift-card-list" aria-labelledby="gift-card-list-title">
      <h2 id="gift-card-list-title">{t('GIFT_CARDS.LIST_TITLE')}</h2>
      <ul className="gift-card-list__items">
        {offers.shown.value.map((product) => (
          <li key={product.id} className="card gift-card-offer">
            <h3 className="gift-card-offer__name">{product.name}</h3>
            {amountsText(product, storefront, t).map((line) => (
              <p key={line} className="gift-card-offer__amounts">
                {line}
              </p>
            ))}
            <p>{t('GIFT_CARDS.VALIDITY', { count: product.validityMonths })}</p>
            <p>{honouredText(product, storefront.location.id, offers.honouredAtNames(product), t)}</p>
            {onBuy === null ? null : (
              <Button
                variant="primary"
                aria-label={t('GIFT_CARDS.BUY_NAMED', { product: product.name })}
                onPress={() => {
                  buy(product);
                }}
              >
                {t('GIFT_CARDS.BUY')}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The booking (`children`) and the gift cards, as two tabs; the booking's first. */
export function LocationTabs({
  children,
  ...list
}: {
  readonly children: ReactNode;
  readonly model: LocationPageModel;
  readonly offers: GiftCardOffersModel;
  readonly storefront: Storefront;
  readonly onBuy: ((opening: GiftCardPurchaseOpening) => void) | null;
}) {
  useDictionary(giftCardWords);
  useSignals();
  const { t } = useTranslation();
  // The booking panel is the page from its first paint, before anyone knows whether the location
  // sells gift cards: when they arrive, the tabs show and the gift cards' panel joins it, and the
  // booking panel stays where it was — what a client typed there, and the focus, are kept.
  const selling = list.offers.shown.value.length > 0;
  return (
    <Tabs className="location-tabs" defaultSelectedKey="booking">
      <TabList className="location-tabs__list" aria-label={t('GIFT_CARDS.TABS')} hidden={!selling}>
        <Tab id="booking" className="location-tabs__tab">
          {t('GIFT_CARDS.BOOK_TAB')}
        </Tab>
        {selling ? (
          <Tab id="giftCards" className="location-tabs__tab">
            {t('GIFT_CARDS.TAB')}
          </Tab>
        ) : null}
      </TabList>
      <TabPanel id="booking" className="location-tabs__panel">
        {children}
      </TabPanel>
      {selling ? (
        <TabPanel id="giftCards" className="location-tabs__panel">
          <GiftCardList {...list} />
        </TabPanel>
      ) : null}
    </Tabs>
  );
}
