import { describe, expect, it } from 'vitest';
import { bookingClient, bookingItem, createBookingBody } from '#adapters/http-server/booking-requests.test-support';
import { DEMO_LOCATION, DEMO_SERVICE } from '#adapters/persistence/demo/demo-ids';
import { expectNoAccessibilityViolations } from './accessibility.test-support';
import {
  addMinutes,
  chooseFirstSlot,
  eventually,
  next,
  onStep,
  openLocationPage,
  SANTIAGO,
  wizard,
} from './booking-wizard.test-support';
import { chromiumUnavailable, WIDE } from './chromium.test-support';
import { PINNED } from './pinned-clock.test-support';
import { linkTo } from './smtp-inbox.test-support';
import { bookAsStaff, instantAt, offeredHours } from './storefront-server.test-support';
import { storefrontWithInbox } from './storefront-suite.test-support';

// Issue 33 "Reminders", end to end (docs/adr/0119): the demo's Yaris BCDF12 is overdue for its
// 40.000 km service (Mantención 20.000 km, service 32). Once its driver books it an oil change, the
// server's maintenance sweep (every second here) owes that driver one mail, sent over SMTP, whose
// link opens the booking of the due service with the plate typed and looked up.

const chromiumMissing = chromiumUnavailable('e2e/vehicle-maintenance-reminder.test.ts');
const DRIVER = 'ana.perez@conductora.example';
const SUBJECT = 'Tu Toyota Yaris 2019 (BCDF12) tiene pendiente su mantención';

describe.skipIf(chromiumMissing !== undefined)('the maintenance reminder over SMTP (issue 33)', () => {
  const { suite, mailbox } = storefrontWithInbox(PINNED.weekdayMorning, {
    RESERVA_MAINTENANCE_REMINDERS_SWEEP_MS: '1000',
  });

  it('mails the driver the step due once, and its link opens the booking of that service with the plate', async () => {
    let slot: { readonly date: string; readonly hour: string } | undefined;
    for (let ahead = 1; ahead < 16 && slot === undefined; ahead += 1) {
      const date = new Date(suite.clock.now().getTime() + ahead * 86_400_000).toLocaleDateString('en-CA', {
        timeZone: SANTIAGO,
      });
      const [hour] = await offeredHours(suite.origin, DEMO_LOCATION.quilicura, [DEMO_SERVICE.oilChange], date);
      if (hour !== undefined) slot = { date, hour };
    }
    if (slot === undefined) throw new Error('Taller Andes offers no oil change in the next two weeks');
    const created = await bookAsStaff(
      suite.origin,
      createBookingBody({
        location_id: DEMO_LOCATION.quilicura,
        bookings: [
          bookingItem({
            service_id: DEMO_SERVICE.oilChange,
            start: instantAt(SANTIAGO, slot.date, slot.hour),
            end: instantAt(SANTIAGO, slot.date, addMinutes(slot.hour, 45)),
            price: 39000,
            record_history: {
              current_mileage: 42_600,
              presents_repairs: 'no',
              presents_claims: 'no',
              claim_number: null,
              simple_sworn_statement: false,
              vehicle_documents: true,
              valid_license: true,
              complaint_form: false,
              valid_identity_card: true,
              salfa_company_name: '',
              previous_mileage: 42_000,
            },
            entity: {
              marca: 'Toyota',
              modelo: 'Yaris',
              patente: 'BCDF12',
              anio: 2019,
              nombre: 'Ana Pérez',
              km: 42_000,
            },
          }),
        ],
        client: bookingClient({ first_name: 'Ana', last_name: 'Pérez', email: DRIVER }),
      }),
    );
    expect(created.status, await created.clone().text()).toBe(201);

    const reminder = await mailbox().waitFor(
      (each) => each.to.includes(DRIVER) && each.subject === SUBJECT,
      `the maintenance reminder mailed to ${DRIVER}`,
    );
    const link = new URL(linkTo(reminder, '/sucursal/'));
    expect(link.pathname).toBe(`/cl/sucursal/${String(DEMO_LOCATION.quilicura)}`);
    expect(Object.fromEntries(link.searchParams)).toEqual({
      services_id: String(DEMO_SERVICE.service20000),
      plate: 'BCDF12',
    });

    // Exactly once: later sweeps find the step already owed.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(
      mailbox()
        .received()
        .filter((each) => each.to.includes(DRIVER) && each.subject === SUBJECT),
    ).toHaveLength(1);

    const page = await suite.pages.open(WIDE);
    await openLocationPage(page, suite.origin, `${link.pathname}${link.search}`, { openCategories: false });
    await onStep(page, /^Choose a day and an hour for Mantención 20\.000 km$/, 'the date step the reminder opens');
    await chooseFirstSlot(page);
    await next(page);
    await onStep(page, /^Your details$/, 'the client form the reminder opens');
    const form = wizard(page).getByRole('group', { name: 'Your vehicle' });
    expect(await form.getByRole('textbox', { name: 'Licence plate' }).inputValue()).toBe('BCDF12');
    await eventually(() => form.getByRole('status').innerText()).toMatch(/^Toyota Yaris 2019, last recorded mileage /);
    await expectNoAccessibilityViolations(page, 'the client form a maintenance reminder opens');
  });
});
