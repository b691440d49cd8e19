import { describe, expect, it } from 'vitest';
import { expectNoAccessibilityViolations } from './accessibility.test-support';
import {
  chooseFirstSlot,
  eventually,
  expectConfirmation,
  fillClientForm,
  typeDate,
  next,
  onStep,
  openLocationPage,
  SANTIAGO,
  shown,
  wizard,
} from './booking-wizard.test-support';
import { chromiumUnavailable, WIDE } from './chromium.test-support';
import { bookedServices, bookingSummaryAt, instantAt } from './storefront-server.test-support';
import { PINNED } from './pinned-clock.test-support';
import { storefrontInChromium } from './storefront-suite.test-support';

// Issue 4, end to end: the client-exclusive company (Clínica Dental Sonrisa, location 4; docs/demo.md).
// Its visitors identify themselves by RUT before the booking opens (storefront §4, §5, §8); a known
// patient goes on with the RUT locked in the client form (docs/adr/0026), must choose a dentist
// (show_providers MUST), and — since her plan pays Limpieza dental — the plans modal confirms the
// booking by itself after 3 s (booking-wizard §4). The booking is read back through the API.

const chromiumMissing = chromiumUnavailable('e2e/booking-client-exclusive.test.ts');

describe.skipIf(chromiumMissing !== undefined)(
  'booking at the client-exclusive clinic (storefront §4, booking-wizard §4)',
  () => {
    const suite = storefrontInChromium(PINNED.sundayAfternoon);

    it('asks for the RUT first, refuses a stopped and an unknown patient, and books a known one whose plan pays, confirming by itself (h)', async () => {
      const page = await suite.pages.open(WIDE);
      await openLocationPage(page, suite.origin, '/cl/sucursal/4');
      await page.getByRole('button', { name: 'Add Limpieza dental' }).click();
      await page.getByRole('button', { name: 'Book', exact: true }).click();

      const identification = page.getByRole('dialog', { name: 'Identify yourself' });
      await shown(page, identification);
      await expectNoAccessibilityViolations(page, 'the identification modal');
      const rut = identification.getByRole('textbox', { name: 'RUT' });
      const submit = identification.getByRole('button', { name: 'Continue' });
      expect(await submit.isDisabled(), 'Continue while nothing is typed (storefront §5)').toBe(true);

      // Typed without dots or dash, the RUT reads as a RUT (storefront §5 "auto-formatted").
      await rut.fill('98765433');
      await eventually(() => rut.inputValue()).toBe('9.876.543-3');
      await rut.press('Enter');
      await shown(
        page,
        identification.getByText(
          'You cannot book online with Clínica Dental Sonrisa. Please contact Clínica Dental Sonrisa to book.',
        ),
      );
      expect(await submit.isDisabled(), 'Continue while the error shows').toBe(true);
      await expectNoAccessibilityViolations(page, 'the identification modal, not allowed to book');

      await rut.fill('11.111.111-1');
      await submit.click();
      await shown(
        page,
        identification.getByText(
          'We could not find a client of Clínica Dental Sonrisa with this identification number.',
        ),
      );

      await rut.fill('12.345.678-5');
      await submit.click();

      await onStep(page, /^Choose a day and an hour for Limpieza dental$/, 'the clinic’s date step');
      const slot = await chooseFirstSlot(page);
      await next(page);

      await onStep(page, /^Choose your professional$/, 'the clinic’s professional step');
      const dentists = wizard(page).getByRole('radiogroup', { name: 'Professional for Limpieza dental' });
      const nextButton = wizard(page).getByRole('button', { name: 'Next', exact: true });
      // The clinic's patients must choose their dentist: "first provider available" is not enough (booking-wizard §5 MUST).
      await dentists.getByText('First provider available').click();
      await eventually(() => nextButton.isDisabled()).toBe(true);
      await dentists.getByText('Dra. Paula Reyes', { exact: true }).click();
      await eventually(() => nextButton.isEnabled()).toBe(true);
      await next(page);

      await onStep(page, /^Your details$/, 'the clinic’s client form');
      const form = wizard(page);
      const lockedRut = form.getByRole('textbox', { name: 'RUT' });
      expect(await lockedRut.inputValue()).toBe('12.345.678-5');
      expect(
        await lockedRut.getAttribute('readonly'),
        'the identifier the patient identified with is locked (docs/adr/0026)',
      ).not.toBeNull();
      await fillClientForm(page, {
        firstName: 'Rosa',
        lastName: 'Díaz',
        email: 'rosa.diaz@correo.example',
        phone: '911112222',
      });
      await typeDate(form, 'Birth date', '1980-05-04');
      await form.getByRole('button', { name: /Previsión/ }).click();
      await page.getByRole('listbox', { name: 'Previsión' }).getByRole('option', { name: 'Fonasa' }).click();
      const continueButton = form.getByRole('button', { name: 'Continue' });
      await eventually(() => continueButton.isEnabled()).toBe(true);
      await continueButton.click();

      await onStep(page, /^Confirm your booking$/, 'the clinic’s summary');
      const sent = page.waitForRequest(
        (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/bookings',
      );
      await wizard(page).getByRole('button', { name: 'Reserve', exact: true }).click();

      // The plan pays every service: the modal shows success without buttons, then books by itself.
      const plans = page.getByRole('dialog', { name: 'Success' });
      await shown(page, plans);
      expect(await plans.getByRole('button').count(), 'no buttons while the plans modal confirms by itself').toBe(0);
      await expectNoAccessibilityViolations(page, 'the plans modal');
      const body = (await sent).postDataJSON() as {
        mp: boolean;
        client: { identification_number: string };
        bookings: { payment_membership_id: number | null; price: number | null }[];
      };
      expect(body.mp).toBe(true);
      expect(body.client.identification_number).toBe('12.345.678-5');
      expect(body.bookings.map((booking) => booking.payment_membership_id)).toEqual([301]);

      await page.waitForURL(/\/cl\/bookings\/\d+\/[^/]+\/false$/);
      await expectConfirmation(page, 'Rosa Díaz', 'the clinic');
      const summary = await bookingSummaryAt(suite.origin, page.url());
      expect(
        bookedServices(summary).map((booked) => ({
          service: booked.service_id,
          start: booked.start,
          professional: booked.service_provider.public_name,
          status: booked.status,
        })),
      ).toEqual([
        {
          service: 42,
          start: instantAt(SANTIAGO, slot.date, slot.hour),
          professional: 'Dra. Paula Reyes',
          status: 'confirmed',
        },
      ]);
    });
  },
);
