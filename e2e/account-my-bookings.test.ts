import { describe, expect, it } from 'vitest';
import { expectNoAccessibilityViolations } from './accessibility.test-support';
import {
  chooseFirstProfessional,
  chooseFirstSlot,
  continueAndReserve,
  eventually,
  next,
  onStep,
  openLocationPage,
  shown,
  wizard,
} from './booking-wizard.test-support';
import { chromiumUnavailable, MOBILE, WIDE } from './chromium.test-support';
import { PINNED } from './pinned-clock.test-support';
import { storefrontInChromium } from './storefront-suite.test-support';
import { openFromAccountMenu, signInFromHeader } from './account.test-support';

// Issue 34 "My bookings", end to end (docs/adr/0122): Ana, a demo client with a password, signs in
// from the header, books signed in (the form filled from her account), finds the booking in My
// bookings from the account menu, and cancels it there through its cancel page — in the real
// server and Debian's chromium, each page checked with axe.

const chromiumMissing = chromiumUnavailable('e2e/account-my-bookings.test.ts');

describe.skipIf(chromiumMissing !== undefined)('a signed-in client’s bookings (issue 34 My bookings)', () => {
  const suite = storefrontInChromium(PINNED.lateEvening);

  it('books signed in with the form filled from the account, sees the booking in My bookings and cancels it there', async () => {
    const page = await suite.pages.open(WIDE);
    await openLocationPage(page, suite.origin, '/cl/sucursal/1');
    await signInFromHeader(page);

    await page.getByRole('button', { name: 'Add Corte de pelo mujer' }).click();
    await page.getByRole('button', { name: 'Book', exact: true }).click();
    await onStep(page, /^Choose a day and an hour for Corte de pelo mujer$/, 'the date step');
    await chooseFirstSlot(page);
    await next(page);
    await onStep(page, /^Choose your professional$/, 'the professional step');
    await chooseFirstProfessional(
      wizard(page).getByRole('radiogroup', { name: 'Professional for Corte de pelo mujer' }),
    );
    await next(page);

    await onStep(page, /^Your details$/, 'the client form');
    const form = wizard(page);
    await eventually(() => form.getByRole('textbox', { name: 'First name' }).inputValue()).toBe('Ana');
    expect(await form.getByRole('textbox', { name: 'Email' }).inputValue()).toBe('ana.perez@correo.example');
    await form.getByRole('textbox', { name: 'Alergias' }).fill('Ninguna');
    await form.getByRole('button', { name: /¿Cómo nos conociste\?/ }).click();
    await page
      .getByRole('listbox', { name: '¿Cómo nos conociste?' })
      .getByRole('option', { name: 'Instagram' })
      .click();
    await form.getByText('I accept the terms and conditions').click();
    await continueAndReserve(page, 'booking signed in');

    await openFromAccountMenu(page, 'My bookings');
    const upcoming = page.getByRole('region', { name: 'Upcoming' });
    const booking = upcoming
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Corte de pelo mujer' }) });
    await shown(page, booking.first());
    expect(await booking.first().innerText()).toMatch(/Confirmed/);
    expect(await booking.first().innerText()).toMatch(/Salón Aurora · Providencia/);
    await expectNoAccessibilityViolations(page, 'My bookings');

    await booking.first().getByRole('link', { name: 'Cancel', exact: true }).click();
    await shown(page, page.getByRole('button', { name: 'Cancel the booking' }));
    await page.getByRole('button', { name: 'Cancel the booking' }).click();
    await shown(page, page.getByText(/cancelled/i).first());

    await openFromAccountMenu(page, 'My bookings');
    const cancelled = page
      .getByRole('region', { name: 'Upcoming' })
      .getByRole('listitem')
      .filter({ hasText: 'Cancelled' })
      .filter({ has: page.getByRole('heading', { name: 'Corte de pelo mujer' }) });
    await shown(page, cancelled.first());
    expect(await cancelled.first().getByRole('link').allInnerTexts()).toEqual(['Book again']);
  });

  it('asks a visitor to sign in, and reads at 320 px without horizontal scrolling', async () => {
    const page = await suite.pages.open(MOBILE);
    await page.goto(`${suite.origin}/cl/users/bookings`);
    await shown(page, page.getByText('Sign in to see your bookings.'));
    await expectNoAccessibilityViolations(page, 'My bookings, signed out');
    await page.setViewportSize({ width: 320, height: 640 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });
});
