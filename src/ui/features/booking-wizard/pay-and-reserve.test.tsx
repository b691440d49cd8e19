import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BOOKING_INFO, COMPANY_OVERVIEW } from '#application/client-side/shared/fake-booking-api.test-support';
import { NO_TRACKING } from '#domain/booking/traffic-source';
import { bookingId } from '#domain/shared/ids.test-support';
import { openWizard, reachSummary, reachSummaryOfCutAndShave, stepHeading } from './booking-wizard-flows.test-support';
import {
  palermoBookingSummary,
  palermoPayment,
  PAYING_ONLINE,
  SERVICES,
  storefrontApi,
} from '../../testing/storefront-api.test-support';
import { PAYMENT_POLL_MS } from './payment-wait-model';

// Pay and reserve (booking-wizard §4 "With online payment: the browser is sent to a backend payment
// page with query p (provider) and b (transaction id) plus tracking parameters", §2 iframePostPay and
// the payment-wait view; docs/adr/0045): the whole page goes to the API's checkout page, or, inside
// another site's frame, a new tab opens on it while the frame waits for the booking to be paid.

const WAIT_STEP = 'Complete your payment in the other tab';
const CHECKOUT = 'https://reserva.test/payments/checkout?p=dlocal&b=TRX-400&t=token-400';

/** Palermo taking payments online through dLocal, the booking's summary pending its payment. */
function payingOnline() {
  return storefrontApi({
    company: { ...COMPANY_OVERVIEW, ...PAYING_ONLINE },
    bookingSummary: palermoBookingSummary({ statuses: ['pending_payment'], payment: palermoPayment() }),
  });
}

async function payAndReserve(options: { readonly path?: string; readonly utmSource?: string } = {}) {
  const api = payingOnline();
  const opened = await openWizard([SERVICES.beardTrim], {
    api,
    ...(options.path === undefined ? {} : { path: options.path }),
    ...(options.utmSource === undefined
      ? {}
      : { opening: { tracking: { ...NO_TRACKING, utmSource: options.utmSource, creativeSource: 'instagram' } } }),
  });
  await reachSummary(opened.user);
  await opened.user.click(screen.getByRole('button', { name: 'Pay and reserve' }));
  return opened;
}

describe('Pay and reserve (booking-wizard §4 Submission)', () => {
  it('says the most paying online may charge before the plans are checked, and what it charges once they are (booking-wizard §4 Submission)', async () => {
    // A cut (10.000) and a shave (10.000), both payable online; the client's plan pays the cut.
    const cut = { ...SERVICES.cut, onlinePayable: true };
    const shave = { ...SERVICES.shave, onlinePayable: true };
    const api = storefrontApi({
      company: { ...COMPANY_OVERVIEW, ...PAYING_ONLINE },
      bookingInfo: { ...BOOKING_INFO, activeMemberships: true },
      categories: [{ id: 1, category: 'Barbería', services: [cut, shave] }],
      checkAnswer: () => ({
        bookingsData: { available: [], unavailable: [] },
        bookingsMembership: {
          available: [{ serviceId: SERVICES.cut.id, paymentMembershipId: 77 }],
          unavailable: [{ serviceId: SERVICES.shave.id }],
        },
      }),
    });
    const { user } = await openWizard([cut, shave], { api });
    await reachSummaryOfCutAndShave(user);
    const paying = screen.getByRole('region', { name: 'Paying online' });
    expect(paying).toHaveTextContent(
      'Paid now, online: at most $20.000. What your plans cover is taken off when you book.',
    );
    await user.click(screen.getByRole('button', { name: 'Pay and reserve' }));
    const plans = await screen.findByRole('dialog', { name: 'Your plans' });
    expect(within(plans).getByText('Paid now, online: $10.000')).toBeInTheDocument();
    expect(paying).toHaveTextContent('Paid now, online: $10.000');
    expect(screen.getByRole('button', { name: 'Pay and reserve' })).toHaveAccessibleDescription(
      'Paid now, online: $10.000',
    );
  });

  it('books paying online through the company’s provider and sends the whole page to the checkout page with the visit’s tracking, tracking no Booking before the payment confirms it (booking-wizard §4)', async () => {
    const { api, ports } = await payAndReserve({ utmSource: 'newsletter' });
    await waitFor(() => {
      expect(ports.pageNavigation.assigned).toEqual([`${CHECKOUT}&creative_source=instagram&utm_source=newsletter`]);
    });
    expect(api.created[0]?.request).toMatchObject({ paysOnline: true, paymentProvider: 'dlocal' });
    expect(ports.analytics.events.filter((event) => event.name === 'Booking')).toEqual([]);
    // The tab keeps the visit's tracking for the conversion the booking's page tracks once paid (docs/adr/0076).
    expect(ports.conversionSources.read(bookingId(400))).toMatchObject({
      creativeSource: 'instagram',
      utmSource: 'newsletter',
    });
    // The page is leaving: the overlay stays, and nothing is submitted twice.
    expect(screen.getByText('Scheduling your booking…')).toBeInTheDocument();
    expect(ports.router.visited.at(-1)).toBe('/ar/sucursal/5');
  });

  it('shows what paying online charges now beside the button, the rest at the location for a down payment (booking-wizard §3 onlineDownPayment)', async () => {
    const api = storefrontApi({
      company: { ...COMPANY_OVERVIEW, ...PAYING_ONLINE },
      categories: [
        {
          id: 1,
          category: 'Barbería',
          services: [{ ...SERVICES.beardTrim, onlineDownPayment: true, onlineDownPaymentAmount: 3000 }],
        },
      ],
    });
    const { user } = await openWizard(
      [{ ...SERVICES.beardTrim, onlineDownPayment: true, onlineDownPaymentAmount: 3000 }],
      { api },
    );
    await reachSummary(user);
    expect(screen.getByRole('button', { name: 'Pay and reserve' })).toHaveAccessibleDescription(
      'Down payment now, online: $3.000',
    );
    const paying = screen.getByRole('region', { name: 'Paying online' });
    expect(paying).toHaveTextContent('To pay at the location: $6.000');
  });
});

describe('paying from inside another site’s frame (booking-wizard §2 iframePostPay, payment-wait view)', () => {
  it('opens the checkout page in a new tab and shows the payment-wait view with the company’s contact', async () => {
    const { ports } = await payAndReserve({ path: '/ar/iframe/sucursal/5' });
    await stepHeading(WAIT_STEP);
    expect(ports.pageNavigation.tabsOpened).toEqual([CHECKOUT]);
    expect(ports.pageNavigation.assigned).toEqual([]);
    expect(
      screen.getByText('This page updates by itself once the payment is confirmed; keep it open.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Previous' })).not.toBeInTheDocument();
  });

  it('offers a link to the checkout page when the browser blocked the new tab', async () => {
    const api = payingOnline();
    const opened = await openWizard([SERVICES.beardTrim], { api, path: '/ar/iframe/sucursal/5' });
    opened.ports.pageNavigation.blockTabs = true;
    await reachSummary(opened.user);
    await opened.user.click(screen.getByRole('button', { name: 'Pay and reserve' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('did not open the payment page');
    expect(screen.getByRole('link', { name: /Open the payment page/ })).toHaveAttribute('href', CHECKOUT);
  });

  it('asks how the payment stands every few seconds and moves the frame to the booking’s page once it is confirmed', async () => {
    const { api, ports } = await payAndReserve({ path: '/ar/iframe/sucursal/5' });
    await stepHeading(WAIT_STEP);
    act(() => {
      ports.timers.advance(PAYMENT_POLL_MS);
    });
    // Still pending: the frame keeps waiting.
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.getByRole('heading', { name: WAIT_STEP })).toBeInTheDocument();
    expect(ports.router.visited.at(-1)).toBe('/ar/iframe/sucursal/5');
    api.scenario.bookingSummary = palermoBookingSummary({
      statuses: ['confirmed'],
      payment: palermoPayment({ status: 'approved' }),
    });
    act(() => {
      ports.timers.advance(PAYMENT_POLL_MS);
    });
    await waitFor(() => {
      expect(ports.router.visited.at(-1)).toBe('/ar/iframe/bookings/400/token-400/false');
    });
  });

  it('says a card was refused while the hour stays held, and keeps asking until another card pays (ADR 0075)', async () => {
    const { api, ports } = await payAndReserve({ path: '/ar/iframe/sucursal/5' });
    await stepHeading(WAIT_STEP);
    api.scenario.bookingSummary = palermoBookingSummary({
      statuses: ['pending_payment'],
      payment: palermoPayment({ status: 'rejected', rejectionReason: 'card_not_enabled' }),
    });
    act(() => {
      ports.timers.advance(PAYMENT_POLL_MS);
    });
    expect(await screen.findByRole('heading', { level: 3, name: 'Your card was rejected' })).toHaveFocus();
    expect(screen.getByText('The payment was rejected: the card is not enabled for this payment.')).toBeInTheDocument();
    expect(screen.getByText(/Your hour is still held for you until 09:30/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Book again' })).not.toBeInTheDocument();
    // Still asking: the approval another card brings takes the frame to the booking's page.
    api.scenario.bookingSummary = palermoBookingSummary({
      statuses: ['confirmed'],
      payment: palermoPayment({ status: 'approved' }),
    });
    act(() => {
      ports.timers.advance(PAYMENT_POLL_MS);
    });
    await waitFor(() => {
      expect(ports.router.visited.at(-1)).toBe('/ar/iframe/bookings/400/token-400/false');
    });
  });

  it('says the card was rejected and why once the hold ended and the booking is cancelled, offering to book again, and stops asking', async () => {
    const { api, ports, user } = await payAndReserve({ path: '/ar/iframe/sucursal/5' });
    await stepHeading(WAIT_STEP);
    const waitingWhilePolling = ports.timers.waiting;
    api.scenario.bookingSummary = palermoBookingSummary({
      statuses: ['cancelled'],
      payment: palermoPayment({ status: 'expired', rejectionReason: 'insufficient_balance' }),
    });
    act(() => {
      ports.timers.advance(PAYMENT_POLL_MS);
    });
    expect(await screen.findByRole('heading', { name: 'Your payment was rejected' })).toHaveFocus();
    expect(screen.getByText('The payment was rejected: the card does not have enough balance.')).toBeInTheDocument();
    expect(ports.timers.waiting).toBe(waitingWhilePolling - 1);
    await user.click(screen.getByRole('button', { name: 'Book again' }));
    expect(ports.router.reloads).toBe(1);
  });

  it('says the time to pay ran out when the payment expired', async () => {
    const { api, ports } = await payAndReserve({ path: '/ar/iframe/sucursal/5' });
    await stepHeading(WAIT_STEP);
    api.scenario.bookingSummary = palermoBookingSummary({
      statuses: ['cancelled'],
      payment: palermoPayment({ status: 'expired' }),
    });
    act(() => {
      ports.timers.advance(PAYMENT_POLL_MS);
    });
    expect(await screen.findByRole('heading', { name: 'The time to pay ran out' })).toBeInTheDocument();
  });

  it('stops asking once the wizard is gone', async () => {
    const { ports, unmount } = await payAndReserve({ path: '/ar/iframe/sucursal/5' });
    await stepHeading(WAIT_STEP);
    unmount();
    expect(ports.timers.waiting).toBe(0);
  });
});
