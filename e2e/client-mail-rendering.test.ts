import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reactMailRenderer } from '#adapters/mail/react-mail-renderer';
import { addMinutes, type Instant } from '#domain/calendar/instant';
import { bookingMailContent, type NoticeLinks } from '#domain/notification/booking-mail';
import type { BookingNotice, BusinessNotice, ReviewInvitationNotice } from '#domain/notification/booking-notice';
import { codePageLink } from '#domain/notification/mail-links';
import { businessMailContent, reviewInvitationMailContent } from '#domain/notification/scheduled-mails';
import { mailWords, scheduledMailWords } from '#i18n/mail';
import { expectNoAccessibilityViolations } from './accessibility.test-support';
import { chromiumUnavailable, launchChromium, type Viewport } from './chromium.test-support';

// The client's mail as a mail client shows it (issue 18 "Tests": a screenshot test of the rendered
// HTML mail in Chromium at 390 px and 800 px with axe-core on it; docs/adr/0066): a Spanish
// confirmation of two services with its links and the company's logo, and a cancellation, each
// opened in Chromium on a phone's width and a desktop mail pane's. Nothing may scroll sideways,
// axe finds no WCAG A/AA violation, and each screenshot is kept under test-results/mail/ (not
// committed) for a person to look at.

const chromiumMissing = chromiumUnavailable('e2e/client-mail-rendering.test.ts');

const SCREENSHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'test-results', 'mail');
const PHONE: Viewport = { width: 390, height: 844 };
const DESKTOP_PANE: Viewport = { width: 800, height: 900 };
const ORIGIN = 'https://reservas.example';
const LOGO = 'https://cdn.reserva.example/logos/salon-aurora.svg';
// The logo, served by the test in place of the company's web server: a wordmark on transparent ground.
const LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="180" height="48" viewBox="0 0 180 48">
<circle cx="24" cy="24" r="20" fill="#ffffff"/><circle cx="24" cy="24" r="12" fill="#7a1f5c"/>
<text x="54" y="32" font-family="Georgia, serif" font-size="22" fill="#ffffff">Aurora</text></svg>`;

const start = Date.UTC(2026, 11, 1, 13, 30) as Instant;
const confirmed: BookingNotice = {
  kind: 'confirmed',
  groupId: 12,
  language: 'es',
  client: { fullName: 'María José Fernández de la Fuente', email: 'maria.jose@correo.example' },
  location: {
    name: 'Providencia',
    address: 'Av. Nueva Providencia 2155, local 12, Providencia, Santiago',
    phone: '+56 2 2345 6789',
    email: 'providencia@salon-aurora.example',
    timeZone: 'America/Santiago',
    countryCode: 'cl',
  },
  company: { name: 'Salón Aurora', colour: '#7a1f5c', logo: LOGO },
  bookings: [
    {
      id: 301,
      serviceName: 'Corte de pelo y peinado con lavado incluido',
      providerName: 'Camila Rodríguez',
      status: 'confirmed',
      start,
      end: addMinutes(start, 45),
      modifications: 0,
      isVideo: false,
      outcall: false,
      price: '$25.000',
    },
    {
      id: 302,
      serviceName: 'Manicura',
      providerName: 'Javiera Soto',
      status: 'confirmed',
      start: addMinutes(start, 45),
      end: addMinutes(start, 90),
      modifications: 0,
      isVideo: false,
      outcall: false,
      price: null,
    },
  ],
};
const cancelled: BookingNotice = {
  ...confirmed,
  kind: 'cancelled',
  language: 'en',
  company: { name: 'Salón Aurora', colour: '#ffd400', logo: null },
  bookings: [{ ...confirmed.bookings[0], status: 'cancelled' } as BookingNotice['bookings'][number]],
};

const codeOf = (bookingId: number) => `K7Q2-${String(bookingId)}-ZX81`;
const links: NoticeLinks = {
  perBooking: (bookingId) =>
    (['view', 'confirm', 'change', 'cancel'] as const).map((kind) =>
      codePageLink(ORIGIN, 'cl', kind, codeOf(bookingId)),
    ),
  group: [codePageLink(ORIGIN, 'cl', 'confirmAll', codeOf(301)), codePageLink(ORIGIN, 'cl', 'cancelAll', codeOf(301))],
};

const business: BusinessNotice = {
  kind: 'business',
  change: 'booked',
  groupId: 12,
  to: { name: 'Providencia', email: 'providencia@salon-aurora.example' },
  booker: {
    fullName: confirmed.client.fullName,
    email: confirmed.client.email,
    phone: '+56 9 8765 4321',
    identificationNumber: null,
  },
  notes: 'Primera vez; prefiere que no le sequen el pelo con secador muy caliente.',
  location: confirmed.location,
  company: { name: 'Salón Aurora', colour: '#7a1f5c', logo: LOGO },
  bookings: confirmed.bookings,
};
const invitation: ReviewInvitationNotice = {
  ...confirmed,
  kind: 'review_invitation',
  locationId: 1,
  sealedReviewCode: 'sealed',
  bookings: confirmed.bookings.slice(0, 1),
};

const MAILS = {
  'business-es': reactMailRenderer.render(businessMailContent(business, mailWords, scheduledMailWords)).html,
  'reminder-es': reactMailRenderer.render(
    bookingMailContent({ ...confirmed, kind: 'reminder', bookings: confirmed.bookings.slice(0, 1) }, mailWords, links),
  ).html,
  'review-invitation-es': reactMailRenderer.render(
    reviewInvitationMailContent(invitation, 'R3V-1EW-C0DE', ORIGIN, 30, mailWords, scheduledMailWords),
  ).html,
  'confirmed-es': reactMailRenderer.render(bookingMailContent(confirmed, mailWords, links)).html,
  'cancelled-en': reactMailRenderer.render(
    bookingMailContent(cancelled, mailWords, {
      perBooking: () => [],
      group: [{ kind: 'bookAgain', href: `${ORIGIN}/cl/sucursal/4` }],
    }),
  ).html,
} as const;

describe.skipIf(chromiumMissing !== undefined)('the client’s mail in Chromium (issue 18 Tests; docs/adr/0066)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
    await mkdir(SCREENSHOTS, { recursive: true });
  });
  afterAll(async () => {
    await browser.close();
  });

  /** The mail opened as the only content of a page `viewport` wide, its logo served by the test. */
  async function opened(html: string, viewport: Viewport): Promise<Page> {
    const context = await browser.newContext({ viewport });
    // Every address outside the page goes nowhere but the logo's, which the test answers.
    await context.route(
      (url) => url.protocol !== 'about:',
      (route) =>
        route.request().url() === LOGO
          ? route.fulfill({ status: 200, contentType: 'image/svg+xml', body: LOGO_SVG })
          : route.abort(),
    );
    const page = await context.newPage();
    await page.setContent(html, { waitUntil: 'load' });
    return page;
  }

  describe.each(Object.entries(MAILS))('the %s mail', (name, html) => {
    it.each([PHONE, DESKTOP_PANE])('fits $width px without scrolling sideways and passes axe', async (viewport) => {
      const page = await opened(html, viewport);
      try {
        await page.screenshot({
          path: path.join(SCREENSHOTS, `${name}-${String(viewport.width)}.png`),
          fullPage: true,
        });
        const widths = await page.evaluate(() => ({
          scroll: document.documentElement.scrollWidth,
          client: document.documentElement.clientWidth,
        }));
        expect(widths.scroll).toBeLessThanOrEqual(widths.client);
        // The mail's column is at most 600 px wide, and fills a phone's screen.
        const column = await page.evaluate(
          () => document.querySelector('td.mail-outer > table')?.getBoundingClientRect().width,
        );
        expect(column).toBeLessThanOrEqual(600);
        if (viewport.width < 600) expect(column).toBe(viewport.width);
        // Every button is a target a finger can hit (WCAG 2.5.8 asks 24 px; the storefront keeps 44).
        for (const height of await page
          .locator('a')
          .evaluateAll((anchors) => anchors.map((anchor) => anchor.getBoundingClientRect().height))) {
          expect(height).toBeGreaterThanOrEqual(44);
        }
        await expectNoAccessibilityViolations(page, `the ${name} mail at ${String(viewport.width)} px`);
      } finally {
        await page.context().close();
      }
    });
  });

  it('shows the company’s logo, named by the company, and the buttons by their words', async () => {
    const page = await opened(MAILS['confirmed-es'], DESKTOP_PANE);
    try {
      const logo = page.getByRole('img', { name: 'Salón Aurora' });
      expect(await logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
      expect(await page.getByRole('heading', { level: 2 }).allTextContents()).toEqual([
        'Corte de pelo y peinado con lavado incluido',
        'Manicura',
      ]);
      expect(await page.getByRole('link', { name: 'Anular la reserva' }).count()).toBe(2);
      expect(await page.getByRole('link', { name: 'Anular todas las reservas' }).getAttribute('href')).toBe(
        `${ORIGIN}/cl/bookings/cancel_all/${codeOf(301)}`,
      );
    } finally {
      await page.context().close();
    }
  });
});
