import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { cryptoTokenGenerator } from '#adapters/crypto-tokens';
import { DEMO_COMPANY, DEMO_LOCATION, DEMO_PROVIDER, DEMO_SERVICE } from '#adapters/persistence/demo/demo-ids';
import { aBooking, aGroup } from '#adapters/persistence/new-booking-groups.test-support';
import { sqlBookings } from '#adapters/persistence/sql-bookings';
import { sqlConsents } from '#adapters/persistence/sql-consents';
import { aesGcmCodeSealer, DEV_LINK_KEY } from '#adapters/security/aes-gcm-code-sealer';
import type { Instant } from '#domain/calendar/instant';
import type { ProviderId, ServiceId } from '#domain/catalog/service';
import { expectNoAccessibilityViolations } from './accessibility.test-support';
import { shown } from './booking-wizard.test-support';
import { chromiumUnavailable, MOBILE, WIDE } from './chromium.test-support';
import { PINNED } from './pinned-clock.test-support';
import { postgresUnavailable, storefrontOnOwnPostgres } from './storefront-postgres.test-support';
import { storefrontInChromium } from './storefront-suite.test-support';

// Signing a booking's consent form in the storefront, end to end (issue 32 "Signing";
// docs/adr/0117): the real server with the demo data on a PostgreSQL database of its own, where
// Clínica Dental Sonrisa's Blanqueamiento asks for its consent form. Each test books one
// Blanqueamiento in that database and reads its consent's code as the confirmation will link by
// it (Consents.linksOf, under the server's development link key), then opens
// /cl/sign_consents/{code} in Chromium: signed by drawing with real pointer events, its PDF
// downloaded and read back; signed by typing with the keyboard only; signed while the clinic's site
// is inactive; and opened again, read only. Each state is checked with axe.

const chromiumMissing = chromiumUnavailable('e2e/consent-signing.test.ts');
const postgresMissing = await postgresUnavailable();
const FORM_TITLE = 'Consentimiento informado para blanqueamiento';
const sealer = aesGcmCodeSealer(DEV_LINK_KEY);

describe.skipIf(chromiumMissing !== undefined || postgresMissing !== undefined)(
  'signing a consent form in the storefront (issue 32 "Signing")',
  () => {
    const own = storefrontOnOwnPostgres('consent_signing', { env: { RESERVA_LINK_KEY: undefined }, connections: 2 });
    const suite = storefrontInChromium(PINNED.weekdayMorning, own.start);

    let slot = 0;
    /** A new Blanqueamiento with Dra. Paula Reyes at Ñuñoa, and the code of its consent's link. */
    async function aConsentCode(): Promise<string> {
      const database = own.database();
      slot += 1;
      const start = (Date.parse('2027-03-01T12:00:00Z') + slot * 2 * 3_600_000) as Instant;
      const created = await sqlBookings(database, sealer).create(
        aGroup(
          [
            aBooking({
              serviceId: DEMO_SERVICE.whitening as ServiceId,
              providerId: DEMO_PROVIDER.paula as ProviderId,
              start,
              end: (start + 90 * 60_000) as Instant,
              price: 150000,
            }),
          ],
          { locationId: DEMO_LOCATION.nunoa, companyId: DEMO_COMPANY.clinic },
        ),
      );
      const [link] = await sqlConsents(database, sealer, cryptoTokenGenerator).linksOf([
        created._unsafeUnwrap().bookingId,
      ]);
      if (link?.code == null) throw new Error('Blanqueamiento asked for no consent');
      return link.code;
    }

    const openConsent = async (code: string, page: Page) => {
      await page.goto(`${suite.origin}/cl/sign_consents/${code}`);
      await shown(page, page.getByRole('heading', { level: 1, name: FORM_TITLE }));
    };

    it('signs by drawing with the pointer, shows the signature read only, and downloads the PDF with the text and its SHA-256', async () => {
      const code = await aConsentCode();
      const page = await suite.pages.open(WIDE);
      await openConsent(code, page);
      expect(await page.getByText('Ñuñoa · Version 1').count()).toBe(1);
      const document = page.getByRole('article', { name: FORM_TITLE });
      await shown(page, document.getByRole('heading', { name: 'Riesgos y molestias' }));
      expect(await document.getByRole('listitem').allInnerTexts()).toContain(
        'Sensibilidad dental pasajera durante algunos días.',
      );
      await expectNoAccessibilityViolations(page, 'the consent to sign');

      // Signing with nothing given names every field.
      await page.getByRole('button', { name: 'Sign', exact: true }).click();
      await shown(page, page.getByText('Check the marked fields.'));
      await shown(page, page.getByText('You must agree to the document to sign it.'));
      await expectNoAccessibilityViolations(page, 'the consent form with its errors');

      await page.getByRole('textbox', { name: /Full name/ }).fill('María José Pérez');
      await page.getByRole('textbox', { name: /Identification number/ }).fill('12345678-5');
      const pad = page.getByRole('img', { name: /Signature pad/ });
      const box = await pad.boundingBox();
      if (box === null) throw new Error('The signature pad is not shown');
      await page.mouse.move(box.x + box.width * 0.1, box.y + box.height * 0.7);
      await page.mouse.down();
      for (let step = 1; step <= 20; step += 1)
        await page.mouse.move(
          box.x + box.width * (0.1 + step * 0.035),
          box.y + box.height * (0.7 - Math.sin(step / 3) * 0.4),
        );
      await page.mouse.up();
      await page.mouse.move(box.x + box.width * 0.5, box.y + box.height * 0.2);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width * 0.6, box.y + box.height * 0.8, { steps: 5 });
      await page.mouse.up();
      await shown(page, page.getByText('Signature drawn: 2 strokes.'));
      // react-aria's checkbox is a visually hidden input inside its label: the signer presses the label.
      await page.getByText('I have read this document and I agree to it').click();
      await page.getByRole('button', { name: 'Sign', exact: true }).click();

      const signed = page.getByRole('region', { name: 'Signed' });
      await shown(page, signed);
      const facts = await signed.getByRole('definition').allInnerTexts();
      expect(facts.slice(0, 1)).toEqual(['María José Pérez']);
      expect(facts[2]).toBe('Drawn');
      expect(facts[3]).toBe('1');
      const sha256 = facts[4] ?? '';
      expect(sha256).toMatch(/^[0-9a-f]{64}$/);
      await expectNoAccessibilityViolations(page, 'the signed consent');

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        signed.getByRole('link', { name: 'Download the signed PDF' }).click(),
      ]);
      const bytes = new Uint8Array(await readFile(await download.path()));
      const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
      expect(text).toContain(FORM_TITLE);
      expect(text).toContain('Sensibilidad dental pasajera durante algunos días.');
      expect(text).toContain('María José Pérez');
      expect(text).toContain(sha256);

      // (4) Opened again, the consent is read only.
      const again = await suite.pages.open(MOBILE);
      await openConsent(code, again);
      await shown(again, again.getByRole('region', { name: 'Signed' }));
      expect(await again.getByRole('textbox').count()).toBe(0);
      expect(await again.getByRole('button', { name: 'Sign', exact: true }).count()).toBe(0);
      await expectNoAccessibilityViolations(again, 'the consent opened again once signed');
    });

    it('signs by typing, with the keyboard only, in the country’s language', async () => {
      const code = await aConsentCode();
      const page = await suite.pages.open(MOBILE, { chosenLanguage: null });
      await openConsent(code, page);
      await page.getByRole('textbox', { name: /Nombre completo/ }).focus();
      await page.keyboard.type('Rosa Díaz');
      await page.keyboard.press('Tab');
      await page.keyboard.type('12345678-5');
      await page.keyboard.press('Tab');
      // The radio group of how to sign: the arrow chooses typing.
      await page.keyboard.press('ArrowRight');
      expect(await page.getByRole('radio', { name: 'Escribir' }).isChecked()).toBe(true);
      await page.keyboard.press('Tab');
      await page.keyboard.type('Rosa Díaz');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Space');
      expect(await page.getByRole('checkbox', { name: /He leído este documento/ }).isChecked()).toBe(true);
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');

      const signed = page.getByRole('region', { name: 'Firmado' });
      await shown(page, signed);
      const facts = await signed.getByRole('definition').allInnerTexts();
      expect(facts[0]).toBe('Rosa Díaz');
      expect(facts[2]).toBe('Escrita');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Firmado');
      await expectNoAccessibilityViolations(page, 'the consent signed by typing');
    });

    it('stays active on an inactive site, where the location page shows the notice, and signs there', async () => {
      const code = await aConsentCode();
      await own.database().exec(`UPDATE companies SET is_active = false WHERE id = ${String(DEMO_COMPANY.clinic)}`);
      try {
        const page = await suite.pages.open(WIDE);
        await page.goto(`${suite.origin}/cl/sucursal/${String(DEMO_LOCATION.nunoa)}`);
        await shown(page, page.getByRole('heading', { level: 2, name: /site is inactive/ }));

        await openConsent(code, page);
        await page.getByRole('textbox', { name: /Full name/ }).fill('Pedro Soto');
        await page.getByRole('textbox', { name: /Identification number/ }).fill('9.876.543-3');
        // react-aria's radios are visually hidden inputs inside their label: the signer presses the label.
        await page
          .getByRole('radiogroup', { name: /How do you want to sign/ })
          .getByText('Type', { exact: true })
          .click();
        await page.getByRole('textbox', { name: /Type your signature/ }).fill('P. Soto');
        await page.getByText('I have read this document and I agree to it').click();
        await page.getByRole('button', { name: 'Sign', exact: true }).click();
        await shown(page, page.getByRole('region', { name: 'Signed' }));
        await expectNoAccessibilityViolations(page, 'the consent signed on an inactive site');
      } finally {
        await own.database().exec(`UPDATE companies SET is_active = true WHERE id = ${String(DEMO_COMPANY.clinic)}`);
      }
    });

    it('fits a 320 px phone: nothing wider than the screen, the pad as wide as its card allows', async () => {
      const code = await aConsentCode();
      const page = await suite.pages.open({ width: 320, height: 700 });
      await openConsent(code, page);
      await page.getByRole('button', { name: 'Sign', exact: true }).click();
      await shown(page, page.getByText('Check the marked fields.'));
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
      const pad = await page.getByRole('img', { name: /Signature pad/ }).boundingBox();
      expect(pad?.width).toBeGreaterThan(240);
      // The pad keeps the box's 5:2 shape.
      expect(Math.abs((pad?.width ?? 0) / (pad?.height ?? 1) - 2.5)).toBeLessThan(0.1);
    });

    it('says a code no consent has is not a valid link', async () => {
      const page = await suite.pages.open(WIDE);
      await page.goto(`${suite.origin}/cl/sign_consents/no-such-consent-code`);
      await shown(page, page.getByText(/^This consent link is not valid\./));
      await expectNoAccessibilityViolations(page, 'the consent not found');
    });
  },
);
