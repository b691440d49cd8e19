import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BOOKING_STATUSES } from '../booking/booking-lifecycle';
import { mailLanguage, noticeOwedByChange, parseClientNotice, type BookingNotice } from './booking-notice';
import { anyBookingNotice } from './notification.arbitraries';

describe('which mail a change to a booking owes its client (docs/adr/0044)', () => {
  it('owes the confirmation of a booking booked confirmed', () => {
    expect(noticeOwedByChange({ _tag: 'Booked', status: 'confirmed' })).toBe('confirmed');
  });

  it('owes nothing for a booking booked waiting for its payment: the payment owes it', () => {
    expect(noticeOwedByChange({ _tag: 'Booked', status: 'pending_payment' })).toBeNull();
  });

  it('owes the cancellation of a booking cancelled while confirmed', () => {
    expect(noticeOwedByChange({ _tag: 'Cancelled', statusBefore: 'confirmed' })).toBe('cancelled');
  });

  it('owes no cancellation for a booking given up while waiting for its payment, nor for one already cancelled', () => {
    expect(noticeOwedByChange({ _tag: 'Cancelled', statusBefore: 'pending_payment' })).toBeNull();
    expect(noticeOwedByChange({ _tag: 'Cancelled', statusBefore: 'cancelled' })).toBeNull();
  });

  it('owes the move of a confirmed booking moved', () => {
    expect(noticeOwedByChange({ _tag: 'Moved', status: 'confirmed' })).toBe('moved');
  });

  it('owes no move for a booking moved while waiting for its payment', () => {
    expect(noticeOwedByChange({ _tag: 'Moved', status: 'pending_payment' })).toBeNull();
  });

  it('owes a mail exactly when the booking is, or was until the change, confirmed to the client', () => {
    const anyChange = fc.oneof(
      fc
        .constantFrom(...BOOKING_STATUSES)
        .map((status) => ({ change: { _tag: 'Booked' as const, status }, confirmed: status === 'confirmed' })),
      fc.constantFrom(...BOOKING_STATUSES).map((statusBefore) => ({
        change: { _tag: 'Cancelled' as const, statusBefore },
        confirmed: statusBefore === 'confirmed',
      })),
      fc
        .constantFrom(...BOOKING_STATUSES)
        .map((status) => ({ change: { _tag: 'Moved' as const, status }, confirmed: status === 'confirmed' })),
    );
    fc.assert(fc.property(anyChange, ({ change, confirmed }) => (noticeOwedByChange(change) !== null) === confirmed));
  });
});

describe('a notice as the outbox keeps it (issue 18)', () => {
  const withSnapshot = (notice: BookingNotice): BookingNotice => ({
    ...notice,
    language: 'en',
    company: { name: 'Salón Aurora', colour: '#b0476b', logo: null },
    locationId: 3,
    policy: { cancellationLimitHours: 24, modificationLimitHours: 12, maxModifications: 2 },
    bookings: notice.bookings.map((booking) => ({
      ...booking,
      sealedCode: 'AQIDBA',
      price: '$18.000',
      clientConfirmed: false,
      isClass: false,
    })),
    groupBookings: notice.bookings.map((booking) => ({
      id: booking.id,
      status: booking.status,
      start: booking.start,
      clientConfirmed: false,
    })),
  });

  it('reads back a notice with what its mail shows and links to as itself', () => {
    fc.assert(
      fc.property(anyBookingNotice, (notice) => {
        const stored = withSnapshot(notice);
        expect(parseClientNotice(JSON.parse(JSON.stringify(stored)))._unsafeUnwrap()).toEqual(stored);
      }),
    );
  });

  it('still reads a notice enqueued before it carried them, and writes its mail in its location country’s language', () => {
    fc.assert(
      fc.property(anyBookingNotice, (notice) => {
        const parsed = parseClientNotice(JSON.parse(JSON.stringify(notice)))._unsafeUnwrap();
        expect(parsed).toEqual(notice);
        expect(mailLanguage(parsed)).toBe(['cl', 'co', 'mx', 'es'].includes(notice.location.countryCode) ? 'es' : 'en');
      }),
    );
  });

  it('writes the mail in the language the client booked in, whatever the location’s country', () => {
    fc.assert(
      fc.property(anyBookingNotice, fc.constantFrom('en' as const, 'es' as const), (notice, language) => {
        expect(mailLanguage({ ...notice, language })).toBe(language);
      }),
    );
  });
});
