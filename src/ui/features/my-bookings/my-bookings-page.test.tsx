import { screen, within } from '@testing-library/react';
import { errAsync, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import type { MyBookingView } from '#application/ports/client/account-sessions';
import { renderInStorefront, testPorts } from '../../testing/render-storefront.test-support';
import { refusal, SIGNED_IN_CLIENT, storefrontApi } from '../../testing/storefront-api.test-support';
import { MyBookingsPage } from './my-bookings-page';

// issue 34 "My bookings" (docs/adr/0122): the signed-in client's bookings, upcoming and past, each
// with the pages the API says it offers and booking again.

const UPCOMING: MyBookingView = {
  id: 41,
  status: 'confirmed',
  start: '2026-12-03T11:00:00-03:00',
  end: '2026-12-03T11:45:00-03:00',
  clientConfirmed: false,
  serviceName: 'Corte de pelo mujer',
  professionalName: 'Camila Rojas',
  price: 18000,
  planName: null,
  companyName: 'Salón Aurora',
  location: {
    id: 1,
    name: 'Providencia',
    address: 'Av. Providencia 1234',
    countryCode: 'cl',
    timeZone: 'America/Santiago',
  },
  actions: [
    { kind: 'view', path: '/cl/bookings/view/code-41' },
    { kind: 'cancel', path: '/cl/bookings/cancel/code-41' },
  ],
  bookAgainPath: '/cl/sucursal/1',
};
const PAST: MyBookingView = {
  ...UPCOMING,
  id: 12,
  status: 'cancelled',
  start: '2026-11-02T10:00:00-03:00',
  planName: 'Plan 10 cortes',
  actions: [],
};

function renderPage(signedIn: boolean) {
  const api = {
    ...storefrontApi(),
    getCurrentUser: () =>
      signedIn ? okAsync(SIGNED_IN_CLIENT) : errAsync(refusal(401, 'AUTH.UNAUTHENTICATED', 'Please sign in.')),
    listMyBookings: () =>
      signedIn
        ? okAsync({ upcoming: [UPCOMING], past: [PAST] })
        : errAsync(refusal(401, 'AUTH.UNAUTHENTICATED', 'Please sign in.')),
  };
  return renderInStorefront(<MyBookingsPage route={{ country: 'cl', embedded: false }} />, {
    ports: testPorts({ api, path: '/cl/users/bookings' }),
  });
}

describe('My bookings (issue 34)', () => {
  it('lists an upcoming booking with its state, place, professional, price and the pages it offers', async () => {
    renderPage(true);
    const upcoming = await screen.findByRole('region', { name: 'Upcoming' });
    expect(within(upcoming).getByRole('heading', { name: 'Corte de pelo mujer' })).toBeInTheDocument();
    expect(upcoming).toHaveTextContent('Confirmed');
    expect(upcoming).toHaveTextContent('Salón Aurora · Providencia · Av. Providencia 1234');
    expect(upcoming).toHaveTextContent('With Camila Rojas');
    expect(upcoming).toHaveTextContent('Price: $18,000');
    const actions = within(upcoming).getByRole('list', { name: /^What you can do with Corte de pelo mujer/ });
    expect(
      within(actions)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['See the booking', '/cl/bookings/view/code-41'],
      ['Cancel', '/cl/bookings/cancel/code-41'],
      ['Book again', '/cl/sucursal/1'],
    ]);
  });

  it('lists a past cancelled booking paid with a plan, offering only to book again', async () => {
    renderPage(true);
    const past = await screen.findByRole('region', { name: 'Past' });
    expect(past).toHaveTextContent('Cancelled');
    expect(past).toHaveTextContent('Paid with Plan 10 cortes');
    expect(
      within(past)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Book again']);
  });

  it('asks a visitor to sign in', async () => {
    renderPage(false);
    expect(await screen.findByText('Sign in to see your bookings.')).toBeInTheDocument();
  });
});
