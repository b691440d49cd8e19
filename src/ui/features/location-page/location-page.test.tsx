import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BOOKING_INFO } from '../../../application/client-side/fake-booking-api.test-support';
import { renderInStorefront, testPorts } from '../../testing/render-storefront.test-support';
import { CATEGORIES, SERVICES, storefrontApi, type StorefrontApi } from '../../testing/storefront-api.test-support';
import type { BookingRequestFromPage } from './location-page-model';
import { LocationPage } from './location-page';

// storefront §4 "Storefront service selection" and booking-wizard §4 "Service selection rules",
// "Preselection from query": the location's services by category, the cart filled by the domain's
// selection rules, the scheduling-conflict dialog when a rule says no, and the hand-over to the
// booking wizard.

function renderPage(options: { readonly api?: StorefrontApi; readonly search?: string; readonly professionalId?: number | null } = {}) {
  const onBook = vi.fn<(request: BookingRequestFromPage) => void>();
  const api = options.api ?? storefrontApi();
  const rendered = renderInStorefront(<LocationPage route={{ locationId: 5, professionalId: options.professionalId ?? null }} search={options.search ?? ''} onBook={onBook} />, {
    ports: testPorts({ api }),
  });
  return { ...rendered, onBook };
}

const bookedNames = (onBook: { readonly mock: { readonly calls: readonly (readonly [BookingRequestFromPage])[] } }) => onBook.mock.calls.map(([request]) => request.services.map((service) => service.name));

async function catalogue() {
  return screen.findByRole('region', { name: 'Services' });
}

describe('the location page (storefront §4, booking-wizard §4 Service selection rules)', () => {
  it('lists the location\'s services under their categories, as the API gives them (storefront §4 Location page)', async () => {
    renderPage();
    const services = await catalogue();
    for (const group of CATEGORIES) {
      const category = within(services).getByRole('region', { name: group.category });
      expect(within(category).getAllByRole('heading', { level: 4 }).map((heading) => heading.textContent)).toEqual(group.services.map((service) => service.name));
    }
  });

  it('names the company and the location (storefront §4 Location page)', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Barbería Porteña' })).toBeInTheDocument();
    expect(screen.getByText(/Palermo/)).toBeInTheDocument();
  });

  it('adds a service, then counts each further one, with One less and Remove taking them out again (storefront §4 Storefront service selection)', async () => {
    const { user } = renderPage();
    await catalogue();
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
    await catalogue();
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
    await catalogue();
    await user.click(screen.getByRole('button', { name: 'Add Corte clásico' }));
    await user.click(screen.getByRole('button', { name: 'Select Pack corte y afeitado' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'This service can’t go with your selection' });
    expect(dialog).toHaveTextContent('Services, session packages and bundles are booked separately. Pack corte y afeitado can’t be booked with Corte clásico.');
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Select Pack corte y afeitado' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('1 service selected')).toBeInTheDocument();
  });

  it('refuses a special-discount service after another one with the conflict dialog ("a discounted service cannot be mixed with others")', async () => {
    const { user } = renderPage();
    await catalogue();
    await user.click(screen.getByRole('button', { name: 'Add Corte clásico' }));
    await user.click(screen.getByRole('button', { name: 'Add Corte promocional' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'This service can’t go with your selection' });
    expect(dialog).toHaveTextContent('Corte promocional has a special discount: it must be the first and only service of your booking. Remove Corte clásico to book it.');
  });

  it('refuses any service beside a special-discount one, which is booked alone (booking-wizard §4 "Only one special-discount service per booking")', async () => {
    const { user } = renderPage();
    await catalogue();
    await user.click(screen.getByRole('button', { name: 'Add Corte promocional' }));
    await user.click(screen.getByRole('button', { name: 'Add Corte clásico' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'This service can’t go with your selection' });
    expect(dialog).toHaveTextContent('Corte promocional has a special discount and is booked on its own.');
    expect(screen.getByRole('button', { name: 'Add Corte clásico' })).toBeInTheDocument();
  });

  it('hands the cart to the booking in the order it was filled, each service as many times as counted (storefront §4)', async () => {
    const { user, onBook } = renderPage();
    await catalogue();
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
    const { onBook } = renderPage({ search: `?services_id=${String(SERVICES.shave.id)},${String(SERVICES.cut.id)}&creative_source=marketplace` });
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
    expect(await screen.findByRole('button', { name: 'Select Pack corte y afeitado' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('hands over the professional of the professional route, pre-selected (booking-wizard §2 Professional route)', async () => {
    const { user, onBook } = renderPage({ professionalId: 11 });
    await catalogue();
    await user.click(screen.getByRole('button', { name: 'Add Corte clásico' }));
    await user.click(screen.getByRole('button', { name: 'Book' }));
    expect(onBook.mock.calls[0]?.[0]).toMatchObject({ providerPreSelected: { id: 11, publicName: 'Lucas' }, professionalPath: true });
  });

  describe('at a vehicle workshop, one service at a time (storefront §4 "single selection")', () => {
    const workshop = () => storefrontApi({ bookingInfo: { ...BOOKING_INFO, workshopVariant: true, showProviders: 2 } });

    it('selects a plain service with Select, and unselects it pressing it again', async () => {
      const { user } = renderPage({ api: workshop() });
      await catalogue();
      expect(screen.queryByRole('button', { name: 'Add Corte clásico' })).not.toBeInTheDocument();
      const select = screen.getByRole('button', { name: 'Select Corte clásico' });
      await user.click(select);
      expect(select).toHaveAttribute('aria-pressed', 'true');
      await user.click(select);
      expect(select).toHaveAttribute('aria-pressed', 'false');
    });

    it('refuses a second service with the conflict dialog', async () => {
      const { user } = renderPage({ api: workshop() });
      await catalogue();
      await user.click(screen.getByRole('button', { name: 'Select Corte clásico' }));
      await user.click(screen.getByRole('button', { name: 'Select Afeitado con navaja' }));
      const dialog = await screen.findByRole('alertdialog', { name: 'This service can’t go with your selection' });
      expect(dialog).toHaveTextContent('Book one service at a time. Remove Corte clásico to book Afeitado con navaja.');
      expect(screen.getByRole('button', { name: 'Select Afeitado con navaja' })).toHaveAttribute('aria-pressed', 'false');
    });
  });

  it('says the location does not exist when the API does not know it (storefront §8)', async () => {
    const api = storefrontApi();
    api.scenario.location = { ...api.scenario.location, id: 6 };
    renderPage({ api });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('offers to try again when the services could not be loaded (storefront §8)', async () => {
    const api = storefrontApi();
    api.failing.set('listServices', { _tag: 'ApiUnreachable', reason: 'network', message: 'offline' });
    const { user } = renderPage({ api });
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load this location’s services.');
    api.failing.delete('listServices');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await catalogue()).toBeInTheDocument();
  });
});
