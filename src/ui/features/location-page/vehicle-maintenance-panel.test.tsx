import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BOOKING_INFO } from '#application/client-side/shared/fake-booking-api.test-support';
import { locationId } from '#domain/shared/ids.test-support';
import { renderInStorefront, testPorts } from '../../testing/render-storefront.test-support';
import { storefrontApi, type StorefrontApi } from '../../testing/storefront-api.test-support';
import type { BookingRequestFromPage } from './location-page-model';
import { LocationPage } from './location-page';
import { VEHICLE_LOOKUP_DELAY_MS } from './vehicle-maintenance-model';

// Issue 33 (docs/adr/0120): at a workshop, "Your vehicle" looks the plate (and the mileage now) up,
// says the maintenance step due and proposes its service first; the booking carries what was typed.
// The fake register holds the Yaris BCDF12 (42.000 km), due for its 40.000 km service (the cut).

const workshop = () => storefrontApi({ bookingInfo: { ...BOOKING_INFO, workshopVariant: true, showProviders: 2 } });

function renderWorkshop(options: { readonly api?: StorefrontApi; readonly search?: string } = {}) {
  const onBook = vi.fn<(request: BookingRequestFromPage) => void>();
  const ports = testPorts({ api: options.api ?? workshop() });
  const rendered = renderInStorefront(
    <LocationPage
      route={{ locationId: locationId(5), professionalId: null }}
      search={options.search ?? ''}
      onBook={onBook}
    />,
    { ports },
  );
  return { ...rendered, ports, onBook };
}

async function panel() {
  return screen.findByRole('region', { name: 'Your vehicle' });
}

/** Lets the typing pause long enough for the lookup, and its answer land. */
async function pause(ports: ReturnType<typeof testPorts>) {
  act(() => {
    ports.timers.advance(VEHICLE_LOOKUP_DELAY_MS);
  });
  await act(async () => {
    await Promise.resolve();
  });
}

describe('the workshop proposes the maintenance step due (issue 33)', () => {
  it('says the step due for the plate typed and proposes its service first, recommended', async () => {
    const { user, ports } = renderWorkshop();
    const vehicle = await panel();
    await user.type(within(vehicle).getByRole('textbox', { name: 'Licence plate' }), 'bc-df 12');
    await pause(ports);
    expect(await within(vehicle).findByRole('status')).toHaveTextContent(
      'Your Toyota Yaris 2019 is due for its 40.000 km service.',
    );
    const proposal = within(vehicle).getByRole('article', { name: 'Corte clásico' });
    expect(proposal).toHaveTextContent('Recommended');
    expect(proposal).toHaveTextContent('Due now');
    expect(within(vehicle).getByRole('textbox', { name: /Current mileage/ })).toHaveAccessibleDescription(
      'Last recorded: 42.000 km.',
    );
  });

  it('selects the proposed service in one press and books it with the vehicle typed', async () => {
    const { user, ports, onBook } = renderWorkshop();
    const vehicle = await panel();
    await user.type(within(vehicle).getByRole('textbox', { name: 'Licence plate' }), 'BCDF12');
    await pause(ports);
    const select = await within(vehicle).findByRole('button', { name: 'Select Corte clásico, recommended' });
    await user.click(select);
    expect(select).toHaveAttribute('aria-pressed', 'true');
    expect(select).toHaveTextContent('In your selection');
    await user.click(screen.getByRole('button', { name: 'Book' }));
    expect(
      onBook.mock.calls.map(([request]) => [request.services.map((service) => service.name), request.vehicle]),
    ).toEqual([[['Corte clásico'], { plate: 'BCDF12', mileage: '' }]]);
  });

  it('asks again with the mileage typed, and says the step due at it', async () => {
    const { user, ports } = renderWorkshop();
    const vehicle = await panel();
    await user.type(within(vehicle).getByRole('textbox', { name: 'Licence plate' }), 'BCDF12');
    await pause(ports);
    await user.type(within(vehicle).getByRole('textbox', { name: /Current mileage/ }), '43.000');
    await pause(ports);
    expect(await within(vehicle).findByRole('status')).toHaveTextContent(
      'Your Toyota Yaris 2019’s next service is the 50.000 km one.',
    );
    expect(within(vehicle).getByRole('article', { name: 'Corte clásico' })).toHaveTextContent('Next');
  });

  it('refuses a mileage not above the last on record, keeping what was typed and the step found', async () => {
    const { user, ports } = renderWorkshop();
    const vehicle = await panel();
    await user.type(within(vehicle).getByRole('textbox', { name: 'Licence plate' }), 'BCDF12');
    await pause(ports);
    const mileage = within(vehicle).getByRole('textbox', { name: /Current mileage/ });
    await user.type(mileage, '41000');
    await pause(ports);
    expect(mileage).toHaveValue('41000');
    expect(mileage).toHaveAttribute('aria-invalid', 'true');
    expect(vehicle).toHaveTextContent('The mileage must be greater than the last one recorded (42.000 km).');
    expect(within(vehicle).getByRole('status')).toHaveTextContent('is due for its 40.000 km service.');
  });

  it('says nothing is on record for a plate the register does not hold, proposing nothing', async () => {
    const { user, ports } = renderWorkshop();
    const vehicle = await panel();
    await user.type(within(vehicle).getByRole('textbox', { name: 'Licence plate' }), 'ZZZZ99');
    await pause(ports);
    expect(await within(vehicle).findByRole('status')).toHaveTextContent('We have no record of this vehicle yet');
    expect(within(vehicle).queryByRole('article')).toBeNull();
  });

  it('says when the lookup failed, and finds the vehicle when asked again', async () => {
    const api = workshop();
    api.failing.set('findVehicleMaintenance', { _tag: 'ApiUnreachable', reason: 'network', message: 'offline' });
    const { user, ports } = renderWorkshop({ api });
    const vehicle = await panel();
    const plate = within(vehicle).getByRole('textbox', { name: 'Licence plate' });
    await user.type(plate, 'BCDF12');
    await pause(ports);
    expect(await within(vehicle).findByRole('status')).toHaveTextContent('We could not look your vehicle up.');
    api.failing.delete('findVehicleMaintenance');
    await user.click(within(vehicle).getByRole('button', { name: 'Try again' }));
    expect(await within(vehicle).findByRole('article', { name: 'Corte clásico' })).toBeInTheDocument();
    expect(plate).toHaveValue('BCDF12');
  });

  it('opens the booking at once for a link naming the service and the plate, the plate carried', async () => {
    const { onBook } = renderWorkshop({ search: '?services_id=51&plate=bcdf12' });
    const vehicle = await panel();
    expect(within(vehicle).getByRole('textbox', { name: 'Licence plate' })).toHaveValue('BCDF12');
    expect(await within(vehicle).findByRole('article', { name: 'Corte clásico' })).toBeInTheDocument();
    await vi.waitFor(() => {
      expect(
        onBook.mock.calls.map(([request]) => [request.services.map((service) => service.name), request.vehicle]),
      ).toEqual([[['Corte clásico'], { plate: 'BCDF12', mileage: '' }]]);
    });
  });

  it('shows no vehicle panel where the location is no workshop', async () => {
    renderInStorefront(
      <LocationPage route={{ locationId: locationId(5), professionalId: null }} search="" onBook={vi.fn()} />,
      { ports: testPorts() },
    );
    expect(await screen.findByRole('region', { name: 'Services' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your vehicle' })).toBeNull();
  });
});
