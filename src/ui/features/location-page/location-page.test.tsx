import { okAsync } from 'neverthrow';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { BOOKING_INFO } from '#application/client-side/shared/fake-booking-api.test-support';
import { renderInStorefront, testPorts } from '../../testing/render-storefront.test-support';
import {
  CATEGORIES,
  PALERMO_LOCATION,
  PALERMO_PHONE,
  refusal,
  SERVICES,
  SIGNED_IN_CLIENT,
  storefrontApi,
  type StorefrontApi,
} from '../../testing/storefront-api.test-support';
import type { UserView } from '#application/ports/client/account-sessions';
import { companyId, locationId } from '#domain/shared/ids.test-support';
import { accentPalette } from '#domain/storefront/brand-colour';
import type { BookingRequestFromPage } from './location-page-model';
import { LocationPage } from './location-page';

// storefront §4 "Storefront service selection" and booking-wizard §4 "Service selection rules",
// "Preselection from query": the location's services by category, the cart filled by the domain's
// selection rules, the scheduling-conflict dialog when a rule says no, and the hand-over to the
// booking wizard.

function renderPage(
  options: {
    readonly api?: StorefrontApi;
    readonly search?: string;
    readonly professionalId?: number | null;
    readonly host?: string;
    readonly path?: string;
    readonly managementArea?: string | null;
  } = {},
) {
  const onBook = vi.fn<(request: BookingRequestFromPage) => void>();
  const api = options.api ?? storefrontApi();
  const rendered = renderInStorefront(
    <LocationPage
      route={{ locationId: locationId(5), professionalId: options.professionalId ?? null }}
      search={options.search ?? ''}
      onBook={onBook}
    />,
    {
      ports: testPorts({
        api,
        ...(options.host === undefined ? {} : { host: options.host }),
        ...(options.path === undefined ? {} : { path: options.path }),
        ...(options.managementArea === undefined ? {} : { managementArea: options.managementArea }),
      }),
    },
  );
  return { ...rendered, onBook };
}

/** The page at Palermo with the clock at `now`. */
function renderInStorefrontAt(now: string) {
  return renderInStorefront(
    <LocationPage route={{ locationId: locationId(5), professionalId: null }} search="" onBook={vi.fn()} />,
    { ports: testPorts({ now }) },
  );
}

const bookedNames = (onBook: { readonly mock: { readonly calls: readonly (readonly [BookingRequestFromPage])[] } }) =>
  onBook.mock.calls.map(([request]) => request.services.map((service) => service.name));

async function catalogue() {
  return screen.findByRole('region', { name: 'Services' });
}

/** The services list with every category opened, as a client opens them. */
async function openCatalogue(user: UserEvent) {
  const services = await catalogue();
  for (const toggle of within(services).queryAllByRole('button', { expanded: false })) await user.click(toggle);
  return services;
}

describe('the location page (storefront §4, booking-wizard §4 Service selection rules)', () => {
  it("lists the location's services under their categories, as the API gives them, each category opening and closing (storefront §4 Location page)", async () => {
    const { user } = renderPage();
    const services = await catalogue();
    // Three categories, one with five services: they start closed (storefront §4 auto-expand rule).
    const toggles = within(services).getAllByRole('button', { expanded: false });
    expect(toggles.map((toggle) => toggle.textContent)).toEqual([
      'Barbería 5 services▾',
      'Promociones 2 services▾',
      'Otros 2 services▾',
    ]);
    expect(within(services).queryByRole('heading', { level: 4 })).not.toBeInTheDocument();
    await user.click(toggles[1] ?? services);
    expect(toggles[1]).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(services)
        .getAllByRole('heading', { level: 4 })
        .map((heading) => heading.textContent),
    ).toEqual(CATEGORIES[1]?.services.map((service) => service.name));
    await user.click(toggles[1] ?? services);
    expect(within(services).queryByRole('heading', { level: 4 })).not.toBeInTheDocument();

    await openCatalogue(user);
    for (const group of CATEGORIES) {
      const category = within(services).getByRole('region', { name: group.category });
      expect(
        within(category)
          .getAllByRole('heading', { level: 4 })
          .map((heading) => heading.textContent),
      ).toEqual(group.services.map((service) => service.name));
    }
  });

  it("moves a location asked for under another country's segment to its own, keeping the query (issue 20)", async () => {
    const { ports } = renderPage({ path: '/cl/sucursal/5?services_id=1' });
    await waitFor(() => {
      expect(ports.router.visited.at(-1)).toBe('/ar/sucursal/5?services_id=1');
    });
    expect(ports.router.place.value.pathname).toBe('/ar/sucursal/5');
  });

  it('stays where it is under its own country', async () => {
    const { ports } = renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Barbería Porteña' })).toBeInTheDocument();
    expect(ports.router.visited).toEqual(['/ar/sucursal/5']);
  });

  it('names the company and the location (storefront §4 Location page)', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Barbería Porteña' })).toBeInTheDocument();
    expect(screen.getByText(/Palermo/)).toBeInTheDocument();
  });

  it('adds a service, then counts each further one, with One less and Remove taking them out again (storefront §4 Storefront service selection)', async () => {
    const { user } = renderPage();
    await openCatalogue(user);
    await user.click(screen.getByRole('button', { name: 'Add Corte clásico' }));
    const stepper = () => screen.getByRole('group', { name: /^Corte clásico: \d selected$/ });
    expect(stepper()).toHaveAccessibleName('Corte clásico: 1 selected');
    expect(within(stepper()).queryByRole('button', { name: 'One Corte clásico less' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add another Corte clásico' }));
    await user.click(screen.getByRole('button', { name: 'Add another Corte clásico' }));
    expect(stepper()).toHaveAccessibleName('Corte clásico: 3 selected');
    expect(screen.getByText('3 services selected')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'One Corte clásico less' }));
    await user.click(screen.getByRole('button', { name: 'One Corte clásico less' }));
    expect(stepper()).toHaveAccessibleName('Corte clásico: 1 selected');

    await user.click(screen.getByRole('button', { name: 'Remove Corte clásico' }));
    expect(screen.queryByRole('group', { name: /Corte clásico: / })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Corte clásico' })).toBeInTheDocument();
    expect(screen.getByText('Choose the services you want to book.')).toBeInTheDocument();
  });

  it('toggles a bundle with its Select button, since a bundle is booked once ("Clicking a selected bundle/session removes it")', async () => {
    const { user } = renderPage();
    await openCatalogue(user);
    const select = screen.getByRole('button', { name: 'Select Pack corte y afeitado' });
    expect(select).toHaveAttribute('aria-pressed', 'false');
    await user.click(select);
    expect(select).toHaveAttribute('aria-pressed', 'true');
    expect(select).toHaveTextContent('Selected');
    expect(screen.getByText('1 service selected')).toBeInTheDocument();
    await user.click(select);
    expect(select).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('Choose the services you want to book.')).toBeInTheDocument();
  });

  it('refuses a bundle beside a plain service with the scheduling-conflict dialog, in the domain\'s words ("types cannot be mixed")', async () => {
    const { user } = renderPage();
    await openCatalogue(user);
    await user.click(screen.getByRole('button', { name: 'Add Corte clásico' }));
    await user.click(screen.getByRole('button', { name: 'Select Pack corte y afeitado' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'This service can’t go with your selection' });
    expect(dialog).toHaveTextContent(
      'Services, session packages and bundles are booked separately. Pack corte y afeitado can’t be booked with Corte clásico.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Select Pack corte y afeitado' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(screen.getByText('1 service selected')).toBeInTheDocument();
  });

  it('refuses a special-discount service after another one with the conflict dialog ("a discounted service cannot be mixed with others")', async () => {
    const { user } = renderPage();
    await openCatalogue(user);
    await user.click(screen.getByRole('button', { name: 'Add Corte clásico' }));
    await user.click(screen.getByRole('button', { name: 'Add Corte promocional' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'This service can’t go with your selection' });
    expect(dialog).toHaveTextContent(
      'Corte promocional has a special discount: it must be the first and only service of your booking. Remove Corte clásico to book it.',
    );
  });

  it('refuses any service beside a special-discount one, which is booked alone (booking-wizard §4 "Only one special-discount service per booking")', async () => {
    const { user } = renderPage();
    await openCatalogue(user);
    await user.click(screen.getByRole('button', { name: 'Add Corte promocional' }));
    await user.click(screen.getByRole('button', { name: 'Add Corte clásico' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'This service can’t go with your selection' });
    expect(dialog).toHaveTextContent('Corte promocional has a special discount and is booked on its own.');
    expect(screen.getByRole('button', { name: 'Add Corte clásico' })).toBeInTheDocument();
  });

  it('hands the cart to the booking in the order it was filled, each service as many times as counted (storefront §4)', async () => {
    const { user, onBook } = renderPage();
    await openCatalogue(user);
    const book = screen.getByRole('button', { name: 'Book' });
    expect(book).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Add Afeitado con navaja' }));
    await user.click(screen.getByRole('button', { name: 'Add Corte clásico' }));
    await user.click(screen.getByRole('button', { name: 'Add another Corte clásico' }));
    await user.click(book);
    expect(bookedNames(onBook)).toEqual([['Afeitado con navaja', 'Corte clásico', 'Corte clásico']]);
    const [[request] = []] = onBook.mock.calls;
    expect(request?.storefront.location.id).toBe(5);
    expect(request?.providerPreSelected).toBeNull();
    expect(request?.professionalPath).toBe(false);
  });

  it('opens the booking at once with the services named by services_id for a marketplace visit ("marketplace opens the booking immediately")', async () => {
    const { onBook } = renderPage({
      search: `?services_id=${String(SERVICES.shave.id)},${String(SERVICES.cut.id)}&creative_source=marketplace`,
    });
    await catalogue();
    await vi.waitFor(() => {
      expect(bookedNames(onBook)).toEqual([['Afeitado con navaja', 'Corte clásico']]);
    });
    expect(onBook.mock.calls[0]?.[0].tracking.creativeSource).toBe('marketplace');
  });

  it('shows the cart filled from services_id, without opening the booking, for any other visit ("otherwise the cart is shown")', async () => {
    const { onBook } = renderPage({ search: `?services_id=${String(SERVICES.shave.id)}&utm_source=newsletter` });
    await catalogue();
    expect(await screen.findByRole('group', { name: 'Afeitado con navaja: 1 selected' })).toBeInTheDocument();
    expect(screen.getByText('1 service selected')).toBeInTheDocument();
    expect(onBook).not.toHaveBeenCalled();
  });

  it('preselects a bundle from bundle_services_id (booking-wizard §4 Preselection from query)', async () => {
    renderPage({ search: `?bundle_services_id=${String(SERVICES.pack.id)}` });
    await catalogue();
    expect(await screen.findByRole('button', { name: 'Select Pack corte y afeitado' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('hands over the professional of the professional route, pre-selected (booking-wizard §2 Professional route)', async () => {
    const { user, onBook } = renderPage({ professionalId: 11 });
    await openCatalogue(user);
    await user.click(screen.getByRole('button', { name: 'Add Corte clásico' }));
    await user.click(screen.getByRole('button', { name: 'Book' }));
    expect(onBook.mock.calls[0]?.[0]).toMatchObject({
      providerPreSelected: { id: 11, publicName: 'Lucas' },
      professionalPath: true,
    });
  });

  it('links WhatsApp only to the location’s WhatsApp number, never to its phone, a landline (issue 36)', async () => {
    const api = storefrontApi();
    api.scenario.location = { ...api.scenario.location, phone: '+54 11 4555 1234', whatsapp: null };
    renderPage({ api });
    const contacts = await screen.findByRole('navigation', {
      name: 'Barbería Porteña on WhatsApp and social networks',
    });
    await vi.waitFor(() => {
      expect(within(contacts).getByRole('link', { name: 'instagram' })).toBeInTheDocument();
    });
    expect(within(contacts).queryByRole('link', { name: 'WhatsApp: write to Palermo' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /WhatsApp/ })).not.toBeInTheDocument();
  });

  it('heads the page with the logo, the location and its address, WhatsApp and the social links, and the weekday schedule (storefront §1, §2)', async () => {
    const api = storefrontApi();
    api.scenario.company = { ...api.scenario.company, logo: 'https://cdn.example/portena.png' };
    api.scenario.location = {
      ...api.scenario.location,
      schedule: [
        { dayId: 1, longDay: 'Monday', isOpen: false, hours: [] },
        {
          dayId: 2,
          longDay: 'Tuesday',
          isOpen: true,
          hours: [
            { open: '10:00', close: '14:00' },
            { open: '15:00', close: '20:00' },
          ],
        },
      ],
    };
    renderPage({ api });
    expect(await screen.findByRole('img', { name: 'Barbería Porteña logo' })).toHaveAttribute(
      'src',
      'https://cdn.example/portena.png',
    );
    expect(screen.getByRole('banner')).toHaveTextContent('Palermo · Honduras 4800');

    const contacts = await screen.findByRole('navigation', {
      name: 'Barbería Porteña on WhatsApp and social networks',
    });
    expect(within(contacts).getByRole('link', { name: 'WhatsApp: write to Palermo' })).toHaveAttribute(
      'href',
      'https://wa.me/541147770000',
    );
    await vi.waitFor(() => {
      expect(within(contacts).getByRole('link', { name: 'instagram' })).toHaveAttribute(
        'href',
        'http://instagram.com/barberiaportena',
      );
    });
    expect(within(contacts).getByRole('link', { name: 'web alternativa' })).toHaveAttribute(
      'href',
      'https://barberia-portena.example',
    );

    const schedule = screen.getByRole('region', { name: 'Opening hours' });
    expect(
      within(schedule)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Monday', 'Tuesday']);
    expect(
      within(schedule)
        .getAllByRole('definition')
        .map((definition) => definition.textContent),
    ).toEqual(['Closed', '10:00–14:00, 15:00–20:00']);
  });

  describe('the professional route’s provider header (storefront §2 Screens)', () => {
    const biography = 'Barbero desde 2010. '.repeat(12).trim();

    it('shows the professional’s initials, name, biography with read more and less, and week; and leads back to the branch list when the company has several', async () => {
      const api = storefrontApi();
      const { user, ports } = renderPage({
        professionalId: 11,
        host: 'barberia-portena.reserva.test',
        api: {
          ...api,
          getServiceProvider: (id) =>
            api.getServiceProvider(id).map((found) => ({ ...found, publicName: 'Lucas Benítez', biography })),
          listLocations: () =>
            okAsync([PALERMO_LOCATION, { ...PALERMO_LOCATION, id: locationId(6), locationName: 'Pocitos' }]),
        },
      });
      const header = await screen.findByRole('region', { name: 'Lucas Benítez' });
      expect(header).toHaveTextContent('LB');
      const readMore = within(header).getByRole('button', { name: 'Read more' });
      expect(header).toHaveTextContent('…');
      await user.click(readMore);
      expect(within(header).getByRole('button', { name: 'Read less' })).toHaveAttribute('aria-expanded', 'true');
      expect(header).toHaveTextContent(biography);
      expect(within(within(header).getByRole('region', { name: 'Opening hours' })).getAllByRole('term')).toHaveLength(
        7,
      );

      // The host names the company: the list is this host's `{country}` page, followed without reloading.
      const back = await within(header).findByRole('link', { name: 'Show the branch locations of Barbería Porteña' });
      expect(back).toHaveAttribute('href', '/ar');
      await user.click(back);
      expect(ports.router.visited.at(-1)).toBe('/ar');
    });

    it('leads from plain localhost to the company’s name under localhost, on the same port (docs/adr/0033)', async () => {
      renderPage({
        professionalId: 11,
        host: 'localhost:5173',
        api: {
          ...storefrontApi(),
          listLocations: () => okAsync([PALERMO_LOCATION, { ...PALERMO_LOCATION, id: locationId(6) }]),
        },
      });
      const header = await screen.findByRole('region', { name: 'Lucas' });
      expect(
        await within(header).findByRole('link', { name: 'Show the branch locations of Barbería Porteña' }),
      ).toHaveAttribute('href', '//barberia-portena.localhost:5173/ar');
    });

    it('offers no way to the branch list for a company on the solo plan, with a single location, or from a host that cannot reach it', async () => {
      const solo = storefrontApi();
      solo.scenario.company = { ...solo.scenario.company, isPlanSolo: true };
      const first = renderPage({
        professionalId: 11,
        api: { ...solo, listLocations: () => okAsync([PALERMO_LOCATION, { ...PALERMO_LOCATION, id: locationId(6) }]) },
      });
      const header = await screen.findByRole('region', { name: 'Lucas' });
      expect(within(header).queryByRole('link', { name: /branch locations/ })).not.toBeInTheDocument();
      first.unmount();

      const second = renderPage({ professionalId: 11 });
      const single = await screen.findByRole('region', { name: 'Lucas' });
      expect(within(single).queryByRole('link', { name: /branch locations/ })).not.toBeInTheDocument();
      second.unmount();

      const asked: number[] = [];
      renderPage({
        professionalId: 11,
        host: '192.0.2.10:8080',
        api: {
          ...storefrontApi(),
          listLocations: (companyId) => {
            asked.push(companyId);
            return okAsync([PALERMO_LOCATION, { ...PALERMO_LOCATION, id: locationId(6) }]);
          },
        },
      });
      const elsewhere = await screen.findByRole('region', { name: 'Lucas' });
      expect(within(elsewhere).queryByRole('link', { name: /branch locations/ })).not.toBeInTheDocument();
      expect(asked).toEqual([]);
    });
  });

  describe('the editor’s shortcuts (storefront §1, §2 edit shortcuts, §6 Editor)', () => {
    it('offers the company’s administrator shortcuts into the management area, in a new tab, each tracked', async () => {
      const api = storefrontApi();
      const administrator: UserView = { ...SIGNED_IN_CLIENT, roleId: 2, companyId: api.scenario.company.id };
      const { user, ports } = renderPage({ api: { ...api, getCurrentUser: () => okAsync(administrator) } });
      const banner = await screen.findByRole('link', { name: 'Edit banner (opens in a new tab)' });
      expect(banner).toHaveAttribute('href', 'https://panel.test/locations?action=edit_local_image&locationId=5');
      expect(banner).toHaveAttribute('target', '_blank');
      expect(screen.getByRole('link', { name: 'Edit logo (opens in a new tab)' })).toHaveAttribute(
        'href',
        'https://panel.test/company',
      );
      await openCatalogue(user);
      const pack = screen.getByRole('link', { name: 'Edit Pack corte y afeitado (opens in a new tab)' });
      expect(pack).toHaveAttribute(
        'href',
        `https://panel.test/services?action=edit_bundle&serviceId=${String(SERVICES.pack.id)}&categoryId=1`,
      );
      expect(
        screen.getByRole('link', { name: 'Edit the image of Corte clásico (opens in a new tab)' }),
      ).toHaveAttribute(
        'href',
        `https://panel.test/services?action=edit_service_image&serviceId=${String(SERVICES.cut.id)}&categoryId=1`,
      );
      pack.addEventListener('click', (event) => {
        event.preventDefault();
      });
      await user.click(pack);
      expect(ports.analytics.events.filter((event) => event.name === 'EditShortcut')).toEqual([
        { name: 'EditShortcut', locationId: locationId(5), target: 'service', serviceId: SERVICES.pack.id },
      ]);
    });

    it('offers no shortcut to a visitor, a client, or another company’s administrator', async () => {
      const visitor = renderPage();
      await catalogue();
      expect(screen.queryByRole('link', { name: /^Edit/ })).not.toBeInTheDocument();
      visitor.unmount();

      const api = storefrontApi();
      const { services } = renderPage({
        api: {
          ...api,
          getCurrentUser: () =>
            okAsync({ ...SIGNED_IN_CLIENT, roleId: 2, companyId: companyId(api.scenario.company.id + 1) }),
        },
      });
      await catalogue();
      await vi.waitFor(() => {
        expect(services.account.user.value?.companyId).toBe(api.scenario.company.id + 1);
      });
      expect(screen.queryByRole('link', { name: /^Edit/ })).not.toBeInTheDocument();
    });

    it('offers the administrator no shortcut where the deployment names no management area (docs/adr/0076)', async () => {
      const api = storefrontApi();
      const administrator: UserView = { ...SIGNED_IN_CLIENT, roleId: 2, companyId: api.scenario.company.id };
      const { services } = renderPage({
        api: { ...api, getCurrentUser: () => okAsync(administrator) },
        managementArea: null,
      });
      await catalogue();
      await vi.waitFor(() => {
        expect(services.account.user.value?.companyId).toBe(api.scenario.company.id);
      });
      // The shortcuts' code, loaded with the first one shown, has had its time to show them.
      await act(async () => {
        await import('./edit-shortcut-link');
        await new Promise((resolve) => setTimeout(resolve, 50));
      });
      expect(screen.queryByRole('link', { name: /^Edit/ })).not.toBeInTheDocument();
    });
  });

  describe('narrowing the services list (storefront §2 Services list, §4 "Category filter")', () => {
    const shownNames = (services: HTMLElement) =>
      within(services)
        .queryAllByRole('heading', { level: 4 })
        .map((heading) => heading.textContent);

    it('searches names and descriptions once more than 4 letters are typed, ignoring case and accents, and opens the few categories found', async () => {
      const api = storefrontApi();
      api.scenario.categories = [
        {
          id: 1,
          category: 'Barbería',
          services: [
            { ...SERVICES.cut, description: 'Con tijera y navaja' },
            SERVICES.shave,
            SERVICES.pack,
            SERVICES.sessions,
            SERVICES.atHome,
          ],
        },
        ...CATEGORIES.slice(1),
      ];
      const { user } = renderPage({ api });
      const services = await catalogue();
      const search = screen.getByRole('searchbox', { name: 'Search services' });
      expect(search).toHaveAccessibleDescription('By name or description, from 5 letters on.');

      await user.type(search, 'Barb');
      expect(shownNames(services)).toEqual([]);
      expect(within(services).getAllByRole('button', { expanded: false })).toHaveLength(3);

      // The list follows the typed search in a later, deferred render (useDeferredValue): wait for it
      // rather than race it, long enough for a loaded CI machine (it failed at waitFor's 1 s default).
      await user.type(search, 'Á');
      await waitFor(
        () => {
          expect(shownNames(services)).toEqual(['Tratamiento de barba', 'Perfilado de barba']);
        },
        { timeout: 10_000 },
      );
      expect(within(services).getByRole('status')).toHaveTextContent('2 services match.');

      await user.clear(search);
      await user.type(search, 'navaja');
      await waitFor(
        () => {
          expect(shownNames(services)).toEqual(['Corte clásico', 'Afeitado con navaja']);
        },
        { timeout: 10_000 },
      );

      await user.clear(search);
      await waitFor(
        () => {
          expect(within(services).getAllByRole('button', { expanded: false })).toHaveLength(3);
        },
        { timeout: 10_000 },
      );
    });

    it('shows one category with its chip, and all of them again with the same chip or All', async () => {
      const { user } = renderPage();
      const services = await catalogue();
      const chips = screen.getByRole('group', { name: 'Categories' });
      expect(
        within(chips)
          .getAllByRole('button')
          .map((chip) => [chip.textContent, chip.getAttribute('aria-pressed')]),
      ).toEqual([
        ['All', 'true'],
        ['Barbería', 'false'],
        ['Promociones', 'false'],
        ['Otros', 'false'],
      ]);

      await user.click(within(chips).getByRole('button', { name: 'Otros' }));
      expect(within(chips).getByRole('button', { name: 'Otros' })).toHaveAttribute('aria-pressed', 'true');
      expect(
        within(services)
          .getAllByRole('region')
          .map((region) => region.getAttribute('aria-labelledby')),
      ).toEqual(['category-3']);
      // Only one category shows: it opens by itself.
      expect(shownNames(services)).toEqual(['Consulta de imagen', 'Coloración']);

      await user.click(within(chips).getByRole('button', { name: 'Otros' }));
      expect(within(services).getAllByRole('region')).toHaveLength(3);
      await user.click(within(chips).getByRole('button', { name: 'Promociones' }));
      await user.click(within(chips).getByRole('button', { name: 'All' }));
      expect(within(services).getAllByRole('region')).toHaveLength(3);
    });

    it('says there is nothing to show when nothing matches, and shows everything again on request, keeping the cart', async () => {
      const { user } = renderPage();
      const services = await openCatalogue(user);
      await user.click(screen.getByRole('button', { name: 'Add Corte clásico' }));
      await user.type(screen.getByRole('searchbox', { name: 'Search services' }), 'masaje');
      expect(within(services).getByRole('status')).toHaveTextContent('No results to show.');
      expect(within(services).queryAllByRole('region')).toEqual([]);
      // The placeholder's tips take turns, with a control to stop them (docs/adr/0029, amended).
      expect(await within(services).findByText('Try a shorter word, or just part of it.')).toBeInTheDocument();
      expect(within(services).getByRole('button', { name: 'Pause tips' })).toBeInTheDocument();
      expect(screen.getByText('1 service selected')).toBeInTheDocument();

      await user.click(within(services).getByRole('button', { name: 'Show all services' }));
      expect(screen.getByRole('searchbox', { name: 'Search services' })).toHaveValue('');
      expect(screen.getByRole('searchbox', { name: 'Search services' })).toHaveFocus();
      expect(within(services).getAllByRole('region')).toHaveLength(3);
    });

    it('opens a small catalogue by itself: at most 3 categories of at most 2 services', async () => {
      const api = storefrontApi();
      api.scenario.categories = CATEGORIES.slice(1);
      renderPage({ api });
      const services = await catalogue();
      expect(shownNames(services)).toEqual([
        'Corte promocional',
        'Perfilado de barba',
        'Consulta de imagen',
        'Coloración',
      ]);
      expect(screen.queryByRole('button', { expanded: false })).not.toBeInTheDocument();
    });
  });

  it('shows a description in 2 lines until asked for more, which also lists a bundle’s services and a class’s weekly hours (storefront §4 Location page)', async () => {
    const api = storefrontApi();
    const longDescription =
      'Corte a tijera y máquina, lavado con productos profesionales, masaje capilar y peinado final con cera o pomada.';
    const barberClass = {
      ...SERVICES.cut,
      id: 70,
      name: 'Clase de barbería',
      description: '',
      classService: true,
      times: [
        { dayId: 1, open: true, hours: ['18:00'] },
        { dayId: 3, open: false, hours: [] },
        { dayId: 6, open: true, hours: ['10:30', '12:00'] },
      ],
    };
    api.scenario.categories = [
      {
        id: 1,
        category: 'Barbería',
        services: [{ ...SERVICES.cut, description: longDescription }, SERVICES.pack, barberClass],
      },
    ];
    // happy-dom lays nothing out: every element reports more content than room, as the long description does.
    vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(72);
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(48);
    onTestFinished(() => {
      vi.restoreAllMocks();
    });
    const { user } = renderPage({ api });
    await catalogue();

    const description = screen.getByText(longDescription);
    expect(description).toHaveClass('catalogue-card__description--clamped');
    expect(description).toHaveClass('catalogue-card__description--overflowing');
    const more = screen.getByRole('button', { name: 'More information about Corte clásico' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(description).not.toHaveClass('catalogue-card__description--clamped');
    expect(screen.getByRole('button', { name: 'See less about Corte clásico' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );

    await user.click(screen.getByRole('button', { name: 'More information about Pack corte y afeitado' }));
    expect(screen.getByText('This bundle includes:').nextElementSibling).toHaveTextContent(
      'Corte clásicoAfeitado con navaja',
    );

    await user.click(screen.getByRole('button', { name: 'More information about Clase de barbería' }));
    const schedule = screen.getByText('Weekly classes:').nextElementSibling;
    expect(
      within(schedule as HTMLElement)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Monday: 18:00', 'Saturday: 10:30, 12:00']);

    await user.click(screen.getByRole('button', { name: 'See less about Clase de barbería' }));
    expect(screen.queryByText('Weekly classes:')).not.toBeInTheDocument();
  });

  it('offers neither more information nor see less under a description that fits in its 2 lines, nor fades it (storefront §4)', async () => {
    const api = storefrontApi();
    const shortDescription = 'Corte a tijera.';
    api.scenario.categories = [
      { id: 1, category: 'Barbería', services: [{ ...SERVICES.cut, description: shortDescription }] },
    ];
    renderPage({ api });
    await catalogue();
    const description = screen.getByText(shortDescription);
    expect(description).not.toHaveClass('catalogue-card__description--overflowing');
    expect(screen.queryByRole('button', { name: 'More information about Corte clásico' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'See less about Corte clásico' })).not.toBeInTheDocument();
  });

  describe('the landing link’s promotion banner (storefront §2 Promo banner, §3 Promotion info, §9)', () => {
    it('greets the client the token names, says why in the words of the promotion’s type, and until when', async () => {
      renderPage({ search: '?token=vuelve-sofia' });
      const banner = await screen.findByRole('region', { name: 'Hello, Sofía Ríos!' });
      expect(banner).toHaveTextContent('We miss you! Come back with a special discount when you book online.');
      expect(banner).toHaveTextContent('Valid until 30/11/2026.');
    });

    it('shows no banner without a token', async () => {
      renderPage();
      await catalogue();
      expect(screen.queryByRole('region', { name: /^Hello/ })).not.toBeInTheDocument();
    });

    it('says a token no promotion has found none, the prices being the regular ones, and the page still works', async () => {
      renderPage({ search: '?token=no-such-token' });
      await catalogue();
      expect(
        await screen.findByText(
          'We could not find the promotion of the link you followed: the prices shown are the regular ones.',
        ),
      ).toHaveAttribute('role', 'status');
      expect(screen.queryByRole('region', { name: /^Hello/ })).not.toBeInTheDocument();
    });
  });

  describe('the prices the services list shows (booking-wizard §2 Services list, listed-price.ts)', () => {
    /** The 'Promociones' category's card of `name`, opened. */
    async function card(user: UserEvent, name: string) {
      const services = await catalogue();
      await user.click(within(services).getByRole('button', { name: /^Promociones \d/ }));
      const heading = within(services).getByRole('heading', { level: 4, name });
      const item = heading.closest('li');
      if (item === null) throw new Error(`no card for ${name}`);
      return item;
    }

    it("shows a promotion's online price beside the struck regular price on a day of the promotion", async () => {
      const { user } = renderInStorefrontAt('2026-11-25T09:00:00-03:00');
      const promoted = await card(user, 'Corte promocional');
      expect(promoted.querySelector('del')).toHaveTextContent('Regular price $10.000');
      expect(promoted.querySelector('ins')).toHaveTextContent('Paying online $7.000');
    });

    it('shows the regular price alone once the promotion has ended', async () => {
      const { user } = renderInStorefrontAt('2026-12-01T09:00:00-03:00');
      const promoted = await card(user, 'Corte promocional');
      expect(promoted.querySelector('del')).toBeNull();
      expect(promoted).toHaveTextContent('$10.000');
    });

    it('shows an online discount of its own whatever the day', async () => {
      const { user } = renderInStorefrontAt('2026-12-01T09:00:00-03:00');
      const trim = await card(user, 'Perfilado de barba');
      expect(trim.querySelector('del')).toHaveTextContent('$12.000');
      expect(trim.querySelector('ins')).toHaveTextContent('$9.000');
    });

    it('totals the cart at the regular prices and, beside them, at the prices paying online (issue 20)', async () => {
      const { user } = renderInStorefrontAt('2026-11-25T09:00:00-03:00');
      await card(user, 'Corte promocional');
      await user.click(screen.getByRole('button', { name: 'Add Corte promocional' }));
      const cart = screen.getByRole('region', { name: 'Your selection' });
      expect((await within(cart).findByText('Total')).parentElement).toHaveTextContent('Total $10.000');
      expect(cart.querySelector('.cart__total--online')).toHaveTextContent('Paying online $7.000');
      expect(within(cart).getByRole('listitem')).toHaveTextContent(
        'Corte promocionalRegular price $10.000 Paying online $7.000',
      );
    });
  });

  describe('an unavailable site (storefront §4 Site availability, §6)', () => {
    it('shows the notice instead of the services, and opens no booking even from a marketplace link', async () => {
      const api = storefrontApi();
      api.scenario.company = { ...api.scenario.company, minisiteIsActive: false };
      const { onBook } = renderPage({
        api,
        search: `?services_id=${String(SERVICES.cut.id)}&creative_source=marketplace`,
      });
      expect(
        await screen.findByRole('heading', {
          level: 2,
          name: 'Barbería Porteña is not taking online bookings right now',
        }),
      ).toBeInTheDocument();
      expect(
        screen.getByText('Online booking is not available here. Please ask the site’s administrator to activate it.'),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: PALERMO_PHONE })).toHaveAttribute(
        'href',
        `tel:${PALERMO_PHONE.replace(/[^\d+]/g, '')}`,
      );
      expect(screen.queryByRole('region', { name: 'Services' })).not.toBeInTheDocument();
      expect(onBook).not.toHaveBeenCalled();
    });

    it('says an inactive company is inactive, and tells its administrator how to activate it', async () => {
      const api = storefrontApi();
      api.scenario.company = { ...api.scenario.company, companyIsActive: false };
      const administrator: UserView = { ...SIGNED_IN_CLIENT, roleId: 2, companyId: api.scenario.company.id };
      renderPage({ api: { ...api, getCurrentUser: () => okAsync(administrator) } });
      expect(
        await screen.findByRole('heading', { level: 2, name: 'Barbería Porteña’s site is inactive' }),
      ).toBeInTheDocument();
      expect(
        await screen.findByText(
          'You administer Barbería Porteña: activate its site from the company panel to take bookings again.',
        ),
      ).toBeInTheDocument();
    });
  });

  describe('reviews (storefront §1, §3 Review summary, §4 Location page, §9)', () => {
    it('sums up the reviews under the location’s name, and lists them newest first in the modal, 5 at a time', async () => {
      const { user } = renderPage();
      expect(await screen.findByText('Rated 4.4 out of 5 from 7 reviews')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'See the reviews' }));

      const dialog = await screen.findByRole('dialog', { name: 'Reviews of Palermo' });
      const list = await within(dialog).findByRole('list', { name: 'Reviews, newest first' });
      await vi.waitFor(() => {
        expect(within(list).getAllByRole('article')).toHaveLength(5);
      });
      const [newest, anonymous, uncommented] = within(list).getAllByRole('article');
      expect(newest).toHaveAccessibleName('Review by Sofía');
      expect(within(newest ?? dialog).getByRole('img', { name: '5 stars out of 5' })).toBeInTheDocument();
      expect(newest).toHaveTextContent('Sofía · today');
      expect(newest).toHaveTextContent('Corte clásico');
      expect(newest).toHaveTextContent('Excelente corte, muy puntual.');
      expect(newest).toHaveTextContent('Reply from Palermo¡Gracias, Sofía!');
      expect(anonymous).toHaveAccessibleName('Review by Anonymous');
      expect(anonymous).toHaveTextContent('3 days ago');
      expect(uncommented).toHaveTextContent('Martín · 1 month ago');

      await user.click(within(dialog).getByRole('button', { name: 'Show more reviews' }));
      await vi.waitFor(() => {
        expect(within(list).getAllByRole('article')).toHaveLength(7);
      });
      expect(
        within(list)
          .getAllByRole('article')
          .map((review) => /· (.+? ago|today)/.exec(review.textContent)?.[1]),
      ).toEqual(['today', '3 days ago', '1 month ago', '5 months ago', '8 months ago', '1 year ago', '3 years ago']);
      expect(within(dialog).queryByRole('button', { name: 'Show more reviews' })).not.toBeInTheDocument();
      expect(within(dialog).getByText('Those are all 7 reviews.')).toBeInTheDocument();

      await user.click(within(dialog).getByRole('button', { name: 'Close' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('reads a first-version company’s reviews from the first version’s calls, going on while a page held some', async () => {
      const api = storefrontApi();
      api.scenario.company = { ...api.scenario.company, reviewsV2: false };
      const asked: string[] = [];
      const { user } = renderPage({
        api: {
          ...api,
          getReviewSummary: () => {
            throw new Error('a first-version company has no reviews-service summary');
          },
          getReviewSummaryV1: (locationId) => (asked.push('summary'), api.getReviewSummaryV1(locationId)),
          listReviewsV1: (locationId, page, perPage) => (
            asked.push(`page ${String(page)}`),
            api.listReviewsV1(locationId, page, perPage)
          ),
        },
      });
      await user.click(await screen.findByRole('button', { name: 'See the reviews' }));
      const dialog = await screen.findByRole('dialog', { name: 'Reviews of Palermo' });
      await user.click(await within(dialog).findByRole('button', { name: 'Show more reviews' }));
      // Page 2 held two reviews, so the first version may have a third: it is asked for, and is empty.
      await user.click(await within(dialog).findByRole('button', { name: 'Show more reviews' }));
      expect(await within(dialog).findByText('Those are all 7 reviews.')).toBeInTheDocument();
      expect(asked).toEqual(['summary', 'page 1', 'page 2', 'page 3']);
    });

    it('offers no list when the company shows the summary only, and nothing when it hides its reviews', async () => {
      const summaryOnly = storefrontApi({ reviewSummary: { average: 4.2, totalReviews: 1, reviewsOption: 'other' } });
      const shown = renderPage({ api: summaryOnly });
      expect(await screen.findByText('Rated 4.2 out of 5 from 1 review')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'See the reviews' })).not.toBeInTheDocument();
      shown.unmount();

      renderPage({
        api: storefrontApi({ reviewSummary: { average: 4.2, totalReviews: 9, reviewsOption: 'disable' } }),
      });
      await catalogue();
      expect(screen.queryByText(/Rated/)).not.toBeInTheDocument();
    });

    it('offers to try again when a page of reviews could not be loaded', async () => {
      const api = storefrontApi();
      const { user } = renderPage({ api });
      await user.click(await screen.findByRole('button', { name: 'See the reviews' }));
      const dialog = await screen.findByRole('dialog', { name: 'Reviews of Palermo' });
      await within(dialog).findByRole('button', { name: 'Show more reviews' });
      api.failing.set('listReviewsPage', { _tag: 'ApiUnreachable', reason: 'network', message: 'offline' });
      await user.click(within(dialog).getByRole('button', { name: 'Show more reviews' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent('We could not load the reviews.');
      api.failing.delete('listReviewsPage');
      await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
      await vi.waitFor(() => {
        expect(within(dialog).getAllByRole('article')).toHaveLength(7);
      });
    });
  });

  describe('at a vehicle workshop, one service at a time (storefront §4 "single selection")', () => {
    const workshop = () => storefrontApi({ bookingInfo: { ...BOOKING_INFO, workshopVariant: true, showProviders: 2 } });

    it('selects a plain service with Select, and unselects it pressing it again', async () => {
      const { user } = renderPage({ api: workshop() });
      await openCatalogue(user);
      expect(screen.queryByRole('button', { name: 'Add Corte clásico' })).not.toBeInTheDocument();
      const select = screen.getByRole('button', { name: 'Select Corte clásico' });
      await user.click(select);
      expect(select).toHaveAttribute('aria-pressed', 'true');
      await user.click(select);
      expect(select).toHaveAttribute('aria-pressed', 'false');
    });

    it('refuses a second service with the conflict dialog', async () => {
      const { user } = renderPage({ api: workshop() });
      await openCatalogue(user);
      await user.click(screen.getByRole('button', { name: 'Select Corte clásico' }));
      await user.click(screen.getByRole('button', { name: 'Select Afeitado con navaja' }));
      const dialog = await screen.findByRole('alertdialog', { name: 'This service can’t go with your selection' });
      expect(dialog).toHaveTextContent('Book one service at a time. Remove Corte clásico to book Afeitado con navaja.');
      expect(screen.getByRole('button', { name: 'Select Afeitado con navaja' })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
    });
  });

  it('says the location does not exist when the API does not know it, with a way home (storefront §2 404 page, §8)', async () => {
    const api = storefrontApi();
    api.scenario.location = { ...api.scenario.location, id: locationId(6) };
    const { user, ports } = renderPage({ api });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Something went wrong on our side' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Go to the home page' }));
    expect(ports.router.visited.at(-1)).toBe('/');
  });

  it('shows the 500 page, offering to try again, when the server could not be reached (storefront §2 500 page, §8)', async () => {
    const api = storefrontApi();
    api.failing.set('listServices', { _tag: 'ApiUnreachable', reason: 'network', message: 'offline' });
    const { user } = renderPage({ api });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Something went wrong on our side' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The server could not answer or could not be reached');
    expect(screen.getByRole('button', { name: 'Go to the home page' })).toBeInTheDocument();
    api.failing.delete('listServices');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await catalogue()).toBeInTheDocument();
  });

  describe("the company's description (storefront §1 read more / read less)", () => {
    const description =
      'Barbería clásica de Palermo y Pocitos.\n\nCortes a tijera y máquina, afeitado con navaja y toalla caliente.';

    /** Makes every element report `scrollHeight` over `clientHeight` (happy-dom lays nothing out): a clamped text that overflows. */
    function overflowing(scrollHeight: number, clientHeight: number) {
      vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(scrollHeight);
      vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(clientHeight);
    }

    it('shows it under the company name, without Read more when it fits in its three lines', async () => {
      const api = storefrontApi();
      api.scenario.company = { ...api.scenario.company, description };
      renderPage({ api });
      const heading = await screen.findByRole('heading', { level: 1, name: 'Barbería Porteña' });
      const shown = screen.getByText(/^Barbería clásica de Palermo y Pocitos\./);
      expect(heading.nextElementSibling).toBe(shown);
      expect(shown.textContent).toBe(description);
      expect(screen.queryByRole('button', { name: 'Read more' })).not.toBeInTheDocument();
    });

    it('clamps a longer one, and Read more and Read less open and close it', async () => {
      overflowing(120, 72);
      try {
        const api = storefrontApi();
        api.scenario.company = { ...api.scenario.company, description };
        const { user } = renderPage({ api });
        const readMore = await screen.findByRole('button', { name: 'Read more' });
        const shown = screen.getByText(/^Barbería clásica de Palermo y Pocitos\./);
        expect(readMore).toHaveAttribute('aria-expanded', 'false');
        expect(readMore).toHaveAttribute('aria-controls', shown.id);
        expect(shown).toHaveClass('location-header__description--clamped');
        await user.click(readMore);
        const readLess = screen.getByRole('button', { name: 'Read less' });
        expect(readLess).toHaveAttribute('aria-expanded', 'true');
        expect(shown).not.toHaveClass('location-header__description--clamped');
        await user.click(readLess);
        expect(screen.getByRole('button', { name: 'Read more' })).toHaveAttribute('aria-expanded', 'false');
        expect(shown).toHaveClass('location-header__description--clamped');
      } finally {
        vi.restoreAllMocks();
      }
    });

    it('offers Read more when a narrower window makes it overflow, and takes it back when a wider one lets it fit', async () => {
      const observed: ResizeObserverCallback[] = [];
      vi.stubGlobal(
        'ResizeObserver',
        class {
          constructor(callback: ResizeObserverCallback) {
            observed.push(callback);
          }
          observe() {}
          unobserve() {}
          disconnect() {}
        },
      );
      const scrollHeight = vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(48);
      vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(48);
      onTestFinished(() => {
        vi.restoreAllMocks();
        vi.unstubAllGlobals();
      });
      const resize = () => {
        act(() => {
          for (const callback of observed) callback([], {} as ResizeObserver);
        });
      };
      const api = storefrontApi();
      api.scenario.company = { ...api.scenario.company, description };
      renderPage({ api });
      const shown = await screen.findByText(/^Barbería clásica de Palermo y Pocitos\./);
      expect(screen.queryByRole('button', { name: 'Read more' })).not.toBeInTheDocument();
      expect(shown).not.toHaveClass('location-header__description--overflowing');

      scrollHeight.mockReturnValue(96);
      resize();
      expect(screen.getByRole('button', { name: 'Read more' })).toHaveAttribute('aria-expanded', 'false');
      expect(shown).toHaveClass('location-header__description--overflowing');

      scrollHeight.mockReturnValue(48);
      resize();
      expect(screen.queryByRole('button', { name: 'Read more' })).not.toBeInTheDocument();
      expect(shown).not.toHaveClass('location-header__description--overflowing');
    });

    it('shows nothing for a company that has written none', async () => {
      renderPage({ api: storefrontApi({ company: { ...storefrontApi().scenario.company, description: null } }) });
      await screen.findByRole('heading', { level: 1, name: 'Barbería Porteña' });
      expect(screen.queryByText(/^Barbería clásica/)).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Read more' })).not.toBeInTheDocument();
    });
  });

  describe("a service's images (storefront §2 Overlays, §3 Service.images)", () => {
    const images = ['uno', 'dos', 'tres'].map((name) => `https://cdn.reserva.test/img/${name}.jpg`);

    function withImages() {
      return storefrontApi({
        categories: CATEGORIES.map((group) => ({
          ...group,
          services: group.services.map((service) =>
            service.id === SERVICES.cut.id ? { ...service, images } : service,
          ),
        })),
      });
    }

    it('opens the gallery from the thumbnail of a service that has images, and gives the focus back to it on closing', async () => {
      const { user } = renderPage({ api: withImages() });
      await openCatalogue(user);
      expect(screen.getAllByRole('button', { name: /^See the .*images? of / })).toHaveLength(1);
      const opener = screen.getByRole('button', { name: 'See the 3 images of Corte clásico' });
      await user.click(opener);
      const gallery = await screen.findByRole('dialog', { name: 'Images of Corte clásico' });
      expect(within(gallery).getByRole('img', { name: 'Corte clásico, image 1 of 3' })).toHaveAttribute(
        'src',
        images[0],
      );
      await user.click(within(gallery).getByRole('button', { name: 'Next image' }));
      expect(within(gallery).getByRole('status')).toHaveTextContent('Image 2 of 3');
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      // react-aria gives the focus back in the next animation frame: on a busy machine, after the click's own work.
      await waitFor(() => {
        expect(opener).toHaveFocus();
      });

      await user.click(opener);
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      await waitFor(() => {
        expect(opener).toHaveFocus();
      });
    });

    it('shows no thumbnail for a service without images', async () => {
      const { user } = renderPage();
      await openCatalogue(user);
      expect(screen.queryByRole('button', { name: /^See the .*images? of / })).not.toBeInTheDocument();
    });
  });

  it('shows the 500 page when the server failed answering (503), and goes home from it', async () => {
    const api = storefrontApi();
    api.failing.set('listServices', refusal(503, 'SERVER.UNAVAILABLE', 'The service is unavailable.'));
    const { user, ports } = renderPage({ api });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Something went wrong on our side' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to the home page' }));
    expect(ports.router.visited.at(-1)).toBe('/');
  });
});

describe('the business’s brand and the cart (issue 20; storefront §2, §3)', () => {
  it('names the chosen services in the cart with their prices, each count, and the total', async () => {
    const { user } = renderPage();
    await openCatalogue(user);
    await user.click(screen.getByRole('button', { name: 'Add Corte clásico' }));
    await user.click(screen.getByRole('button', { name: 'Add another Corte clásico' }));
    await user.click(screen.getByRole('button', { name: 'Add Afeitado con navaja' }));
    const cart = screen.getByRole('region', { name: 'Your selection' });
    const lines = await within(cart).findByRole('list', { name: 'Services in your selection' });
    expect(
      within(lines)
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ).toEqual(['Corte clásico × 2$10.000', 'Afeitado con navaja$10.000']);
    expect(within(cart).getByText('Total').parentElement).toHaveTextContent('Total $30.000');
    expect(within(cart).getByRole('status')).toHaveTextContent('3 services selected');
  });

  it('says the total is to be determined when a chosen service hides its price', async () => {
    const { user } = renderPage();
    await openCatalogue(user);
    await user.click(screen.getByRole('button', { name: 'Add Consulta de imagen' }));
    const cart = screen.getByRole('region', { name: 'Your selection' });
    expect((await within(cart).findByText('Total')).parentElement).toHaveTextContent('Total to determine');
  });

  it('opens and closes the list of the phone’s cart bar with its button, which says whether it is open', async () => {
    const { user } = renderPage();
    await openCatalogue(user);
    const cart = screen.getByRole('region', { name: 'Your selection' });
    expect(within(cart).queryByRole('button', { name: 'See your selection' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Corte clásico' }));
    const toggle = await within(cart).findByRole('button', { name: 'See your selection' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', within(cart).getByRole('list').id);
    await user.click(toggle);
    expect(within(cart).getByRole('button', { name: 'Hide your selection' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('marks a chosen service’s card as in the selection', async () => {
    const { user } = renderPage();
    const services = await openCatalogue(user);
    expect(within(services).queryByText('In your selection')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Corte clásico' }));
    const card = within(services).getByRole('heading', { level: 4, name: 'Corte clásico' }).closest('li');
    expect(card).not.toBeNull();
    expect(within(card ?? services).getByText('In your selection')).toBeInTheDocument();
  });

  it('shows the location’s banner, and the company’s initials as its mark when it has no logo', async () => {
    const api = storefrontApi();
    api.scenario.location = { ...api.scenario.location, banner: 'https://cdn.example/palermo-banner.jpg' };
    const { container } = renderPage({ api });
    await screen.findByRole('heading', { level: 1, name: 'Barbería Porteña' });
    expect(container.querySelector('.location-header__banner')).toHaveAttribute(
      'src',
      'https://cdn.example/palermo-banner.jpg',
    );
    expect(screen.queryByRole('img', { name: 'Barbería Porteña logo' })).not.toBeInTheDocument();
    expect(screen.getByTestId('logo-mark')).toHaveTextContent('BP');
    expect(screen.getByTestId('logo-mark')).toHaveAttribute('aria-hidden', 'true');
  });

  it('paints the page in the company’s colour, darkened where it would not read, and back to the default when it goes', async () => {
    const api = storefrontApi();
    api.scenario.company = { ...api.scenario.company, colorMinisite: '#ffe066' };
    const { unmount } = renderPage({ api });
    await screen.findByRole('heading', { level: 1, name: 'Barbería Porteña' });
    const root = document.documentElement.style;
    await waitFor(() => {
      expect(root.getPropertyValue('--colour-brand')).toBe('#ffe066');
    });
    const palette = accentPalette('#ffe066');
    expect(root.getPropertyValue('--colour-accent-fill')).toBe(palette.fill);
    expect(root.getPropertyValue('--colour-accent-text')).toBe(palette.onFill);
    expect(root.getPropertyValue('--colour-accent')).toBe(palette.ink);
    expect(palette.ink).not.toBe('#ffe066');
    unmount();
    expect(root.getPropertyValue('--colour-accent')).toBe('');
  });

  it('keeps each opening range of the schedule whole: "14:00–18:00" on one line', async () => {
    const api = storefrontApi();
    api.scenario.location = {
      ...api.scenario.location,
      schedule: [
        {
          dayId: 2,
          longDay: 'Tuesday',
          isOpen: true,
          hours: [
            { open: '10:00', close: '14:00' },
            { open: '15:00', close: '18:00' },
          ],
        },
      ],
    };
    renderPage({ api });
    const schedule = await screen.findByRole('region', { name: 'Opening hours' });
    const ranges = within(schedule).getAllByText(/^\d\d:\d\d–\d\d:\d\d$/);
    expect(ranges.map((range) => range.textContent)).toEqual(['10:00–14:00', '15:00–18:00']);
    for (const range of ranges) expect(range).toHaveClass('schedule__range');
  });
});
