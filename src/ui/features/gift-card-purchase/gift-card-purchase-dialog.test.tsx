import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BOOKING_INFO } from '#application/client-side/shared/fake-booking-api.test-support';
import type { GiftCardProductView } from '#application/ports/client/gift-card-offers';
import type { CompanyBookingInfoView } from '#application/ports/client/company-profiles';
import { trackingFrom } from '#domain/booking/traffic-source';
import { locationId } from '#domain/shared/ids.test-support';
import { scriptedHumanCheck } from '#application/client-side/shared/client-side-ports.test-support';
import { renderInStorefront, testPorts } from '../../testing/render-storefront.test-support';
import { refusal, storefrontApi } from '../../testing/storefront-api.test-support';
import { GIFT_CARD_PRODUCTS } from '../../testing/gift-cards.test-support';
import type { GiftCardCartConflict } from '../../shared/gift-card-purchase-opening';
import { storefrontServices } from '../../shared/storefront-services';
import { GiftCardPurchaseDialog } from './gift-card-purchase-dialog';

// Issue 31: the gift card purchase dialog's three steps — the card, the buyer, the summary — each
// checked by the domain with its errors beside their fields, Back and Next keeping what was typed,
// the terms accepted before Pay, and Pay starting the purchase through the GiftCardOrders port
// (POST /gift_card_purchases) with a human check's token, and sending the page to the checkout page
// with the purchase's transaction and token, as a booking paid online goes.

function product(id: number): GiftCardProductView {
  const found = GIFT_CARD_PRODUCTS.find((candidate) => candidate.id === id);
  if (found === undefined) throw new Error(`No gift card product ${String(id)}`);
  return found;
}
/** Fixed amounts of $10.000 and $20.000, or any from $5.000 to $50.000; honoured at Palermo only. */
const AMOUNTS_CARD = product(31);
/** Worth Corte de pelo ($8.000). */
const SERVICE_CARD = product(32);

const REQUIRED_ID: CompanyBookingInfoView = {
  ...BOOKING_INFO,
  bookingClientAttributes: [
    ...BOOKING_INFO.bookingClientAttributes,
    { clientData: 'identification_number', used: true, required: true, label: '' },
  ],
};

async function renderDialog(
  options: {
    readonly product?: GiftCardProductView;
    readonly bookingInfo?: CompanyBookingInfoView;
    readonly cartConflict?: GiftCardCartConflict | null;
    /** Where the page is: Palermo's page unless said. */
    readonly path?: string;
    /** The human check's answers, in order (null: it could not run); one token unless said. */
    readonly humanCheck?: ReturnType<typeof scriptedHumanCheck>;
  } = {},
) {
  const api = storefrontApi(options.bookingInfo === undefined ? {} : { bookingInfo: options.bookingInfo });
  const ports = testPorts({
    api,
    giftCardOrders: api,
    ...(options.path === undefined ? {} : { path: options.path }),
    ...(options.humanCheck === undefined ? {} : { humanCheck: options.humanCheck }),
  });
  const loaded = await storefrontServices(ports).useCases.loadStorefront(locationId(5), null);
  const storefront = loaded._unsafeUnwrap();
  const onClose = vi.fn();
  const rendered = renderInStorefront(
    <GiftCardPurchaseDialog
      opening={{
        storefront,
        product: options.product ?? AMOUNTS_CARD,
        honouredAtNames: [storefront.location.locationName],
        cartConflict: options.cartConflict ?? null,
        tracking: trackingFrom(() => null),
      }}
      orders={api}
      onClose={onClose}
    />,
    { ports },
  );
  return { ...rendered, orders: api.scenario.giftCardOrders, onClose, storefront };
}

const field = (name: string | RegExp) => screen.getByRole('textbox', { name });
const next = () => screen.getByRole('button', { name: 'Next' });

type Rendered = Awaited<ReturnType<typeof renderDialog>>;

async function fillCard({ user }: Rendered, amount = '15000') {
  await user.click(screen.getByRole('radio', { name: 'Another amount' }));
  await user.type(field(/^Amount/), amount);
  await user.type(field('Consumer name'), 'Ana Pérez');
  await user.type(field('Consumer email'), 'ana@example.com');
  await user.type(field('Message (optional)'), '¡Feliz cumpleaños!');
}

async function fillBuyer({ user }: Rendered) {
  await user.type(field('First name'), 'Sofía');
  await user.type(field('Last name'), 'Ríos');
  await user.type(field('Email'), 'sofia@example.com');
  await user.type(field('Phone'), '+54 11 5555 0000');
}

describe('the gift card purchase dialog (issue 31)', () => {
  it('shows its three steps with the current one marked, starting on the card', async () => {
    await renderDialog();
    expect(screen.getByRole('dialog', { name: 'Buy a gift card: Tarjeta regalo' })).toBeInTheDocument();
    const steps = screen.getByRole('navigation', { name: 'Steps' });
    expect(steps).toHaveTextContent(/Gift card.*Your details.*Summary/);
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Gift card');
    expect(screen.getByRole('heading', { name: 'Step 1 of 3: Gift card' })).toBeInTheDocument();
  });

  it('refuses a free amount outside the product’s range, saying the range in the company’s currency beside the field', async () => {
    const rendered = await renderDialog();
    await fillCard(rendered, '60000');
    await rendered.user.click(next());

    expect(field(/^Amount/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/^Amount/)).toHaveAccessibleDescription('Enter an amount from $5.000 to $50.000.');
    expect(screen.getByRole('alert')).toHaveTextContent('Check the field marked below.');
    expect(screen.getByRole('heading', { name: 'Step 1 of 3: Gift card' })).toBeInTheDocument();
  });

  it('refuses a consumer email that is not one, and asks for every required field at once', async () => {
    const rendered = await renderDialog();
    await rendered.user.type(field('Consumer email'), 'ana@');
    await rendered.user.click(next());

    expect(field('Consumer email')).toHaveAccessibleDescription(/Enter a valid email address\./);
    expect(field('Consumer name')).toHaveAccessibleDescription(/This field is required\./);
    expect(screen.getByRole('radiogroup', { name: 'Amount' })).toHaveAccessibleDescription(/This field is required\./);
    expect(screen.getByRole('alert')).toHaveTextContent('Check the 3 fields marked below.');
  });

  it('sends the card on a day from today on, refusing an earlier one beside the day', async () => {
    const rendered = await renderDialog();
    await fillCard(rendered);
    await rendered.user.click(screen.getByRole('radio', { name: 'On a day I choose' }));
    const day = screen.getByRole('group', { name: 'Send on' });
    const [first] = within(day).getAllByRole('spinbutton');
    if (first === undefined) throw new Error('no segments');
    await rendered.user.click(first);
    // Palermo's days are written day first (es-AR); the tests' today is Wednesday 25 November 2026.
    await rendered.user.keyboard('24112026');
    await rendered.user.click(next());
    expect(within(day).getAllByRole('spinbutton')[0]).toHaveAccessibleDescription(/Choose today or a later day\./);
    expect(screen.getByRole('heading', { name: 'Step 1 of 3: Gift card' })).toBeInTheDocument();
  });

  it('counts the message’s characters against its limit', async () => {
    const rendered = await renderDialog();
    await rendered.user.type(field('Message (optional)'), 'Hola');
    expect(field('Message (optional)')).toHaveAccessibleDescription('4 of 500 characters');
  });

  it('shows what a card worth a service is worth, asking no amount', async () => {
    await renderDialog({ product: SERVICE_CARD });
    expect(screen.getByText('Worth Corte de pelo ($8.000)')).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup', { name: 'Amount' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^Amount/ })).not.toBeInTheDocument();
  });

  it('asks for the buyer’s identification when the company requires it, and refuses going on without', async () => {
    const rendered = await renderDialog({ bookingInfo: REQUIRED_ID });
    await fillCard(rendered);
    await rendered.user.click(next());
    expect(screen.getByRole('heading', { name: 'Step 2 of 3: Your details' })).toBeInTheDocument();
    await fillBuyer(rendered);
    await rendered.user.click(next());

    expect(field('Identification number')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Identification number')).toHaveAccessibleDescription('This field is required.');
    expect(screen.getByRole('heading', { name: 'Step 2 of 3: Your details' })).toBeInTheDocument();
  });

  it('does not ask for an identification the company does not ask for', async () => {
    const rendered = await renderDialog();
    await fillCard(rendered);
    await rendered.user.click(next());
    expect(screen.queryByRole('textbox', { name: 'Identification number' })).not.toBeInTheDocument();
  });

  it('keeps what was typed in each step when the buyer goes back and forth', async () => {
    const rendered = await renderDialog();
    await fillCard(rendered);
    await rendered.user.click(next());
    await fillBuyer(rendered);
    await rendered.user.click(screen.getByRole('button', { name: 'Back' }));

    expect(screen.getByRole('radio', { name: 'Another amount' })).toBeChecked();
    expect(field(/^Amount/)).toHaveValue('15000');
    expect(field('Consumer name')).toHaveValue('Ana Pérez');
    expect(field('Consumer email')).toHaveValue('ana@example.com');
    expect(field('Message (optional)')).toHaveValue('¡Feliz cumpleaños!');

    await rendered.user.click(next());
    expect(field('First name')).toHaveValue('Sofía');
    expect(field('Last name')).toHaveValue('Ríos');
    expect(field('Email')).toHaveValue('sofia@example.com');
    expect(field('Phone')).toHaveValue('+54 11 5555 0000');
  });

  it('sums everything up with the product’s terms, and pays only once they are accepted', async () => {
    const rendered = await renderDialog();
    await fillCard(rendered);
    await rendered.user.click(next());
    await fillBuyer(rendered);
    await rendered.user.click(next());

    expect(screen.getByRole('heading', { name: 'Step 3 of 3: Summary' })).toBeInTheDocument();
    const summary = screen.getByRole('dialog');
    expect(summary).toHaveTextContent('Amount$15.000');
    expect(summary).toHaveTextContent('ForAna Pérez <ana@example.com>');
    expect(summary).toHaveTextContent('Message¡Feliz cumpleaños!');
    expect(summary).toHaveTextContent('SentAs soon as it is paid');
    expect(summary).toHaveTextContent('Valid for 6 months from the day it is bought');
    expect(summary).toHaveTextContent(`Honoured at${rendered.storefront.location.locationName}`);
    expect(summary).toHaveTextContent('Sofía Ríos');
    expect(screen.getByRole('region', { name: 'Terms' })).toHaveTextContent(
      'No canjeable por dinero. Válida en la sucursal indicada.',
    );

    await rendered.user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(rendered.orders).toEqual([]);
    expect(screen.getByRole('checkbox', { name: 'I accept the terms' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('starts the purchase with exactly what was typed and a human check’s token, and sends the page to the checkout page with its transaction and token', async () => {
    const rendered = await renderDialog();
    await fillCard(rendered);
    await rendered.user.click(next());
    await fillBuyer(rendered);
    await rendered.user.click(next());
    await rendered.user.click(screen.getByRole('checkbox', { name: 'I accept the terms' }));
    await rendered.user.click(screen.getByRole('button', { name: 'Pay' }));

    await waitFor(() => {
      expect(rendered.orders).toHaveLength(1);
    });
    expect(rendered.ports.humanCheck.actions).toEqual(['submit']);
    expect(rendered.orders).toEqual([
      {
        locationId: locationId(5),
        giftCardProductId: 31,
        amount: 15000,
        consumerName: 'Ana Pérez',
        consumerEmail: 'ana@example.com',
        message: '¡Feliz cumpleaños!',
        sendOn: null,
        buyer: {
          firstName: 'Sofía',
          lastName: 'Ríos',
          email: 'sofia@example.com',
          phone: '+54 11 5555 0000',
          identificationNumber: null,
        },
        acceptedTerms: true,
        recaptchaToken: 'human-token',
      },
    ]);
    await waitFor(() => {
      expect(rendered.ports.pageNavigation.assigned).toEqual([
        'https://reserva.test/payments/checkout?p=dlocal&b=gc-trx-1&t=gc-access-1',
      ]);
    });
  });

  it('opens the checkout page in a new tab inside another site’s frame, as a booking’s, or links to it when the tab is blocked', async () => {
    const checkout = 'https://reserva.test/payments/checkout?p=dlocal&b=gc-trx-1&t=gc-access-1';
    for (const blocked of [false, true]) {
      const rendered = await renderDialog({ path: '/ar/iframe/sucursal/5' });
      rendered.ports.pageNavigation.blockTabs = blocked;
      await fillCard(rendered);
      await rendered.user.click(next());
      await fillBuyer(rendered);
      await rendered.user.click(next());
      await rendered.user.click(screen.getByRole('checkbox', { name: 'I accept the terms' }));
      await rendered.user.click(screen.getByRole('button', { name: 'Pay' }));

      const status = await screen.findByRole('status');
      expect(rendered.ports.pageNavigation.assigned).toEqual([]);
      if (blocked) {
        expect(rendered.ports.pageNavigation.tabsOpened).toEqual([]);
        expect(within(status).getByRole('link', { name: 'Open the payment page (new tab)' })).toHaveAttribute(
          'href',
          checkout,
        );
      } else {
        expect(rendered.ports.pageNavigation.tabsOpened).toEqual([checkout]);
        expect(status).toHaveTextContent('The payment page opened in a new tab');
      }
      rendered.unmount();
    }
  });

  it('shows why the purchase could not start, keeping the summary and what was typed', async () => {
    const rendered = await renderDialog();
    rendered.ports.api.failing.set(
      'createGiftCardPurchase',
      refusal(422, 'GIFT_CARD.AMOUNT_OUT_OF_RANGE', 'The amount is out of range.'),
    );
    await fillCard(rendered);
    await rendered.user.click(next());
    await fillBuyer(rendered);
    await rendered.user.click(next());
    await rendered.user.click(screen.getByRole('checkbox', { name: 'I accept the terms' }));
    await rendered.user.click(screen.getByRole('button', { name: 'Pay' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The purchase could not be started: The amount is out of range.',
    );
    expect(rendered.ports.pageNavigation.assigned).toEqual([]);
    expect(screen.getByRole('button', { name: 'Pay' })).toBeEnabled();
    await rendered.user.click(screen.getByRole('button', { name: 'Back' }));
    await rendered.user.click(screen.getByRole('button', { name: 'Back' }));
    expect(field('Consumer name')).toHaveValue('Ana Pérez');
  });

  it('tries the human check twice, and without a token sends nothing and says so', async () => {
    const rendered = await renderDialog({ humanCheck: scriptedHumanCheck([null, null]) });
    await fillCard(rendered);
    await rendered.user.click(next());
    await fillBuyer(rendered);
    await rendered.user.click(next());
    await rendered.user.click(screen.getByRole('checkbox', { name: 'I accept the terms' }));
    await rendered.user.click(screen.getByRole('button', { name: 'Pay' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The purchase could not be started: we could not confirm you are a person. Please try again; nothing was bought or charged.',
    );
    expect(rendered.ports.humanCheck.actions).toEqual(['submit', 'submit']);
    expect(rendered.orders).toEqual([]);
    expect(rendered.ports.pageNavigation.assigned).toEqual([]);
  });

  it('says the human check failed when the server refuses its token (422 HUMAN_CHECK.FAILED), and a new try sends a new token', async () => {
    const rendered = await renderDialog({ humanCheck: scriptedHumanCheck(['token-1', 'token-2']) });
    rendered.ports.api.failing.set(
      'createGiftCardPurchase',
      refusal(422, 'HUMAN_CHECK.FAILED', 'The human check failed.'),
    );
    await fillCard(rendered);
    await rendered.user.click(next());
    await fillBuyer(rendered);
    await rendered.user.click(next());
    await rendered.user.click(screen.getByRole('checkbox', { name: 'I accept the terms' }));
    await rendered.user.click(screen.getByRole('button', { name: 'Pay' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(/we could not confirm you are a person/);
    rendered.ports.api.failing.delete('createGiftCardPurchase');
    await rendered.user.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => {
      expect(rendered.orders.map((order) => order.recaptchaToken)).toEqual(['token-2']);
    });
    expect(rendered.ports.pageNavigation.assigned).toHaveLength(1);
  });

  it('explains first that services in the cart stand in the way, emptying it or keeping booking as the visitor says', async () => {
    const emptyCart = vi.fn();
    const rendered = await renderDialog({ cartConflict: { services: ['Corte clásico'], emptyCart } });
    expect(screen.getByRole('heading', { name: 'Your cart holds services' })).toBeInTheDocument();
    expect(screen.getByText(/it cannot share the cart with Corte clásico/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();

    await rendered.user.click(screen.getByRole('button', { name: 'Keep booking' }));
    expect(rendered.onClose).toHaveBeenCalledTimes(1);
    expect(emptyCart).not.toHaveBeenCalled();

    await rendered.user.click(screen.getByRole('button', { name: 'Empty the cart and buy the gift card' }));
    expect(emptyCart).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { name: 'Step 1 of 3: Gift card' })).toBeInTheDocument();
  });
});
