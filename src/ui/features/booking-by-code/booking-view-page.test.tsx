import { screen, within } from '@testing-library/react';
import { errAsync, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import type { EditableBookingView } from '#application/ports/client/booking-changes';
import { EDITABLE_CUT } from '#application/client-side/shared/fake-booking-api.test-support';
import { renderInStorefront, testPorts } from '../../testing/render-storefront.test-support';
import { refusal, storefrontApi } from '../../testing/storefront-api.test-support';
import { expectAccentOf, ROSE_COMPANY } from '../../testing/company-brand.test-support';
import { BookingViewPage } from './booking-view-page';
import { bookingId } from '#domain/shared/ids.test-support';

// issue 18, docs/adr/0068: the booking's page by its confirmation code, `/{country}/bookings/view/{code}`
// — the booking as it stands, and links to the pages its state and its company's limits allow.

/** Booking 301 as the bookings made together with it list it. */
const CUT_STATE = {
  id: bookingId(301),
  serviceName: 'Corte clásico',
  start: '2026-11-26T11:00:00-03:00',
  end: '2026-11-26T11:30:00-03:00',
  status: 'confirmed',
  clientConfirmed: false,
} as const;

/** Booking 301, Thursday, November 26, 2026 at 11:00 (the clock: the day before at 09:00). */
const CUT: EditableBookingView = {
  ...EDITABLE_CUT,
  start: '2026-11-26T11:00:00-03:00',
  end: '2026-11-26T11:30:00-03:00',
  modificationsLeft: 2,
  modifiableUntil: '2026-11-25T11:00:00-03:00',
  cancellableUntil: '2026-11-25T23:00:00-03:00',
  group: [CUT_STATE],
};

function renderView(
  booking: EditableBookingView | null,
  options: { readonly language?: 'en' | 'es'; readonly embedded?: boolean } = {},
) {
  const api = {
    ...storefrontApi(),
    getBookingForEdit: (code: string) =>
      booking !== null && code === booking.confirmationCode
        ? okAsync(booking)
        : errAsync(refusal(404, 'BOOKING.NOT_FOUND', 'The booking was not found.')),
  };
  const route = { country: 'ar', confirmationCode: 'demo-codigo-corte', embedded: options.embedded ?? false };
  return renderInStorefront(<BookingViewPage route={route} />, {
    ports: testPorts({ api, path: '/ar/bookings/view/demo-codigo-corte' }),
    language: options.language ?? 'en',
  });
}

function offersOf(list: HTMLElement): readonly (readonly [string | null, string | null])[] {
  return within(list)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')] as const);
}

describe("the booking's page by its code (issue 18, docs/adr/0068)", () => {
  it('shows the reference to read out on the phone, as the confirmation view does, in English and Spanish (issue 35)', async () => {
    const { unmount } = renderView({ ...CUT, reference: 'K7M4QX' });
    expect(await screen.findByRole('region', { name: 'The booking' })).toHaveTextContent(
      'ReferenceK7M-4QX Copy Give this reference if you call us about your reservation.',
    );
    unmount();
    const { unmount: unmountSpanish } = renderView({ ...CUT, reference: 'K7M4QX' }, { language: 'es' });
    expect(await screen.findByRole('region', { name: 'La reserva' })).toHaveTextContent(
      'ReferenciaK7M-4QX Copiar Indica esta referencia si nos llamas por tu reserva.',
    );
    unmountSpanish();
    renderView(CUT);
    expect(await screen.findByRole('region', { name: 'The booking' })).not.toHaveTextContent('Reference');
  });

  it('shows the booking as it stands with links to confirm, change and cancel it, and how long each is allowed', async () => {
    renderView(CUT);
    expect(await screen.findByRole('heading', { level: 1, name: 'Your booking' })).toBeInTheDocument();
    const booking = screen.getByRole('region', { name: 'The booking' });
    expect(booking).toHaveTextContent('Corte clásico');
    expect(booking).toHaveTextContent('Thursday, November 26, 2026 at 11:00');
    expect(booking).toHaveTextContent('With Lucas');
    expect(booking).toHaveTextContent('Confirmed');
    expect(booking).toHaveTextContent('You can change its hour 2 more times.');
    expect(booking).toHaveTextContent('You can cancel it until Wednesday, November 25, 2026 at 23:00.');
    expect(offersOf(within(booking).getByRole('list', { name: 'What you can do with Corte clásico' }))).toEqual([
      ['Confirm attendance', '/ar/bookings/confirm/demo-codigo-corte'],
      ['Change the hour', '/ar/bookings/edit/demo-codigo-corte'],
      ['Cancel', '/ar/bookings/cancel/demo-codigo-corte'],
    ]);
  });

  it('wears the company’s brand its answer names: accent colours, logo and name (issue 20)', async () => {
    const { unmount } = renderView({ ...CUT, company: { ...ROSE_COMPANY, logo: 'https://cdn.example/rosa.png' } });
    expect(await screen.findByText('Salón Rosa')).toBeInTheDocument();
    expect(document.querySelector('.company-brand__logo')).toHaveAttribute('src', 'https://cdn.example/rosa.png');
    expectAccentOf('#e11d48');
    unmount();
    expectAccentOf(null);
  });

  it('offers no change of hour for a seat in a class, which the server would refuse (issue 20)', async () => {
    renderView({ ...CUT, isClass: true });
    const booking = await screen.findByRole('region', { name: 'The booking' });
    expect(offersOf(within(booking).getByRole('list', { name: 'What you can do with Corte clásico' }))).toEqual([
      ['Confirm attendance', '/ar/bookings/confirm/demo-codigo-corte'],
      ['Cancel', '/ar/bookings/cancel/demo-codigo-corte'],
    ]);
    expect(booking).not.toHaveTextContent('You can change its hour');
  });

  it('keeps its links inside the frame when embedded', async () => {
    renderView(CUT, { embedded: true });
    expect(await screen.findByRole('link', { name: 'Cancel' })).toHaveAttribute(
      'href',
      '/ar/iframe/bookings/cancel/demo-codigo-corte',
    );
  });

  it('offers no new hour past its window and no attendance already confirmed', async () => {
    renderView({ ...CUT, clientConfirmed: true, modifiableUntil: '2026-11-25T08:00:00-03:00' });
    const booking = await screen.findByRole('region', { name: 'The booking' });
    expect(booking).toHaveTextContent('Confirmed · Attendance confirmed');
    expect(booking).not.toHaveTextContent('You can change its hour');
    expect(offersOf(within(booking).getByRole('list'))).toEqual([['Cancel', '/ar/bookings/cancel/demo-codigo-corte']]);
  });

  it('says when nothing is left to do online, once the hour has come', async () => {
    renderView({ ...CUT, start: '2026-11-25T09:00:00-03:00', end: '2026-11-25T09:30:00-03:00' });
    const booking = await screen.findByRole('region', { name: 'The booking' });
    expect(booking).toHaveTextContent(
      'This booking can no longer be changed or cancelled online. Call the location if you need to.',
    );
    expect(within(booking).queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows a cancelled booking as cancelled, offering only to book again at its location', async () => {
    renderView({ ...CUT, status: 'cancelled', group: [{ ...CUT_STATE, status: 'cancelled' }] });
    const booking = await screen.findByRole('region', { name: 'The booking' });
    expect(booking).toHaveTextContent('Cancelled');
    expect(offersOf(within(booking).getByRole('list'))).toEqual([['Book again', '/ar/sucursal/5']]);
  });

  it('lists the bookings made together with it, and offers confirming and cancelling all', async () => {
    const shave = {
      id: bookingId(302),
      serviceName: 'Afeitado con navaja',
      start: '2026-11-26T11:30:00-03:00',
      end: '2026-11-26T12:00:00-03:00',
      status: 'confirmed' as const,
      clientConfirmed: false,
    };
    renderView({ ...CUT, group: [CUT_STATE, shave] });
    const together = await screen.findByRole('region', { name: 'Booked together with it' });
    expect(within(together).getByRole('listitem')).toHaveTextContent(
      'Afeitado con navaja · Thursday, November 26, 2026 at 11:30',
    );
    expect(offersOf(screen.getByRole('list', { name: 'What you can do with Corte clásico' }))).toEqual([
      ['Confirm attendance', '/ar/bookings/confirm/demo-codigo-corte'],
      ['Confirm attendance to all', '/ar/bookings/confirm_all/demo-codigo-corte'],
      ['Change the hour', '/ar/bookings/edit/demo-codigo-corte'],
      ['Cancel', '/ar/bookings/cancel/demo-codigo-corte'],
      ['Cancel all', '/ar/bookings/cancel_all/demo-codigo-corte'],
    ]);
  });

  it('offers no cancel when the API names no cancellation window (older than issue 18)', async () => {
    const { cancellableUntil: _window, group: _group, ...older } = CUT;
    renderView(older);
    const booking = await screen.findByRole('region', { name: 'The booking' });
    expect(offersOf(within(booking).getByRole('list'))).toEqual([
      ['Confirm attendance', '/ar/bookings/confirm/demo-codigo-corte'],
      ['Change the hour', '/ar/bookings/edit/demo-codigo-corte'],
    ]);
  });

  it('says when no booking has the code', async () => {
    renderView(null);
    expect(
      await screen.findByText('We could not find a booking with this code. Check the link you followed.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Cancel' })).not.toBeInTheDocument();
  });

  it('speaks Spanish', async () => {
    renderView(CUT, { language: 'es' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Tu reserva' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Anular' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cambiar la hora' })).toBeInTheDocument();
  });

  describe('its consent forms (issue 32, docs/adr/0118)', () => {
    const whitening = {
      bookingId: bookingId(301),
      formTitle: 'Consentimiento informado',
      version: 2,
    };
    const unsigned = { ...whitening, state: 'unsigned', signPath: '/ar/sign_consents/c0de', signedAt: null } as const;
    const signed = { ...whitening, state: 'signed', signPath: null, signedAt: '2026-11-25T18:30:00-03:00' } as const;

    it('links an unsigned form to its signing page, naming the form', async () => {
      renderView({ ...CUT, consents: [unsigned] });
      const section = await screen.findByRole('region', { name: 'Consent forms' });
      expect(section).toHaveTextContent('Consentimiento informado (version 2)');
      const link = within(section).getByRole('link', { name: 'Sign your consent: Consentimiento informado' });
      expect(link).toHaveAttribute('href', '/ar/sign_consents/c0de');
    });

    it('shows a signed form as signed, with its date, and no link', async () => {
      renderView({ ...CUT, consents: [signed] });
      const section = await screen.findByRole('region', { name: 'Consent forms' });
      expect(section).toHaveTextContent('Signed on Wednesday, November 25, 2026 at 18:30');
      expect(within(section).queryByRole('link')).not.toBeInTheDocument();
    });

    it('speaks Spanish, and shows nothing for a booking that asks no form', async () => {
      const { unmount } = renderView({ ...CUT, consents: [unsigned] }, { language: 'es' });
      expect(
        await screen.findByRole('link', { name: 'Firma tu consentimiento: Consentimiento informado' }),
      ).toBeInTheDocument();
      unmount();
      renderView({ ...CUT, consents: [] });
      expect(await screen.findByRole('heading', { level: 1, name: 'Your booking' })).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Consent forms' })).not.toBeInTheDocument();
    });
  });
});
