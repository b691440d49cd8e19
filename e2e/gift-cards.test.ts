import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAccessibilityViolations } from './accessibility.test-support';
import {
  chooseFirstProfessional,
  chooseFirstSlot,
  eventually,
  expectConfirmation,
  fillClientForm,
  next,
  onStep,
  openLocationPage,
  shown,
  wizard,
} from './booking-wizard.test-support';
import { chromiumUnavailable, WIDE } from './chromium.test-support';
import { PINNED } from './pinned-clock.test-support';
import { linkTo } from './smtp-inbox.test-support';
import { startStorefrontServer } from './storefront-server.test-support';
import { storefrontInChromium, storefrontWithInbox } from './storefront-suite.test-support';

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

/** What the card a code opens can pay at Providencia now (POST /gift-cards/check): its balance, or the refusal's code. */
async function usableAt(origin: string, code: string): Promise<number | string> {
  const response = await fetch(`${origin}/gift-cards/check`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ location_id: 1, code }),
  });
  const body = (await response.json()) as { readonly usable?: number; readonly code?: string };
  return response.ok ? (body.usable ?? NaN) : (body.code ?? String(response.status));
}

describe.skipIf(chromiumMissing !== undefined)('a gift card given, received over SMTP and spent (issue 31)', () => {
  const { suite, mailbox } = storefrontWithInbox(PINNED.lateEvening);

  it('mails the card to the person it is for, pays part of a booking with its code, and gives the spend back when the booking is cancelled', async () => {
    const consumer = 'lucia.regalada@correo.example';
    const buyer = 'sofia.regala@correo.example';
    const page = await suite.pages.open(WIDE);
    await buyGiftCard(page, suite.origin, AURORA.path, AURORA.product, {
      consumerName: 'Lucía Fuentes',
      consumerEmail: consumer,
      message: '¡Para tu próximo corte!',
      buyerEmail: buyer,
      freeAmount: '10000',
    });
    await page.waitForURL(/\/cl\/dlocal\/[^/]+\/gift_card\/[^/]+$/);
    await fillCard(page, '4111111111111111');
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.waitForURL(/\/cl\/gift_cards\/[^/]+$/);
    await shown(page, page.getByRole('heading', { level: 1, name: 'Your gift card is paid' }));

    // The card, to the person it is for: its code, amount, message, a printable page and the salon's page.
    const given = await mailbox().waitFor((mail) => mail.to.includes(consumer), `the card mailed to ${consumer}`);
    expect(given.subject).toBe('Sofía Ríos te regaló una gift card de Salón Aurora');
    const [code] =
      /\b[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}\b/.exec(given.text) ??
      [];
    if (code === undefined) throw new Error(`The card's mail carries no code: ${given.text}`);
    expect(given.text).toContain('$10.000');
    expect(given.text).toContain('¡Para tu próximo corte!');
    expect(linkTo(given, '/cl/sucursal/1')).toContain('/cl/sucursal/1');
    const receipt = await mailbox().waitFor((mail) => mail.to.includes(buyer), `the receipt mailed to ${buyer}`);
    expect(receipt.subject).toBe('Salón Aurora: tu compra de una gift card');
    expect(`${receipt.text}${receipt.html}`).not.toContain(code);
    expect(`${receipt.text}${receipt.html}`).toContain(code.slice(-4));

    const printable = await suite.pages.open(WIDE);
    await printable.goto(linkTo(given, '/printable/'));
    await shown(printable, printable.getByText(code));
    await expectNoAccessibilityViolations(printable, "the card's printable page");
    expect(await usableAt(suite.origin, code)).toBe(10000);

    // Booked with the code: the card pays 10.000 of the cut, the rest is paid at the salon.
    await openLocationPage(page, suite.origin, AURORA.path);
    await page.getByRole('button', { name: 'Add Corte de pelo mujer' }).click();
    await page.getByRole('button', { name: 'Book', exact: true }).click();
    await onStep(page, /^Choose a day and an hour for /, 'the date step');
    await chooseFirstSlot(page);
    await next(page);
    await onStep(page, /^Choose your professional$/, 'the professional step');
    await chooseFirstProfessional(
      wizard(page).getByRole('radiogroup', { name: 'Professional for Corte de pelo mujer' }),
    );
    await next(page);
    await onStep(page, /^Your details$/, 'the client form');
    await fillClientForm(page, { firstName: 'Lucía', lastName: 'Fuentes', email: consumer, phone: '912345678' });
    await wizard(page).getByRole('button', { name: 'Continue' }).click();
    await onStep(page, /^Confirm your booking/, 'the reservation summary');
    await wizard(page).getByRole('textbox', { name: 'Gift card code' }).fill(code.toLowerCase());
    await wizard(page).getByRole('button', { name: 'Check the gift card' }).click();
    await shown(page, wizard(page).getByText(`Gift card …${code.slice(-4)}: pays $10.000`));
    await expectNoAccessibilityViolations(page, 'the summary with a gift card');
    await wizard(page).getByRole('button', { name: 'Reserve' }).click();
    await page.waitForURL(/\/bookings\/\d+\/[^/]+\/false$/);
    await expectConfirmation(page, 'Lucía Fuentes', 'a booking paid in part with a gift card');
    const paidByCard = page.getByRole('region', { name: 'What your gift card pays' });
    await shown(page, paidByCard);
    expect(await paidByCard.innerText()).toMatch(/Paid by the gift card\s+\$10\.000/);
    expect(await usableAt(suite.origin, code)).toBe('GIFT_CARD.NO_BALANCE');

    // Cancelled from its mail: the card has its 10.000 back.
    const confirmed = await mailbox().waitFor(
      (mail) => mail.to.includes(consumer) && mail.subject.startsWith('Salón Aurora: ') && mail !== receipt,
      `confirming ${consumer}'s booking`,
    );
    await page.goto(linkTo(confirmed, '/bookings/cancel/'));
    await page.getByRole('button', { name: 'Cancel the booking' }).click();
    await shown(page, page.getByRole('region', { name: 'Your booking is cancelled' }));
    await eventually(() => usableAt(suite.origin, code), 'the balance back after the cancellation').toBe(10000);
  });
});
