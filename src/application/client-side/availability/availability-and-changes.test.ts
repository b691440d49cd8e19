import { errAsync, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import type { Instant } from '#domain/calendar/instant';
import { locationId } from '#domain/shared/ids.test-support';
import type { EditableBookingView } from '../../ports/client/booking-changes';
import { apiPorts, EDITABLE_CUT, fakeBookingApi, LUCAS } from '../shared/fake-booking-api.test-support';
import { findAvailableDays } from './find-available-days';
import { findAvailableHours } from './find-available-hours';
import { findFirstAvailableHour } from './find-first-available-hour';
import { moveBooking } from '../booking/move-booking';

/** 2026-12-01T23:30 in Buenos Aires: already the 2nd in UTC. */
const clock = { now: () => Date.UTC(2026, 11, 2, 2, 30) as Instant };

describe('finding free days and the first free hour (booking-wizard §7)', () => {
  it('searches two weeks from today at the location, for the chain as the location offers it', async () => {
    const asked: unknown[] = [];
    const api = fakeBookingApi({ listAvailableDays: (query) => (asked.push(query), okAsync([])) });
    await findAvailableDays({ ...apiPorts(api), clock })({
      locationId: locationId(5),
      serviceIds: [54],
      providerChoices: [11],
      from: null,
      to: null,
    });
    expect(asked).toEqual([
      {
        locationId: locationId(5),
        serviceIds: [51, 52],
        providerChoices: [11, 11],
        bundleId: 54,
        startDate: '2026-12-01',
        endDate: '2026-12-14',
      },
    ]);
  });

  it('asks again after the wait the API names while it is still searching', async () => {
    const waits: number[] = [];
    let round = 0;
    const api = fakeBookingApi({
      findSoonerAvailableHour: () =>
        okAsync(
          ++round < 3
            ? { _tag: 'StillSearching', retryAfterSeconds: 2 }
            : { _tag: 'SoonerAvailable', date: '2026-12-03', hour: '10:00' },
        ),
    });
    const found = (
      await findFirstAvailableHour({
        ...apiPorts(api),
        clock,
        pause: { wait: (seconds) => (waits.push(seconds), Promise.resolve()) },
      })({ locationId: locationId(5), serviceIds: [51], providerChoices: [], from: null })
    )._unsafeUnwrap();
    expect(found).toMatchObject({ date: '2026-12-03', hour: '10:00' });
    expect(waits).toEqual([2, 2]);
  });
});

describe("naming an hour's services and professionals (issue 16)", () => {
  const hours = {
    morningHours: [
      {
        startBlock: '2026-12-09T10:00:00-03:00',
        endBlock: '2026-12-09T11:00:00-03:00',
        hour: '10:00',
        bookings: [
          { service: 51, start: '2026-12-09T10:00:00-03:00', end: '2026-12-09T10:30:00-03:00', provider: 11 },
          { service: 52, start: '2026-12-09T10:30:00-03:00', end: '2026-12-09T11:00:00-03:00', provider: 11 },
        ],
      },
    ],
    afternoonHours: [],
    nightHours: [],
  };
  const query = { locationId: locationId(5), serviceIds: [51, 52], providerChoices: [11], date: '2026-12-09' as never };

  it("names each service of the chain and the location's professionals by their ids", async () => {
    const asked: unknown[] = [];
    const api = fakeBookingApi({
      listAvailableHours: () => okAsync(hours),
      listServiceProviders: (locationId, serviceId) => (asked.push([locationId, serviceId]), okAsync([LUCAS])),
    });
    const found = (await findAvailableHours(apiPorts(api))(query))._unsafeUnwrap();
    expect(asked).toEqual([[5, null]]);
    expect([...found.serviceNames]).toEqual([
      [51, 'Corte clásico'],
      [52, 'Afeitado con navaja'],
    ]);
    expect([...found.providerNames]).toEqual([[11, 'Lucas']]);
    expect(found.hours).toEqual(hours);
  });

  it('still answers the hours, naming no professional, when the professionals cannot be listed', async () => {
    const api = fakeBookingApi({
      listAvailableHours: () => okAsync(hours),
      listServiceProviders: () => errAsync({ _tag: 'ApiMisbehaved', status: 500, message: 'boom' }),
    });
    const found = (await findAvailableHours(apiPorts(api))(query))._unsafeUnwrap();
    expect(found.hours).toEqual(hours);
    expect(found.providerNames.size).toBe(0);
  });
});

describe('moving a booking (storefront §2 bookings/edit)', () => {
  const booking: EditableBookingView = { ...EDITABLE_CUT, confirmationCode: 'code' };

  it("sends the new start on the location's wall clock, the end a service later, and keeps the professional", async () => {
    const moves: unknown[] = [];
    const api = fakeBookingApi({
      getBookingForEdit: () => okAsync(booking),
      editBooking: (move) => (moves.push(move), okAsync({ ...booking, start: move.start, end: move.end })),
    });
    const moved = (
      await moveBooking(apiPorts(api))({
        confirmationCode: 'code',
        date: '2026-12-10' as never,
        hour: '15:00' as never,
        providerChoice: null,
      })
    )._unsafeUnwrap();
    expect(moves).toEqual([
      {
        id: 301,
        confirmationCode: 'code',
        start: '2026-12-10T15:00:00-03:00',
        end: '2026-12-10T15:30:00-03:00',
        providerId: 11,
      },
    ]);
    expect(moved.before.start).toBe('2026-12-03T11:00:00-03:00');
  });
});
