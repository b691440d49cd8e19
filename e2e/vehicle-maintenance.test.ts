import { describe, expect, it } from 'vitest';
import { expectNoAccessibilityViolations } from './accessibility.test-support';
import {
  chooseFirstSlot,
  continueAndReserve,
  eventually,
  expectConfirmation,
  fillClientForm,
  next,
  onStep,
  openLocationPage,
  wizard,
} from './booking-wizard.test-support';
import { chromiumUnavailable, WIDE } from './chromium.test-support';
import { PINNED } from './pinned-clock.test-support';
import { bookedServices, bookingSummaryAt, STAFF_API_KEY, vehicleOnRecord } from './storefront-server.test-support';
import { storefrontInChromium } from './storefront-suite.test-support';

/** The narrowest phone the storefront is built for (issue 20). */
const PHONE_320 = { width: 320, height: 640 };

// Issue 33, end to end (docs/adr/0116, 0120): at Taller Automotriz Andes (location 3), "Your
// vehicle" looks the Hilux KLPR34 (118.500 km on record, Toyota plan) up, says its 120.000 km
// service is due and proposes Mantención 20.000 km (service 32) first; the plate and the mileage
// typed there are the client form's. A reminder's link (`?services_id=32&plate=KLPR34`) opens the
// booking of that service with the plate typed. Once booked, the Hilux's history moves on
// (docs/adr/0119): the visit is on its record and the major service is next due 20.000 km later.

const chromiumMissing = chromiumUnavailable('e2e/vehicle-maintenance.test.ts');

describe.skipIf(chromiumMissing !== undefined)('the workshop proposes the maintenance step due (issue 33)', () => {
  const suite = storefrontInChromium(PINNED.weekdayMorning);

  it('proposes the Hilux its due major service, books it, and carries the plate and mileage into the client form', async () => {
    const page = await suite.pages.open(WIDE);
    await openLocationPage(page, suite.origin, '/cl/sucursal/3');
    const vehicle = page.getByRole('region', { name: 'Your vehicle' });
    await vehicle.getByRole('textbox', { name: 'Licence plate' }).fill('kl-pr 34');
    await eventually(() => vehicle.getByRole('status').innerText()).toMatch(
      /^Your Toyota Hilux 2021 is due for its 120[.,]000 km service\.$/,
    );
    const mileage = vehicle.getByRole('textbox', { name: 'Current mileage (km, optional)' });
    await eventually(() => mileage.evaluate((input) => input.getAttribute('aria-describedby') !== null)).toBe(true);
    expect(await vehicle.getByText(/^Last recorded: 118[.,]500 km\.$/).isVisible()).toBe(true);
    await mileage.fill('119000');
    await eventually(() => vehicle.getByRole('status').innerText()).toMatch(/is due for its 120[.,]000 km service\.$/);
    const proposal = vehicle.getByRole('article', { name: 'Mantención 20.000 km' });
    expect((await proposal.innerText()).replace(/\s+/g, ' ')).toMatch(/^Recommended Due now Mantención 20\.000 km/);
    await expectNoAccessibilityViolations(page, 'the workshop’s maintenance proposal');

    const select = vehicle.getByRole('button', { name: 'Select Mantención 20.000 km, recommended' });
    await select.click();
    await eventually(() => select.getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByRole('region', { name: 'Your selection' }).getByRole('status').innerText()).toBe(
      '1 service selected',
    );
    await page.getByRole('button', { name: 'Book', exact: true }).click();

    await onStep(page, /^Choose a day and an hour for Mantención 20\.000 km$/, 'the date step');
    await chooseFirstSlot(page);
    await next(page);
    await onStep(page, /^Your details$/, 'the client form');
    await fillClientForm(
      page,
      {
        firstName: 'Rodrigo',
        lastName: 'Fuentes',
        email: 'rodrigo.fuentes@correo.example',
        phone: '955554444',
        rut: '15.555.555-6',
      },
      { acceptTerms: false },
    );
    const form = wizard(page).getByRole('group', { name: 'Your vehicle' });
    expect(await form.getByRole('textbox', { name: 'Licence plate' }).inputValue()).toBe('kl-pr 34');
    expect(await form.getByRole('textbox', { name: 'Current mileage (km)' }).inputValue()).toBe('119000');
    await eventually(() => form.getByRole('status').innerText()).toMatch(
      /^Toyota Hilux 2021, last recorded mileage 118[.,]500 km\.$/,
    );
    for (const question of ['Does the vehicle need repairs?', 'Is this about an insurance claim?'])
      await form.getByRole('radiogroup', { name: question }).getByText('No', { exact: true }).click();
    const confirmation = await continueAndReserve(page, 'the workshop');
    await expectConfirmation(page, 'Rodrigo Fuentes', 'the workshop');

    const summary = await bookingSummaryAt(suite.origin, confirmation);
    expect(bookedServices(summary).map((booked) => booked.service_id)).toEqual([32]);
    expect(await vehicleOnRecord(suite.origin, 3, 'KLPR34')).toMatchObject({ patente: 'KLPR34', km: 119000 });

    // The vehicle's history moves on: the visit is on its record, and the major service's next
    // milestone is the one after 120.000 km.
    const record = await fetch(`${suite.origin}/staff/companies/taller-andes/vehicles/KLPR34`, {
      headers: { 'api-key': STAFF_API_KEY },
    });
    expect(record.status).toBe(200);
    const { visits, schedule } = (await record.json()) as {
      readonly visits: readonly { readonly mileage: number; readonly service_name: string }[];
      readonly schedule: readonly { readonly service_id: number; readonly due_mileage: number | null }[];
    };
    expect(visits).toContainEqual(expect.objectContaining({ mileage: 119000, service_name: 'Mantención 20.000 km' }));
    expect(schedule.find((step) => step.service_id === 32)?.due_mileage).toBe(140000);
  });

  it('says the Yaris its due step in Spanish on a 320 px phone, axe clean', async () => {
    const page = await suite.pages.open(PHONE_320, { chosenLanguage: 'es' });
    await openLocationPage(page, suite.origin, '/cl/sucursal/3', { openCategories: false });
    const vehicle = page.getByRole('region', { name: 'Tu vehículo' });
    await vehicle.getByRole('textbox', { name: 'Patente' }).fill('BCDF12');
    await eventually(() => vehicle.getByRole('status').innerText()).toMatch(
      /^Tu Toyota Yaris 2019 tiene pendiente la mantención de 40\.000 km\.$/,
    );
    const proposal = vehicle.getByRole('article', { name: 'Mantención 20.000 km' });
    expect((await proposal.innerText()).replace(/\s+/g, ' ')).toMatch(/^Recomendado Pendiente Mantención 20\.000 km/);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
      'no sideways scrolling at 320 px',
    ).toBe(true);
    await expectNoAccessibilityViolations(page, 'the maintenance proposal at 320 px, in Spanish');
  });

  it('opens a reminder’s link in the booking of the service, the plate typed and looked up', async () => {
    const page = await suite.pages.open(WIDE);
    await openLocationPage(page, suite.origin, '/cl/sucursal/3?services_id=32&plate=KLPR34', {
      openCategories: false,
    });
    await onStep(page, /^Choose a day and an hour for Mantención 20\.000 km$/, 'the date step the link opens');
    expect(await wizard(page).getByText('Mantención 20.000 km').first().isVisible()).toBe(true);
    await chooseFirstSlot(page);
    await next(page);
    await onStep(page, /^Your details$/, 'the client form the link opens');
    const form = wizard(page).getByRole('group', { name: 'Your vehicle' });
    expect(await form.getByRole('textbox', { name: 'Licence plate' }).inputValue()).toBe('KLPR34');
    await eventually(() => form.getByRole('status').innerText()).toMatch(/^Toyota Hilux 2021, last recorded mileage /);
    await expectNoAccessibilityViolations(page, 'the client form a reminder’s link opens');
  });
});
