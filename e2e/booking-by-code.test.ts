import { describe, expect, it } from 'vitest';
import { expectNoAccessibilityViolations } from './accessibility.test-support';
import { eventually, shown } from './booking-wizard.test-support';
import { chromiumUnavailable, MOBILE, WIDE } from './chromium.test-support';
import { bookingNamedBy } from './storefront-server.test-support';
import { PINNED } from './pinned-clock.test-support';
import { storefrontInChromium } from './storefront-suite.test-support';

// Issue 5, end to end: the pages a booking's mail links to by confirmation code (storefront §2
// Routes), over the demo's bookings at Barbería Porteña, Palermo (docs/demo.md): 301 Corte clásico
// and 302 Afeitado con navaja made together (codes demo-codigo-corte, demo-codigo-afeitado), and
// 303, cancelled (demo-codigo-anulada). Each page is checked with axe, and what its button did is
// read back through the API.

const chromiumMissing = chromiumUnavailable('e2e/booking-by-code.test.ts');

describe.skipIf(chromiumMissing !== undefined)(
  'acting on a booking by its confirmation code (storefront §2, §4, §8)',
  () => {
    const suite = storefrontInChromium(PINNED.lateEvening);

    it('confirms attendance to one booking with the page’s button, on a phone, and the API reads it back confirmed', async () => {
      const page = await suite.pages.open(MOBILE);
      await page.goto(`${suite.origin}/ar/bookings/confirm/demo-codigo-corte`);
      await shown(page, page.getByRole('heading', { level: 1, name: 'Confirm your attendance' }));
      await shown(page, page.getByRole('region', { name: 'The booking' }).getByText('Corte clásico'));
      expect(
        (await bookingNamedBy(suite.origin, 'demo-codigo-corte')).client_confirmed,
        'opening the page changes nothing',
      ).toBe(false);
      await expectNoAccessibilityViolations(page, 'the confirm page');

      await page.getByRole('button', { name: 'Confirm attendance' }).click();
      const outcome = page.getByRole('region', { name: 'Your attendance is confirmed' });
      await shown(page, outcome);
      expect(await outcome.getByRole('listitem').innerText()).toMatch(
        /^Corte clásico · .+ at 11:00 · Confirmed · Attendance confirmed$/,
      );
      await eventually(() => page.evaluate(() => document.activeElement?.textContent ?? '')).toBe(
        'Your attendance is confirmed',
      );
      await expectNoAccessibilityViolations(page, 'the confirm page, done');

      const named = await bookingNamedBy(suite.origin, 'demo-codigo-corte');
      expect({ status: named.status, clientConfirmed: named.client_confirmed }).toEqual({
        status: 'confirmed',
        clientConfirmed: true,
      });
    });

    it('cancels both bookings made together with cancel_all, and the API reads both back cancelled', async () => {
      const page = await suite.pages.open(WIDE);
      await page.goto(`${suite.origin}/ar/bookings/cancel_all/demo-codigo-afeitado`);
      await shown(page, page.getByRole('heading', { level: 1, name: 'Cancel your bookings' }));
      await shown(page, page.getByRole('region', { name: 'The booking' }).getByText('Afeitado con navaja'));
      await expectNoAccessibilityViolations(page, 'the cancel-all page');

      await page.getByRole('button', { name: 'Cancel all the bookings' }).click();
      const outcome = page.getByRole('region', { name: 'Your bookings are cancelled' });
      await shown(page, outcome);
      expect(await outcome.getByRole('listitem').allInnerTexts()).toEqual([
        expect.stringMatching(/^Corte clásico · .+ at 11:00 · Cancelled$/),
        expect.stringMatching(/^Afeitado con navaja · .+ at 11:30 · Cancelled$/),
      ]);
      await expectNoAccessibilityViolations(page, 'the cancel-all page, done');

      for (const code of ['demo-codigo-corte', 'demo-codigo-afeitado'])
        expect((await bookingNamedBy(suite.origin, code)).status, code).toBe('cancelled');
    });

    it('offers no button for a booking cancelled already, and says when no booking has the code', async () => {
      const page = await suite.pages.open(WIDE);
      await page.goto(`${suite.origin}/ar/bookings/cancel/demo-codigo-anulada`);
      await shown(page, page.getByText('This booking is already cancelled.'));
      expect(await page.getByRole('button', { name: 'Cancel the booking' }).count()).toBe(0);
      await expectNoAccessibilityViolations(page, 'the cancel page of a cancelled booking');

      await page.goto(`${suite.origin}/ar/bookings/confirm/no-such-code`);
      await shown(
        page,
        page.getByRole('alert').getByText('We could not find a booking with this code. Check the link you followed.'),
      );
      await expectNoAccessibilityViolations(page, 'the confirm page of an unknown code');
    });
  },
);
