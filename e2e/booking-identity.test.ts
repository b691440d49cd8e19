import { describe, expect, it } from 'vitest';
import type { components } from '#adapters/http/booking-api.generated';
import { bookingClient, bookingItem, createBookingBody } from '#adapters/http-server/booking-requests.test-support';
import { expectNoAccessibilityViolations } from './accessibility.test-support';
import { addMinutes, SANTIAGO, shown } from './booking-wizard.test-support';
import { chromiumUnavailable, WIDE } from './chromium.test-support';
import { bookAsStaff, instantAt, offeredHours } from './storefront-server.test-support';
import { PINNED } from './pinned-clock.test-support';
import { storefrontInChromium } from './storefront-suite.test-support';

// Issue 15 item 1, end to end: Sofía books a women's cut at Salón Aurora, Providencia; then Ana
// books with her own email but Sofía's phone. Ana's confirmation page greets Ana and shows Ana's
// details — her email and the phone she typed, both masked (docs/adr/0048) — and nothing of Sofía's.

const chromiumMissing = chromiumUnavailable('e2e/booking-identity.test.ts');

const PROVIDENCIA = 1;
const WOMENS_CUT = 1;

/** A create of a women's cut (18.000, 45 minutes) at Providencia on `date` at `hour`, Santiago's wall clock, for a client who typed no id number. */
function cutFor(
  client: { readonly first_name: string; readonly last_name: string; readonly email: string; readonly phone: string },
  date: string,
  hour: string,
) {
  return createBookingBody({
    location_id: PROVIDENCIA,
    bookings: [
      bookingItem({
        service_id: WOMENS_CUT,
        start: instantAt(SANTIAGO, date, hour),
        end: instantAt(SANTIAGO, date, addMinutes(hour, 45)),
      }),
    ],
    client: bookingClient({ ...client, identification_number: null }),
  });
}

describe.skipIf(chromiumMissing !== undefined)('a booking made with another client’s phone (issue 15 item 1)', () => {
  const suite = storefrontInChromium(PINNED.weekdayMorning);

  it('shows on its confirmation page the name its booker typed and their email and phone masked, and nothing of the other client', async () => {
    let day: { readonly date: string; readonly hours: readonly string[] } | undefined;
    for (let ahead = 2; ahead < 16 && day === undefined; ahead += 1) {
      const date = new Date(suite.clock.now().getTime() + ahead * 86_400_000).toLocaleDateString('en-CA', {
        timeZone: SANTIAGO,
      });
      const offered = await offeredHours(suite.origin, PROVIDENCIA, [WOMENS_CUT], date);
      // Two hours that do not overlap: the day may have one professional only, whom Sofía's cut
      // takes from her hour for 45 minutes.
      const first = offered[0];
      const apart = first === undefined ? undefined : offered.find((hour) => hour >= addMinutes(first, 45));
      if (first !== undefined && apart !== undefined) day = { date, hours: [first, apart] };
    }
    if (day === undefined)
      throw new Error('Providencia offers no two separate hours for a women’s cut in the next two weeks');
    const [sofiasHour = '', anasHour = ''] = day.hours;

    const sofia = await bookAsStaff(
      suite.origin,
      cutFor(
        { first_name: 'Sofía', last_name: 'Ríos', email: 'sofia.rios@correo.example', phone: '+56 9 8765 4321' },
        day.date,
        sofiasHour,
      ),
    );
    expect(sofia.status).toBe(201);
    const ana = await bookAsStaff(
      suite.origin,
      cutFor(
        { first_name: 'Ana', last_name: 'Pérez', email: 'ana.perez@correo.example', phone: '+56 9 8765 4321' },
        day.date,
        anasHour,
      ),
    );
    expect(ana.status).toBe(201);
    const { redirect_to: confirmation } = (await ana.json()) as components['schemas']['CreateBookingResponse'];

    const page = await suite.pages.open(WIDE);
    await page.goto(`${suite.origin}${confirmation}`);
    await shown(page, page.getByRole('heading', { level: 1, name: 'We are ready, Ana Pérez!' }));
    const data = page.getByRole('region', { name: 'Reservation data' });
    const shownData = await data.getByRole('definition').allInnerTexts();
    // The booking's own reference (docs/adr/0126) is shown beside what its booker typed.
    const reference = /^[2-9A-HJKMNP-TV-Z]{3}-[2-9A-HJKMNP-TV-Z]{3}\b/;
    expect(shownData.filter((text) => !reference.test(text))).toEqual([
      'Ana Pérez',
      'an***@correo.example',
      '+56 9 **** 4321',
    ]);
    expect(shownData.filter((text) => reference.test(text))).toHaveLength(1);
    expect(await page.locator('main').innerText()).not.toMatch(/Sofía|sofia/);
    await expectNoAccessibilityViolations(page, 'the confirmation view with masked contact details');
  });
});
