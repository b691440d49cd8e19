import { screen, within } from '@testing-library/react';
import { errAsync, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import type { ApiFailure } from '#application/ports/client/api-result';
import type { BookingsChangedView, EditableBookingView } from '#application/ports/client/booking-changes';
import { EDITABLE_CUT } from '#application/client-side/shared/fake-booking-api.test-support';
import type { BookingCodeAction } from '#domain/booking/code-actions';
import { bookingId } from '#domain/shared/ids.test-support';
import { renderInStorefront, testPorts } from '../../testing/render-storefront.test-support';
import { refusal, storefrontApi } from '../../testing/storefront-api.test-support';
import { expectAccentOf, ROSE_COMPANY } from '../../testing/company-brand.test-support';
import { BookingByCodePage } from './booking-by-code-page';

// storefront §2 Routes (bookings/cancel, cancel_all, confirm, confirm_all by confirmation code), §4
// "Implied by texts" (cancelled singly or all at once; confirmation fails once the hour has passed or
// the booking is cancelled), §8: a page whose action is a button, with what it left or why not.

/** Booking 301, on Thursday, November 26, 2026 at 11:00, its attendance not yet confirmed. */
const CUT: EditableBookingView = {
  ...EDITABLE_CUT,
  start: '2026-11-26T11:00:00-03:00',
  end: '2026-11-26T11:30:00-03:00',
};

interface Calls {
  readonly posted: string[];
}

function renderPage(
  action: BookingCodeAction,
  options: {
    readonly booking?: EditableBookingView | null;
    readonly answer?: BookingsChangedView | ApiFailure;
    readonly language?: 'en' | 'es';
    /** How reading the booking fails while `failure` is set. */
    readonly reading?: { failure: ApiFailure | null };
  } = {},
) {
  const calls: Calls = { posted: [] };
  const booking = options.booking === undefined ? CUT : options.booking;
  const answer = options.answer ?? {
    confirmationCode: CUT.confirmationCode,
    bookings: [
      {
        id: bookingId(301),
        serviceName: 'Corte clásico',
        start: CUT.start,
        end: CUT.end,
        status: action.startsWith('cancel') ? 'cancelled' : 'confirmed',
        clientConfirmed: action.startsWith('confirm'),
      },
    ],
    unchanged: [],
  };
  const post = (name: string) => (code: string) => {
    calls.posted.push(`${name} ${code}`);
    return 'bookings' in answer ? okAsync(answer) : errAsync(answer);
  };
  const api = {
    ...storefrontApi(),
    getBookingForEdit: (code: string) =>
      options.reading?.failure != null
        ? errAsync(options.reading.failure)
        : booking !== null && code === booking.confirmationCode
          ? okAsync(booking)
          : errAsync(refusal(404, 'BOOKING.NOT_FOUND', 'The booking was not found.')),
    cancelBooking: post('cancel'),
    cancelAllBookings: post('cancelAll'),
    confirmBooking: post('confirm'),
    confirmAllBookings: post('confirmAll'),
  };
  const route = { country: 'ar', action, confirmationCode: 'demo-codigo-corte', embedded: false };
  const rendered = renderInStorefront(<BookingByCodePage route={route} />, {
    ports: testPorts({ api, path: '/ar/bookings/cancel/demo-codigo-corte' }),
    language: options.language ?? 'en',
  });
  return { ...rendered, calls };
}

describe('the pages a booking’s mail links to by confirmation code (storefront §2 Routes)', () => {
  it('wears the company’s brand its answer names on the cancel page (issue 20)', async () => {
    const { unmount } = renderPage('cancel', { booking: { ...CUT, company: ROSE_COMPANY } });
    expect(await screen.findByText('Salón Rosa')).toBeInTheDocument();
    expectAccentOf('#e11d48');
    unmount();
    expectAccentOf(null);
  });

  it.each(['cancel', 'cancelAll', 'confirm', 'confirmAll'] as const)(
    'shows on the %s page the reference to read out on the phone, as the confirmation view does (issue 35)',
    async (action) => {
      renderPage(action, { booking: { ...CUT, reference: 'K7M4QX' } });
      const booking = await screen.findByRole('region', { name: 'The booking' });
      expect(booking).toHaveTextContent(
        'ReferenceK7M-4QX Copy Give this reference if you call us about your reservation.',
      );
    },
  );

  it('shows the reference in Spanish, and none when an older API sends none', async () => {
    const { unmount } = renderPage('cancel', { booking: { ...CUT, reference: 'K7M4QX' }, language: 'es' });
    expect(await screen.findByRole('region', { name: 'La reserva' })).toHaveTextContent(
      'ReferenciaK7M-4QX Copiar Indica esta referencia si nos llamas por tu reserva.',
    );
    unmount();
    renderPage('cancel');
    expect(await screen.findByRole('region', { name: 'The booking' })).not.toHaveTextContent('Reference');
  });

  it('shows the booking the code names and sends nothing until the client presses the button', async () => {
    const { calls } = renderPage('cancel');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cancel your booking' })).toBeInTheDocument();
    const booking = screen.getByRole('region', { name: 'The booking' });
    expect(booking).toHaveTextContent('Corte clásico');
    expect(booking).toHaveTextContent('Thursday, November 26, 2026 at 11:00');
    expect(booking).toHaveTextContent('With Lucas');
    expect(booking).toHaveTextContent('Confirmed');
    expect(screen.getByRole('button', { name: 'Cancel the booking' })).toBeEnabled();
    expect(calls.posted).toEqual([]);
  });

  it('cancels the booking, then says so with the booking as it is now, the focus on what happened', async () => {
    const { user, calls } = renderPage('cancel');
    await user.click(await screen.findByRole('button', { name: 'Cancel the booking' }));
    const outcome = await screen.findByRole('region', { name: 'Your booking is cancelled' });
    expect(within(outcome).getByRole('listitem')).toHaveTextContent(
      'Corte clásico · Thursday, November 26, 2026 at 11:00 · Cancelled',
    );
    expect(within(outcome).getByRole('heading', { name: 'Your booking is cancelled' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Cancel the booking' })).not.toBeInTheDocument();
    expect(calls.posted).toEqual(['cancel demo-codigo-corte']);
  });

  it('shows the booking as the cancel left it, not as it was read, and links its page (issue 18)', async () => {
    const { user } = renderPage('cancel');
    const booking = await screen.findByRole('region', { name: 'The booking' });
    expect(booking).toHaveTextContent('Confirmed');
    await user.click(screen.getByRole('button', { name: 'Cancel the booking' }));
    await screen.findByRole('region', { name: 'Your booking is cancelled' });
    expect(screen.getByRole('region', { name: 'The booking' })).toHaveTextContent('Cancelled');
    expect(screen.getByRole('region', { name: 'The booking' })).not.toHaveTextContent('Confirmed');
    expect(screen.getByRole('link', { name: 'See the booking' })).toHaveAttribute(
      'href',
      '/ar/bookings/view/demo-codigo-corte',
    );
  });

  it('shows the attendance as the confirm left it (issue 18)', async () => {
    const { user } = renderPage('confirm');
    await user.click(await screen.findByRole('button', { name: 'Confirm attendance' }));
    await screen.findByRole('region', { name: 'Your attendance is confirmed' });
    expect(screen.getByRole('region', { name: 'The booking' })).toHaveTextContent('Confirmed · Attendance confirmed');
  });

  it('cancels every booking made together with cancel_all, listing each', async () => {
    const both: BookingsChangedView = {
      confirmationCode: CUT.confirmationCode,
      bookings: [
        {
          id: bookingId(301),
          serviceName: 'Corte clásico',
          start: CUT.start,
          end: CUT.end,
          status: 'cancelled',
          clientConfirmed: false,
        },
        {
          id: bookingId(302),
          serviceName: 'Afeitado con navaja',
          start: CUT.end,
          end: '2026-11-26T12:00:00-03:00',
          status: 'cancelled',
          clientConfirmed: false,
        },
      ],
      unchanged: [],
    };
    const { user, calls } = renderPage('cancelAll', { answer: both });
    expect(
      await screen.findByText(
        'This cancels this booking and every one made together with it. Their hours will be free for someone else to book.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel all the bookings' }));
    const outcome = await screen.findByRole('region', { name: 'Your bookings are cancelled' });
    expect(
      within(outcome)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Corte clásico · Thursday, November 26, 2026 at 11:00 · Cancelled',
      'Afeitado con navaja · Thursday, November 26, 2026 at 11:30 · Cancelled',
    ]);
    expect(calls.posted).toEqual(['cancelAll demo-codigo-corte']);
  });

  it('confirms attendance, and confirms it to all with confirm_all', async () => {
    const one = renderPage('confirm');
    await one.user.click(await screen.findByRole('button', { name: 'Confirm attendance' }));
    expect(await screen.findByRole('region', { name: 'Your attendance is confirmed' })).toHaveTextContent(
      'Confirmed · Attendance confirmed',
    );
    expect(one.calls.posted).toEqual(['confirm demo-codigo-corte']);
    one.unmount();

    const all = renderPage('confirmAll');
    await all.user.click(await screen.findByRole('button', { name: 'Confirm attendance to all' }));
    expect(await screen.findByRole('region', { name: 'Your attendance is confirmed' })).toBeInTheDocument();
    expect(all.calls.posted).toEqual(['confirmAll demo-codigo-corte']);
  });

  it('offers nothing that cannot change the booking: cancelled already, or attendance confirmed already', async () => {
    const cancelled = renderPage('cancel', { booking: { ...CUT, status: 'cancelled' } });
    expect(await screen.findByText('This booking is already cancelled.')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('button', { name: 'Cancel the booking' })).not.toBeInTheDocument();
    cancelled.unmount();

    const confirmingCancelled = renderPage('confirm', { booking: { ...CUT, status: 'cancelled' } });
    expect(await screen.findByText('This booking is cancelled: there is no attendance to confirm.')).toHaveAttribute(
      'role',
      'status',
    );
    confirmingCancelled.unmount();

    renderPage('confirm', { booking: { ...CUT, clientConfirmed: true } });
    expect(await screen.findByText('You already confirmed your attendance to this booking.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(screen.queryByRole('button', { name: 'Confirm attendance' })).not.toBeInTheDocument();
  });

  it('shows the server’s refusal in its own words, without a button that cannot help (§8 "hour passed")', async () => {
    const { user } = renderPage('confirm', {
      answer: refusal(422, 'BOOKING.START_PASSED', 'The booking could not be confirmed: its start hour has passed.'),
    });
    await user.click(await screen.findByRole('button', { name: 'Confirm attendance' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The booking could not be confirmed: its start hour has passed.',
    );
    expect(screen.queryByRole('button', { name: 'Confirm attendance' })).not.toBeInTheDocument();
  });

  it('keeps the button to try again when the server could not be reached', async () => {
    const { user, calls } = renderPage('cancel', {
      answer: { _tag: 'ApiUnreachable', reason: 'network', message: 'offline' },
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel the booking' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not reach the server. Check your connection and try again.',
    );
    await user.click(screen.getByRole('button', { name: 'Cancel the booking' }));
    expect(calls.posted).toEqual(['cancel demo-codigo-corte', 'cancel demo-codigo-corte']);
  });

  it('shows the 500 page when the booking could not be read because the server failed, and reads it again on retry', async () => {
    const reading: { failure: ApiFailure | null } = { failure: refusal(500, 'SERVER.ERROR', 'Internal error.') };
    const { user } = renderPage('cancel', { reading });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Something went wrong on our side' }),
    ).toBeInTheDocument();
    reading.failure = null;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Cancel the booking' })).toBeInTheDocument();
  });

  it('says when no booking has the code, offering no action', async () => {
    renderPage('cancel', { booking: null });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not find a booking with this code. Check the link you followed.',
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('takes the client to the location’s page', async () => {
    const { user, ports } = renderPage('confirm');
    await user.click(await screen.findByRole('button', { name: 'Go to the location’s page' }));
    expect(ports.router.visited.at(-1)).toBe('/ar/sucursal/5');
  });

  it('speaks Spanish (§9)', async () => {
    renderPage('cancel', { language: 'es' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Anula tu reserva' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'La reserva' })).toHaveTextContent(
      'jueves, 26 de noviembre de 2026 a las 11:00',
    );
    expect(screen.getByRole('button', { name: 'Anular la reserva' })).toBeInTheDocument();
  });
});
