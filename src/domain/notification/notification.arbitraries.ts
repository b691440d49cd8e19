import fc from 'fast-check';
import { addMinutes } from '../calendar/instant';
import { anyInstant } from '../booking/booking.arbitraries';
import { REJECTION_REASONS } from '../payment/payment-lifecycle';
import {
  NOTICE_KINDS,
  type BookingNotice,
  type NoticeBooking,
  type NoticePlace,
  type PaymentRelease,
  type PaymentReleasedNotice,
} from './booking-notice';

/**
 * Text as anyone may type it into a form: markup, entities, quotes, iCalendar delimiters, line
 * breaks and other control characters, and characters of every UTF-8 length.
 */
export const anyTypedText: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  fc
    .array(
      fc.constantFrom(
        '<script>alert(1)</script>',
        '<img src=x onerror=alert(1)>',
        '"',
        "'",
        '&amp;',
        '&',
        '<',
        '>',
        ';',
        ',',
        ':',
        '\\',
        '\r\n',
        '\n',
        '\r',
        '\t',
        '\u0000',
        '\u001b',
        'ñ',
        '€',
        '😀',
        'Peña',
        ' ',
        'END:VEVENT',
        'a',
      ),
      { maxLength: 30 },
    )
    .map((parts) => parts.join('')),
);

export const anyNoticeBooking: fc.Arbitrary<NoticeBooking> = fc
  .record({
    id: fc.integer({ min: 1, max: 10_000_000 }),
    serviceName: anyTypedText,
    providerName: anyTypedText,
    status: fc.constantFrom('pending_payment', 'confirmed', 'cancelled'),
    start: anyInstant,
    minutes: fc.constantFrom(15, 30, 60, 90),
    modifications: fc.nat(5),
    isVideo: fc.boolean(),
    outcall: fc.boolean(),
  })
  .map(({ minutes, ...booking }) => ({ ...booking, end: addMinutes(booking.start, minutes) }));

export const anyNoticePlace: fc.Arbitrary<NoticePlace> = fc.record({
  name: anyTypedText,
  address: fc.option(anyTypedText, { nil: null }),
  phone: fc.option(anyTypedText, { nil: null }),
  email: fc.option(fc.emailAddress(), { nil: null }),
  timeZone: fc.constantFrom('America/Santiago', 'America/Bogota', 'Europe/Madrid', 'UTC', 'Not/AZone'),
  countryCode: fc.constantFrom('cl', 'co', 'mx', 'us', 'gb', 'es', 'br'),
});

/** A notice whose client and business texts are anything typed. */
export const anyBookingNotice: fc.Arbitrary<BookingNotice> = fc.record({
  kind: fc.constantFrom(...NOTICE_KINDS),
  groupId: fc.integer({ min: 1, max: 10_000_000 }),
  client: fc.record({ fullName: anyTypedText, email: fc.emailAddress() }),
  location: anyNoticePlace,
  bookings: fc.uniqueArray(anyNoticeBooking, { minLength: 1, maxLength: 4, selector: (booking) => booking.id }),
});

export const anyPaymentRelease: fc.Arbitrary<PaymentRelease> = fc.oneof(
  fc.constant({ cause: 'expired' as const }),
  fc.constantFrom(...REJECTION_REASONS).map((reason) => ({ cause: 'rejected' as const, reason })),
);

/** A payment's released hours, for a client and a business who typed anything. */
export const anyPaymentReleasedNotice: fc.Arbitrary<PaymentReleasedNotice> = fc.record({
  kind: fc.constant('payment_released' as const),
  groupId: fc.integer({ min: 1, max: 10_000_000 }),
  client: fc.record({ fullName: anyTypedText, email: fc.emailAddress() }),
  location: anyNoticePlace,
  locationId: fc.integer({ min: 1, max: 10_000_000 }),
  release: anyPaymentRelease,
  bookings: fc.uniqueArray(
    anyNoticeBooking.map((booking) => ({ ...booking, status: 'cancelled' as const })),
    { minLength: 1, maxLength: 4, selector: (booking) => booking.id },
  ),
});
