import type { Locator, Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { eventually, openLocationPage, shown } from './booking-wizard.test-support';
import { PINNED } from './pinned-clock.test-support';
import { startStorefrontServer } from './storefront-server.test-support';
import { storefrontInChromium } from './storefront-suite.test-support';

async function press(scope: Locator, role: 'radio' | 'checkbox', name: string): Promise<void> {
  const input = scope.getByRole(role, { name, exact: true });
  await input.locator('xpath=ancestor::label[1]').click();
  await eventually(() => input.isChecked(), `${name} chosen`).toBe(true);
}

describe('shots', () => {
  const suite = storefrontInChromium(PINNED.lateEvening, (at) => startStorefrontServer(at));
  for (const width of [1366, 390, 320]) {
    it(`at ${width}`, async () => {
      const page: Page = await suite.pages.open({ width, height: 900 });
      await openLocationPage(page, suite.origin, '/cl/sucursal/1');
      await page.getByRole('tab', { name: 'Gift cards' }).click();
      await shown(page, page.getByRole('button', { name: 'Buy Tarjeta de regalo' }));
      await page.screenshot({ path: `/tmp/shots/${width}-1-list.png`, fullPage: true });
      await page.getByRole('button', { name: 'Buy Tarjeta de regalo' }).click();
      const dialog = page.getByRole('dialog');
      await press(dialog, 'radio', 'A listed amount');
      await press(dialog, 'radio', '$40.000');
      await dialog.getByRole('textbox', { name: 'Consumer name' }).fill('Camila Rojas');
      await dialog.getByRole('textbox', { name: 'Consumer email' }).fill('camila@correo.example');
      await dialog.getByRole('textbox', { name: 'Message (optional)' }).fill('¡Feliz Navidad! Con cariño, Sofía');
      await page.screenshot({ path: `/tmp/shots/${width}-2-card.png` });
      await dialog.getByRole('button', { name: 'Next' }).click();
      await dialog.getByRole('textbox', { name: 'First name' }).fill('Sofía');
      await dialog.getByRole('textbox', { name: 'Last name' }).fill('Ríos');
      await dialog.getByRole('textbox', { name: 'Email' }).fill('sofia@correo.example');
      await dialog.getByRole('textbox', { name: 'Phone' }).fill('+56 9 5555 0000');
      await dialog.getByRole('button', { name: 'Next' }).click();
      await shown(page, dialog.getByRole('heading', { name: 'Step 3 of 3: Summary' }));
      await page.screenshot({ path: `/tmp/shots/${width}-3-summary.png` });
      await press(dialog, 'checkbox', 'I accept the terms');
      await dialog.getByRole('button', { name: 'Pay' }).click();
      await page.waitForURL(/\/gift_card\//);
      await shown(page, page.getByRole('heading', { level: 1, name: 'Pay your gift card' }));
      await page.screenshot({ path: `/tmp/shots/${width}-4-cardpage.png`, fullPage: true });
      await page.getByRole('textbox', { name: /Name on the card/ }).fill('Sofía Ríos');
      await page.getByRole('textbox', { name: /Card number/ }).fill('4111111111111111');
      await page.getByRole('textbox', { name: /Expiry date/ }).fill('12/35');
      await page.getByRole('textbox', { name: /Security code/ }).fill('123');
      await page.getByRole('button', { name: /^Pay / }).click();
      await page.waitForURL(/\/cl\/gift_cards\//);
      await shown(page, page.getByRole('heading', { level: 1, name: 'Your gift card is paid' }));
      await page.screenshot({ path: `/tmp/shots/${width}-5-paid.png`, fullPage: true });
    });
  }
});
