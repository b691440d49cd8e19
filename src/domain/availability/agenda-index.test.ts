import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LocalDate } from '../calendar/local-date';
import type { ProviderId } from '../catalog/service';
import type { Booking } from './agenda';
import { bookingsWithAdded, indexAgenda } from './agenda-index';
import { anyBookings, exampleAgenda } from './availability.arbitraries';

// Adding a create's time to an agenda kept in memory (issue 37; docs/adr/0083): the list it makes
// is the one sorting everything again would make, and the grouping by professional the engine
// keeps for a list is carried over to the new one rather than made again from every booking.

const PROVIDERS = [1, 2, 3, 4].map((id) => id as ProviderId);
const DATE = '2026-12-09' as LocalDate;
const byStartThenProvider = (a: Booking, b: Booking) => a.start - b.start || a.providerId - b.providerId;
const asRead = (bookings: readonly Booking[]) => [...bookings].sort(byStartThenProvider);
const anyCase = fc.record({
  held: anyBookings(PROVIDERS, DATE).map(asRead),
  added: anyBookings(PROVIDERS, DATE).map((bookings) => bookings.slice(0, 3)),
});

describe('bookings with a create’s time added', () => {
  it('are the list sorting them all again gives: by start, then professional, the added after their equals', () => {
    fc.assert(
      fc.property(anyCase, ({ held, added }) => {
        expect(bookingsWithAdded(held, added)).toEqual(asRead([...held, ...added]));
      }),
    );
  });

  it('are grouped by professional as grouping them afresh would', () => {
    fc.assert(
      fc.property(anyCase, ({ held, added }) => {
        const before = indexAgenda(exampleAgenda({ bookings: held }));
        for (const id of PROVIDERS) before.bookingsOf(id);
        const after = bookingsWithAdded(held, added);
        const carried = indexAgenda(exampleAgenda({ bookings: after }));
        // A copy of the list is a list never grouped: grouped from scratch.
        const afresh = indexAgenda(exampleAgenda({ bookings: [...after] }));
        for (const id of PROVIDERS) expect(carried.bookingsOf(id)).toEqual(afresh.bookingsOf(id));
      }),
    );
  });

  it('keep the grouping of the professionals the create did not book: the same lists, not grouped again', () => {
    const at = (minutes: number, providerId: number): Booking =>
      ({
        providerId,
        start: Date.parse('2026-12-09T12:00:00Z') + minutes * 60_000,
        end: Date.parse('2026-12-09T12:30:00Z') + minutes * 60_000,
      }) as Booking;
    const held = asRead([at(0, 1), at(0, 2), at(30, 1), at(60, 2), at(90, 3)]);
    const before = indexAgenda(exampleAgenda({ bookings: held }));
    const lists = PROVIDERS.map((id) => before.bookingsOf(id));
    const after = indexAgenda(exampleAgenda({ bookings: bookingsWithAdded(held, [at(45, 2)]) }));

    expect(after.bookingsOf(1 as ProviderId)).toBe(lists[0]);
    expect(after.bookingsOf(3 as ProviderId)).toBe(lists[2]);
    expect(after.bookingsOf(2 as ProviderId)).toEqual([at(0, 2), at(45, 2), at(60, 2)]);
    expect(before.bookingsOf(2 as ProviderId)).toEqual([at(0, 2), at(60, 2)]);
  });

  it('are the list itself when nothing is added', () => {
    const held = asRead([]);
    expect(bookingsWithAdded(held, [])).toBe(held);
  });
});
