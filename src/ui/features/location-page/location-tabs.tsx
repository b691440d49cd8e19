import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
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
//
// The tabs are WAI-ARIA's tabs pattern written out (buttons in a tablist, panels labelled by them,
// arrow keys, Home and End moving and choosing at once) rather than react-aria-components' Tabs: as
// the server-rendered page is hydrated, those set state in the commit (their collection, rebuilt
// for the browser, and the panel's search for something focusable), and a state set in a commit
// is rendered in the same task after every effect still pending — the page's start and the
// marketplace link's booking came with it, one long task on a phone (docs/adr/0153).

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

const TABS = ['booking', 'giftCards'] as const;
type TabKey = (typeof TABS)[number];

/** The key that `key` moves the choice to from `index` among `count` tabs, wrapping; null for another key. */
function movedTo(key: string, index: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
      return (index + 1) % count;
    case 'ArrowLeft':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/** The tabs' buttons: the chosen one in the Tab order, the arrow keys, Home and End moving and choosing at once. */
function TabButtons({
  tabs,
  shown,
  names,
  label,
  hidden,
  onChoose,
}: {
  readonly tabs: readonly TabKey[];
  readonly shown: TabKey;
  readonly names: Readonly<Record<TabKey, string>>;
  readonly label: string;
  readonly hidden: boolean;
  readonly onChoose: (key: TabKey) => void;
}) {
  const buttons = useRef(new Map<TabKey, HTMLButtonElement>());
  const choose = (key: TabKey) => {
    onChoose(key);
    buttons.current.get(key)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const next = movedTo(event.key, tabs.indexOf(shown), tabs.length);
    const key = next === null ? undefined : tabs[next];
    if (key === undefined) return;
    event.preventDefault();
    choose(key);
  };
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      className="location-tabs__list"
      aria-label={label}
      hidden={hidden}
      onKeyDown={onKeyDown}
    >
      {tabs.map((key) => (
        <button
          key={key}
          ref={(button) => {
            if (button === null) buttons.current.delete(key);
            else buttons.current.set(key, button);
          }}
          type="button"
          role="tab"
          id={`location-tab-${key}`}
          className="location-tabs__tab"
          aria-selected={shown === key}
          // Only the chosen tab's panel is there to control: the other is not rendered while hidden.
          aria-controls={shown === key ? `location-tabpanel-${key}` : undefined}
          tabIndex={shown === key ? 0 : -1}
          onClick={() => {
            choose(key);
          }}
        >
          {names[key]}
        </button>
      ))}
    </div>
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
  // booking panel stays where it was — what a client typed there, and the focus, are kept. It stays
  // while the gift cards are shown, hidden.
  const selling = list.offers.shown.value.length > 0;
  const tabs: readonly TabKey[] = selling ? TABS : ['booking'];
  const [chosen, setChosen] = useState<TabKey>('booking');
  const shown = tabs.includes(chosen) ? chosen : 'booking';
  return (
    <div className="location-tabs">
      <TabButtons
        tabs={tabs}
        shown={shown}
        names={{ booking: t('GIFT_CARDS.BOOK_TAB'), giftCards: t('GIFT_CARDS.TAB') }}
        label={t('GIFT_CARDS.TABS')}
        hidden={!selling}
        onChoose={setChosen}
      />
      <div
        role="tabpanel"
        id="location-tabpanel-booking"
        aria-labelledby="location-tab-booking"
        className="location-tabs__panel"
        hidden={shown !== 'booking'}
      >
        {children}
      </div>
      {shown === 'giftCards' ? (
        <div
          role="tabpanel"
          id="location-tabpanel-giftCards"
          aria-labelledby="location-tab-giftCards"
          className="location-tabs__panel"
          // A panel with nothing to focus inside is focused itself, as the pattern asks: the cards
          // have no Buy button where the deployment cannot sell them.
          tabIndex={list.onBuy === null ? 0 : undefined}
        >
          <GiftCardList {...list} />
        </div>
      ) : null}
    </div>
  );
}
