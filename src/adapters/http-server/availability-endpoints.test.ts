import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '#application/availability/location-agenda.test-support';
import type { components } from '../http/booking-api.generated';
import { DEMO_LOCATION, DEMO_PROVIDER, DEMO_SERVICE } from '../persistence/demo/demo-ids';
import { insertBooking } from '../persistence/sql-agenda.test-support';
import type { CheckedResponse } from './contract-checked-client.test-support';
import { expectFailure, seededTestServer, unchanged, type TestServer } from './test-server.test-support';

// The availability calls end to end (issue 3; booking-wizard §2 Date selection, §3 Provider, Day,
// Hour block, §7 availability calls, §9; storefront §7; docs/adr/0013, docs/adr/0016): each call
// through the Hono app, the use cases and the SQL adapters on a PGlite holding the demo data, with
// the clock stopped on DEMO_TODAY (2026-12-01, a Tuesday) at 09:00 in Santiago (UTC−3 in summer).
// Every response is checked against the contract by the client that requests it.

type Schemas = components['schemas'];

const NOW = '2026-12-01T12:00:00Z';
const S = DEMO_SERVICE;
const P = DEMO_PROVIDER;
const PROVIDENCIA = DEMO_LOCATION.providencia;

let server: TestServer;

beforeAll(async () => {
  server = await seededTestServer({ clock: fixedClock(NOW) });
  const database = server.database;
  // Camila's appointment on Wednesday 9 December, 15:00–15:45.
  await insertBooking(database, {
    locationId: PROVIDENCIA,
    serviceId: S.womensCut,
    providerId: P.camila,
    from: '2026-12-09T15:00:00-03:00',
    to: '2026-12-09T15:45:00-03:00',
  });
  // Monday 7 December's styling workshop is full; Monday 14's has three seats taken.
  await database.query(
    `INSERT INTO class_occurrences (service_id, provider_id, location_id, starts_at, capacity, seats_taken)
     VALUES ($1, $2, $3, '2026-12-07T18:00:00-03:00', 8, 8), ($1, $2, $3, '2026-12-14T18:00:00-03:00', 8, 3)`,
    [S.stylingWorkshop, P.francisca, PROVIDENCIA],
  );
}, 60_000);

afterAll(async () => {
  await server.dispose();
});

const get = (path: string, headers?: Readonly<Record<string, string>>) => server.client.get(path, headers);
const days = (query: string) => get(`/service_providers/available_days_sql_improved?${query}`);
const hours = (query: string) => get(`/service_providers/available_hours_sql_improved?${query}`);
const sooner = (query: string) => get(`/service_providers/sooner_available_hours_sql_improved?${query}`);
const chosen = (times: readonly Schemas['ChosenTime'][]) => encodeURIComponent(JSON.stringify(times));

function dayList(response: CheckedResponse): Readonly<Record<string, boolean>> {
  expect(response.status).toBe(200);
  return Object.fromEntries((response.body as Schemas['Day'][]).map((day) => [day.date, day.available]));
}

function dayHours(response: CheckedResponse): Schemas['DayHours'] {
  expect(response.status).toBe(200);
  return response.body as Schemas['DayHours'];
}

const allHours = (response: CheckedResponse) => {
  const body = dayHours(response);
  return [...body.morning_hours, ...body.afternoon_hours, ...body.night_hours];
};
const hourLabels = (response: CheckedResponse) => allHours(response).map((block) => block.hour);

const providerIds = (response: CheckedResponse) => {
  expect(response.status).toBe(200);
  return (response.body as Schemas['Provider'][]).map((provider) => provider.id);
};

describe('GET /service_providers/available_days_sql_improved (booking-wizard §2 Date selection, §3 Day, §7 Days in range)', () => {
  it('answers every day of the range in order, a day with a free hour available and Sunday, when nobody works, not', async () => {
    const response = await days(
      `start_date=2026-12-01&end_date=2026-12-08&local=${PROVIDENCIA}&services=${S.womensCut}`,
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(dayList(response)).toEqual({
      '2026-12-01': true,
      '2026-12-02': true,
      '2026-12-03': true,
      '2026-12-04': true,
      '2026-12-05': true,
      '2026-12-06': false,
      '2026-12-07': true,
      '2026-12-08': true,
    });
  });

  it('makes days before today unavailable (booking-wizard §5: the window starts today)', async () => {
    const strip = dayList(
      await days(`start_date=2026-11-28&end_date=2026-12-01&local=${PROVIDENCIA}&services=${S.womensCut}`),
    );
    expect(strip).toEqual({ '2026-11-28': false, '2026-11-29': false, '2026-11-30': false, '2026-12-01': true });
  });

  it('makes days after the afterBooking months unavailable, the last day included (booking-wizard §5, §9; 3 months for the salon)', async () => {
    const strip = dayList(
      await days(`start_date=2027-02-26&end_date=2027-03-03&local=${PROVIDENCIA}&services=${S.womensCut}`),
    );
    expect(strip).toEqual({
      '2027-02-26': true,
      '2027-02-27': true,
      '2027-02-28': false,
      '2027-03-01': true,
      '2027-03-02': false,
      '2027-03-03': false,
    });
  });

  it("makes a professional's day off (a provider exception without hours) unavailable when the client chose them", async () => {
    const strip = dayList(
      await days(
        `start_date=2026-12-07&end_date=2026-12-09&local=${PROVIDENCIA}&services=${S.womensCut}&providers_array=${P.camila}`,
      ),
    );
    expect(strip).toEqual({ '2026-12-07': true, '2026-12-08': false, '2026-12-09': true });
  });

  it("offers a class's days while it has seats: a full class's day is unavailable (booking-wizard §1 class services)", async () => {
    const strip = dayList(
      await days(`start_date=2026-12-05&end_date=2026-12-14&local=${PROVIDENCIA}&services=${S.stylingWorkshop}`),
    );
    expect(
      Object.entries(strip)
        .filter(([, available]) => available)
        .map(([date]) => date),
    ).toEqual(['2026-12-05', '2026-12-12', '2026-12-14']);
  });
});

describe('GET /service_providers/available_hours_sql_improved (booking-wizard §2, §3 Hour block, Day hours response, §7 Hours for a day)', () => {
  it('starts today no sooner than the minimum notice after now (60 minutes at the salon)', async () => {
    const labels = hourLabels(
      await hours(`start_date=2026-12-01&local=${PROVIDENCIA}&services=${S.womensCut}&providers_array=${P.camila}`),
    );
    expect(labels[0]).toBe('10:00');
    expect(labels).not.toContain('09:45');
  });

  it('groups hours into morning (before 12:00), afternoon (12:00–18:59) and night (from 19:00), each on the 15-minute grid', async () => {
    const body = dayHours(
      await hours(`start_date=2026-12-02&local=${PROVIDENCIA}&services=${S.womensCut}&providers_array=${P.javiera}`),
    );
    expect(body.morning_hours.map((block) => block.hour)).toEqual(['11:00', '11:15', '11:30', '11:45']);
    expect(body.afternoon_hours[0]?.hour).toBe('12:00');
    expect(body.afternoon_hours.at(-1)?.hour).toBe('18:45');
    // Javiera works to 20:00: the last 45-minute cut starts at 19:15.
    expect(body.night_hours.map((block) => block.hour)).toEqual(['19:00', '19:15']);
  });

  it("writes each block's instants with the location's offset and its service, times and professional (§3 Hour block)", async () => {
    const [first] = allHours(
      await hours(`start_date=2026-12-02&local=${PROVIDENCIA}&services=${S.womensCut}&providers_array=${P.javiera}`),
    );
    expect(first).toEqual({
      hour: '11:00',
      start_block: '2026-12-02T11:00:00-03:00',
      end_block: '2026-12-02T11:45:00-03:00',
      bookings: [
        {
          service: S.womensCut,
          start: '2026-12-02T11:00:00-03:00',
          end: '2026-12-02T11:45:00-03:00',
          provider: P.javiera,
        },
      ],
    });
  });

  it('places a consecutive chain, each service starting when the previous one ends, with different professionals (booking-wizard §2 Consecutive)', async () => {
    // Thursday: the cut by Camila or Javiera, then the manicure by Francisca, who starts at 12:00.
    const [first] = allHours(
      await hours(`start_date=2026-12-03&local=${PROVIDENCIA}&services=${S.womensCut},${S.manicure}`),
    );
    expect(first).toEqual({
      hour: '11:15',
      start_block: '2026-12-03T11:15:00-03:00',
      end_block: '2026-12-03T12:40:00-03:00',
      bookings: [
        {
          service: S.womensCut,
          start: '2026-12-03T11:15:00-03:00',
          end: '2026-12-03T12:00:00-03:00',
          provider: P.camila,
        },
        {
          service: S.manicure,
          start: '2026-12-03T12:00:00-03:00',
          end: '2026-12-03T12:40:00-03:00',
          provider: P.francisca,
        },
      ],
    });
  });

  it("places a bundle as the chain of its services, in the bundle's order (booking-wizard §2 bundles)", async () => {
    const query = `start_date=2026-12-03&local=${PROVIDENCIA}&services=${S.styling},${S.gelManicure},${S.eyebrowWaxing}&bundled=true&bundle_id=${S.bridalPack}`;
    const [first] = allHours(await hours(query));
    expect(first?.hour).toBe('11:30');
    expect(first?.bookings.map((booking) => [booking.service, booking.start, booking.end, booking.provider])).toEqual([
      [S.styling, '2026-12-03T11:30:00-03:00', '2026-12-03T12:10:00-03:00', P.camila],
      [S.gelManicure, '2026-12-03T12:10:00-03:00', '2026-12-03T13:10:00-03:00', P.francisca],
      [S.eyebrowWaxing, '2026-12-03T13:10:00-03:00', '2026-12-03T13:25:00-03:00', P.francisca],
    ]);
  });

  it("takes the reservation's chosen times out for their professional: a session never overlaps the one already chosen (ADR 0014 dates_and_providers)", async () => {
    const base = `start_date=2026-12-02&local=${PROVIDENCIA}&services=${S.hairLossProgramme}&providers_array=${P.matias}`;
    expect(hourLabels(await hours(base))).toContain('10:00');
    const first = chosen([
      { start: '2026-12-02T10:00:00-03:00', end: '2026-12-02T10:45:00-03:00', provider_id: P.matias },
    ]);
    const labels = hourLabels(await hours(`${base}&dates_and_providers=${first}`));
    // A 45-minute session may end when the chosen one starts, or start when it ends.
    expect(labels.filter((label) => label >= '09:30' && label <= '10:30')).toEqual([]);
    expect(labels).toContain('09:15');
    expect(labels).toContain('10:45');
  });

  it('does not offer hours overlapping a booking the professional already holds', async () => {
    const labels = hourLabels(
      await hours(`start_date=2026-12-09&local=${PROVIDENCIA}&services=${S.womensCut}&providers_array=${P.camila}`),
    );
    expect(labels.filter((label) => label >= '14:30' && label <= '15:30')).toEqual([]);
    expect(labels).toContain('14:15');
    expect(labels).toContain('15:45');
  });

  it('gives "first provider available" (0) the free professional with the fewest bookings that day, the lowest id on a tie (docs/adr/0013)', async () => {
    const at = async (date: string) =>
      allHours(await hours(`start_date=${date}&local=${PROVIDENCIA}&services=${S.womensCut}&providers_array=0`)).find(
        (block) => block.hour === '11:00',
      )?.bookings[0]?.provider;
    // Wednesday 2: nobody has a booking, Camila has the lowest id. Wednesday 9: Camila has one.
    expect(await at('2026-12-02')).toBe(P.camila);
    expect(await at('2026-12-09')).toBe(P.javiera);
  });

  it('follows a provider exception that changes the hours of a day (Matías works 12:00–16:00 on Friday 4 December)', async () => {
    const labels = hourLabels(
      await hours(`start_date=2026-12-04&local=${PROVIDENCIA}&services=${S.mensCut}&providers_array=${P.matias}`),
    );
    expect(labels[0]).toBe('12:00');
    expect(labels.at(-1)).toBe('15:30');
  });

  it('offers a class at its time while seats remain, with its professional, and not when it is full', async () => {
    const saturday = allHours(await hours(`start_date=2026-12-05&local=${PROVIDENCIA}&services=${S.stylingWorkshop}`));
    expect(saturday).toEqual([
      {
        hour: '10:30',
        start_block: '2026-12-05T10:30:00-03:00',
        end_block: '2026-12-05T12:00:00-03:00',
        bookings: [
          {
            service: S.stylingWorkshop,
            start: '2026-12-05T10:30:00-03:00',
            end: '2026-12-05T12:00:00-03:00',
            provider: P.francisca,
          },
        ],
        seats_left: 8,
      },
    ]);
    expect(hourLabels(await hours(`start_date=2026-12-07&local=${PROVIDENCIA}&services=${S.stylingWorkshop}`))).toEqual(
      [],
    );
    expect(hourLabels(await hours(`start_date=2026-12-14&local=${PROVIDENCIA}&services=${S.stylingWorkshop}`))).toEqual(
      ['18:00'],
    );
  });

  it("says a class hour's seats left, the class's seats minus those taken, and nothing for other services", async () => {
    // Monday 14 December's workshop: 8 seats, 3 taken.
    const monday = allHours(await hours(`start_date=2026-12-14&local=${PROVIDENCIA}&services=${S.stylingWorkshop}`));
    expect(monday.map((hour) => [hour.hour, hour.seats_left])).toEqual([['18:00', 5]]);
    const cut = allHours(await hours(`start_date=2026-12-09&local=${PROVIDENCIA}&services=${S.womensCut}`));
    expect(cut.length).toBeGreaterThan(0);
    expect(cut.every((hour) => !('seats_left' in hour))).toBe(true);
  });

  it('answers no hours on a day beyond the afterBooking months', async () => {
    expect(hourLabels(await hours(`start_date=2027-03-02&local=${PROVIDENCIA}&services=${S.womensCut}`))).toEqual([]);
  });
});

describe('GET /service_providers/sooner_available_hours_sql_improved (booking-wizard §2 no hours state, §7 First available date)', () => {
  it("answers the first day with a free hour and that hour, skipping the chosen professional's day off", async () => {
    const response = await sooner(
      `start_date=2026-12-08&local=${PROVIDENCIA}&services=${S.womensCut}&providers_array=${P.camila}`,
    );
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ date: '2026-12-09', hour: '09:00' });
  });

  it('searches from today when start_date is in the past, minimum notice included', async () => {
    const response = await sooner(
      `start_date=2026-11-20&local=${PROVIDENCIA}&services=${S.womensCut}&providers_array=${P.camila}`,
    );
    expect(response.body).toEqual({ date: '2026-12-01', hour: '10:00' });
  });

  it("finds a class's next time with seats", async () => {
    expect((await sooner(`start_date=2026-12-06&local=${PROVIDENCIA}&services=${S.stylingWorkshop}`)).body).toEqual({
      date: '2026-12-12',
      hour: '10:30',
    });
  });

  it('answers null for both when no day is free up to end_date or the afterBooking limit (never 202 here: docs/adr/0016)', async () => {
    const response = await sooner(
      `start_date=2026-12-07&end_date=2026-12-11&local=${PROVIDENCIA}&services=${S.stylingWorkshop}`,
    );
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ date: null, hour: null });
    expect((await sooner(`start_date=2027-03-02&local=${PROVIDENCIA}&services=${S.womensCut}`)).body).toEqual({
      date: null,
      hour: null,
    });
  });
});

describe('GET /service_providers (booking-wizard §7 Available providers for a service at a time, storefront §7)', () => {
  const base = `/service_providers?location_id=${PROVIDENCIA}`;
  const slot = 'start=2026-12-02T10:00:00-03:00&end=2026-12-02T10:45:00-03:00';

  it("lists the location's professionals in the company's order, with their card and week", async () => {
    const response = await get(base);
    expect(providerIds(response)).toEqual([P.camila, P.javiera, P.matias, P.francisca]);
    expect((response.body as Schemas['Provider'][])[0]).toMatchObject({
      id: P.camila,
      public_name: 'Camila Rojas',
      image: null,
    });
  });

  it('lists the professionals who perform the service there with `id`', async () => {
    expect(providerIds(await get(`${base}&id=${S.womensCut}`))).toEqual([P.camila, P.javiera, P.matias]);
  });

  it('lists only those free for the whole slot with start and end, and all of them with available_only=false', async () => {
    expect(providerIds(await get(`${base}&id=${S.womensCut}&${slot}`))).toEqual([P.camila, P.matias]);
    expect(providerIds(await get(`${base}&id=${S.womensCut}&${slot}&available_only=false`))).toEqual([
      P.camila,
      P.javiera,
      P.matias,
    ]);
  });

  it("takes the reservation's chosen times out for their professionals", async () => {
    const taken = chosen([
      { start: '2026-12-02T10:30:00-03:00', end: '2026-12-02T11:00:00-03:00', provider_id: P.matias },
    ]);
    expect(providerIds(await get(`${base}&id=${S.womensCut}&${slot}&dates_and_providers=${taken}`))).toEqual([
      P.camila,
    ]);
  });

  it("lists only the professionals of the promotion's services with a charly_token, and 404 for an unknown token", async () => {
    expect(providerIds(await get(`${base}&charly_token=aurora-vuelve-ana`))).toEqual([P.camila, P.matias]);
    expect(providerIds(await get(`${base}&id=${S.womensCut}&charly_token=aurora-vuelve-ana`))).toEqual([]);
    expectFailure(await get(`${base}&charly_token=nadie`), 404, 'PROMOTION.NOT_FOUND');
  });

  it('refuses a slot half given, backwards or without its service (422), and names what is not found (404), changing nothing', async () => {
    await unchanged(server, async () => {
      expectFailure(
        await get(`${base}&id=${S.womensCut}&start=2026-12-02T10:00:00-03:00`),
        422,
        'REQUEST.INVALID',
        'end',
      );
      expectFailure(
        await get(`${base}&id=${S.womensCut}&end=2026-12-02T10:00:00-03:00`),
        422,
        'REQUEST.INVALID',
        'start',
      );
      expectFailure(
        await get(`${base}&id=${S.womensCut}&start=2026-12-02T10:00:00-03:00&end=2026-12-02T10:00:00-03:00`),
        422,
        'REQUEST.INVALID',
        'end',
      );
      expectFailure(await get(`${base}&${slot}`), 422, 'REQUEST.INVALID', 'id');
      expectFailure(
        await get(`${base}&id=${S.womensCut}&start=ayer&end=2026-12-02T10:00:00-03:00`),
        422,
        'REQUEST.INVALID',
        'start',
      );
      expectFailure(
        await get(`${base}&id=${S.womensCut}&available_only=si`),
        400,
        'REQUEST.UNDECODABLE',
        'available_only',
      );
      expectFailure(await get(`${base}&id=uno`), 400, 'REQUEST.UNDECODABLE', 'id');
      expectFailure(await get(`${base}&charly_token=`), 422, 'REQUEST.INVALID', 'charly_token');
      expectFailure(await get(`${base}&dates_and_providers=%5B`), 400, 'REQUEST.UNDECODABLE', 'dates_and_providers');
      expectFailure(await get('/service_providers'), 400, 'REQUEST.UNDECODABLE', 'location_id');
      expectFailure(await get(`${base}&id=${S.service10000}`), 404, 'SERVICE.NOT_FOUND');
      expectFailure(
        await get(`/service_providers?location_id=${DEMO_LOCATION.vitacuraClosed}`),
        404,
        'LOCATION.NOT_FOUND',
      );
    });
  });
});

describe('GET /api/v2/sites/service_providers/date_time (booking-wizard §7)', () => {
  const path = (query: string) => get(`/api/v2/sites/service_providers/date_time?location_id=${PROVIDENCIA}&${query}`);

  it('lists the professionals free for the whole slot to give the service', async () => {
    const response = await path(
      `service_id=${S.womensCut}&start_at=2026-12-02T10:00:00-03:00&end_at=2026-12-02T10:45:00-03:00`,
    );
    expect(providerIds(response)).toEqual([P.camila, P.matias]);
  });

  it('reads instants with any offset: the same slot written in UTC gives the same professionals', async () => {
    const response = await path(`service_id=${S.womensCut}&start_at=2026-12-02T13:00:00Z&end_at=2026-12-02T13:45:00Z`);
    expect(providerIds(response)).toEqual([P.camila, P.matias]);
  });

  it('leaves out a professional whose time the reservation already chose, and answers an empty list when nobody is free', async () => {
    const taken = chosen([
      { start: '2026-12-02T10:00:00-03:00', end: '2026-12-02T10:45:00-03:00', provider_id: P.camila },
    ]);
    const slot = 'start_at=2026-12-02T10:00:00-03:00&end_at=2026-12-02T10:45:00-03:00';
    expect(providerIds(await path(`service_id=${S.womensCut}&${slot}&dates_and_providers=${taken}`))).toEqual([
      P.matias,
    ]);
    expect(
      providerIds(
        await path(`service_id=${S.womensCut}&start_at=2026-12-06T10:00:00-03:00&end_at=2026-12-06T10:45:00-03:00`),
      ),
    ).toEqual([]);
  });

  it('refuses missing, ill-typed and backwards parameters, naming each, changing nothing', async () => {
    await unchanged(server, async () => {
      expectFailure(
        await path('start_at=2026-12-02T10:00:00-03:00&end_at=2026-12-02T10:45:00-03:00'),
        400,
        'REQUEST.UNDECODABLE',
        'service_id',
      );
      expectFailure(
        await path(`service_id=${S.womensCut}&start_at=2026-12-02&end_at=2026-12-02T10:45:00-03:00`),
        422,
        'REQUEST.INVALID',
        'start_at',
      );
      expectFailure(
        await path(`service_id=${S.womensCut}&start_at=2026-12-02T10:00:00-03:00&end_at=2026-12-02T09:00:00-03:00`),
        422,
        'REQUEST.INVALID',
        'end_at',
      );
      expectFailure(
        await path(`service_id=0&start_at=2026-12-02T10:00:00-03:00&end_at=2026-12-02T10:45:00-03:00`),
        422,
        'REQUEST.INVALID',
        'service_id',
      );
      expectFailure(
        await path(`service_id=999&start_at=2026-12-02T10:00:00-03:00&end_at=2026-12-02T10:45:00-03:00`),
        404,
        'SERVICE.NOT_FOUND',
      );
    });
  });
});

describe('bad input to the days, hours and first-available calls (ADR 0014: 400 undecodable, 422 refused, each field named)', () => {
  const query = `local=${PROVIDENCIA}&services=${S.womensCut}`;
  const calls = [
    ['days', (rest: string) => days(`start_date=2026-12-01&end_date=2026-12-07&${rest}`)],
    ['hours', (rest: string) => hours(`start_date=2026-12-02&${rest}`)],
    ['sooner', (rest: string) => sooner(`start_date=2026-12-02&${rest}`)],
  ] as const;

  it.each(calls)('the %s call refuses every ill-formed parameter and changes nothing', async (_name, call) => {
    await unchanged(server, async () => {
      expectFailure(await call(`services=${S.womensCut}`), 400, 'REQUEST.UNDECODABLE', 'local');
      expectFailure(await call(`local=${PROVIDENCIA}`), 400, 'REQUEST.UNDECODABLE', 'services');
      expectFailure(await call(`local=uno&services=${S.womensCut}`), 400, 'REQUEST.UNDECODABLE', 'local');
      expectFailure(await call(`local=0&services=${S.womensCut}`), 422, 'REQUEST.INVALID', 'local');
      expectFailure(await call(`local=${PROVIDENCIA}&services=1,dos`), 400, 'REQUEST.UNDECODABLE', 'services[1]');
      expectFailure(
        await call(`local=${PROVIDENCIA}&services=${Array.from({ length: 21 }, () => '1').join(',')}`),
        422,
        'REQUEST.INVALID',
        'services',
      );
      expectFailure(await call(`${query}&providers=x`), 400, 'REQUEST.UNDECODABLE', 'providers[0]');
      expectFailure(await call(`${query}&providers_array=-1`), 422, 'REQUEST.INVALID', 'providers_array[0]');
      expectFailure(await call(`${query}&providers_array=0,0`), 422, 'REQUEST.INVALID', 'providers_array');
      expectFailure(
        await call(`${query}&providers_array=${P.valentina}`),
        422,
        'REQUEST.INVALID',
        'providers_array[0]',
      );
      expectFailure(await call(`${query}&providers=${P.francisca}`), 422, 'REQUEST.INVALID', 'providers');
      expectFailure(await call(`${query}&bundled=quizas`), 400, 'REQUEST.UNDECODABLE', 'bundled');
      expectFailure(await call(`${query}&bundled=true`), 422, 'REQUEST.INVALID', 'bundle_id');
      expectFailure(await call(`${query}&bundle_id=${S.bridalPack}`), 422, 'REQUEST.INVALID', 'bundled');
      expectFailure(await call(`${query}&bundled=true&bundle_id=${S.womensCut}`), 422, 'REQUEST.INVALID', 'bundle_id');
      expectFailure(await call(`${query}&bundled=true&bundle_id=${S.bridalPack}`), 422, 'REQUEST.INVALID', 'services');
      expectFailure(await call(`${query}&bundled=true&bundle_id=0`), 422, 'REQUEST.INVALID', 'bundle_id');
      expectFailure(await call(`local=${PROVIDENCIA}&services=${S.bridalPack}`), 422, 'REQUEST.INVALID', 'services[0]');
      expectFailure(
        await call(`local=${PROVIDENCIA}&services=${S.hairLossProgramme},${S.womensCut}`),
        422,
        'REQUEST.INVALID',
        'services[0]',
      );
      expectFailure(
        await call(`local=${PROVIDENCIA}&services=${S.womensCut},${S.stylingWorkshop}`),
        422,
        'REQUEST.INVALID',
        'services[1]',
      );
      expectFailure(await call(`${query}&dates_and_providers=nada`), 400, 'REQUEST.UNDECODABLE', 'dates_and_providers');
      expectFailure(
        await call(
          `${query}&dates_and_providers=${encodeURIComponent('[{"start":"2026-12-02T10:00:00-03:00","end":"2026-12-02T10:45:00-03:00"}]')}`,
        ),
        400,
        'REQUEST.UNDECODABLE',
      );
      expectFailure(
        await call(
          `${query}&dates_and_providers=${chosen([{ start: '2026-12-02T10:00:00-03:00', end: '2026-12-02T09:00:00-03:00', provider_id: 1 }])}`,
        ),
        422,
        'REQUEST.INVALID',
        'dates_and_providers[0].end',
      );
      expectFailure(await call(`${query}&localidad=1`), 400, 'REQUEST.UNDECODABLE', 'localidad');
      expectFailure(await call(`local=${PROVIDENCIA}&services=${S.service10000}`), 404, 'SERVICE.NOT_FOUND');
      expectFailure(await call(`local=999&services=${S.womensCut}`), 404, 'LOCATION.NOT_FOUND');
      expectFailure(
        await call(`local=${DEMO_LOCATION.vitacuraClosed}&services=${S.womensCut}`),
        404,
        'LOCATION.NOT_FOUND',
      );
    });
  });

  it('refuses dates that are not days, a range backwards or longer than 62 days, and an hours end_date other than start_date', async () => {
    await unchanged(server, async () => {
      expectFailure(await days(`end_date=2026-12-07&${query}`), 400, 'REQUEST.UNDECODABLE', 'start_date');
      expectFailure(await days(`start_date=2026-12-01&${query}`), 400, 'REQUEST.UNDECODABLE', 'end_date');
      expectFailure(
        await days(`start_date=2026-13-01&end_date=2026-12-07&${query}`),
        422,
        'REQUEST.INVALID',
        'start_date',
      );
      expectFailure(
        await days(`start_date=2026-12-08&end_date=2026-12-07&${query}`),
        422,
        'REQUEST.INVALID',
        'end_date',
      );
      expectFailure(
        await days(`start_date=2026-12-01&end_date=2027-02-02&${query}`),
        422,
        'REQUEST.INVALID',
        'end_date',
      );
      expect((await days(`start_date=2026-12-01&end_date=2027-02-01&${query}`)).status).toBe(200);
      expectFailure(
        await hours(`start_date=2026-12-02&end_date=2026-12-03&${query}`),
        422,
        'REQUEST.INVALID',
        'end_date',
      );
      expect((await hours(`start_date=2026-12-02&end_date=2026-12-02&${query}`)).status).toBe(200);
      expectFailure(
        await sooner(`start_date=2026-12-02&end_date=2026-12-01&${query}`),
        422,
        'REQUEST.INVALID',
        'end_date',
      );
      expectFailure(await sooner(`start_date=01-12-2026&${query}`), 422, 'REQUEST.INVALID', 'start_date');
    });
  });

  it('words the refusal in Spanish when the request prefers it', async () => {
    const response = await hours(`start_date=2026-12-02&end_date=2026-12-03&${query}`);
    const spanish = await get(
      `/service_providers/available_hours_sql_improved?start_date=2026-12-02&end_date=2026-12-03&${query}`,
      { 'accept-language': 'es-CL' },
    );
    expect((response.body as Schemas['Error']).attributes).toEqual([
      { field: 'end_date', messages: ['must equal start_date (the hours of one day are asked at a time)'] },
    ]);
    expect((spanish.body as Schemas['Error']).attributes).toEqual([
      { field: 'end_date', messages: ['debe ser igual a start_date (las horas se piden de a un día)'] },
    ]);
  });
});

describe("daylight-saving changes in America/Santiago (docs/adr/0013's wall-clock rule)", () => {
  let dst: TestServer;

  beforeAll(async () => {
    // A week before the clocks jump from 00:00 to 01:00 on Sunday 6 September 2026.
    dst = await seededTestServer({ clock: fixedClock('2026-08-30T12:00:00Z') });
    // Javiera opens the salon at midnight that Sunday, for three hours of wall clock (two real ones).
    await dst.database.query(
      `INSERT INTO provider_exceptions (provider_id, location_id, on_date, starts_at, ends_at) VALUES ($1, $2, '2026-09-06', '00:00', '03:00')`,
      [P.javiera, PROVIDENCIA],
    );
  }, 60_000);

  afterAll(async () => {
    await dst.dispose();
  });

  it('never offers a time the clocks skip: the first hour of the day is 01:00, already at the summer offset', async () => {
    const response = await dst.client.get(
      `/service_providers/available_hours_sql_improved?start_date=2026-09-06&local=${PROVIDENCIA}&services=${S.womensCut}&providers_array=${P.javiera}`,
    );
    const blocks = allHours(response);
    expect(blocks.map((block) => block.hour)).toEqual(['01:00', '01:15', '01:30', '01:45', '02:00', '02:15']);
    expect(blocks[0]?.start_block).toBe('2026-09-06T01:00:00-03:00');
    expect(blocks.at(-1)?.end_block).toBe('2026-09-06T03:00:00-03:00');
  });

  it('writes hours before the change at the winter offset', async () => {
    const [first] = allHours(
      await dst.client.get(
        `/service_providers/available_hours_sql_improved?start_date=2026-09-04&local=${PROVIDENCIA}&services=${S.womensCut}&providers_array=${P.camila}`,
      ),
    );
    expect(first?.start_block).toBe('2026-09-04T09:00:00-04:00');
  });

  it('shows the Sunday of the change as available only for the professional who works it', async () => {
    const strip = await dst.client.get(
      `/service_providers/available_days_sql_improved?start_date=2026-09-05&end_date=2026-09-06&local=${PROVIDENCIA}&services=${S.womensCut}&providers_array=${P.javiera}`,
    );
    expect(dayList(strip)).toEqual({ '2026-09-05': true, '2026-09-06': true });
  });
});
