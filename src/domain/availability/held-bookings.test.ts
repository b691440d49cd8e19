import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LocalDate } from '../calendar/local-date';
import type { ProviderId, ServiceId } from '../catalog/service';
import type { Booking } from './agenda';
import { indexAgenda } from './agenda-index';
import { anyBookings, exampleAgenda } from './availability.arbitraries';
import { HeldBookings, heldList, heldWith, holdsTime } from './held-bookings';

// A kept agenda's held bookings grouped by professional, and a create's time added to them (issue 37;
// docs/adr/0138): what they hold is what the list they were grouped from, with the time appended,
// holds; the engine reads them as it reads that list; and adding one professional's time leaves
// every other professional's bookings as they were, the same lists, not grouped again.

const PROVIDERS = [1, 2, 3, 4].map((id) => id as ProviderId);
const DATE = '2026-12-09' as LocalDate;
const byStartThenProvider = (a: Booking, b: Booking) => a.start - b.start || a.providerId - b.providerId;
const asRead = (bookings: readonly Booking[]) => [...bookings].sort(byStartThenProvider);
const anyCase = fc.record({
  held: anyBookings(PROVIDERS, DATE).map(asRead),
  added: anyBookings(PROVIDERS, DATE).map((bookings) => bookings.slice(0, 3)),
});

const at = (minutes: number, providerId: number, length = 30): Booking =>
  ({
    providerId,
    start: Date.parse('2026-12-09T12:00:00Z') + minutes * 60_000,
    end: Date.parse('2026-12-09T12:00:00Z') + (minutes + length) * 60_000,
  }) as Booking;

describe('held bookings kept grouped by professional', () => {
  it('list what the read list with the added time appended holds, sorted as an agenda is read', () => {
    fc.assert(
      fc.property(anyCase, ({ held, added }) => {
        const grouped = HeldBookings.grouped(held).with(added);
        expect(heldList(grouped)).toEqual(asRead([...held, ...added]));
        expect(grouped.length).toBe(held.length + added.length);
      }),
    );
  });

  it('keep a class seat’s service with its time, wherever a create’s time is added among them', () => {
    const seated = (bookings: readonly Booking[]) =>
      fc
        .array(fc.option(fc.integer({ min: 1, max: 9 }), { nil: undefined }), {
          minLength: bookings.length,
          maxLength: bookings.length,
        })
        .map((seats) =>
          bookings.map((booking, index) => {
            const seatOf = seats[index];
            return seatOf === undefined ? booking : { ...booking, seatOf: seatOf as ServiceId };
          }),
        );
    const anySeatedCase = anyCase.chain(({ held, added }) =>
      fc.record({ held: seated(held).map(asRead), added: seated(added) }),
    );
    fc.assert(
      fc.property(anySeatedCase, ({ held, added }) => {
        const before = HeldBookings.grouped(held);
        const grouped = before.with(added);
        const expected = asRead([...held, ...added]);
        expect(heldList(grouped)).toEqual(expected);
        for (const id of PROVIDERS)
          expect(grouped.of(id)).toEqual(expected.filter((booking) => booking.providerId === id));
        // What was added to is as it was: its seats were not written into.
        expect(heldList(before)).toEqual(held);
      }),
    );
  });

  it('give the engine each professional’s bookings as grouping that list afresh does', () => {
    fc.assert(
      fc.property(anyCase, ({ held, added }) => {
        const kept = indexAgenda(exampleAgenda({ bookings: HeldBookings.grouped(held).with(added) }));
        const afresh = indexAgenda(exampleAgenda({ bookings: [...held, ...added] }));
        for (const id of PROVIDERS) expect(kept.bookingsOf(id)).toEqual(afresh.bookingsOf(id));
      }),
    );
  });

  it('know whether they hold the same time of the same professional, as a scan of the list does', () => {
    fc.assert(
      fc.property(anyCase, ({ held, added }) => {
        const grouped = HeldBookings.grouped(held);
        for (const booking of [...added, ...held.slice(0, 3)])
          expect(holdsTime(grouped, booking)).toBe(holdsTime(held, booking));
      }),
    );
  });

  it('keep the times of the professionals a create did not book: the same arrays, not made again', () => {
    const held = HeldBookings.grouped(asRead([at(0, 1), at(0, 2), at(30, 1), at(60, 2), at(90, 3)]));
    const after = held.with([at(45, 2)]);

    // As read, one buffer holds every professional's times (docs/adr/0167).
    expect(held.timesOf(2 as ProviderId).buffer).toBe(held.timesOf(1 as ProviderId).buffer);
    expect(held.timesOf(3 as ProviderId).buffer).toBe(held.timesOf(1 as ProviderId).buffer);
    expect([...held.timesOf(3 as ProviderId)]).toEqual([at(90, 3).start, at(90, 3).end]);

    expect(after.timesOf(1 as ProviderId)).toBe(held.timesOf(1 as ProviderId));
    expect(after.timesOf(3 as ProviderId)).toBe(held.timesOf(3 as ProviderId));
    expect(after.timesOf(2 as ProviderId)).not.toBe(held.timesOf(2 as ProviderId));
    expect(after.of(2 as ProviderId)).toEqual([at(0, 2), at(45, 2), at(60, 2)]);
    expect(held.of(2 as ProviderId)).toEqual([at(0, 2), at(60, 2)]);
  });

  it('put a professional’s time after theirs of the same start, and a plain list’s at its end', () => {
    const held = HeldBookings.grouped([at(0, 1, 30)]);
    expect(held.with([at(0, 1, 60)]).of(1 as ProviderId)).toEqual([at(0, 1, 30), at(0, 1, 60)]);
    expect(heldWith([at(30, 1)], [at(0, 2)])).toEqual([at(30, 1), at(0, 2)]);
    expect(heldWith(held, [])).toBe(held);
  });
});
