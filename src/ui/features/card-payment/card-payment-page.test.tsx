import { act, screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Instant } from '#domain/calendar/instant';
import { PAYMENT_TIMEOUT_MINUTES } from '#domain/payment/payment-lifecycle';
import { bookingId } from '#domain/shared/ids.test-support';
import { renderInStorefront, testPorts } from '../../testing/render-storefront.test-support';
import {
  CARD_TOKEN,
  palermoBookingSummary,
  palermoPayment,
  refusal,
  SANDBOX_CARDS,
  storefrontApi,
  type StorefrontApi,
} from '../../testing/storefront-api.test-support';
import { expectAccentOf, ROSE_COMPANY } from '../../testing/company-brand.test-support';
import { CardPaymentPage } from './card-payment-page';

// The card payment page (storefront §2 {country}/dlocal/{tokenData}/{bookingId}/{accessToken}, §5
// "Card name, number, expiry and CVV required (prompts)", booking-wizard §8 payment-rejected texts;
// docs/adr/0045), answered by the sandbox's test cards.

const route = {
  country: 'ar',
  tokenData: CARD_TOKEN,
  bookingId: bookingId(400),
  accessToken: 'token-400',
  embedded: false,
};
const SUMMARY_PATH = '/ar/bookings/400/token-400/false';

function pendingPayment(changes: Parameters<typeof palermoPayment>[0] = {}): StorefrontApi {
  return storefrontApi({
    bookingSummary: palermoBookingSummary({ statuses: ['pending_payment'], payment: palermoPayment(changes) }),
  });
}

function renderCardPage(
  api: StorefrontApi = pendingPayment(),
  language: 'en' | 'es' = 'en',
  embedded = false,
  now?: string,
) {
  return renderInStorefront(<CardPaymentPage route={{ ...route, embedded }} />, {
    ports: testPorts({ api, path: `/ar/dlocal/${CARD_TOKEN}/400/token-400`, ...(now === undefined ? {} : { now }) }),
    language,
  });
}

async function fillCard(
  user: UserEvent,
  card: { readonly name?: string; readonly number?: string; readonly expiry?: string; readonly cvv?: string } = {},
) {
  await user.type(await screen.findByRole('textbox', { name: /Name on the card/ }), card.name ?? 'Sofía Ríos');
  await user.type(screen.getByRole('textbox', { name: /Card number/ }), card.number ?? SANDBOX_CARDS.approves);
  await user.type(screen.getByRole('textbox', { name: /Expiry date/ }), card.expiry ?? '1229');
  await user.type(screen.getByRole('textbox', { name: /Security code/ }), card.cvv ?? '123');
}

const payButton = () => screen.getByRole('button', { name: /^Pay / });

describe('the card payment page (storefront §2, §5)', () => {
  it('wears the company’s brand the summary names (issue 20)', async () => {
    const summary = palermoBookingSummary({ statuses: ['pending_payment'], payment: palermoPayment() });
    const { unmount } = renderCardPage(storefrontApi({ bookingSummary: { ...summary, company: ROSE_COMPANY } }));
    expect(await screen.findByText('Salón Rosa')).toBeInTheDocument();
    expectAccentOf('#e11d48');
    unmount();
    expectAccentOf(null);
  });

  it('shows the booking and what it pays, and asks for the card with each field’s prompt', async () => {
    renderCardPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Pay your booking' })).toBeInTheDocument();
    // The heading is there while the payment is still being read (the page is aria-busy): wait for it.
    const summary = await screen.findByRole('region', { name: 'Your booking at Palermo' });
    expect(summary).toHaveTextContent('Corte clásico');
    expect(summary).toHaveTextContent('To pay online: $10.000');
    expect(screen.getByRole('textbox', { name: /Card number/ })).toHaveAccessibleDescription(
      'The 12 to 19 digits on the front of the card.',
    );
    expect(screen.getByRole('textbox', { name: /Expiry date/ })).toBeRequired();
    expect(payButton()).toHaveTextContent('Pay $10.000');
  });

  it('says up front, before any card, that the hour is held for the 30 minutes the server holds it, until when on the location’s clock (issue 36)', async () => {
    renderCardPage();
    const summary = await screen.findByRole('region', { name: 'Your booking at Palermo' });
    expect(summary).toHaveTextContent(
      `Your hour is held for you for ${String(PAYMENT_TIMEOUT_MINUTES)} minutes while you pay, until 09:30. After that it is released.`,
    );
    expect(screen.queryByRole('heading', { name: /refused/i })).not.toBeInTheDocument();
  });

  it('says the hold up front in Spanish too (issue 36)', async () => {
    renderCardPage(pendingPayment(), 'es');
    expect(await screen.findByRole('region', { name: 'Tu reserva en Palermo' })).toHaveTextContent(
      'Guardamos tu hora por 30 minutos mientras pagas, hasta las 09:30. Después se libera.',
    );
  });

  it('notes a down payment, the rest paid at the location', async () => {
    renderCardPage(pendingPayment({ amount: 3000, downPayment: true }));
    expect(await screen.findByRole('region', { name: 'Your booking at Palermo' })).toHaveTextContent(
      'Down payment to pay online: $3.000. The rest is paid at the location.',
    );
  });

  it('groups the card number by four and puts the expiry’s slash as it is typed', async () => {
    const { user } = renderCardPage();
    await fillCard(user);
    expect(screen.getByRole('textbox', { name: /Card number/ })).toHaveValue('4111 1111 1111 1111');
    expect(screen.getByRole('textbox', { name: /Expiry date/ })).toHaveValue('12/29');
  });

  it('requires every field, marking each and announcing how many to check, and sends nothing', async () => {
    const { user, ports } = renderCardPage();
    const { api } = ports;
    await screen.findByRole('textbox', { name: /Name on the card/ });
    await user.click(payButton());
    for (const name of [/Name on the card/, /Card number/, /Expiry date/, /Security code/]) {
      const field = screen.getByRole('textbox', { name });
      expect(field).toBeInvalid();
      expect(field).toHaveAccessibleDescription(expect.stringContaining('This field is required.'));
    }
    expect(ports.announcer.assertive.value).toBe('Check the 4 fields marked below.');
    expect(api.scenario.cardsPaid).toEqual([]);
  });

  it('refuses a number failing the Luhn check and an expired card, keeping what was typed', async () => {
    const { user } = renderCardPage();
    await fillCard(user, { number: '4111111111111112', expiry: '1026' });
    await user.click(payButton());
    expect(screen.getByRole('textbox', { name: /Card number/ })).toHaveAccessibleDescription(
      expect.stringContaining('Enter a valid card number.'),
    );
    expect(screen.getByRole('textbox', { name: /Expiry date/ })).toHaveAccessibleDescription(
      expect.stringContaining('This card has expired.'),
    );
    expect(screen.getByRole('textbox', { name: /Name on the card/ })).toHaveValue('Sofía Ríos');
  });

  it('takes a card expiring this month at the location as valid, though UTC has already reached the next month', async () => {
    // 22:30 on November 30 in Buenos Aires is already December 1 in UTC.
    const { user, ports } = renderCardPage(
      pendingPayment({ expiresAt: '2026-11-30T23:00:00-03:00' }),
      'en',
      false,
      '2026-11-30T22:30:00-03:00',
    );
    await fillCard(user, { expiry: '1126' });
    await user.click(payButton());
    await waitFor(() => {
      expect(ports.router.visited.at(-1)).toBe(SUMMARY_PATH);
    });
    expect(screen.queryByText('This card has expired.')).not.toBeInTheDocument();
    expect(ports.api.scenario.cardsPaid.map(({ card }) => card.expiry)).toEqual(['11/26']);
  });

  it('refuses a card that expired last month at the location', async () => {
    const { user, ports } = renderCardPage(
      pendingPayment({ expiresAt: '2026-12-01T01:00:00-03:00' }),
      'en',
      false,
      '2026-12-01T00:30:00-03:00',
    );
    await fillCard(user, { expiry: '1126' });
    await user.click(payButton());
    expect(screen.getByRole('textbox', { name: /Expiry date/ })).toHaveAccessibleDescription(
      expect.stringContaining('This card has expired.'),
    );
    expect(ports.api.scenario.cardsPaid).toEqual([]);
  });

  it('offers to try again when the location’s time zone cannot be read, and asks for the card once it is', async () => {
    const api = pendingPayment();
    api.failing.set('getLocation', {
      _tag: 'ApiUnreachable',
      reason: 'timeout',
      message: 'The API did not answer within 60 s.',
    });
    const { user } = renderCardPage(api);
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.queryByRole('textbox', { name: /Card number/ })).not.toBeInTheDocument();
    api.failing.delete('getLocation');
    await user.click(retry);
    expect(await screen.findByRole('textbox', { name: /Card number/ })).toBeInTheDocument();
  });

  it('pays an approved card, presenting the booking’s access token from its address, and goes to the booking’s page', async () => {
    const { user, ports } = renderCardPage();
    const { api } = ports;
    await fillCard(user);
    await user.click(payButton());
    await waitFor(() => {
      expect(ports.router.visited.at(-1)).toBe(SUMMARY_PATH);
    });
    expect(api.scenario.cardsPaid).toEqual([
      {
        tokenData: CARD_TOKEN,
        accessToken: 'token-400',
        card: { holderName: 'Sofía Ríos', cardNumber: SANDBOX_CARDS.approves, expiry: '12/29', cvv: '123' },
      },
    ]);
  });

  it('keeps the booking’s page inside the frame when paid from it', async () => {
    const { user, ports } = renderCardPage(pendingPayment(), 'en', true);
    await fillCard(user);
    await user.click(payButton());
    await waitFor(() => {
      expect(ports.router.visited.at(-1)).toBe('/ar/iframe/bookings/400/token-400/false');
    });
  });

  it.each([
    [SANDBOX_CARDS.insufficientBalance, '123', 'The payment was rejected: the card does not have enough balance.'],
    [SANDBOX_CARDS.notEnabled, '123', 'The payment was rejected: the card is not enabled for this payment.'],
    [SANDBOX_CARDS.approves, '000', 'The payment was rejected: the card details are wrong.'],
  ])(
    'says why the card %s (CVV %s) was rejected and how long the hour stays held, and takes another card that pays (ADR 0075)',
    async (number, cvv, text) => {
      const { user, ports } = renderCardPage();
      await fillCard(user, { number, cvv });
      await user.click(payButton());
      expect(await screen.findByRole('heading', { name: 'Your card was rejected' })).toHaveFocus();
      expect(screen.getByText(text)).toBeInTheDocument();
      expect(
        screen.getByText(
          'Your hour is still held for you until 09:30 (30 minutes left). You can pay with another card until then.',
        ),
      ).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Book again' })).not.toBeInTheDocument();
      // The refused card's details are cleared for another; the holder's name stays.
      expect(screen.getByRole('textbox', { name: /Name on the card/ })).toHaveValue('Sofía Ríos');
      expect(screen.getByRole('textbox', { name: /Card number/ })).toHaveValue('');
      await user.type(screen.getByRole('textbox', { name: /Card number/ }), SANDBOX_CARDS.approves);
      await user.type(screen.getByRole('textbox', { name: /Expiry date/ }), '1229');
      await user.type(screen.getByRole('textbox', { name: /Security code/ }), '123');
      await user.click(payButton());
      await waitFor(() => {
        expect(ports.router.visited.at(-1)).toBe(SUMMARY_PATH);
      });
      expect(ports.api.scenario.cardsPaid.map(({ card }) => card.cardNumber)).toEqual([number, SANDBOX_CARDS.approves]);
    },
  );

  it('tells a second refusal as news, its own reason replacing the first', async () => {
    const { user } = renderCardPage();
    await fillCard(user, { number: SANDBOX_CARDS.notEnabled });
    await user.click(payButton());
    await screen.findByText('The payment was rejected: the card is not enabled for this payment.');
    await user.type(screen.getByRole('textbox', { name: /Card number/ }), SANDBOX_CARDS.insufficientBalance);
    await user.type(screen.getByRole('textbox', { name: /Expiry date/ }), '1229');
    await user.type(screen.getByRole('textbox', { name: /Security code/ }), '123');
    await user.click(payButton());
    expect(
      await screen.findByText('The payment was rejected: the card does not have enough balance.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('The payment was rejected: the card is not enabled for this payment.')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Your card was rejected' })).toHaveFocus();
  });

  it('opens on a payment whose card was refused with why, the time left, and the form for another card', async () => {
    renderCardPage(
      storefrontApi({
        bookingSummary: palermoBookingSummary({
          statuses: ['pending_payment'],
          payment: palermoPayment({ status: 'rejected', rejectionReason: 'insufficient_balance' }),
        }),
      }),
      'en',
      false,
      '2026-11-25T09:17:30-03:00',
    );
    expect(await screen.findByRole('heading', { name: 'Your card was rejected' })).toBeInTheDocument();
    expect(screen.getByText(/until 09:30 \(13 minutes left\)/)).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: /Card number/ })).toBeInTheDocument();
  });

  it('counts the minutes down, and once the hold ends says the hour was released and offers to book again', async () => {
    let now = Date.parse('2026-11-25T09:28:30-03:00') as Instant;
    const ports = {
      ...testPorts({ api: pendingPayment(), path: `/ar/dlocal/${CARD_TOKEN}/400/token-400` }),
      clock: { now: () => now },
    };
    const { user } = renderInStorefront(<CardPaymentPage route={route} />, { ports, language: 'en' });
    await fillCard(user, { number: SANDBOX_CARDS.insufficientBalance });
    await user.click(payButton());
    expect(await screen.findByText(/until 09:30 \(2 minutes left\)/)).toBeInTheDocument();
    now = Date.parse('2026-11-25T09:29:10-03:00') as Instant;
    act(() => {
      ports.timers.advance(15_000);
    });
    expect(screen.getByText(/until 09:30 \(1 minute left\)/)).toBeInTheDocument();
    now = Date.parse('2026-11-25T09:30:00-03:00') as Instant;
    act(() => {
      ports.timers.advance(15_000);
    });
    expect(await screen.findByRole('heading', { name: 'Your payment was rejected' })).toHaveFocus();
    expect(
      screen.getByText(
        'No other card paid before the hold ended, so your booking was cancelled and its hour freed. You can book again.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Card number/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Book again' }));
    expect(ports.router.visited.at(-1)).toBe('/ar/sucursal/5');
  });

  it('asks to wait for an answer while the card is being paid, the button disabled', async () => {
    const api = pendingPayment();
    const release = api.hold('payWithCard');
    const { user } = renderCardPage(api);
    await fillCard(user);
    await user.click(payButton());
    const paying = screen.getByRole('button', { name: 'Paying…' });
    expect(paying).toBeDisabled();
    expect(paying).toHaveAccessibleDescription('Wait for an answer before retrying.');
    release();
    await waitFor(() => {
      expect(api.scenario.cardsPaid).toHaveLength(1);
    });
  });

  it('marks the fields the sandbox refuses (422), keeping everything typed', async () => {
    const api = pendingPayment();
    api.failing.set(
      'payWithCard',
      refusal(422, 'REQUEST.INVALID', 'The request is not valid.', {
        attributes: [{ field: 'cvv', messages: ['cvv must be 3 or 4 digits'] }],
      }),
    );
    const { user } = renderCardPage(api);
    await fillCard(user);
    await user.click(payButton());
    expect(await screen.findByRole('textbox', { name: /Security code/ })).toHaveAccessibleDescription(
      expect.stringContaining('cvv must be 3 or 4 digits'),
    );
    expect(screen.getByRole('textbox', { name: /Card number/ })).toHaveValue('4111 1111 1111 1111');
  });

  it('goes to the booking’s page when the payment was settled meanwhile (409)', async () => {
    const api = pendingPayment();
    api.failing.set('payWithCard', refusal(409, 'PAYMENT.SETTLED', 'The payment was already settled.'));
    const { user, ports } = renderCardPage(api);
    await fillCard(user);
    await user.click(payButton());
    await waitFor(() => {
      expect(ports.router.visited.at(-1)).toBe(SUMMARY_PATH);
    });
  });

  it('goes straight to the booking’s page of a payment already made', async () => {
    const { ports } = renderCardPage(
      storefrontApi({
        bookingSummary: palermoBookingSummary({
          statuses: ['confirmed'],
          payment: palermoPayment({ status: 'approved' }),
        }),
      }),
    );
    await waitFor(() => {
      expect(ports.router.visited.at(-1)).toBe(SUMMARY_PATH);
    });
  });

  it('says the time to pay ran out instead of asking for a card', async () => {
    renderCardPage(
      storefrontApi({
        bookingSummary: palermoBookingSummary({
          statuses: ['cancelled'],
          payment: palermoPayment({ status: 'expired' }),
        }),
      }),
    );
    expect(await screen.findByRole('heading', { name: 'The time to pay ran out' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Card number/ })).not.toBeInTheDocument();
  });

  it('says so when the link names no booking', async () => {
    renderCardPage(storefrontApi());
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not find this payment.');
  });

  it('speaks Spanish', async () => {
    renderCardPage(pendingPayment(), 'es');
    expect(await screen.findByRole('heading', { level: 1, name: 'Paga tu reserva' })).toBeInTheDocument();
    // The card form follows once the location's time zone is known, which may come after the heading.
    expect(await screen.findByRole('textbox', { name: /Número de la tarjeta/ })).toBeInTheDocument();
  });
});
