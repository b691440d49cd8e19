import { screen, within } from '@testing-library/react';
import { errAsync, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import type { CompanyProfiles } from '#application/ports/client/company-profiles';
import type { LocationDirectory, LocationView } from '#application/ports/client/location-directory';
import { locationId } from '#domain/shared/ids.test-support';
import type { Language } from '../../i18n/i18n';
import { renderInStorefront, testPorts } from '../../testing/render-storefront.test-support';
import {
  PALERMO_LOCATION,
  refusal,
  storefrontApi,
  type StorefrontApi,
} from '../../testing/storefront-api.test-support';
import { BranchListPage } from './branch-list-page';

// storefront §2 `{country}` "branch list with search/filter (count of filtered vs total,
// no-branch-found, see all branches)"; docs/adr/0033: the company the host names, its branches in
// the route's country, searched by name or address.

const BELGRANO: LocationView = {
  ...PALERMO_LOCATION,
  id: locationId(8),
  locationName: 'Belgrano',
  address: 'Av. Cabildo 2000',
  phone: null,
};
const POCITOS: LocationView = {
  ...PALERMO_LOCATION,
  id: locationId(6),
  locationName: 'Pocitos',
  address: 'Av. Brasil 2500',
  countryCode: 'uy',
};

interface Options {
  readonly host?: string;
  readonly country?: string;
  readonly embedded?: boolean;
  readonly api?: Partial<CompanyProfiles & LocationDirectory>;
  readonly language?: Language;
  /** The address's query string, `?…`. */
  readonly search?: string;
}

function renderList(options: Options = {}) {
  const asked: string[] = [];
  const base: StorefrontApi = storefrontApi();
  const api: StorefrontApi = {
    ...base,
    checkWebAddressCountries: (webAddress) => {
      asked.push(`countries ${webAddress}`);
      return base.checkWebAddressCountries(webAddress);
    },
    getCompanyOverview: (website, locationId) => {
      asked.push(`overview ${website}`);
      return website === 'barberia-portena'
        ? base.getCompanyOverview(website, locationId)
        : errAsync(refusal(404, 'COMPANY.NOT_FOUND', 'The company was not found.'));
    },
    listLocations: (companyId) => {
      asked.push(`locations ${String(companyId)}`);
      return okAsync([PALERMO_LOCATION, POCITOS, BELGRANO]);
    },
    ...options.api,
  };
  const country = options.country ?? 'ar';
  const embedded = options.embedded ?? false;
  const rendered = renderInStorefront(<BranchListPage route={{ country, embedded }} />, {
    ports: testPorts({
      api,
      host: options.host ?? 'barberia-portena.reserva.test',
      path: `/${country}${embedded ? '/iframe' : ''}${options.search ?? ''}`,
    }),
    ...(options.language === undefined ? {} : { language: options.language }),
  });
  return { ...rendered, asked };
}

const branchNames = () =>
  within(screen.getByRole('list', { name: 'Branches of Barbería Porteña' }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

describe('a company’s branch list (storefront §2, docs/adr/0033)', () => {
  it('heads the list with the company the host names and lists its branches in the route’s country, each with its address, phone and page', async () => {
    const { user, ports, asked } = renderList();
    expect(await screen.findByRole('heading', { level: 1, name: 'Barbería Porteña' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Showing 2 of 2 branches');
    expect(branchNames()).toEqual(['Palermo', 'Belgrano']);
    const palermo = screen.getAllByRole('listitem')[0];
    if (palermo === undefined) throw new Error('no branch card');
    expect(
      within(palermo)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Address', 'Phone']);
    expect(
      within(palermo)
        .getAllByRole('definition')
        .map((definition) => definition.textContent),
    ).toEqual(['Honduras 4800', '+54 11 4777 0000']);
    expect(within(palermo).getByRole('link', { name: '+54 11 4777 0000' })).toHaveAttribute(
      'href',
      'tel:+541147770000',
    );
    const open = within(palermo).getByRole('link', { name: 'Book at Palermo' });
    expect(open).toHaveAttribute('href', '/ar/sucursal/5');
    await user.click(open);
    expect(ports.router.visited.at(-1)).toBe('/ar/sucursal/5');
    expect(asked).toEqual(['countries barberia-portena', 'overview barberia-portena', 'locations 4']);
  });

  it('keeps the visit’s query string on the link into each branch (booking-wizard §2 Routes)', async () => {
    const search = '?utm_source=news&creative_source=instagram';
    const { user, ports } = renderList({ search });
    await screen.findByRole('heading', { level: 1, name: 'Barbería Porteña' });
    const open = screen.getByRole('link', { name: 'Book at Palermo' });
    expect(open).toHaveAttribute('href', `/ar/sucursal/5${search}`);
    await user.click(open);
    expect(ports.router.visited.at(-1)).toBe(`/ar/sucursal/5${search}`);
  });

  it('narrows the branches by name or address as the client types, ignoring case and accents, and says how many it shows', async () => {
    const { user } = renderList();
    const search = await screen.findByRole('searchbox', { name: 'Search branches' });
    await user.type(search, 'HONDURAS');
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1 of 2 branches');
    expect(branchNames()).toEqual(['Palermo']);
    await user.clear(search);
    await user.type(search, 'cábildo');
    expect(branchNames()).toEqual(['Belgrano']);
    await user.clear(search);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 2 of 2 branches');
  });

  it('says when no branch is found, and shows them all again from the empty search box with "See all branches"', async () => {
    const { user } = renderList();
    const search = await screen.findByRole('searchbox', { name: 'Search branches' });
    await user.type(search, 'Recoleta');
    expect(screen.getByRole('status')).toHaveTextContent('Showing 0 of 2 branches');
    expect(screen.getByText('No branch found for “Recoleta”.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Branches of Barbería Porteña' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'See all branches' }));
    expect(branchNames()).toEqual(['Palermo', 'Belgrano']);
    expect(search).toHaveValue('');
    expect(search).toHaveFocus();
  });

  it('keeps a framed storefront’s links in the frame', async () => {
    renderList({ embedded: true });
    expect(await screen.findByRole('link', { name: 'Book at Belgrano' })).toHaveAttribute(
      'href',
      '/ar/iframe/sucursal/8',
    );
  });

  it('says in Spanish how many branches it shows', async () => {
    renderList({ language: 'es' });
    expect(await screen.findByRole('searchbox', { name: 'Buscar sucursales' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Mostrando 2 de 2 sucursales');
    expect(screen.getByRole('link', { name: 'Reservar en Palermo' })).toBeInTheDocument();
  });

  it('says so, with the way home, when the host names no business — asking the API nothing', async () => {
    for (const host of ['localhost:5173', '127.0.0.1:3000', 'reserva.test']) {
      const { asked, ports, user, unmount } = renderList({ host });
      expect(screen.getByRole('heading', { level: 1, name: 'No business at this address' })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Go to the home page' }));
      expect(ports.router.visited.at(-1)).toBe('/');
      expect(asked).toEqual([]);
      unmount();
    }
  });

  it('says so when no business has the web address the host names', async () => {
    renderList({ host: 'nadie.reserva.test' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No business uses the address “nadie”. Check the address you followed.',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'No business at this address' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to the home page' })).toBeInTheDocument();
  });

  it('links to the lists of the countries the company serves when it does not serve the route’s', async () => {
    const { asked } = renderList({ country: 'cl' });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Barbería Porteña takes no bookings in Chile' }),
    ).toBeInTheDocument();
    const countries = screen.getByRole('list', { name: 'Countries where Barbería Porteña takes bookings' });
    expect(within(countries).getByRole('link', { name: 'Argentina' })).toHaveAttribute('href', '/ar');
    expect(within(countries).getByRole('link', { name: 'Uruguay' })).toHaveAttribute('href', '/uy');
    expect(asked).not.toContain('locations 4');
  });

  it('shows an inactive company’s notice instead of its branches (storefront §4 Site availability)', async () => {
    const api = storefrontApi();
    api.scenario.company = { ...api.scenario.company, minisiteIsActive: false };
    renderList({ api: { getCompanyOverview: (website, locationId) => api.getCompanyOverview(website, locationId) } });
    expect(
      await screen.findByRole('heading', {
        level: 2,
        name: 'Barbería Porteña is not taking online bookings right now',
      }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });

  it('says the branches could not be loaded, offering to try again, when the API refuses the request', async () => {
    let attempts = 0;
    const { user } = renderList({
      api: {
        listLocations: () => {
          attempts += 1;
          return attempts === 1 ? errAsync(refusal(429, 'RATE.LIMITED', 'Too many requests.')) : okAsync([POCITOS]);
        },
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not load the branches. Try again in a moment.',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByText('Barbería Porteña has no branches taking bookings in Argentina yet.'),
    ).toBeInTheDocument();
  });

  it('shows the 500 page when the server could not be reached, and says when the company has none in the country on retry', async () => {
    let attempts = 0;
    const { user } = renderList({
      api: {
        listLocations: () => {
          attempts += 1;
          return attempts === 1
            ? errAsync({ _tag: 'ApiUnreachable', reason: 'network', message: 'offline' })
            : okAsync([POCITOS]);
        },
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Something went wrong on our side' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByText('Barbería Porteña has no branches taking bookings in Argentina yet.'),
    ).toBeInTheDocument();
  });
});
