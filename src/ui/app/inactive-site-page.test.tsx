import { screen } from '@testing-library/react';
import { okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { COMPANY_OVERVIEW, EDITABLE_CUT } from '#application/client-side/shared/fake-booking-api.test-support';
import type { CompanyOverviewView } from '#application/ports/client/company-profiles';
import type { ConsentView } from '#application/ports/client/consent-signatures';
import { App } from './app';
import { renderInStorefront, testPorts } from '../testing/render-storefront.test-support';
import { palermoBookingSummary, palermoPayment, storefrontApi } from '../testing/storefront-api.test-support';

// storefront §2: "Pages whose path contains bookings/cancel, bookings/confirm or sign_consents stay
// active even when the site is unavailable" — so a booking's summary, its change and its payment
// page show the inactive-site notice when the company's site is unavailable, and a consent's
// signing page never does (docs/adr/0117).

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

const CONSENT: ConsentView = {
  state: 'unsigned',
  company: { name: COMPANY_OVERVIEW.name, colorMinisite: null, logo: null },
  location: { name: 'Palermo', countryCode: 'ar', language: 'es' },
  form: {
    key: 'consentimiento',
    title: 'Consentimiento',
    version: 1,
    bodyMarkdown: 'Acepto.',
    textSha256: '0'.repeat(64),
  },
  signature: null,
};

describe('a consent’s signing page on an unavailable site (storefront §2 "sign_consents")', () => {
  it.each([
    ['inactive', { ...COMPANY_OVERVIEW, companyIsActive: false }],
    ['not taking bookings', INACTIVE],
  ])('stays active when the company’s site is %s', async (_state, company) => {
    const api = { ...storefrontApi({ company }), getConsent: () => okAsync(CONSENT) };
    renderInStorefront(<App />, { ports: testPorts({ api, path: '/ar/sign_consents/consent-code-1' }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Consentimiento' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign' })).toBeEnabled();
    expect(screen.queryByText(/is not taking online bookings|site is inactive/)).toBeNull();
  });
});
