import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInStorefront, testPorts } from '../testing/render-storefront.test-support';
import { App } from './app';

// docs/adr/0074: the language follows the country segment as the visitor moves to another
// country's page, unless they chose one with the language switch.

afterEach(() => {
  window.localStorage.clear();
});

describe("the storefront's language as the visitor moves between countries", () => {
  it("becomes the new country's when the visitor chose none", async () => {
    const { ports } = renderInStorefront(<App />, { ports: testPorts({ path: '/cl' }), language: 'es' });
    expect(screen.getByRole('link', { name: 'Ir al contenido' })).toBeInTheDocument();
    act(() => {
      ports.router.navigate('/us');
    });
    expect(await screen.findByRole('link', { name: 'Skip to content' })).toBeInTheDocument();
  });

  it('stays the one the visitor chose, which the switch remembers', async () => {
    const { ports, user } = renderInStorefront(<App />, { ports: testPorts({ path: '/us' }), language: 'en' });
    await user.click(screen.getByRole('button', { name: 'Español' }));
    expect(await screen.findByRole('link', { name: 'Ir al contenido' })).toBeInTheDocument();
    expect(window.localStorage.getItem('reserva.language')).toBe('es');
    act(() => {
      ports.router.navigate('/en');
    });
    expect(screen.getByRole('link', { name: 'Ir al contenido' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Español' })).toHaveAttribute('aria-pressed', 'true');
  });
});
