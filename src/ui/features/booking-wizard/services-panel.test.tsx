import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  chooseHour,
  DATE_STEP,
  hourButton,
  MODE_STEP,
  nextButton,
  openWizard,
  PROVIDER_STEP,
  stepHeading,
  WEDNESDAY,
} from './booking-wizard-flows.test-support';
import { SERVICES } from '../../testing/storefront-api.test-support';

// The services list beside the steps (booking-wizard §2 "Services list (side panel)", §4, §9): what
// each card shows, its actions, the count and the total, and deleting a service.

describe('the services panel (booking-wizard §2 "Services list (side panel)", §9)', () => {
  const panel = () => screen.getByRole('complementary', { name: 'Your services' });
  const card = (name: string) => {
    const heading = within(panel()).getByRole('heading', { level: 3, name });
    const item = heading.closest('li');
    if (item === null) throw new Error(`${name} has no card`);
    return item;
  };

  it('shows each service with its price, its day and time range once scheduled, and its professional', async () => {
    const { user } = await openWizard([SERVICES.cut]);
    expect(within(card('Corte clásico')).getByText('$10.000')).toBeInTheDocument();
    expect(within(card('Corte clásico')).getByText('Lucas')).toBeInTheDocument();
    await chooseHour(user, WEDNESDAY, '10:00');
    expect(within(card('Corte clásico')).getByText(`${WEDNESDAY}, 10:00 – 10:30`)).toBeInTheDocument();
    expect(within(card('Corte clásico')).getByText('30 min')).toBeInTheDocument();
  });

  it('crosses out the regular price beside the lower online price of a discounted service', async () => {
    await openWizard([SERVICES.beardTrim]);
    const beardTrim = card('Perfilado de barba');
    expect(within(beardTrim).getByRole('deletion')).toHaveTextContent('Regular price $12.000');
    expect(within(beardTrim).getByRole('insertion')).toHaveTextContent('Paying online $9.000');
  });

  it('shows the special-discount price only on a day its promotion applies (§9 "Promotion applies to days inclusive")', async () => {
    const { user } = await openWizard([SERVICES.promotion]);
    await hourButton(WEDNESDAY, '10:00');
    expect(within(card('Corte promocional')).getByRole('insertion')).toHaveTextContent('$7.000');
    await user.click(screen.getByRole('button', { name: 'Tuesday, December 1, 2026 (Tue 1)' }));
    await hourButton('Tuesday, December 1, 2026', '10:00');
    expect(within(card('Corte promocional')).queryByRole('insertion')).not.toBeInTheDocument();
    expect(within(card('Corte promocional')).getByText('$10.000')).toBeInTheDocument();
  });

  it('names its Edit and Delete actions with their service', async () => {
    await openWizard([SERVICES.cut, SERVICES.shave]);
    await stepHeading(MODE_STEP);
    for (const name of ['Corte clásico', 'Afeitado con navaja']) {
      expect(within(card(name)).getByRole('button', { name: `Edit ${name}` })).toBeInTheDocument();
      expect(within(card(name)).getByRole('button', { name: `Delete ${name}` })).toBeInTheDocument();
    }
  });

  it('counts the services and totals their prices (§9 Summary total)', async () => {
    await openWizard([SERVICES.cut, SERVICES.shave]);
    await stepHeading(MODE_STEP);
    expect(within(panel()).getByText('2 services')).toBeInTheDocument();
    expect(within(panel()).getByText(/^Total/)).toHaveTextContent('Total: $20.000');
  });

  it('counts a bundle once, at its own price (§9 Summary total)', async () => {
    await openWizard([SERVICES.pack]);
    await stepHeading(PROVIDER_STEP);
    expect(within(panel()).getByText('1 service')).toBeInTheDocument();
    expect(within(panel()).getByText(/^Total/)).toHaveTextContent('Total: $10.000');
  });

  it('reads the total "to determine" when a service hides its price ("if any hides price the total reads \'to determine\'")', async () => {
    await openWizard([SERVICES.cut, SERVICES.consultation]);
    await stepHeading(MODE_STEP);
    expect(within(panel()).getByText(/^Total/)).toHaveTextContent('Total: to determine');
    expect(within(card('Consulta de imagen')).queryByText(/\$/)).not.toBeInTheDocument();
  });

  it('enables "Add a session" only when every session is scheduled, and disables it at the package\'s cap (§4 "Adding a session", §5)', async () => {
    const { user } = await openWizard([SERVICES.sessions]);
    await hourButton(WEDNESDAY, '10:00');
    const addSession = () => within(panel()).getByRole('button', { name: 'Add a session' });
    expect(addSession()).toBeDisabled();
    expect(addSession()).toHaveAccessibleDescription('Schedule every session before adding another; 2 at most.');
    await chooseHour(user, WEDNESDAY, '10:00');
    expect(addSession()).toBeEnabled();
    await user.click(addSession());
    expect(card('Tratamiento de barba — Session 2')).toBeInTheDocument();
    expect(addSession()).toBeDisabled();
    expect(await stepHeading(DATE_STEP)).toHaveFocus();
    await chooseHour(user, WEDNESDAY, '15:00');
    expect(
      within(card('Tratamiento de barba — Session 2')).getByText(`${WEDNESDAY}, 15:00 – 15:30`),
    ).toBeInTheDocument();
    expect(addSession()).toBeDisabled();
  });

  it('offers "Change booking mode" in consecutive mode only, going back to mode selection (§4 "Changing mode in consecutive")', async () => {
    const { user } = await openWizard([SERVICES.cut, SERVICES.shave]);
    await stepHeading(MODE_STEP);
    expect(within(panel()).queryByRole('button', { name: 'Change booking mode' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Separately' }));
    expect(within(panel()).queryByRole('button', { name: 'Change booking mode' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'One after another' }));
    await user.click(nextButton());
    await stepHeading(PROVIDER_STEP);
    await user.click(within(panel()).getByRole('button', { name: 'Change booking mode' }));
    expect(await stepHeading(MODE_STEP)).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'One after another' })).not.toBeChecked();
    expect(nextButton()).toBeDisabled();
  });
});

describe('deleting a service (booking-wizard §4 "Removing a service", §8)', () => {
  it('asks for confirmation when more than one service remains, and removes it once confirmed', async () => {
    const { user, onClose } = await openWizard([SERVICES.cut, SERVICES.shave]);
    await stepHeading(MODE_STEP);
    await user.click(screen.getByRole('button', { name: 'Delete Corte clásico' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this service?' });
    expect(dialog).toHaveTextContent('Corte clásico will be removed from your booking.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Corte clásico' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Afeitado con navaja' })).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('keeps the service when the client cancels the confirmation', async () => {
    const { user } = await openWizard([SERVICES.cut, SERVICES.shave]);
    await stepHeading(MODE_STEP);
    await user.click(screen.getByRole('button', { name: 'Delete Corte clásico' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Corte clásico' })).toBeInTheDocument();
  });

  it('closes the wizard, without asking, when the last service is removed ("when the last service is removed the modal closes")', async () => {
    const { user, onClose } = await openWizard([SERVICES.cut]);
    await stepHeading(DATE_STEP);
    await user.click(screen.getByRole('button', { name: 'Delete Corte clásico' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
