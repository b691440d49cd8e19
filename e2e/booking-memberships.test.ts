import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAccessibilityViolations } from './accessibility.test-support';
import {
  addMinutes,
  chooseFirstSlot,
  eventually,
  expectConfirmation,
  fillClientForm,
  next,
  notAboutToStart,
  onStep,
  openLocationPage,
  shown,
  wizard,
  type ChosenSlot,
} from './booking-wizard.test-support';
import { chromiumUnavailable, WIDE } from './chromium.test-support';
import { instantAt, listedBookingsAt, type StaffBookingListItem } from './storefront-server.test-support';
import { PINNED } from './pinned-clock.test-support';
import { storefrontInChromium } from './storefront-suite.test-support';

// Issue 8, end to end: memberships and plans paying for bookings (booking-wizard §2 Plans modal,
// §4 Submission, §5 identification number, §9 auto-confirm 3 s). At Barbería Porteña's Palermo
// (location 5; docs/demo.md) Martina Ruiz has a pass of classic cuts, an ended shaves pass and a
// used-up cut-and-beard pass: typing her DNI in the client form lets check_bookings find them. A
// cut alone is all covered, a cut and a shave partly, a cut and beard not at all. Every dialog is
// checked with axe, and what was booked — and the pass's uses left — is read back through the API.

const chromiumMissing = chromiumUnavailable('e2e/booking-memberships.test.ts');

const PALERMO = 5;
const BUENOS_AIRES = 'America/Argentina/Buenos_Aires';
const SERVICE = { classicCut: 51, straightRazorShave: 52, cutAndBeard: 53 } as const;
const PASS_OF_CUTS = { id: 302, name: 'Pase 4 cortes' } as const;

/** The part of POST /bookings' body these tests look at. */
interface SentBooking {
  readonly mp: boolean;
  readonly client: { readonly identification_number: string | null };
  readonly bookings: readonly { readonly service_id: number; readonly payment_membership_id: number | null }[];
}

describe.skipIf(chromiumMissing !== undefined)(
  'booking with memberships and plans at Barbería Porteña (booking-wizard §2 Plans modal, §4)',
  () => {
    const suite = storefrontInChromium(PINNED.sundayAfternoon);
    /** The pass's uses left as the demo seeds it; each booking it pays spends one. */
    let passUsesLeft = 4;

    /** Opens Palermo's page, adds `services`, and opens the wizard. */
    async function bookFrom(page: Page, services: readonly string[]): Promise<void> {
      await openLocationPage(page, suite.origin, `/ar/sucursal/${String(PALERMO)}`);
      for (const service of services) await page.getByRole('button', { name: `Add ${service}` }).click();
      await page.getByRole('button', { name: 'Book', exact: true }).click();
    }

    /** The date step of the wizard's first (or only) date step: the first hour offered at Palermo. */
    async function chooseHour(page: Page, title: RegExp): Promise<ChosenSlot> {
      await onStep(page, title, 'the date step');
      return chooseFirstSlot(page, (slot, now) => notAboutToStart(slot, now, BUENOS_AIRES));
    }

    /** Martina's details, her DNI among them; then Continue, to the summary, and Reserve. `sent` is the create, once sent. */
    async function reserveAsMartina(page: Page, where: string): Promise<{ readonly sent: Promise<Request> }> {
      await onStep(page, /^Your details$/, `${where}: the client form`);
      // The barbershop sells passes, so its form asks for the identification number (booking-wizard §5).
      const dni = wizard(page).getByRole('textbox', { name: 'DNI' });
      await fillClientForm(
        page,
        { firstName: 'Martina', lastName: 'Ruiz', email: 'martina.ruiz@correo.example', phone: '1155557777' },
        { acceptTerms: false },
      );
      await dni.fill('28.456.789');
      const continueButton = wizard(page).getByRole('button', { name: 'Continue' });
      await eventually(() => continueButton.isEnabled()).toBe(true);
      await continueButton.click();
      await onStep(page, /^Confirm your booking/, `${where}: the reservation summary`);
      const sent = page.waitForRequest(
        (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/bookings',
        { timeout: 20_000 },
      );
      await wizard(page).getByRole('button', { name: 'Reserve', exact: true }).click();
      return { sent };
    }

    /**
     * Records the name of every plans modal ("Success" or "Your plans") the page shows from now on,
     * however briefly, until it leaves the document.
     */
    async function recordPlansModals(page: Page): Promise<readonly string[]> {
      const names: string[] = [];
      await page.exposeFunction('recordPlansModal', (name: string) => {
        names.push(name);
      });
      await page.evaluate(() => {
        new MutationObserver(() => {
          for (const dialog of document.querySelectorAll('[role="dialog"], [role="alertdialog"]')) {
            const name =
              dialog.getAttribute('aria-label') ??
              document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent ??
              '';
            if (name === 'Success' || name === 'Your plans')
              void (window as unknown as { recordPlansModal(name: string): Promise<void> }).recordPlansModal(name);
          }
        }).observe(document.body, { childList: true, subtree: true });
      });
      return names;
    }

    /** What the staff list says of the bookings the confirmation address names, in start order. */
    function listed(confirmation: string, date: string): Promise<readonly StaffBookingListItem[]> {
      return listedBookingsAt(suite.origin, PALERMO, confirmation, date);
    }

    it('books a cut the pass pays for all: the plans modal shows success without buttons and confirms by itself after 3 s (a)', async () => {
      const page = await suite.pages.open(WIDE);
      await bookFrom(page, ['Corte clásico']);
      const slot = await chooseHour(page, /^Choose a day and an hour for Corte clásico$/);
      await next(page);
      // The same recorder that sees no plans modal in (c) sees this one.
      const plansModals = await recordPlansModals(page);
      const { sent: sending } = await reserveAsMartina(page, 'a cut the pass pays');

      const plans = page.getByRole('dialog', { name: 'Success' });
      await shown(page, plans);
      const shownAt = Date.now();
      await shown(page, plans.getByText('Your plans cover every service. We are confirming your booking…'));
      expect(await plans.getByRole('listitem').allInnerTexts()).toEqual(['Corte clásico']);
      expect(await plans.getByRole('button').count(), 'no buttons while the plans modal confirms by itself').toBe(0);
      await expectNoAccessibilityViolations(page, 'the plans modal, all covered');

      const sent = await sending;
      const waited = Date.now() - shownAt;
      // It books by itself 3 s after opening; allow for the time the checks above took to see it open.
      expect(waited, 'milliseconds between the modal showing and the booking being sent').toBeGreaterThanOrEqual(2_000);
      const body = sent.postDataJSON() as SentBooking;
      expect(body.mp).toBe(true);
      expect(body.client.identification_number).toBe('28.456.789');
      expect(body.bookings.map((booking) => [booking.service_id, booking.payment_membership_id])).toEqual([
        [SERVICE.classicCut, PASS_OF_CUTS.id],
      ]);

      await page.waitForURL(/\/ar\/bookings\/\d+\/[^/]+\/false$/);
      await expectConfirmation(page, 'Martina Ruiz', 'a cut the pass pays');
      expect(new Set(plansModals), 'plans modals shown').toEqual(new Set(['Success']));
      // The confirmation says the pass pays the cut, and that nothing is left to pay (issue 29 item 11; docs/adr/0090).
      await shown(page, page.getByText(`Covered by your plan “${PASS_OF_CUTS.name}”: nothing left to pay`));
      const planCard = page.getByRole('region', { name: 'What your plan pays' });
      await shown(page, planCard);
      expect(await planCard.innerText()).toMatch(/Left to pay\s+\$0/);
      passUsesLeft -= 1;
      expect(
        (await listed(page.url(), slot.date)).map((booking) => ({
          service: booking.service_id,
          start: booking.start,
          status: booking.status,
          paidBy: booking.payment_membership,
        })),
      ).toEqual([
        {
          service: SERVICE.classicCut,
          start: instantAt(BUENOS_AIRES, slot.date, slot.hour),
          status: 'confirmed',
          paidBy: { ...PASS_OF_CUTS, uses_left: passUsesLeft },
        },
      ]);
    });

    /** A cut then a shave, one after another, up to the plans modal; the modal, checked. */
    async function cutAndShaveUpToThePlansModal(page: Page, where: string) {
      await bookFrom(page, ['Corte clásico', 'Afeitado con navaja']);
      await onStep(page, /^How would you like to book your services\?$/, `${where}: the mode step`);
      await wizard(page).getByText('One after another', { exact: true }).click();
      await next(page);
      // Lucas is Palermo's one barber: there is no professional to choose.
      const slot = await chooseHour(page, /^Choose a day and an hour/);
      await next(page);
      const { sent: sending } = await reserveAsMartina(page, where);

      // The ended shaves pass pays nothing: the modal warns, listing what is covered and what is not.
      const plans = page.getByRole('dialog', { name: 'Your plans' });
      await shown(page, plans);
      await shown(page, plans.getByText('Your plans cover some of your services. The others must be paid.'));
      const lists = plans.getByRole('list');
      expect(await lists.nth(0).getByRole('listitem').allInnerTexts(), 'covered').toEqual(['Corte clásico']);
      expect(await lists.nth(1).getByRole('listitem').allInnerTexts(), 'not covered').toEqual(['Afeitado con navaja']);
      await expectNoAccessibilityViolations(page, `${where}: the plans modal, partly covered`);
      return { plans, slot, sending };
    }

    it('books only the cut the pass pays when the client removes the shave it does not cover (b)', async () => {
      const page = await suite.pages.open(WIDE);
      const { plans, slot, sending } = await cutAndShaveUpToThePlansModal(page, 'removing the uncovered');
      await plans.getByRole('button', { name: 'Remove the services not covered' }).click();

      const body = (await sending).postDataJSON() as SentBooking;
      expect(body.bookings.map((booking) => [booking.service_id, booking.payment_membership_id])).toEqual([
        [SERVICE.classicCut, PASS_OF_CUTS.id],
      ]);
      await page.waitForURL(/\/ar\/bookings\/\d+\/[^/]+\/false$/);
      await expectConfirmation(page, 'Martina Ruiz', 'removing the uncovered');
      passUsesLeft -= 1;
      expect(
        (await listed(page.url(), slot.date)).map((booking) => ({
          service: booking.service_id,
          start: booking.start,
          paidBy: booking.payment_membership,
        })),
      ).toEqual([
        {
          service: SERVICE.classicCut,
          start: instantAt(BUENOS_AIRES, slot.date, slot.hour),
          paidBy: { ...PASS_OF_CUTS, uses_left: passUsesLeft },
        },
      ]);
    });

    it('books the cut and the shave when the client goes on, the pass paying the cut and the shave left to pay at the barbershop (b)', async () => {
      const page = await suite.pages.open(WIDE);
      const { plans, slot, sending } = await cutAndShaveUpToThePlansModal(page, 'going on');
      // The barbershop takes no online payment: going on books them all, the shave paid at the location.
      expect(await plans.getByRole('button').allInnerTexts()).toEqual([
        'Cancel',
        'Remove the services not covered',
        'Book them all',
      ]);
      await plans.getByRole('button', { name: 'Book them all' }).click();

      const body = (await sending).postDataJSON() as SentBooking;
      expect(body.bookings.map((booking) => [booking.service_id, booking.payment_membership_id])).toEqual([
        [SERVICE.classicCut, PASS_OF_CUTS.id],
        [SERVICE.straightRazorShave, null],
      ]);
      await page.waitForURL(/\/ar\/bookings\/\d+\/[^/]+\/false$/);
      await expectConfirmation(page, 'Martina Ruiz', 'going on');
      passUsesLeft -= 1;
      const shaveStart = addMinutes(slot.hour, 30);
      expect(
        (await listed(page.url(), slot.date)).map((booking) => ({
          service: booking.service_id,
          start: booking.start,
          status: booking.status,
          paidBy: booking.payment_membership,
        })),
      ).toEqual([
        {
          service: SERVICE.classicCut,
          start: instantAt(BUENOS_AIRES, slot.date, slot.hour),
          status: 'confirmed',
          paidBy: { ...PASS_OF_CUTS, uses_left: passUsesLeft },
        },
        {
          service: SERVICE.straightRazorShave,
          start: instantAt(BUENOS_AIRES, slot.date, shaveStart),
          status: 'confirmed',
          paidBy: null,
        },
      ]);
    });

    it('books a cut and beard, which no pass pays (the one for it is used up), directly without the plans modal (c)', async () => {
      const page = await suite.pages.open(WIDE);
      await bookFrom(page, ['Corte y barba']);
      const slot = await chooseHour(page, /^Choose a day and an hour for Corte y barba$/);
      await next(page);
      const checked = page.waitForResponse(
        (response) => new URL(response.url()).pathname === '/bookings/check_bookings',
        { timeout: 20_000 },
      );
      const plansModals = await recordPlansModals(page);
      const sent = await (await reserveAsMartina(page, 'a cut and beard no pass pays')).sent;

      expect((await (await checked).json()) as unknown).toMatchObject({
        bookings_membership: { available: [], unavailable: [{ service_id: SERVICE.cutAndBeard }] },
      });
      const body = sent.postDataJSON() as SentBooking;
      expect(body.mp).toBe(false);
      expect(body.bookings.map((booking) => [booking.service_id, booking.payment_membership_id])).toEqual([
        [SERVICE.cutAndBeard, null],
      ]);
      await page.waitForURL(/\/ar\/bookings\/\d+\/[^/]+\/false$/);
      await expectConfirmation(page, 'Martina Ruiz', 'a cut and beard no pass pays');
      expect(plansModals, 'plans modals shown').toEqual([]);
      expect(
        (await listed(page.url(), slot.date)).map((booking) => ({
          service: booking.service_id,
          start: booking.start,
          status: booking.status,
          paidBy: booking.payment_membership,
        })),
      ).toEqual([
        {
          service: SERVICE.cutAndBeard,
          start: instantAt(BUENOS_AIRES, slot.date, slot.hour),
          status: 'confirmed',
          paidBy: null,
        },
      ]);
    });
  },
);
