import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readReservationDraft } from '#application/client-side/booking/reservation-draft';
import {
  chooseHour,
  CLIENT_FORM,
  fillClient,
  nextButton,
  openWizard,
  stepHeading,
  WEDNESDAY,
} from './booking-wizard-flows.test-support';
import { memoryDrafts } from '../../testing/render-storefront.test-support';
import { SERVICES } from '../../testing/storefront-api.test-support';

// The reservation kept for the tab (docs/adr/0075, booking-wizard §4): a reload reopens the wizard
// where the client was, the hour and everything typed kept; the wizard's end forgets it.

const PALERMO = 5;

describe('the reservation kept for the tab', () => {
  it('reopens after a reload on the step the client was on, with the hour and everything typed', async () => {
    const drafts = memoryDrafts();
    const first = await openWizard([SERVICES.cut], { drafts });
    await chooseHour(first.user, WEDNESDAY, '10:00');
    await first.user.click(nextButton());
    await stepHeading(CLIENT_FORM);
    await fillClient(first.user);
    const kept = readReservationDraft(drafts.read(PALERMO), first.opening.storefront);
    expect(kept?.services.map((service) => service.name)).toEqual(['Corte clásico']);
    expect(kept?.draft.reservation.servicesToReserve[0]?.hourSelected).toBe('10:00');
    const draft = kept?.draft;
    if (draft === undefined) throw new Error('nothing kept');
    first.unmount();

    await openWizard([SERVICES.cut], { drafts, opening: { restored: draft } });
    expect(await stepHeading(CLIENT_FORM)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Sofía');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('sofia@correo.example');
  });

  it('forgets the reservation when the wizard ends', async () => {
    const drafts = memoryDrafts();
    const opened = await openWizard([SERVICES.cut], { drafts });
    await chooseHour(opened.user, WEDNESDAY, '10:00');
    await waitFor(() => {
      expect(drafts.kept.has(PALERMO)).toBe(true);
    });
    opened.unmount();
    expect(drafts.kept.has(PALERMO)).toBe(false);
  });

  it('keeps nothing another storefront wrote, or that reserves a service no longer offered', async () => {
    const { opening } = await openWizard([SERVICES.cut]);
    expect(readReservationDraft({ version: 0 }, opening.storefront)).toBeNull();
    expect(readReservationDraft('garbage', opening.storefront)).toBeNull();
    expect(
      readReservationDraft(
        { version: 1, form: {}, reservation: { servicesToReserve: [{ service: { id: 999 }, bundle: null }] } },
        opening.storefront,
      ),
    ).toBeNull();
  });
});
