import { screen, within } from '@testing-library/react';
import { errAsync, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import type { ApiFailure } from '#application/ports/client/api-result';
import type { BookingMove, EditableBookingView } from '#application/ports/client/booking-changes';
import { EDITABLE_CUT } from '#application/client-side/shared/fake-booking-api.test-support';
import { renderInStorefront, testPorts } from '../../testing/render-storefront.test-support';
import { refusal, storefrontApi } from '../../testing/storefront-api.test-support';
import { expectAccentOf, ROSE_COMPANY } from '../../testing/company-brand.test-support';
import { BookingEditPage } from './booking-edit-page';

// storefront §2 Routes (bookings/edit/{confirmationCode}: modify a booking), §4 "Implied by texts"
// (modified a limited number of times up to a limited number of hours before the service), §8
// ("booking cannot be modified this way", "selected hours no longer available"). The clock stands
// on Wednesday, November 25, 2026 at 09:00 in Buenos Aires; every day has hours 10:00, 10:30,
// 15:00 and 20:00 unless the test says otherwise.

/** Booking 301, Corte clásico with Lucas on Thursday, December 3, 2026 at 11:00; two changes left. */
const CUT: EditableBookingView = EDITABLE_CUT;

function renderPage(
  options: {
    readonly booking?: EditableBookingView | null;
    readonly answers?: readonly (ApiFailure | 'moved')[];
    readonly language?: 'en' | 'es';
    readonly hoursOn?: Record<string, { morning: string[]; afternoon: string[]; night: string[] }>;
  } = {},
) {
  const moves: BookingMove[] = [];
  const booking = options.booking === undefined ? CUT : options.booking;
  const answers = [...(options.answers ?? ['moved'])];
  const base = storefrontApi({ hoursOn: options.hoursOn ?? {} });
  const api = {
    ...base,
    getBookingForEdit: (code: string) =>
      booking !== null && code === booking.confirmationCode
        ? okAsync(booking)
        : errAsync(refusal(404, 'BOOKING.NOT_FOUND', 'The booking was not found.')),
    editBooking: (move: BookingMove) => {
      moves.push(move);
      const answer = answers.shift() ?? 'moved';
      return answer === 'moved'
        ? okAsync({ ...CUT, start: move.start, end: move.end, modificationsLeft: 1 })
        : errAsync(answer);
    },
  };
  const route = { country: 'ar', confirmationCode: 'demo-codigo-corte', embedded: false };
  const rendered = renderInStorefront(<BookingEditPage route={route} />, {
    ports: testPorts({ api, path: '/ar/bookings/edit/demo-codigo-corte' }),
    language: options.language ?? 'en',
  });
  return { ...rendered, moves, api: base };
}

const thursday26 = 'Thursday, November 26, 2026 (Thu 26)';

describe('the modify page a booking’s mail links to (storefront §2 bookings/edit)', () => {
  it('wears the company’s brand its answer names (issue 20)', async () => {
    const { unmount } = renderPage({ booking: { ...CUT, company: ROSE_COMPANY } });
    expect(await screen.findByText('Salón Rosa')).toBeInTheDocument();
    expectAccentOf('#e11d48');
    unmount();
    expectAccentOf(null);
  });

  it('says a seat in a class keeps its hour and offers no day to move it to (issue 20)', async () => {
    renderPage({ booking: { ...CUT, isClass: true } });
    expect(
      await screen.findByText('This booking is a seat in a class, which keeps the class’s hour: it cannot be moved.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Move my booking' })).not.toBeInTheDocument();
  });

  it('shows the reference to read out on the phone, as the confirmation view does, in English and Spanish (issue 35)', async () => {
    const { unmount } = renderPage({ booking: { ...CUT, reference: 'K7M4QX' } });
    expect(await screen.findByRole('region', { name: 'Your booking now' })).toHaveTextContent(
      'ReferenceK7M-4QX Copy Give this reference if you call us about your reservation.',
    );
    unmount();
    const { unmount: unmountSpanish } = renderPage({ booking: { ...CUT, reference: 'K7M4QX' }, language: 'es' });
    expect(await screen.findByText('K7M-4QX')).toBeInTheDocument();
    expect(screen.getByText('Referencia')).toBeInTheDocument();
    unmountSpanish();
    renderPage();
    expect(await screen.findByRole('region', { name: 'Your booking now' })).not.toHaveTextContent('Reference');
  });

  it('shows the booking the code names, where it is, how many changes are left, and sends nothing by opening', async () => {
    const { moves } = renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Change your booking' })).toBeInTheDocument();
    const booking = await screen.findByRole('region', { name: 'Your booking now' });
    expect(booking).toHaveTextContent('Corte clásico');
    expect(booking).toHaveTextContent('Thursday, December 3, 2026 at 11:00');
    expect(booking).toHaveTextContent('With Lucas');
    expect(booking).toHaveTextContent('At Palermo, Honduras 4800');
    expect(booking).toHaveTextContent('You can change it 2 more times.');
    const choosing = screen.getByRole('region', { name: 'Choose a new day and hour' });
    expect(within(choosing).getByText('With Lucas, as booked.')).toBeInTheDocument();
    // The first day with hours is chosen; no hour is, so the move waits.
    expect(
      await within(choosing).findByRole('button', { name: 'Wednesday, November 25, 2026 (Wed 25)' }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(
      await within(choosing).findByRole('button', { name: 'Wednesday, November 25, 2026, 15:00 to 15:30' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move my booking' })).toBeDisabled();
    expect(moves).toEqual([]);
  });

  it('asks for the hours of the booking’s own service and professional, as the wizard’s date step asks', async () => {
    const { api } = renderPage();
    await screen.findByRole('button', { name: 'Wednesday, November 25, 2026, 15:00 to 15:30' });
    expect(api.asked.days[0]).toMatchObject({
      locationId: 5,
      serviceIds: [51],
      providerChoices: [11],
      bundleId: null,
      startDate: '2026-11-25',
      endDate: '2026-12-08',
    });
    expect(api.asked.hours.at(-1)).toMatchObject({ serviceIds: [51], providerChoices: [11], date: '2026-11-25' });
  });

  it('moves the booking to the day and hour chosen, then says where it is now, the focus on what happened', async () => {
    const { user, moves } = renderPage();
    await user.click(await screen.findByRole('button', { name: thursday26 }));
    await user.click(await screen.findByRole('button', { name: 'Thursday, November 26, 2026, 15:00 to 15:30' }));
    expect(screen.getByText('New time: Thursday, November 26, 2026 at 15:00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Move my booking' }));
    const outcome = await screen.findByRole('region', { name: 'Your booking is moved' });
    expect(outcome).toHaveTextContent('Corte clásico · Thursday, November 26, 2026 at 15:00 · with Lucas');
    expect(within(outcome).getByRole('heading', { name: 'Your booking is moved' })).toHaveFocus();
    expect(moves).toEqual([
      {
        id: 301,
        confirmationCode: 'demo-codigo-corte',
        start: '2026-11-26T15:00:00-03:00',
        end: '2026-11-26T15:30:00-03:00',
        providerId: 11,
      },
    ]);
    expect(screen.queryByRole('button', { name: 'Move my booking' })).not.toBeInTheDocument();
  });

  it('shows the booking at its new hour once moved, not the one it was read at, and links its page (issue 18)', async () => {
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: thursday26 }));
    await user.click(await screen.findByRole('button', { name: 'Thursday, November 26, 2026, 15:00 to 15:30' }));
    await user.click(screen.getByRole('button', { name: 'Move my booking' }));
    await screen.findByRole('region', { name: 'Your booking is moved' });
    const booking = screen.getByRole('region', { name: 'Your booking now' });
    expect(booking).toHaveTextContent('Thursday, November 26, 2026 at 15:00');
    expect(booking).not.toHaveTextContent('Thursday, December 3, 2026 at 11:00');
    expect(screen.getByRole('link', { name: 'See the booking' })).toHaveAttribute(
      'href',
      '/ar/bookings/view/demo-codigo-corte',
    );
  });

  it('says when the company no longer lets it change (BOOKING.NOT_MODIFIABLE), and offers the move no more', async () => {
    const { user } = renderPage({
      answers: [refusal(422, 'BOOKING.NOT_MODIFIABLE', 'The booking cannot be modified this way.')],
    });
    await user.click(await screen.findByRole('button', { name: 'Wednesday, November 25, 2026, 15:00 to 15:30' }));
    await user.click(screen.getByRole('button', { name: 'Move my booking' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This booking cannot be modified this way: it has been changed as many times as the location allows, or it is too close to its start.',
    );
    expect(screen.queryByRole('button', { name: 'Move my booking' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Choose a new day and hour' })).not.toBeInTheDocument();
  });

  it.each([
    ['BOOKING.START_PASSED', 'The hour of this booking has passed, so it cannot be changed.'],
    ['BOOKING.CANCELLED', 'This booking is cancelled, so it cannot be changed.'],
  ])('says so when the server refuses with %s', async (code, words) => {
    const { user } = renderPage({ answers: [refusal(422, code, 'Refused.')] });
    await user.click(await screen.findByRole('button', { name: 'Wednesday, November 25, 2026, 15:00 to 15:30' }));
    await user.click(screen.getByRole('button', { name: 'Move my booking' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(words);
    expect(screen.queryByRole('button', { name: 'Move my booking' })).not.toBeInTheDocument();
  });

  it('says the hour was taken meanwhile, keeps the day and shows its hours again without it (409)', async () => {
    const hoursOn = { '2026-11-26': { morning: ['10:00'], afternoon: ['15:00'], night: [] as string[] } };
    const { user, moves, api } = renderPage({
      answers: [refusal(409, 'BOOKING.SLOT_TAKEN', 'The selected hours are no longer available.')],
      hoursOn,
    });
    await user.click(await screen.findByRole('button', { name: thursday26 }));
    await user.click(await screen.findByRole('button', { name: 'Thursday, November 26, 2026, 15:00 to 15:30' }));
    const asked = api.asked.hours.length;
    api.scenario.hoursOn.set('2026-11-26', { morning: ['10:00'], afternoon: [], night: [] });
    await user.click(screen.getByRole('button', { name: 'Move my booking' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The selected hours are no longer available: someone took that hour meanwhile.',
    );
    expect(
      await screen.findByRole('button', { name: 'Thursday, November 26, 2026, 10:00 to 10:30' }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Thursday, November 26, 2026, 15:00 to 15:30' }),
    ).not.toBeInTheDocument();
    expect(api.asked.hours.length).toBeGreaterThan(asked);
    expect(screen.getByRole('button', { name: thursday26 })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Move my booking' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Thursday, November 26, 2026, 10:00 to 10:30' }));
    await user.click(screen.getByRole('button', { name: 'Move my booking' }));
    expect(await screen.findByRole('region', { name: 'Your booking is moved' })).toHaveTextContent(
      'Thursday, November 26, 2026 at 10:00',
    );
    expect(moves.map((move) => move.start)).toEqual(['2026-11-26T15:00:00-03:00', '2026-11-26T10:00:00-03:00']);
  });

  it('keeps the button to try again when the server could not be reached', async () => {
    const { user, moves } = renderPage({
      answers: [{ _tag: 'ApiUnreachable', reason: 'network', message: 'offline' }],
    });
    await user.click(await screen.findByRole('button', { name: 'Wednesday, November 25, 2026, 15:00 to 15:30' }));
    await user.click(screen.getByRole('button', { name: 'Move my booking' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not reach the server. Check your connection and try again.',
    );
    await user.click(screen.getByRole('button', { name: 'Move my booking' }));
    expect(await screen.findByRole('region', { name: 'Your booking is moved' })).toBeInTheDocument();
    expect(moves).toHaveLength(2);
  });

  it.each([
    ['cancelled', { ...CUT, status: 'cancelled' as const }, 'This booking is cancelled, so it cannot be changed.'],
    [
      'with no changes left',
      { ...CUT, modificationsLeft: 0 },
      'This booking cannot be modified this way: it has been changed as many times as the location allows.',
    ],
    [
      'inside the company’s window',
      { ...CUT, modifiableUntil: '2026-11-24T11:00:00-03:00' },
      'This booking cannot be modified this way: it is too close to its start. Contact the location.',
    ],
    [
      'whose hour has passed',
      { ...CUT, start: '2026-11-24T11:00:00-03:00', end: '2026-11-24T11:30:00-03:00' },
      'The hour of this booking has passed, so it cannot be changed.',
    ],
  ])('offers nothing for a booking %s, saying why', async (_case, booking, words) => {
    const { moves, api } = renderPage({ booking });
    expect(await screen.findByText(words)).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('button', { name: 'Move my booking' })).not.toBeInTheDocument();
    expect(screen.queryByRole('toolbar', { name: 'Days' })).not.toBeInTheDocument();
    expect(api.asked.days).toEqual([]);
    expect(moves).toEqual([]);
  });

  it('says when no booking has the code, offering no action', async () => {
    renderPage({ booking: null });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not find a booking with this code. Check the link you followed.',
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('takes the client to the location’s page', async () => {
    const { user, ports } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Go to the location’s page' }));
    expect(ports.router.visited.at(-1)).toBe('/ar/sucursal/5');
  });

  it('speaks Spanish (§9)', async () => {
    const { user } = renderPage({ language: 'es' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Cambia tu reserva' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Tu reserva ahora' })).toHaveTextContent(
      'jueves, 3 de diciembre de 2026 a las 11:00',
    );
    await user.click(
      await screen.findByRole('button', { name: 'miércoles, 25 de noviembre de 2026, de 15:00 a 15:30' }),
    );
    await user.click(screen.getByRole('button', { name: 'Mover mi reserva' }));
    expect(await screen.findByRole('region', { name: 'Tu reserva está movida' })).toHaveTextContent(
      'miércoles, 25 de noviembre de 2026 a las 15:00',
    );
  });
});
