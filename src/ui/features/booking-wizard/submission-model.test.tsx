import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  CLIENT_FORM,
  DATE_STEP,
  hourButton,
  nextButton,
  openWizard,
  reachSummary,
  reachSummaryOfCutAndShave,
  stepHeading,
  SUMMARY,
  WEDNESDAY,
  dayButtonName,
} from './booking-wizard-flows.test-support';
import { PALERMO_PHONE, refusal, SERVICES, storefrontApi } from '../../testing/storefront-api.test-support';
import { scriptedHumanCheck } from '#application/client-side/shared/client-side-ports.test-support';

// Reserve, through the views (booking-wizard §4 Submission, §5, §8 Error catalogue): the loading
// overlay, the check's unavailable-services and plans modals, the booking and where it leads, and
// each refusal's dialog.

/** A check that finds every hour free and membership 77 paying the cut, but not the shave. */
function planCoveringTheCutOnly() {
  return storefrontApi({
    checkAnswer: () => ({
      bookingsData: { available: [], unavailable: [] },
      bookingsMembership: {
        available: [{ serviceId: SERVICES.cut.id, paymentMembershipId: 77 }],
        unavailable: [{ serviceId: SERVICES.shave.id }],
      },
    }),
  });
}

describe('submission (booking-wizard §4 Submission, §8 Error catalogue)', () => {
  it('shows the loading overlay while the booking is checked, and again while it is created (§2 Footer buttons: SCHEDULING_LOADER)', async () => {
    const api = storefrontApi();
    const { user } = await openWizard([SERVICES.cut], { api });
    await reachSummary(user);
    const releaseCheck = api.hold('checkBookings');
    const releaseCreate = api.hold('createBooking');
    await user.click(screen.getByRole('button', { name: 'Reserve' }));
    expect(await screen.findByText('Scheduling your booking…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reserve' })).toBeDisabled();
    releaseCheck();
    await waitFor(() => {
      expect(api.checked).toHaveLength(1);
    });
    expect(screen.getByText('Scheduling your booking…')).toBeInTheDocument();
    expect(api.created).toHaveLength(0);
    releaseCreate();
    await waitFor(() => {
      expect(api.created).toHaveLength(1);
    });
    await waitFor(() => {
      expect(screen.queryByText('Scheduling your booking…')).not.toBeInTheDocument();
    });
  });

  it('books and goes to the booking\'s page, tracking a Booking event (§4 "Success without online payment")', async () => {
    const { user, api, ports } = await openWizard([SERVICES.cut]);
    await reachSummary(user);
    await user.click(screen.getByRole('button', { name: 'Reserve' }));
    await waitFor(() => {
      expect(ports.router.visited.at(-1)).toBe('/ar/bookings/400/token-400/false');
    });
    expect(api.created).toHaveLength(1);
    expect(
      api.created[0]?.request.bookings.map((item) => ({ serviceId: item.serviceId, start: item.start, end: item.end })),
    ).toEqual([{ serviceId: 51, start: '2026-11-25T10:00:00-03:00', end: '2026-11-25T10:30:00-03:00' }]);
    expect(api.created[0]?.request.humanCheckToken).toBe('human-token');
    expect(ports.humanCheck.actions).toEqual(['submit']);
    expect(ports.analytics.events.filter((event) => event.name === 'Booking')).toEqual([
      expect.objectContaining({
        name: 'Booking',
        locationId: 5,
        bookingId: 400,
        trxId: 'TRX-400',
        value: 10000,
        source: null,
      }),
    ]);
  });

  it('keeps the booking\'s page inside another site\'s frame when the booking was made in it (§2 Routes "an iframe segment is inserted after the country segment")', async () => {
    const { user, ports } = await openWizard([SERVICES.cut], { path: '/ar/iframe/sucursal/5' });
    await reachSummary(user);
    await user.click(screen.getByRole('button', { name: 'Reserve' }));
    await waitFor(() => {
      expect(ports.router.visited.at(-1)).toBe('/ar/iframe/bookings/400/token-400/false');
    });
  });

  it('lists the services no longer available, and Book again returns to the date step of the service with its hour cleared, keeping what was typed (§4, §8 "Unavailable services")', async () => {
    const api = storefrontApi({
      checkAnswer: () => ({
        bookingsData: { available: [], unavailable: [{ serviceId: SERVICES.cut.id }] },
        bookingsMembership: { available: [], unavailable: [] },
      }),
    });
    const { user, ports } = await openWizard([SERVICES.cut], { api });
    await reachSummary(user);
    await user.click(screen.getByRole('button', { name: 'Reserve' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Warning' });
    expect(dialog).toHaveTextContent('These services are no longer available at the hours you chose:');
    expect(within(dialog).getByRole('listitem')).toHaveTextContent('Corte clásico');
    expect(api.created).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Book again' }));
    expect(ports.router.reloads).toBe(0);
    expect(await stepHeading(DATE_STEP)).toHaveTextContent('for Corte clásico');
    expect(await hourButton(WEDNESDAY, '10:00')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: dayButtonName(WEDNESDAY) })).toHaveAttribute('aria-pressed', 'true');
    await user.click(await hourButton(WEDNESDAY, '10:30'));
    await user.click(nextButton());
    await stepHeading(CLIENT_FORM);
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Sofía');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('sofia@correo.example');
  });

  it('confirms by itself 3 s after the plans modal shows every service covered, sending the plan (§4, §9 "Plans modal auto-confirm 3 s")', async () => {
    const api = storefrontApi({
      checkAnswer: (request) => ({
        bookingsData: { available: [], unavailable: [] },
        bookingsMembership: {
          available: request.bookings.map((item) => ({ serviceId: item.serviceId, paymentMembershipId: 77 })),
          unavailable: [],
        },
      }),
    });
    const { user, ports } = await openWizard([SERVICES.cut], { api });
    await reachSummary(user);
    await user.click(screen.getByRole('button', { name: 'Reserve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Success' });
    expect(dialog).toHaveTextContent('Your plans cover every service. We are confirming your booking…');
    expect(within(dialog).getByRole('listitem')).toHaveTextContent('Corte clásico');
    expect(within(dialog).queryByRole('button')).not.toBeInTheDocument();
    act(() => {
      ports.timers.advance(2999);
    });
    expect(api.created).toHaveLength(0);
    act(() => {
      ports.timers.advance(1);
    });
    await waitFor(() => {
      expect(ports.router.visited.at(-1)).toBe('/ar/bookings/400/token-400/false');
    });
    expect(api.created[0]?.request.bookings.map((item) => item.paymentMembershipId)).toEqual([77]);
    expect(screen.queryByRole('dialog', { name: 'Success' })).not.toBeInTheDocument();
  });

  it('shows the plans modal\'s choices when the plans cover only some services, booking them all when confirmed (§4 "If coverage is partial")', async () => {
    const api = planCoveringTheCutOnly();
    const { user, ports } = await openWizard([SERVICES.cut, SERVICES.shave], { api });
    await reachSummaryOfCutAndShave(user);
    await user.click(screen.getByRole('button', { name: 'Reserve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your plans' });
    expect(dialog).toHaveTextContent('Your plans cover some of your services. The others must be paid.');
    const [covered, uncovered] = within(dialog).getAllByRole('list');
    expect(covered).toHaveTextContent('Corte clásico');
    expect(uncovered).toHaveTextContent('Afeitado con navaja');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Remove the services not covered' })).toBeInTheDocument();
    act(() => {
      ports.timers.advance(3000);
    });
    expect(api.created).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Book them all' }));
    await waitFor(() => {
      expect(api.created).toHaveLength(1);
    });
    expect(api.created[0]?.request.bookings.map((item) => [item.serviceId, item.paymentMembershipId])).toEqual([
      [SERVICES.cut.id, 77],
      [SERVICES.shave.id, null],
    ]);
  });

  it('books only the covered services when the client removes the others from the plans modal (§4 "unavailable ones can be removed")', async () => {
    const api = planCoveringTheCutOnly();
    const { user } = await openWizard([SERVICES.cut, SERVICES.shave], { api });
    await reachSummaryOfCutAndShave(user);
    await user.click(screen.getByRole('button', { name: 'Reserve' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Your plans' })).getByRole('button', {
        name: 'Remove the services not covered',
      }),
    );
    await waitFor(() => {
      expect(api.created).toHaveLength(1);
    });
    expect(api.created[0]?.request.bookings.map((item) => [item.serviceId, item.paymentMembershipId])).toEqual([
      [SERVICES.cut.id, 77],
    ]);
  });

  it('books nothing when the client cancels the plans modal (§4)', async () => {
    const api = planCoveringTheCutOnly();
    const { user } = await openWizard([SERVICES.cut, SERVICES.shave], { api });
    await reachSummaryOfCutAndShave(user);
    await user.click(screen.getByRole('button', { name: 'Reserve' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Your plans' })).getByRole('button', { name: 'Cancel' }),
    );
    expect(screen.queryByRole('dialog', { name: 'Your plans' })).not.toBeInTheDocument();
    expect(api.created).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Reserve' })).toBeEnabled();
  });

  it('shows the error dialog with the location\'s phone when the booking is refused (409), and returns to the date step with the hour cleared (§4 Failure, §8 "Booking failure")', async () => {
    const api = storefrontApi();
    api.failing.set('createBooking', refusal(409, 'BOOKING.SLOT_TAKEN', 'The hour you chose was just taken.'));
    const { user } = await openWizard([SERVICES.cut], { api });
    await reachSummary(user);
    await user.click(screen.getByRole('button', { name: 'Reserve' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Error' });
    expect(dialog).toHaveTextContent('The hour you chose was just taken.');
    expect(dialog).toHaveTextContent('If it persists, call the location:');
    expect(within(dialog).getByRole('link', { name: PALERMO_PHONE })).toHaveAttribute('href', 'tel:+541147770000');
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    expect(await stepHeading(DATE_STEP)).toBeInTheDocument();
    const hour = await hourButton(WEDNESDAY, '10:00');
    expect(hour).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: dayButtonName(WEDNESDAY) })).toHaveAttribute('aria-pressed', 'true');
    expect(nextButton()).toBeDisabled();
  });

  it('returns to the client form with the field marked, every hour kept, when the refusal names only a client field (§8)', async () => {
    const api = storefrontApi();
    api.failing.set(
      'createBooking',
      refusal(422, 'REQUEST.INVALID', 'Some fields are not valid.', {
        attributes: [{ field: 'client.email', messages: ['is not a valid email address'] }],
      }),
    );
    const { user } = await openWizard([SERVICES.cut], { api });
    await reachSummary(user);
    await user.click(screen.getByRole('button', { name: 'Reserve' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Error' });
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    expect(await stepHeading(CLIENT_FORM)).toBeInTheDocument();
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email).toHaveAccessibleDescription(/is not a valid email address/);
    expect(email).toHaveValue('sofia@correo.example');
    // The hour is kept: the form goes on to the summary again, and the mark leaves once the field changes.
    await user.clear(email);
    await user.paste('sofia.rios@correo.example');
    expect(email).not.toHaveAccessibleDescription(/is not a valid email address/);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await stepHeading(SUMMARY)).toBeInTheDocument();
  });

  it('shows RECAPTCHA_ERR and sends nothing when the human check fails twice with no default token (§5, §8 "Human-check failure")', async () => {
    const humanCheck = scriptedHumanCheck([null, null], null);
    const { user, api, ports } = await openWizard([SERVICES.cut], { humanCheck });
    await reachSummary(user);
    await user.click(screen.getByRole('button', { name: 'Reserve' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Error' });
    expect(dialog).toHaveTextContent(
      'We could not confirm you are a person. Please try again; your booking was not sent.',
    );
    expect(humanCheck.actions).toEqual(['submit', 'submit']);
    expect(ports.pause.waits).toEqual([0.5]);
    expect(api.created).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    expect(screen.getByRole('heading', { level: 2, name: SUMMARY })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reserve' })).toBeEnabled();
  });

  it('books with the site\'s default token when the human check fails twice and the site has one (§5 "then falls back to a default token")', async () => {
    const humanCheck = scriptedHumanCheck([null, null], 'default-token');
    const { user, api } = await openWizard([SERVICES.cut], { humanCheck });
    await reachSummary(user);
    await user.click(screen.getByRole('button', { name: 'Reserve' }));
    await waitFor(() => {
      expect(api.created).toHaveLength(1);
    });
    expect(api.created[0]?.request.humanCheckToken).toBe('default-token');
  });
});
