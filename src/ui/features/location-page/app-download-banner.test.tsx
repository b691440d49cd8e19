import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { locationId } from '#domain/shared/ids.test-support';
import { renderInStorefront, testPorts } from '../../testing/render-storefront.test-support';
import { storefrontApi } from '../../testing/storefront-api.test-support';
import { dismissedKey } from './app-download-banner';
import { LocationPage } from './location-page';

// The app-download banner (storefront: "app-download banner"; issue 36, docs/adr/0131).

const APP_STORE = 'https://apps.apple.com/ar/app/barberia-portena/id6450000002';
const GOOGLE_PLAY = 'https://play.google.com/store/apps/details?id=ar.barberiaportena';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36';

function renderPage(
  apps: { readonly appStore: string | null; readonly googlePlay: string | null },
  options: { readonly embedded?: boolean; readonly language?: 'en' | 'es' } = {},
) {
  const api = storefrontApi();
  api.scenario.company = { ...api.scenario.company, apps };
  return renderInStorefront(
    <LocationPage
      route={{ locationId: locationId(5), professionalId: null, embedded: options.embedded ?? false }}
      search=""
      onBook={vi.fn()}
    />,
    { ports: testPorts({ api }), language: options.language ?? 'en' },
  );
}

/** The page drawn, with time for the banner's code to load had it been asked for: an absence then means something. */
async function pageShown() {
  expect(await screen.findByRole('heading', { level: 1, name: 'Barbería Porteña' })).toBeInTheDocument();
  await act(async () => {
    await import('./app-download-banner');
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
}

const storeNames = (banner: HTMLElement) =>
  within(banner)
    .getAllByRole('link')
    .map((link) => link.textContent);

afterEach(() => {
  window.localStorage.clear();
  vi.restoreAllMocks();
});

describe('the app-download banner (storefront: app-download banner)', () => {
  it('offers the company’s apps in a region named by its heading, the App Store first off Android', async () => {
    renderPage({ appStore: APP_STORE, googlePlay: GOOGLE_PLAY });
    const banner = await screen.findByRole('region', { name: 'Get our app' });
    expect(banner).toHaveTextContent('Book with Barbería Porteña from your phone.');
    expect(storeNames(banner)).toEqual(['Download on the App Store', 'Get it on Google Play']);
    expect(within(banner).getByRole('link', { name: 'Download on the App Store' })).toHaveAttribute('href', APP_STORE);
    expect(within(banner).getByRole('link', { name: 'Get it on Google Play' })).toHaveAttribute('href', GOOGLE_PLAY);
    expect(within(banner).getByRole('button', { name: 'Not now' })).toBeInTheDocument();
  });

  it('puts Google Play first on Android, in Spanish as "Descarga nuestra app"', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(ANDROID);
    renderPage({ appStore: APP_STORE, googlePlay: GOOGLE_PLAY }, { language: 'es' });
    const banner = await screen.findByRole('region', { name: 'Descarga nuestra app' });
    expect(storeNames(banner)).toEqual(['Disponible en Google Play', 'Descárgala en el App Store']);
    expect(within(banner).getByRole('button', { name: 'Ahora no' })).toBeInTheDocument();
  });

  it('shows only the store the company gives', async () => {
    renderPage({ appStore: null, googlePlay: GOOGLE_PLAY });
    const banner = await screen.findByRole('region', { name: 'Get our app' });
    expect(storeNames(banner)).toEqual(['Get it on Google Play']);
  });

  it('closes when dismissed, and stays closed on the next visit in that browser', async () => {
    const first = renderPage({ appStore: APP_STORE, googlePlay: GOOGLE_PLAY });
    const banner = await screen.findByRole('region', { name: 'Get our app' });
    await first.user.click(within(banner).getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('region', { name: 'Get our app' })).not.toBeInTheDocument();
    // Barbería Porteña is company 4.
    expect(window.localStorage.getItem(dismissedKey(4))).toBe('1');
    first.unmount();

    renderPage({ appStore: APP_STORE, googlePlay: GOOGLE_PLAY });
    await pageShown();
    expect(screen.queryByRole('region', { name: 'Get our app' })).not.toBeInTheDocument();
  });

  it('is not shown inside the embedded pages', async () => {
    renderPage({ appStore: APP_STORE, googlePlay: GOOGLE_PLAY }, { embedded: true });
    await pageShown();
    expect(screen.queryByRole('region', { name: 'Get our app' })).not.toBeInTheDocument();
  });

  it('is absent for a company without apps', async () => {
    renderPage({ appStore: null, googlePlay: null });
    await pageShown();
    expect(screen.queryByRole('region', { name: 'Get our app' })).not.toBeInTheDocument();
  });
});
