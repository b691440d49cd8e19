import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyBooking, anyChangePolicy, anyInstant } from '../booking/booking.arbitraries';
import { bookingActionFacts, bookingActions } from '../booking/booking-actions';
import { codePagePath } from '../booking/code-pages';
import { addMinutes, type Instant } from '../calendar/instant';
import { bookAgainPath, myBookingActions, ownsBooking, upcomingAndPast } from './my-bookings';

// issue 34 "My bookings": which bookings are an account's, split into upcoming and past, each with
// exactly the pages the mails would offer (docs/adr/0122).

const anyEmail = fc.constantFrom('ana@correo.example', 'ANA@correo.example ', 'otra@correo.example', '');
const anyAccount = fc.record({
  userId: fc.integer({ min: 1, max: 5 }),
  email: anyEmail,
  emailVerified: fc.boolean(),
});
const anyOwnership = fc.record({
  userId: fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }),
  clientEmail: fc.option(anyEmail, { nil: null }),
});

describe('which bookings are the account’s (ownsBooking)', () => {
  it('owns every booking made signed in to it, whatever email was typed', () => {
    fc.assert(
      fc.property(anyAccount, fc.option(anyEmail, { nil: null }), (account, clientEmail) => {
        expect(ownsBooking(account, { userId: account.userId, clientEmail })).toBe(true);
      }),
    );
  });

  it('never owns a booking by an email that is not verified', () => {
    fc.assert(
      fc.property(anyAccount, anyOwnership, (account, booking) => {
        fc.pre(booking.userId !== account.userId);
        expect(ownsBooking({ ...account, emailVerified: false }, booking)).toBe(false);
      }),
    );
  });

  it('owns a booking made signed out with its verified email, compared trimmed and case-insensitively', () => {
    const account = { userId: 1, email: 'ana@correo.example', emailVerified: true };
    expect(ownsBooking(account, { userId: null, clientEmail: ' Ana@Correo.example' })).toBe(true);
    expect(ownsBooking(account, { userId: 2, clientEmail: 'otra@correo.example' })).toBe(false);
    expect(ownsBooking({ ...account, email: '' }, { userId: null, clientEmail: '' })).toBe(false);
  });
});

describe('upcoming and past', () => {
  it('puts each booking in exactly one list: upcoming (soonest first) until it starts, then past (latest first)', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ start: anyInstant })), anyInstant, (bookings, now) => {
        const { upcoming, past } = upcomingAndPast(bookings, now);
        expect(upcoming.length + past.length).toBe(bookings.length);
        expect(upcoming.every((booking) => now < booking.start)).toBe(true);
        expect(past.every((booking) => booking.start <= now)).toBe(true);
        expect(upcoming.map((b) => b.start)).toEqual([...upcoming.map((b) => b.start)].sort((a, b) => a - b));
        expect(past.map((b) => b.start)).toEqual([...past.map((b) => b.start)].sort((a, b) => b - a));
      }),
    );
  });
});

describe('the pages a booking offers in My bookings', () => {
  it('offers exactly bookingActions’ offers but booking again, each as its code page', () => {
    fc.assert(
      fc.property(anyBooking, anyChangePolicy, anyInstant, fc.boolean(), (booking, policy, now, isClass) => {
        const actions = myBookingActions(
          { lifecycle: booking, isClass, policy, group: [booking], code: 'abc', countryCode: 'CL' },
          now,
        );
        const expected = bookingActions(
          {
            ...bookingActionFacts(booking, policy, {
              standing: booking.status === 'cancelled' ? 0 : 1,
              unconfirmed: booking.status !== 'cancelled' && booking.clientConfirmedAt === null,
            }),
            isClass,
          },
          now,
        ).filter((kind) => kind !== 'bookAgain');
        expect(actions.map((action) => action.kind)).toEqual(expected);
        for (const action of actions) expect(action.path).toBe(codePagePath('CL', action.kind, 'abc'));
      }),
    );
  });

  it('offers no code page when the code cannot be opened', () => {
    fc.assert(
      fc.property(anyBooking, anyChangePolicy, anyInstant, (booking, policy, now) => {
        expect(
          myBookingActions(
            { lifecycle: booking, isClass: false, policy, group: [booking], code: null, countryCode: 'CL' },
            now,
          ),
        ).toEqual([]);
      }),
    );
  });

  it('books again at the location’s page', () => {
    expect(bookAgainPath('CL', 7)).toBe('/cl/sucursal/7');
    const start = Date.UTC(2026, 11, 3) as Instant;
    expect(upcomingAndPast([{ start }], addMinutes(start, 1)).past).toEqual([{ start }]);
  });
});
