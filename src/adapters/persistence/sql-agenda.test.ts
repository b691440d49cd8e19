import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgendaWindow, Agendas } from '#application/ports/server/agenda';
import { heldList } from '#domain/availability/held-bookings';
import { addDays, type LocalDate } from '#domain/calendar/local-date';
import { DEMO_LOCATION, DEMO_PROVIDER, DEMO_SERVICE } from './demo/demo-ids';
import { DEMO_TODAY, seededDatabase } from './demo/demo-databases.test-support';
import { sharedSchedules, sqlAgendas } from './sql-agenda';
import type { ProviderId } from '#domain/catalog/service';
import { insertBooking } from './sql-agenda.test-support';
import { testEngines, type TestDatabase } from './test-databases.test-support';
import { locationId } from '#domain/shared/ids.test-support';

// The agenda port's SQL adapter (issue 3, Persistence; booking-wizard §3 Provider, §7 availability
// calls; docs/adr/0016): one suite over the demo data, run on PGlite and on PostgreSQL.

const engines = await testEngines();

const window = (firstDate: LocalDate, lastDate: LocalDate = firstDate) => ({ firstDate, lastDate });
const ms = (iso: string) => Date.parse(iso);

describe('the schedules an agendas port shares (docs/adr/0167)', () => {
  const shift = [{ iso_weekday: 1, starts_at: '09:00', ends_at: '17:00' }];
  const exception = [{ date: '2026-12-07' as LocalDate, intervals: [] }];

  it('hands out one frozen schedule a professional and weekly hours, a new one for other hours or an exception, and shares afresh past its bound', () => {
    const scheduleOf = sharedSchedules(16, 2);
    const first = scheduleOf(1 as ProviderId, shift, [], 'one');
    const second = scheduleOf(2 as ProviderId, shift, [], 'two');

    expect(scheduleOf(1 as ProviderId, shift, [], 'one')).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(second.weekly).toBe(first.weekly);
    expect(first).toEqual({ id: 1, weekly: { '1': [['09:00', '17:00']] }, exceptions: [] });
    const later = scheduleOf(1 as ProviderId, [{ iso_weekday: 1, starts_at: '09:00', ends_at: '18:00' }], [], 'one');
    expect(later.weekly).toEqual({ '1': [['09:00', '18:00']] });
    const away = scheduleOf(1 as ProviderId, shift, exception, 'one');
    expect(away).toEqual({ id: 1, weekly: first.weekly, exceptions: exception });

    // The third shared (the later hours) was past the bound of two: sharing began afresh with it.
    const again = scheduleOf(1 as ProviderId, shift, [], 'one');
    expect(again).not.toBe(first);
    expect(again).toEqual(first);
    expect(scheduleOf(1 as ProviderId, shift, [], 'one')).toBe(again);
  });
});

describe.each(engines)('the agenda’s SQL adapter on $name', (engine) => {
  describe.skipIf(engine.unavailable !== undefined)(`on ${engine.name}`, () => {
    let handle: TestDatabase;
    let agendas: Agendas;

    beforeAll(async () => {
      handle = await seededDatabase(engine);
      agendas = sqlAgendas(handle.database);
      const database = handle.database;
      // Matías works at both salons: a booking at Las Condes takes his time at Providencia too.
      await insertBooking(database, {
        locationId: DEMO_LOCATION.lasCondes,
        serviceId: DEMO_SERVICE.mensCut,
        providerId: DEMO_PROVIDER.matias,
        from: '2026-12-03T10:00:00-03:00',
        to: '2026-12-03T10:30:00-03:00',
      });
      await insertBooking(database, {
        locationId: DEMO_LOCATION.providencia,
        serviceId: DEMO_SERVICE.womensCut,
        providerId: DEMO_PROVIDER.camila,
        from: '2026-12-02T09:00:00-03:00',
        to: '2026-12-02T09:45:00-03:00',
        status: 'pending_payment',
      });
      await insertBooking(database, {
        locationId: DEMO_LOCATION.providencia,
        serviceId: DEMO_SERVICE.womensCut,
        providerId: DEMO_PROVIDER.camila,
        from: '2026-12-02T11:00:00-03:00',
        to: '2026-12-02T11:45:00-03:00',
        status: 'cancelled',
      });
      // Weeks later: outside a window of this week.
      await insertBooking(database, {
        locationId: DEMO_LOCATION.providencia,
        serviceId: DEMO_SERVICE.womensCut,
        providerId: DEMO_PROVIDER.camila,
        from: '2026-12-22T09:00:00-03:00',
        to: '2026-12-22T09:45:00-03:00',
      });
      // Two seats of Monday's styling workshop (2026-12-07 18:00, 8 seats): its professional's time, once.
      for (let seat = 0; seat < 2; seat++) {
        await insertBooking(database, {
          locationId: DEMO_LOCATION.providencia,
          serviceId: DEMO_SERVICE.stylingWorkshop,
          providerId: DEMO_PROVIDER.francisca,
          from: '2026-12-07T18:00:00-03:00',
          to: '2026-12-07T19:30:00-03:00',
          isClass: true,
        });
      }
    });

    afterAll(async () => {
      await handle.dispose();
    });

    it("reads the location's zone and its company's grid, notice and afterBooking months (booking-wizard §3 companyBookingInfo)", async () => {
      const agenda = await agendas.agendaOf(DEMO_LOCATION.providencia, window(DEMO_TODAY));
      expect(agenda).toMatchObject({
        locationId: DEMO_LOCATION.providencia,
        companyId: 1,
        timeZone: 'America/Santiago',
        slotStepMinutes: 15,
        minimumNoticeMinutes: 60,
        afterBookingMonths: 3,
      });
    });

    it("lists the professionals working at the location in the company's order, with their weekly hours there only", async () => {
      const agenda = await agendas.agendaOf(DEMO_LOCATION.providencia, window(DEMO_TODAY));
      expect(agenda?.providers.map((provider) => provider.id)).toEqual([
        DEMO_PROVIDER.camila,
        DEMO_PROVIDER.javiera,
        DEMO_PROVIDER.matias,
        DEMO_PROVIDER.francisca,
      ]);
      const matias = agenda?.providers.find((provider) => provider.id === DEMO_PROVIDER.matias);
      // Tuesdays and Thursdays he is at Las Condes, which is not this location's agenda.
      expect(matias?.weekly).toEqual({
        '1': [['09:00', '17:00']],
        '3': [['09:00', '17:00']],
        '5': [['09:00', '17:00']],
      });
      const camila = agenda?.providers.find((provider) => provider.id === DEMO_PROVIDER.camila);
      expect(camila?.weekly['2']).toEqual([
        ['09:00', '13:00'],
        ['14:00', '18:00'],
      ]);
    });

    it('reads the exceptions on the window’s dates: a day off has no interval, other hours replace the week’s', async () => {
      const agenda = await agendas.agendaOf(DEMO_LOCATION.providencia, window(DEMO_TODAY, addDays(DEMO_TODAY, 7)));
      const exceptionsOf = (id: number) => agenda?.providers.find((provider) => provider.id === id)?.exceptions;
      expect(exceptionsOf(DEMO_PROVIDER.camila)).toEqual([{ date: addDays(DEMO_TODAY, 7), intervals: [] }]);
      expect(exceptionsOf(DEMO_PROVIDER.matias)).toEqual([
        { date: addDays(DEMO_TODAY, 3), intervals: [['12:00', '16:00']] },
      ]);
      const earlier = await agendas.agendaOf(DEMO_LOCATION.providencia, window(DEMO_TODAY));
      expect(earlier?.providers.flatMap((provider) => provider.exceptions)).toEqual([]);
    });

    it('reads the held bookings of its professionals at every location, not cancelled ones, a class once naming its class service, around the window only', async () => {
      const agenda = await agendas.agendaOf(DEMO_LOCATION.providencia, window(DEMO_TODAY, addDays(DEMO_TODAY, 7)));
      expect(agenda?.bookings).toEqual([
        { providerId: DEMO_PROVIDER.camila, start: ms('2026-12-02T12:00:00Z'), end: ms('2026-12-02T12:45:00Z') },
        { providerId: DEMO_PROVIDER.matias, start: ms('2026-12-03T13:00:00Z'), end: ms('2026-12-03T13:30:00Z') },
        {
          providerId: DEMO_PROVIDER.francisca,
          start: ms('2026-12-07T21:00:00Z'),
          end: ms('2026-12-07T22:30:00Z'),
          seatOf: DEMO_SERVICE.stylingWorkshop,
        },
      ]);
    });

    it('reads the class times with their seats, and the seats taken of each class held', async () => {
      const agenda = await agendas.agendaOf(DEMO_LOCATION.providencia, window(DEMO_TODAY, addDays(DEMO_TODAY, 7)));
      expect(agenda?.classTimes).toEqual([
        {
          serviceId: DEMO_SERVICE.stylingWorkshop,
          providerId: DEMO_PROVIDER.francisca,
          isoWeekday: 1,
          start: '18:00',
          capacity: 8,
        },
        {
          serviceId: DEMO_SERVICE.stylingWorkshop,
          providerId: DEMO_PROVIDER.francisca,
          isoWeekday: 6,
          start: '10:30',
          capacity: 8,
        },
      ]);
      expect(agenda?.classSeatsTaken).toEqual([
        {
          serviceId: DEMO_SERVICE.stylingWorkshop,
          providerId: DEMO_PROVIDER.francisca,
          start: ms('2026-12-07T21:00:00Z'),
          seatsTaken: 2,
        },
      ]);
    });

    it('finds no agenda for a closed, unknown or unstorable location', async () => {
      expect(await agendas.agendaOf(DEMO_LOCATION.vitacuraClosed, window(DEMO_TODAY))).toBeUndefined();
      expect(await agendas.agendaOf(locationId(999), window(DEMO_TODAY))).toBeUndefined();
      expect(await agendas.agendaOf(locationId(2 ** 40), window(DEMO_TODAY))).toBeUndefined();
    });

    it("reads a window asked as far as the contract's dates go (the years 0001 and 9999) within the years a booking can hold, holding nothing there", async () => {
      for (const asked of [
        { firstDate: '0001-01-01', lastDate: '0001-01-14' },
        { firstDate: '9999-12-20', lastDate: '10000-01-02' },
      ] as AgendaWindow[]) {
        const agenda = await agendas.agendaOf(DEMO_LOCATION.providencia, asked);
        expect(agenda?.timeZone).toBe('America/Santiago');
        expect(heldList(agenda?.bookings ?? [])).toEqual([]);
      }
    });

    it('shares one frozen schedule of each professional among the agendas whose dates hold no exception of theirs, and makes its own for one that does (docs/adr/0167)', async () => {
      const scheduleById = (agenda: Awaited<ReturnType<Agendas['agendaOf']>>) =>
        new Map<number, object>(agenda?.providers.map((provider) => [provider.id, provider]));
      const today = scheduleById(await agendas.agendaOf(DEMO_LOCATION.providencia, window(DEMO_TODAY)));
      const tomorrow = scheduleById(await agendas.agendaOf(DEMO_LOCATION.providencia, window(addDays(DEMO_TODAY, 1))));
      const fortnight = await agendas.agendaOf(DEMO_LOCATION.providencia, window(DEMO_TODAY, addDays(DEMO_TODAY, 7)));

      expect(today.size).toBe(4);
      for (const [id, schedule] of today) {
        expect(tomorrow.get(id)).toBe(schedule);
        expect(Object.isFrozen(schedule)).toBe(true);
      }
      // Camila's day off and Matías's other hours fall in the fortnight: theirs are its own.
      for (const provider of fortnight?.providers ?? []) {
        const own = provider.id === DEMO_PROVIDER.camila || provider.id === DEMO_PROVIDER.matias;
        expect(provider.exceptions.length > 0).toBe(own);
        if (own) expect(provider).not.toBe(today.get(provider.id));
        else expect(provider).toBe(today.get(provider.id));
        expect(provider.weekly).toBe((today.get(provider.id) as typeof provider).weekly);
      }
      expect(fortnight).toEqual(
        await sqlAgendas(handle.database).agendaOf(
          DEMO_LOCATION.providencia,
          window(DEMO_TODAY, addDays(DEMO_TODAY, 7)),
        ),
      );
    });

    it("shares one frozen copy of each professional's weekly hours among its agendas, and reads changed hours anew (docs/adr/0143)", async () => {
      const weeklyById = (agenda: Awaited<ReturnType<Agendas['agendaOf']>>) =>
        new Map<number, object>(agenda?.providers.map((provider) => [provider.id, provider.weekly]));
      const thisWeek = weeklyById(await agendas.agendaOf(DEMO_LOCATION.providencia, window(DEMO_TODAY)));
      const nextWeek = weeklyById(await agendas.agendaOf(DEMO_LOCATION.providencia, window(addDays(DEMO_TODAY, 7))));

      expect(thisWeek.size).toBeGreaterThan(1);
      for (const [id, weekly] of thisWeek) {
        expect(nextWeek.get(id)).toBe(weekly);
        expect(Object.isFrozen(weekly)).toBe(true);
        for (const intervals of Object.values(weekly)) expect(Object.isFrozen(intervals)).toBe(true);
      }

      await handle.database.query(
        `UPDATE provider_weekly_hours SET ends_at = ends_at - interval '1 hour'
         WHERE provider_id = $1 AND location_id = $2 AND iso_weekday = 1`,
        [DEMO_PROVIDER.camila, DEMO_LOCATION.providencia],
      );
      try {
        const changed = await agendas.agendaOf(DEMO_LOCATION.providencia, window(DEMO_TODAY));
        const fresh = await sqlAgendas(handle.database).agendaOf(DEMO_LOCATION.providencia, window(DEMO_TODAY));

        expect(changed).toEqual(fresh);
        expect(weeklyById(changed).get(DEMO_PROVIDER.camila)).not.toEqual(thisWeek.get(DEMO_PROVIDER.camila));
        expect(weeklyById(changed).get(DEMO_PROVIDER.matias)).toBe(thisWeek.get(DEMO_PROVIDER.matias));
      } finally {
        await handle.database.query(
          `UPDATE provider_weekly_hours SET ends_at = ends_at + interval '1 hour'
           WHERE provider_id = $1 AND location_id = $2 AND iso_weekday = 1`,
          [DEMO_PROVIDER.camila, DEMO_LOCATION.providencia],
        );
      }
    });
  });
});
