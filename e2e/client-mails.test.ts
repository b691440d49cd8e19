import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAccessibilityViolations } from './accessibility.test-support';
import {
  chooseFirstProfessional,
  chooseFirstSlot,
  continueAndReserve,
  expectConfirmation,
  fillClientForm,
  next,
  onStep,
  openLocationPage,
  shown,
  slotNamed,
  wizard,
  type ChosenSlot,
} from './booking-wizard.test-support';
import { chromiumUnavailable, MOBILE, WIDE } from './chromium.test-support';
import { PINNED } from './pinned-clock.test-support';
import { linksOf, linkTo } from './smtp-inbox.test-support';
import { bookedServices, bookingNamedBy, bookingSummaryAt, offeredHours } from './storefront-server.test-support';
import { storefrontWithInbox } from './storefront-suite.test-support';

// Issue 18, end to end: a client books on the storefront in Chromium, the server sends the
// confirmation over SMTP to a real SMTP server (smtp-server) as it would to any relay, and the
// client acts from nothing but that mail — opens its cancel, change or confirm-attendance link in
// the browser, presses the page's button, and sees what changed: a cancelled hour offered again,
// a moved booking's new hour, the attendance confirmed; each action's own mail follows.

const chromiumMissing = chromiumUnavailable('e2e/client-mails.test.ts');

/** Salón Aurora, Providencia (docs/demo.md): location 1, Corte de pelo mujer is service 1. */
const SALON = { path: '/cl/sucursal/1', locationId: 1, serviceId: 1, service: 'Corte de pelo mujer' };

interface Booked {
  readonly slot: ChosenSlot;
  readonly professionalId: number;
  readonly confirmationUrl: string;
}

/** Books Corte de pelo mujer with the first professional at the first hour, as `email`. */
async function bookOnStorefront(page: Page, origin: string, email: string): Promise<Booked> {
  await openLocationPage(page, origin, SALON.path);
  await page.getByRole('button', { name: `Add ${SALON.service}` }).click();
  await page.getByRole('button', { name: 'Book', exact: true }).click();
  await onStep(page, /^Choose a day and an hour for /, 'the date step');
  const slot = await chooseFirstSlot(page);
  await next(page);
  await onStep(page, /^Choose your professional$/, 'the professional step');
  await chooseFirstProfessional(wizard(page).getByRole('radiogroup', { name: `Professional for ${SALON.service}` }));
  await next(page);
  await onStep(page, /^Your details$/, 'the client form');
  await fillClientForm(page, { firstName: 'Inés', lastName: 'Valdés', email, phone: '912345678' });
  const confirmationUrl = await continueAndReserve(page, 'a booking whose mail is read');
  await expectConfirmation(page, 'Inés Valdés', 'a booking whose mail is read');
  const [booked] = bookedServices(await bookingSummaryAt(origin, confirmationUrl));
  if (booked === undefined) throw new Error('the summary holds no booking');
  return { slot, professionalId: booked.service_provider.id, confirmationUrl };
}

/** The confirmation code a code page's address carries. */
function codeIn(href: string): string {
  return decodeURIComponent(new URL(href).pathname.split('/').at(-1) ?? '');
}

describe.skipIf(chromiumMissing !== undefined)('the booking’s life from the mails Reserva sends (issue 18)', () => {
  const { suite, mailbox } = storefrontWithInbox(PINNED.lateEvening);

  it('cancels from the confirmation mail’s cancel link, and the hour is offered again', async () => {
    const email = 'ines.cancela@correo.example';
    const page = await suite.pages.open(WIDE);
    const booked = await bookOnStorefront(page, suite.origin, email);
    const confirmed = await mailbox().waitFor(
      (mail) => mail.to.includes(email) && mail.subject.startsWith('Salón Aurora: '),
      `confirming ${email}'s booking`,
    );
    expect(confirmed.subject).toContain(booked.slot.hour);
    const hoursOfTheProfessional = () =>
      offeredHours(suite.origin, SALON.locationId, [SALON.serviceId], booked.slot.date, [booked.professionalId]);
    expect(await hoursOfTheProfessional(), 'the booked hour is taken').not.toContain(booked.slot.hour);

    await page.goto(linkTo(confirmed, '/bookings/cancel/'));
    await shown(page, page.getByRole('heading', { level: 1, name: 'Cancel your booking' }));
    await expectNoAccessibilityViolations(page, 'the cancel page opened from the mail');
    await page.getByRole('button', { name: 'Cancel the booking' }).click();
    await shown(page, page.getByRole('region', { name: 'Your booking is cancelled' }));

    expect(await hoursOfTheProfessional(), 'the cancelled hour is offered again').toContain(booked.slot.hour);
    const cancelled = await mailbox().waitFor(
      (mail) => mail.to.includes(email) && mail !== confirmed && /cancel/i.test(mail.subject),
      `cancelling ${email}'s booking`,
    );
    // A cancelled booking's mail offers booking again, not acting on the booking it no longer is.
    expect([...linksOf(cancelled.html).values()].some((href) => href.includes('/bookings/cancel/'))).toBe(false);
    expect([...linksOf(cancelled.html).values()].some((href) => href.endsWith(SALON.path))).toBe(true);
  });

  it('moves the booking from the mail’s change link, and the moved mail names the new hour', async () => {
    const email = 'ines.cambia@correo.example';
    const page = await suite.pages.open(WIDE);
    await bookOnStorefront(page, suite.origin, email);
    const confirmed = await mailbox().waitFor(
      (mail) => mail.to.includes(email) && mail.subject.startsWith('Salón Aurora: '),
      `confirming ${email}'s booking`,
    );
    const change = linkTo(confirmed, '/bookings/edit/');

    await page.goto(change);
    await shown(page, page.getByRole('heading', { level: 1, name: 'Change your booking' }));
    await page.getByRole('toolbar', { name: 'Days' }).getByRole('button', { disabled: false }).last().click();
    const hour = page
      .getByRole('toolbar', { name: /^Hours on / })
      .getByRole('button')
      .first();
    await shown(page, hour);
    const slot = slotNamed((await hour.getAttribute('aria-label')) ?? '');
    await hour.click();
    await page.getByRole('button', { name: 'Move my booking' }).click();
    await shown(page, page.getByRole('region', { name: 'Your booking is moved' }));

    expect((await bookingNamedBy(suite.origin, codeIn(change))).start.slice(0, 16)).toBe(`${slot.date}T${slot.hour}`);
    const moved = await mailbox().waitFor(
      (mail) => mail.to.includes(email) && mail !== confirmed && mail.subject.includes(slot.hour),
      `moving ${email}'s booking to ${slot.hour}`,
    );
    expect(moved.message.parts.some((part) => part.contentType.startsWith('text/calendar'))).toBe(true);
  });

  it('confirms attendance from the mail’s link on a phone, and the booking reads back confirmed', async () => {
    const email = 'ines.confirma@correo.example';
    const page = await suite.pages.open(MOBILE);
    await bookOnStorefront(page, suite.origin, email);
    const confirmed = await mailbox().waitFor(
      (mail) => mail.to.includes(email) && mail.subject.startsWith('Salón Aurora: '),
      `confirming ${email}'s booking`,
    );
    const confirm = linkTo(confirmed, '/bookings/confirm/');
    expect((await bookingNamedBy(suite.origin, codeIn(confirm))).client_confirmed).toBe(false);

    await page.goto(confirm);
    await shown(page, page.getByRole('heading', { level: 1, name: 'Confirm your attendance' }));
    await page.getByRole('button', { name: 'Confirm attendance' }).click();
    await shown(page, page.getByRole('region', { name: 'Your attendance is confirmed' }));
    expect((await bookingNamedBy(suite.origin, codeIn(confirm))).client_confirmed).toBe(true);
  });

  it('tells the business of each new booking at the location’s address, with the client’s contact details', async () => {
    const email = 'ines.negocio@correo.example';
    const page = await suite.pages.open(WIDE);
    await bookOnStorefront(page, suite.origin, email);
    const told = await mailbox().waitFor(
      (mail) => mail.to.includes('providencia@salon-aurora.example') && mail.text.includes(email),
      `to the business about ${email}'s booking`,
    );
    // Salón Aurora's Providencia is in Chile: the business reads its mails in Spanish.
    expect(told.subject).toBe('Nueva reserva: Inés Valdés');
    expect(told.text).toContain(`Correo: ${email}`);
    expect(told.text).toContain('Teléfono: +56');
    expect(told.text).toContain(SALON.service);
  });
});
