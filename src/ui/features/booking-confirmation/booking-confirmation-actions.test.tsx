import { screen, within } from '@testing-library/react';
import { errAsync, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import type { EditableBookingView } from '#application/ports/client/booking-changes';
import { EDITABLE_CUT } from '#application/client-side/shared/fake-booking-api.test-support';
import { renderInStorefront, testPorts } from '../../testing/render-storefront.test-support';
import { palermoBookingSummary, refusal, storefrontApi } from '../../testing/storefront-api.test-support';
import { BookingConfirmationPage } from './booking-confirmation-page';
import { bookingId } from '#domain/shared/ids.test-support';

// issue 18 "Links": the confirmation view offers each booking's cancel and change pages (and
// attendance, and the "all" forms) only when its state and the company's limits allow, read anew
// by the code the summary answers (opened from its sealed form, docs/adr/0065).

const route = { country: 'ar', bookingId: bookingId(400), accessToken: 'token-400', edited: false, embedded: false };

/** Booking 400 (and 401) read by its code: tomorrow at 10:00, two moves left, cancellable until the day before. */
function byCode(id: number, changes: Partial<EditableBookingView> = {}): EditableBookingView {
  return {
    ...EDITABLE_CUT,
    id: bookingId(id),
    confirmationCode: `code-${String(id)}`,
    start: `2026-11-26T1${String(id - 400)}:00:00-03:00`,
    end: `2026-11-26T1${String(id - 400)}:30:00-03:00`,
    modifiableUntil: '2026-11-25T10:00:00-03:00',
    cancellableUntil: '2026-11-25T10:00:00-03:00',
    ...changes,
  };
}

function renderWith(
  read: Readonly<Record<string, EditableBookingView>>,
  options: {
    /** The codes the summary answers, by booking id; a booking without one is offered nothing. */
    readonly codes?: Readonly<Record<number, string>>;
    readonly statuses?: readonly ('confirmed' | 'cancelled')[];
  } = {},
) {
  const codes = options.codes ?? { 400: 'code-400' };
  const summary = palermoBookingSummary({ statuses: options.statuses ?? ['confirmed'] });
  const bookingSummary = {
    ...summary,
    bookingGroups: summary.bookingGroups.map((group) => ({
      ...group,
      bookings: group.bookings.map((booking) => ({ ...booking, confirmationCode: codes[booking.id] ?? null })),
    })),
  };
  const api = {
    ...storefrontApi({ bookingSummary }),
    getBookingForEdit: (code: string) => {
      const found = read[code];
      return found === undefined ? errAsync(refusal(404, 'BOOKING.NOT_FOUND', 'Not found.')) : okAsync(found);
    },
  };
  return renderInStorefront(<BookingConfirmationPage route={route} />, {
    ports: testPorts({
      api,
      path: '/ar/bookings/400/token-400/false',
    }),
  });
}

describe('what the confirmation view offers to do with each booking (issue 18)', () => {
  it('links a standing booking to its page, its attendance, a new hour and its cancel', async () => {
    renderWith({ 'code-400': byCode(400) });
    const offers = await screen.findByRole('list', { name: 'What you can do with Corte clásico' });
    const links = within(offers).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['See the booking', '/ar/bookings/view/code-400'],
      ['Confirm attendance', '/ar/bookings/confirm/code-400'],
      ['Change the hour', '/ar/bookings/edit/code-400'],
      ['Cancel', '/ar/bookings/cancel/code-400'],
    ]);
  });

  it('follows a link without reloading the page: the cancel page opens, and nothing is cancelled yet', async () => {
    const rendered = renderWith({ 'code-400': byCode(400) });
    await rendered.user.click(await screen.findByRole('link', { name: 'Cancel' }));
    expect(rendered.ports.router.place.peek().pathname).toBe('/ar/bookings/cancel/code-400');
  });

  it('offers no new hour once the moves are used up, and no cancel once its window has closed', async () => {
    renderWith({ 'code-400': byCode(400, { modificationsLeft: 0, cancellableUntil: '2026-11-25T08:00:00-03:00' }) });
    const offers = await screen.findByRole('list', { name: 'What you can do with Corte clásico' });
    expect(
      within(offers)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['See the booking', 'Confirm attendance']);
  });

  it('offers cancelling or confirming all only when several bookings of the confirmation still stand', async () => {
    const group = [
      {
        id: bookingId(400),
        serviceName: 'Corte clásico',
        start: '2026-11-26T10:00:00-03:00',
        end: '2026-11-26T10:30:00-03:00',
      },
      {
        id: bookingId(401),
        serviceName: 'Corte clásico',
        start: '2026-11-26T11:00:00-03:00',
        end: '2026-11-26T11:30:00-03:00',
      },
    ].map((each) => ({ ...each, status: 'confirmed' as const, clientConfirmed: false }));
    renderWith(
      { 'code-400': byCode(400, { group }), 'code-401': byCode(401, { group }) },
      { codes: { 400: 'code-400', 401: 'code-401' }, statuses: ['confirmed', 'confirmed'] },
    );
    const all = await screen.findByRole('list', { name: 'What you can do with all your bookings' });
    expect(
      within(all)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Confirm attendance to all', '/ar/bookings/confirm_all/code-400'],
      ['Cancel all', '/ar/bookings/cancel_all/code-400'],
    ]);
    expect(await screen.findAllByRole('list', { name: 'What you can do with Corte clásico' })).toHaveLength(2);
  });

  it('offers nothing for a booking whose code the server could not open, nor for a cancelled one', async () => {
    const rendered = renderWith({ 'code-400': byCode(400) }, { codes: {} });
    expect(await screen.findByRole('heading', { level: 1, name: 'We are ready, Sofía Ríos!' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Cancel' })).not.toBeInTheDocument();
    rendered.unmount();
    renderWith({ 'code-400': byCode(400, { status: 'cancelled' }) }, { statuses: ['cancelled'] });
    expect(await screen.findByRole('heading', { level: 1, name: 'We are sorry' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Cancel' })).not.toBeInTheDocument();
  });
});
