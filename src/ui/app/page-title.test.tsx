import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInStorefront, testPorts } from '../testing/render-storefront.test-support';
import { App } from './app';

// Issue 36 (docs/adr/0128): the document's title is the one the server writes into the page's
// head, kept in step as the storefront moves between its pages.

describe("the document's title as the visitor moves between pages", () => {
  it("names the location's business and the location once its page is read, then the not-found page", async () => {
    const { ports } = renderInStorefront(<App />, { ports: testPorts({ path: '/ar/sucursal/5' }), language: 'es' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Barbería Porteña' })).toBeInTheDocument();
    await waitFor(() => {
      expect(document.title).toBe('Barbería Porteña — Palermo · Reserva online');
    });
    act(() => {
      ports.router.navigate('/ar/no-such-page');
    });
    await waitFor(() => {
      expect(document.title).toBe('Página no encontrada · Reserva');
    });
  });

  it('names the company on its branch list, its host naming it', async () => {
    renderInStorefront(<App />, {
      ports: testPorts({ path: '/ar', host: 'barberia-portena.reserva.test' }),
      language: 'es',
    });
    await waitFor(() => {
      expect(document.title).toBe('Barbería Porteña · Reserva online');
    });
  });

  it('names no booking on the pages a booking’s code opens', async () => {
    renderInStorefront(<App />, { ports: testPorts({ path: '/us/reviews/some-code' }), language: 'en' });
    await waitFor(() => {
      expect(document.title).toBe('Your booking · Reserva');
    });
  });
});
