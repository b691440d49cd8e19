import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Redirect } from '../shared/router';
import { renderInStorefront, testPorts } from '../testing/render-storefront.test-support';
import { ErrorModal } from './error-modal';

function renderModal(
  props: { readonly redirect?: Redirect; readonly phone?: string | null; readonly from?: string } = {},
) {
  const ports = testPorts({ path: '/ar/sucursal/5' });
  // The client came to the booking's page from the branch page.
  ports.router.navigate(props.from ?? '/ar/bookings/1/token/false');
  const closes: string[] = [];
  const rendered = renderInStorefront(
    <ErrorModal
      title="Error"
      message="The booking could not be loaded."
      confirmLabel="Understood"
      {...(props.redirect === undefined ? {} : { redirect: props.redirect })}
      {...(props.phone === undefined ? {} : { phone: props.phone })}
      onClose={() => {
        closes.push(ports.router.place.value.pathname);
      }}
    />,
    { ports },
  );
  return { ...rendered, closes };
}

describe('ErrorModal', () => {
  it('interrupts with its title and message, and closes on confirm without going anywhere by default', async () => {
    const { user, ports, closes } = renderModal();
    const modal = screen.getByRole('alertdialog', { name: 'Error' });
    expect(within(modal).getByText('The booking could not be loaded.')).toBeInTheDocument();
    await user.click(within(modal).getByRole('button', { name: 'Understood' }));
    expect(closes).toEqual(['/ar/bookings/1/token/false']);
    expect(ports.router.place.value.pathname).toBe('/ar/bookings/1/token/false');
    expect(ports.router.reloads).toBe(0);
  });

  it('goes home on confirm', async () => {
    const { user, ports } = renderModal({ redirect: { to: 'home' } });
    await user.click(screen.getByRole('button', { name: 'Understood' }));
    expect(ports.router.place.value.pathname).toBe('/');
  });

  it('goes to the branch page on confirm', async () => {
    const { user, ports } = renderModal({ redirect: { to: 'location', path: '/ar/sucursal/7' } });
    await user.click(screen.getByRole('button', { name: 'Understood' }));
    expect(ports.router.place.value.pathname).toBe('/ar/sucursal/7');
  });

  it('reloads the page on confirm', async () => {
    const { user, ports } = renderModal({ redirect: { to: 'reload' } });
    await user.click(screen.getByRole('button', { name: 'Understood' }));
    expect(ports.router.reloads).toBe(1);
  });

  it('goes back to the previous page on confirm', async () => {
    const { user, ports } = renderModal({ redirect: { to: 'previous' } });
    await user.click(screen.getByRole('button', { name: 'Understood' }));
    expect(ports.router.place.value.pathname).toBe('/ar/sucursal/5');
  });

  it('closes on Escape without taking the redirect', async () => {
    const { user, ports, closes } = renderModal({ redirect: { to: 'home' } });
    await user.keyboard('{Escape}');
    expect(closes).toHaveLength(1);
    expect(ports.router.place.value.pathname).toBe('/ar/bookings/1/token/false');
  });

  it('offers the location’s phone as a link to call', () => {
    renderModal({ phone: '+54 11 4777-0000' });
    expect(screen.getByText(/If it persists, call the location/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+54 11 4777-0000' })).toHaveAttribute('href', 'tel:+541147770000');
  });

  it('shows no phone link without a phone', () => {
    renderModal({ phone: null });
    expect(screen.queryByRole('link')).toBeNull();
  });
});
