import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bookingId } from '#domain/shared/ids.test-support';
import { NO_TRACKING } from '#domain/booking/traffic-source';
import { memoryConversionSources, renderInStorefront, testPorts } from '../../testing/render-storefront.test-support';
import { palermoBookingSummary, palermoPayment, storefrontApi } from '../../testing/storefront-api.test-support';
import { BookingConfirmationPage } from './booking-confirmation-page';

// The booking's page of a booking paid online (booking-wizard §4 "pending payment until online
// payment completes, then confirmed; an unpaid or problem payment cancels it automatically", §8
// payment-rejected texts; docs/adr/0045): how its payment stands.

const route = { country: 'ar', bookingId: bookingId(400), accessToken: 'token-400', edited: false, embedded: false };

function renderPaid(
  summary: ReturnType<typeof palermoBookingSummary>,
  language: 'en' | 'es' = 'en',
  conversionSources = memoryConversionSources(),
) {
  return renderInStorefront(<BookingConfirmationPage route={route} />, {
    ports: testPorts({
      api: storefrontApi({ bookingSummary: summary }),
      path: '/ar/bookings/400/token-400/false',
      conversionSources,
    }),
    language,
  });
}

describe('the payment on the booking’s page', () => {
  it('shows a pending payment with its amount and until when the hour is held, at the location’s time', async () => {
    renderPaid(
      palermoBookingSummary({
        statuses: ['pending_payment'],
        payment: palermoPayment({ expiresAt: '2026-11-25T12:30:00Z' }),
      }),
    );
    const pending = await screen.findByRole('region', { name: 'Waiting for your payment' });
    expect(pending).toHaveTextContent('To pay online: $10.000');
    expect(pending).toHaveTextContent('Your hour is held until 09:30');
  });

  it('says the booking was paid online', async () => {
    renderPaid(palermoBookingSummary({ statuses: ['confirmed'], payment: palermoPayment({ status: 'approved' }) }));
    expect(await screen.findByText('Paid online: $10.000.')).toBeInTheDocument();
  });

  it('tracks the Booking conversion once the payment confirmed the booking, and not while it waits or after it failed (booking-wizard §4)', async () => {
    const paid = renderPaid(
      palermoBookingSummary({ statuses: ['confirmed'], payment: palermoPayment({ status: 'approved' }) }),
    );
    await screen.findByText('Paid online: $10.000.');
    // Tracked by an effect once the paid page is committed, which may run after the text shows.
    await waitFor(() => {
      expect(paid.ports.analytics.events.filter((event) => event.name === 'Booking')).toEqual([
        expect.objectContaining({
          name: 'Booking',
          bookingId: 400,
          locationId: 5,
          source: null,
          tracking: NO_TRACKING,
        }),
      ]);
    });
    paid.unmount();
    for (const [statuses, payment] of [
      [['pending_payment'], palermoPayment({ expiresAt: '2026-11-25T12:30:00Z' })],
      [['pending_payment'], palermoPayment({ status: 'rejected', rejectionReason: 'wrong_card_data' })],
      [['cancelled'], palermoPayment({ status: 'expired', rejectionReason: 'wrong_card_data' })],
    ] as const) {
      const other = renderPaid(palermoBookingSummary({ statuses: [...statuses], payment }));
      await screen.findByRole('heading', { level: 1 });
      expect(other.ports.analytics.events.filter((event) => event.name === 'Booking')).toEqual([]);
      other.unmount();
    }
  });

  it('tracks the paid booking’s conversion with the traffic source of the visit that made it, kept in the tab while paying (docs/adr/0076)', async () => {
    const kept = memoryConversionSources();
    const tracking = { ...NO_TRACKING, creativeSource: 'instagram', utmSource: 'newsletter', utmCampaign: 'summer' };
    kept.keep(bookingId(400), tracking);
    const paid = renderPaid(
      palermoBookingSummary({ statuses: ['confirmed'], payment: palermoPayment({ status: 'approved' }) }),
      'en',
      kept,
    );
    await screen.findByText('Paid online: $10.000.');
    await waitFor(() => {
      expect(paid.ports.analytics.events.filter((event) => event.name === 'Booking')).toEqual([
        expect.objectContaining({ name: 'Booking', bookingId: 400, source: 'instagram', tracking }),
      ]);
    });
  });

  it('says only the down payment was paid, the rest at the location', async () => {
    renderPaid(
      palermoBookingSummary({
        statuses: ['confirmed'],
        payment: palermoPayment({ status: 'approved', amount: 3000, downPayment: true }),
      }),
    );
    expect(
      await screen.findByText('Down payment paid online: $3.000. The rest is paid at the location.'),
    ).toBeInTheDocument();
  });

  it.each([
    ['insufficient_balance', 'The payment was rejected: the card does not have enough balance.'],
    ['wrong_card_data', 'The payment was rejected: the card details are wrong.'],
    ['card_not_enabled', 'The payment was rejected: the card is not enabled for this payment.'],
  ] as const)(
    'says a payment whose card was rejected for %s and no other paid in time failed, and why, offering to book again',
    async (reason, text) => {
      const { user, ports } = renderPaid(
        palermoBookingSummary({
          statuses: ['cancelled'],
          payment: palermoPayment({ status: 'expired', rejectionReason: reason }),
        }),
      );
      expect(await screen.findByRole('heading', { name: 'Your payment was rejected' })).toBeInTheDocument();
      expect(screen.getByText(text)).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1, name: 'We are sorry' })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Book again' }));
      expect(ports.router.visited.at(-1)).toBe('/ar/sucursal/5');
    },
  );

  it('says a card was rejected while the hour is still held, until when and how long is left, with the amount (ADR 0075)', async () => {
    renderPaid(
      palermoBookingSummary({
        statuses: ['pending_payment'],
        payment: palermoPayment({ status: 'rejected', rejectionReason: 'insufficient_balance' }),
      }),
    );
    const refused = await screen.findByRole('region', { name: 'Your card was rejected' });
    expect(refused).toHaveTextContent('The payment was rejected: the card does not have enough balance.');
    expect(refused).toHaveTextContent('Your hour is still held for you until 09:30 (30 minutes left).');
    expect(refused).toHaveTextContent('To pay online: $10.000');
    expect(screen.queryByRole('button', { name: 'Book again' })).not.toBeInTheDocument();
  });

  it('says the time to pay ran out, in Spanish too', async () => {
    renderPaid(
      palermoBookingSummary({ statuses: ['cancelled'], payment: palermoPayment({ status: 'expired' }) }),
      'es',
    );
    expect(await screen.findByRole('heading', { name: 'Se acabó el tiempo para pagar' })).toBeInTheDocument();
  });

  it('shows nothing of a payment for a booking paid at the location', async () => {
    renderPaid(palermoBookingSummary());
    await screen.findByRole('heading', { level: 1, name: 'We are ready, Sofía Ríos!' });
    expect(screen.queryByText(/paid online|to pay online|Waiting for your payment/i)).not.toBeInTheDocument();
  });
});
