import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAccessibilityViolations } from './accessibility.test-support';
import { signInFromHeader } from './account.test-support';
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
  typeDate,
  wizard,
} from './booking-wizard.test-support';
import { chromiumUnavailable, WIDE } from './chromium.test-support';
import { PINNED } from './pinned-clock.test-support';
import { postgresUnavailable, storefrontOnOwnPostgres } from './storefront-postgres.test-support';
import { storefrontInChromium } from './storefront-suite.test-support';

// Plans spent only by their signed-in owner, end to end (issue 34; docs/adr/0124): the real server,
// on a PostgreSQL database of its own with the demo data, where the clinic sets
// plans_for_signed_in_owner and its patient Ana Pérez — the demo client with a password — holds a
// plan of cleanings. A visitor typing her RUT is invited to sign in, is offered no plan and books at
// the normal price; Ana signed in is offered the plan, which pays and spends a use.

const chromiumMissing = chromiumUnavailable('e2e/plans-for-signed-in-owner.test.ts');
const postgresMissing = await postgresUnavailable();

const ANA_RUT = '15.555.555-6';
const ANA_CLIENT = 203;
const CLINIC = 'clinica-sonrisa';
const CLEANING = 42;
const INVITATION = 'Have a plan or membership here? Sign in to your account before booking to use it.';

interface SentBooking {
  readonly bookings: readonly { readonly payment_membership_id: number | null }[];
}

describe.skipIf(chromiumMissing !== undefined || postgresMissing !== undefined)(
  'plans spent only by their signed-in owner at the clinic (docs/adr/0124)',
  () => {
    const own = storefrontOnOwnPostgres('owner_plans');
    let plan = 0;
    const suite = storefrontInChromium(PINNED.sundayAfternoon, own.start);

    /** Turns the setting on at the clinic and gives Ana a plan of two cleanings, once. */
    async function ownerOnlyClinic(): Promise<void> {
      if (plan !== 0) return;
      const database = own.database();
      await database.query('UPDATE companies SET plans_for_signed_in_owner = true WHERE web_address = $1', [CLINIC]);
      const [row] = (await database.query(
        `INSERT INTO memberships (company_id, client_id, name, uses_left, valid_from, valid_until)
         SELECT id, $2, 'Plan limpiezas de Ana', 2, DATE '2026-01-01', DATE '2027-12-31' FROM companies WHERE web_address = $1
         RETURNING id`,
        [CLINIC, ANA_CLIENT],
      )) as readonly { readonly id: number }[];
      plan = row?.id ?? 0;
      await database.query('INSERT INTO membership_services (membership_id, service_id) VALUES ($1, $2)', [
        plan,
        CLEANING,
      ]);
      // The server keeps a company's settings until it hears they changed (docs/adr/0071).
      await eventually(async () => {
        const info = await fetch(`${suite.origin}/companies/booking_info?website=${CLINIC}`);
        return ((await info.json()) as { plans_for_signed_in_owner: boolean }).plans_for_signed_in_owner;
      }).toBe(true);
    }

    const usesLeft = async () =>
      (
        (await own.database().query('SELECT uses_left FROM memberships WHERE id = $1', [plan])) as
          readonly { readonly uses_left: number }[] | undefined
      )?.[0]?.uses_left;

    /** From the clinic's page, a cleaning identified by Ana's RUT, up to the client form with a dentist free then. */
    async function cleaningUpToTheForm(page: Page, signIn: boolean): Promise<void> {
      await openLocationPage(page, suite.origin, '/cl/sucursal/4');
      if (signIn) await signInFromHeader(page);
      await page.getByRole('button', { name: 'Add Limpieza dental' }).click();
      await page.getByRole('button', { name: 'Book', exact: true }).click();
      const identification = page.getByRole('dialog', { name: 'Identify yourself' });
      await shown(page, identification);
      await identification.getByRole('textbox', { name: 'RUT' }).fill(ANA_RUT);
      await identification.getByRole('button', { name: 'Continue' }).click();
      await onStep(page, /^Choose a day and an hour for Limpieza dental$/, 'the clinic’s date step');
      await chooseFirstSlot(page);
      await next(page);
      await onStep(page, /^Choose your professional$/, 'the clinic’s professional step');
      await chooseFirstProfessional(wizard(page).getByRole('radiogroup', { name: 'Professional for Limpieza dental' }));
      await next(page);
      await onStep(page, /^Your details$/, 'the clinic’s client form');
    }

    /** Completes the clinic's own questions and goes on to the summary, then Reserve; `sent`: what POST /bookings is sent, once it is. */
    async function reserve(
      page: Page,
      birthDate: 'prefilled' | 'typed',
    ): Promise<{ readonly sent: Promise<SentBooking> }> {
      const form = wizard(page);
      if (birthDate === 'typed') await typeDate(form, 'Birth date', '1990-04-12');
      await form.getByRole('button', { name: /Previsión/ }).click();
      await page.getByRole('listbox', { name: 'Previsión' }).getByRole('option', { name: 'Fonasa' }).click();
      const continueButton = form.getByRole('button', { name: 'Continue' });
      await eventually(() => continueButton.isEnabled()).toBe(true);
      await continueButton.click();
      await onStep(page, /^Confirm your booking$/, 'the clinic’s summary');
      const sent = page.waitForRequest(
        (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/bookings',
      );
      await wizard(page).getByRole('button', { name: 'Reserve', exact: true }).click();
      return { sent: sent.then((request) => request.postDataJSON() as SentBooking) };
    }

    it('a visitor typing Ana’s RUT is invited to sign in, is offered no plan, and books at the normal price', async () => {
      await ownerOnlyClinic();
      const page = await suite.pages.open(WIDE);
      await cleaningUpToTheForm(page, false);
      await shown(page, wizard(page).getByText(INVITATION));
      await expectNoAccessibilityViolations(page, 'the client form inviting to sign in');
      await fillClientForm(page, {
        firstName: 'Ana',
        lastName: 'Pérez',
        email: 'ana.perez@correo.example',
        phone: '987654321',
      });
      const { sent } = await reserve(page, 'typed');
      expect((await sent).bookings.map((booking) => booking.payment_membership_id)).toEqual([null]);
      await page.waitForURL(/\/cl\/bookings\/\d+\/[^/]+\/false$/);
      expect(await page.getByRole('dialog', { name: 'Success' }).count(), 'no plans modal').toBe(0);
      await expectConfirmation(page, 'Ana Pérez', 'the clinic');
      expect(await usesLeft()).toBe(2);
    });

    it('Ana signed in is not invited, is offered her plan, and it pays the cleaning', async () => {
      await ownerOnlyClinic();
      const page = await suite.pages.open(WIDE);
      await cleaningUpToTheForm(page, true);
      const form = wizard(page);
      await eventually(() => form.getByRole('textbox', { name: 'First name' }).inputValue()).toBe('Ana');
      expect(await form.getByText(INVITATION).count()).toBe(0);
      // Her account filled the form, birth date included; the phone is typed as the clinic's form takes it.
      await fillClientForm(page, {
        firstName: 'Ana',
        lastName: 'Pérez',
        email: 'ana.perez@correo.example',
        phone: '987654321',
      });
      const { sent } = await reserve(page, 'prefilled');
      // The plan pays every service: the modal shows success, then books by itself.
      await shown(page, page.getByRole('dialog', { name: 'Success' }));
      expect((await sent).bookings.map((booking) => booking.payment_membership_id)).toEqual([plan]);
      await page.waitForURL(/\/cl\/bookings\/\d+\/[^/]+\/false$/);
      await expectConfirmation(page, 'Ana Pérez', 'the clinic');
      expect(await usesLeft()).toBe(1);
    });
  },
);
