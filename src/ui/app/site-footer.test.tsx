import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInStorefront, testPorts } from '../testing/render-storefront.test-support';
import { App } from './app';
import { SiteFooter } from './site-footer';

describe('SiteFooter', () => {
  it('links to help for clients, Reserva for businesses and the terms, each in a new tab that a screen reader is told of', () => {
    renderInStorefront(<SiteFooter />);
    const links = within(screen.getByRole('navigation', { name: 'Reserva' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Help for clients (opens in a new tab)', 'https://reserva.test/help'],
      ['Reserva for businesses (opens in a new tab)', 'https://reserva.test/business'],
      ['Terms and privacy (opens in a new tab)', 'https://reserva.test/legal'],
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(screen.getByRole('link', { name: 'Help for clients (opens in a new tab)' })).toBeInTheDocument();
  });

  it('leaves out each link the server is not configured with, and the links’ list when it has none (docs/adr/0076)', () => {
    const { unmount } = renderInStorefront(<SiteFooter />, {
      ports: testPorts({
        site: { clientHelp: null, forBusinesses: null, termsAndPrivacy: 'https://legal.test/terms' },
      }),
    });
    expect(
      within(screen.getByRole('navigation', { name: 'Reserva' }))
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['https://legal.test/terms']);
    unmount();
    renderInStorefront(<SiteFooter />, {
      ports: testPorts({ site: { clientHelp: null, forBusinesses: null, termsAndPrivacy: null } }),
    });
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Powered by Reserva')).toBeInTheDocument();
  });

  it('shows the powered-by mark and the copyright from 2021 to the current year', () => {
    renderInStorefront(<SiteFooter />, { ports: testPorts({ now: '2026-11-25T09:00:00-03:00' }) });
    expect(screen.getByText('Powered by Reserva')).toBeInTheDocument();
    expect(screen.getByText('© 2021–2026 Reserva')).toBeInTheDocument();
  });

  it('shows a single year while the current one is 2021', () => {
    renderInStorefront(<SiteFooter />, { ports: testPorts({ now: '2021-06-01T12:00:00Z' }) });
    expect(screen.getByText('© 2021 Reserva')).toBeInTheDocument();
  });

  it('speaks Spanish', () => {
    renderInStorefront(<SiteFooter />, { language: 'es' });
    expect(
      screen.getByRole('link', { name: 'Ayuda para clientes (se abre en una pestaña nueva)' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Reserva para empresas (se abre en una pestaña nueva)' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Términos y privacidad (se abre en una pestaña nueva)' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Funciona con Reserva')).toBeInTheDocument();
  });

  it('is part of the storefront’s pages but not of a page inside another site’s frame', async () => {
    const { unmount } = renderInStorefront(<App />, { ports: testPorts({ path: '/ar/sucursal/x' }) });
    expect(await screen.findByRole('contentinfo')).toHaveTextContent('Powered by Reserva');
    unmount();
    renderInStorefront(<App />, { ports: testPorts({ path: '/ar/iframe/sucursal/x' }) });
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });
});
