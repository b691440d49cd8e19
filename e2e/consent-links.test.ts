import { describe, expect, it } from 'vitest';
import type { components } from '#adapters/http/booking-api.generated';
import { bookingClient, bookingItem, createBookingBody } from '#adapters/http-server/booking-requests.test-support';
import { expectNoAccessibilityViolations } from './accessibility.test-support';
import { addMinutes, SANTIAGO, shown } from './booking-wizard.test-support';
import { chromiumUnavailable, WIDE } from './chromium.test-support';
import { PINNED } from './pinned-clock.test-support';
import { linkTo } from './smtp-inbox.test-support';
import { bookAsStaff, instantAt, offeredHours } from './storefront-server.test-support';
import { storefrontWithInbox } from './storefront-suite.test-support';

// Issue 32, end to end (docs/adr/0118): a Blanqueamiento at Clínica Dental Sonrisa, Ñuñoa, asks for
// its consent form. The confirmation page and the confirmation mail link to the signing page; once
// signed there, the booking's page shows it signed, and the location is mailed the PDF.

const chromiumMissing = chromiumUnavailable('e2e/consent-links.test.ts');

const NUNOA = 4;
const WHITENING = 43;
const PAULA = 9;
const FORM = 'Consentimiento informado para blanqueamiento';
const CLIENT = 'rosa.consiente@correo.example';

describe.skipIf(chromiumMissing !== undefined)('consent links in the booking’s pages and mails (issue 32)', () => {
  const { suite, mailbox } = storefrontWithInbox(PINNED.weekdayMorning);

  it('links the form on the confirmation page and mail, shows it signed on the booking page, and mails the location its PDF', async () => {
    let slot: { readonly date: string; readonly hour: string } | undefined;
    for (let ahead = 2; ahead < 16 && slot === undefined; ahead += 1) {
      const date = new Date(suite.clock.now().getTime() + ahead * 86_400_000).toLocaleDateString('en-CA', {
        timeZone: SANTIAGO,
      });
      const [hour] = await offeredHours(suite.origin, NUNOA, [WHITENING], date);
      if (hour !== undefined) slot = { date, hour };
    }
    if (slot === undefined) throw new Error('Ñuñoa offers no Blanqueamiento in the next two weeks');
    const created = await bookAsStaff(
      suite.origin,
      createBookingBody({
        location_id: NUNOA,
        bookings: [
          bookingItem({
            service_id: WHITENING,
            provider_id: PAULA,
            price: 150000,
            start: instantAt(SANTIAGO, slot.date, slot.hour),
            end: instantAt(SANTIAGO, slot.date, addMinutes(slot.hour, 90)),
          }),
        ],
        client: bookingClient({
          first_name: 'Rosa',
          last_name: 'Díaz',
          email: CLIENT,
          birth_day: 1,
          birth_month: 2,
          birth_year: 1980,
          custom_prevision: 'Fonasa',
        }),
      }),
    );
    expect(created.status, await created.clone().text()).toBe(201);
    const { redirect_to: confirmation } = (await created.json()) as components['schemas']['CreateBookingResponse'];

    // The confirmation page links the form to its signing page.
    const page = await suite.pages.open(WIDE);
    await page.goto(`${suite.origin}${confirmation}`);
    const consents = page.getByRole('region', { name: 'Consent forms' });
    await shown(page, consents);
    const link = consents.getByRole('link', { name: `Sign your consent: ${FORM}` });
    const path = (await link.getAttribute('href')) ?? '';
    expect(path).toMatch(/^\/cl\/sign_consents\/[A-Za-z0-9_-]{20,}$/);
    await expectNoAccessibilityViolations(page, 'the confirmation page with a consent to sign');

    // The confirmation mail links it too, in both parts.
    const mail = await mailbox().waitFor(
      (each) => each.to.includes(CLIENT) && each.text.includes('sign_consents'),
      `the confirmation mailed to ${CLIENT}`,
    );
    expect(new URL(linkTo(mail, '/sign_consents/')).pathname).toBe(path);
    expect(mail.text).toContain(`Firma tu consentimiento: ${FORM}`);

    // Followed from the confirmation page, the form is signed on its page with a typed signature.
    await link.click();
    await shown(page, page.getByRole('heading', { level: 1, name: FORM }));
    await page.getByRole('textbox', { name: /Full name/ }).fill('Rosa Díaz');
    await page.getByRole('textbox', { name: /Identification number/ }).fill('12.345.678-5');
    await page
      .getByRole('radiogroup', { name: /How do you want to sign/ })
      .getByText('Type', { exact: true })
      .click();
    await page.getByRole('textbox', { name: /Type your signature/ }).fill('Rosa Díaz');
    await page.getByText('I have read this document and I agree to it').click();
    await page.getByRole('button', { name: 'Sign', exact: true }).click();
    await shown(page, page.getByRole('region', { name: 'Signed' }));
    expect(new URL(page.url()).pathname).toBe(path);

    // The booking's page shows it signed, without a link.
    await page.goto(linkTo(mail, '/bookings/view/'));
    const onItsPage = page.getByRole('region', { name: 'Consent forms' });
    await shown(page, onItsPage.getByText(/^Signed on /));
    expect(await onItsPage.getByRole('link').count()).toBe(0);
    await expectNoAccessibilityViolations(page, "the booking's page with its consent signed");

    // The location gets the signed PDF, attached.
    const toLocation = await mailbox().waitFor(
      (each) => each.to.includes('nunoa@clinica-sonrisa.example') && each.subject.includes(FORM),
      'the signed consent mailed to Ñuñoa',
    );
    expect(toLocation.subject).toBe(`Rosa Díaz firmó «${FORM}»`);
    const pdf = toLocation.message.parts.find((part) => part.contentType.toLowerCase().startsWith('application/pdf'));
    expect(pdf?.headers.get('content-disposition') ?? '').toMatch(/attachment;.*consentimiento-\d+\.pdf/);
  });
});
