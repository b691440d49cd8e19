import { describe, expect, it } from 'vitest';
import { Window } from 'happy-dom';
import { browserRouter, followRedirect, memoryRouter } from './router';

function browserAt(url: string) {
  const window = new Window({ url });
  window.scrollTo = () => undefined;
  return window as unknown as globalThis.Window;
}

describe('browserRouter', () => {
  it('goes back through the history when the client came from another storefront page', () => {
    const window = browserAt('https://reserva.test/ar/sucursal/5');
    const router = browserRouter(window);
    router.navigate('/ar/bookings/cancel/ABC123');
    let backs = 0;
    window.history.back = () => {
      backs += 1;
    };
    router.previous('/');
    expect(backs).toBe(1);
    expect(router.place.value.pathname).toBe('/ar/bookings/cancel/ABC123');
  });

  it('goes to the fallback, in place of the current entry, when the client arrived from outside the storefront', () => {
    const window = browserAt('https://reserva.test/ar/bookings/cancel/ABC123');
    const router = browserRouter(window);
    const entries = window.history.length;
    router.previous('/');
    expect(router.place.value.pathname).toBe('/');
    expect(window.history.length).toBe(entries);
  });

  it('counts a replaced entry as the one it replaced, not as one more page behind', () => {
    const window = browserAt('https://reserva.test/ar/sucursal/5');
    const router = browserRouter(window);
    router.navigate('/ar/sucursal/5?services_id=1', { replace: true });
    router.previous('/');
    expect(router.place.value.pathname).toBe('/');
  });
});

describe('memoryRouter', () => {
  it('goes back to the page before, or to the fallback when there is none', () => {
    const router = memoryRouter('/ar/sucursal/5');
    router.navigate('/ar/bookings/1/token/false');
    router.previous('/');
    expect(router.place.value.pathname).toBe('/ar/sucursal/5');
    router.previous('/');
    expect(router.place.value.pathname).toBe('/');
  });
});

describe('followRedirect', () => {
  it('sends the client home, to the branch page, back, or reloads the page', () => {
    const router = memoryRouter('/ar/sucursal/5');
    router.navigate('/ar/bookings/1/token/false');
    followRedirect(router, { to: 'reload' });
    expect(router.reloads).toBe(1);
    followRedirect(router, { to: 'previous' });
    expect(router.place.value.pathname).toBe('/ar/sucursal/5');
    followRedirect(router, { to: 'location', path: '/ar/sucursal/7' });
    expect(router.place.value.pathname).toBe('/ar/sucursal/7');
    followRedirect(router, { to: 'home' });
    expect(router.place.value.pathname).toBe('/');
  });
});
