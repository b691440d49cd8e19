import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { COMPANY_OVERVIEW } from '#application/client-side/shared/fake-booking-api.test-support';
import type { CompanyOverviewView } from '#application/ports/client/company-profiles';
import { NO_TRACKING } from '#domain/booking/traffic-source';
import { bookingId, locationId } from '#domain/shared/ids.test-support';
import { App } from './app';
import { renderInStorefront, testPorts } from '../testing/render-storefront.test-support';
import { storefrontApi } from '../testing/storefront-api.test-support';
import { recordingCompanyTracking } from '../testing/storefront-ports.test-support';

// docs/adr/0076: a company's Meta pixel and Google tag load on its pages only once its visitor
// consents, asked once by a small banner and remembered; they then receive the Booking conversion.

const TRACKED: CompanyOverviewView = {
  ...COMPANY_OVERVIEW,
  facebookCustomTracker: '1234567890',
  googleCustomTracker: 'G-PORTENA1',
  googleCustomTrackerDomain: 'barberia-portena.example',
};

function renderLocation(company: CompanyOverviewView, tracking = recordingCompanyTracking(), language?: 'es') {
  return renderInStorefront(<App />, {
    ports: testPorts({ api: storefrontApi({ company }), path: '/ar/sucursal/5', companyTracking: tracking }),
    ...(language === undefined ? {} : { language }),
  });
}

const banner = () => screen.findByRole('region', { name: 'Measuring your visit' });

describe('the consent banner for a company’s trackers (docs/adr/0076)', () => {
  it('asks before loading anything, naming the company and its trackers, and loads them once accepted', async () => {
    const { user, ports } = renderLocation(TRACKED);
    expect(await banner()).toHaveTextContent(
      'Barbería Porteña would like to measure visits and bookings with Meta and Google',
    );
    expect(ports.companyTracking.loaded).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    await waitFor(() => {
      expect(ports.companyTracking.loaded).toEqual([
        { metaPixelId: '1234567890', googleTagId: 'G-PORTENA1', googleLinkedDomain: 'barberia-portena.example' },
      ]);
    });
    expect(ports.companyTracking.kept).toEqual({ [COMPANY_OVERVIEW.id]: 'granted' });
    expect(screen.queryByRole('region', { name: 'Measuring your visit' })).toBeNull();
  });

  it('loads nothing when declined, and remembers it: the next visit is not asked again', async () => {
    const { user, ports, unmount } = renderLocation(TRACKED);
    await user.click(within(await banner()).getByRole('button', { name: 'Decline' }));
    expect(screen.queryByRole('region', { name: 'Measuring your visit' })).toBeNull();
    expect(ports.companyTracking.kept).toEqual({ [COMPANY_OVERVIEW.id]: 'denied' });
    unmount();
    const next = renderLocation(TRACKED, recordingCompanyTracking(ports.companyTracking.kept));
    await screen.findByRole('heading', { level: 1, name: 'Barbería Porteña' });
    expect(screen.queryByRole('region', { name: 'Measuring your visit' })).toBeNull();
    expect(next.ports.companyTracking.loaded).toEqual([]);
  });

  it('loads the trackers at once for a visitor who accepted before, without asking, and sends them the Booking', async () => {
    const tracking = recordingCompanyTracking({ [COMPANY_OVERVIEW.id]: 'granted' });
    renderLocation(TRACKED, tracking);
    await screen.findByRole('heading', { level: 1, name: 'Barbería Porteña' });
    await waitFor(() => {
      expect(tracking.loaded).toHaveLength(1);
    });
    expect(screen.queryByRole('region', { name: 'Measuring your visit' })).toBeNull();
    const booking = {
      name: 'Booking',
      locationId: locationId(5),
      bookingId: bookingId(400),
      trxId: 'TRX-400',
      value: 10000,
      source: null,
      tracking: NO_TRACKING,
    } as const;
    tracking.track(booking);
    await waitFor(() => {
      expect(tracking.sent).toEqual([booking]);
    });
  });

  it('neither asks nor loads anything for a company without trackers, or with values that are no tracker ids', async () => {
    for (const company of [COMPANY_OVERVIEW, { ...COMPANY_OVERVIEW, facebookCustomTracker: '<script>' }]) {
      const { ports, unmount } = renderLocation(company);
      await screen.findByRole('heading', { level: 1, name: 'Barbería Porteña' });
      expect(screen.queryByRole('region', { name: 'Measuring your visit' })).toBeNull();
      expect(ports.companyTracking.loaded).toEqual([]);
      unmount();
    }
  });

  it('speaks Spanish', async () => {
    renderLocation({ ...TRACKED, googleCustomTracker: null }, recordingCompanyTracking(), 'es');
    const asked = await screen.findByRole('region', { name: 'Medición de tu visita' });
    expect(asked).toHaveTextContent('Barbería Porteña quiere medir visitas y reservas con Meta');
    expect(screen.getByRole('button', { name: 'Aceptar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rechazar' })).toBeInTheDocument();
  });
});
