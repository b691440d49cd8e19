import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bookingId } from '#domain/shared/ids.test-support';
import { renderInStorefront, testPorts } from '../../testing/render-storefront.test-support';
import { palermoBookingSummary, storefrontApi, type StorefrontApi } from '../../testing/storefront-api.test-support';
import { expectAccentOf, ROSE_COMPANY } from '../../testing/company-brand.test-support';
import { BookingConfirmationPage } from './booking-confirmation-page';

// booking-wizard §2 Confirmation view and §8: where a booking made without online payment lands,
// /{country}/bookings/{bookingId}/{accessToken}/false.

const route = { country: 'ar', bookingId: bookingId(400), accessToken: 'token-400', edited: false, embedded: false };

function renderConfirmation(api: StorefrontApi, language: 'en' | 'es' = 'en', edited = false) {
  return renderInStorefront(<BookingConfirmationPage route={{ ...route, edited }} />, {
    ports: testPorts({ api, path: `/ar/bookings/400/token-400/${String(edited)}` }),
    language,
  });
}

async function serviceCard(): Promise<HTMLElement> {
  const services = await screen.findByRole('region', { name: 'Services' });
  return within(services).getByRole('listitem');
}

describe('the confirmation view (booking-wizard §2 Confirmation view, §8)', () => {
  it('greets the client by name and confirms the reservation, with their data and the service booked', async () => {
    renderConfirmation(storefrontApi({ bookingSummary: palermoBookingSummary() }));
    expect(await screen.findByRole('heading', { level: 1, name: 'We are ready, Sofía Ríos!' })).toBeInTheDocument();
    expect(screen.getByText('Your reservation is confirmed.')).toBeInTheDocument();
    const data = screen.getByRole('region', { name: 'Reservation data' });
    expect(data).toHaveTextContent('Sofía Ríos');
    expect(data).toHaveTextContent('so***@correo.example');
    expect(data).toHaveTextContent('+54911****0000');
    expect(data).toHaveTextContent('Your email and phone are shown in part, to keep them private.');
    const services = screen.getByRole('region', { name: 'Services' });
    expect(within(services).getByRole('heading', { level: 3, name: 'Corte clásico' })).toBeInTheDocument();
    expect(services).toHaveTextContent('Thursday, November 26, 2026 at 10:00');
    expect(services).toHaveTextContent('With Lucas');
  });

  it('shows the reference to read out on the phone, grouped as it is read, in English and Spanish (issue 35)', async () => {
    renderConfirmation(storefrontApi({ bookingSummary: { ...palermoBookingSummary(), reference: 'K7M4QX' } }));
    const data = await screen.findByRole('region', { name: 'Reservation data' });
    expect(data).toHaveTextContent('ReferenceK7M-4QX Copy Give this reference if you call us about your reservation.');
  });

  it('copies the reference with the button beside it and says "Copied" in the live region (storefront §8)', async () => {
    const { user, services } = renderConfirmation(
      storefrontApi({ bookingSummary: { ...palermoBookingSummary(), reference: 'K7M4QX' } }),
    );
    await user.click(await screen.findByRole('button', { name: 'Copy the reference' }));
    await waitFor(() => {
      expect(services.announcer.polite.value).toBe('Copied');
    });
    expect(await navigator.clipboard.readText()).toBe('K7M-4QX');
    expect(screen.queryByText(/Copying is not supported here/)).not.toBeInTheDocument();
  });

  it('says copying is not supported and selects the reference where the Clipboard API is missing or refuses (storefront §8)', async () => {
    for (const clipboard of [undefined, { writeText: () => Promise.reject(new Error('NotAllowedError')) }]) {
      const { user, services, unmount } = renderConfirmation(
        storefrontApi({ bookingSummary: { ...palermoBookingSummary(), reference: 'K7M4QX' } }),
        'es',
      );
      Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
      await user.click(await screen.findByRole('button', { name: 'Copiar la referencia' }));
      expect(await screen.findByText(/Aquí no se puede copiar: el texto quedó seleccionado/)).toBeInTheDocument();
      await waitFor(() => {
        expect(services.announcer.assertive.value).toMatch(/^Aquí no se puede copiar/);
      });
      expect(window.getSelection()?.toString()).toBe('K7M-4QX');
      unmount();
    }
  });

  it('shows the reference in Spanish as "Referencia", and none when an older API sends none', async () => {
    const { unmount } = renderConfirmation(
      storefrontApi({ bookingSummary: { ...palermoBookingSummary(), reference: 'K7M4QX' } }),
      'es',
    );
    expect(await screen.findByRole('region', { name: 'Datos de la reserva' })).toHaveTextContent('ReferenciaK7M-4QX');
    unmount();
    const { reference: _none, ...older } = { ...palermoBookingSummary(), reference: 'K7M4QX' };
    renderConfirmation(storefrontApi({ bookingSummary: older }));
    expect(await screen.findByRole('region', { name: 'Reservation data' })).not.toHaveTextContent('Reference');
  });

  it('wears the company’s brand the summary names: its accent colours, its mark and its name (issue 20)', async () => {
    const { unmount } = renderConfirmation(
      storefrontApi({ bookingSummary: { ...palermoBookingSummary(), company: ROSE_COMPANY } }),
    );
    await screen.findByRole('heading', { level: 1, name: 'We are ready, Sofía Ríos!' });
    expect(screen.getByText('Salón Rosa')).toBeInTheDocument();
    expect(screen.getByTestId('logo-mark')).toHaveTextContent('SR');
    expectAccentOf('#e11d48');
    unmount();
    expectAccentOf(null);
  });

  it('stays neutral, without a company header, when the summary names no company (an older API)', async () => {
    renderConfirmation(storefrontApi({ bookingSummary: palermoBookingSummary() }));
    await screen.findByRole('heading', { level: 1, name: 'We are ready, Sofía Ríos!' });
    expect(screen.queryByTestId('logo-mark')).not.toBeInTheDocument();
    expectAccentOf(null);
  });

  it('moves the focus to its heading when it shows, so a screen reader starts at what it says (issue 20)', async () => {
    renderConfirmation(storefrontApi({ bookingSummary: palermoBookingSummary() }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'We are ready, Sofía Ríos!' });
    expect(heading).toHaveFocus();
  });

  it('shows each service card’s duration, place and price in the company’s currency (storefront §2 Booking-summary cards)', async () => {
    renderConfirmation(storefrontApi({ bookingSummary: palermoBookingSummary() }));
    const card = await serviceCard();
    expect(card).toHaveTextContent('30 min');
    expect(card).toHaveTextContent('At Palermo, Honduras 4800');
    expect(card).toHaveTextContent('Price: $10.000');
  });

  it('leaves out the duration when the service hides it, and the price when it hides it or is part of a bundle or a session package', async () => {
    const hidden = renderConfirmation(
      storefrontApi({ bookingSummary: palermoBookingSummary({ service: { showDuration: false, showPrice: false } }) }),
    );
    let card = await serviceCard();
    expect(card).not.toHaveTextContent('30 min');
    expect(card).not.toHaveTextContent('Price');
    hidden.unmount();
    for (const service of [{ bundled: true }, { isSession: true }]) {
      const rendered = renderConfirmation(storefrontApi({ bookingSummary: palermoBookingSummary({ service }) }));
      card = await serviceCard();
      expect(card).toHaveTextContent('30 min');
      expect(card).not.toHaveTextContent('Price');
      rendered.unmount();
    }
  });

  it('says the plan covers a booking its plan pays, and what the plans cover and what is left to pay (storefront §3; issue 29 item 11)', async () => {
    const summary = palermoBookingSummary({
      statuses: ['confirmed', 'confirmed'],
      service: { price: 12000 },
    });
    const [cut, shave] = summary.bookingGroups[0]?.bookings ?? [];
    if (cut === undefined || shave === undefined) throw new Error('The summary has two bookings');
    renderConfirmation(
      storefrontApi({
        bookingSummary: {
          ...summary,
          bookingGroups: [
            {
              id: 1,
              trxId: 'TRX-400',
              bookings: [
                { ...cut, planPayment: { planName: 'Pase 4 cortes', covered: 12000, leftToPay: 0 } },
                { ...shave, serviceName: 'Afeitado con navaja', price: 9000, planPayment: null },
              ],
            },
          ],
          planPayment: { planNames: ['Pase 4 cortes'], covered: 12000, leftToPay: 9000 },
        },
      }),
    );
    const services = await screen.findByRole('region', { name: 'Services' });
    const [covered, notCovered] = within(services).getAllByRole('listitem');
    expect(covered).toHaveTextContent('Price: $12.000');
    expect(covered).toHaveTextContent('Covered by your plan “Pase 4 cortes”: nothing left to pay');
    expect(notCovered).toHaveTextContent('Price: $9.000');
    expect(notCovered).not.toHaveTextContent('Covered by your plan');
    const plan = screen.getByRole('region', { name: 'What your plan pays' });
    expect(plan).toHaveTextContent('Pase 4 cortes');
    expect(plan).toHaveTextContent('Covered by your plan$12.000');
    expect(plan).toHaveTextContent('Left to pay$9.000');
  });

  it('says what the gift card paid, by the last four of its code, and what is left to pay (issue 31)', async () => {
    renderConfirmation(
      storefrontApi({
        bookingSummary: {
          ...palermoBookingSummary({ service: { price: 12000 } }),
          giftCardPayment: { lastFour: ['WXYZ'], paid: 10000, leftToPay: 2000 },
        },
      }),
    );
    const card = await screen.findByRole('region', { name: 'What your gift card pays' });
    expect(card).toHaveTextContent('Gift cardending in WXYZ');
    expect(card).toHaveTextContent('Paid by the gift card$10.000');
    expect(card).toHaveTextContent('Left to pay$2.000');
  });

  it('shows no gift card when none paid', async () => {
    renderConfirmation(storefrontApi({ bookingSummary: { ...palermoBookingSummary(), giftCardPayment: null } }));
    await screen.findByRole('region', { name: 'Services' });
    expect(screen.queryByRole('region', { name: 'What your gift card pays' })).not.toBeInTheDocument();
  });

  it('says in Spanish that the plan covers a clinic patient’s cleaning, with nothing left to pay', async () => {
    renderConfirmation(
      storefrontApi({
        bookingSummary: {
          ...palermoBookingSummary({
            service: {
              serviceName: 'Limpieza dental',
              price: 35000,
              planPayment: { planName: 'Plan limpiezas 2 al año', covered: 35000, leftToPay: 0 },
            },
          }),
          planPayment: { planNames: ['Plan limpiezas 2 al año'], covered: 35000, leftToPay: 0 },
        },
      }),
      'es',
    );
    const services = await screen.findByRole('region', { name: 'Servicios' });
    expect(services).toHaveTextContent('Cubierto por tu plan «Plan limpiezas 2 al año»: no queda nada por pagar');
    const plan = screen.getByRole('region', { name: 'Lo que paga tu plan' });
    expect(plan).toHaveTextContent('Cubierto por tu plan$35.000');
    expect(plan).toHaveTextContent('Por pagar$0');
  });

  it('shows no plan section when no plan pays any booking', async () => {
    renderConfirmation(storefrontApi({ bookingSummary: palermoBookingSummary() }));
    await serviceCard();
    expect(screen.queryByRole('region', { name: 'What your plan pays' })).not.toBeInTheDocument();
  });

  it('confirms a change without prices when the booking was edited (the route’s edited segment)', async () => {
    renderConfirmation(storefrontApi({ bookingSummary: palermoBookingSummary() }), 'en', true);
    expect(await screen.findByText('Your reservation was changed.')).toBeInTheDocument();
    expect(await serviceCard()).not.toHaveTextContent('Price');
  });

  it('places a video service at its conference link, and an outcall at the client’s address', async () => {
    const video = renderConfirmation(
      storefrontApi({
        bookingSummary: palermoBookingSummary({
          service: { isVideo: true, videocall: 'https://meet.example/palermo-400' },
        }),
      }),
    );
    const link = within(await serviceCard()).getByRole('link', {
      name: 'Join the video conference (opens in a new tab)',
    });
    expect(link).toHaveAttribute('href', 'https://meet.example/palermo-400');
    expect(await serviceCard()).not.toHaveTextContent('At Palermo');
    video.unmount();
    const unset = renderConfirmation(
      storefrontApi({ bookingSummary: palermoBookingSummary({ service: { isVideo: true, videocall: null } }) }),
    );
    expect(await serviceCard()).toHaveTextContent('By video conference; the link comes before the service');
    unset.unmount();
    renderConfirmation(storefrontApi({ bookingSummary: palermoBookingSummary({ service: { outcall: true } }) }));
    expect(await serviceCard()).toHaveTextContent('At your address');
  });

  it('counts the reservations confirmed when there are several (§2 "reservation(s) confirmed")', async () => {
    renderConfirmation(
      storefrontApi({ bookingSummary: palermoBookingSummary({ statuses: ['confirmed', 'confirmed'] }) }),
    );
    expect(await screen.findByText('Your 2 reservations are confirmed.')).toBeInTheDocument();
  });

  it('shows up to 3 services as a list, and more as a carousel between arrows (storefront §2 Booking-summary cards)', async () => {
    const few = renderConfirmation(
      storefrontApi({ bookingSummary: palermoBookingSummary({ statuses: ['confirmed', 'confirmed', 'confirmed'] }) }),
    );
    expect(await screen.findByText('Your 3 reservations are confirmed.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next services' })).not.toBeInTheDocument();
    few.unmount();

    renderConfirmation(
      storefrontApi({
        bookingSummary: palermoBookingSummary({ statuses: ['confirmed', 'confirmed', 'confirmed', 'confirmed'] }),
      }),
    );
    const cards = await screen.findByRole('list', { name: 'Your 4 services' });
    expect(within(cards).getAllByRole('listitem')).toHaveLength(4);
    expect(cards).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('button', { name: 'Previous services' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next services' })).toHaveAttribute('aria-controls', cards.id);
  });

  it('speaks Spanish to a Spanish-speaking visitor (§8)', async () => {
    renderConfirmation(storefrontApi({ bookingSummary: palermoBookingSummary() }), 'es');
    expect(await screen.findByRole('heading', { level: 1, name: '¡Todo listo, Sofía Ríos!' })).toBeInTheDocument();
  });

  it('shows the failure view when every booking was cancelled ("we are sorry / your reservation could not be confirmed")', async () => {
    renderConfirmation(
      storefrontApi({ bookingSummary: palermoBookingSummary({ statuses: ['cancelled', 'cancelled'] }) }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'We are sorry' })).toBeInTheDocument();
    expect(screen.getByText('Your reservation could not be confirmed.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /We are ready/ })).not.toBeInTheDocument();
  });

  it('still confirms what stands when only some bookings were cancelled (§2 Confirmation view)', async () => {
    renderConfirmation(
      storefrontApi({ bookingSummary: palermoBookingSummary({ statuses: ['cancelled', 'confirmed'] }) }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'We are ready, Sofía Ríos!' })).toBeInTheDocument();
    expect(screen.getByText('Your reservation is confirmed.')).toBeInTheDocument();
  });

  it('opens the error dialog and renders nothing else when the booking cannot be read ("If booking data has an error, an error dialog opens and nothing is rendered")', async () => {
    const { user, ports } = renderConfirmation(storefrontApi({ bookingSummary: null }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Error' });
    expect(dialog).toHaveTextContent('We could not read this booking. Check the link you followed.');
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Go to the home page' }));
    expect(ports.router.visited.at(-1)).toBe('/');
  });

  it('shows the 500 page when the server could not be reached, and reads the booking again on retry (storefront §2 500 page)', async () => {
    const api = storefrontApi({ bookingSummary: palermoBookingSummary() });
    api.failing.set('getBookingSummary', { _tag: 'ApiUnreachable', reason: 'timeout', message: 'no answer' });
    const { user } = renderConfirmation(api);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Something went wrong on our side' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    api.failing.delete('getBookingSummary');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'We are ready, Sofía Ríos!' })).toBeInTheDocument();
  });

  it("offers the bookings as a calendar file from the API, behind the summary's own link (issue 8 Notifications; ADR 0044)", async () => {
    renderConfirmation(
      storefrontApi({ bookingSummary: palermoBookingSummary({ statuses: ['confirmed', 'confirmed'] }) }),
    );
    const services = await screen.findByRole('region', { name: 'Services' });
    const download = within(services).getByRole('link', { name: 'Add to your calendar (.ics file)' });
    expect(download).toHaveAttribute('href', '/bookings/400/token-400/calendar.ics');
    expect(download).toHaveAttribute('download', 'booking.ics');
  });

  it('adds each standing service to Google Calendar in a new tab, at its UTC times and place', async () => {
    renderConfirmation(
      storefrontApi({ bookingSummary: palermoBookingSummary({ statuses: ['cancelled', 'confirmed'] }) }),
      'es',
    );
    const links = await screen.findAllByRole('link', {
      name: 'Agregar Corte clásico a Google Calendar (se abre en una pestaña nueva)',
    });
    expect(links).toHaveLength(1);
    const link = new URL(links[0]?.getAttribute('href') ?? '');
    expect(link.origin + link.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(Object.fromEntries(link.searchParams)).toEqual({
      action: 'TEMPLATE',
      text: 'Corte clásico',
      dates: '20261126T140000Z/20261126T143000Z',
      location: 'Palermo, Honduras 4800',
    });
    expect(links[0]).toHaveAttribute('target', '_blank');
    expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Agregar a tu calendario (archivo .ics)' })).toBeInTheDocument();
  });

  it('offers no calendar when every booking was cancelled', async () => {
    renderConfirmation(storefrontApi({ bookingSummary: palermoBookingSummary({ statuses: ['cancelled'] }) }));
    expect(await screen.findByRole('heading', { level: 1, name: 'We are sorry' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /calendar/i })).not.toBeInTheDocument();
  });

  it('shows a client name holding markup as the text it is (issue 8: what a client typed is escaped in pages)', async () => {
    const name = '<img src=x onerror="alert(1)"><b>Sofía</b>';
    renderConfirmation(storefrontApi({ bookingSummary: { ...palermoBookingSummary(), clientFullName: name } }));
    expect(await screen.findByRole('heading', { level: 1, name: `We are ready, ${name}!` })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Reservation data' })).toHaveTextContent(name);
    expect(document.querySelector('main img, main b')).toBeNull();
  });

  it('promotes booking online at the location, taking the client back to its page to book another service (§2 Confirmation view, Routes)', async () => {
    const { user, ports } = renderConfirmation(storefrontApi({ bookingSummary: palermoBookingSummary() }));
    const promotion = await screen.findByRole('region', { name: 'Book online any time' });
    expect(promotion).toHaveTextContent(
      `${palermoBookingSummary().location.locationName} takes bookings online day and night`,
    );
    await user.click(within(promotion).getByRole('button', { name: 'Book another service' }));
    expect(ports.router.visited.at(-1)).toBe('/ar/sucursal/5');
  });

  it('links each unsigned consent form to its signing page and shows a signed one with its date (issue 32)', async () => {
    const consent = { bookingId: bookingId(400), version: 1 } as const;
    renderConfirmation(
      storefrontApi({
        bookingSummary: {
          ...palermoBookingSummary(),
          consents: [
            {
              ...consent,
              formTitle: 'Ficha de salud',
              state: 'unsigned',
              signPath: '/ar/sign_consents/x1',
              signedAt: null,
            },
            {
              ...consent,
              formTitle: 'Uso de imagen',
              state: 'signed',
              signPath: null,
              signedAt: '2026-11-25T09:05:00-03:00',
            },
          ],
        },
      }),
      'es',
    );
    const section = await screen.findByRole('region', { name: 'Formularios de consentimiento' });
    expect(section).toHaveTextContent('Tu reserva te pide firmar este formulario antes de tu visita.');
    expect(within(section).getByRole('link', { name: 'Firma tu consentimiento: Ficha de salud' })).toHaveAttribute(
      'href',
      '/ar/sign_consents/x1',
    );
    expect(section).toHaveTextContent('Uso de imagen (versión 1)');
    expect(section).toHaveTextContent('Firmado el miércoles, 25 de noviembre de 2026 a las 09:05');
    expect(within(section).getAllByRole('link')).toHaveLength(1);
  });
});
