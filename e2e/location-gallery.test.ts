import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAccessibilityViolations } from './accessibility.test-support';
import { eventually, openLocationPage, servicesList, shown } from './booking-wizard.test-support';
import { chromiumUnavailable, MOBILE, WIDE } from './chromium.test-support';
import { PINNED } from './pinned-clock.test-support';
import { storefrontInChromium } from './storefront-suite.test-support';

// End to end on the demo data: the company's description under its name with read more / read less
// (storefront §1), and a service's full-screen image gallery (storefront §2 Overlays, §4 Gallery,
// §9 swipe threshold 75 px): opened from Mechas balayage's thumbnail at Providencia, moved by button,
// arrow key and swipe, closed by Escape and by its button, the focus back on the thumbnail; axe
// checks both.

const chromiumMissing = chromiumUnavailable('e2e/location-gallery.test.ts');

/** Which element has the focus, by its accessible name as the page labels it. */
function focusedLabel(page: Page) {
  return page.evaluate(
    () =>
      document.activeElement?.getAttribute('aria-label') ??
      `${document.activeElement?.tagName ?? 'nothing'} has the focus`,
  );
}

describe.skipIf(chromiumMissing !== undefined)(
  'the location page: company description and image gallery (storefront §1, §2, §4)',
  () => {
    const suite = storefrontInChromium(PINNED.weekdayMorning);

    it('clamps Salón Aurora’s description to three lines with Read more, opens it with Read more and closes it with Read less', async () => {
      const page = await suite.pages.open(MOBILE);
      await openLocationPage(page, suite.origin, '/cl/sucursal/1', { openCategories: false });
      const description = page.locator('#company-description');
      await shown(page, description);
      expect(await description.innerText()).toMatch(/^Salón Aurora nació en 2012 en Providencia/);
      const readMore = page.getByRole('button', { name: 'Read more' });
      await shown(page, readMore);
      expect(await readMore.getAttribute('aria-expanded')).toBe('false');
      expect(await readMore.getAttribute('aria-controls')).toBe('company-description');
      const lineHeight = await description.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight));
      const clamped = (await description.boundingBox())?.height ?? 0;
      expect(clamped).toBeLessThanOrEqual(lineHeight * 3 + 1);
      await expectNoAccessibilityViolations(page, 'the location header with the description clamped');

      await readMore.click();
      const readLess = page.getByRole('button', { name: 'Read less' });
      await eventually(() => readLess.getAttribute('aria-expanded')).toBe('true');
      expect((await description.boundingBox())?.height ?? 0).toBeGreaterThan(clamped + lineHeight);
      await readLess.click();
      await eventually(() => page.getByRole('button', { name: 'Read more' }).getAttribute('aria-expanded')).toBe(
        'false',
      );
      expect((await description.boundingBox())?.height).toBe(clamped);
    });

    it('shows Barbería Porteña’s short description whole, with no Read more', async () => {
      const page = await suite.pages.open(WIDE);
      await openLocationPage(page, suite.origin, '/ar/sucursal/5', { openCategories: false });
      await shown(page, page.getByText(/^Barbería clásica de Palermo y Pocitos/));
      expect(await page.getByRole('button', { name: 'Read more' }).count()).toBe(0);
    });

    it('opens Mechas balayage’s five images, moves by button, arrow key and swipe within them, and closes back to the thumbnail', async () => {
      const page = await suite.pages.open(WIDE);
      await openLocationPage(page, suite.origin, '/cl/sucursal/1');
      const opener = servicesList(page).getByRole('button', { name: 'See the 5 images of Mechas balayage' });
      await opener.click();
      const gallery = page.getByRole('dialog', { name: 'Images of Mechas balayage' });
      await shown(page, gallery);
      const counter = gallery.getByRole('status');
      const image = gallery.getByRole('img', { name: /^Mechas balayage, image \d of 5$/ });
      const at = async (position: number) => {
        await eventually(() => counter.innerText()).toMatch(new RegExp(`^${String(position)} / 5`));
        expect(await image.getAttribute('alt')).toBe(`Mechas balayage, image ${String(position)} of 5`);
        expect(await counter.textContent()).toContain(`Image ${String(position)} of 5`);
      };
      await at(1);
      expect(await image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
      expect(await gallery.getByRole('button', { name: 'Previous image' }).isDisabled()).toBe(true);
      await expectNoAccessibilityViolations(page, 'the image gallery');

      await gallery.getByRole('button', { name: 'Next image' }).click();
      await at(2);
      await page.keyboard.press('ArrowRight');
      await at(3);
      await page.keyboard.press('ArrowLeft');
      await at(2);

      const box = await image.boundingBox();
      if (box === null) throw new Error('The gallery shows no image');
      const drag = async (deltaX: number) => {
        await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
        await page.mouse.down();
        await page.mouse.move(box.x + box.width / 2 + deltaX / 2, box.y + box.height / 2);
        await page.mouse.move(box.x + box.width / 2 + deltaX, box.y + box.height / 2);
        await page.mouse.up();
      };
      await drag(-120);
      await at(3);
      await drag(-50);
      await at(3);
      await drag(160);
      await at(2);

      await gallery.getByRole('button', { name: 'Show image 5' }).click();
      await at(5);
      expect(await gallery.getByRole('button', { name: 'Next image' }).isDisabled()).toBe(true);
      await page.keyboard.press('ArrowRight');
      await at(5);

      await page.keyboard.press('Escape');
      await eventually(() => gallery.count()).toBe(0);
      await eventually(() => focusedLabel(page)).toBe('See the 5 images of Mechas balayage');

      await opener.click();
      await shown(page, gallery);
      await at(1);
      await gallery.getByRole('button', { name: 'Close', exact: true }).click();
      await eventually(() => gallery.count()).toBe(0);
      await eventually(() => focusedLabel(page)).toBe('See the 5 images of Mechas balayage');
    });

    it('moves Corte de pelo mujer’s images by touch on a phone: a swipe over 75 px moves one, a shorter one nothing', async () => {
      const page = await suite.pages.open(MOBILE);
      await openLocationPage(page, suite.origin, '/cl/sucursal/1');
      await servicesList(page).getByRole('button', { name: 'See the 3 images of Corte de pelo mujer' }).click();
      const gallery = page.getByRole('dialog', { name: 'Images of Corte de pelo mujer' });
      await shown(page, gallery);
      const image = gallery.getByRole('img', { name: /^Corte de pelo mujer, image \d of 3$/ });
      const box = await image.boundingBox();
      if (box === null) throw new Error('The gallery shows no image');
      // A finger on the screen, through Chromium's touch input: the page gets touch pointer events.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 1 });
      const y = box.y + box.height / 2;
      const touchSwipe = async (fromX: number, toX: number) => {
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: fromX, y }] });
        for (const step of [1, 2, 3, 4])
          await cdp.send('Input.dispatchTouchEvent', {
            type: 'touchMove',
            touchPoints: [{ x: fromX + ((toX - fromX) * step) / 4, y }],
          });
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      };
      const position = () => image.getAttribute('alt');
      const middle = box.x + box.width / 2;
      await touchSwipe(middle + 60, middle - 60);
      await eventually(position).toBe('Corte de pelo mujer, image 2 of 3');
      await touchSwipe(middle + 20, middle - 20);
      await touchSwipe(middle - 30, middle + 30);
      expect(await position()).toBe('Corte de pelo mujer, image 2 of 3');
      await touchSwipe(middle - 60, middle + 60);
      await eventually(position).toBe('Corte de pelo mujer, image 1 of 3');
      await expectNoAccessibilityViolations(page, 'the image gallery on a phone');
    });
  },
);
