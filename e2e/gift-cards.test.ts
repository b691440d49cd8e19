import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAccessibilityViolations } from './accessibility.test-support';
import { eventually, openLocationPage, shown } from './booking-wizard.test-support';
import { chromiumUnavailable, WIDE } from './chromium.test-support';
import { PINNED } from './pinned-clock.test-support';
import { startStorefrontServer } from './storefront-server.test-support';
import { storefrontInChromium } from './storefront-suite.test-support';

// Issue 31, end to end in Chromium: a gift card bought on a location's page — the three steps of
// the purchase dialog, the human check, the API's checkout — and paid through the sandbox, on the
// storefront's card page where the company collects through dLocal (Salón Aurora) and on the
// sandbox's own page where it collects through Pago Fácil (Barbería Porteña); the purchase's page
// follows, paid.

const chromiumMissing = chromiumUnavailable('e2e/gift-cards.test.ts');

const AURORA = { path: '/cl/sucursal/1', product: 'Tarjeta de regalo' };
const PORTENA = { path: '/ar/sucursal/5', product: 'Tarjeta de regalo' };

interface Giving {
  readonly consumerName: string;
  readonly consumerEmail: string;
  readonly message: string;
  readonly buyerEmail: string;
  /** The listed amount to choose, as the dialog writes it; else `freeAmount` is typed. */
  readonly listedAmount?: string;
  readonly freeAmount?: string;
  readonly identification?: string;
}

/** Chooses a react-aria radio or checkbox as a client does: its input is visually hidden inside its label, which is pressed. */
async function press(scope: Locator, role: 'radio' | 'checkbox', name: string): Promise<void> {
  const input = scope.getByRole(role, { name, exact: true });
  await input.locator('xpath=ancestor::label[1]').click();
  await eventually(() => input.isChecked(), `${name} chosen`).toBe(true);
}

/** Buys a card of `product` at the location's page through the dialog's three steps, up to the API's checkout. */
async function buyGiftCard(page: Page, origin: string, path: string, product: string, giving: Giving) {
  await openLocationPage(page, origin, path);
  await page.getByRole('tab', { name: 'Gift cards' }).click();
  await page.getByRole('button', { name: `Buy ${product}` }).click();
  const dialog = page.getByRole('dialog', { name: `Buy a gift card: ${product}` });
  await shown(page, dialog.getByRole('heading', { name: 'Step 1 of 3: Gift card' }));
  await expectNoAccessibilityViolations(page, 'the purchase dialog, its first step');
  if (giving.listedAmount !== undefined) {
    if ((await dialog.getByRole('radio', { name: 'A listed amount' }).count()) > 0)
      await press(dialog, 'radio', 'A listed amount');
    await press(dialog, 'radio', giving.listedAmount);
  } else {
    await press(dialog, 'radio', 'Another amount');
    await dialog.getByRole('textbox', { name: /^Amount/ }).fill(giving.freeAmount ?? '');
  }
  await dialog.getByRole('textbox', { name: 'Consumer name' }).fill(giving.consumerName);
  await dialog.getByRole('textbox', { name: 'Consumer email' }).fill(giving.consumerEmail);
  await dialog.getByRole('textbox', { name: 'Message (optional)' }).fill(giving.message);
  await dialog.getByRole('button', { name: 'Next' }).click();
  await shown(page, dialog.getByRole('heading', { name: 'Step 2 of 3: Your details' }));
  await dialog.getByRole('textbox', { name: 'First name' }).fill('Sofía');
  await dialog.getByRole('textbox', { name: 'Last name' }).fill('Ríos');
  await dialog.getByRole('textbox', { name: 'Email' }).fill(giving.buyerEmail);
  await dialog.getByRole('textbox', { name: 'Phone' }).fill('+56 9 5555 0000');
  if (giving.identification !== undefined)
    await dialog.getByRole('textbox', { name: /DNI|Identification/ }).fill(giving.identification);
  await dialog.getByRole('button', { name: 'Next' }).click();
  await shown(page, dialog.getByRole('heading', { name: 'Step 3 of 3: Summary' }));
  await expectNoAccessibilityViolations(page, 'the purchase dialog, its summary');
  await press(dialog, 'checkbox', 'I accept the terms');
  await dialog.getByRole('button', { name: 'Pay' }).click();
}

async function fillCard(page: Page, number: string) {
  await page.getByRole('textbox', { name: /Name on the card/ }).fill('Sofía Ríos');
  await page.getByRole('textbox', { name: /Card number/ }).fill(number);
  await page.getByRole('textbox', { name: /Expiry date/ }).fill('12/35');
  await page.getByRole('textbox', { name: /Security code/ }).fill('123');
}

describe.skipIf(chromiumMissing !== undefined)('buying a gift card on the storefront (issue 31)', () => {
  const suite = storefrontInChromium(PINNED.lateEvening, (at) => startStorefrontServer(at));

  it("pays Salón Aurora's card on the card page: a refused card keeps the purchase held, another pays it, and the purchase's page says so", async () => {
    const page = await suite.pages.open(WIDE);
    await buyGiftCard(page, suite.origin, AURORA.path, AURORA.product, {
      consumerName: 'Camila Rojas',
      consumerEmail: 'camila.regalo@correo.example',
      message: '¡Feliz Navidad!',
      buyerEmail: 'sofia.compra@correo.example',
      listedAmount: '$20.000',
    });
    await page.waitForURL(/\/cl\/dlocal\/[^/]+\/gift_card\/[^/]+$/);
    await shown(page, page.getByRole('heading', { level: 1, name: 'Pay your gift card' }));
    await shown(page, page.getByText('For Camila Rojas (camila.regalo@correo.example)'));
    await expectNoAccessibilityViolations(page, "the purchase's card page");
    await fillCard(page, '4000000000000002');
    await page.getByRole('button', { name: /^Pay / }).click();
    await shown(page, page.getByRole('heading', { name: 'Your card was rejected' }));
    await expectNoAccessibilityViolations(page, "the purchase's card page, card rejected");
    await fillCard(page, '4111111111111111');
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.waitForURL(/\/cl\/gift_cards\/[^/]+$/);
    await shown(page, page.getByRole('heading', { level: 1, name: 'Your gift card is paid' }));
    await shown(page, page.getByText('We sent the gift card to camila.regalo@correo.example.'));
    await shown(page, page.getByText('Paid online: $20.000.'));
    await expectNoAccessibilityViolations(page, "the purchase's page, paid");
  });

  it("pays Barbería Porteña's card on the sandbox's page and returns to the purchase's page", async () => {
    const page = await suite.pages.open(WIDE);
    await buyGiftCard(page, suite.origin, PORTENA.path, PORTENA.product, {
      consumerName: 'Martina Ruiz',
      consumerEmail: 'martina.regalo@correo.example',
      message: 'Para tu próximo corte',
      buyerEmail: 'sofia.compra@correo.example',
      listedAmount: '$30.000',
      identification: '30123456',
    });
    await page.waitForURL((url) => url.pathname === '/payments/checkout' && url.searchParams.get('p') === '2');
    await shown(page, page.getByText('Barbería Porteña'));
    await page.getByRole('button', { name: 'Approve the payment' }).click();
    await page.waitForURL(/\/ar\/gift_cards\/[^/]+$/);
    await shown(page, page.getByRole('heading', { level: 1, name: 'Your gift card is paid' }));
    expect(await page.getByText('Paid online: $30.000.').count()).toBe(1);
  });
});
