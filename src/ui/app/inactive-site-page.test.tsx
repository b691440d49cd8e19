import { screen } from '@testing-library/react';
import { okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { COMPANY_OVERVIEW, EDITABLE_CUT } from '#application/client-side/shared/fake-booking-api.test-support';
import type { CompanyOverviewView } from '#application/ports/client/company-profiles';
import { App } from './app';
import { renderInStorefront, testPorts } from '../testing/render-storefront.test-support';
import { palermoBookingSummary, palermoPayment, storefrontApi } from '../testing/storefront-api.test-support';

// storefront §2: "Pages whose path contains bookings/cancel, bookings/confirm or sign_consents stay
// active even when the site is unavailable" — so a booking's summary, its change and its payment
// page show the inactive-site notice when the company's site is unavailable.

const INACTIVE: CompanyOverviewView = { ...COMPANY_OVERVIEW, minisiteIsActive: false };

function renderAt(path: string, company: CompanyOverviewView) {
  const base = storefrontApi({
    company,
    bookingSummary: palermoBookingSummary({ statuses: ['pending_payment'], payment: palermoPayment() }),
  });
  const api = { ...base, getBookingForEdit: () => okAsync(EDITABLE_CUT) };
  return renderInStorefront(<App />, { ports: testPorts({ api, path }) });
}

const PAGES = [
  ['the booking’s summary', '/ar/bookings/400/token-400/false', 'We are ready'],
  ['the change of a booking', '/ar/bookings/edit/demo-codigo-corte', 'Change your booking'],
  ['the payment of a booking', '/ar/dlocal/card-token-1/400/token-400', 'Pay your booking'],
] as const;

describe('a booking’s pages on an unavailable site (storefront §2)', () => {
  it.each(PAGES)('shows the inactive-site notice instead of %s', async (_page, path) => {
    renderAt(path, INACTIVE);
    expect(
      await screen.findByRole('heading', {
        level: 2,
        name: 'Barbería Porteña is not taking online bookings right now',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Barbería Porteña' })).toBeInTheDocument();
  });

  it.each(PAGES)('shows %s on an available site', async (_page, path, heading) => {
    renderAt(path, COMPANY_OVERVIEW);
    expect(await screen.findByRole('heading', { level: 1, name: new RegExp(heading) })).toBeInTheDocument();
    expect(screen.queryByText(/is not taking online bookings/)).toBeNull();
  });
});
