import { okAsync } from 'neverthrow';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { GiftCardOffers } from '#application/ports/client/gift-card-offers';
import type { LocationView } from '#application/ports/client/location-directory';
import { locationId } from '#domain/shared/ids.test-support';
import { renderInStorefront, testPorts } from '../../testing/render-storefront.test-support';
import { PALERMO_LOCATION, storefrontApi } from '../../testing/storefront-api.test-support';
import { GIFT_CARD_PRODUCTS, giftCardOffers } from '../../testing/gift-cards.test-support';
import type { GiftCardPurchaseOpening } from '../../shared/gift-card-purchase-opening';
import { NO_FIRST_PAGE } from '../../shared/first-page';
import { LocationPage, locationPageCode } from './location-page';

// Issue 31: the location page's tabs "Book online" / "Gift cards", shown only where the location
// sells gift cards; the gift cards listed with their amounts, validity and where they are honoured,
// each with a Buy button only where the deployment can sell them (a GiftCardOrders port).

function renderPage(
  options: {
    readonly offers?: GiftCardOffers;
    /** Whether the deployment sells gift cards (a GiftCardOrders port); it does unless said. */
    readonly sells?: boolean;
    /** The company's locations, as GET /locations lists them: Palermo only unless said. */
    readonly companyLocations?: readonly LocationView[];
    readonly language?: 'en' | 'es';
  } = {},
) {
  const onBuyGiftCard = vi.fn<(opening: GiftCardPurchaseOpening) => void>();
  const api = storefrontApi();
  const base = testPorts({ api, giftCardOrders: options.sells === false ? null : api });
  const listed = options.companyLocations ?? [PALERMO_LOCATION];
  const ports = { ...base, locations: { ...base.locations, listLocations: () => okAsync(listed) } };
  const rendered = renderInStorefront(
    <LocationPage
      route={{ locationId: locationId(5), professionalId: null }}
      search=""
      onBook={vi.fn()}
      onBuyGiftCard={onBuyGiftCard}
    />,
    {
      ports: { ...ports, ...(options.offers === undefined ? {} : { giftCardOffers: options.offers }) },
      language: options.language ?? 'en',
    },
  );
  return { ...rendered, onBuyGiftCard };
}

/** The gift cards' list items, in the Gift cards tab. */
const giftCards = () => within(screen.getByRole('region', { name: 'Gift cards' })).getAllByRole('listitem');

const belgrano = { ...PALERMO_LOCATION, id: locationId(6), locationName: 'Belgrano' };

describe("the location page's gift cards (issue 31)", () => {
  // As the storefront does before it renders a location page (preloadPageCode): the page's first
  // render holds the tabs' code, so the booking panel is never rebuilt when that code arrives.
  beforeAll(() => locationPageCode({ locationId: locationId(5), professionalId: null }, '', NO_FIRST_PAGE));

  it('shows no tabs where the location sells no gift cards', async () => {
    renderPage();
    expect(await screen.findByRole('region', { name: 'Services' })).toBeInTheDocument();
    await Promise.resolve();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Gift cards' })).not.toBeInTheDocument();
  });

  it('shows the tabs Book online and Gift cards where it sells some, Book online chosen', async () => {
    renderPage({ offers: giftCardOffers() });
    const tabs = await screen.findByRole('tablist', { name: 'Book or buy a gift card' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Book online', 'Gift cards']);
    expect(screen.getByRole('tab', { name: 'Book online' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('region', { name: 'Services' })).toBeInTheDocument();
  });

  it('names the tabs in Spanish as the spec does: Reservar online and Gift cards', async () => {
    renderPage({ offers: giftCardOffers(), language: 'es' });
    const tabs = await screen.findByRole('tablist', { name: 'Reservar o comprar una gift card' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Reservar online', 'Gift cards']);
  });

  it('moves between the tabs with the arrow keys', async () => {
    const { user } = renderPage({ offers: giftCardOffers() });
    await screen.findByRole('tablist');
    await user.click(screen.getByRole('tab', { name: 'Book online' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Gift cards' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { level: 3, name: 'Tarjeta regalo' })).toBeInTheDocument();
  });

  it('labels each shown panel by its tab, which alone controls it, Home and End choosing the first and last', async () => {
    const { user } = renderPage({ offers: giftCardOffers() });
    const booking = await screen.findByRole('tab', { name: 'Book online' });
    const cards = screen.getByRole('tab', { name: 'Gift cards' });
    expect(screen.getByRole('tabpanel', { name: 'Book online' }).id).toBe(booking.getAttribute('aria-controls'));
    expect(cards).not.toHaveAttribute('aria-controls');
    // The chosen tab alone is in the Tab order.
    expect([booking.tabIndex, cards.tabIndex]).toEqual([0, -1]);
    await user.click(booking);
    await user.keyboard('{End}');
    expect(cards).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Gift cards' }).id).toBe(cards.getAttribute('aria-controls'));
    expect([booking.tabIndex, cards.tabIndex]).toEqual([-1, 0]);
    await user.keyboard('{Home}');
    expect(booking).toHaveFocus();
    expect(booking).toHaveAttribute('aria-selected', 'true');
  });

  it('keeps what a client typed in the booking panel while the gift cards are shown', async () => {
    const { user } = renderPage({ offers: giftCardOffers() });
    await user.type(await screen.findByRole('searchbox', { name: 'Search services' }), 'corte');
    await user.click(screen.getByRole('tab', { name: 'Gift cards' }));
    expect(screen.queryByRole('searchbox', { name: 'Search services' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Book online' }));
    expect(screen.getByRole('searchbox', { name: 'Search services' })).toHaveValue('corte');
  });

  it('lists each card with its amounts, validity and where it is honoured', async () => {
    const { user } = renderPage({ offers: giftCardOffers() });
    await user.click(await screen.findByRole('tab', { name: 'Gift cards' }));
    const cards = giftCards();
    expect(cards).toHaveLength(2);
    const [amounts, worth] = cards;
    expect(amounts).toHaveTextContent('Amounts: $10.000, $20.000');
    expect(amounts).toHaveTextContent('Any amount from $5.000 to $50.000');
    expect(amounts).toHaveTextContent('Valid for 6 months from the day it is bought');
    expect(amounts).toHaveTextContent('Honoured at this location only');
    expect(worth).toHaveTextContent('Worth Corte de pelo ($8.000)');
    expect(worth).toHaveTextContent('Valid for 12 months');
    // The company lists Palermo only: Belgrano, which honours the second card too, is counted, not named.
    expect(worth).toHaveTextContent('Honoured at 2 locations');
  });

  it('names the other locations that honour a card once the company lists them', async () => {
    const { user } = renderPage({ offers: giftCardOffers(), companyLocations: [PALERMO_LOCATION, belgrano] });
    await user.click(await screen.findByRole('tab', { name: 'Gift cards' }));
    await waitFor(() => {
      expect(giftCards()[1]).toHaveTextContent(`Honoured at: ${PALERMO_LOCATION.locationName}, Belgrano`);
    });
  });

  it('shows no gift cards, and asks for none, where the deployment cannot sell them', async () => {
    const offers = giftCardOffers();
    const listed = vi.fn((locationId: Parameters<typeof offers.listGiftCardProducts>[0]) =>
      offers.listGiftCardProducts(locationId),
    );
    renderPage({ offers: { listGiftCardProducts: listed }, sells: false });
    expect(await screen.findByRole('region', { name: 'Services' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('tab', { name: 'Gift cards' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Buy/ })).not.toBeInTheDocument();
    expect(listed).not.toHaveBeenCalled();
  });

  it('opens the purchase of a card with its Buy button, the cart holding nothing in its way', async () => {
    const { user, onBuyGiftCard } = renderPage({ offers: giftCardOffers(), sells: true });
    await user.click(await screen.findByRole('tab', { name: 'Gift cards' }));
    await user.click(screen.getByRole('button', { name: 'Buy Tarjeta regalo' }));
    expect(onBuyGiftCard).toHaveBeenCalledTimes(1);
    const [opening] = onBuyGiftCard.mock.calls[0] ?? [];
    expect(opening?.product).toEqual(GIFT_CARD_PRODUCTS[0]);
    expect(opening?.cartConflict).toBeNull();
  });

  it('says which services in the cart stand in the way of a card, and empties the cart when asked', async () => {
    const { user, onBuyGiftCard } = renderPage({ offers: giftCardOffers(), sells: true });
    await screen.findByRole('tablist');
    const services = screen.getByRole('region', { name: 'Services' });
    for (const toggle of within(services).queryAllByRole('button', { expanded: false })) await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Add Corte clásico' }));
    expect(screen.getByText('1 service selected')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Gift cards' }));
    await user.click(screen.getByRole('button', { name: 'Buy Un corte de regalo' }));
    const [opening] = onBuyGiftCard.mock.calls[0] ?? [];
    expect(opening?.cartConflict?.services).toEqual(['Corte clásico']);

    opening?.cartConflict?.emptyCart();
    await user.click(screen.getByRole('tab', { name: 'Book online' }));
    expect(await screen.findByText('Choose the services you want to book.')).toBeInTheDocument();
  });
});
